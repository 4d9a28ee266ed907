# SPDX-License-Identifier: GPL-3.0-or-later
# The whole app for 64-bit Windows by MinGW-w64 (preset windows-app, docs/packaging.md): mingw-w64.cmake plus Qt
# 6.4.2 for MinGW as packaging/windows/build-qt-mingw.sh builds it into its cache, and Debian's own Qt 6.4.2 as the
# host Qt (moc, rcc, uic, lrelease, lupdate run here, the same version).
include(${CMAKE_CURRENT_LIST_DIR}/mingw-w64.cmake)

if(DEFINED ENV{NOBOX_QT_MINGW_PREFIX})
  set(nobox_qt_default "$ENV{NOBOX_QT_MINGW_PREFIX}")
elseif(DEFINED ENV{NOBOX_QT_MINGW_CACHE}) # where build-qt-mingw.sh was told to build
  set(nobox_qt_default "$ENV{NOBOX_QT_MINGW_CACHE}/qt-6.4.2-mingw-w64")
elseif(DEFINED ENV{XDG_CACHE_HOME})
  set(nobox_qt_default "$ENV{XDG_CACHE_HOME}/nobox/qt-6.4.2-mingw-w64")
else()
  set(nobox_qt_default "$ENV{HOME}/.cache/nobox/qt-6.4.2-mingw-w64")
endif()
set(NOBOX_QT_MINGW_PREFIX "${nobox_qt_default}" CACHE PATH "Qt 6.4.2 for MinGW-w64 (packaging/windows/build-qt-mingw.sh)")
if(NOT EXISTS "${NOBOX_QT_MINGW_PREFIX}/lib/cmake/Qt6/Qt6Config.cmake")
  message(FATAL_ERROR "No Qt for MinGW-w64 in ${NOBOX_QT_MINGW_PREFIX}: build it with packaging/windows/build-qt-mingw.sh "
                      "(about 2 hours once), or set NOBOX_QT_MINGW_PREFIX")
endif()

list(APPEND CMAKE_FIND_ROOT_PATH "${NOBOX_QT_MINGW_PREFIX}")
list(APPEND CMAKE_PREFIX_PATH "${NOBOX_QT_MINGW_PREFIX}")
set(QT_HOST_PATH /usr CACHE PATH "Debian's Qt 6.4.2: the host tools")
set(QT_HOST_PATH_CMAKE_DIR /usr/lib/x86_64-linux-gnu/cmake CACHE PATH "Debian's Qt 6.4.2: its CMake packages")

# One C++ runtime for the programs and Qt's DLLs (libstdc++-6.dll beside them): a static one in the program beside
# Qt's shared one would be two heaps and two sets of exception tables across the DLL boundary.
set(CMAKE_EXE_LINKER_FLAGS_INIT "")

# Programs run under Wine with Qt's and MinGW's DLLs found, in the build's own Wine prefix: the icon renderer at
# build time and every test (wine-run.sh).
if(NOBOX_WINE64)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${CMAKE_CURRENT_LIST_DIR}/wine-run.sh ${CMAKE_BINARY_DIR} ${NOBOX_QT_MINGW_PREFIX})
endif()
