#!/usr/bin/env python3
"""Writes the Material Icons codepoints list (`name hex` a line, as Google ships it) from the bundled
font's ligature table: each ligature's component characters spell the icon's name, and the ligature glyph's
code point comes from the font's cmap. Usage: scripts/icon-codepoints.py FONT.ttf > codepoints"""
import struct, sys

d = open(sys.argv[1], 'rb').read()
u16 = lambda o: struct.unpack('>H', d[o:o + 2])[0]
u32 = lambda o: struct.unpack('>I', d[o:o + 4])[0]
tables = {d[12 + 16 * i:16 + 16 * i].decode(): u32(20 + 16 * i) for i in range(u16(4))}

# cmap: code point -> glyph (format 4 and 12 subtables).
cmap, c = {}, tables['cmap']
for i in range(u16(c + 2)):
    sub = c + u32(c + 4 + 8 * i + 4)
    fmt = u16(sub)
    if fmt == 4:
        segs = u16(sub + 6) // 2
        ends, starts = sub + 14, sub + 16 + 2 * segs
        deltas, ranges = starts + 2 * segs, starts + 4 * segs
        for s in range(segs):
            end, start, delta, ro = u16(ends + 2 * s), u16(starts + 2 * s), u16(deltas + 2 * s), u16(ranges + 2 * s)
            for cp in range(start, end + 1):
                if cp == 0xFFFF: continue
                if ro == 0: g = (cp + delta) & 0xFFFF
                else:
                    g = u16(ranges + 2 * s + ro + 2 * (cp - start))
                    if g: g = (g + delta) & 0xFFFF
                if g: cmap.setdefault(cp, g)
    elif fmt == 12:
        for k in range(u32(sub + 12)):
            start, end, g = struct.unpack('>III', d[sub + 16 + 12 * k:sub + 28 + 12 * k])
            for cp in range(start, end + 1): cmap.setdefault(cp, g + cp - start)
char_of = {g: chr(cp) for cp, g in cmap.items() if cp < 0x80}
pua_of = {}
for cp, g in cmap.items():
    if cp >= 0xE000: pua_of.setdefault(g, cp)

def coverage(o):
    if u16(o) == 1: return [u16(o + 4 + 2 * i) for i in range(u16(o + 2))]
    out = []
    for i in range(u16(o + 2)):
        s, e = u16(o + 4 + 6 * i), u16(o + 6 + 6 * i)
        out += range(s, e + 1)
    return out

g = tables['GSUB']
lookups = g + u16(g + 8)
names = {}
for li in range(u16(lookups)):
    lk = lookups + u16(lookups + 2 + 2 * li)
    ltype = u16(lk)
    for si in range(u16(lk + 4)):
        st = lk + u16(lk + 6 + 2 * si)
        t = ltype
        if t == 7: t, st = u16(st + 2), st + u32(st + 4)
        if t != 4: continue
        firsts = coverage(st + u16(st + 2))
        for k, first in enumerate(firsts):
            ls = st + u16(st + 6 + 2 * k)
            for j in range(u16(ls)):
                lig = ls + u16(ls + 2 + 2 * j)
                glyph, count = u16(lig), u16(lig + 2)
                comps = [first] + [u16(lig + 4 + 2 * m) for m in range(count - 1)]
                if all(x in char_of for x in comps) and glyph in pua_of:
                    names.setdefault(''.join(char_of[x] for x in comps), pua_of[glyph])
for name in sorted(names): print(f"{name} {names[name]:x}")
