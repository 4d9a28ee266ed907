#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks the portable .zip of the MinGW build (packaging/windows/build-on-linux.sh, docs/packaging.md):
#   packaging/windows/check-package.sh NoBox-<version>-windows-x64.zip
# With WINEPREFIX set, that Wine prefix is used (build-on-linux.sh passes the build's own); otherwise a new one.
# 1. exactly the expected files (no file the app does not need, none missing);
# 2. every DLL a shipped program, library or plugin imports is shipped or part of Windows, and every shipped
#    library is imported by something (plugins are loaded by name: they are on the list of 1.);
# 3. the unpacked nobox-cli.exe runs under Wine with nothing on WINEPATH: the DLLs beside it are found.
set -euo pipefail
zip=$(realpath "$1")
triple=x86_64-w64-mingw32
wine=$(command -v wine64 || echo /usr/lib/wine/wine64)
wineserver=$(command -v wineserver || echo /usr/lib/wine/wineserver)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check-package: $*" >&2; exit 1; }

(cd "$work" && unzip -q "$zip")
root=$(find "$work" -mindepth 1 -maxdepth 1 -type d)
[ -n "$root" ] || fail "the zip holds no folder"
cd "$root"

expected="bin/Qt6Charts.dll
bin/Qt6Core.dll
bin/Qt6Gui.dll
bin/Qt6Sql.dll
bin/Qt6Svg.dll
bin/Qt6Widgets.dll
bin/iconengines/qsvgicon.dll
bin/imageformats/qsvg.dll
bin/libgcc_s_seh-1.dll
bin/libstdc++-6.dll
bin/libwinpthread-1.dll
bin/nobox-cli.exe
bin/nobox.exe
bin/platforms/qwindows.dll
bin/sqldrivers/qsqlite.dll
bin/styles/qwindowsvistastyle.dll
bin/translations/qtbase_de.qm
bin/translations/qtbase_ja.qm"
actual=$(find . -type f | sed 's|^\./||' | LC_ALL=C sort)
if [ "$actual" != "$(echo "$expected" | LC_ALL=C sort)" ]; then
  diff <(echo "$expected" | LC_ALL=C sort) <(echo "$actual") || true
  fail "the files differ from the expected list (- expected, + in the zip)"
fi
echo "files: the $(echo "$actual" | wc -l) expected ones, no other"

# Windows' own DLLs: what Wine provides as system DLLs stands for them (its prefix is made on first use).
export WINEPREFIX=${WINEPREFIX:-$work/wine} WINEDEBUG=-all WINEDLLOVERRIDES="winemenubuilder.exe=d;mscoree,mshtml="
unset WINEPATH
[ -e "$WINEPREFIX/system.reg" ] || "$wine" wineboot --init >/dev/null 2>&1
system32=$WINEPREFIX/drive_c/windows/system32
imports() { $triple-objdump -p "$1" | sed -n 's/^\s*DLL Name: //p'; }
shipped=$(find bin -maxdepth 1 -name '*.dll' -printf '%f\n')
used=""
while read -r file; do
  for dll in $(imports "$file"); do
    used+="${dll,,}"$'\n'
    # api-ms-win-*: Windows' API sets, resolved by its loader (no file of that name needs to exist).
    if ! grep -qixF "$dll" <<<"$shipped" && [ ! -e "$system32/${dll,,}" ] && [ ! -e "$system32/$dll" ] &&
      [[ ${dll,,} != api-ms-win-* ]]; then
      fail "$file imports $dll, which is neither shipped nor a Windows DLL"
    fi
  done
done < <(find bin -name '*.exe' -o -name '*.dll')
for dll in $shipped; do
  grep -qxF "${dll,,}" <<<"$used" || fail "bin/$dll is shipped but nothing imports it"
done
echo "DLLs: every import found, every shipped library imported"

out=$("$wine" bin/nobox-cli.exe list 2>&1) || fail "nobox-cli.exe list failed: $out"
grep -q no-thanks <<<"$out" || fail "nobox-cli.exe list does not name no-thanks: $out"
echo "nobox-cli.exe list: runs from the unpacked folder, DLLs found beside it"
[ "$WINEPREFIX" != "$work/wine" ] || "$wineserver" -k 2>/dev/null || true
