# SPDX-License-Identifier: GPL-3.0-or-later
# Precompiled headers (NOBOX_PCH): Qt's and GoogleTest's headers are most of what a unit of the app or of a test
# parses (a board's or an app test's unit spends about half of its compile time in them). Each kind below is
# compiled once per build by a small target of its own, and every target of that kind reuses it (REUSE_FROM), so
# a test program of one file pays nothing for it. Only third-party and standard headers are precompiled: ours
# change too often, and a change to one would rebuild everything.
#
# Which kind a target gets follows from what it links: the shell (a board, an app test) -> qt; GoogleTest -> test;
# anything else (the engine, the CLI, Qt's resource objects, tools) none. A new target needs no line here.
# Builds with NOBOX_PCH and NOBOX_UNITY_BUILD off (presets tsan, fuzz, ci-engine-clang) check that every unit
# includes what it uses.
option(NOBOX_PCH "Precompile Qt's and GoogleTest's headers (docs/performance.md)" ON)

# ccache caches units that use a precompiled header only when told that the header's macros and __TIME__ may be
# ignored, and that a header just written may be read (ccache's manual, "Precompiled headers"). GCC needs no
# -fpch-preprocess here: CMake includes the header with -include.
if(NOBOX_PCH AND CMAKE_CXX_COMPILER_LAUNCHER MATCHES "ccache")
  set(CMAKE_CXX_COMPILER_LAUNCHER ${CMAKE_COMMAND} -E env
    "CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime" ${CMAKE_CXX_COMPILER_LAUNCHER})
endif()

# Standard headers nearly every unit reads, then the kind's own. Not nlohmann/json: few units include the whole of
# it, and in those its templates' instantiation costs more than its parsing; a header made with it takes longer to
# load (about 0.4 s per unit for 100 MB) than a unit of the engine takes to parse what it includes.
set(nobox_pch_std_headers <algorithm> <array> <cstdint> <functional> <map> <memory> <optional> <set> <span> <string>
  <string_view> <utility> <vector>)
set(nobox_pch_test_headers ${nobox_pch_std_headers} <gtest/gtest.h>)
# The Qt classes most units of app/ and tests/app use. Not QtTest: its headers name the test's own folder
# (QT_TESTCASE_SOURCEDIR), which differs between test folders, and GCC refuses a header compiled with another.
set(nobox_pch_qt_headers ${nobox_pch_std_headers} <QApplication> <QComboBox> <QCoreApplication> <QDialog> <QDir>
  <QElapsedTimer> <QEvent> <QFile> <QFontMetricsF> <QHBoxLayout> <QKeyEvent> <QLabel> <QListWidget> <QPainter>
  <QPainterPath> <QPushButton> <QStandardPaths> <QString> <QStringList> <QTimer> <QToolButton> <QVBoxLayout>
  <QWidget>)

# The targets below `dir` (recursively) defined by this project's own CMakeLists.
function(nobox_project_targets out dir)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(sub IN LISTS subdirs)
    cmake_path(IS_PREFIX PROJECT_SOURCE_DIR "${sub}" NORMALIZE ours)
    if(ours)
      nobox_project_targets(more ${sub})
      list(APPEND targets ${more})
    endif()
  endforeach()
  set(${out} ${targets} PARENT_SCOPE)
endfunction()

# Whether `target` links `wanted`, directly or through the libraries it links.
function(nobox_links out target wanted)
  set(seen "")
  set(todo ${target})
  while(todo)
    list(POP_FRONT todo current)
    if(current STREQUAL wanted)
      set(${out} TRUE PARENT_SCOPE)
      return()
    endif()
    if(current IN_LIST seen OR NOT TARGET ${current})
      continue()
    endif()
    list(APPEND seen ${current})
    get_target_property(imported ${current} IMPORTED)
    if(imported)
      continue()
    endif()
    get_target_property(direct ${current} LINK_LIBRARIES)
    get_target_property(interface ${current} INTERFACE_LINK_LIBRARIES)
    foreach(item IN LISTS direct interface)
      string(REGEX REPLACE "^\\$<LINK_ONLY:(.*)>$" "\\1" item "${item}")
      if(item AND NOT item MATCHES "^\\$<")
        list(APPEND todo ${item})
      endif()
    endforeach()
  endwhile()
  set(${out} FALSE PARENT_SCOPE)
endfunction()

# nobox_precompile_headers(): called once, after every target exists.
function(nobox_precompile_headers)
  if(NOT NOBOX_PCH)
    return()
  endif()
  nobox_project_targets(targets ${PROJECT_SOURCE_DIR})
  # The kinds in use, with what their holder links (it must compile with the flags of the targets reusing it).
  set(kinds "")
  if(TARGET GTest::gtest)
    list(APPEND kinds test)
    set(test_links GTest::gtest)
  endif()
  if(TARGET nobox_shell)
    # The shell's Qt modules, not the shell itself: the shell reuses this header, so it must be built first.
    list(APPEND kinds qt)
    get_target_property(shell_links nobox_shell LINK_LIBRARIES)
    set(qt_links "")
    foreach(item IN LISTS shell_links)
      if(item MATCHES "^Qt6::")
        list(APPEND qt_links ${item})
      endif()
    endforeach()
  endif()
  set(source ${PROJECT_BINARY_DIR}/nobox_pch.cpp)
  file(CONFIGURE OUTPUT ${source} CONTENT "// The holder of a precompiled header (cmake/precompiled_headers.cmake).\n")
  foreach(kind IN LISTS kinds)
    add_library(nobox_pch_${kind} STATIC ${source})
    set_target_properties(nobox_pch_${kind} PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
    target_link_libraries(nobox_pch_${kind} PRIVATE ${${kind}_links} nobox_warnings)
    target_precompile_headers(nobox_pch_${kind} PRIVATE ${nobox_pch_${kind}_headers})
  endforeach()
  foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    if(NOT type MATCHES "^(EXECUTABLE|STATIC_LIBRARY|OBJECT_LIBRARY)$" OR target MATCHES "_resources_[0-9]+$")
      continue()
    endif()
    # A Windows GUI program links Qt's entry point, which defines QT_NEEDS_QMAIN: GCC refuses a header compiled
    # without it (-Winvalid-pch). Such a program is its main.cpp alone (nobox): nothing to gain.
    get_target_property(gui ${target} WIN32_EXECUTABLE)
    if(gui)
      continue()
    endif()
    nobox_links(qt ${target} nobox_shell)
    nobox_links(test ${target} GTest::gtest)
    if(qt AND TARGET nobox_pch_qt)
      target_precompile_headers(${target} REUSE_FROM nobox_pch_qt)
    elseif(test AND TARGET nobox_pch_test)
      target_precompile_headers(${target} REUSE_FROM nobox_pch_test)
    endif()
  endforeach()
endfunction()
