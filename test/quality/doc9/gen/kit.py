"""The doc9 toolkit: seeded choices, the marked-value recorder, local formats of personal data in
the seven languages, fonts, and the ReportLab page machinery (page templates whose running
header and footer record what they print on every page)."""
import random
import zlib
from xml.sax.saxutils import escape

from reportlab import rl_config

rl_config.invariant = 1  # fixed creation date and document id: the same bytes every run

from reportlab.lib import colors
from reportlab.lib.enums import TA_JUSTIFY, TA_RIGHT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate, Paragraph, Spacer, Table, TableStyle

import values as V

DEJAVU = '/usr/share/fonts/truetype/dejavu/'
_FONTS_DONE = False


def register_fonts():
    """DejaVu Sans and Serif (TTF, embedded as subsets): Cyrillic, and Latin in some documents."""
    global _FONTS_DONE
    if _FONTS_DONE:
        return
    for name, file in [('DVSans', 'DejaVuSans.ttf'), ('DVSans-Bold', 'DejaVuSans-Bold.ttf'),
                       ('DVSerif', 'DejaVuSerif.ttf'), ('DVSerif-Bold', 'DejaVuSerif-Bold.ttf')]:
        pdfmetrics.registerFont(TTFont(name, DEJAVU + file))
    _FONTS_DONE = True


# (regular, bold) font pairs: ReportLab's standard Type1 fonts (not embedded) and DejaVu TTF.
TYPE1 = [('Helvetica', 'Helvetica-Bold'), ('Times-Roman', 'Times-Bold')]
TTF = [('DVSans', 'DVSans-Bold'), ('DVSerif', 'DVSerif-Bold')]


