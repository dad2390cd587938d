"""Writes doc12: builds each document as HTML, prints it with wkhtmltopdf (Qt WebKit), and writes
pdf/<name>.pdf and truth/<part>.json (every printed occurrence of every value).

Usage: python3 -B test/quality/doc12/gen/generate.py dev12 [held12] [--out DIR] [--keep-html]
Needs wkhtmltopdf 0.12.6 (Debian's package) and pdfinfo.
wkhtmltopdf stamps the time of printing as /CreationDate; it is overwritten with a fixed date of
the same length. A document in one font then regenerates byte for byte; Qt writes the fonts of
a page that uses several in a varying order, so those give other bytes (same text).
"""
import importlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
PARTS = ('dev12', 'held12')
FIXED_DATE = b'/CreationDate (D:20250601120000Z)'


def print_pdf(d, html, pdf):
    """Prints one document on A4 (Debian's wkhtmltopdf has no patched Qt: no running footer)."""
    cmd = ['wkhtmltopdf', '-q', '--encoding', 'utf-8', '--title', d.title, '-s', 'A4',
           '-T', '14mm', '-B', '14mm', '-L', '14mm', '-R', '14mm']
    subprocess.run(cmd + [html, pdf], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   env={**os.environ, 'XDG_RUNTIME_DIR': tempfile.gettempdir()})
    with open(pdf, 'rb') as f:
        data = f.read()
    data = re.sub(rb'/CreationDate \(D:\d{14}Z\)', FIXED_DATE, data)
    with open(pdf, 'wb') as f:
        f.write(data)


def main(argv):
    out = os.path.dirname(HERE)
    keep = '--keep-html' in argv
    if '--out' in argv:
        out = argv[argv.index('--out') + 1]
    parts = [a for a in argv if a in PARTS]
    if not parts:
        sys.exit('usage: generate.py dev12 [held12] [--out DIR] [--keep-html]')
    os.makedirs(os.path.join(out, 'pdf'), exist_ok=True)
    os.makedirs(os.path.join(out, 'truth'), exist_ok=True)
    work = tempfile.mkdtemp(prefix='doc12-')
    try:
        for part in parts:
            docs = importlib.import_module(part).build(part)
            truth = []
            for d in docs:
                html = os.path.join(work, d.name + '.html')
                with open(html, 'w', encoding='utf-8') as f:
                    f.write(d.html())
                pdf = os.path.join(out, 'pdf', d.name + '.pdf')
                print_pdf(d, html, pdf)
                info = subprocess.run(['pdfinfo', pdf], check=True, capture_output=True, text=True).stdout
                pages = int(next(line.split()[1] for line in info.splitlines() if line.startswith('Pages:')))
                truth.append({'name': d.name, 'kind': d.kind, 'lang': d.lang, 'font': d.font,
                              'pages': pages, 'marks': d.marks})
            if keep:
                os.makedirs(os.path.join(out, 'html-' + part), exist_ok=True)
                for d in docs:
                    shutil.copy(os.path.join(work, d.name + '.html'), os.path.join(out, 'html-' + part))
            with open(os.path.join(out, 'truth', part + '.json'), 'w', encoding='utf-8') as f:
                json.dump(truth, f, ensure_ascii=False, indent=0)
                f.write('\n')
            print(f'{part}: {len(docs)} documents, {sum(t["pages"] for t in truth)} pages')
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == '__main__':
    main(sys.argv[1:])
