"""doc11's kit: LaTeX source writing with truth recording, and local formats of personal values.

A document is a LaTeX source (article or letter class; justified paragraphs TeX hyphenates by its
patterns, tabular and longtable forms, two-column pages, footnotes, small caps, a running header
and footer with fancyhdr) that generate.py prints with pdfTeX. Every personal value is recorded
as truth each time it is written: in the body once, in the running header/footer once per
printed page (the page count is known only after printing, see generate.py).
"""
import random
import unicodedata
import zlib

from values import (FIRST, IBAN_LAYOUT, MAIL_DOMAINS, MONTHS, ORG_TLD, ORGS, RU_PATRONYMIC,
                    STREETS, SURNAME, TOWNS, half)

# Latin-script font set-ups (all Type 1, T1 encoding). 'times'/'helvet' leave the base-14 fonts
# unembedded, as pdfTeX set-ups without downloaded base fonts do (and keeps the set small).
FONTS = {
    # One design size per shape (as fix-lm-like set-ups do): fewer embedded fonts.
    'Latin Modern': '\\usepackage{lmodern}\\DeclareFontFamily{T1}{lmr}{}'
                    '\\DeclareFontShape{T1}{lmr}{m}{n}{<-> ec-lmr10}{}'
                    '\\DeclareFontShape{T1}{lmr}{b}{n}{<-> ec-lmbx10}{}'
                    '\\DeclareFontShape{T1}{lmr}{bx}{n}{<-> ec-lmbx10}{}'
                    '\\DeclareFontShape{T1}{lmr}{m}{sc}{<-> ec-lmcsc10}{}'
                    '\\DeclareFontShape{T1}{lmr}{m}{it}{<-> ec-lmri10}{}',
    'TeX Gyre Termes': '\\usepackage{tgtermes}',
    'TeX Gyre Heros': '\\usepackage[scale=0.92]{tgheros}\\renewcommand{\\familydefault}{\\sfdefault}',
    'Times (not embedded)': '\\usepackage{mathptmx}\\pdfmapfile{=pdftex_ndl14.map}',
    'Helvetica (not embedded)': '\\usepackage[scaled=0.92]{helvet}\\renewcommand{\\familydefault}{\\sfdefault}'
                                '\\pdfmapfile{=pdftex_ndl14.map}',
}
# How often each set-up is drawn (the unembedded base fonts keep the committed set small).
FONT_WEIGHTS = {'Latin Modern': 2, 'TeX Gyre Termes': 2, 'TeX Gyre Heros': 2,
                'Times (not embedded)': 3, 'Helvetica (not embedded)': 2}
# Set-ups whose small capitals are faked with capitals (the text reads in capitals).
FAKE_SC = {'Times (not embedded)', 'Helvetica (not embedded)'}
# Russian: Computer Modern in T2A (pdfTeX bitmap fonts) with the cmap package's ToUnicode maps.
RU_FONT = 'CM T2A (bitmap, cmap)'

TEX_ESC = {'\\': '\\textbackslash{}', '&': '\\&', '%': '\\%', '$': '\\$', '#': '\\#', '_': '\\_',
           '{': '\\{', '}': '\\}', '~': '\\textasciitilde{}', '^': '\\textasciicircum{}'}


def tex(s):
    """Text escaped for LaTeX."""
    return ''.join(TEX_ESC.get(c, c) for c in s)


