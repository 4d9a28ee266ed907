# SPDX-License-Identifier: GPL-3.0-or-later
# Windows: a GUI executable with the icon and version information (nobox.rc), installed into bin\ beside
# nobox-cli.exe, with Qt deployed next to it: by windeployqt through Qt's own deploy script with MSVC
# (deploy-qt.cmake), by install rules written out with MinGW, where a cross build cannot run windeployqt
# (windows/deploy-mingw.cmake).
configure_file(windows/nobox.rc.in ${CMAKE_CURRENT_BINARY_DIR}/nobox.rc @ONLY)
target_sources(nobox PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/nobox.rc)
set_source_files_properties(${CMAKE_CURRENT_BINARY_DIR}/nobox.rc TARGET_DIRECTORY nobox
  PROPERTIES OBJECT_DEPENDS ${NOBOX_ICO})
add_dependencies(nobox nobox_icons)
set_target_properties(nobox PROPERTIES WIN32_EXECUTABLE ON)

install(TARGETS nobox RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
if(MINGW)
  include(${CMAKE_CURRENT_SOURCE_DIR}/windows/deploy-mingw.cmake)
else()
  include(${CMAKE_CURRENT_SOURCE_DIR}/deploy-qt.cmake)
endif()
