"""doc15's kit: value makers in each country's formats, XSL-FO building blocks, and rendering
through Apache FOP 2.8 (`fop -c fop.xconf`). A Doc records a value EACH time it prints it;
values in fo:static-content (running header/footer) are recorded once per rendered page."""

import hashlib
import os
import random
import re
import subprocess
import zlib
from xml.sax.saxutils import escape

from values import (GIVEN, IBAN_COUNTRY, MAIL_HOSTS, MONTHS, ORG_STEMS, PATRONYMIC, STREETS, SURNAMES,
                    TOWNS, pool)

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED_DATE = '2025-06-01T12:00:00Z'
FONTS = ['DejaVu Sans', 'DejaVu Serif', 'DejaVu Sans Condensed', 'Liberation Sans', 'Liberation Serif']


def seeded(name):
    """Each document's random choices, seeded by the CRC-32 of its name."""
    return random.Random(zlib.crc32(name.encode('utf-8')))


# ---------------------------------------------------------------- formats

def date_num(lang, d):
    """A date (y, m, d) in the country's numeric form."""
    y, m, dd = d
    sep = '.' if lang in ('de', 'ru') else '/'
    return f'{dd:02d}{sep}{m:02d}{sep}{y}'


def date_long(lang, d):
    """A date written out the country's way (Russian without the trailing 'г.')."""
    y, m, dd = d
    mon = MONTHS[lang][m - 1]
    return {
        'en': f'{dd} {mon} {y}', 'es': f'{dd} de {mon} de {y}', 'fr': f'{dd} {mon} {y}',
        'de': f'{dd}. {mon} {y}', 'it': f'{dd} {mon} {y}', 'pt': f'{dd} de {mon} de {y}',
        'ru': f'{dd} {mon} {y}',
    }[lang]


def rand_date(rng, y0=2024, y1=2025):
    return (rng.randint(y0, y1), rng.randint(1, 12), rng.randint(1, 28))


def group3(n, sep):
    s = str(n)
    out = []
    while len(s) > 3:
        out.insert(0, s[-3:])
        s = s[:-3]
    out.insert(0, s)
    return sep.join(out)


def money(lang, cents, sign=False):
    """An amount with its currency in the country's form (negative with a leading minus)."""
    neg = cents < 0
    cents = abs(cents)
    units, c = divmod(cents, 100)
    if lang == 'en':
        s = f'£{group3(units, ",")}.{c:02d}'
    elif lang in ('es', 'de'):
        s = f'{group3(units, ".")},{c:02d} €'
    elif lang == 'it':
        s = f'€ {group3(units, ".")},{c:02d}'
    elif lang in ('fr', 'pt'):
        s = f'{group3(units, " ")},{c:02d} €'
    else:
        s = f'{group3(units, " ")},{c:02d} руб.'
    return ('-' + s) if neg else s


def digits(rng, n):
    return ''.join(str(rng.randint(0, 9)) for _ in range(n))


def phone(lang, rng, mobile=False):
    """A phone number as printed in the country (national or international form)."""
    d = lambda n: digits(rng, n)
    if lang == 'en':
        return rng.choice([f'07{d(3)} {d(6)}', f'+44 7{d(3)} {d(6)}']) if mobile else \
            rng.choice([f'01{d(3)} {d(6)}', f'020 {d(4)} {d(4)}', f'+44 1{d(2)} {d(3)} {d(4)}'])
    if lang == 'es':
        return f'6{d(2)} {d(2)} {d(2)} {d(2)}' if mobile else rng.choice([f'9{d(2)} {d(3)} {d(3)}', f'+34 9{d(2)} {d(2)} {d(2)} {d(2)}'])
    if lang == 'fr':
        return f'0{rng.choice("67")} {d(2)} {d(2)} {d(2)} {d(2)}' if mobile else \
            rng.choice([f'0{rng.randint(1, 5)} {d(2)} {d(2)} {d(2)} {d(2)}', f'+33 {rng.randint(1, 5)} {d(2)} {d(2)} {d(2)} {d(2)}'])
    if lang == 'de':
        return f'01{rng.choice(["51", "60", "70", "76"])} {d(8)}' if mobile else \
            rng.choice([f'0{rng.randint(2, 9)}{d(2)} {d(6)}', f'+49 {rng.randint(2, 9)}{d(2)} {d(7)}', f'(0{rng.randint(2, 9)}{d(3)}) {d(2)} {d(2)} {d(2)}'])
    if lang == 'it':
        return f'3{d(2)} {d(3)} {d(4)}' if mobile else rng.choice([f'0{d(2)} {d(6)}', f'+39 0{d(2)} {d(3)} {d(4)}'])
    if lang == 'pt':
        return f'9{rng.choice("1236")}{d(1)} {d(3)} {d(3)}' if mobile else rng.choice([f'2{d(2)} {d(3)} {d(3)}', f'+351 2{d(2)} {d(3)} {d(3)}'])
    return f'+7 9{d(2)} {d(3)}-{d(2)}-{d(2)}' if mobile else rng.choice([f'8 ({d(3)}) {d(3)}-{d(2)}-{d(2)}', f'+7 ({d(3)}) {d(3)}-{d(2)}-{d(2)}'])


