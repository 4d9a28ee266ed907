# SPDX-License-Identifier: GPL-3.0-or-later
# Qt beside the installed app on Windows (windeployqt: DLLs, plugins, Qt's translations, the compiler runtime)
# and inside the bundle on macOS (macdeployqt), by the script Qt generates for the target. Qt 6.4 refuses this
# on Linux with a shared Qt, which is why Linux packages depend on the distribution's Qt instead.
if(Qt6_VERSION VERSION_GREATER_EQUAL 6.5)
  qt_generate_deploy_app_script(TARGET nobox OUTPUT_SCRIPT nobox_deploy_script)
else()
  qt_generate_deploy_app_script(TARGET nobox FILENAME_VARIABLE nobox_deploy_script)
endif()
install(SCRIPT ${nobox_deploy_script})