class Doc:
    """One LaTeX document being written, with its truth."""

    def __init__(self, name, kind, lang, part, cls='article', size='10pt', twocolumn=False):
        self.name, self.kind, self.lang, self.part = name, kind, lang, part
        self.rng = random.Random(zlib.crc32(name.encode()))
        if lang == 'ru':
            self.font = RU_FONT
        else:
            pool = [f for f in sorted(FONTS) for _ in range(FONT_WEIGHTS[f])]
            self.font = pool[self.rng.randrange(len(pool))]
        self.cls, self.size, self.twocolumn = cls, size, twocolumn
        self.marks = []        # body marks: [tag, text]
        self.page_marks = []   # header/footer marks, once per page
        self.body = []
        self.head = None       # (left, right) of the running header
        self.foot = None       # (left, centre, right) of the running footer
        self.pre = []          # extra preamble lines
        self.v = Values(self.rng, lang, part, euro_word=self.font in FAKE_SC)

    # --- truth -------------------------------------------------------------------------
    def m(self, tag, value):
        """Records a printed value and returns its LaTeX."""
        self.marks.append([tag, value])
        return tex(value)

    def sc(self, tag, value):
        """Records a value set in small capitals (read in capitals where the font fakes them)."""
        self.marks.append([tag, value.upper() if self.font in FAKE_SC else value])
        return f'\\textsc{{{tex(value)}}}'

    def hm(self, tag, value):
        """Records a value printed in the running header or footer (once per page)."""
        self.page_marks.append([tag, value])
        return tex(value)

    # --- body --------------------------------------------------------------------------
    def add(self, s):
        self.body.append(s)

    def p(self, s):
        self.body.append(s + '\n\n')

    def section(self, s, star=True):
        self.body.append(f'\\section{"*" if star else ""}{{{s}}}\n')

    def form(self, rows, spec='@{}p{0.34\\linewidth}p{0.6\\linewidth}@{}', bold=True, rules=False):
        """A label/value table: rows of (label, value LaTeX)."""
        out = [f'\\begin{{tabular}}{{{spec}}}']
        if rules:
            out.append('\\hline')
        for row in rows:
            cells = [f'\\textbf{{{c}}}' if bold and i % 2 == 0 else c for i, c in enumerate(row)]
            out.append(' & '.join(cells) + ' \\\\' + (' \\hline' if rules else ''))
        out.append('\\end{tabular}\n\n')
        self.body.append('\n'.join(out))

    def grid(self, header, rows, spec, long=False):
        """A ruled table with a bold header row (longtable: repeated on every page)."""
        env = 'longtable' if long else 'tabular'
        head = ' & '.join(f'\\textbf{{{h}}}' for h in header) + ' \\\\ \\hline'
        out = [f'\\begin{{{env}}}{{{spec}}}', '\\hline', head]
        if long:
            out += ['\\endhead']
        out += [' & '.join(r) + ' \\\\' for r in rows]
        out += ['\\hline', f'\\end{{{env}}}\n\n']
        self.body.append('\n'.join(out))

    def items(self, xs, numbered=True):
        env = 'enumerate' if numbered else 'itemize'
        self.body.append(f'\\begin{{{env}}}\n' + ''.join(f'\\item {i}\n' for i in xs) + f'\\end{{{env}}}\n\n')

    def source(self):
        opts = [self.size, 'a4paper'] + (['twocolumn'] if self.twocolumn else [])
        pre = [f'\\documentclass[{",".join(opts)}]{{{self.cls}}}']
        if self.lang == 'ru':
            pre += ['\\usepackage{cmap}', '\\usepackage[T2A]{fontenc}', '\\usepackage[utf8]{inputenc}',
                    '\\usepackage[russian]{babel}']
        else:
            pre += ['\\usepackage[T1]{fontenc}', '\\usepackage[utf8]{inputenc}', '\\usepackage{textcomp}',
                    FONTS[self.font]]
            if self.font != 'Latin Modern':
                pre.append('\\renewcommand{\\ttdefault}{pcr}')  # Courier for e-mails (no bitmap EC fonts)
        pre += ['\\usepackage[margin=2.3cm,headheight=14pt]{geometry}', '\\usepackage{array,longtable,multicol}',
                '\\setlength{\\parindent}{0pt}\\setlength{\\parskip}{0.6ex}']
        if self.head or self.foot:
            hl, hr = self.head or ('', '')
            fl, fc, fr = self.foot or ('', '', '')
            pre += ['\\usepackage{fancyhdr}', '\\pagestyle{fancy}', '\\fancyhf{}',
                    f'\\lhead{{\\small {hl}}}', f'\\rhead{{\\small {hr}}}',
                    f'\\lfoot{{\\small {fl}}}', f'\\cfoot{{\\small {fc}}}', f'\\rfoot{{\\small {fr}}}',
                    '\\renewcommand{\\footrulewidth}{0.4pt}']
        pre += self.pre
        return '\n'.join(pre) + '\n\\begin{document}\n' + ''.join(self.body) + \
            '\\label{d11last}\n\\end{document}\n'

    def page_of(self, word, of):
        """'Page N of M' for a footer (M from the last page's label: pdfTeX runs twice)."""
        return f'{word} \\thepage\\ {of} \\pageref{{d11last}}'


