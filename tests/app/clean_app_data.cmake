# SPDX-License-Identifier: GPL-3.0-or-later
# A ui test's clean start (tests/app/CMakeLists.txt): removes the data folders (|-separated, each may be a glob);
# when REGISTRY names the Wine emulator (|-separated words), also the settings' key in that Wine prefix's registry;
# then runs the COMMAND given after the script, if any, and fails as it fails.
#   cmake -DDIRS=<dir|glob|...> [-DREGISTRY=<emulator words>] -P clean_app_data.cmake [COMMAND...]
string(REPLACE "|" ";" dirs "${DIRS}")
foreach(pattern IN LISTS dirs)
  if(pattern)
    file(GLOB matches LIST_DIRECTORIES true "${pattern}")
    if(matches)
      file(REMOVE_RECURSE ${matches})
    endif()
  endif()
endforeach()
if(REGISTRY)
  string(REPLACE "|" ";" emulator "${REGISTRY}")
  # Absent on the first run: reg's "key not found" is not a failure.
  execute_process(COMMAND ${emulator} reg delete "HKCU\\Software\\NoBox" /f OUTPUT_QUIET ERROR_QUIET)
endif()

# The words after the script's name.
set(command)
set(seen_p FALSE)
set(seen_script FALSE)
math(EXPR last "${CMAKE_ARGC} - 1")
foreach(i RANGE 1 ${last})
  if(seen_script)
    list(APPEND command "${CMAKE_ARGV${i}}")
  elseif(seen_p)
    set(seen_script TRUE)
  elseif(CMAKE_ARGV${i} STREQUAL "-P")
    set(seen_p TRUE)
  endif()
endforeach()
if(command)
  execute_process(COMMAND ${command} RESULT_VARIABLE result)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "the test program failed: ${result}")
  endif()
endif()