def _mod97(s):
    return int(''.join(str(int(ch, 36)) for ch in s)) % 97


def iban(lang, rng):
    """An IBAN with correct check digits, printed in groups of four; Russia: a 20-digit account."""
    if lang == 'ru':
        return f'40817810{digits(rng, 12)}'
    cc, length = IBAN_COUNTRY[lang]
    if cc == 'GB':
        bban = rng.choice(['NWBK', 'BARC', 'LOYD', 'MIDL']) + digits(rng, 14)
    elif cc == 'IT':
        bban = rng.choice('ABCDEFGHIJKLMNOPQRSTUVWXYZ') + digits(rng, 22)
    else:
        bban = digits(rng, length - 4)
    check = 98 - _mod97(bban + cc + '00')
    raw = f'{cc}{check:02d}{bban}'
    return ' '.join(raw[i:i + 4] for i in range(0, len(raw), 4))


_CF_ODD = dict(zip('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                   [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6,
                    8, 12, 14, 16, 10, 22, 25, 24, 23]))


def national_id(lang, rng):
    """The country's personal number: NI number, DNI, NIR, Steuer-ID, codice fiscale, NIF, SNILS."""
    if lang == 'en':
        return f'{rng.choice("ABCEGHJKLMNPRSTWXYZ")}{rng.choice("ABCEGHJKLMNPRSTWXYZ")} {digits(rng, 2)} {digits(rng, 2)} {digits(rng, 2)} {rng.choice("ABCD")}'
    if lang == 'es':
        n = rng.randint(10000000, 79999999)
        return f'{n}{"TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]}'
    if lang == 'fr':
        body = f'{rng.choice("12")}{rng.randint(50, 99)}{rng.randint(1, 12):02d}{rng.choice(["75", "69", "13", "33", "59"])}{rng.randint(1, 999):03d}{rng.randint(1, 999):03d}'
        key = 97 - int(body) % 97
        return f'{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key:02d}'
    if lang == 'de':
        n = str(rng.randint(1, 9)) + digits(rng, 10)
        return f'{n[:2]} {n[2:5]} {n[5:8]} {n[8:]}'
    if lang == 'it':
        L = lambda: rng.choice('BCDFGHLMNPRSTVZ')
        s = f'{L()}{L()}{L()}{L()}{L()}{L()}{rng.randint(50, 99)}{rng.choice("ABCDEHLMPRST")}{rng.randint(1, 71):02d}{rng.choice("ABCDEFGHLM")}{rng.randint(100, 999)}'
        total = sum(_CF_ODD[ch] if i % 2 == 0 else (int(ch) if ch.isdigit() else ord(ch) - 65) for i, ch in enumerate(s))
        return s + chr(65 + total % 26)
    if lang == 'pt':
        ds = [rng.choice([1, 2])] + [rng.randint(0, 9) for _ in range(7)]
        c = 11 - sum(d * (9 - i) for i, d in enumerate(ds)) % 11
        ds.append(0 if c >= 10 else c)
        s = ''.join(map(str, ds))
        return f'{s[:3]} {s[3:6]} {s[6:]}'
    ds = [rng.randint(0, 9) for _ in range(9)]
    t = sum(d * (9 - i) for i, d in enumerate(ds))
    c = t if t < 100 else (0 if t in (100, 101) else t % 101 % 100)
    s = ''.join(map(str, ds))
    return f'{s[:3]}-{s[3:6]}-{s[6:]} {c:02d}'


