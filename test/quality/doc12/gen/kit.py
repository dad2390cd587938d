"""doc12's kit: HTML writing with truth recording for wkhtmltopdf, and local formats of values.

A document is one HTML page (`<meta charset="utf-8">`, CSS of a web portal: label/value grids
made of floated cells or CSS tables, data tables whose header row repeats after a page break,
definition lists, badges, quoted replies) printed by wkhtmltopdf 0.12.6 (Qt WebKit). Every
personal value is recorded as truth each time it is written. wkhtmltopdf's own running header and footer need its patched Qt, which Debian's
build lacks, so the firm's footer is printed once, at the end of the body.
"""
import random
import unicodedata
import zlib
from html import escape

from values import (GIVEN, IBAN_LAYOUT, MAIL_DOMAINS, MONTHS, MONTHS_SHORT, ORGS, RU_PATRONYMICS,
                    RU_SURNAMES, STREETS, SURNAMES, TLD, TOWNS, female, half)

FONTS = ['Liberation Sans', 'Liberation Serif', 'DejaVu Sans', 'DejaVu Serif', 'DejaVu Sans Condensed']

CSS = '''
body { font-family: '%(font)s'; font-size: %(size)spt; color: #222; margin: 0; }
h1 { font-size: 16pt; margin: 0 0 6pt 0; } h2 { font-size: 12pt; margin: 12pt 0 4pt 0; border-bottom: 1px solid #bbb; }
.top { overflow: hidden; border-bottom: 2px solid %(accent)s; padding-bottom: 6pt; margin-bottom: 10pt; }
.brand { float: left; font-size: 15pt; font-weight: bold; color: %(accent)s; }
.brandside { float: right; text-align: right; font-size: 8pt; color: #555; }
.kv { overflow: hidden; margin: 4pt 0; }
.kv .l { float: left; clear: left; width: 34%%; color: #666; font-size: 8.5pt; padding: 2pt 0; }
.kv .v { float: left; width: 64%%; padding: 2pt 0; }
.ct { display: table; width: 100%%; border-collapse: collapse; margin: 4pt 0; }
.ct .r { display: table-row; } .ct .c { display: table-cell; border-bottom: 1px solid #e2e2e2; padding: 3pt 4pt; }
.ct .c.l { color: #555; font-weight: bold; width: 30%%; background: #f6f6f6; }
table.data { width: 100%%; border-collapse: collapse; font-size: %(tsize)spt; margin: 6pt 0; }
table.data th { background: %(accent)s; color: #fff; text-align: left; padding: 3pt; }
table.data td { border-bottom: 1px solid #ccc; padding: 3pt; vertical-align: top; }
table.data tr { page-break-inside: avoid; } thead { display: table-header-group; }
table.fixed { table-layout: fixed; } table.fixed td { word-wrap: break-word; }
td.n, th.n { text-align: right; white-space: nowrap; } td.nw { white-space: nowrap; }
.foot { margin-top: 16pt; padding-top: 4pt; border-top: 1px solid #bbb; font-size: 7.5pt; color: #555; text-align: center; }
.cols { overflow: hidden; } .col { float: left; width: 48%%; margin-right: 2%%; }
.box { border: 1px solid #ccc; padding: 6pt; margin: 6pt 0; background: #fafafa; }
.badge { display: inline-block; padding: 1pt 5pt; border-radius: 6pt; background: #e8f0fe; color: #1a4d8f; font-size: 8pt; font-weight: bold; }
.badge.ok { background: #e3f5e1; color: #25632a; } .badge.warn { background: #fdecd3; color: #8a4b00; }
.msg { border-left: 3px solid %(accent)s; padding: 4pt 8pt; margin: 8pt 0; page-break-inside: avoid; }
.meta { font-size: 8pt; color: #666; margin-bottom: 3pt; }
blockquote { margin: 4pt 0 4pt 6pt; padding-left: 6pt; border-left: 2px solid #ccc; color: #666; }
.sig { font-size: 8.5pt; color: #444; margin-top: 6pt; }
dl { margin: 4pt 0; } dt { font-weight: bold; font-size: 8.5pt; color: #555; margin-top: 3pt; } dd { margin: 0 0 0 12pt; }
.small { font-size: 7.5pt; color: #555; } .right { text-align: right; } .total { font-weight: bold; font-size: 11pt; }
.sign { overflow: hidden; margin-top: 18pt; } .sign div { float: left; width: 45%%; margin-right: 5%%; border-top: 1px solid #333; padding-top: 2pt; font-size: 8.5pt; }
.pb { page-break-before: always; }
.spaced { letter-spacing: %(track)sem; text-transform: uppercase; }
.code { font-family: 'DejaVu Sans Mono'; letter-spacing: 3px; font-size: 12pt; }
.pass { border: 2px dashed %(accent)s; padding: 8pt; margin: 8pt 0; }
.just { text-align: justify; }
'''

