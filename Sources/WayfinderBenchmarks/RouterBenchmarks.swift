import Foundation
import Wayfinder

/// The routing benchmarks: open and close through a `DefaultRouter`, and memory over cycles;
/// measured on the main actor, where routers run.
@MainActor
func routerBenchmarks() -> [Benchmark] {
  [
    .timed("router.open-close") { iterations in
      RouterFixture.shared(depth: 10).cycle(iterations)
    },
    .timed("router.deep-stack.open-close") { iterations in
      RouterFixture.shared(depth: 10_000).cycle(iterations)
    },
    Benchmark.report("router.peak-rss", group: "router") {
      let fixture = RouterFixture(depth: 10)
      fixture.cycle(10_000)
      let afterTenThousand = peakResidentKiB()
      fixture.cycle(990_000)
      let afterOneMillion = peakResidentKiB()
      return [
        "router.peak-rss.10k \(afterTenThousand) KiB",
        "router.peak-rss.1m \(afterOneMillion) KiB",
      ]
    },
  ]
}

/// A view model holding its router, as an app's would.
@MainActor
private final class BenchmarkViewModel {
  let router: DefaultRouter
  init(router: DefaultRouter) { self.router = router }
}

/// A window with a navigation stack of a given depth, and the router of its top screen.
@MainActor
private final class RouterFixture {
  private static var fixtures: [Int: RouterFixture] = [:]

  let window = Window()
  private(set) var top: DefaultRouter?

  /// The fixture of that depth, built once per process.
  static func shared(depth: Int) -> RouterFixture {
    if let fixture = fixtures[depth] { return fixture }
    let fixture = RouterFixture(depth: depth)
    fixtures[depth] = fixture
    return fixture
  }

  init(depth: Int) {
    var router: DefaultRouter?
    do {
      try window.setRoot { rootRouter in
        let home = try rootRouter.makeScreen { made in
          router = made
          return Screen(title: "Screen 0", model: BenchmarkViewModel(router: made))
        }
        return try NavigationContainer(root: home)
      }
    } catch {
      print("router fixture: \(error)")
    }
    for index in 1..<depth {
      router?.open(.push) { made in
        router = made
        return Screen(title: "Screen \(index)", model: BenchmarkViewModel(router: made))
      }
    }
    top = router
  }

  /// Pushes a screen from the top router and closes it again, `iterations` times.
  func cycle(_ iterations: Int) {
    guard let top else { return }
    for _ in 0..<iterations {
      var child: DefaultRouter?
      top.open(.push) { made in
        child = made
        return Screen(title: "Pushed", model: BenchmarkViewModel(router: made))
      }
      child?.close()
      blackHole(child)
    }
  }
}

/// The process's peak resident set size in KiB (`VmHWM` in `/proc/self/status`), or 0.
func peakResidentKiB() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return 0
  }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
      ?? 0
  }
  return 0
}