def postcode(lang, rng, prefix):
    if lang == 'en':
        return f'{prefix} {rng.randint(1, 9)}{rng.choice("ABDEFGHJLNPQRSTUWXY")}{rng.choice("ABDEFGHJLNPQRSTUWXY")}'
    if lang == 'pt':
        return f'{prefix}-{rng.randint(0, 999):03d}'
    if lang == 'ru':
        return f'{prefix}{rng.randint(0, 999):03d}'
    return f'{prefix}{rng.randint(1, 99):02d}'


class Pools:
    """A part's half of every pool for one language, and the value makers that use it."""

    def __init__(self, part, lang, rng):
        self.lang, self.rng = lang, rng
        self.given = pool(GIVEN[lang], part)
        self.surnames = pool(SURNAMES[lang], part)
        self.streets = pool(STREETS[lang], part)
        self.towns = pool(TOWNS[lang], part)
        self.stems = pool(ORG_STEMS[lang], part)
        self.patr = {k: pool(v, part) for k, v in PATRONYMIC.items()}
        self.used, self.used_sur = set(), set()

    def person(self):
        """A person: given, surname, sex ('f'/'m'), full name as printed in a letter. Names not yet
        used in the document come first, so that two people of one letter rarely share a name."""
        free = [k for k in range(len(self.given)) if k not in self.used] or list(range(len(self.given)))
        i = self.rng.choice(free)
        self.used.add(i)
        given = self.given[i]
        sex = 'f' if i % 2 == 0 else 'm'  # the full list alternates two women's and two men's names, so a
        # part's half alternates one and one
        sur = self.rng.choice([s for s in self.surnames if s not in self.used_sur] or self.surnames)
        self.used_sur.add(sur)
        p = {'given': given, 'surname': sur, 'sex': sex, 'full': f'{given} {sur}'}
        if self.lang == 'ru':
            if sex == 'f':
                sur = sur[:-1] + 'а' if sur.endswith(('ов', 'ев', 'ёв', 'ин')) else \
                    (sur[:-2] + 'ая' if sur.endswith('ий') else sur)
                p['surname'] = sur
            pat = self.rng.choice(self.patr[sex])
            p['patronymic'] = pat
            p['full'] = f'{sur} {given} {pat}'
            p['short'] = f'{sur} {given[0]}. {pat[0]}.'
        if self.lang == 'es':
            p['surname'] = f'{sur} {self.rng.choice([s for s in self.surnames if s != sur])}'
            p['full'] = f'{given} {p["surname"]}'
        return p

    def address(self):
        """A person's address as two printed lines (street line, postcode and town)."""
        lang, rng = self.lang, self.rng
        st = rng.choice(self.streets)
        town, pre = rng.choice(self.towns)
        pc = postcode(lang, rng, pre)
        n = rng.randint(2, 148)
        street = {
            'en': f'{n} {st}', 'es': f'{st}, {n}, {rng.randint(1, 6)}º {rng.choice("ABCD")}',
            'fr': f'{n} {st}', 'de': f'{st} {n}', 'it': f'{st} {n}',
            'pt': f'{st}, {n}, {rng.randint(1, 5)}.º {rng.choice(["Esq.", "Dto."])}',
            'ru': f'{st}, д. {n}, кв. {rng.randint(1, 120)}',
        }[lang]
        townline = {'en': f'{town.upper()}\n{pc}' if False else f'{town} {pc}', 'ru': f'{pc}, г. {town}'}.get(
            lang, f'{pc} {town}')
        return street, townline, town

    def email(self, p):
        """A personal e-mail address made from a person's name (Latin letters for Russian names)."""
        tr = str.maketrans({'á': 'a', 'é': 'e', 'í': 'i', 'ó': 'o', 'ú': 'u', 'ñ': 'n', 'ç': 'c', 'ã': 'a',
                            'õ': 'o', 'â': 'a', 'ê': 'e', 'ô': 'o', 'à': 'a', 'è': 'e', 'ì': 'i', 'ò': 'o',
                            'ù': 'u', 'ä': 'ae', 'ö': 'oe', 'ü': 'ue', 'ß': 'ss', 'ë': 'e', 'ï': 'i', "'": '',
                            ' ': ''})
        if self.lang == 'ru':
            g, s = translit(p['given']), translit(p['surname'])
        else:
            g, s = p['given'].lower().translate(tr), p['surname'].split(' ')[0].lower().translate(tr)
        form = self.rng.choice([f'{g}.{s}', f'{g[0]}{s}', f'{s}.{g}{self.rng.randint(2, 88)}'])
        return f'{form}@{self.rng.choice(MAIL_HOSTS[self.lang])}'

    def org(self, forms):
        """An organisation: one of `forms` ('{s}' = a stem of the part's pool) filled in."""
        return self.rng.choice(forms).replace('{s}', self.rng.choice(self.stems))

    def firm_address(self):
        """A firm's address on one line (street, postcode and town), and its town."""
        street, townline, town = self.address()
        if self.lang in ('es', 'pt'):
            street = street.rsplit(',', 1)[0]
        if self.lang == 'ru':
            street = street.rsplit(',', 1)[0]
        return f'{street}, {townline}', town