ACCENTS = ['#1f5fa8', '#2e7d32', '#8e2439', '#5b3f9e', '#00695c', '#b35900', '#37474f']


def e(s):
    """Text escaped for HTML."""
    return escape(s, quote=False)


class Doc:
    """One HTML document being written, with its truth."""

    def __init__(self, name, kind, lang, part):
        self.name, self.kind, self.lang, self.part = name, kind, lang, part
        self.rng = random.Random(zlib.crc32(name.encode()))
        self.font = self.rng.choice(FONTS)
        self.size = self.rng.choice(['9', '9.5', '10'])
        self.accent = self.rng.choice(ACCENTS)
        self.track = '0.15'    # letter-spacing of `.spaced` headings (set by the kinds that use them)
        self.marks = []        # body marks: [tag, text]
        self.out = []
        self.title = name
        self.foot = ''         # the firm's data printed at the end of the page
        self.v = Values(self.rng, lang, part)

    # --- truth ---------------------------------------------------------------------------------
    def m(self, tag, value):
        """Records a printed value and returns its HTML."""
        self.marks.append([tag, value])
        return e(value)

    def addr(self, a):
        """Records a two-line address (street line, town line) as one value; returns its HTML."""
        self.marks.append(['ADDRESS', a[0] + '\n' + a[1]])
        return e(a[0]) + '<br>' + e(a[1])


    # --- body ----------------------------------------------------------------------------------
    def add(self, html):
        self.out.append(html)

    def p(self, html, cls=None):
        self.out.append(f'<p class="{cls}">{html}</p>' if cls else f'<p>{html}</p>')

    def h1(self, html):
        self.out.append(f'<h1>{html}</h1>')

    def h2(self, html):
        self.out.append(f'<h2>{html}</h2>')

    def top(self, brand, side):
        """A portal's top bar: the firm's name on the left, lines on the right."""
        self.out.append(f'<div class="top"><div class="brand">{brand}</div>'
                        f'<div class="brandside">{"<br>".join(side)}</div></div>')

    def kv(self, pairs, style=None):
        """Label/value pairs: floated 'grid' cells or a CSS table (chosen per document)."""
        style = style or self.rng.choice(['float', 'table', 'dl'])
        if style == 'float':
            self.out.append('<div class="kv">' + ''.join(
                f'<div class="l">{e(k)}</div><div class="v">{v}</div>' for k, v in pairs) + '</div>')
        elif style == 'table':
            self.out.append('<div class="ct">' + ''.join(
                f'<div class="r"><div class="c l">{e(k)}</div><div class="c">{v}</div></div>'
                for k, v in pairs) + '</div>')
        else:
            self.out.append('<dl>' + ''.join(f'<dt>{e(k)}</dt><dd>{v}</dd>' for k, v in pairs) + '</dl>')

    def table(self, head, rows, num=(), nowrap=(), fixed=None):
        """A data table; its header row repeats on every page it spans. `num` columns align
        right, `nowrap` columns never wrap (an IBAN or a phone stays on one line); `fixed`
        (column widths in %) fixes the layout and lets a long value break anywhere in its cell
        (`word-wrap: break-word`: an e-mail, IBAN or link runs on over two lines)."""
        def cls(i):
            c = ' '.join(n for n, cols in (('n', num), ('nw', nowrap)) if i in cols)
            return f' class="{c}"' if c else ''
        th = ''.join(f'<th{cls(i)}>{e(h)}</th>' for i, h in enumerate(head))
        body = ''.join('<tr>' + ''.join(f'<td{cls(i)}>{c}</td>' for i, c in enumerate(r)) + '</tr>'
                       for r in rows)
        if fixed:
            cols = ''.join(f'<col style="width:{w}%">' for w in fixed)
            self.out.append(f'<table class="data fixed"><colgroup>{cols}</colgroup><thead><tr>{th}</tr></thead>'
                            f'<tbody>{body}</tbody></table>')
            return
        self.out.append(f'<table class="data"><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>')

    def cols(self, left, right):
        self.out.append(f'<div class="cols"><div class="col">{left}</div><div class="col">{right}</div></div>')

    def html(self):
        css = CSS % {'font': self.font, 'size': self.size, 'accent': self.accent,
                     'tsize': str(float(self.size) - 1), 'track': self.track}
        return (f'<!DOCTYPE html>\n<html lang="{self.lang}"><head><meta charset="utf-8">'
                f'<title>{e(self.title)}</title><style>{css}</style></head><body>\n'
                + '\n'.join(self.out) + (f'\n<div class="foot">{self.foot}</div>' if self.foot else '')
                + '\n</body></html>\n')


