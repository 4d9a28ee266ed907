#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The CTest test Package.Deb (label package): builds the .deb from an already built tree with cpack, unpacks it
# with dpkg -x into a temporary root and checks what a user would get:
#   the unpacked nobox --version and nobox-cli list run; the unpacked app starts once (offscreen) and quits;
#   the desktop entry and the AppStream metainfo validate; every icon size is there;
#   Depends names the Qt Widgets and Svg libraries, qt6-qpa-plugins and fonts-noto-cjk (the build machine has
#   every library, so running it here proves nothing about Depends);
#   lintian, when installed, reports no errors.
# Usage: packaging/linux/check-deb.sh <build dir>
set -euo pipefail
build=${1:?usage: check-deb.sh <build dir>}

missing=()
for tool in cpack dpkg-deb dpkg-shlibdeps file desktop-file-validate appstreamcli; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if [ ${#missing[@]} -ne 0 ]; then
  echo "check-deb.sh: missing tools: ${missing[*]} (scripts/setup-deps.sh installs dpkg-dev, file, desktop-file-utils, appstream)" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

# The package, into a folder of its own (tests may run in parallel; the build tree stays clean).
if ! cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/out" >"$work/cpack.log" 2>&1; then
  cat "$work/cpack.log" >&2
  fail "cpack could not build the .deb"
fi
deb=$(find "$work/out" -maxdepth 1 -name 'nobox_*.deb' | head -n 1)
[ -n "$deb" ] || fail "cpack wrote no nobox_*.deb (see above)"
echo "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB) in ${SECONDS} s"

depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for wanted in libqt6widgets6 libqt6svg6 qt6-qpa-plugins libqt6sql6-sqlite fonts-noto-cjk qt6-translations-l10n libc6; do
  grep -Eq "(^|, )$wanted( |,|$)" <<<"$depends" || fail "Depends does not name $wanted"
done

root=$work/root
dpkg -x "$deb" "$root"
for file in usr/games/nobox usr/bin/nobox-cli usr/share/applications/org.nobox.NoBox.desktop \
  usr/share/metainfo/org.nobox.NoBox.metainfo.xml usr/share/icons/hicolor/scalable/apps/org.nobox.NoBox.svg \
  usr/share/doc/nobox/copyright usr/share/doc/nobox/changelog.gz usr/share/man/man6/nobox.6.gz \
  usr/share/man/man6/nobox-cli.6.gz; do
  [ -f "$root/$file" ] || fail "the package has no /$file"
done
for size in 16 22 24 32 48 64 128 256 512; do
  icon=$root/usr/share/icons/hicolor/${size}x${size}/apps/org.nobox.NoBox.png
  [ -f "$icon" ] || fail "no ${size}x${size} icon"
  file "$icon" | grep -q "PNG image data, $size x $size" || fail "the ${size}x${size} icon is $(file -b "$icon")"
done

# A home of its own, so the app's settings stay out of the user's.
export HOME=$work/home XDG_CONFIG_HOME=$work/home/.config XDG_DATA_HOME=$work/home/.local/share
export QT_QPA_PLATFORM=offscreen
mkdir -p "$HOME"

version=$("$root/usr/games/nobox" --version)
echo "nobox --version: $version"
project_version=$(dpkg-deb -f "$deb" Version)
grep -q "$project_version" <<<"$version" || fail "nobox --version does not say $project_version"

list=$("$root/usr/bin/nobox-cli" list)
grep -q "no-thanks" <<<"$list" && grep -q "no-return" <<<"$list" || fail "nobox-cli list names no-thanks and no-return: $list"
echo "nobox-cli list: ok"

started=$(timeout 60 "$root/usr/games/nobox" --bench-startup 2>"$work/app.log") || {
  cat "$work/app.log" >&2
  fail "the unpacked app did not start and quit (status $?)"
}
grep -q "first-frame-epoch-ns" <<<"$started" || fail "the unpacked app painted no frame"
echo "nobox started offscreen and quit after its first frame"

desktop-file-validate "$root/usr/share/applications/org.nobox.NoBox.desktop" || fail "desktop-file-validate"
appstreamcli validate --no-net --pedantic "$root/usr/share/metainfo/org.nobox.NoBox.metainfo.xml" \
  || fail "appstreamcli validate"

if command -v lintian >/dev/null 2>&1; then
  lintian --fail-on error --suppress-tags-from-file /dev/null "$deb" | tee "$work/lintian.log" || fail "lintian reports errors"
  echo "lintian: $(grep -c '^E:' "$work/lintian.log" || true) errors, $(grep -c '^W:' "$work/lintian.log" || true) warnings"
else
  echo "lintian not installed: skipped (apt-get install lintian)"
fi
echo "Package.Deb: ok (${SECONDS} s)"
