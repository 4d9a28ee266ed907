# SPDX-License-Identifier: GPL-3.0-or-later
# The games NoBox ships, as everything outside the program names them: the project's description, the packages'
# descriptions, the man pages, the desktop entry, the AppStream metainfo, debian/copyright, the Windows version
# resource, the macOS bundle and the soak tests are made from this list (configure_file, foreach). One entry per
# game, in the order builtin_games.cpp registers them; the test cli.game_list holds the two together (ids and
# player counts, against `nobox-cli list`).
#   id|name|fewest players|most players|designers|publisher (empty when none); plain text, no markup characters or
#   quotes; several designers as "A, B and C" (the About box joins them in the reader's language)
set(NOBOX_GAMES
  "no-thanks|No Thanks!|3|7|Thorsten Gimmler|AMIGO"
  "no-return|No Return|2|4|Marco Teubner|moses. Verlag"
  "no-idea|No Idea|2|5|Steffen and Florian Benndorf|")

# nobox_join(<out> <and> <items...>): "a, b and c" with the language's word (or mark) for "and".
function(nobox_join out and)
  set(items ${ARGN})
  list(LENGTH items count)
  if(count LESS 2)
    set(${out} "${items}" PARENT_SCOPE)
    return()
  endif()
  list(POP_BACK items last)
  list(JOIN items ", " text)
  set(${out} "${text}${and}${last}" PARENT_SCOPE)
endfunction()

set(NOBOX_GAME_IDS "")
set(names "")
set(players_en "")
set(players_de "")
set(players_ja "")
set(credits "")
set(NOBOX_GAME_KEYWORDS "")
set(NOBOX_GAME_KEYWORD_ELEMENTS "")
set(NOBOX_GAME_CREDITS_CXX "")
foreach(game IN LISTS NOBOX_GAMES)
  string(REPLACE "|" ";" fields "${game}")
  list(GET fields 0 id)
  list(GET fields 1 name)
  list(GET fields 2 fewest)
  list(GET fields 3 most)
  list(GET fields 4 designers)
  list(GET fields 5 publisher)
  list(APPEND NOBOX_GAME_IDS ${id})
  list(APPEND names "${name}")
  list(APPEND players_en "${name} (${fewest} to ${most} players)")
  list(APPEND players_de "${name} (${fewest} bis ${most} Personen)")
  list(APPEND players_ja "${name}（${fewest}〜${most} 人）")
  if(publisher)
    list(APPEND credits "${name} by ${designers} (${publisher})")
  else()
    list(APPEND credits "${name} by ${designers}")
  endif()
  # The About box's credits (app/shell/app_info.h.in), in this order.
  string(APPEND NOBOX_GAME_CREDITS_CXX "    {\"${id}\", \"${name}\", \"${designers}\", \"${publisher}\"},\n")
  string(REPLACE "!" "" keyword "${name}") # as people type it into a search
  string(APPEND NOBOX_GAME_KEYWORDS "${keyword};")
  string(APPEND NOBOX_GAME_KEYWORD_ELEMENTS "    <keyword>${keyword}</keyword>\n")
endforeach()
string(STRIP "${NOBOX_GAME_KEYWORD_ELEMENTS}" NOBOX_GAME_KEYWORD_ELEMENTS)
string(STRIP "${NOBOX_GAME_CREDITS_CXX}" NOBOX_GAME_CREDITS_CXX)

# "No Thanks!, No Return and No Idea" in the three languages of the app, with the player counts, and the credits.
nobox_join(NOBOX_GAME_NAMES " and " ${names})
nobox_join(NOBOX_GAME_NAMES_DE " und " ${names})
list(JOIN names "、" NOBOX_GAME_NAMES_JA)
nobox_join(NOBOX_GAME_PLAYERS " and " ${players_en})
nobox_join(NOBOX_GAME_PLAYERS_DE " und " ${players_de})
list(JOIN players_ja "、" NOBOX_GAME_PLAYERS_JA)
nobox_join(NOBOX_GAME_CREDITS " and " ${credits})
nobox_join(NOBOX_GAME_ID_CHOICES " or " ${NOBOX_GAME_IDS})
unset(names)
unset(players_en)
unset(players_de)
unset(players_ja)
unset(credits)
