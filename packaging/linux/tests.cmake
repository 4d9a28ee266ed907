# SPDX-License-Identifier: GPL-3.0-or-later
# Package.Deb: the .deb built from this tree, unpacked and checked (linux/check-deb.sh). Only where dpkg exists.
find_program(NOBOX_DPKG_DEB dpkg-deb)
if(NOBOX_DPKG_DEB)
  add_test(NAME Package.Deb COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/linux/check-deb.sh ${PROJECT_BINARY_DIR})
  set_tests_properties(Package.Deb PROPERTIES LABELS package TIMEOUT 300)
endif()
