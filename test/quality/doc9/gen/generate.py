"""Generates the doc9 set with ReportLab: `python3 -B generate.py [dev9|held9 ...] [--out DIR] [--only NAME,...]`.

Every document's seed is the CRC-32 of its name, so adding a kind leaves the other documents
unchanged; ReportLab runs in invariant mode, so a document prints the same bytes every time.
Writes DIR/pdf/<name>.pdf and DIR/truth/<part>.json (every printed occurrence of every personal
value, as [tag, text] pairs; placed in the reader's text by test/quality/doc9/place.ts)."""
import json
import os
import sys
import zlib

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import kit  # noqa: E402  (sets rl_config.invariant before ReportLab builds anything)
import values as V  # noqa: E402
import dev9  # noqa: E402

try:
    import held9  # noqa: E402
    HELD_KINDS = held9.KINDS
except ImportError:
    HELD_KINDS = {}

KINDS = {'dev9': dev9.KINDS, 'held9': HELD_KINDS}


def documents(part):
    """(name, kind, lang, template) of every document of a part, in a fixed order."""
    out = []
    for kind, template in KINDS[part].items():
        # A kind of one locale (the US kinds) says so and how many copies it prints.
        for lang in getattr(template, 'langs', V.LANGS):
            copies = getattr(template, 'copies', 0) or (2 if zlib.crc32(f'{part}-{kind}-{lang}'.encode()) % 3 == 0 else 1)
            for copy in range(1, copies + 1):
                out.append((f'{part}-{kind}-{lang}-{copy}', kind, lang, template))
    return out


def main(argv):
    out_dir = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parts, only = [], None
    i = 0
    while i < len(argv):
        if argv[i] == '--out':
            out_dir = argv[i + 1]
            i += 2
            continue
        if argv[i] == '--only':
            only = set(argv[i + 1].split(','))
            i += 2
            continue
        parts.append(argv[i])
        i += 1
    kit.register_fonts()
    os.makedirs(os.path.join(out_dir, 'pdf'), exist_ok=True)
    os.makedirs(os.path.join(out_dir, 'truth'), exist_ok=True)
    for part in parts or ['dev9', 'held9']:
        truth = []
        for name, kind, lang, template in documents(part):
            if only is not None and name not in only:
                continue
            c = kit.Ctx(part, lang, name)
            template(c, os.path.join(out_dir, 'pdf', name + '.pdf'))
            truth.append({'name': name, 'kind': kind, 'lang': lang, 'font': c.fonts[0], 'marks': c.marks})
        if truth:
            with open(os.path.join(out_dir, 'truth', part + '.json'), 'w', encoding='utf-8') as f:
                json.dump(truth, f, ensure_ascii=False, indent=0)
                f.write('\n')


if __name__ == '__main__':
    main(sys.argv[1:])
