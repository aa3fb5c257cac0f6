// The files of one feature: its route, screen, view model, services and view-model test.
extension ScaleAppGenerator {
  func route(_ index: Int) -> GeneratedFile {
    let name = "Feature\(index)"
    return GeneratedFile(
      path: "Sources/ScaleApp/\(name)/\(name)Route.swift",
      contents: #"""
        import Wayfinder

        /// Opens feature \#(index)'s screen; pushed by default.
        @MainActor
        protocol \#(name)Route {
          /// Pushes feature \#(index)'s screen for item `id`.
          func open\#(name)(id: Int)
        }

        extension \#(name)Route where Self: Router {
          func open\#(name)(id: Int) {
            open\#(name)(id: id, as: .push)
          }

          /// Opens feature \#(index)'s screen for item `id` with `transition` (deeplinks use others).
          func open\#(name)(id: Int, as transition: Transition) {
            open(transition) { router in
              \#(name)Screen(
                viewModel: try container.resolve(\#(name)ViewModel.self, arguments: router, id))
            }
          }
        }

        extension DefaultRouter: \#(name)Route {}

        """#)
  }

  func screen(_ index: Int) -> GeneratedFile {
    let name = "Feature\(index)"
    let actions = routedFeatures(from: index).map { target in
      #"""
          addAction("Open feature \#(target)") { [viewModel] in viewModel.openFeature\#(target)() }
      """#
    }
    return GeneratedFile(
      path: "Sources/ScaleApp/\(name)/\(name)Screen.swift",
      contents: #"""
        import Wayfinder

        /// Feature \#(index)'s item, with a button per feature it leads to.
        @MainActor
        final class \#(name)Screen: Screen {
          let viewModel: \#(name)ViewModel

          init(viewModel: \#(name)ViewModel) {
            self.viewModel = viewModel
            super.init(title: "Feature \#(index)", content: [viewModel.summary], model: viewModel)
            identity = ScreenIdentity("feature\#(index)", parameters: ["id": String(viewModel.id)])
        \#(actions.joined(separator: "\n"))
            addAction("Close") { [viewModel] in viewModel.close() }
          }
        }

        """#)
  }

  func viewModel(_ index: Int) -> GeneratedFile {
    let name = "Feature\(index)"
    let targets = routedFeatures(from: index)
    let routes = targets.map { "Feature\($0)Route" } + ["Closable"]
    let methods = targets.map { target in
      #"""
        func openFeature\#(target)() {
          store.visited.append(id)
          router.openFeature\#(target)(id: id + \#(target))
        }
      """#
    }
    return GeneratedFile(
      path: "Sources/ScaleApp/\(name)/\(name)ViewModel.swift",
      contents: #"""
        import Wayfinder

        /// Feature \#(index)'s logic: its item, and the features it leads to.
        @MainActor
        final class \#(name)ViewModel {
          /// The routes this view model uses, and nothing more.
          typealias Routes = \#(routes.joined(separator: " & "))

          let id: Int
          private let router: any Routes
          private let repository: \#(name)Repository
          private let formatter: \#(name)Formatter
          private let store: \#(name)Store

          init(
            id: Int, router: any Routes, repository: \#(name)Repository, formatter: \#(name)Formatter,
            store: \#(name)Store
          ) {
            self.id = id
            self.router = router
            self.repository = repository
            self.formatter = formatter
            self.store = store
          }

          var summary: String { formatter.format(repository.item(id: id)) }

        \#(methods.joined(separator: "\n\n"))

          func close() {
            router.close()
          }
        }

        """#)
  }

  func services(_ index: Int) -> GeneratedFile {
    let name = "Feature\(index)"
    return GeneratedFile(
      path: "Sources/ScaleApp/\(name)/\(name)Services.swift",
      contents: #"""
        /// Feature \#(index)'s back end (one per app).
        final class \#(name)Service: Sendable {
          func name(of id: Int) -> String { "item \(id) of feature \#(index)" }
        }

        /// Feature \#(index)'s items, read through its service.
        final class \#(name)Repository: Sendable {
          private let service: \#(name)Service

          init(service: \#(name)Service) {
            self.service = service
          }

          func item(id: Int) -> String { service.name(of: id) }
        }

        /// How feature \#(index) shows an item.
        struct \#(name)Formatter: Sendable {
          func format(_ item: String) -> String { item.uppercased() }
        }

        /// What the user did in feature \#(index) (one per app, on the main actor).
        @MainActor
        final class \#(name)Store {
          var visited: [Int] = []
        }

        """#)
  }

  func viewModelTests(_ index: Int) -> GeneratedFile {
    let name = "Feature\(index)"
    let targets = routedFeatures(from: index)
    let mockMethods = targets.map { target in
      #"""
        func openFeature\#(target)(id: Int) {
          calls.append("open feature \#(target) \(id)")
        }
      """#
    }
    let first = targets[0]
    return GeneratedFile(
      path: "Tests/ScaleAppTests/\(name)ViewModelTests.swift",
      contents: #"""
        import Testing
        import Wayfinder

        @testable import ScaleApp

        /// The routes of ``\#(name)ViewModel``, recorded.
        @MainActor
        final class Mock\#(name)Routes: \#(name)ViewModel.Routes {
          private(set) var calls: [String] = []

        \#(mockMethods.joined(separator: "\n\n"))

          func close() {
            calls.append("close")
          }
        }

        @MainActor
        @Suite struct \#(name)ViewModelTests {
          let routes = Mock\#(name)Routes()

          func makeModel(id: Int) -> \#(name)ViewModel {
            \#(name)ViewModel(
              id: id, router: routes, repository: \#(name)Repository(service: \#(name)Service()),
              formatter: \#(name)Formatter(), store: \#(name)Store())
          }

          @Test func openingTheNextFeatureRoutesThere() {
            let model = makeModel(id: 3)
            model.openFeature\#(first)()
            model.close()
            #expect(routes.calls == ["open feature \#(first) \#(3 + first)", "close"])
            #expect(model.summary == "ITEM 3 OF FEATURE \#(index)")
          }
        }

        """#)
  }
}
