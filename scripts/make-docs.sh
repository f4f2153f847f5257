#!/usr/bin/env bash
# Regenerates the README's pictures from the headless renderer (deterministic: same build, same pixels).
# Needs ImageMagick (convert) for the frame strips; the moving pictures are pickerlab's own --capture (APNG).
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
# The spring inspector with a bouncy pill (bounce 0.55): the closed form and the measured frames of a tap.
printf 'tap pill iOS\nwait 1.6\n' > "$tmp/inspector.txt"
"$bin" --headless --inspector --spring pill=bouncy,extraBounce:0.25 --script "$tmp/inspector.txt" --screenshot docs/inspector.png
# A/B: B (response 0.8, dampingFraction 0.4) as a purple ghost beside the pill's own indicator mid-change, both curves plotted.
printf 'tap pill iOS\nwait 1.6\ntap pill UIKit\nwait 0.2\n' > "$tmp/inspector-ab.txt"
"$bin" --headless --inspector --spring-b pill=response:0.8,dampingFraction:0.4 --script "$tmp/inspector-ab.txt" --screenshot docs/inspector-ab.png


# Moving pictures (APNG, played by browsers and GitHub): each style's selection animation, rendered at scale 2
# and captured at half that (smooth edges at 1x), tapping through its segments and back to the first.
animate() {   # animate ID LABEL…: taps each LABEL in turn, then the first again
  local id=$1; shift
  {
    echo "capture start docs/anim-$id.png $id"
    echo "wait 0.3"
    for label in "${@:2}" "$1"; do echo "tap $id \"$label\""; echo "wait 0.9"; done
    echo "capture stop"
  } > "$tmp/anim-$id.txt"
  "$bin" --headless --script "$tmp/anim-$id.txt" --scale 2 --capture-scale 0.5
}
animate pill SwiftUI iOS UIKit
animate underline SwiftUI iOS UIKit
animate icons SwiftUI iOS UIKit
animate track "Option 1" "Option 2" "Option 3"
animate thumb Location Settings
animate glass all unread "needs attention"
# The pager swiped a page left and back, the glass indicator following it.
{
  echo "capture start docs/anim-pager-swipe.png 562 256 518 365"
  echo "wait 0.3"
  for dx in -260 260; do echo "swipe pager $dx 0.25"; echo "wait 0.9"; done
  echo "capture stop"
} > "$tmp/anim-pager.txt"
"$bin" --headless --script "$tmp/anim-pager.txt" --scale 2 --capture-scale 0.5
echo "wrote docs/gallery.png docs/gallery@2x.png docs/pill-bounce.png docs/pager-swipe.png docs/inspector.png docs/inspector-ab.png and docs/anim-*.png (APNG)"

# The glass indicator (issues 14, 22): each tab selected (rows), the glass control cropped, in four columns —
# clear (the default) and --increase-contrast, each on the gradient and on the stripes backdrop — at scale 1 and 2.
for s in 1 2; do
  {
    echo "wait 0.2"; echo "screenshot $tmp/g$s-0.png"
    echo "tap glass unread"; echo "wait 1.2"; echo "screenshot $tmp/g$s-1.png"
    echo 'tap glass "needs attention"'; echo "wait 1.2"; echo "screenshot $tmp/g$s-2.png"
  } > "$tmp/glass$s.txt"
  columns=()
  for mode in clear contrast; do
    for backdrop in gradient stripes; do
      flags=(--backdrop "$backdrop"); [ "$mode" = contrast ] && flags+=(--increase-contrast)
      sed "s|$tmp/g$s-|$tmp/g$s-$mode-$backdrop-|" "$tmp/glass$s.txt" > "$tmp/glass$s-$mode-$backdrop.txt"
      "$bin" --headless --script "$tmp/glass$s-$mode-$backdrop.txt" --scale $s "${flags[@]}"
      for i in 0 1 2; do
        convert "$tmp/g$s-$mode-$backdrop-$i.png" -crop $((440 * s))x$((78 * s))+$((600 * s))+$((290 * s)) +repage "$tmp/gc$s-$mode-$backdrop-$i.png"
      done
      convert "$tmp/gc$s-$mode-$backdrop-0.png" "$tmp/gc$s-$mode-$backdrop-1.png" "$tmp/gc$s-$mode-$backdrop-2.png" -append "$tmp/col$s-$mode-$backdrop.png"
      columns+=("$tmp/col$s-$mode-$backdrop.png")
    done
  done
  out=docs/glass.png; [ "$s" = 2 ] && out=docs/glass@2x.png
  convert "${columns[@]}" +append "$out"
done

# A drag of the glass indicator from "all" to "needs attention": it grows and magnifies under the pointer,
# stretches with the drag's speed, and springs back on release. Frames every 1/30 s, at scale 1 and 2.
for s in 1 2; do
  {
    echo "mouse down 684 328"
    echo "wait 0.15"; echo "screenshot $tmp/d$s-00.png"
    x=684
    for i in $(seq 1 16); do
      x=$(awk "BEGIN { printf \"%d\", 684 + 223 * (1 - (1 - $i / 16) ^ 2) }")
      echo "wait 0.016667"; echo "mouse move $x 328"
      [ $((i % 2)) = 0 ] && echo "screenshot $tmp/d$s-$(printf %02d $((i / 2))).png"
    done
    echo "mouse up $x 328"
    for i in 09 10 11 12 13 14; do echo "wait 0.033333"; echo "screenshot $tmp/d$s-$i.png"; done
    echo "wait 0.8"; echo "screenshot $tmp/d$s-15.png"
  } > "$tmp/drag$s.txt"
  "$bin" --headless --script "$tmp/drag$s.txt" --scale $s
  frames=()
  for f in "$tmp"/d$s-*.png; do
    n=$(basename "$f" .png); n=${n#d$s-}; n=$((10#$n))
    if [ $n -le 8 ]; then label="drag $((n * 33)) ms"; elif [ $n -le 14 ]; then label="release +$(((n - 8) * 33)) ms"; else label="at rest"; fi
    convert "$f" -crop $((440 * s))x$((78 * s))+$((600 * s))+$((290 * s)) +repage -gravity west -splice $((150 * s))x0 \
      -font DejaVu-Sans -pointsize $((13 * s)) -fill '#555' -annotate +$((8 * s))+0 "$label" "$tmp/dc$s-$n.png"
    frames+=("$tmp/dc$s-$n.png")
  done
  out=docs/glass-drag.png; [ "$s" = 2 ] && out=docs/glass-drag@2x.png
  convert "${frames[@]}" -append "$out"
done
echo "wrote docs/glass.png docs/glass@2x.png docs/glass-drag.png docs/glass-drag@2x.png"
