# SPDX-License-Identifier: GPL-3.0-or-later
# NOBOX_QT_TRANSLATION_FILES: Qt's own translations (standard buttons and dialogs) of the app's languages, for the
# MinGW build's bin\translations (deploy-mingw.cmake) and beside its test programs (tests/app). Only qtbase's: the
# app uses no other module with translated strings, and app/shell/language.cpp falls back to the "qtbase" catalogue
# when the "qt" meta-catalogue is absent. Qt for MinGW built here has none of its own (no qttranslations), so they
# come from Debian's qt6-translations-l10n, of the same Qt 6.4.2 (a .qm is the same file on every system).
get_filename_component(nobox_qt_own_translations "${Qt6_DIR}/../../../translations" ABSOLUTE)
if(EXISTS "${nobox_qt_own_translations}/qtbase_de.qm")
  set(nobox_qt_translations_default "${nobox_qt_own_translations}")
else()
  set(nobox_qt_translations_default /usr/share/qt6/translations)
endif()
set(NOBOX_QT_TRANSLATIONS_DIR "${nobox_qt_translations_default}" CACHE PATH
  "Where qtbase_<lang>.qm are (Debian: qt6-translations-l10n)")
set(NOBOX_QT_TRANSLATION_FILES)
foreach(language de ja)
  set(file "${NOBOX_QT_TRANSLATIONS_DIR}/qtbase_${language}.qm")
  if(EXISTS "${file}")
    list(APPEND NOBOX_QT_TRANSLATION_FILES "${file}")
  else()
    message(WARNING "No ${file}: Qt's own buttons stay English in '${language}' (install qt6-translations-l10n)")
  endif()
endforeach()
