extension DeeplinkTrie {
  /// How far a pattern got with a URL: a dead end after `d` segments scores `2d`, a typed value
  /// that does not convert at segment `d` `2d + 1`, a query that fails a matched path `2n + 2`.
  struct Miss: Error {
    var score: Int
    var reason: DeeplinkError.Reason?
  }

  /// Why no pattern matches the URL of `walk` under `origin`: the reason of the pattern that got
  /// furthest along the path (the shortest, then the first in alphabetical order).
  ///
  /// A plain scan of the patterns, parsed again: it runs only for a refused URL. (Without a
  /// segment limit: a lower ``maximumSegmentCount`` applies to patterns registered from then on.)
  func refusal(_ origin: Origin, _ walk: Walk) -> DeeplinkError.Reason {
    var best: (miss: Miss, count: Int, text: String)?
    for (index, pattern) in patterns.enumerated() {
      guard let parsed = try? parse(pattern.text, segmentLimit: .max),
        parsed.origin.map({ $0 == origin }) ?? defaultOrigins.contains(origin)
      else { continue }
      let miss = attempt(index, parsed.steps, walk, under: origin)
      let count = parsed.steps.count
      if let best, (miss.score, best.count, best.text) <= (best.miss.score, count, pattern.text) {
        continue
      }
      best = (miss, count, pattern.text)
    }
    if let reason = best?.miss.reason { return reason }
    // A pattern that shares no segment with the path is not near it.
    let nearest = best.flatMap { $0.miss.score > 0 ? $0.text : nil }
    return .noMatch(path: "/" + walk.path.joined(separator: "/"), nearest: nearest)
  }

  /// How far pattern `index`, whose segments are `steps`, gets with the URL of `walk`.
  private func attempt(_ index: Int, _ steps: [Step], _ walk: Walk, under origin: Origin) -> Miss {
    let pattern = patterns[index]
    var depth = 0
    for step in steps {
      guard depth < walk.key.count else { return Miss(score: 2 * depth) }
      switch Self.step(step, at: depth, under: origin) {
      case .literal(let text):
        guard walk.key[depth] == text else { return Miss(score: 2 * depth) }
      case .parameter(let name, let type):
        do {
          _ = try convert(walk.path[depth], type, name, pattern.text, score: 2 * depth + 1)
        } catch { return error }
      case .wildcard: depth = walk.key.count - 1
      }
      depth += 1
    }
    guard depth == walk.key.count else { return Miss(score: 2 * depth) }
    do {
      _ = try query(of: index, walk.items, score: 2 * depth + 2)
      return Miss(score: 2 * depth + 2)
    } catch { return error }
  }
}
