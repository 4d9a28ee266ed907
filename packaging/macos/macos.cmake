# SPDX-License-Identifier: GPL-3.0-or-later
# macOS: NoBox.app with Info.plist (bundle id org.nobox.NoBox) and the icon, Qt deployed into it by macdeployqt
# (deploy-qt.cmake); the .dmg holds NoBox.app, a link to /Applications, and nobox-cli in bin/.
set(icns_name NoBox.icns)
target_sources(nobox PRIVATE ${NOBOX_ICNS})
set_source_files_properties(${NOBOX_ICNS} TARGET_DIRECTORY nobox
  PROPERTIES GENERATED TRUE MACOSX_PACKAGE_LOCATION Resources)
add_dependencies(nobox nobox_icons)
set_target_properties(nobox PROPERTIES
  OUTPUT_NAME NoBox
  MACOSX_BUNDLE ON
  MACOSX_BUNDLE_INFO_PLIST ${CMAKE_CURRENT_SOURCE_DIR}/macos/Info.plist.in
  MACOSX_BUNDLE_BUNDLE_NAME NoBox
  MACOSX_BUNDLE_GUI_IDENTIFIER org.nobox.NoBox
  MACOSX_BUNDLE_ICON_FILE ${icns_name}
  MACOSX_BUNDLE_SHORT_VERSION_STRING ${PROJECT_VERSION}
  MACOSX_BUNDLE_BUNDLE_VERSION ${PROJECT_VERSION}
  MACOSX_BUNDLE_LONG_VERSION_STRING ${PROJECT_VERSION}
  MACOSX_BUNDLE_COPYRIGHT "GPL-3.0-or-later, the NoBox developers"
  MACOSX_BUNDLE_INFO_STRING "NoBox ${PROJECT_VERSION}: No Thanks!, No Return and No Idea")

install(TARGETS nobox BUNDLE DESTINATION . RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
include(${CMAKE_CURRENT_SOURCE_DIR}/deploy-qt.cmake)
