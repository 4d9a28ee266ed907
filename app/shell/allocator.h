// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How the C library's allocator gives freed memory back to the system.

namespace nobox {

/// Hands the free memory the allocator keeps back to the system: glibc's malloc_trim(0), elsewhere nothing. What a
/// game, its computers' searches and its movements freed lies scattered in the heap and in the worker threads'
/// arenas, and glibc returns only a free top of each; without this, 3-8 MB more stay resident now and then, and for
/// good (docs/performance.md, "Memory"). It takes well under a millisecond: called when a game ends and when a
/// review is done.
void releaseFreeMemory();

} // namespace nobox
