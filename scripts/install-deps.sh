#!/usr/bin/env bash
# Installs the Debian packages PickerLab needs, only those missing. Needs root or sudo.
#   scripts/install-deps.sh          build + run: SDL2, SDL2_ttf, SDL2_image, libpng + zlib, pkg-config, and Mesa's
#                                    EGL and DRI drivers (the OpenGL renderer headless; without them --renderer auto
#                                    uses software)
#   scripts/install-deps.sh --test   also Xvfb and xdotool for the end-to-end tests
#   scripts/install-deps.sh --docs   also ImageMagick, which make docs uses for its frame strips
#   both also install GNU time (/usr/bin/time): the peak-memory test and bench read a run's peak RSS with it
set -euo pipefail
pkgs=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libpng-dev zlib1g-dev pkg-config libegl-mesa0 libgl1-mesa-dri time)
if [ "${1:-}" = "--test" ]; then pkgs+=(xvfb xdotool); fi
if [ "${1:-}" = "--docs" ]; then pkgs+=(imagemagick); fi
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "installing: ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
if ! command -v swift >/dev/null 2>&1; then
  echo "swift is not on PATH: install the Swift 6 toolchain (swift.org) first" >&2
  exit 1
fi