def ascii_fold(s):
    return ''.join(c for c in unicodedata.normalize('NFD', s) if unicodedata.category(c) != 'Mn')


RU_LAT = dict(zip('абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
                  ['a', 'b', 'v', 'g', 'd', 'e', 'e', 'zh', 'z', 'i', 'y', 'k', 'l', 'm', 'n', 'o', 'p', 'r',
                   's', 't', 'u', 'f', 'kh', 'ts', 'ch', 'sh', 'shch', '', 'y', '', 'e', 'yu', 'ya']))


def mail_word(s):
    s = ''.join(RU_LAT.get(c, c) for c in s.lower())
    return ''.join(c for c in ascii_fold(s) if c.isalnum())


class Person:
    """A person: given name(s), surname, and the forms documents print."""

    def __init__(self, first, last, lang, pat=None, female=None):
        self.first, self.last, self.lang, self.pat, self.female = first, last, lang, pat, female

    @property
    def full(self):
        """As a list or form prints it (Russian: surname, name, patronymic)."""
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
        """Initials and surname ('F. Griffin'; Russian 'Филиппов С. Ф.')."""
        if self.lang == 'ru':
            return f'{self.last} {self.first[0]}. {self.pat[0]}.'
        initials = '-'.join(p[0] + '.' for p in self.first.split(' ')[0].split('-'))
        return f'{initials} {self.last}'

    @property
    def caps(self):
        """'SURNAME, Given' (Russian: all in capitals)."""
        if self.lang == 'ru':
            return self.full.upper()
        return f'{self.last.upper()}, {self.first}'