_TR = dict(zip('абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
               ['a', 'b', 'v', 'g', 'd', 'e', 'e', 'zh', 'z', 'i', 'y', 'k', 'l', 'm', 'n', 'o', 'p', 'r', 's', 't',
                'u', 'f', 'kh', 'ts', 'ch', 'sh', 'shch', '', 'y', '', 'e', 'yu', 'ya']))


def translit(s):
    return ''.join(_TR.get(ch, ch) for ch in s.lower())


# ---------------------------------------------------------------- the document

class Doc:
    """One document: its FO body and every printed value, in print order."""

    def __init__(self, part, kind, lang, n):
        self.name = f'{part}-{kind}-{lang}-{n}'
        self.part, self.kind, self.lang = part, kind, lang
        self.rng = seeded(self.name)
        self.P = Pools(part, lang, self.rng)
        self.font = self.rng.choice(FONTS)
        self.marks = []
        self.static_marks = []
        self.header = ''
        self.footer = ''
        self.body = []
        self.columns = 1

    def v(self, tag, text, bold=False):
        """Prints a personal value in the flow (recorded once) and returns its FO markup."""
        self.marks.append([tag, text])
        e = escape(text)
        return f'<fo:inline font-weight="bold">{e}</fo:inline>' if bold else e

    def sv(self, tag, text):
        """Prints a personal value in fo:static-content (recorded once per page after rendering)."""
        self.static_marks.append([tag, text])
        return escape(text)

    def lines(self, tag, text, **attrs):
        """A multi-line value (an address) as one block per line, recorded once as one span."""
        self.marks.append([tag, text])
        a = ''.join(f' {k.replace("_within_", ".within-").replace("_", "-")}="{val}"' for k, val in attrs.items())
        return ''.join(f'<fo:block{a}>{escape(line)}</fo:block>' for line in text.split('\n'))

    def add(self, fo):
        self.body.append(fo)

    def fo(self, title):
        """The whole XSL-FO document."""
        body_cols = f' column-count="{self.columns}" column-gap="8mm"' if self.columns > 1 else ''
        return f'''<?xml version="1.0" encoding="UTF-8"?>
<fo:root xmlns:fo="http://www.w3.org/1999/XSL/Format" language="{self.lang}" font-family="{self.font}" font-size="9.5pt">
<fo:layout-master-set>
<fo:simple-page-master master-name="page" page-height="297mm" page-width="210mm" margin-top="10mm" margin-bottom="10mm" margin-left="22mm" margin-right="18mm">
<fo:region-body margin-top="22mm" margin-bottom="20mm"{body_cols}/>
<fo:region-before extent="18mm"/>
<fo:region-after extent="14mm"/>
</fo:simple-page-master>
</fo:layout-master-set>
<fo:declarations><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"><dc:title>{escape(title)}</dc:title><xmp:CreatorTool>Apache FOP</xmp:CreatorTool><xmp:CreateDate>{FIXED_DATE}</xmp:CreateDate><xmp:ModifyDate>{FIXED_DATE}</xmp:ModifyDate><xmp:MetadataDate>{FIXED_DATE}</xmp:MetadataDate><dc:date>{FIXED_DATE}</dc:date></rdf:Description></rdf:RDF></x:xmpmeta></fo:declarations>
<fo:page-sequence master-reference="page">
<fo:static-content flow-name="xsl-region-before">{self.header}</fo:static-content>
<fo:static-content flow-name="xsl-region-after">{self.footer}</fo:static-content>
<fo:flow flow-name="xsl-region-body">
{''.join(self.body)}
<fo:block id="last-page"/>
</fo:flow>
</fo:page-sequence>
</fo:root>
'''


# ---------------------------------------------------------------- FO building blocks

