"""doc10's kit: flat ODF (.fodt) writing with truth recording, and local formats of personal values.

A document is built as Writer XML (justified paragraphs, bordered tables with header rows,
numbered and bulleted lists, two-column sections, footnotes, a running header and footer with
page numbers) and converted to PDF by LibreOffice. Every personal value is recorded as truth
each time it is written: in the body once, in the running header/footer once per printed page
(the page count is known only after conversion, see generate.py).
"""
import random
import unicodedata
import zlib
from xml.sax.saxutils import escape

from values import (FIRST, IBAN_LAYOUT, MAIL_DOMAINS, MONTHS, ORG_DOMAINS, ORGS, RU_FEMALE,
                    RU_PATRONYMIC, RU_SURNAME, STREETS, SURNAME, TOWNS, half, role_orgs)

NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
      'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
      'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
      'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"')

COUNTRY = {'en': 'GB', 'es': 'ES', 'fr': 'FR', 'de': 'DE', 'it': 'IT', 'pt': 'PT', 'ru': 'RU'}
FONTS = ['Liberation Serif', 'Liberation Sans', 'DejaVu Serif', 'DejaVu Sans']


def x(s):
    """Text escaped for XML."""
    return escape(s)


class Doc:
    """One Writer document being written, with its truth."""

    def __init__(self, name, kind, lang, part):
        self.name, self.kind, self.lang, self.part = name, kind, lang, part
        self.rng = random.Random(zlib.crc32(name.encode()))
        fonts = FONTS[2:] if lang == 'ru' else FONTS
        self.font = fonts[self.rng.randrange(len(fonts))]
        self.marks = []        # body marks: [tag, text]
        self.page_marks = []   # header/footer marks, once per page
        self.body = []
        self.header = []
        self.footer = []
        self.auto = []         # automatic styles
        self.tables = 0
        self.notes = 0
        self.v = Values(self.rng, lang, part)

    # --- truth -------------------------------------------------------------------------
    def m(self, tag, value):
        """Records a printed value and returns its XML."""
        self.marks.append([tag, value])
        return x(value)

    def hm(self, tag, value):
        """Records a value printed in the running header or footer (once per page)."""
        self.page_marks.append([tag, value])
        return x(value)

    # --- body --------------------------------------------------------------------------
    def p(self, xml, style='P'):
        self.body.append(f'<text:p text:style-name="{style}">{xml}</text:p>')

    def h(self, xml, style='H1'):
        self.body.append(f'<text:h text:style-name="{style}" text:outline-level="1">{xml}</text:h>')

    def note(self, xml):
        """A footnote (returns the inline XML to place after a word)."""
        self.notes += 1
        n = self.notes
        return (f'<text:note text:id="ftn{n}" text:note-class="footnote"><text:note-citation>{n}'
                f'</text:note-citation><text:note-body><text:p text:style-name="Fn">{xml}</text:p>'
                f'</text:note-body></text:note>')

    def items(self, xmls, numbered=True):
        style = 'LNum' if numbered else 'LBul'
        body = ''.join(f'<text:list-item><text:p text:style-name="P">{i}</text:p></text:list-item>'
                       for i in xmls)
        self.body.append(f'<text:list text:style-name="{style}">{body}</text:list>')

    def table(self, rows, widths, header=None, kind='grid', label_col=False):
        """A table; `rows` of cell XML (a list in a cell = several paragraphs)."""
        self.tables += 1
        t = f'T{self.tables}'
        cols = ''
        for i, w in enumerate(widths):
            self.auto.append(f'<style:style style:name="{t}.C{i}" style:family="table-column">'
                             f'<style:table-column-properties style:column-width="{w}cm"/></style:style>')
            cols += f'<table:table-column table:style-name="{t}.C{i}"/>'
        total = sum(widths)
        self.auto.append(f'<style:style style:name="{t}" style:family="table"><style:table-properties '
                         f'style:width="{total}cm" table:align="left" fo:margin-top="0.1cm" '
                         f'fo:margin-bottom="0.25cm"/></style:style>')
        cell = 'Cg' if kind == 'grid' else 'Cn'

        def row(cells, head=False):
            out = '<table:table-row>'
            for i, c in enumerate(cells):
                st = 'Ch' if head and kind == 'grid' else ('Cl' if label_col and i % 2 == 0 and kind == 'grid' else cell)
                ps = 'TH' if head else ('TL' if label_col and i % 2 == 0 else 'TD')
                paras = c if isinstance(c, list) else [c]
                out += (f'<table:table-cell table:style-name="{st}" office:value-type="string">'
                        + ''.join(f'<text:p text:style-name="{ps}">{q}</text:p>' for q in paras)
                        + '</table:table-cell>')
            return out + '</table:table-row>'

        xml = f'<table:table table:name="{t}" table:style-name="{t}">{cols}'
        if header:
            xml += f'<table:table-header-rows>{row(header, True)}</table:table-header-rows>'
        xml += ''.join(row(r) for r in rows) + '</table:table>'
        self.body.append(xml)

    def columns(self, build):
        """A two-column section holding what `build()` adds to the body."""
        start = len(self.body)
        build()
        inner = ''.join(self.body[start:])
        del self.body[start:]
        self.body.append(f'<text:section text:style-name="Sect2" text:name="S{start}">{inner}</text:section>')

    def fodt(self):
        lang, country = self.lang, COUNTRY[self.lang]
        f = self.font
        generic = 'roman' if 'Serif' in f else 'swiss'
        header = ''.join(f'<text:p text:style-name="Hd">{h}</text:p>' for h in self.header)
        footer = ''.join(f'<text:p text:style-name="Ft">{h}</text:p>' for h in self.footer)
        indent = ('<style:list-level-properties text:list-level-position-and-space-mode="label-alignment">'
                  '<style:list-level-label-alignment text:label-followed-by="listtab" '
                  'text:list-tab-stop-position="0.9cm" fo:text-indent="-0.6cm" fo:margin-left="0.9cm"/>'
                  '</style:list-level-properties>')
        border = 'fo:border="0.5pt solid #000000" fo:padding="0.08cm"'
        return f'''<?xml version="1.0" encoding="UTF-8"?>
<office:document {NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta/>
<office:font-face-decls><style:font-face style:name="{f}" svg:font-family="'{f}'" style:font-family-generic="{generic}"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:hyphenation-ladder-count="no-limit"/><style:text-properties style:font-name="{f}" fo:font-size="10pt" fo:language="{lang}" fo:country="{country}" fo:hyphenate="false"/></style:default-style>
<style:style style:name="Standard" style:family="paragraph" style:class="text"/>
<style:style style:name="P" style:family="paragraph"><style:paragraph-properties fo:text-align="justify" fo:margin-top="0cm" fo:margin-bottom="0.18cm" fo:line-height="115%"/></style:style>
<style:style style:name="PB" style:family="paragraph"><style:paragraph-properties fo:break-before="page" fo:margin-bottom="0.2cm"/><style:text-properties fo:font-size="11.5pt" fo:font-weight="bold"/></style:style>
<style:style style:name="PL" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0cm"/></style:style>
<style:style style:name="PR" style:family="paragraph"><style:paragraph-properties fo:text-align="end" fo:margin-bottom="0.2cm"/></style:style>
<style:style style:name="Title" style:family="paragraph"><style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.3cm"/><style:text-properties fo:font-size="15pt" fo:font-weight="bold"/></style:style>
<style:style style:name="H1" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.3cm" fo:margin-bottom="0.15cm" fo:keep-with-next="always"/><style:text-properties fo:font-size="11.5pt" fo:font-weight="bold"/></style:style>
<style:style style:name="Hd" style:family="paragraph"><style:paragraph-properties fo:border-bottom="0.5pt solid #808080" fo:padding-bottom="0.05cm"/><style:text-properties fo:font-size="8pt" fo:color="#404040"/></style:style>
<style:style style:name="Ft" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:color="#404040"/></style:style>
<style:style style:name="Fn" style:family="paragraph"><style:text-properties fo:font-size="8pt"/></style:style>
<style:style style:name="Small" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.1cm"/><style:text-properties fo:font-size="8pt"/></style:style>
<style:style style:name="TH" style:family="paragraph"><style:text-properties fo:font-size="9pt" fo:font-weight="bold"/></style:style>
<style:style style:name="TD" style:family="paragraph"><style:text-properties fo:font-size="9pt"/></style:style>
<style:style style:name="TL" style:family="paragraph"><style:text-properties fo:font-size="8.5pt" fo:font-weight="bold"/></style:style>
<text:list-style style:name="LNum"><text:list-level-style-number text:level="1" style:num-suffix="." style:num-format="1">{indent}</text:list-level-style-number></text:list-style>
<text:list-style style:name="LBul"><text:list-level-style-bullet text:level="1" text:bullet-char="•">{indent}</text:list-level-style-bullet></text:list-style>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.2cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:header-style><style:header-footer-properties fo:min-height="0cm" fo:margin-bottom="0.4cm"/></style:header-style><style:footer-style><style:header-footer-properties fo:min-height="0cm" fo:margin-top="0.4cm"/></style:footer-style></style:page-layout>
<style:style style:name="Cg" style:family="table-cell"><style:table-cell-properties {border}/></style:style>
<style:style style:name="Ch" style:family="table-cell"><style:table-cell-properties {border} fo:background-color="#d9d9d9"/></style:style>
<style:style style:name="Cl" style:family="table-cell"><style:table-cell-properties {border} fo:background-color="#f0f0f0"/></style:style>
<style:style style:name="Cn" style:family="table-cell"><style:table-cell-properties fo:padding="0.08cm" fo:border="none"/></style:style>
<style:style style:name="Sect2" style:family="section"><style:section-properties><style:columns fo:column-count="2" fo:column-gap="0.7cm"/></style:section-properties></style:style>
{''.join(self.auto)}
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:header>{header}</style:header><style:footer>{footer}</style:footer></style:master-page></office:master-styles>
<office:body><office:text>
{''.join(self.body)}
</office:text></office:body></office:document>
'''

    def page_no(self, word, of):
        """A footer's page number field ('Page 2 of 3')."""
        return (f'{x(word)} <text:page-number text:select-page="current">1</text:page-number> {x(of)} '
                f'<text:page-count>1</text:page-count>')


