# SPDX-License-Identifier: GPL-3.0-or-later
# Qt beside the installed app on Windows (windeployqt: DLLs, plugins, Qt's translations) and inside the bundle on
# macOS (macdeployqt), by the scripts Qt's deploy support runs at install time. Qt 6.4 refuses this on Linux with
# a shared Qt, which is why Linux packages depend on the distribution's Qt instead.
if(WIN32)
  # The MSVC runtime (msvcp140.dll, vcruntime140*.dll) beside nobox.exe and nobox-cli.exe, where Windows looks
  # first. windeployqt would only copy the vc_redist installer, which nothing runs: --no-compiler-runtime.
  set(CMAKE_INSTALL_SYSTEM_RUNTIME_DESTINATION ${CMAKE_INSTALL_BINDIR})
  include(InstallRequiredSystemLibraries)
  # Qt's generated script as in Qt 6.4 (qt.conf with the plugin and translation folders), with that option:
  # 6.5 has DEPLOY_TOOL_OPTIONS for it, 6.4 only the variable its deploy function reads.
  if(Qt6_VERSION VERSION_GREATER_EQUAL 6.5)
    set(option_6_4 "")
    set(option_6_5 "DEPLOY_TOOL_OPTIONS --no-compiler-runtime")
  else()
    set(option_6_4 "set(__qt_deploy_tool_extra_options --no-compiler-runtime)")
    set(option_6_5 "")
  endif()
  set(nobox_deploy_script "${CMAKE_CURRENT_BINARY_DIR}/deploy-nobox-$<CONFIG>.cmake")
  file(GENERATE OUTPUT "${nobox_deploy_script}" CONTENT "include(\"${QT_DEPLOY_SUPPORT}\")
${option_6_4}
qt6_deploy_runtime_dependencies(EXECUTABLE \${QT_DEPLOY_BIN_DIR}/$<TARGET_FILE_NAME:nobox> GENERATE_QT_CONF
  ${option_6_5})
")
elseif(Qt6_VERSION VERSION_GREATER_EQUAL 6.5)
  qt_generate_deploy_app_script(TARGET nobox OUTPUT_SCRIPT nobox_deploy_script)
else()
  qt_generate_deploy_app_script(TARGET nobox FILENAME_VARIABLE nobox_deploy_script)
endif()
install(SCRIPT "${nobox_deploy_script}")