def block(content, **attrs):
    a = ''.join(f' {k.replace("_within_", ".within-").replace("_", "-")}="{val}"' for k, val in attrs.items())
    return f'<fo:block{a}>{content}</fo:block>'


def heading(text, spaced=True):
    """A letter-spaced capital heading (text-transform="uppercase")."""
    ls = ' letter-spacing="1.5pt"' if spaced else ''
    return (f'<fo:block span="all" font-size="13pt" font-weight="bold" text-transform="uppercase"{ls} '
            f'space-before="6mm" space-after="3mm" keep-with-next.within-page="always">{text}</fo:block>')


def subheading(text):
    return (f'<fo:block font-weight="bold" font-size="10.5pt" space-before="4mm" space-after="1.5mm" '
            f'keep-with-next.within-page="always" border-bottom="0.5pt solid #777777">{text}</fo:block>')


def para(text, span_all=True):
    """A justified paragraph with hyphenation requested (hyphenate="true")."""
    sp = ' span="all"' if span_all else ''
    return (f'<fo:block{sp} text-align="justify" hyphenate="true" space-after="2.5mm" '
            f'line-height="1.3">{text}</fo:block>')


def leader_row(label, value):
    """A "Label ........ value" row (fo:leader dots, text-align-last justify)."""
    return (f'<fo:block text-align-last="justify" space-after="0.6mm">{label}'
            f'<fo:leader leader-pattern="dots" leader-pattern-width="3pt"/>{value}</fo:block>')


def window(return_line, name_fo, addr_fo, right_fo=''):
    """A C5/DL window envelope address block (DIN 5008 position: 45 mm from the top edge,
    i.e. 13 mm into the body) positioned absolutely, with a key/value block at the right, and a
    spacer below so that the flow starts under the window."""
    return (f'<fo:block-container span="all" absolute-position="absolute" top="14mm" left="0mm" width="85mm" height="40mm">'
            f'<fo:block font-size="6.5pt" border-bottom="0.3pt solid black" space-after="2mm">{return_line}</fo:block>'
            f'{name_fo}{addr_fo}</fo:block-container>'
            f'<fo:block-container span="all" absolute-position="absolute" top="14mm" left="100mm" width="70mm" height="45mm">'
            f'{right_fo}</fo:block-container>'
            f'<fo:block-container span="all" height="62mm"><fo:block/></fo:block-container>')


def table(widths, head, rows, money_cols=(), font_size='8.5pt'):
    """An fo:table whose header row repeats over page breaks; rows kept together."""
    cols = ''.join(f'<fo:table-column column-width="proportional-column-width({w})"/>' for w in widths)
    def cell(c, i, bold=False):
        align = ' text-align="end"' if i in money_cols else ''
        fw = ' font-weight="bold"' if bold else ''
        return (f'<fo:table-cell padding="1.2pt 2pt" border-bottom="0.3pt solid #bbbbbb"><fo:block{align}{fw}>'
                f'{c}</fo:block></fo:table-cell>')
    th = ''.join(cell(h, i, True) for i, h in enumerate(head))
    tb = ''.join(f'<fo:table-row keep-together.within-page="always">{"".join(cell(c, i) for i, c in enumerate(r))}</fo:table-row>'
                 for r in rows)
    return (f'<fo:table span="all" table-layout="fixed" width="100%" font-size="{font_size}" space-before="2mm" space-after="3mm">'
            f'{cols}<fo:table-header background-color="#e4e4e4">'
            f'<fo:table-row>{th}</fo:table-row></fo:table-header><fo:table-body>{tb}</fo:table-body></fo:table>')


def list_block(items, bullet='•'):
    """An fo:list-block of itemised lines."""
    out = ''.join(
        f'<fo:list-item space-after="1mm"><fo:list-item-label end-indent="label-end()"><fo:block>{bullet}</fo:block>'
        f'</fo:list-item-label><fo:list-item-body start-indent="body-start()"><fo:block>{it}</fo:block>'
        f'</fo:list-item-body></fo:list-item>' for it in items)
    return f'<fo:list-block span="all" provisional-distance-between-starts="6mm" space-after="2mm">{out}</fo:list-block>'


def footnote(mark, text):
    """An inline footnote call with its body at the page's foot."""
    return (f'<fo:footnote><fo:inline baseline-shift="super" font-size="6.5pt">{mark}</fo:inline>'
            f'<fo:footnote-body><fo:block font-size="7pt" start-indent="0" text-align="start">{mark} {text}</fo:block>'
            f'</fo:footnote-body></fo:footnote>')


