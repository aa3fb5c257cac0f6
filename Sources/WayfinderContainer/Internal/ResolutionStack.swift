#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#else
  import Foundation
#endif

/// The registrations being resolved on the current thread, outermost first: the thread's own
/// resolution stack.
///
/// Every factory runs with its registration on the stack, so every resolve it makes — through its
/// ``Resolver``, a captured container, a ``Lazy`` or a ``Provider`` — sees the services it is
/// nested in. That is how a cycle is found (the registration is already on the stack) and how deep
/// a resolution is. Only the owning thread reads or changes its stack; the ``WaitGraph`` keeps
/// copies.
///
/// It is a thread-local array rather than a task-local value, for two reasons. A task started
/// inside a factory would inherit a task-local stack and report a cycle for a service that is no
/// longer being made. And binding a task-local value allocates: about 125 ns a resolve, which
/// took `container.resolve.transient` from 237 ns (this stack) to 337 ns, against a budget of
/// 5 × `closure.baseline` (about 130 ns). The array is allocated once per thread, in plain memory
/// that the thread-exit destructor frees.
enum ResolutionStack {
  /// The current thread's stack; use it only on the current thread.
  static var current: UnsafeMutablePointer<[Entry]> {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
      if let stack = pthread_getspecific(key) {
        return stack.assumingMemoryBound(to: [Entry].self)
      }
      let stack = makeStack()
      pthread_setspecific(key, stack)
      return stack
    #else
      let storage = Thread.current.threadDictionary
      if let box = storage[boxKey] as? StackBox { return box.stack }
      let box = StackBox()
      storage[boxKey] = box
      return box.stack
    #endif
  }

  /// The identity of the current thread: the address of its stack, unique among live threads.
  static var currentThread: UInt {
    UInt(bitPattern: current)
  }

  /// Allocates an empty stack.
  private static func makeStack() -> UnsafeMutablePointer<[Entry]> {
    let stack = UnsafeMutablePointer<[Entry]>.allocate(capacity: 1)
    stack.initialize(to: [])
    return stack
  }

  /// Frees a stack made by ``makeStack()``.
  private static func destroyStack(_ raw: UnsafeMutableRawPointer?) {
    guard let stack = raw?.assumingMemoryBound(to: [Entry].self) else { return }
    stack.deinitialize(count: 1)
    stack.deallocate()
  }

  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
    /// The key of the thread-specific stack; its destructor frees a thread's stack when it exits.
    private static let key: pthread_key_t = {
      var key = pthread_key_t()
      pthread_key_create(&key) { destroyStack($0) }
      return key
    }()
  #else
    /// The key of the stack in the thread dictionary.
    private static let boxKey = "WayfinderContainer.ResolutionStack"

    /// Owns a thread's stack in its thread dictionary, and frees it with the dictionary.
    private final class StackBox: NSObject {
      let stack = makeStack()
      deinit { destroyStack(stack) }
    }
  #endif
}
