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
  MACOSX_BUNDLE_INFO_STRING "NoBox ${PROJECT_VERSION}: ${NOBOX_GAME_NAMES}") # libgames/games.cmake

install(TARGETS nobox BUNDLE DESTINATION . RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

# Qt's own translations (standard buttons and dialogs), which macdeployqt leaves out: each language's "qt"
# catalogue with the parts it names, into Contents/Resources/translations, where app/shell/language.cpp looks.
get_filename_component(qt_translations "${Qt6_DIR}/../../../translations" ABSOLUTE)
foreach(language de ja)
  file(GLOB qt_catalogues "${qt_translations}/qt_${language}.qm" "${qt_translations}/qtbase_${language}.qm"
    "${qt_translations}/qtmultimedia_${language}.qm")
  if(NOT qt_catalogues)
    message(WARNING "No Qt translations for '${language}' in ${qt_translations}: Qt's buttons stay English there")
  endif()
  install(FILES ${qt_catalogues} DESTINATION NoBox.app/Contents/Resources/translations)
endforeach()

include(${CMAKE_CURRENT_SOURCE_DIR}/deploy-qt.cmake)

# macdeployqt changes the binaries after the linker signed them, and an arm64 Mac starts no unsigned code: it calls
# such a download "damaged". An ad-hoc signature of the whole bundle, last, lets it start (after "Open Anyway",
# docs/packaging.md); a Developer ID signature and notarisation replace it for a release.
install(CODE [[
  execute_process(COMMAND codesign --force --deep --sign - "$ENV{DESTDIR}${CMAKE_INSTALL_PREFIX}/NoBox.app"
    RESULT_VARIABLE signed)
  if(NOT signed EQUAL 0)
    message(FATAL_ERROR "codesign of NoBox.app failed: ${signed}")
  endif()
]])
