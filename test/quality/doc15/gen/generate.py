"""Writes doc15: builds each document's XSL-FO, renders it with Apache FOP 2.8 and writes
pdf/<name>.pdf and truth/<part>.json (every printed occurrence of every value).

Usage: python3 test/quality/doc15/gen/generate.py dev15 [held15] [--out DIR]
Needs Debian's `fop` (2.8) and poppler's pdfinfo. Seeds are the CRC-32 of each name and the
run-dependent bytes are fixed (kit.render_all), so a regeneration gives the same bytes.
"""
import importlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kit import render_all  # noqa: E402

PARTS = ['dev15', 'held15']
out = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if '--out' in sys.argv:
    out = sys.argv[sys.argv.index('--out') + 1]
parts = [a for a in sys.argv[1:] if a in PARTS]
if not parts:
    sys.exit('usage: generate.py dev15 [held15] [--out DIR]')
os.makedirs(os.path.join(out, 'pdf'), exist_ok=True)
os.makedirs(os.path.join(out, 'truth'), exist_ok=True)
for part in parts:
    docs = getattr(importlib.import_module(part), f'build_{part}')(part)
    render_all(docs, out)
    truth = [{'name': d.name, 'kind': d.kind, 'lang': d.lang, 'font': d.font, 'pages': d.pages, 'marks': d.marks}
             for d in docs]
    with open(os.path.join(out, 'truth', f'{part}.json'), 'w', encoding='utf-8') as f:
        f.write(json.dumps(truth, ensure_ascii=False, indent=2) + '\n')
    print(f'{part}: {len(docs)} documents, {sum(d.pages for d in docs)} pages')
