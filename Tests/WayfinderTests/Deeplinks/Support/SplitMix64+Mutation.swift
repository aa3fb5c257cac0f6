import WayfinderSeededRandom

extension SplitMix64 {
  /// `link` with a random number of edits (in `edits`), each inserting, removing or replacing
  /// one scalar drawn from `alphabet` at a random position: the fuzz tests' mutation step.
  mutating func mutate(
    _ link: String, edits: ClosedRange<Int>, alphabet: [Unicode.Scalar]
  ) -> String {
    var scalars = Array(link.unicodeScalars)
    for _ in 0..<Int.random(in: edits, using: &self) {
      let position = Int.random(in: 0...scalars.count, using: &self)
      let scalar = alphabet[Int.random(in: 0..<alphabet.count, using: &self)]
      switch Int.random(in: 0..<3, using: &self) {
      case 0: scalars.insert(scalar, at: position)
      case 1 where position < scalars.count: scalars.remove(at: position)
      default: if position < scalars.count { scalars[position] = scalar }
      }
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text
  }
}
