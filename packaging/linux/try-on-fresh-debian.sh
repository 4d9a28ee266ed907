#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs a NoBox .deb into a fresh minimal Debian 12 (debootstrap --variant=minbase bookworm) with apt-get, starts
# it there in English, German and Japanese on an X server (a host Xvfb whose socket the chroot shares, so nothing
# but the package and its Depends is installed inside), takes a screenshot of the start page in Japanese, then
# removes the package again and checks that nothing of it is left. Not part of CI: it needs root and a few minutes.
#   packaging/linux/try-on-fresh-debian.sh <nobox_*.deb> [screenshot.png]
# Environment: NOBOX_CHROOT (default: a new temporary folder, deleted at the end), NOBOX_MIRROR (default: this
# machine's Debian mirror), NOBOX_KEEP_CHROOT=1 to keep the system for a look afterwards.
set -euo pipefail

deb=$(realpath "${1:?usage: try-on-fresh-debian.sh <nobox_*.deb> [screenshot.png]}")
shot=$(realpath -m "${2:-nobox-debian12-ja.png}")
[ "$(id -u)" -eq 0 ] || { echo "try-on-fresh-debian.sh: needs root (debootstrap, chroot, mount)" >&2; exit 1; }
for tool in debootstrap Xvfb xdotool import; do
  command -v "$tool" >/dev/null 2>&1 && continue
  echo "try-on-fresh-debian.sh: installing what it needs on this machine (debootstrap xvfb xdotool imagemagick)"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap xvfb xauth xdotool imagemagick
  break
done

mirror=${NOBOX_MIRROR:-$({ grep -hoE '^(URIs:|deb) +https?://[^ ]+/debian/?( |$)' /etc/apt/sources.list \
  /etc/apt/sources.list.d/* 2>/dev/null || true; } | head -n 1 | awk '{print $2}')}
mirror=${mirror:-http://deb.debian.org/debian}
root=${NOBOX_CHROOT:-$(mktemp -d /tmp/nobox-debian12.XXXXXX)}
display=:$((90 + RANDOM % 100))
xvfb_pid=
step() { printf '\n== %s\n' "$*"; }
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin:/usr/games HOME=/root LANG=C.UTF-8 "$@"; }

cleanup() {
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  for mount in tmp/.X11-unix dev/pts dev sys proc; do
    mountpoint -q "$root/$mount" && umount -l "$root/$mount" || true
  done
  if [ "${NOBOX_KEEP_CHROOT:-0}" != 1 ] && [ -z "${NOBOX_CHROOT:-}" ]; then rm -rf "$root"; fi
}
trap cleanup EXIT

step "fresh Debian 12 (minbase) in $root from $mirror"
start=$(date +%s)
debootstrap --variant=minbase bookworm "$root" "$mirror" >"$root.debootstrap.log" 2>&1 \
  || { tail -n 30 "$root.debootstrap.log" >&2; exit 1; }
rm -f "$root.debootstrap.log"
echo "debootstrap: $(($(date +%s) - start)) s, $(in_root dpkg-query -W | wc -l) packages"
mount -t proc proc "$root/proc"
mount -t sysfs sys "$root/sys"
mount --bind /dev "$root/dev"
mount --bind /dev/pts "$root/dev/pts"
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true

step "apt-get install ./$(basename "$deb") (no recommends: Depends alone must do)"
cp "$deb" "$root/tmp/"
in_root apt-get update -qq
before=$(in_root dpkg-query -W | wc -l)
start=$(date +%s)
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "/tmp/$(basename "$deb")" \
  >"$root/tmp/install.log" 2>&1 || { tail -n 30 "$root/tmp/install.log" >&2; exit 1; }
echo "installed in $(($(date +%s) - start)) s: $(($(in_root dpkg-query -W | wc -l) - before)) packages with nobox"
in_root dpkg-query -W -f='${Package} ${Version} ${Status}\n' nobox
in_root dpkg-deb -f "/tmp/$(basename "$deb")" Depends | sed 's/^/Depends: /'
missing=$(in_root ldd /usr/games/nobox | grep 'not found' || true)
[ -z "$missing" ] || { echo "libraries not found: $missing" >&2; exit 1; }
echo "ldd /usr/games/nobox: every library found"

step "the programs"
in_root nobox-cli list | head -n 3
in_root env QT_QPA_PLATFORM=offscreen nobox --version

step "nobox on X (Xvfb $display on the host, its socket shared with the chroot)"
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
for _ in $(seq 50); do [ -S "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done
mkdir -p "$root/tmp/.X11-unix"
mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
for lang in en de ja; do
  out=$(in_root env DISPLAY="$display" timeout 60 nobox --lang "$lang" --bench-startup 2>"$root/tmp/app-$lang.log") \
    || { cat "$root/tmp/app-$lang.log" >&2; echo "nobox --lang $lang did not start" >&2; exit 1; }
  grep -q first-frame-epoch-ns <<<"$out" && echo "nobox --lang $lang: started on xcb, painted, quit"
done

in_root env DISPLAY="$display" nobox --lang ja >"$root/tmp/app.log" 2>&1 &
app_pid=$!
DISPLAY=$display xdotool search --sync --onlyvisible --name NoBox >/dev/null
sleep 2 # the start page's art settles
DISPLAY=$display import -window root "$shot"
kill "$app_pid" 2>/dev/null || true
wait "$app_pid" 2>/dev/null || true
echo "screenshot of the start page in Japanese: $shot ($(identify -format '%wx%h' "$shot"))"
grep -v -e 'XDG_RUNTIME_DIR' -e propagateSizeHints "$root/tmp/app.log" | sed 's/^/app: /' || true

step "apt-get remove --purge nobox, then autoremove"
in_root env DEBIAN_FRONTEND=noninteractive apt-get remove --purge -y -qq nobox >/dev/null
in_root env DEBIAN_FRONTEND=noninteractive apt-get autoremove --purge -y -qq >/dev/null
left=$(cd "$root" && find usr etc var/lib/dpkg/info -name '*nobox*' -o -name 'org.nobox.NoBox*' | sort)
[ -z "$left" ] || { echo "left behind: $left" >&2; exit 1; }
in_root dpkg-query -W nobox >/dev/null 2>&1 && { echo "nobox still known to dpkg" >&2; exit 1; }
echo "removed cleanly: no nobox files left, $(in_root dpkg-query -W | wc -l) packages as after debootstrap ($before)"
