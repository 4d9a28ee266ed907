# SPDX-License-Identifier: GPL-3.0-or-later
# Linux (and other freedesktop systems): the binary, the desktop entry, the AppStream metainfo, the icons and the
# Debian documentation files. The app's translations are compiled into the binary (qt_add_translations), so
# there is nothing else to install; Qt's own come from the system (qt6-translations-l10n).
# Debian policy puts games in /usr/games (on every user's PATH); nobox-cli, a tool, stays in bin.
set(NOBOX_INSTALL_GAMESDIR games CACHE STRING "Where nobox installs, relative to the prefix (Debian: games)")
install(TARGETS nobox RUNTIME DESTINATION ${NOBOX_INSTALL_GAMESDIR})
# The desktop entry, the metainfo, the manual pages and the copyright name the games of libgames/games.cmake.
configure_file(linux/org.nobox.NoBox.desktop.in ${CMAKE_CURRENT_BINARY_DIR}/org.nobox.NoBox.desktop @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/org.nobox.NoBox.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)

configure_file(linux/org.nobox.NoBox.metainfo.xml.in ${CMAKE_CURRENT_BINARY_DIR}/org.nobox.NoBox.metainfo.xml @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/org.nobox.NoBox.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)

install(FILES ${icon_svg} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
install(DIRECTORY ${icon_dir}/hicolor DESTINATION ${CMAKE_INSTALL_DATADIR}/icons FILES_MATCHING PATTERN "*.png")

# Manual pages (section 6: games), gzipped as Debian expects.
set(doc_dir ${CMAKE_INSTALL_DATADIR}/doc/nobox)
set(gz_outputs)
function(nobox_gzip input output)
  add_custom_command(OUTPUT ${output}
    COMMAND gzip -9nc ${input} > ${output}
    DEPENDS ${input} VERBATIM)
  set(gz_outputs ${gz_outputs} ${output} PARENT_SCOPE)
endfunction()
foreach(page nobox nobox-cli)
  configure_file(linux/${page}.6.in ${CMAKE_CURRENT_BINARY_DIR}/${page}.6 @ONLY)
  nobox_gzip(${CMAKE_CURRENT_BINARY_DIR}/${page}.6 ${CMAKE_CURRENT_BINARY_DIR}/${page}.6.gz)
  install(FILES ${CMAKE_CURRENT_BINARY_DIR}/${page}.6.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
endforeach()

# /usr/share/doc/nobox/{copyright,changelog.gz}: a native package's changelog, written for this version.
configure_file(debian/changelog.in ${CMAKE_CURRENT_BINARY_DIR}/changelog @ONLY)
configure_file(debian/copyright.in ${CMAKE_CURRENT_BINARY_DIR}/copyright @ONLY)
nobox_gzip(${CMAKE_CURRENT_BINARY_DIR}/changelog ${CMAKE_CURRENT_BINARY_DIR}/changelog.gz)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/changelog.gz ${CMAKE_CURRENT_BINARY_DIR}/copyright DESTINATION ${doc_dir})
add_custom_target(nobox_linux_docs ALL DEPENDS ${gz_outputs})
