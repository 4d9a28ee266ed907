# SPDX-License-Identifier: GPL-3.0-or-later
# Cross-building the engine, nobox-cli and their tests for 64-bit Windows with Debian's MinGW-w64 (GCC 12, posix
# threads: std::thread works) and running the tests under Wine (preset windows-cross, docs/packaging.md).
# The whole app with Qt for MinGW: mingw-w64-qt.cmake, which includes this file (preset windows-app).
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)

# GCC 12's -Wrestrict misfires inside std::string's copy at -O2 (GCC bug 105329), seen here in
# tests/no_idea/rulebook_test.cpp and not in the native GCC 12 build: off here only, where -Werror stops on it.
set(CMAKE_CXX_FLAGS_INIT "-Wno-restrict")

# Self-contained programs: the C++ runtime and winpthreads linked in, so Wine needs no MinGW DLLs on its path.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")

# Libraries and headers only from MinGW's tree: the host's /usr/include (glibc) must never reach this compiler.
# nlohmann_json is header-only, so Debian's copy serves, seen through a prefix of its own that holds nothing else.
set(nobox_json_prefix "${CMAKE_BINARY_DIR}/mingw-nlohmann-json")
if(NOT EXISTS "${nobox_json_prefix}/include/nlohmann" AND EXISTS /usr/include/nlohmann)
  file(MAKE_DIRECTORY "${nobox_json_prefix}/include" "${nobox_json_prefix}/share/cmake")
  file(CREATE_LINK /usr/include/nlohmann "${nobox_json_prefix}/include/nlohmann" SYMBOLIC)
  file(CREATE_LINK /usr/share/cmake/nlohmann_json "${nobox_json_prefix}/share/cmake/nlohmann_json" SYMBOLIC)
endif()
set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32 "${nobox_json_prefix}")
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# Tests run through Wine (Debian's wine64 keeps its loader off PATH), quiet, in a prefix of the build's own.
find_program(NOBOX_WINE64 NAMES wine64 wine PATHS /usr/lib/wine NO_CMAKE_FIND_ROOT_PATH)
if(NOBOX_WINE64)
  set(CMAKE_CROSSCOMPILING_EMULATOR
      ${CMAKE_COMMAND} -E env WINEDEBUG=-all "WINEPREFIX=${CMAKE_BINARY_DIR}/wine" LC_ALL=C.UTF-8 ${NOBOX_WINE64})
endif()
