// The functions declared in include/WayfinderRuntimeShims.h are the Swift runtime's own; this
// target only makes their declarations importable. SwiftPM wants one source file per C target.
#include "WayfinderRuntimeShims.h"
