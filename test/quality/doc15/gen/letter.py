"""The letter skeleton every doc15 kind shares: running header/footer, the window envelope
address with a key/value block, the "Town, date" line, the salutation and the signature."""

from kit import block, date_long, escape, leader_row, phone, running, window

SALUTE = {
    'en': ('Dear Ms {n},', 'Dear Mr {n},'), 'es': ('Estimada Sra. {n}:', 'Estimado Sr. {n}:'),
    'fr': ('Chère Madame {n},', 'Cher Monsieur {n},'), 'de': ('Sehr geehrte Frau {n},', 'Sehr geehrter Herr {n},'),
    'it': ('Gentile Sig.ra {n},', 'Gentile Sig. {n},'), 'pt': ('Exma. Sra. {n},', 'Exmo. Sr. {n},'),
    'ru': ('Уважаемая {n}!', 'Уважаемый {n}!'),
}
CLOSE = {'en': 'Yours sincerely,', 'es': 'Atentamente,', 'fr': 'Veuillez agréer nos salutations distinguées.',
         'de': 'Mit freundlichen Grüßen', 'it': 'Cordiali saluti,', 'pt': 'Com os melhores cumprimentos,',
         'ru': 'С уважением,'}
DATE_LINE = {'en': '{t}, {d}', 'es': '{t}, a {d}', 'fr': '{t}, le {d}', 'de': '{t}, den {d}', 'it': '{t}, {d}',
             'pt': '{t}, {d}', 'ru': '{t}, {d} г.'}


def salutation(doc, p):
    """The salutation with the addressee's surname (Portugal: full name; Russia: given name and
    patronymic)."""
    lang = doc.lang
    n = p['full'] if lang == 'pt' else (f'{p["given"]} {p["patronymic"]}' if lang == 'ru' else p['surname'])
    form = SALUTE[lang][0 if p['sex'] == 'f' else 1]
    before, after = form.split('{n}')
    return block(f'{escape(before)}{doc.v("PERSON_NAME", n)}{escape(after)}', space_before='4mm', space_after='2mm',
                 span='all')


def signature(doc, signer, role, firm):
    """The closing, the signer's name, job title (not personal) and firm."""
    return (block(escape(CLOSE[doc.lang]), space_before='4mm', span='all', keep_with_next_within_page='always') +
            block(doc.v('PERSON_NAME', signer['full']), space_before='9mm', font_style='italic', span='all',
                  keep_with_previous_within_page='always') +
            block(f'{escape(role)} · {doc.v("ORGANIZATION", firm)}', font_size='8pt', span='all'))


def open_letter(doc, firm, ref_label, ref, p, addr, rows, firm_addr=None):
    """Running header/footer, return line, window address (name and two-line address), the
    key/value block at the right (`rows`: (label, FO value) pairs) and the "Town, date" line.
    Returns (firm's one-line address, firm's town, firm's phone, letter date)."""
    P = doc.P
    if firm_addr is None:
        firm_addr = P.firm_address()
    fa, ftown = firm_addr
    fphone = phone(doc.lang, doc.rng)
    running(doc, firm, fa, fphone, ref_label, ref, p['full'])
    street, townline, _ = addr
    ret = f'{doc.v("ORGANIZATION", firm)}, {doc.v("ADDRESS", fa)}'
    name_fo = doc.lines('PERSON_NAME', p['full'])
    addr_fo = doc.lines('ADDRESS', f'{street}\n{townline}')
    d = (2025, doc.rng.randint(1, 5), doc.rng.randint(1, 28))
    right = ''.join(leader_row(escape(k), val) for k, val in rows)
    dl = DATE_LINE[doc.lang].split('{t}')
    date_fo = (f'{escape(dl[0])}{doc.v("LOCATION", ftown)}' +
               escape(dl[1].split('{d}')[0]) + doc.v('DATE', date_long(doc.lang, d)) + escape(dl[1].split('{d}')[1]))
    right += block(date_fo, space_before='3mm', text_align='end')
    doc.add(window(ret, name_fo, addr_fo, right))
    return fa, ftown, fphone, d
