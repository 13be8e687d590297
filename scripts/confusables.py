#!/usr/bin/env python3
"""Regenerates core/risk/confusables.tsv from Unicode's confusables.txt.

Usage: scripts/confusables.py confusables.txt VERSION > core/risk/confusables.tsv
Keeps each non-ASCII source character whose prototype is printable ASCII:
all that linkscope's confusable rule (skeleton all ASCII) needs.
"""
import sys

path, version = sys.argv[1], sys.argv[2]
print("# The part of Unicode's confusables.txt (UTS #39 security data) that linkscope needs:")
print("# each non-ASCII character whose prototype is made of printable ASCII characters,")
print("# as `code point<TAB>prototype`. Source: https://www.unicode.org/Public/security/%s/confusables.txt" % version)
print("# (unicode-org/unicodetools unicodetools/data/security/%s/confusables.txt), Version: %s," % (version, version))
print("# the Unicode version of Go's unicode package and golang.org/x/text. Regenerate with scripts/confusables.py.")
for line in open(path, encoding="utf-8-sig"):
    line = line.split("#")[0].strip()
    if not line:
        continue
    fields = [f.strip() for f in line.split(";")]
    src = int(fields[0], 16)
    proto = "".join(chr(int(h, 16)) for h in fields[1].split())
    if src >= 0x80 and all(0x21 <= ord(c) < 0x7F for c in proto):
        print("%04X\t%s" % (src, proto))
