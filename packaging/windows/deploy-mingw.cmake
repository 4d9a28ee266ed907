# SPDX-License-Identifier: GPL-3.0-or-later
# Qt and the MinGW runtime beside nobox.exe, written out for the MinGW build (windeployqt is a Windows program, so a
# cross build cannot run it; deploy-qt.cmake keeps it for MSVC). The layout is windeployqt's: DLLs beside the .exe,
# plugins in their folders under bin\, Qt's translations in bin\translations. No qt.conf: Qt always looks for
# plugins beside the program, and app/shell/language.cpp for translations there. Exactly what the app loads and no
# more; packaging/windows/check-package.sh checks that against the DLLs each shipped file imports.
include(${CMAKE_CURRENT_LIST_DIR}/qt-translations.cmake)

# The Qt libraries nobox.exe and these plugins import (Charts draws with QPainter here: Qt has no OpenGL).
foreach(module Core Gui Widgets Svg Sql Charts)
  install(FILES $<TARGET_FILE:Qt6::${module}> DESTINATION ${CMAKE_INSTALL_BINDIR})
endforeach()

# Plugins, loaded by name at run time: the Windows platform, the native style, SVG images (the rules' pictures) and
# SVG icons (the window icon), SQLite for the game history.
foreach(plugin platforms:QWindowsIntegrationPlugin styles:QWindowsVistaStylePlugin imageformats:QSvgPlugin
    iconengines:QSvgIconPlugin sqldrivers:QSQLiteDriverPlugin)
  string(REPLACE ":" ";" plugin "${plugin}")
  list(GET plugin 0 folder)
  list(GET plugin 1 target)
  install(FILES $<TARGET_FILE:Qt6::${target}> DESTINATION ${CMAKE_INSTALL_BINDIR}/${folder})
endforeach()

# GCC's C++ runtime, its unwinder and winpthreads, shared by the programs and Qt (the same compiler built both).
foreach(dll libstdc++-6.dll libgcc_s_seh-1.dll libwinpthread-1.dll)
  execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=${dll} OUTPUT_VARIABLE path
    OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT IS_ABSOLUTE "${path}" OR NOT EXISTS "${path}")
    message(FATAL_ERROR "${CMAKE_CXX_COMPILER} does not know where ${dll} is")
  endif()
  install(FILES "${path}" DESTINATION ${CMAKE_INSTALL_BINDIR})
endforeach()

install(FILES ${NOBOX_QT_TRANSLATION_FILES} DESTINATION ${CMAKE_INSTALL_BINDIR}/translations)

# Stripped like the programs when CPack strips (CPACK_STRIP_FILES) or with `cmake --install --strip`: Debian's
# libstdc++-6.dll and our Qt keep their symbol tables, twice the size of the code (the zip: 23 MB, stripped 14 MB).
install(CODE "
  if(CMAKE_INSTALL_DO_STRIP)
    file(GLOB_RECURSE dlls \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/*.dll\")
    foreach(dll IN LISTS dlls)
      execute_process(COMMAND \"${CMAKE_STRIP}\" --strip-unneeded \"\${dll}\" COMMAND_ERROR_IS_FATAL ANY)
    endforeach()
  endif()")
