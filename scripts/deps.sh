#!/usr/bin/env bash
# Installs what Drawer needs to build, run and test, if it is missing: SDL2, SDL2_image and
# SDL2_ttf (headers through pkg-config), libwayland-client, Xvfb, xdotool and weston (real-window
# and Wayland tests), ImageMagick, DejaVu Sans as the system's font, and Kiwi (Debian's
# python3-kiwisolver, the constraint solver's test oracle and bench peer).
set -euo pipefail

packages=()
pkg-config --exists sdl2 2>/dev/null || packages+=(libsdl2-dev)
pkg-config --exists SDL2_image 2>/dev/null || packages+=(libsdl2-image-dev)
pkg-config --exists SDL2_ttf 2>/dev/null || packages+=(libsdl2-ttf-dev)
pkg-config --exists wayland-client 2>/dev/null || packages+=(libwayland-dev)
command -v Xvfb >/dev/null 2>&1 || packages+=(xvfb)
command -v weston >/dev/null 2>&1 || packages+=(weston)
command -v xdotool >/dev/null 2>&1 || packages+=(xdotool)
[ -x /usr/bin/import ] || packages+=(imagemagick)
# The system font `HostRunner.main` gives apps that name none (the example apps' bars).
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || packages+=(fonts-dejavu-core)
command -v pkg-config >/dev/null 2>&1 || packages+=(pkg-config)
# Kiwi, for the system's Python (a Python earlier on the path may not see it; the tests look).
/usr/bin/python3 -c 'import kiwisolver' >/dev/null 2>&1 || packages+=(python3-kiwisolver)

[ ${#packages[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    as_root=(sudo -n)
else
    echo "deps: missing ${packages[*]}; install them with: sudo apt-get install ${packages[*]}" >&2
    exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "deps: missing ${packages[*]} and there is no apt-get here; install SDL2, SDL2_image, SDL2_ttf, libwayland-client, Xvfb, xdotool, weston, ImageMagick and python3-kiwisolver by hand" >&2
    exit 1
fi
echo "deps: installing ${packages[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq >/dev/null
"${as_root[@]}" apt-get install -y -qq "${packages[@]}" >/dev/null