class Values:
    """Personal values in a language's local formats, drawn from one part's pools."""

    def __init__(self, rng, lang, part, euro_word=False):
        self.r, self.lang, self.part = rng, lang, part
        # Base-14 Times/Helvetica have no euro glyph pdfTeX can name: such documents write 'EUR'.
        self.euro_word = euro_word
        self.used = set()

    def pick(self, pool):
        fresh = [p for p in pool if p not in self.used] or pool
        v = self.r.choice(fresh)
        self.used.add(v)
        return v

    def digits(self, n):
        return ''.join(str(self.r.randrange(10)) for _ in range(n))

    def person(self):
        """A person of either gender, drawn from the part's mixed pool."""
        r, lang = self.r, self.lang
        if lang == 'ru':
            first, female = self.pick(half(FIRST['ru'], self.part))
            sur = self.pick(half(SURNAME['ru'], self.part))[1 if female else 0]
            pat = r.choice(RU_PATRONYMIC)[1 if female else 0]
            return Person(first, sur, lang, pat, female)
        first = self.pick(half(FIRST[lang], self.part))
        if r.random() < 0.2:
            first += ' ' + r.choice('ABCDEFGHJKLMNPRSTW') + '.'
        return Person(first, self.pick(half(SURNAME[lang], self.part)), lang)

    def org(self, role):
        return self.pick(half(ORGS[self.lang][role], self.part))

    def town(self):
        return self.pick(half(TOWNS[self.lang], self.part))

    def address(self):
        """(street line, town line, town) in the language's postal layout."""
        r, lang = self.r, self.lang
        street = self.pick(half(STREETS[lang], self.part))
        pc, town = self.town()
        n = r.randrange(1, 190)
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
            return f'{street} {n}{r.choice(["", "", "a"])}', f'{pc} {town}', town
        if lang == 'it':
            return f'{street} {n}', f'{pc} {town}', town
        if lang == 'pt':
            return f'{street}, {n}, {r.randrange(1, 8)}.º {r.choice(["Esq.", "Dto."])}', f'{pc} {town}', town
        return f'{street}, д. {n}, кв. {r.randrange(1, 240)}', f'г. {town}, {pc}', town

    def address1(self):
        """An address on one line and its town."""
        a, b, town = self.address()
        if self.lang == 'ru':
            return f'{b}, {a}', town
        return f'{a}, {b}', town

    def phone(self):
        r, d, lang = self.r, self.digits, self.lang
        mobile = r.random() < 0.5
        if lang == 'en':
            return f'07{d(3)} {d(6)}' if mobile else r.choice([f'0114 {d(3)} {d(4)}', f'+44 131 {d(3)} {d(4)}', f'(01484) {d(6)}'])
        if lang == 'es':
            return f'6{d(2)} {d(2)} {d(2)} {d(2)}' if mobile else f'+34 91{d(1)} {d(3)} {d(3)}'
        if lang == 'fr':
            return f'07 {d(2)} {d(2)} {d(2)} {d(2)}' if mobile else f'+33 (0)4 {d(2)} {d(2)} {d(2)} {d(2)}'
        if lang == 'de':
            return f'0152 {d(4)} {d(4)}' if mobile else r.choice([f'069 {d(3)} {d(2)} {d(2)}', f'+49 (0)341 {d(6)}'])
        if lang == 'it':
            return f'+39 33{d(1)} {d(3)} {d(4)}' if mobile else f'055 {d(3)} {d(4)}'
        if lang == 'pt':
            return f'93{d(1)} {d(3)} {d(3)}' if mobile else f'+351 22 {d(3)} {d(4)}'
        return f'+7 9{d(2)} {d(3)}-{d(2)}-{d(2)}' if mobile else f'8 (343) {d(3)}-{d(2)}-{d(2)}'

    def email(self, person):
        first = mail_word(person.first.split(' ')[0])
        last = mail_word(person.last.split(' ')[-1])
        return self.r.choice([f'{first}.{last}', f'{first[0]}.{last}', f'{last}{self.digits(2)}', f'{first}_{last}']) \
            + '@' + self.r.choice(MAIL_DOMAINS)

    def org_mail(self, org, box):
        words = [mail_word(w) for w in org.replace('«', ' ').replace('»', ' ').split()]
        word = max(words, key=len)
        return f'{box}@{word[:14]}.{ORG_TLD[self.lang]}'

    def iban(self):
        """A grouped IBAN with correct check digits (Russia: a 20-digit account)."""
        if self.lang == 'ru':
            return '40817810' + self.digits(12)
        cc, n = IBAN_LAYOUT[self.lang]
        if cc == 'GB':
            bban = ''.join(self.r.choice('ABCDEFGHLMNRSTWY') for _ in range(4)) + self.digits(n - 4)
        elif cc == 'IT':
            bban = self.r.choice('ABCDEFGHLMNRSTWY') + self.digits(n - 1)
        else:
            bban = self.digits(n)
        num = ''.join(str(int(c, 36)) for c in bban + cc + '00')
        raw = f'{cc}{98 - int(num) % 97:02d}{bban}'
        return ' '.join(raw[i:i + 4] for i in range(0, len(raw), 4))

    def national(self):
        """A person's national or tax number (SSN tag) in the country's format."""
        r, d, lang = self.r, self.digits, self.lang
        if lang == 'en':
            return f'{r.choice("ABCEGHJKLMNPRSTWY")}{r.choice("ABCEGHJKLMNPRSTWY")} {d(2)} {d(2)} {d(2)} {r.choice("ABCD")}'
        if lang == 'es':
            n = int(d(8))
            return f'{n:08d}{"TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]}'
        if lang == 'fr':
            return f'{r.choice("12")} {d(2)} {d(2)} {d(2)} {d(3)} {d(3)} {d(2)}'
        if lang == 'de':
            return f'{r.randrange(1, 10)}{d(1)} {d(3)} {d(3)} {d(3)}'
        if lang == 'it':
            L = 'ABCDEFGHLMNPRSTVZ'
            return ''.join(r.choice(L) for _ in range(6)) + f'{d(2)}{r.choice("ABCDEHLMPRST")}{d(2)}{r.choice(L)}{d(3)}{r.choice(L)}'
        if lang == 'pt':
            return f'{r.choice("12")}{d(8)}'
        return f'{d(3)}-{d(3)}-{d(3)} {d(2)}'

    def ref(self, prefix='', n=6, letters=0, sep=''):
        lead = ''.join(self.r.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(letters))
        return f'{prefix}{lead}{sep if lead else ""}{self.digits(n)}'

    def date(self, year=None, style=None, month=None, day=None):
        """A date in one of a language's numeric or written forms."""
        r, lang = self.r, self.lang
        y = year or r.randrange(2024, 2027)
        mo = month or r.randrange(1, 13)
        dd = day or r.randrange(1, 29)
        style = style or r.choice(['num', 'num', 'word', 'word', 'alt'])
        mn = MONTHS[lang][mo - 1]
        if style == 'word':
            if lang == 'en':
                return r.choice([f'{dd} {mn} {y}', f'{mn} {dd}, {y}', f'{dd}{"th" if 4 <= dd <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")} {mn} {y}'])
            if lang in ('es', 'pt'):
                return f'{dd} de {mn} de {y}'
            if lang == 'de':
                return f'{dd}. {mn} {y}'
            if lang == 'fr':
                return f'{"1er" if dd == 1 else dd} {mn} {y}'
            return f'{dd} {mn} {y}'
        if style == 'alt':
            if lang == 'en':
                return f'{dd:02d}-{MONTHS["en"][mo - 1][:3]}-{y}'
            if lang == 'de':
                return f'{dd}.{mo}.{y}'
            if lang == 'ru':
                return f'«{dd:02d}» {mn} {y}'
            if lang == 'pt':
                return f'{dd:02d}-{mo:02d}-{y}'
            if lang == 'it':
                return f'{dd:02d}.{mo:02d}.{y}'
            return f'{dd:02d}/{mo:02d}/{str(y)[2:]}'
        if style == 'iso':
            return f'{y}-{mo:02d}-{dd:02d}'
        sep = '.' if lang in ('de', 'ru') else '/'
        return f'{dd:02d}{sep}{mo:02d}{sep}{y}'

    def birth(self, lo=1944, hi=2005, style=None):
        y = self.r.randrange(lo, hi)
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
            return f'{n:,}'.replace(',', sep)
        if lang == 'en':
            return f'£{group(whole, ",")}' + (f'.{frac:02d}' if cents else '')
        if lang == 'ru':
            return group(whole, ' ') + (f',{frac:02d}' if cents else '') + ' руб.'
        sep = {'es': '.', 'fr': ' ', 'de': '.', 'it': '.', 'pt': ' '}[lang]
        body = group(whole, sep) + (f',{frac:02d}' if cents else '')
        if self.euro_word:
            return f'EUR {body}' if lang == 'it' else f'{body} EUR'
        if lang == 'it':
            return f'€ {body}'
        if lang == 'de' and self.r.random() < 0.4:
            return f'{body} EUR'
        return f'{body} €'
