/// How long an instance made by a registration's factory lives, and who shares it.
public enum Lifetime: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// A new instance on every resolve.
  case transient
  /// One instance for the container, made lazily on the first resolve and exactly once, even
  /// when many threads resolve it at the same moment.
  case singleton
  /// One shared instance while anyone holds it strongly; the next resolve after it was freed
  /// makes a new one. Only class instances (and class-bound protocol existentials) can be weak.
  case weak

  /// The lifetime's name, as shown in dumps and error messages.
  public var description: String { rawValue }
}
