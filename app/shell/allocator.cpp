// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/allocator.h"

#include <cstdlib> // defines __GLIBC__ with glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace nobox {

void releaseFreeMemory()
{
#if defined(__GLIBC__)
    (void)malloc_trim(0);
#endif
}

} // namespace nobox
