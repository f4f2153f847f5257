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
"$bin" --headless --frames 2 --picker examples/picker.json --only --size 700x760 --screenshot docs/picker.png

# The pill's bouncy overshoot: frames every 1/30 s after a tap on iOS, the pill row cropped and stacked.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
{
  echo "tap pill iOS"
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

# A swipe on the paged pane: the glass indicator tracks the pane's offset, then both settle on "unread".
{
  echo "mouse down 900 480"
  for i in $(seq 1 12); do echo "wait 0.016667"; echo "mouse move $((900 - i * 22)) 480"; done
  echo "screenshot $tmp/s1.png"
  for i in $(seq 13 18); do echo "wait 0.016667"; echo "mouse move $((900 - i * 22)) 480"; done
  echo "screenshot $tmp/s2.png"
  echo "mouse up $((900 - 18 * 22)) 480"
  echo "wait 0.1"; echo "screenshot $tmp/s3.png"
  echo "wait 0.1"; echo "screenshot $tmp/s4.png"
  echo "wait 0.15"; echo "screenshot $tmp/s5.png"
  echo "wait 0.8"; echo "screenshot $tmp/s6.png"
} > "$tmp/swipe.txt"
"$bin" --headless --script "$tmp/swipe.txt" --scale 2
for i in 1 2 3 4 5 6; do convert "$tmp/s$i.png" -crop 1036x730+1124+512 +repage -resize 50% "$tmp/t$i.png"; done
convert \( "$tmp/t1.png" "$tmp/t2.png" "$tmp/t3.png" +append \) \( "$tmp/t4.png" "$tmp/t5.png" "$tmp/t6.png" +append \) -append docs/pager-swipe.png
echo "wrote docs/gallery.png docs/gallery@2x.png docs/pill-bounce.png docs/pager-swipe.png"