PAGE_OF = {'en': ('Page', 'of'), 'es': ('Página', 'de'), 'fr': ('Page', 'sur'), 'de': ('Seite', 'von'),
           'it': ('Pagina', 'di'), 'pt': ('Página', 'de'), 'ru': ('Страница', 'из')}


def running(doc, firm, firm_addr, firm_phone, ref_label, ref, addressee):
    """The running header (firm, addressee and reference) and footer (firm's address, phone,
    "Page x of y" through fo:page-number-citation) stamped on every page."""
    pg, of = PAGE_OF[doc.lang]
    doc.header = (
        '<fo:table table-layout="fixed" width="100%" font-size="8pt"><fo:table-column column-width="60%"/>'
        '<fo:table-column column-width="40%"/><fo:table-body><fo:table-row><fo:table-cell>'
        f'<fo:block font-size="12pt" font-weight="bold" color="#1d3d6b">{doc.sv("ORGANIZATION", firm)}</fo:block>'
        '</fo:table-cell><fo:table-cell><fo:block text-align="end">'
        f'{doc.sv("PERSON_NAME", addressee)}</fo:block><fo:block text-align="end">{ref_label} '
        f'{doc.sv("ID", ref)}</fo:block></fo:table-cell></fo:table-row></fo:table-body></fo:table>')
    doc.footer = (
        '<fo:block font-size="7pt" border-top="0.4pt solid #777777" padding-top="1mm" text-align-last="justify">'
        f'{doc.sv("ADDRESS", firm_addr)} · Tel. {doc.sv("PHONE", firm_phone)}<fo:leader leader-pattern="space"/>'
        f'{pg} <fo:page-number/> {of} <fo:page-number-citation ref-id="last-page"/></fo:block>')


# ---------------------------------------------------------------- rendering

def render_all(docs, out_dir, workers=3):
    """Writes every document's FO, runs FOP on each (a few at a time), fixes the run-dependent
    bytes (XMP dates FOP stamps with the clock, the trailer /ID) so a regeneration gives the same
    bytes, and returns each document's page count."""
    import concurrent.futures
    fo_dir = os.path.join(out_dir, 'fo-tmp')
    os.makedirs(fo_dir, exist_ok=True)
    conf = os.path.join(HERE, 'fop.xconf')

    def one(d):
        fo_path = os.path.join(fo_dir, f'{d.name}.fo')
        pdf_path = os.path.join(out_dir, 'pdf', f'{d.name}.pdf')
        with open(fo_path, 'w', encoding='utf-8') as f:
            f.write(d.fo(d.title))
        r = subprocess.run(['fop', '-q', '-c', conf, '-fo', fo_path, '-pdf', pdf_path], capture_output=True, text=True)
        if r.returncode != 0 or not os.path.exists(pdf_path):
            raise RuntimeError(f'fop failed on {d.name}: {r.stderr[-2000:]}')
        data = open(pdf_path, 'rb').read()
        data = re.sub(rb'<dc:date>[^<]*</dc:date>', b'<dc:date>' + FIXED_DATE.encode() + b'</dc:date>', data)
        data = re.sub(rb'<rdf:li>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ</rdf:li>', b'<rdf:li>' + FIXED_DATE.encode() + b'</rdf:li>', data)
        data = re.sub(rb'<xmp:MetadataDate>[^<]*</xmp:MetadataDate>',
                      b'<xmp:MetadataDate>' + FIXED_DATE.encode() + b'</xmp:MetadataDate>', data)
        fid = hashlib.md5(d.name.encode()).hexdigest().upper().encode()
        data = re.sub(rb'/ID \[<[0-9A-F]{32}> <[0-9A-F]{32}>\]', b'/ID [<' + fid + b'> <' + fid + b'>]', data)
        with open(pdf_path, 'wb') as f:
            f.write(data)
        info = subprocess.run(['pdfinfo', pdf_path], capture_output=True, text=True).stdout
        pages = int(re.search(r'^Pages:\s+(\d+)', info, re.M).group(1))
        os.remove(fo_path)
        return pages

    with concurrent.futures.ThreadPoolExecutor(workers) as ex:
        pages = list(ex.map(one, docs))
    os.rmdir(fo_dir)
    for d, n in zip(docs, pages):
        d.pages = n
        d.marks = d.marks + [list(m) for _ in range(n) for m in d.static_marks]
    return pages