def ascii_fold(s):
    return ''.join(c for c in unicodedata.normalize('NFD', s) if unicodedata.category(c) != 'Mn')


RU_LAT = dict(zip('абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
                  ['a', 'b', 'v', 'g', 'd', 'e', 'e', 'zh', 'z', 'i', 'y', 'k', 'l', 'm', 'n', 'o', 'p', 'r',
                   's', 't', 'u', 'f', 'kh', 'ts', 'ch', 'sh', 'shch', '', 'y', '', 'e', 'yu', 'ya']))


def mail_word(s):
    s = ''.join(RU_LAT.get(c, c) for c in s.lower())
    return ''.join(c for c in ascii_fold(s) if c.isalnum())


class Person:
    """A person: given name, surname, the forms a document prints."""

    def __init__(self, first, last, lang, patronymic=None, female=False):
        self.first, self.last, self.lang, self.pat, self.female = first, last, lang, patronymic, female

    @property
    def full(self):
        if self.lang == 'ru':
            return f'{self.last} {self.first} {self.pat}'
        return f'{self.first} {self.last}'

    @property
    def natural(self):
        """Given name first (Russian: name and patronymic, then surname)."""
        if self.lang == 'ru':
            return f'{self.first} {self.pat} {self.last}'
        return self.full

    @property
    def short(self):
        """Initials and surname ('H. Okonkwo'; Russian 'Громов Т. А.')."""
        if self.lang == 'ru':
            return f'{self.last} {self.first[0]}. {self.pat[0]}.'
        initials = '-'.join(p[0] + '.' for p in self.first.split('-'))
        return f'{initials} {self.last}'

    @property
    def caps(self):
        if self.lang == 'ru':
            return self.full.upper()
        return f'{self.last.upper()}, {self.first}'


