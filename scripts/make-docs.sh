#!/usr/bin/env bash
# Regenerates the README's pictures from the headless renderer (deterministic: same build, same pixels).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${PICKERLAB:-.build/release/pickerlab}
mkdir -p docs
"$bin" --headless --frames 2 --screenshot docs/gallery.png
"$bin" --headless --frames 2 --scale 2 --screenshot docs/gallery@2x.png
echo "wrote docs/gallery.png docs/gallery@2x.png"
