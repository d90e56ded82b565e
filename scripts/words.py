#!/usr/bin/env python3
"""The page's words by language: the bytes of the string literals in each language's part of
the catalogues of src/i18n (and gzipped, each language alone), for the size table of
docs/ai-lab.md.

    scripts/words.py [SKIP…]    # SKIP: catalogues left out, as paths under src/i18n

The Hex build holds every catalogue but the rules pages, the home screen's and Doublets'
and shUgorØn's words: `scripts/words.py rules home.rs doublets.rs shugoron.rs
faults/doublets.rs faults/shugoron.rs`.
"""
import gzip
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent / "src" / "i18n"
skip = sys.argv[1:]
words = {lang: b"" for lang in ("en", "it", "pl", "ja")}
for path in sorted(root.rglob("*.rs")):
    if any(str(path.relative_to(root)).startswith(s) for s in skip):
        continue
    lang = None
    for line in path.read_text().split("#[cfg(test)]")[0].splitlines():
        opened = re.match(r"    (en|it|pl|ja):", line)
        if opened:
            lang = opened.group(1)
        elif line.startswith("}"):
            lang = None
        if lang:
            for literal in re.findall(r'"((?:\\.|[^"\\])*)"', line):
                words[lang] += literal.encode() + b"\0"
for lang, text in words.items():
    print(f"{lang}: {len(text)} bytes, {len(gzip.compress(text, 9))} gzipped alone")