class Values:
    """Personal values in a language's local formats, drawn from one part's pools."""

    def __init__(self, rng, lang, part):
        self.r, self.lang, self.part = rng, lang, part
        self.used = set()

    def pick(self, pool):
        fresh = [p for p in pool if p not in self.used] or pool
        v = self.r.choice(fresh)
        self.used.add(v)
        return v

    def digits(self, n):
        return ''.join(str(self.r.randrange(10)) for _ in range(n))

    def person(self, female=None):
        r, lang = self.r, self.lang
        if female is None:
            female = r.random() < 0.5
        if lang == 'ru':
            firsts = half([f for f in FIRST['ru'] if (f in RU_FEMALE) == female], self.part)
            sur = self.pick(half(RU_SURNAME, self.part))
            pat = r.choice(RU_PATRONYMIC)
            return Person(self.pick(firsts), sur[1 if female else 0], lang, pat[1 if female else 0], female)
        first = self.pick(half(FIRST[lang], self.part))
        if r.random() < 0.25:
            first += ' ' + r.choice('ABCDEFGHJKLMNPRSTW') + '.'
        return Person(first, self.pick(half(SURNAME[lang], self.part)), lang)

    def org(self, role):
        return self.pick(half(role_orgs(self.lang, role), self.part))

    def town(self):
        return self.pick(half(TOWNS[self.lang], self.part))

    def address(self):
        """(street line, town line, town) in the language's postal layout."""
        r, lang = self.r, self.lang
        street = self.pick(half(STREETS[lang], self.part))
        pc, town = self.town()
        n = r.randrange(1, 160)
        if lang == 'en':
            line = f'{n} {street}'
            if r.random() < 0.3:
                line = f'Flat {r.randrange(1, 12)}, {line}'
            return line, f'{town} {pc}', town
        if lang == 'es':
            return f'{street}, {n}, {r.randrange(1, 9)}º {r.choice("ABCD")}', f'{pc} {town}', town
        if lang == 'fr':
            return f'{n} {street}', f'{pc} {town}', town
        if lang == 'de':
            return f'{street} {n}{r.choice(["", "", "a", "b"])}', f'{pc} {town}', town
        if lang == 'it':
            return f'{street}, {n}', f'{pc} {town}', town
        if lang == 'pt':
            return f'{street}, {n}, {r.randrange(1, 8)}.º {r.choice(["Esq.", "Dto.", "Frente"])}', f'{pc} {town}', town
        return f'{street}, д. {n}, кв. {r.randrange(1, 200)}', f'г. {town}, {pc}', town

    def phone(self, mobile=None):
        r, d = self.r, self.digits
        mobile = r.random() < 0.5 if mobile is None else mobile
        lang = self.lang
        if lang == 'en':
            return f'07{d(3)} {d(6)}' if mobile else r.choice([f'0113 {d(3)} {d(4)}', f'+44 20 {d(4)} {d(4)}'])
        if lang == 'es':
            return f'+34 6{d(2)} {d(3)} {d(3)}' if mobile else f'91{d(1)} {d(2)} {d(2)} {d(2)}'
        if lang == 'fr':
            return f'06 {d(2)} {d(2)} {d(2)} {d(2)}' if mobile else f'+33 4 {d(2)} {d(2)} {d(2)} {d(2)}'
        if lang == 'de':
            return f'0171 {d(7)}' if mobile else r.choice([f'(089) {d(4)} {d(3)}', f'+49 30 {d(8)}'])
        if lang == 'it':
            return f'34{d(1)} {d(3)} {d(4)}' if mobile else f'+39 02 {d(4)} {d(4)}'
        if lang == 'pt':
            return f'+351 91{d(1)} {d(3)} {d(3)}' if mobile else f'21 {d(3)} {d(4)}'
        return f'+7 (9{d(2)}) {d(3)}-{d(2)}-{d(2)}' if mobile else f'8 (843) {d(3)}-{d(2)}-{d(2)}'

    def email(self, person):
        first = mail_word(person.first.split(' ')[0])
        last = mail_word(person.last.split(' ')[-1])
        return self.r.choice([f'{first}.{last}', f'{first[0]}{last}', f'{last}.{first}{self.digits(2)}']) \
            + '@' + self.r.choice(MAIL_DOMAINS)

    def org_domain(self, org):
        words = [mail_word(w) for w in org.replace('«', ' ').replace('»', ' ').split()]
        word = next((w for w in reversed(words) if len(w) > 3), words[-1])
        return f'{word}.{ORG_DOMAINS[self.lang]}'

    def iban(self):
        """A grouped IBAN with correct check digits (Russia: a 20-digit account)."""
        if self.lang == 'ru':
            return '40817810' + self.digits(12)
        cc, n = IBAN_LAYOUT[self.lang]
        bban = (''.join(self.r.choice('ABCDEFGHJKLMNPRSTWXY') for _ in range(4)) + self.digits(n - 4)) \
            if cc == 'GB' else (self.r.choice('ABCDEFGHJKLMNPRSTWXY') + self.digits(n - 1) if cc == 'IT' else self.digits(n))
        num = ''.join(str(int(c, 36)) for c in bban + cc + '00')
        check = 98 - int(num) % 97
        raw = f'{cc}{check:02d}{bban}'
        return ' '.join(raw[i:i + 4] for i in range(0, len(raw), 4))

    def card(self):
        last4 = self.digits(4)
        return self.r.choice([f'**** **** **** {last4}', f'XXXX-XXXX-XXXX-{last4}', f'************{last4}'])

    def national(self):
        """A national number (SSN tag) with its label per country."""
        r, d, lang = self.r, self.digits, self.lang
        if lang == 'en':
            a = r.choice('ABCEGHJKLMNPRSTWXYZ') + r.choice('ABCEGHJKLMNPRSTWXYZ')
            return f'{a} {d(2)} {d(2)} {d(2)} {r.choice("ABCD")}'
        if lang == 'es':
            n = int(d(8))
            return f'{n:08d}{"TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]}'
        if lang == 'fr':
            return f'{r.choice("12")} {d(2)} {d(2)} {d(2)} {d(3)} {d(3)} {d(2)}'
        if lang == 'de':
            return f'{r.randrange(1, 10)}{d(1)} {d(3)} {d(3)} {d(3)}'
        if lang == 'it':
            L = 'ABCDEFGHLMNPRSTVZ'
            s = ''.join(r.choice(L) for _ in range(6))
            return f'{s}{d(2)}{r.choice("ABCDEHLMPRST")}{d(2)}{r.choice(L)}{d(3)}{r.choice(L)}'
        if lang == 'pt':
            return f'{r.choice("12")}{d(8)}'
        return f'{d(3)}-{d(3)}-{d(3)} {d(2)}'

    def ref(self, prefix='', n=6, letters=0):
        lead = ''.join(self.r.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(letters))
        return f'{prefix}{lead}{self.digits(n)}'

    def date(self, year=None, style=None, month=None, day=None):
        """A date in a local numeric or written form."""
        r, lang = self.r, self.lang
        y = year or r.randrange(2024, 2027)
        mo = month or r.randrange(1, 13)
        dd = day or r.randrange(1, 29)
        style = style or r.choice(['num', 'num', 'word'])
        if style == 'word':
            mn = MONTHS[lang][mo - 1]
            if lang == 'en':
                return f'{dd} {mn} {y}'
            if lang in ('es', 'pt'):
                return f'{dd} de {mn} de {y}'
            if lang == 'de':
                return f'{dd}. {mn} {y}'
            return f'{dd} {mn} {y}'
        if style == 'iso':
            return f'{y}-{mo:02d}-{dd:02d}'
        sep = '.' if lang in ('de', 'ru') else ('-' if lang == 'pt' and r.random() < 0.5 else '/')
        return f'{dd:02d}{sep}{mo:02d}{sep}{y}'

    def birth(self, style=None):
        y = self.r.randrange(1948, 2004)
        return self.date(year=y, style=style), 2025 - y

    def age(self, years):
        unit = {'en': 'years', 'es': 'años', 'fr': 'ans', 'de': 'Jahre', 'it': 'anni', 'pt': 'anos'}
        if self.lang == 'ru':
            last = years % 10
            u = 'год' if last == 1 and years % 100 != 11 else ('года' if 2 <= last <= 4 and not 12 <= years % 100 <= 14 else 'лет')
            return f'{years} {u}'
        return f'{years} {unit[self.lang]}'

    def money(self, amount, cents=True):
        """An amount with its currency in the local form."""
        whole, frac = divmod(round(amount * 100), 100)
        lang = self.lang

        def group(n, sep):
            s = f'{n:,}'
            return s.replace(',', sep)
        if lang == 'en':
            return f'£{group(whole, ",")}' + (f'.{frac:02d}' if cents else '')
        if lang == 'ru':
            return f'{group(whole, " ")}' + (f',{frac:02d}' if cents else '') + ' руб.'
        sep = {'es': '.', 'fr': ' ', 'de': '.', 'it': '.', 'pt': ' '}[lang]
        body = group(whole, sep) + (f',{frac:02d}' if cents else '')
        return f'€ {body}' if lang == 'it' else f'{body} €'