class Ctx:
    """Seeded choices and the marks recorder of one document."""

    def __init__(self, part, lang, name):
        self.part = part
        self.lang = lang
        self.name = name
        self.rng = random.Random(zlib.crc32(name.encode('utf-8')))
        self.marks = []
        # Cyrillic needs the TTF; about a third of the Latin documents use it too.
        self.fonts = self.rng.choice(TTF) if lang == 'ru' or self.rng.random() < 0.35 else self.rng.choice(TYPE1)

    # ---- recording -------------------------------------------------------------------------
    def m(self, tag, text):
        """Records `text` as one printed occurrence of a personal value and returns it."""
        self.marks.append([tag, text])
        return text

    def x(self, tag, text):
        """Records and XML-escapes a value for a Paragraph."""
        return escape(self.m(tag, text))

    # ---- choices ---------------------------------------------------------------------------
    def pick(self, items):
        return self.rng.choice(items)

    def pool(self, items):
        """One element of this part's half of a pool: even positions for dev9, odd for held9."""
        r = 0 if self.part == 'dev9' else 1
        return self.rng.choice([v for i, v in enumerate(items) if i % 2 == r])

    def int(self, lo, hi):
        return self.rng.randint(lo, hi)

    def chance(self, p):
        return self.rng.random() < p

    def digits(self, n):
        return ''.join(str(self.rng.randint(0, 9)) for _ in range(n))

    def letters(self, n, alphabet='ABCDEFGHJKLMNPRSTUVWXYZ'):
        return ''.join(self.rng.choice(alphabet) for _ in range(n))

    # ---- people ----------------------------------------------------------------------------
    def person(self):
        """A person: dict with given, surname, full (as usually printed) and variants."""
        lang = self.lang
        gi = self.rng.randrange(len(V.GIVEN[lang]) // 2) * 2 + (0 if self.part == 'dev9' else 1)
        gi = min(gi, len(V.GIVEN[lang]) - 1)
        given = V.GIVEN[lang][gi]
        surname = self.pool(V.SURNAME[lang])
        if lang == 'ru':
            female = gi % 2 == 0
            patronymic = self.pick(V.PATRONYMIC_F if female else V.PATRONYMIC_M)
            # Russian surnames agree with gender: the pool mixes both, adjust the ending.
            if female and surname.endswith(('ов', 'ёв', 'ев', 'ин')):
                surname += 'а'
            if not female and surname.endswith(('ова', 'ёва', 'ева', 'ина')):
                surname = surname[:-1]
            return {'given': given, 'surname': surname, 'middle': patronymic,
                    'full': f'{surname} {given} {patronymic}', 'short': f'{given} {patronymic}',
                    'initials': f'{surname} {given[0]}. {patronymic[0]}.', 'female': female}
        middle = ''
        if lang == 'en' and self.chance(0.4):
            middle = self.pool(V.GIVEN['en'])[0] + '.'
        elif lang == 'pt' and self.chance(0.5):
            middle = self.pool(V.GIVEN['pt'])
        full = ' '.join(p for p in [given, middle, surname] if p)
        return {'given': given, 'surname': surname, 'middle': middle, 'full': full,
                'short': f'{given} {surname}', 'initials': f'{given[0]}. {surname}', 'female': gi % 2 == 0}

    def caps(self, name):
        return name.upper()

    # ---- places ----------------------------------------------------------------------------
    def town(self):
        return self.pool(V.TOWNS[self.lang])

    def address_lines(self, flat=True):
        """A postal address in the national layout, as a list of printed lines."""
        lang = self.lang
        town, post = self.town()
        street = self.pool(V.STREETS[lang])
        n = self.int(1, 180)
        if lang == 'en':
            style = self.int(0, 2)
            if style == 0:
                return ([f'Flat {self.int(1, 24)}'] if flat and self.chance(0.5) else []) + [f'{n} {street}', f'{town} {post}']
            return [f'{n} {street}', town.upper() if style == 1 else town, post]
        if lang == 'es':
            extra = f', {self.int(1, 9)}º {self.pick("ABCD")}' if flat and self.chance(0.6) else ''
            return [f'{street}, {n}{extra}', f'{post} {town}']
        if lang == 'fr':
            apt = [f'Bât. {self.pick("ABC")}, appt {self.int(1, 40)}'] if flat and self.chance(0.3) else []
            return apt + [f'{n} {street}', f'{post} {town.upper() if self.chance(0.6) else town}']
        if lang == 'de':
            return [f'{street} {n}{self.pick(["", "", "a", "b"])}', f'{post} {town}']
        if lang == 'it':
            return [f'{street}, {n}', f'{post} {town} ({self.letters(2, "ABCDEFGLMNPRSTV")})']
        if lang == 'pt':
            floor = f', {self.int(1, 8)}º {self.pick(["Esq.", "Dto.", "Frente"])}' if flat and self.chance(0.6) else ''
            return [f'{street}, {n}{floor}', f'{post} {town}']
        # ru: postcode first, then town, street, house, flat
        flat_part = f', кв. {self.int(1, 240)}' if flat else ''
        return [f'{post}, г. {town},', f'{street}, д. {n}{flat_part}']

    def addr_inline(self, lines):
        """The address printed on one line: its lines joined by commas (Russian lines carry theirs)."""
        return ' '.join(lines) if self.lang == 'ru' else ', '.join(lines)

    # ---- contact ---------------------------------------------------------------------------
    def phone(self, mobile=True):
        lang = self.lang
        d = self.digits
        if lang == 'en':
            return self.pick([f'+44 7{d(3)} {d(6)}', f'07{d(3)} {d(3)} {d(3)}', f'(01{d(3)}) {d(6)}'])
        if lang == 'es':
            return self.pick([f'+34 6{d(2)} {d(3)} {d(3)}', f'9{d(2)} {d(2)} {d(2)} {d(2)}', f'6{d(2)} {d(3)} {d(3)}'])
        if lang == 'fr':
            return self.pick([f'06 {d(2)} {d(2)} {d(2)} {d(2)}', f'+33 (0)1 {d(2)} {d(2)} {d(2)} {d(2)}', f'07.{d(2)}.{d(2)}.{d(2)}.{d(2)}'])
        if lang == 'de':
            return self.pick([f'0171 {d(7)}', f'+49 89 {d(4)}-{d(3)}', f'(0951) {d(3)} {d(2)} {d(2)}', f'0160/{d(7)}'])
        if lang == 'it':
            return self.pick([f'+39 347 {d(3)} {d(4)}', f'338 {d(7)}', f'02 {d(4)} {d(4)}'])
        if lang == 'pt':
            return self.pick([f'+351 91{d(1)} {d(3)} {d(3)}', f'22{d(1)} {d(3)} {d(3)}', f'96{d(1)} {d(3)} {d(3)}'])
        return self.pick([f'+7 (9{d(2)}) {d(3)}-{d(2)}-{d(2)}', f'8 (8{d(2)}) {d(3)}-{d(2)}-{d(2)}', f'+7 9{d(2)} {d(3)} {d(2)} {d(2)}'])

    def email(self, p):
        tr = str.maketrans('áàâäãåçéèêëíìîïñóòôöõúùûüßøæ', 'aaaaaaceeeeiiiinooooouuuusoa')
        if self.lang == 'ru':
            given = self.pick(['a', 'v', 'l', 'g', 'e'])
            sur = self.pick(['voroncova', 'belozerov', 'kudryavtsev', 'lazareva', 'klimova', 'fomina'])
            local = f'{given}.{sur}{self.int(10, 99)}'
        else:
            given = p['given'].lower().translate(tr)
            sur = p['surname'].split()[-1].lower().translate(tr).replace("'", '')
            local = self.pick([f'{given}.{sur}', f'{given[0]}{sur}', f'{sur}.{given}{self.int(1, 99)}', f'{given}_{sur}'])
        return f'{local}@{self.pick(V.MAIL_DOMAINS[self.lang])}'

    def org_email(self, org_domain, local):
        return f'{local}@{org_domain}'

    # ---- numbers ---------------------------------------------------------------------------
    def iban(self, grouped=True):
        """An IBAN with a valid check (mod 97), grouped by four when printed on paper."""
        if self.lang == 'ru':
            return self.digits(20)  # a Russian 20-digit account (р/с)
        cc, length = V.IBAN_CC[self.lang]
        if cc == 'GB':
            bban = self.letters(4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') + self.digits(14)
        elif cc == 'IT':
            bban = self.letters(1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') + self.digits(22)
        else:
            bban = self.digits(length - 4)
        num = ''.join(str(int(ch, 36)) for ch in bban + cc + '00')
        check = 98 - int(num) % 97
        iban = f'{cc}{check:02d}{bban}'
        return ' '.join(iban[i:i + 4] for i in range(0, len(iban), 4)) if grouped else iban

    def card_masked(self):
        last = self.digits(4)
        return self.pick([f'**** **** **** {last}', f'XXXX XXXX XXXX {last}', f'{self.pick("45")}{self.digits(3)} {self.digits(2)}** **** {last}',
                          f'************{last}'])

    def national_id(self):
        """A person's national number in the local form, with its usual label."""
        lang = self.lang
        d = self.digits
        if lang == 'en':
            return 'National Insurance No.', f'{self.letters(2, "ABCEHJKLMNPRSTWXYZ")} {d(2)} {d(2)} {d(2)} {self.pick("ABCD")}'
        if lang == 'es':
            n = int(d(8))
            return 'DNI', f'{n:08d}{"TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]}'
        if lang == 'fr':
            return 'N° de sécurité sociale', f'{self.pick("12")} {d(2)} {d(2)} {d(2)} {d(3)} {d(3)} {d(2)}'
        if lang == 'de':
            return 'Steuer-ID', f'{d(2)} {d(3)} {d(3)} {d(3)}'
        if lang == 'it':
            return 'Codice fiscale', f'{self.letters(6, "BCDFGLMNPRSTVZ")}{d(2)}{self.pick("ABCDEHLMPRST")}{d(2)}{self.pick("ABCDEFGHL")}{d(3)}{self.letters(1)}'
        if lang == 'pt':
            return 'NIF', f'{self.pick("12")}{d(8)}'
        return 'СНИЛС', f'{d(3)}-{d(3)}-{d(3)} {d(2)}'

    # ---- dates and money -------------------------------------------------------------------
    def date_parts(self, y0=2024, y1=2025):
        return self.int(y0, y1), self.int(1, 12), self.int(1, 28)

    def date_long(self, ymd):
        y, mo, d = ymd
        lang = self.lang
        name = V.MONTHS[lang][mo - 1]
        if lang == 'en':
            return self.pick([f'{d} {name} {y}', f'{name} {d}, {y}'])
        if lang in ('es', 'pt'):
            return f'{d} de {name} de {y}'
        if lang == 'de':
            return f'{d}. {name} {y}'
        return f'{d} {name} {y}'  # fr, it, ru ('г.' after the year stays outside)

    def date_num(self, ymd, style=None):
        y, mo, d = ymd
        style = style or {'en': '/', 'es': '/', 'fr': '/', 'de': '.', 'it': '/', 'pt': '/', 'ru': '.'}[self.lang]
        if style == 'iso':
            return f'{y}-{mo:02d}-{d:02d}'
        return f'{d:02d}{style}{mo:02d}{style}{y}'

    def date_short(self, ymd):
        """A statement row's date without its year."""
        y, mo, d = ymd
        if self.lang == 'en':
            return f'{d:02d} {V.MONTHS_SHORT_EN[mo - 1]}'
        if self.lang in ('de', 'ru'):
            return f'{d:02d}.{mo:02d}.'
        return f'{d:02d}/{mo:02d}'

    def money(self, amount, sign=True, code=False):
        """An amount in the local format; `sign` adds the currency symbol (or code)."""
        neg = amount < 0
        a = abs(amount)
        whole, cents = divmod(round(a * 100), 100)
        lang = self.lang
        if lang == 'en':
            s = f'{whole:,}.{cents:02d}'
        elif lang in ('fr', 'ru'):
            s = f'{whole:,}'.replace(',', '\u00a0' if lang == 'fr' else ' ') + f',{cents:02d}'
            s = s.replace('\u00a0', ' ')
        else:
            s = f'{whole:,}'.replace(',', '.') + f',{cents:02d}'
        if sign:
            cur = V.CURRENCY[lang]
            if code:
                cur = {'£': 'GBP', '€': 'EUR', 'руб.': 'RUB'}[cur]
                s = f'{s} {cur}' if lang != 'en' else f'{cur} {s}'
            elif lang == 'en':
                s = f'£{s}'
            else:
                s = f'{s} {cur}'
        return ('-' + s) if neg else s


# ---- layout ---------------------------------------------------------------------------------

def styles(c, size=9.5):
    reg, bold = c.fonts
    lead = size * 1.25
    return {
        'body': ParagraphStyle('body', fontName=reg, fontSize=size, leading=lead, alignment=TA_JUSTIFY, spaceAfter=4),
        'plain': ParagraphStyle('plain', fontName=reg, fontSize=size, leading=lead),
        'small': ParagraphStyle('small', fontName=reg, fontSize=size - 1.5, leading=(size - 1.5) * 1.2),
        'cell': ParagraphStyle('cell', fontName=reg, fontSize=size - 1, leading=(size - 1) * 1.2),
        'right': ParagraphStyle('right', fontName=reg, fontSize=size, leading=lead, alignment=TA_RIGHT),
        'h1': ParagraphStyle('h1', fontName=bold, fontSize=size + 5, leading=(size + 5) * 1.2, spaceAfter=6),
        'h2': ParagraphStyle('h2', fontName=bold, fontSize=size + 1.5, leading=(size + 1.5) * 1.3, spaceBefore=6, spaceAfter=3),
        'bold': ParagraphStyle('bold', fontName=bold, fontSize=size, leading=lead),
    }


def grid_table(c, head, rows, widths, size=8.5, align_right=(), zebra=True):
    """A Table with a grid, a repeated bold header row and right-aligned amount columns."""
    reg, bold = c.fonts
    t = Table([head] + rows, colWidths=widths, repeatRows=1)
    cmds = [('FONTNAME', (0, 0), (-1, 0), bold), ('FONTNAME', (0, 1), (-1, -1), reg),
            ('FONTSIZE', (0, 0), (-1, -1), size), ('GRID', (0, 0), (-1, -1), 0.4, colors.grey),
            ('BACKGROUND', (0, 0), (-1, 0), colors.Color(0.85, 0.88, 0.92)),
            ('VALIGN', (0, 0), (-1, -1), 'TOP')]
    for col in align_right:
        cmds.append(('ALIGN', (col, 0), (col, -1), 'RIGHT'))
    if zebra:
        for i in range(2, len(rows) + 1, 2):
            cmds.append(('BACKGROUND', (0, i), (-1, i), colors.Color(0.96, 0.96, 0.96)))
    t.setStyle(TableStyle(cmds))
    return t


def kv_table(c, pairs, widths=(55 * mm, 110 * mm), size=9):
    """Label/value pairs as a two-column table without a grid (a form's filled fields)."""
    reg, bold = c.fonts
    t = Table([[a, b] for a, b in pairs], colWidths=widths)
    t.setStyle(TableStyle([('FONTNAME', (0, 0), (0, -1), bold), ('FONTNAME', (1, 0), (1, -1), reg),
                           ('FONTSIZE', (0, 0), (-1, -1), size), ('VALIGN', (0, 0), (-1, -1), 'TOP'),
                           ('BOTTOMPADDING', (0, 0), (-1, -1), 2), ('TOPPADDING', (0, 0), (-1, -1), 1)]))
    return t


def build(c, path, story, header=None, footer=None, first=None, first_height=0, margins=(18 * mm, 22 * mm), columns=1):
    """Builds a multi-page document with a running header/footer drawn (and marked) on every page.

    `header(canvas, doc)` / `footer(canvas, doc)` draw on each page and call c.m() for what they
    print, so a value repeated on every page is marked once per page. `first(canvas, doc)` draws a
    canvas form on page one above a frame shortened by `first_height`."""
    side, top = margins
    w, h = A4
    doc = BaseDocTemplate(path, pagesize=A4, leftMargin=side, rightMargin=side, topMargin=top,
                          bottomMargin=20 * mm, title='', author='', creator='ReportLab', invariant=1)

    def on_page(canvas, d):
        canvas.saveState()
        if header:
            header(canvas, d)
        if footer:
            footer(canvas, d)
        canvas.restoreState()

    def on_first(canvas, d):
        canvas.saveState()
        first(canvas, d)
        canvas.restoreState()
        on_page(canvas, d)

    if columns == 2:  # two frames side by side: text flows down the left column, then the right
        cw = (w - 2 * side - 8 * mm) / 2
        frames = [Frame(side, 20 * mm, cw, h - top - 20 * mm, id='left'),
                  Frame(side + cw + 8 * mm, 20 * mm, cw, h - top - 20 * mm, id='right')]
    else:
        frames = [Frame(side, 20 * mm, w - 2 * side, h - top - 20 * mm, id='main')]
    templates = [PageTemplate(id='body', frames=frames, onPage=on_page)]
    if first:
        short = Frame(side, 20 * mm, w - 2 * side, h - top - 20 * mm - first_height, id='first')
        templates.insert(0, PageTemplate(id='first', frames=[short], onPage=on_first, autoNextPageTemplate='body'))
    doc.addPageTemplates(templates)
    doc.build(story)


def P(text, style):
    return Paragraph(text, style)


def gap(n=4):
    return Spacer(1, n * mm)


# ---- the United States locale of English (US kinds only) ---------------------------------------

def us_person(c):
    given = c.pool(V.US_GIVEN)
    surname = c.pool(V.US_SURNAMES)
    middle = c.pick(['', '', 'J.', 'R.', 'Lee', 'Marie'])
    full = ' '.join(x for x in [given, middle, surname] if x)
    return {'given': given, 'surname': surname, 'full': full, 'short': f'{given} {surname}', 'initials': f'{given[0]}. {surname}',
            'last_first': f'{surname.upper()}, {given.upper()}', 'female': True}


def us_address(c):
    town, state, zipc = c.pool(V.US_TOWNS)
    n = c.int(100, 9899)
    unit = c.pick(['', '', f'Apt {c.int(1, 30)}{c.pick("ABCD")}', f'Unit {c.int(100, 420)}', f'Suite {c.int(100, 900)}'])
    street = f'{n} {c.pool(V.US_STREETS)}' + (f', {unit}' if unit else '')
    return [street, f'{town}, {state} {zipc}' if c.chance(0.7) else f'{town} {state} {zipc}-{c.digits(4)}']


def us_phone(c):
    """US numbers, 555 and toll-free ones included (a redactor must not drop them)."""
    area = c.pick(['503', '608', '520', '614', '919', '208', '518', '509'])
    return c.pick([f'({area}) 555-{c.digits(4)}', f'{area}-{c.digits(3)}-{c.digits(4)}', f'1-800-{c.digits(3)}-{c.digits(4)}',
                   f'({area}) {c.digits(3)}-{c.digits(4)}', f'+1 {area} {c.digits(3)} {c.digits(4)}', f'(888) 555-{c.digits(4)}'])


def us_ssn(c):
    """An SSN as forms print it: some with a 9xx area or a 00 group (well-formed, never valid)."""
    area = c.pick([f'{c.int(100, 665):03d}', f'9{c.digits(2)}', f'{c.int(100, 665):03d}'])
    group = c.pick([f'{c.int(10, 99):02d}', '00', f'{c.int(10, 99):02d}'])
    return f'{area}-{group}-{c.digits(4)}'


def us_date(c, ymd, style=None):
    y, mo, d = ymd
    style = style or c.pick(['num', 'long', 'ord'])
    if style == 'num':
        return f'{mo:02d}/{d:02d}/{y}'
    name = V.MONTHS['en'][mo - 1]
    if style == 'ord':
        suf = 'th' if 11 <= d <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')
        return f'{name} {d}{suf}, {y}'
    return f'{name} {d}, {y}'


def us_money(amount):
    return ('-' if amount < 0 else '') + f'${abs(amount):,.2f}'
