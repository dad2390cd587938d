"""Writes doc10: builds each document as flat ODF, converts them all in ONE LibreOffice call,
and writes pdf/<name>.pdf and truth/<part>.json (header/footer values counted once per page).

Usage: python3 -B test/quality/doc10/gen/generate.py dev10 [held10] [--out DIR] [--keep-fodt]
Needs LibreOffice Writer (`soffice`, e.g. Debian's libreoffice-writer-nogui 7.4) and pdfinfo.
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


def main(argv):
    out = os.path.dirname(HERE)
    keep = '--keep-fodt' in argv
    if '--out' in argv:
        out = argv[argv.index('--out') + 1]
    parts = [a for a in argv if a in ('dev10', 'held10')]
    if not parts:
        sys.exit('usage: generate.py dev10 [held10] [--out DIR] [--keep-fodt]')
    os.makedirs(os.path.join(out, 'pdf'), exist_ok=True)
    os.makedirs(os.path.join(out, 'truth'), exist_ok=True)
    work = tempfile.mkdtemp(prefix='doc10-')
    try:
        for part in parts:
            docs = importlib.import_module(part).build(part)
            src = os.path.join(work, part)
            os.makedirs(src)
            for d in docs:
                with open(os.path.join(src, d.name + '.fodt'), 'w', encoding='utf-8') as f:
                    f.write(d.fodt())
            pdfs = os.path.join(work, part + '-pdf')
            subprocess.run(['soffice', f'-env:UserInstallation=file://{work}/profile', '--headless',
                            '--convert-to', 'pdf', '--outdir', pdfs]
                           + sorted(os.path.join(src, d.name + '.fodt') for d in docs),
                           check=True, stdout=subprocess.DEVNULL)
            truth = []
            for d in docs:
                pdf = os.path.join(pdfs, d.name + '.pdf')
                info = subprocess.run(['pdfinfo', pdf], check=True, capture_output=True, text=True).stdout
                pages = int(next(line.split()[1] for line in info.splitlines() if line.startswith('Pages:')))
                shutil.copy(pdf, os.path.join(out, 'pdf', d.name + '.pdf'))
                truth.append({'name': d.name, 'kind': d.kind, 'lang': d.lang, 'font': d.font,
                              'pages': pages, 'marks': d.marks + d.page_marks * pages})
            if keep:
                shutil.copytree(src, os.path.join(out, 'fodt-' + part), dirs_exist_ok=True)
            with open(os.path.join(out, 'truth', part + '.json'), 'w', encoding='utf-8') as f:
                json.dump(truth, f, ensure_ascii=False, indent=0)
                f.write('\n')
            print(f'{part}: {len(docs)} documents, {sum(t["pages"] for t in truth)} pages')
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == '__main__':
    main(sys.argv[1:])