def ascii_fold(s):
    return ''.join(c for c in unicodedata.normalize('NFD', s) if unicodedata.category(c) != 'Mn')


RU_LAT = dict(zip('абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
                  ['a', 'b', 'v', 'g', 'd', 'e', 'e', 'zh', 'z', 'i', 'y', 'k', 'l', 'm', 'n', 'o', 'p', 'r',
                   's', 't', 'u', 'f', 'kh', 'ts', 'ch', 'sh', 'shch', '', 'y', '', 'e', 'yu', 'ya']))


def latin(s):
    """Lower-case ASCII letters and digits of a word (Russian transliterated)."""
    s = ''.join(RU_LAT.get(c, c) for c in s.lower())
    return ''.join(c for c in ascii_fold(s) if c.isalnum())


class Person:
    """A person: given name, surname, and the forms a document prints."""

    def __init__(self, given, last, lang, pat=None, fem=False):
        self.given, self.last, self.lang, self.pat, self.fem = given, last, lang, pat, fem

    @property
    def full(self):
        """Given name first (Russian: surname, name, patronymic, as forms print it)."""
        if self.lang == 'ru':
            return f'{self.last} {self.given} {self.pat}'
        return f'{self.given} {self.last}'

    @property
    def natural(self):
        if self.lang == 'ru':
            return f'{self.given} {self.pat} {self.last}' if self.pat else f'{self.given} {self.last}'
        return self.full

    @property
    def short(self):
        """Initial and surname ('R. Entwistle'; Russian 'Завьялов Ф. А.')."""
        if self.lang == 'ru':
            return f'{self.last} {self.given[0]}. {self.pat[0]}.'
        return '-'.join(p[0] + '.' for p in self.given.split('-')) + ' ' + self.last

    @property
    def caps(self):
        """'SURNAME, Given' (Russian: the full name in capitals)."""
        if self.lang == 'ru':
            return self.full.upper()
        return f'{self.last.upper()}, {self.given}'

    @property
    def first(self):
        return self.given.split(' ')[0]


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

    def letters(self, n, alphabet='ABCDEFGHJKLMNPRSTUVWXYZ'):
        return ''.join(self.r.choice(alphabet) for _ in range(n))

    def person(self):
        r, lang = self.r, self.lang
        given = self.pick(half(GIVEN[lang], self.part))
        fem = female(lang, given)
        if lang == 'ru':
            sur = self.pick(half(RU_SURNAMES, self.part))[1 if fem else 0]
            pat = r.choice(RU_PATRONYMICS)[1 if fem else 0]
            return Person(given, sur, lang, pat, fem)
        if r.random() < 0.15 and lang in ('en', 'de'):
            given += ' ' + r.choice('ABCDEFGHJKLMNPRSTW') + '.'
        return Person(given, self.pick(half(SURNAMES[lang], self.part)), lang, None, fem)

    def org(self, role, legal=None):
        """An organisation of a role (with or without a legal form, as its pool prints it)."""
        pool = ORGS[self.lang][role]
        return self.pick(half(pool, self.part) if role == 'bank' else pool)

    def town(self):
        return self.pick(half(TOWNS[self.lang], self.part))

    def address(self):
        """(street line, town line, town) in the language's postal layout."""
        r, lang = self.r, self.lang
        street = self.pick(half(STREETS[lang], self.part))
        pc, town = self.town()
        n = r.randrange(1, 140)
        if lang == 'en':
            line = f'{n} {street}'
            if r.random() < 0.3:
                line = f'Flat {r.randrange(1, 20)}, {line}'
            return line, f'{town} {pc}', town
        if lang == 'es':
            return f'{street}, {n}, {r.randrange(1, 9)}º {r.choice("ABCD")}', f'{pc} {town}', town
        if lang == 'fr':
            return f'{n}{r.choice(["", "", " bis"])} {street}', f'{pc} {town}', town
        if lang == 'de':
            return f'{street} {n}{r.choice(["", "", "a", "c"])}', f'{pc} {town}', town
        if lang == 'it':
            return f'{street} {n}', f'{pc} {town}', town
        if lang == 'pt':
            return f'{street}, {n}, {r.randrange(1, 8)}.º {r.choice(["Esq.", "Dto."])}', f'{pc} {town}', town
        return f'{street}, д. {n}, кв. {r.randrange(1, 240)}', f'г. {town}, {pc}', town

    def one_line(self, a):
        """An address on one line ('street, town line')."""
        return f'{a[0]}, {a[1]}'

    def phone(self, mobile=None):
        r, d = self.r, self.digits
        mobile = r.random() < 0.6 if mobile is None else mobile
        lang = self.lang
        if lang == 'en':
            return r.choice([f'07{d(3)} {d(6)}', f'+44 7{d(3)} {d(3)} {d(3)}']) if mobile else \
                r.choice([f'020 {d(4)} {d(4)}', f'0161 {d(3)} {d(4)}', f'(01223) {d(6)}'])
        if lang == 'es':
            return r.choice([f'6{d(2)} {d(3)} {d(3)}', f'+34 6{d(2)} {d(2)} {d(2)} {d(2)}']) if mobile else f'9{d(2)} {d(3)} {d(3)}'
        if lang == 'fr':
            return r.choice([f'06 {d(2)} {d(2)} {d(2)} {d(2)}', f'+33 7 {d(2)} {d(2)} {d(2)} {d(2)}']) if mobile else \
                f'0{r.choice("12345")} {d(2)} {d(2)} {d(2)} {d(2)}'
        if lang == 'de':
            return r.choice([f'0151 {d(8)}', f'+49 176 {d(4)} {d(4)}', f'0160/{d(7)}']) if mobile else \
                r.choice([f'030 {d(3)} {d(2)} {d(3)}', f'(0221) {d(6)}', f'0711-{d(6)}'])
        if lang == 'it':
            return r.choice([f'3{d(2)} {d(3)} {d(4)}', f'+39 3{d(2)} {d(7)}']) if mobile else f'0{d(1)} {d(4)} {d(4)}'
        if lang == 'pt':
            return r.choice([f'9{r.choice("1236")}{d(1)} {d(3)} {d(3)}', f'+351 9{d(2)} {d(3)} {d(3)}']) if mobile else f'2{d(2)} {d(3)} {d(3)}'
        return r.choice([f'+7 9{d(2)} {d(3)}-{d(2)}-{d(2)}', f'8 (9{d(2)}) {d(3)}-{d(2)}-{d(2)}']) if mobile else \
            f'+7 ({d(3)}) {d(3)}-{d(2)}-{d(2)}'

    def email(self, p):
        g, l = latin(p.first), latin(p.last.split(' ')[-1])
        return self.r.choice([f'{g}.{l}', f'{g[0]}.{l}', f'{l}{self.digits(2)}', f'{g}_{l}']) \
            + '@' + self.r.choice(MAIL_DOMAINS)

    def username(self, p):
        g, l = latin(p.first), latin(p.last.split(' ')[-1])
        return self.r.choice([f'{g[0]}{l}', f'{g}.{l[:4]}{self.digits(2)}', f'{l}_{g[:3]}'])

    def org_domain(self, org):
        words = [latin(w) for w in org.replace('«', ' ').replace('»', ' ').split()]
        words = [w for w in words if len(w) > 3 and w not in ('gmbh', 'ltd', 'sarl', 'ooo')]
        return f'{words[0] if words else "firma"}.{TLD[self.lang]}'

    def iban(self):
        """A grouped IBAN with correct check digits (Russia: a 20-digit account)."""
        if self.lang == 'ru':
            return '40817810' + self.digits(12)
        cc, n = IBAN_LAYOUT[self.lang]
        if cc == 'GB':
            bban = self.letters(4, 'ABCDEFGHJKLMNPRSTWXY') + self.digits(n - 4)
        elif cc == 'IT':
            bban = self.letters(1) + self.digits(n - 1)
        else:
            bban = self.digits(n)
        num = ''.join(str(int(c, 36)) for c in bban + cc + '00')
        raw = f'{cc}{98 - int(num) % 97:02d}{bban}'
        if self.r.random() < 0.2:
            return raw
        return ' '.join(raw[i:i + 4] for i in range(0, len(raw), 4))

    def card(self):
        last4 = self.digits(4)
        brand_lead = self.r.choice(['4', '5'])
        return self.r.choice([f'**** **** **** {last4}', f'•••• {last4}', f'{brand_lead}{self.digits(3)} **** **** {last4}',
                              f'XXXX XXXX XXXX {last4}'])

    def national(self):
        r, d, lang = self.r, self.digits, self.lang
        if lang == 'en':
            return f'{self.letters(2, "ABCEGHJKLMNPRSTWXYZ")} {d(2)} {d(2)} {d(2)} {r.choice("ABCD")}'
        if lang == 'es':
            n = int(d(8))
            return f'{n:08d}-{"TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]}'
        if lang == 'fr':
            return f'{r.choice("12")} {d(2)} {d(2)} {d(2)} {d(3)} {d(3)} {d(2)}'
        if lang == 'de':
            return f'{d(2)} {d(6)} {self.letters(1)} {d(3)}'  # Rentenversicherungsnummer
        if lang == 'it':
            L = 'ABCDEFGHLMNPRSTVZ'
            return f'{self.letters(6, L)}{d(2)}{r.choice("ABCDEHLMPRST")}{d(2)}{self.letters(1, L)}{d(3)}{self.letters(1, L)}'
        if lang == 'pt':
            return f'{r.choice("12")}{d(2)} {d(3)} {d(3)}'
        return f'{d(3)}-{d(3)}-{d(3)} {d(2)}'

    def ref(self, prefix='', n=6, letters=0, sep=''):
        return f'{prefix}{self.letters(letters)}{sep}{self.digits(n)}'

    def date(self, year=None, style=None, month=None, day=None):
        """A date in a local numeric or written form."""
        r, lang = self.r, self.lang
        y = year or r.randrange(2024, 2027)
        mo = month or r.randrange(1, 13)
        dd = day or r.randrange(1, 29)
        style = style or r.choice(['num', 'num', 'word', 'short', 'iso'])
        if style == 'word':
            mn = MONTHS[lang][mo - 1]
            if lang == 'en':
                return r.choice([f'{dd} {mn} {y}', f'{mn} {dd}, {y}'])
            if lang in ('es', 'pt'):
                return f'{dd} de {mn} de {y}'
            if lang == 'de':
                return f'{dd}. {mn} {y}'
            if lang == 'ru':
                return f'{dd} {mn} {y} г.'
            return f'{dd} {mn} {y}'
        if style == 'short':
            mn = MONTHS_SHORT[lang][mo - 1]
            if lang == 'de':
                return f'{dd:02d}. {mn} {y}'
            return f'{dd:02d} {mn} {y}' if lang != 'en' else r.choice([f'{dd:02d} {mn} {y}', f'{mn} {dd}, {y}'])
        if style == 'iso':
            return f'{y}-{mo:02d}-{dd:02d}'
        sep = '.' if lang in ('de', 'ru') else ('-' if lang == 'pt' and r.random() < 0.5 else '/')
        return f'{dd:02d}{sep}{mo:02d}{sep}{y}'

    def birth(self, style=None):
        y = self.r.randrange(1950, 2007)
        return self.date(year=y, style=style), 2025 - y

    def age(self, years):
        unit = {'en': 'years', 'es': 'años', 'fr': 'ans', 'de': 'Jahre', 'it': 'anni', 'pt': 'anos'}
        if self.lang == 'ru':
            last = years % 10
            u = 'год' if last == 1 and years % 100 != 11 else ('года' if 2 <= last <= 4 and not 12 <= years % 100 <= 14 else 'лет')
            return f'{years} {u}'
        return f'{years} {unit[self.lang]}'

    def money(self, amount, code=False):
        """An amount with its currency in the local form (`code`: 'EUR 12,50', 'GBP 12.50')."""
        whole, frac = divmod(round(amount * 100), 100)
        lang = self.lang

        def group(n, sep):
            return f'{n:,}'.replace(',', sep)
        if lang == 'en':
            return f'GBP {group(whole, ",")}.{frac:02d}' if code else f'£{group(whole, ",")}.{frac:02d}'
        if lang == 'ru':
            return f'{group(whole, " ")},{frac:02d} ₽' if not code else f'{group(whole, " ")},{frac:02d} руб.'
        sep = {'es': '.', 'fr': ' ', 'de': '.', 'it': '.', 'pt': ' '}[lang]
        body = group(whole, sep) + f',{frac:02d}'
        if code:
            return f'EUR {body}'
        return f'€ {body}' if lang == 'it' else f'{body} €'
