// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How the C library's allocator gives freed memory back to the system.

namespace nobox {

/// With glibc, large blocks (a window's backing store, a big picture) are mapped and unmapped on their own and the
/// top of the heap goes back soon. Left to itself, glibc raises both thresholds the first time such a block is
/// freed, and from then on keeps 4-8 MB of freed memory in the heap for good (docs/performance.md, "Memory").
/// Elsewhere it does nothing. Call it first thing in main().
void tuneAllocator();

} // namespace nobox
