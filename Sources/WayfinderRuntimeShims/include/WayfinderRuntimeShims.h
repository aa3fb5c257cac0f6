// Two entry points of the Swift runtime (libswiftCore, part of its stable ABI on every platform
// Swift ships), for the hierarchy's back-references in the Wayfinder module. A back-reference
// there is an unowned pointer that its target clears in its deinit; these let it behave exactly
// like a weak reference while the target's deinit is pending (queued on the main actor), which
// a weak reference would do through a side table on the target.

#ifndef WAYFINDER_RUNTIME_SHIMS_H
#define WAYFINDER_RUNTIME_SHIMS_H

#include <stdbool.h>

/// Retains `object` unless its deinitialization has begun, atomically: returns `object`, or
/// NULL when it is being deinitialized. (A weak reference's load does the same.)
void *_Nullable swift_tryRetain(void *_Nonnull object);

/// Whether the deinitialization of `object` has begun.
bool swift_isDeallocating(void *_Nonnull object);

#endif
