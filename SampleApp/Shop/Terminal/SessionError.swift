/// Why a terminal command could not be carried out.
enum SessionError: Error, Equatable, CustomStringConvertible {
  case nothingOnScreen
  case noSuchActionNumber(Int, count: Int)
  case action(String)
  case cannotGoBack(String)
  case noTabs
  case noSuchTab(String)
  case link(String)

  var description: String {
    switch self {
    case .nothingOnScreen: "nothing is on screen"
    case .noSuchActionNumber(let number, let count):
      "there is no action \(number); choose 1 to \(count)"
    case .action(let message): message
    case .cannotGoBack(let message): "cannot go back: \(message)"
    case .noTabs: "there are no tabs"
    case .noSuchTab(let name): "there is no tab \(name)"
    case .link(let message): message
    }
  }
}
