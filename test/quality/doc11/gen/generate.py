"""Writes doc11: builds each document as a LaTeX source, prints it with pdfTeX (twice: the
footers' 'Page N of M' read the last page's label), and writes pdf/<name>.pdf and
truth/<part>.json (header/footer values counted once per printed page).

Usage: python3 -B test/quality/doc11/gen/generate.py dev11 [held11] [--out DIR] [--keep-tex]
Needs pdflatex (Debian texlive-latex-base/-recommended, texlive-fonts-recommended,
texlive-lang-cyrillic) and pdfinfo. SOURCE_DATE_EPOCH fixes the dates and ids pdfTeX stamps, so
a regeneration gives the same bytes.
"""
import importlib
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ENV = dict(os.environ, SOURCE_DATE_EPOCH='1764028800', FORCE_SOURCE_DATE='1')


def latex(work, name):
    for _ in range(2):
        run = subprocess.run(['pdflatex', '-interaction=nonstopmode', '-halt-on-error', name + '.tex'],
                             cwd=work, env=ENV, capture_output=True, text=True, errors='replace')
        if run.returncode != 0:
            tail = '\n'.join(run.stdout.splitlines()[-25:])
            sys.exit(f'pdflatex failed on {name}:\n{tail}')


def main(argv):
    out = os.path.dirname(HERE)
    keep = '--keep-tex' in argv
    if '--out' in argv:
        out = argv[argv.index('--out') + 1]
    parts = [a for a in argv if a in ('dev11', 'held11')]
    if not parts:
        sys.exit('usage: generate.py dev11 [held11] [--out DIR] [--keep-tex]')
    os.makedirs(os.path.join(out, 'pdf'), exist_ok=True)
    os.makedirs(os.path.join(out, 'truth'), exist_ok=True)
    work = tempfile.mkdtemp(prefix='doc11-')
    try:
        for part in parts:
            docs = importlib.import_module(part).build(part)
            truth = []
            for d in docs:
                with open(os.path.join(work, d.name + '.tex'), 'w', encoding='utf-8') as f:
                    f.write(d.source())
                latex(work, d.name)
                pdf = os.path.join(work, d.name + '.pdf')
                info = subprocess.run(['pdfinfo', pdf], check=True, capture_output=True, text=True).stdout
                pages = int(next(line.split()[1] for line in info.splitlines() if line.startswith('Pages:')))
                shutil.copy(pdf, os.path.join(out, 'pdf', d.name + '.pdf'))
                truth.append({'name': d.name, 'kind': d.kind, 'lang': d.lang, 'font': d.font,
                              'pages': pages, 'marks': d.marks + d.page_marks * pages})
                if keep:
                    os.makedirs(os.path.join(out, 'tex-' + part), exist_ok=True)
                    shutil.copy(os.path.join(work, d.name + '.tex'), os.path.join(out, 'tex-' + part))
            with open(os.path.join(out, 'truth', part + '.json'), 'w', encoding='utf-8') as f:
                json.dump(truth, f, ensure_ascii=False, indent=0)
                f.write('\n')
            print(f'{part}: {len(docs)} documents, {sum(t["pages"] for t in truth)} pages')
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == '__main__':
    main(sys.argv[1:])
