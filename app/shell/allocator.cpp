// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/allocator.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace nobox {

void tuneAllocator()
{
#if defined(__GLIBC__)
    // Setting the mapping threshold fixes both it and the trim threshold (128 kB): a card's picture (under 600 kB
    // even at a pixel ratio of 2) still comes from the heap.
    mallopt(M_MMAP_THRESHOLD, 1024 * 1024);
#endif
}

} // namespace nobox
