#!/usr/bin/env bash
# Regenerates the README's pictures from the headless renderer (deterministic: same build, same pixels).
# Needs ImageMagick (convert) for the frame strip.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${PICKERLAB:-.build/release/pickerlab}
command -v convert >/dev/null || { echo "make-docs: needs ImageMagick (apt-get install imagemagick)" >&2; exit 1; }
mkdir -p docs
"$bin" --headless --frames 2 --screenshot docs/gallery.png
"$bin" --headless --frames 2 --scale 2 --screenshot docs/gallery@2x.png

# The pill's bouncy overshoot: frames every 1/30 s after a tap on UIKit, the pill row cropped and stacked.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
{
  echo "tap pill UIKit"
  for i in $(seq -w 0 17); do echo "screenshot $tmp/f$i.png"; echo "wait 0.033333"; done
} > "$tmp/strip.txt"
"$bin" --headless --script "$tmp/strip.txt" --scale 2
frames=()
i=0
for f in "$tmp"/f*.png; do
  t=$(awk "BEGIN { printf \"%.0f ms\", ($i * 1000 / 30) }")
  convert "$f" -crop 1040x120+44+532 +repage -gravity west -splice 150x0 -font DejaVu-Sans -pointsize 26 \
    -fill '#555' -annotate +12+0 "$t" "$tmp/c$i.png"
  frames+=("$tmp/c$i.png"); i=$((i + 1))
done
convert "${frames[@]}" -append docs/pill-bounce.png
echo "wrote docs/gallery.png docs/gallery@2x.png docs/pill-bounce.png"
