"""dev9's kinds (tunable): bank statement with a running balance, payslip, lab result report,
support-ticket export, utility bill (a canvas-drawn first page), HR onboarding record (two
columns), letter, US hospital bill. Every printed personal value is recorded with c.m()/c.x()
at the place it is printed."""
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from xml.sax.saxutils import escape

from reportlab.platypus import KeepTogether, Paragraph, Table, TableStyle

import values as V
from kit import P, build, gap, grid_table, kv_table, styles

W, H = A4


def lab(table, c):
    """The label of the document's language from a {key: (en, es, fr, de, it, pt, ru)} table."""
    i = V.LANGS.index(c.lang)
    return lambda key: table[key][i]


def domain(org):
    tr = str.maketrans('áàâäãåçéèêëíìîïñóòôöõúùûüß', 'aaaaaaceeeeiiiinooooouuuus')
    words = [w for w in org.lower().translate(tr).replace("'", '').replace('-', ' ').split() if w.isalpha() and len(w) > 2]
    return ''.join(words[:2])


def org_site(c, org, tld):
    return f'www.{domain(org)}.{tld}'


TLD = {'en': 'co.uk', 'es': 'es', 'fr': 'fr', 'de': 'de', 'it': 'it', 'pt': 'pt', 'ru': 'ru'}
def site(c, org):
    if c.lang == 'ru':
        return f'www.{c.pick(["volgabank", "uralkredit", "palmira-bank", "sibsber", "okabank", "kamkombank", "gemotest-volga", "zdorovie-lab", "set-volga", "elektron-shop", "energosbyt-ural", "vodokanal-prikamie"])}.ru'
    return org_site(c, org, TLD[c.lang])


# =============================================================================================
# Bank statement
# =============================================================================================
BS = {
    'title': ('Statement of account', 'Extracto de cuenta', 'Relevé de compte', 'Kontoauszug', 'Estratto conto',
              'Extrato de conta', 'Выписка по счёту'),
    'holder': ('Account holder', 'Titular', 'Titulaire', 'Kontoinhaber', 'Intestatario', 'Titular', 'Владелец счёта'),
    'iban': ('IBAN', 'IBAN', 'IBAN', 'IBAN', 'IBAN', 'IBAN', 'Счёт №'),
    'cust': ('Customer number', 'Nº de cliente', 'N° client', 'Kundennummer', 'Codice cliente', 'N.º de cliente', 'Номер клиента'),
    'card': ('Debit card', 'Tarjeta de débito', 'Carte bancaire', 'Debitkarte', 'Carta di debito', 'Cartão de débito', 'Карта'),
    'period': ('Statement period', 'Periodo', 'Période', 'Zeitraum', 'Periodo', 'Período', 'Период'),
    'issued': ('Date of issue', 'Fecha de emisión', 'Date d\'édition', 'Erstellt am', 'Data di emissione', 'Data de emissão', 'Дата формирования'),
    'date': ('Date', 'Fecha', 'Date', 'Datum', 'Data', 'Data', 'Дата'),
    'desc': ('Description', 'Concepto', 'Libellé', 'Buchungstext', 'Descrizione', 'Descritivo', 'Описание операции'),
    'out': ('Paid out', 'Cargo', 'Débit', 'Soll', 'Uscite', 'Débito', 'Списание'),
    'in': ('Paid in', 'Abono', 'Crédit', 'Haben', 'Entrate', 'Crédito', 'Зачисление'),
    'bal': ('Balance', 'Saldo', 'Solde', 'Saldo', 'Saldo', 'Saldo', 'Остаток'),
    'open': ('Balance brought forward', 'Saldo anterior', 'Ancien solde', 'Alter Kontostand', 'Saldo iniziale', 'Saldo anterior', 'Входящий остаток'),
    'close': ('Closing balance', 'Saldo final', 'Nouveau solde', 'Neuer Kontostand', 'Saldo finale', 'Saldo final', 'Исходящий остаток'),
    'limit': ('Arranged overdraft limit', 'Límite de descubierto', 'Autorisation de découvert', 'Dispositionskredit', 'Fido accordato', 'Limite de descoberto', 'Лимит овердрафта'),
    'cardpay': ('CARD PAYMENT', 'PAGO CON TARJETA', 'PAIEMENT CB', 'Kartenzahlung', 'PAGAMENTO POS', 'COMPRA', 'Оплата картой'),
    'atm': ('CASH WITHDRAWAL', 'REINTEGRO CAJERO', 'RETRAIT DAB', 'Bargeldauszahlung GA', 'PRELIEVO BANCOMAT', 'LEVANTAMENTO MB', 'Снятие наличных банкомат'),
    'salary': ('SALARY', 'NÓMINA', 'VIREMENT SALAIRE', 'Lohn/Gehalt', 'STIPENDIO', 'VENCIMENTO', 'Заработная плата'),
    'dd': ('DIRECT DEBIT', 'RECIBO DOMICILIADO', 'PRÉLÈVEMENT', 'Lastschrift', 'ADDEBITO SDD', 'DÉBITO DIRETO', 'Автоплатёж'),
    'mandate': ('Ref', 'Ref. mandato', 'RUM', 'Mandatsref.', 'Rif. mandato', 'Ref. ADC', 'Договор №'),
    'tin': ('TRANSFER FROM', 'TRANSFERENCIA DE', 'VIREMENT DE', 'Gutschrift von', 'BONIFICO DA', 'TRANSFERÊNCIA DE', 'Перевод от'),
    'tout': ('TRANSFER TO', 'TRANSFERENCIA A', 'VIREMENT À', 'Überweisung an', 'BONIFICO A', 'TRANSFERÊNCIA PARA', 'Перевод'),
    'fee': ('Monthly account fee', 'Comisión de mantenimiento', 'Cotisation carte', 'Kontoführungsgebühr', 'Canone mensile', 'Comissão de manutenção', 'Комиссия за обслуживание'),
    'rent': ('rent', 'alquiler', 'loyer', 'Miete', 'affitto', 'renda', 'аренда'),
    'page': ('Page', 'Página', 'Page', 'Seite', 'Pagina', 'Página', 'Стр.'),
    'legal': ('{bank} is authorised by the Prudential Regulation Authority. Registered in England No. {reg}.',
              '{bank}. Inscrita en el Registro del Banco de España con el número {reg}.',
              '{bank}, société coopérative de banque à capital variable, RCS {reg}.',
              '{bank} · Amtsgericht HRB {reg} · Mitglied der Einlagensicherung',
              '{bank} · Iscritta all\'Albo delle Banche n. {reg} · Aderente al Fondo Interbancario',
              '{bank} · Registado no Banco de Portugal sob o n.º {reg}',
              '{bank} · Генеральная лицензия Банка России № {reg}'),
    'service': ('Customer service', 'Atención al cliente', 'Service clients', 'Kundenservice', 'Servizio clienti', 'Apoio ao cliente', 'Служба поддержки'),
    'intro': ('Please check your statement carefully and tell us about any entry you do not recognise within 30 days. '
              'Your next statement will be sent to the address we hold for you.',
              'Le rogamos revise este extracto y nos comunique cualquier movimiento que no reconozca en un plazo de 30 días.',
              'Nous vous invitons à vérifier ce relevé et à nous signaler toute opération que vous ne reconnaissez pas sous 30 jours.',
              'Bitte prüfen Sie diesen Kontoauszug. Einwendungen gegen einzelne Buchungen sind innerhalb von sechs Wochen zu erheben.',
              'La preghiamo di verificare l\'estratto conto e di segnalarci entro 60 giorni eventuali movimenti non riconosciuti.',
              'Verifique este extrato e comunique-nos qualquer movimento que não reconheça no prazo de 30 dias.',
              'Просим проверить выписку и сообщить о неизвестных вам операциях в течение 30 дней.'),
}


def bank_statement(c, path):
    t = lab(BS, c)
    s = styles(c, size=c.pick([8.5, 9, 9.5]))
    reg, bold = c.fonts
    bank = c.pool(V.BANKS[c.lang])
    holder = c.person()
    caps = c.chance(0.5)
    holder_name = holder['full'].upper() if caps else holder['full']
    addr = c.address_lines()
    bank_addr = c.address_lines(flat=False)
    bank_phone = c.phone(mobile=False)
    url = site(c, bank)
    iban = c.iban()
    cust = c.digits(c.pick([8, 10]))
    card = c.card_masked()
    y = c.int(2024, 2025)
    mo = c.int(1, 11)
    start = (y, mo, 1)
    end = (y, mo, 28)
    story = []
    story.append(P(f'<b>{c.x("ORGANIZATION", bank)}</b>', s['h1']))
    story.append(P(c.x('ADDRESS', c.addr_inline(bank_addr)), s['small']))
    story.append(P(f'{t("service")}: {c.x("PHONE", bank_phone)} · {c.x("URL", url)}', s['small']))
    story.append(gap(6))
    # The window address block, the holder's name as the bank prints it.
    story.append(P('<br/>'.join([c.x('PERSON_NAME', holder_name)] + [escape_lines(c, addr)]), s['plain']))
    story.append(gap(6))
    story.append(P(t('title'), s['h2']))
    fields = [
        (t('holder'), c.m('PERSON_NAME', holder['full'] if caps else holder_name)),
        (t('iban'), c.m('ACCOUNT', iban)),
        (t('cust'), c.m('ID', cust)),
        (t('card'), c.m('CREDIT_CARD', card)),
        (t('period'), f'{c.m("DATE", c.date_num(start))} – {c.m("DATE", c.date_num(end))}'),
        (t('issued'), c.m('DATE', c.date_long((y, mo + 1, 2)))),
    ]
    story.append(kv_table(c, fields))
    story.append(gap(3))
    story.append(P(t('intro'), s['body']))
    story.append(gap(2))
    # Transactions with a running balance.
    balance = c.int(200, 6000) + c.int(0, 99) / 100
    rows = [['', t('open'), '', '', c.m('MONEY_AMOUNT', c.money(balance, sign=False))]]
    n_rows = c.int(22, 48)
    days = sorted(c.int(1, 28) for _ in range(n_rows))
    employer = c.pool(V.EMPLOYERS[c.lang])
    utility = c.pool(V.UTILITIES[c.lang])
    payday = c.int(0, n_rows - 1)
    card_in_rows = c.chance(0.5)
    for i, d in enumerate(days):
        date = c.m('DATE', c.date_short((y, mo, d)))
        kind = 'salary' if i == payday else c.pick(['card'] * 6 + ['atm', 'dd', 'tin', 'tout', 'fee'])
        amount = 0.0
        if kind == 'salary':
            amount = c.int(1400, 4200) + c.int(0, 99) / 100
            emp = employer.upper() if c.lang not in ('de', 'ru') else employer
            desc = f'{t("salary")} {c.x("ORGANIZATION", emp)}'
        elif kind == 'card':
            amount = -(c.int(2, 180) + c.int(0, 99) / 100)
            merchant = c.pool(V.MERCHANTS[c.lang])
            merchant = merchant.upper() if c.lang not in ('de', 'ru') and c.chance(0.7) else merchant
            town = c.town()[0]
            town = town.upper() if c.lang not in ('de', 'ru') else town
            desc = f'{t("cardpay")} {c.x("ORGANIZATION", merchant)} {c.x("LOCATION", town)}'
            if card_in_rows:
                desc += f' {c.x("CREDIT_CARD", "*" + card[-4:])}'
        elif kind == 'atm':
            amount = -float(c.pick([20, 40, 50, 60, 100, 150, 200]))
            town = c.town()[0]
            desc = f'{t("atm")} {c.digits(4)} {c.x("LOCATION", town.upper() if c.lang not in ("de", "ru") else town)}'
        elif kind == 'dd':
            amount = -(c.int(25, 160) + c.int(0, 99) / 100)
            ref = c.letters(2) + c.digits(8) if c.lang != 'ru' else c.digits(6) + '/' + str(y)
            desc = f'{t("dd")} {c.x("ORGANIZATION", utility)} {t("mandate")} {c.x("ID", ref)}'
        elif kind == 'tin':
            amount = c.int(10, 900) + c.int(0, 99) / 100
            p = c.person()
            nm = p['full'].upper() if c.lang not in ('de', 'ru') else p['full']
            desc = f'{t("tin")} {c.x("PERSON_NAME", nm)}'
        elif kind == 'tout':
            amount = -(c.int(300, 1400) + c.int(0, 99) / 100)
            p = c.person()
            nm = p['initials'].upper() if c.lang not in ('de', 'ru') and c.chance(0.5) else p['short']
            desc = f'{t("tout")} {c.x("PERSON_NAME", nm)} {t("rent")} {c.x("ACCOUNT", c.iban(grouped=False))}'
        else:
            amount = -float(c.pick([3, 4.5, 6, 9.95, 12]))
            desc = t('fee')
        balance = round(balance + amount, 2)
        out_ = c.m('MONEY_AMOUNT', c.money(-amount, sign=False)) if amount < 0 else ''
        in_ = c.m('MONEY_AMOUNT', c.money(amount, sign=False)) if amount > 0 else ''
        rows.append([date, Paragraph(desc, s['cell']), out_, in_, c.m('MONEY_AMOUNT', c.money(balance, sign=False))])
    rows.append(['', Paragraph(f'<b>{t("close")}</b>', s['cell']), '', '', c.m('MONEY_AMOUNT', c.money(balance, sign=False))])
    table = grid_table(c, [t('date'), t('desc'), t('out'), t('in'), t('bal')], rows,
                       [17 * mm, 83 * mm, 22 * mm, 22 * mm, 25 * mm], align_right=(2, 3, 4))
    story.append(table)
    story.append(gap(4))
    story.append(P(f'{t("limit")}: {c.x("MONEY_AMOUNT", c.money(c.pick([250, 500, 1000, 1500]), code=c.chance(0.5)))}', s['plain']))
    reg_no = c.digits(c.pick([5, 6, 8]))
    legal = BS['legal'][V.LANGS.index(c.lang)]

    def header(cv, d):
        if d.page == 1:
            return
        cv.setFont(reg, 8)
        cv.drawString(18 * mm, H - 14 * mm, f'{c.m("ORGANIZATION", bank)} · {t("title")}')
        cv.drawRightString(W - 18 * mm, H - 14 * mm, f'{c.m("PERSON_NAME", holder_name)} · {c.m("ACCOUNT", iban)}')

    def footer(cv, d):
        cv.setFont(reg, 7)
        cv.setFillColor(colors.grey)
        cv.drawString(18 * mm, 12 * mm, legal.format(bank=c.m('ORGANIZATION', bank), reg=reg_no))
        cv.drawRightString(W - 18 * mm, 8 * mm, f'{t("page")} {d.page}')

    build(c, path, story, header, footer)


def escape_lines(c, lines):
    """The lines of an address block, marked as one ADDRESS, joined by <br/>."""
    from xml.sax.saxutils import escape
    c.m('ADDRESS', ' '.join(lines))
    return '<br/>'.join(escape(x) for x in lines)


# =============================================================================================
# Payslip
# =============================================================================================
PS = {
    'title': ('Payslip', 'Nómina', 'Bulletin de paie', 'Entgeltabrechnung', 'Cedolino paga', 'Recibo de vencimento', 'Расчётный листок'),
    'for': ('Pay period', 'Periodo de liquidación', 'Période', 'Abrechnungsmonat', 'Periodo di paga', 'Período', 'Период'),
    'paydate': ('Payment date', 'Fecha de pago', 'Date de paiement', 'Auszahlung am', 'Data pagamento', 'Data de pagamento', 'Дата выплаты'),
    'emp': ('Employee', 'Trabajador', 'Salarié', 'Mitarbeiter/in', 'Dipendente', 'Trabalhador', 'Сотрудник'),
    'empno': ('Employee No.', 'Nº empleado', 'Matricule', 'Personalnummer', 'Matricola', 'N.º mecanográfico', 'Табельный номер'),
    'dob': ('Date of birth', 'Fecha de nacimiento', 'Né(e) le', 'Geburtsdatum', 'Data di nascita', 'Data de nascimento', 'Дата рождения'),
    'hired': ('Start date', 'Fecha de alta', 'Date d\'entrée', 'Eintrittsdatum', 'Data assunzione', 'Data de admissão', 'Дата приёма'),
    'job': ('Job title', 'Categoría', 'Emploi', 'Tätigkeit', 'Qualifica', 'Categoria', 'Должность'),
    'cc': ('Cost centre', 'Centro de coste', 'Centre de coût', 'Kostenstelle', 'Centro di costo', 'Centro de custo', 'Подразделение'),
    'code': ('Code', 'Código', 'Code', 'Lohnart', 'Voce', 'Código', 'Код'),
    'item': ('Item', 'Concepto', 'Rubrique', 'Bezeichnung', 'Descrizione', 'Descrição', 'Вид начисления'),
    'units': ('Hours', 'Horas', 'Heures', 'Stunden', 'Ore', 'Horas', 'Часы'),
    'rate': ('Rate', 'Precio', 'Taux', 'Satz', 'Tariffa', 'Valor/hora', 'Ставка'),
    'earn': ('Payments', 'Devengos', 'Gains', 'Bezüge', 'Competenze', 'Abonos', 'Начислено'),
    'ded': ('Deductions', 'Deducciones', 'Retenues', 'Abzüge', 'Trattenute', 'Descontos', 'Удержано'),
    'basic': ('Basic pay', 'Salario base', 'Salaire de base', 'Grundgehalt', 'Retribuzione base', 'Vencimento base', 'Оклад'),
    'ot': ('Overtime', 'Horas extra', 'Heures supplémentaires', 'Überstunden', 'Straordinari', 'Horas extra', 'Сверхурочные'),
    'bonus': ('Performance bonus', 'Plus de productividad', 'Prime d\'objectifs', 'Leistungszulage', 'Premio di produzione', 'Prémio de desempenho', 'Премия'),
    'tax': ('Income tax (PAYE)', 'Retención IRPF', 'Impôt prélevé à la source', 'Lohnsteuer', 'IRPEF', 'Retenção IRS', 'НДФЛ 13%'),
    'soc': ('National Insurance', 'Contingencias comunes', 'CSG/CRDS', 'Rentenversicherung', 'Contributi INPS', 'Segurança Social', 'Профсоюзные взносы'),
    'pens': ('Pension', 'Desempleo', 'Retraite complémentaire', 'Krankenversicherung', 'Fondo pensione', 'Seguro de saúde', 'Алименты'),
    'gross': ('Gross pay', 'Total devengado', 'Salaire brut', 'Gesamtbrutto', 'Totale lordo', 'Total ilíquido', 'Всего начислено'),
    'net': ('Net pay', 'Líquido a percibir', 'Net à payer', 'Auszahlungsbetrag', 'Netto in busta', 'Valor líquido', 'К выплате'),
    'ytd': ('Gross to date', 'Acumulado anual', 'Cumul brut annuel', 'Jahresbrutto bisher', 'Imponibile progressivo', 'Acumulado anual', 'Начислено с начала года'),
    'paid': ('Paid by bank transfer to', 'Transferido a la cuenta', 'Versé par virement sur le compte', 'Überwiesen auf', 'Accreditato sul conto', 'Transferido para a conta', 'Перечислено на счёт'),
    'at': ('at', 'de', 'auprès de', 'bei', 'presso', 'no', 'в'),
    'jobs': (['Warehouse supervisor', 'Care assistant', 'Data analyst'], ['Oficial de primera', 'Administrativa', 'Conductor'],
             ['Technicienne de maintenance', 'Comptable', 'Chauffeur livreur'], ['Industriemechaniker', 'Bürokauffrau', 'Lagerist'],
             ['Impiegata amministrativa', 'Operaio specializzato', 'Magazziniere'], ['Técnico administrativo', 'Operadora fabril', 'Motorista'],
             ['Инженер-технолог', 'Бухгалтер', 'Водитель-экспедитор']),
    'conf': ('Private and confidential', 'Confidencial', 'Document confidentiel à conserver sans limitation de durée', 'Vertraulich',
             'Riservato', 'Confidencial', 'Конфиденциально'),
    'page': BS['page'],
}


def payslip(c, path):
    t = lab(PS, c)
    s = styles(c, size=c.pick([8.5, 9]))
    reg, bold = c.fonts
    employer = c.pool(V.EMPLOYERS[c.lang])
    emp_addr = c.address_lines(flat=False)
    p = c.person()
    addr = c.address_lines()
    y, mo = c.int(2024, 2025), c.int(1, 12)
    story = [P(f'<b>{c.x("ORGANIZATION", employer)}</b>', s['h1']),
             P(c.x('ADDRESS', c.addr_inline(emp_addr)), s['small']), gap(4)]
    head = Table([[P(f'<b>{t("title")}</b><br/>{t("for")}: {V.MONTHS[c.lang][mo - 1] if c.lang != "ru" else ["январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь", "октябрь", "ноябрь", "декабрь"][mo - 1]} {y}', s['plain']),
                   P('<br/>'.join([c.x('PERSON_NAME', p['full'])] + [escape_lines(c, addr)]), s['plain'])]],
                 colWidths=[85 * mm, 85 * mm])
    story += [head, gap(4)]
    nid_label, nid = c.national_id()
    dob = c.date_parts(1962, 2001)
    fields = [(t('emp'), c.m('PERSON_NAME', p['full'].upper() if c.chance(0.5) else p['full'])),
              (t('empno'), c.m('ID', c.pick([c.digits(6), 'E' + c.digits(5), c.digits(4) + '-' + c.digits(2)]))),
              (nid_label, c.m('SSN', nid)),
              (t('dob'), c.m('DATE', c.date_num(dob))),
              (t('hired'), c.m('DATE', c.date_num(c.date_parts(2008, 2023)))),
              (t('job'), c.pick(PS['jobs'][V.LANGS.index(c.lang)])),
              (t('cc'), f'{c.int(1, 9)}{c.digits(3)}'),
              (t('paydate'), c.m('DATE', c.date_long((y, mo, c.int(25, 28)))))]
    story += [kv_table(c, fields, size=8.5), gap(4)]
    hours = c.pick([151.7, 160.0, 162.5, 168.0, 173.3])
    rate = c.int(12, 38) + c.int(0, 99) / 100
    basic = round(hours * rate, 2)
    ot_h = c.pick([4.0, 6.5, 8.0, 10.0])
    ot = round(ot_h * rate * 1.5, 2)
    bonus = float(c.int(50, 400))
    gross = round(basic + ot + bonus, 2)
    tax = round(gross * 0.18, 2)
    soc = round(gross * 0.08, 2)
    pens = round(gross * 0.05, 2)
    net = round(gross - tax - soc - pens, 2)
    M = lambda v: c.m('MONEY_AMOUNT', c.money(v, sign=False))
    hfmt = (lambda h: f'{h:.1f}') if c.lang == 'en' else (lambda h: f'{h:.1f}'.replace('.', ','))
    rows = [[str(c.int(1000, 1099)), t('basic'), hfmt(hours), M(rate), M(basic), ''],
            [str(c.int(1200, 1299)), t('ot'), hfmt(ot_h), M(round(rate * 1.5, 2)), M(ot), ''],
            [str(c.int(1300, 1399)), t('bonus'), '', '', M(bonus), ''],
            [str(c.int(5000, 5099)), t('tax'), '', '', '', M(tax)],
            [str(c.int(5100, 5199)), t('soc'), '', '', '', M(soc)],
            [str(c.int(5200, 5299)), t('pens'), '', '', '', M(pens)]]
    story.append(grid_table(c, [t('code'), t('item'), t('units'), t('rate'), t('earn'), t('ded')], rows,
                            [16 * mm, 58 * mm, 18 * mm, 22 * mm, 28 * mm, 28 * mm], align_right=(2, 3, 4, 5)))
    story.append(gap(3))
    totals = [(t('gross'), c.m('MONEY_AMOUNT', c.money(gross))), (t('net'), c.m('MONEY_AMOUNT', c.money(net))),
              (t('ytd'), c.m('MONEY_AMOUNT', c.money(gross * mo, code=c.chance(0.5))))]
    story.append(kv_table(c, totals, widths=(60 * mm, 50 * mm)))
    story.append(gap(3))
    bank = c.pool(V.BANKS[c.lang])
    story.append(P(f'{t("paid")} {c.x("ACCOUNT", c.iban())} {t("at")} {c.x("ORGANIZATION", bank)}.', s['plain']))

    def footer(cv, d):
        cv.setFont(reg, 7)
        cv.drawString(18 * mm, 12 * mm, f'{c.m("ORGANIZATION", employer)} · {t("conf")}')
        cv.drawRightString(W - 18 * mm, 12 * mm, f'{t("page")} {d.page}')

    build(c, path, story, None, footer)


# =============================================================================================
# Lab result report
# =============================================================================================
LR = {
    'title': ('Laboratory report', 'Informe de resultados', 'Compte rendu d\'analyses', 'Laborbefund', 'Referto di laboratorio',
              'Relatório de análises clínicas', 'Результаты лабораторных исследований'),
    'patient': ('Patient', 'Paciente', 'Patient(e)', 'Patient/in', 'Paziente', 'Utente', 'Пациент'),
    'dob': PS['dob'],
    'age': ('Age', 'Edad', 'Âge', 'Alter', 'Età', 'Idade', 'Возраст'),
    'sex': ('Sex', 'Sexo', 'Sexe', 'Geschlecht', 'Sesso', 'Sexo', 'Пол'),
    'pid': ('Patient ID', 'Nº historia clínica', 'N° patient', 'Patienten-Nr.', 'ID paziente', 'N.º de utente', 'Номер карты'),
    'sample': ('Specimen No.', 'Nº de muestra', 'N° de dossier', 'Auftragsnummer', 'N. campione', 'N.º da amostra', 'Номер заявки'),
    'coll': ('Collected', 'Fecha de extracción', 'Prélevé le', 'Entnahme', 'Prelievo del', 'Colheita', 'Дата взятия'),
    'rep': ('Reported', 'Fecha de informe', 'Édité le', 'Befunddatum', 'Refertato il', 'Validado em', 'Дата выдачи'),
    'ref': ('Requested by', 'Médico solicitante', 'Prescripteur', 'Einsender', 'Medico richiedente', 'Médico requisitante', 'Направил врач'),
    'test': ('Test', 'Prueba', 'Analyse', 'Untersuchung', 'Esame', 'Análise', 'Показатель'),
    'result': ('Result', 'Resultado', 'Résultat', 'Ergebnis', 'Risultato', 'Resultado', 'Результат'),
    'unit': ('Units', 'Unidades', 'Unités', 'Einheit', 'Unità', 'Unidades', 'Ед. изм.'),
    'range': ('Reference range', 'Valores de referencia', 'Valeurs de référence', 'Referenzbereich', 'Valori di riferimento',
              'Valores de referência', 'Референсные значения'),
    'haem': ('Haematology', 'Hematología', 'Hématologie', 'Hämatologie', 'Ematologia', 'Hematologia', 'Гематология'),
    'chem': ('Clinical chemistry', 'Bioquímica', 'Biochimie', 'Klinische Chemie', 'Chimica clinica', 'Bioquímica', 'Биохимия'),
    'comment': ('Comment', 'Comentario', 'Commentaire', 'Kommentar', 'Nota', 'Observações', 'Комментарий'),
    'valid': ('Validated by', 'Validado por', 'Validé par', 'Validiert von', 'Validato da', 'Validado por', 'Проверил'),
    'years': tuple(V.AGE_UNIT[l] for l in V.LANGS),
    'sexes': (('Female', 'Male'), ('Mujer', 'Hombre'), ('Féminin', 'Masculin'), ('weiblich', 'männlich'), ('F', 'M'), ('Feminino', 'Masculino'), ('жен.', 'муж.')),
    'page': BS['page'],
    'cmt': ('Results were telephoned to {doc} on {date}. {pat} has been asked to repeat the fasting glucose in three months; '
            'the ferritin was reviewed against the sample of {prev}.',
            'Resultados comunicados por teléfono a {doc} el {date}. Se recomienda a {pat} repetir la glucosa basal en tres meses; '
            'la ferritina se compara con la muestra del {prev}.',
            'Résultats transmis par téléphone à {doc} le {date}. {pat} doit refaire une glycémie à jeun dans trois mois ; '
            'la ferritine est comparée au prélèvement du {prev}.',
            'Befund telefonisch an {doc} am {date} übermittelt. {pat} wird gebeten, die Nüchternglukose in drei Monaten zu '
            'kontrollieren; Ferritin im Vergleich zur Probe vom {prev}.',
            'Risultati comunicati telefonicamente a {doc} il {date}. {pat} ripeterà la glicemia a digiuno fra tre mesi; '
            'ferritina confrontata con il prelievo del {prev}.',
            'Resultados comunicados por telefone a {doc} em {date}. {pat} deverá repetir a glicemia em jejum dentro de três meses; '
            'a ferritina foi comparada com a colheita de {prev}.',
            'Результаты переданы по телефону врачу {doc} {date}. Пациенту {pat} рекомендовано повторить анализ глюкозы через три месяца; '
            'ферритин сравнен с пробой от {prev}.'),
    'dr': ('Dr', 'Dra.', 'Dr', 'Dr. med.', 'Dott.', 'Dr.', ''),
}

TESTS = [  # (name, unit, low, high, decimals)
    ('Haemoglobin (Hb)', 'g/L', 120, 165, 0), ('Leucocytes (WBC)', '10^9/L', 4.0, 11.0, 1), ('Platelets', '10^9/L', 150, 400, 0),
    ('Haematocrit', 'L/L', 0.36, 0.50, 2), ('MCV', 'fL', 80, 100, 0), ('Neutrophils', '10^9/L', 2.0, 7.5, 1),
    ('Sodium', 'mmol/L', 135, 145, 0), ('Potassium', 'mmol/L', 3.5, 5.1, 1), ('Creatinine', 'µmol/L', 59, 104, 0),
    ('eGFR', 'mL/min/1.73m²', 90, 120, 0), ('Glucose (fasting)', 'mmol/L', 3.9, 5.6, 1), ('HbA1c', 'mmol/mol', 20, 42, 0),
    ('ALT', 'U/L', 7, 55, 0), ('Total cholesterol', 'mmol/L', 3.0, 5.0, 1), ('Ferritin', 'µg/L', 30, 400, 0),
    ('TSH', 'mU/L', 0.27, 4.20, 2), ('CRP', 'mg/L', 0, 5, 1), ('Vitamin D (25-OH)', 'nmol/L', 50, 125, 0),
]


def lab_report(c, path):
    t = lab(LR, c)
    i = V.LANGS.index(c.lang)
    s = styles(c, size=9)
    reg, bold = c.fonts
    labname = c.pool(V.LABS[c.lang])
    lab_addr = c.address_lines(flat=False)
    p = c.person()
    dob = c.date_parts(1940, 2005)
    coll = c.date_parts(2025, 2025)
    age = coll[0] - dob[0] - (1 if (coll[1], coll[2]) < (dob[1], dob[2]) else 0)
    patient = f'{p["surname"].upper()} {p["given"]}' if c.lang in ('fr', 'it', 'ru') else p['full']
    if c.lang == 'ru':
        patient = f'{p["surname"]} {p["given"]} {p["middle"]}'
    doc = c.person()
    doc_name = doc['short'] if c.lang != 'ru' else doc['initials']
    pid = c.pick([c.letters(1) + c.digits(7), c.digits(9), c.digits(4) + '/' + c.digits(5)])
    story = [P(f'<b>{c.x("ORGANIZATION", labname)}</b>', s['h1']),
             P(f'{c.x("ADDRESS", c.addr_inline(lab_addr))} · {c.x("PHONE", c.phone(False))} · {c.x("URL", site(c, labname))}', s['small']),
             gap(4), P(t('title'), s['h2'])]
    coll_s = c.date_num(coll)
    rep = (coll[0], coll[1], min(28, coll[2] + 1))
    fields = [(t('patient'), c.m('PERSON_NAME', patient)), (t('dob'), c.m('DATE', c.date_num(dob))),
              (t('age'), c.m('AGE', f'{age} {t("years")}')), (t('sex'), LR['sexes'][i][0 if p['female'] else 1]),
              (t('pid'), c.m('ID', pid)), (t('sample'), c.m('ID', c.digits(2) + c.letters(1) + c.digits(6))),
              (t('coll'), f'{c.m("DATE", coll_s)} {c.int(7, 11):02d}:{c.int(0, 59):02d}'),
              (t('rep'), c.m('DATE', c.date_long(rep))),
              (t('ref'), f'{t("dr")} {c.m("PERSON_NAME", doc_name)}'.strip())]
    story += [kv_table(c, fields, size=8.5), gap(4)]
    dec = ',' if c.lang != 'en' else '.'

    def fmt(v, d):
        return f'{v:.{d}f}'.replace('.', dec)

    for section, tests in ((t('haem'), TESTS[:6]), (t('chem'), TESTS[6:])):
        rows = []
        for name, unit, lo, hi, d in tests:
            v = lo + (hi - lo) * c.rng.uniform(-0.2, 1.2)
            flag = ' H' if v > hi else (' L' if v < lo else '')
            rows.append([name, fmt(v, d) + flag, unit, f'{fmt(lo, d)} – {fmt(hi, d)}'])
        story.append(KeepTogether([P(section, s['h2']),
                                   grid_table(c, [t('test'), t('result'), t('unit'), t('range')], rows,
                                              [62 * mm, 30 * mm, 32 * mm, 50 * mm], align_right=(1,))]))
    prev = c.date_parts(2023, 2024)
    cmt = LR['cmt'][i].format(doc=f'{t("dr")} {c.x("PERSON_NAME", doc_name)}'.strip(), date=c.x('DATE', c.date_long(rep)),
                              pat=c.x('PERSON_NAME', p['short'] if c.lang != 'ru' else p['short']), prev=c.x('DATE', c.date_num(prev)))
    story += [P(t('comment'), s['h2']), P(cmt, s['body']), gap(6)]
    val = c.person()
    story.append(P(f'{t("valid")}: {c.x("PERSON_NAME", val["full"] if c.lang != "ru" else val["initials"])}', s['plain']))
    accr = c.pick(['UKAS 8123', 'ISO 15189', 'COFRAC 8-1234', 'DAkkS D-ML-13145-01-00'])

    def header(cv, d):
        cv.setFont(reg, 7.5)
        cv.drawString(18 * mm, H - 14 * mm, f'{c.m("PERSON_NAME", patient)} · {t("dob")} {c.m("DATE", c.date_num(dob))}')
        cv.drawRightString(W - 18 * mm, H - 14 * mm, f'{t("pid")} {c.m("ID", pid)}')

    def footer(cv, d):
        cv.setFont(reg, 7)
        cv.drawString(18 * mm, 12 * mm, f'{c.m("ORGANIZATION", labname)} · {accr}')
        cv.drawRightString(W - 18 * mm, 12 * mm, f'{t("page")} {d.page}')

    build(c, path, story, header, footer)


# =============================================================================================
# Support-ticket export
# =============================================================================================
ST = {
    'export': ('Ticket export', 'Exportación de incidencia', 'Export du ticket', 'Ticket-Export', 'Esportazione ticket', 'Exportação do pedido', 'Экспорт обращения'),
    'req': ('Requester', 'Solicitante', 'Demandeur', 'Anfragende/r', 'Richiedente', 'Requerente', 'Заявитель'),
    'email': ('Email', 'Correo', 'E-mail', 'E-Mail', 'E-mail', 'E-mail', 'Эл. почта'),
    'phone': ('Phone', 'Teléfono', 'Téléphone', 'Telefon', 'Telefono', 'Telefone', 'Телефон'),
    'cust': BS['cust'],
    'order': ('Order number', 'Nº de pedido', 'N° de commande', 'Bestellnummer', 'N. ordine', 'N.º da encomenda', 'Номер заказа'),
    'product': ('Product', 'Producto', 'Produit', 'Produkt', 'Prodotto', 'Produto', 'Товар'),
    'status': ('Status', 'Estado', 'Statut', 'Status', 'Stato', 'Estado', 'Статус'),
    'agent': ('Assignee', 'Agente', 'Agent', 'Bearbeiter/in', 'Operatore', 'Agente', 'Исполнитель'),
    'created': ('Created', 'Creado', 'Créé le', 'Erstellt', 'Aperto il', 'Criado', 'Создано'),
    'ip': ('Client IP', 'IP del cliente', 'IP client', 'Client-IP', 'IP cliente', 'IP do cliente', 'IP клиента'),
    'wrote': ('wrote', 'escribió', 'a écrit', 'schrieb', 'ha scritto', 'escreveu', 'пишет'),
    'states': ('Solved', 'Resuelto', 'Résolu', 'Gelöst', 'Risolto', 'Resolvido', 'Решено'),
    'page': BS['page'],
    'm1': ('Hello, the router I ordered (order {order}) arrived damaged. Please send the replacement to {addr}, not to my old flat. '
           'You can reach me on {phone} after 5 pm. My neighbour {nb} can accept the parcel.',
           'Hola, el router del pedido {order} llegó dañado. Por favor envíen el cambio a {addr} y no a mi antiguo piso. '
           'Pueden llamarme al {phone} a partir de las 17 h. Mi vecina {nb} puede recoger el paquete.',
           'Bonjour, le routeur de la commande {order} est arrivé endommagé. Merci d\'envoyer le remplacement au {addr} et non à '
           'mon ancien appartement. Vous pouvez me joindre au {phone} après 17 h. Ma voisine {nb} peut réceptionner le colis.',
           'Hallo, der Router aus Bestellung {order} kam beschädigt an. Bitte schicken Sie den Ersatz an {addr}, nicht an meine '
           'alte Wohnung. Erreichbar bin ich unter {phone} ab 17 Uhr. Meine Nachbarin {nb} kann das Paket annehmen.',
           'Buongiorno, il router dell\'ordine {order} è arrivato danneggiato. Vi prego di spedire la sostituzione a {addr} e non '
           'al vecchio appartamento. Sono raggiungibile al {phone} dopo le 17. La mia vicina {nb} può ritirare il pacco.',
           'Olá, o router da encomenda {order} chegou danificado. Enviem a substituição para {addr} e não para a minha antiga casa. '
           'Podem ligar-me para o {phone} depois das 17h. A minha vizinha {nb} pode receber a encomenda.',
           'Здравствуйте! Роутер по заказу {order} пришёл повреждённым. Прошу отправить замену по адресу {addr}, а не на старую '
           'квартиру. Мой телефон {phone}, звонить после 17:00. Посылку может получить соседка {nb}.'),
    'm2': ('Dear {first}, thank you for the photos. I have refunded {amount} to your card {card} and booked a courier for {date}. '
           'Your temporary password for the customer portal is {pw}; please change it after your first login at {url}.',
           'Estimada {first}: gracias por las fotos. Hemos devuelto {amount} a su tarjeta {card} y el mensajero pasará el {date}. '
           'Su contraseña temporal del portal es {pw}; cámbiela tras el primer acceso en {url}.',
           'Bonjour {first}, merci pour les photos. Nous avons remboursé {amount} sur votre carte {card} et un coursier passera le '
           '{date}. Votre mot de passe provisoire est {pw} ; modifiez-le à la première connexion sur {url}.',
           'Guten Tag {first}, danke für die Fotos. Wir haben {amount} auf Ihre Karte {card} erstattet; der Kurier kommt am {date}. '
           'Ihr vorläufiges Passwort für das Kundenportal lautet {pw}; bitte ändern Sie es nach der ersten Anmeldung unter {url}.',
           'Gentile {first}, grazie per le foto. Abbiamo rimborsato {amount} sulla carta {card} e il corriere passerà il {date}. '
           'La password temporanea del portale è {pw}; la cambi al primo accesso su {url}.',
           'Cara {first}, obrigado pelas fotografias. Reembolsámos {amount} no seu cartão {card} e o estafeta passa a {date}. '
           'A sua palavra-passe temporária é {pw}; altere-a no primeiro acesso em {url}.',
           'Уважаемая {first}! Спасибо за фотографии. Мы вернули {amount} на вашу карту {card}, курьер приедет {date}. '
           'Временный пароль для личного кабинета: {pw}; смените его при первом входе на {url}.'),
    'm3': ('Thanks. The courier came, but the tracking number {track} still shows the parcel in the depot. Also my colleague '
           '{col} from {firm} wants the same model; can you send the quote to {mail}?',
           'Gracias. Vino el mensajero, pero el número de seguimiento {track} sigue indicando que el paquete está en el almacén. '
           'Además, mi compañero {col} de {firm} quiere el mismo modelo; ¿pueden enviar el presupuesto a {mail}?',
           'Merci. Le coursier est passé mais le numéro de suivi {track} indique toujours le dépôt. Par ailleurs, mon collègue '
           '{col} de {firm} souhaite le même modèle ; pouvez-vous envoyer le devis à {mail} ?',
           'Danke. Der Kurier war da, aber die Sendungsnummer {track} zeigt das Paket noch im Depot. Mein Kollege {col} von '
           '{firm} möchte dasselbe Modell; könnten Sie das Angebot an {mail} schicken?',
           'Grazie. Il corriere è passato ma il numero di tracciamento {track} indica ancora il deposito. Il mio collega {col} '
           'di {firm} vorrebbe lo stesso modello: potete mandare il preventivo a {mail}?',
           'Obrigada. O estafeta veio, mas o número de seguimento {track} ainda mostra a encomenda no armazém. O meu colega {col} '
           'da {firm} quer o mesmo modelo; podem enviar o orçamento para {mail}?',
           'Спасибо. Курьер приезжал, но по трек-номеру {track} посылка всё ещё на складе. Мой коллега {col} из компании {firm} '
           'хочет такую же модель; пришлите, пожалуйста, предложение на {mail}.'),
}


def support_ticket(c, path):
    t = lab(ST, c)
    s = styles(c, size=9)
    reg, bold = c.fonts
    vendor = c.pool(V.VENDORS[c.lang])
    p = c.person()
    agent = c.person()
    ticket = c.digits(c.pick([5, 6]))
    order = c.pick([f'{c.letters(2)}-{c.digits(7)}', c.digits(9), f'{c.digits(3)}-{c.digits(7)}-{c.digits(7)}'])
    email = c.email(p)
    phone = c.phone()
    created = c.date_parts(2025, 2025)
    story = [P(f'<b>{c.x("ORGANIZATION", vendor)}</b> · {t("export")} #{c.x("ID", ticket)}', s['h1'])]
    ip = f'{c.pick([81, 88, 93, 109, 151, 185, 212])}.{c.int(1, 254)}.{c.int(1, 254)}.{c.int(1, 254)}'
    fields = [(t('req'), c.m('PERSON_NAME', p['full'])), (t('email'), c.m('EMAIL', email)), (t('phone'), c.m('PHONE', phone)),
              (t('cust'), c.m('ID', c.pick(['C', 'K', '']) + c.digits(7))), (t('order'), c.m('ID', order)),
              (t('product'), f'{c.pick(["Router", "Camera", "Heat pump", "Laptop"])} {c.letters(2)}-{c.int(100, 990)}'),
              (t('status'), t('states')), (t('agent'), c.m('PERSON_NAME', agent['short'])),
              (t('created'), f'{c.m("DATE", c.date_num(created, "iso"))} {c.int(8, 18):02d}:{c.int(0, 59):02d}'),
              (t('ip'), c.m('IP', ip))]
    story += [kv_table(c, fields, size=8.5), gap(4)]
    addr = c.address_lines()
    nb = c.person()
    i = V.LANGS.index(c.lang)
    phone2 = c.phone()
    d1 = c.date_num(created, 'iso')
    d2 = (created[0], created[1], min(28, created[2] + 1))
    d3 = (created[0], created[1], min(28, created[2] + 4))
    url = f'https://{site(c, vendor)[4:]}/account/{c.letters(2).lower()}{c.digits(6)}'
    agent_mail = f'{agent["given"].lower()[:1]}{c.digits(3)}@support.{site(c, vendor)[4:]}'
    col = c.person()
    firm = c.pool(V.EMPLOYERS[c.lang])

    def m1():  # each call prints (and marks) the customer's first message again
        return ST['m1'][i].format(order=c.x('ID', order), addr=c.x('ADDRESS', c.addr_inline(addr)),
                                  phone=c.x('PHONE', phone2), nb=c.x('PERSON_NAME', nb['full']))

    def m2(amount, when, pw):
        return ST['m2'][i].format(first=c.x('PERSON_NAME', p['given']), amount=c.x('MONEY_AMOUNT', c.money(amount)),
                                  card=c.x('CREDIT_CARD', c.card_masked()), date=c.x('DATE', c.date_long(when)),
                                  pw=c.x('PASSWORD', pw), url=c.x('URL', url))

    def m3():
        return ST['m3'][i].format(track=c.x('ID', c.pick(['JD', 'CP', '1Z']) + c.digits(14)), col=c.x('PERSON_NAME', col['full']),
                                  firm=c.x('ORGANIZATION', firm), mail=c.x('EMAIL', c.email(col)))

    def pw():
        return c.letters(3, 'abcdefghkmnpqrstuvwxyz') + c.digits(2) + c.pick('#!%$') + c.letters(3)

    msgs = [(p['full'], email, d1, m1()),
            (agent['short'], agent_mail, c.date_num(d2, 'iso'), m2(c.int(40, 400) + 0.99, (d2[0], d2[1], min(28, d2[2] + 2)), pw())),
            (p['full'], email, c.date_num(d3, 'iso'), m3())]
    # Extra rounds make some exports run onto a second or third page.
    for _ in range(c.int(0, 3)):
        msgs.append((agent['short'], agent_mail, c.date_num(d3, 'iso'), m2(c.int(5, 60) + 0.5, d3, pw())))
        msgs.append((p['full'], email, c.date_num(d3, 'iso'), m1()))
    from xml.sax.saxutils import escape
    for who, mail, when, body in msgs:
        c.m('PERSON_NAME', who)
        c.m('EMAIL', mail)
        c.m('DATE', when)
        story.append(P(f'<b>{escape(who)}</b> &lt;{escape(mail)}&gt; · {escape(when)} {c.int(8, 20):02d}:{c.int(10, 59)} — {t("wrote")}:', s['plain']))
        story.append(P(body, s['body']))
        story.append(gap(2))

    def header(cv, d):
        cv.setFont(reg, 7.5)
        cv.drawString(18 * mm, H - 14 * mm, f'#{c.m("ID", ticket)} · {c.m("PERSON_NAME", p["full"])} · {c.m("EMAIL", email)}')

    def footer(cv, d):
        cv.setFont(reg, 7)
        cv.drawString(18 * mm, 12 * mm, f'{c.m("ORGANIZATION", vendor)} Helpdesk · {t("export")} {c.m("DATE", c.date_num(d3, "iso"))}')
        cv.drawRightString(W - 18 * mm, 12 * mm, f'{t("page")} {d.page}')

    build(c, path, story, header, footer)


# =============================================================================================
# Utility bill: a canvas-drawn summary on page one, then the details in Platypus
# =============================================================================================
UB = {
    'title': ('Your electricity bill', 'Su factura de luz', 'Votre facture d\'électricité', 'Ihre Stromrechnung', 'La sua bolletta luce',
              'A sua fatura de eletricidade', 'Счёт за электроэнергию'),
    'acct': ('Account number', 'Nº de contrato', 'N° de compte client', 'Vertragskonto', 'Codice cliente', 'N.º de conta-cliente', 'Лицевой счёт'),
    'billno': ('Bill number', 'Nº de factura', 'N° de facture', 'Rechnungsnummer', 'N. fattura', 'N.º da fatura', 'Номер счёта'),
    'billdate': ('Bill date', 'Fecha de factura', 'Date de facture', 'Rechnungsdatum', 'Data emissione', 'Data da fatura', 'Дата счёта'),
    'due': ('Amount due', 'Importe total', 'Montant à payer', 'Rechnungsbetrag', 'Importo da pagare', 'Valor a pagar', 'Сумма к оплате'),
    'by': ('to be paid by', 'fecha de cargo', 'prélevé le', 'fällig am', 'entro il', 'data limite', 'оплатить до'),
    'supply': ('Supply address', 'Dirección de suministro', 'Adresse du point de livraison', 'Lieferstelle', 'Indirizzo di fornitura',
               'Local de consumo', 'Адрес объекта'),
    'meter': ('Meter serial', 'Nº de contador', 'N° de compteur', 'Zählernummer', 'Matricola contatore', 'N.º do contador', 'Номер счётчика'),
    'mpan': ('Supply number (MPAN)', 'CUPS', 'PDL', 'Marktlokations-ID', 'POD', 'CPE', 'Номер точки поставки'),
    'period': BS['period'],
    'read': ('Meter readings', 'Lecturas', 'Relevés', 'Zählerstände', 'Letture', 'Leituras', 'Показания'),
    'prev': ('Previous', 'Anterior', 'Ancien index', 'Alter Stand', 'Precedente', 'Anterior', 'Предыдущее'),
    'curr': ('Current', 'Actual', 'Nouvel index', 'Neuer Stand', 'Attuale', 'Atual', 'Текущее'),
    'cons': ('Consumption', 'Consumo', 'Consommation', 'Verbrauch', 'Consumo', 'Consumo', 'Расход'),
    'charge': ('Charge', 'Concepto', 'Prestation', 'Position', 'Voce', 'Descrição', 'Услуга'),
    'qty': ('Quantity', 'Cantidad', 'Quantité', 'Menge', 'Quantità', 'Quantidade', 'Количество'),
    'price': ('Unit price', 'Precio unitario', 'Prix unitaire', 'Preis', 'Prezzo unitario', 'Preço unitário', 'Тариф'),
    'amount': ('Amount', 'Importe', 'Montant', 'Betrag', 'Importo', 'Valor', 'Сумма'),
    'energy': ('Energy used', 'Término de energía', 'Consommation d\'énergie', 'Arbeitspreis', 'Quota energia', 'Energia', 'Электроэнергия'),
    'stand': ('Standing charge', 'Término de potencia', 'Abonnement', 'Grundpreis', 'Quota fissa', 'Potência contratada', 'Абонентская плата'),
    'vat': ('VAT 5%', 'IVA 21%', 'TVA 20 %', 'MwSt. 19 %', 'IVA 10%', 'IVA 23%', 'НДС 20%'),
    'dd': ('Paid by direct debit from', 'Se cargará en la cuenta', 'Prélèvement sur le compte', 'Abbuchung von', 'Addebito sul conto',
           'Débito direto na conta', 'Автоплатёж со счёта'),
    'holder': BS['holder'],
    'hotline': ('Emergencies', 'Averías', 'Dépannage', 'Störung', 'Guasti', 'Avarias', 'Аварийная служба'),
    'days': ('days', 'días', 'jours', 'Tage', 'giorni', 'dias', 'дн.'),
    'page': BS['page'],
    'note': ('Your estimated annual consumption is {kwh} kWh. If you move home, tell us your final meter reading and the new '
             'address; {name} can also manage this account online at {url}.',
             'Su consumo anual estimado es de {kwh} kWh. Si cambia de domicilio, comuníquenos la lectura final y la nueva dirección; '
             '{name} también puede gestionar este contrato en {url}.',
             'Votre consommation annuelle estimée est de {kwh} kWh. En cas de déménagement, communiquez-nous votre relevé final et '
             'votre nouvelle adresse ; {name} peut aussi gérer ce contrat sur {url}.',
             'Ihr geschätzter Jahresverbrauch beträgt {kwh} kWh. Bei einem Umzug teilen Sie uns bitte den Zählerstand und die neue '
             'Anschrift mit; {name} kann dieses Vertragskonto auch online unter {url} verwalten.',
             'Il consumo annuo stimato è di {kwh} kWh. In caso di trasloco comunichi la lettura finale e il nuovo indirizzo; '
             '{name} può gestire la fornitura anche su {url}.',
             'O seu consumo anual estimado é de {kwh} kWh. Se mudar de casa, indique-nos a leitura final e a nova morada; '
             '{name} pode também gerir este contrato em {url}.',
             'Ваше расчётное годовое потребление {kwh} кВт·ч. При переезде сообщите конечные показания и новый адрес; '
             '{name} может управлять счётом на сайте {url}.'),
}


def utility_bill(c, path):
    t = lab(UB, c)
    i = V.LANGS.index(c.lang)
    s = styles(c, size=9)
    reg, bold = c.fonts
    util = c.pool(V.UTILITIES[c.lang])
    util_addr = c.address_lines(flat=False)
    p = c.person()
    addr = c.address_lines()
    acct = c.pick([c.digits(10), f'{c.digits(3)} {c.digits(3)} {c.digits(4)}', c.digits(12)])
    billno = c.pick([f'{c.letters(1)}{c.digits(9)}', f'{c.digits(4)}-{c.digits(6)}'])
    y = c.int(2024, 2025)
    mo = c.int(2, 11)
    billdate = c.date_num((y, mo, c.int(1, 10)))
    due = c.date_long((y, mo, c.int(20, 28)))
    start = c.date_num((y, mo - 1, 1))
    end = c.date_num((y, mo - 1, 28))
    kwh = c.int(120, 640)
    price = c.int(18, 38) / 100 + c.int(0, 99) / 10000
    stand = c.int(25, 60) / 100
    energy = round(kwh * price, 2)
    standing = round(28 * stand, 2)
    vat = round((energy + standing) * 0.1, 2)
    total = round(energy + standing + vat, 2)
    url = site(c, util)
    meter = c.pick([f'{c.digits(2)}{c.letters(1)}{c.digits(7)}', c.digits(8), f'1ESY{c.digits(10)}'])
    mpan = c.pick([f'{c.digits(2)} {c.digits(4)} {c.digits(4)} {c.digits(3)}', f'ES00{c.digits(16)}{c.letters(2)}', c.digits(14)])
    name_print = p['full'].upper() if c.chance(0.5) else p['full']
    hotline = {'en': '0800 111 999', 'es': '900 123 456', 'fr': '09 72 67 50 00', 'de': '0800 112 1100', 'it': '800 900 860',
               'pt': '800 506 506', 'ru': '8 800 220 0 220'}[c.lang]

    def first(cv, d):
        # A summary page drawn with the canvas: a logo band, an address window, boxed fields.
        cv.setFillColor(colors.Color(0.1, 0.35, 0.55))
        cv.rect(0, H - 28 * mm, W, 28 * mm, stroke=0, fill=1)
        cv.setFillColor(colors.white)
        cv.setFont(bold, 16)
        cv.drawString(18 * mm, H - 15 * mm, c.m('ORGANIZATION', util))
        cv.setFont(reg, 8)
        cv.drawString(18 * mm, H - 22 * mm, f'{c.m("ADDRESS", c.addr_inline(util_addr))} · {c.m("URL", url)}')
        cv.setFillColor(colors.black)
        # Address window (left), as an envelope shows it.
        cv.setFont(reg, 10)
        yy = H - 48 * mm
        cv.drawString(22 * mm, yy, c.m('PERSON_NAME', name_print))
        c.m('ADDRESS', ' '.join(addr))
        for line in addr:
            yy -= 12
            cv.drawString(22 * mm, yy, line)
        # Boxed fields (right).
        bx = 115 * mm
        by = H - 40 * mm
        for label, value in [(t('acct'), c.m('ID', acct)), (t('billno'), c.m('ID', billno)), (t('billdate'), c.m('DATE', billdate)),
                             (t('period'), f'{c.m("DATE", start)} – {c.m("DATE", end)}')]:
            cv.setStrokeColor(colors.grey)
            cv.rect(bx, by - 10 * mm, 77 * mm, 10 * mm)
            cv.setFont(reg, 6.5)
            cv.drawString(bx + 2 * mm, by - 3.5 * mm, label)
            cv.setFont(bold, 9)
            cv.drawString(bx + 2 * mm, by - 8 * mm, value)
            by -= 10 * mm
        # The amount due, large.
        cv.setFont(reg, 10)
        cv.drawString(22 * mm, H - 96 * mm, t('title'))
        cv.setFont(bold, 20)
        cv.drawString(22 * mm, H - 106 * mm, c.m('MONEY_AMOUNT', c.money(total)))
        cv.setFont(reg, 9)
        cv.drawString(22 * mm, H - 112 * mm, f'{t("by")} {c.m("DATE", due)}')
        cv.line(18 * mm, H - 118 * mm, W - 18 * mm, H - 118 * mm)

    story = [P(t('supply'), s['h2']), P(c.x('ADDRESS', c.addr_inline(addr)), s['plain']),
             kv_table(c, [(t('meter'), c.m('ID', meter)), (t('mpan'), c.m('ID', mpan))], size=8.5), gap(3),
             P(t('read'), s['h2'])]
    r0 = c.int(10000, 60000)
    story.append(grid_table(c, [t('prev'), t('curr'), t('cons')],
                            [[f'{c.m("DATE", start)}: {r0}', f'{c.m("DATE", end)}: {r0 + kwh}', f'{kwh} kWh']],
                            [55 * mm, 55 * mm, 40 * mm]))
    story.append(gap(3))
    dec = (lambda v, n: f'{v:.{n}f}') if c.lang == 'en' else (lambda v, n: f'{v:.{n}f}'.replace('.', ','))
    rows = [[t('energy'), f'{kwh} kWh', c.m('MONEY_AMOUNT', dec(price, 4)), c.m('MONEY_AMOUNT', c.money(energy, sign=False))],
            [t('stand'), f'28 {t("days")}', c.m('MONEY_AMOUNT', dec(stand, 4)), c.m('MONEY_AMOUNT', c.money(standing, sign=False))],
            [t('vat'), '', '', c.m('MONEY_AMOUNT', c.money(vat, sign=False))],
            [t('due'), '', '', c.m('MONEY_AMOUNT', c.money(total))]]
    story.append(grid_table(c, [t('charge'), t('qty'), t('price'), t('amount')], rows, [70 * mm, 35 * mm, 30 * mm, 35 * mm],
                            align_right=(1, 2, 3), zebra=False))
    story.append(gap(3))
    story.append(P(f'{t("dd")} {c.x("ACCOUNT", c.iban())} ({t("holder")}: {c.x("PERSON_NAME", p["full"])}).', s['plain']))
    story.append(gap(2))
    story.append(P(UB['note'][i].format(kwh=kwh * 12, name=c.x('PERSON_NAME', p['given'] + ' ' + p['surname']), url=c.x('URL', url)), s['body']))
    story.append(P(f'{t("hotline")}: {c.x("PHONE", hotline)}', s['small']))

    def footer(cv, d):
        cv.setFont(reg, 7)
        cv.drawString(18 * mm, 12 * mm, f'{c.m("ORGANIZATION", util)} · {t("acct")} {c.m("ID", acct)}')
        cv.drawRightString(W - 18 * mm, 12 * mm, f'{t("page")} {d.page}')

    build(c, path, story, None, footer, first=first, first_height=100 * mm)


KINDS = {'statement': bank_statement, 'payslip': payslip, 'labreport': lab_report, 'ticket': support_ticket, 'utility': utility_bill}


# =============================================================================================
# HR onboarding record (two columns: text flows down the left column, then the right)
# =============================================================================================
OB = {
    'title': ('New starter record', 'Ficha de incorporación', 'Fiche d\'intégration', 'Personalstammblatt Neueintritt',
              'Scheda di inserimento', 'Ficha de admissão', 'Карточка нового сотрудника'),
    'personal': ('Personal details', 'Datos personales', 'État civil', 'Persönliche Angaben', 'Dati anagrafici', 'Dados pessoais', 'Личные данные'),
    'name': ('Name', 'Nombre', 'Nom', 'Name', 'Nome', 'Nome', 'ФИО'),
    'dob': PS['dob'],
    'addr': ('Home address', 'Domicilio', 'Adresse', 'Wohnanschrift', 'Residenza', 'Morada', 'Адрес'),
    'mobile': ('Mobile', 'Móvil', 'Portable', 'Mobil', 'Cellulare', 'Telemóvel', 'Моб. телефон'),
    'pmail': ('Private email', 'Correo personal', 'Courriel personnel', 'Private E-Mail', 'E-mail personale', 'E-mail pessoal', 'Личная почта'),
    'job': ('Employment', 'Contrato', 'Contrat', 'Beschäftigung', 'Rapporto di lavoro', 'Contrato', 'Трудоустройство'),
    'empno': PS['empno'],
    'start': PS['hired'],
    'manager': ('Line manager', 'Responsable', 'Manager', 'Vorgesetzte/r', 'Responsabile', 'Chefia direta', 'Руководитель'),
    'salary': ('Annual salary', 'Salario bruto anual', 'Salaire annuel brut', 'Jahresgehalt brutto', 'RAL', 'Remuneração anual', 'Оклад в месяц'),
    'iban': ('Salary account', 'Cuenta de nómina', 'RIB (IBAN)', 'Gehaltskonto', 'IBAN accredito', 'IBAN', 'Зарплатный счёт'),
    'it': ('IT access', 'Accesos informáticos', 'Accès informatiques', 'IT-Zugänge', 'Accessi informatici', 'Acessos informáticos', 'ИТ-доступы'),
    'user': ('Username', 'Usuario', 'Identifiant', 'Benutzername', 'Nome utente', 'Utilizador', 'Логин'),
    'wmail': ('Work email', 'Correo corporativo', 'Courriel professionnel', 'Dienstliche E-Mail', 'E-mail aziendale', 'E-mail profissional', 'Рабочая почта'),
    'chat': ('Chat handle', 'Usuario de chat', 'Pseudo messagerie', 'Chat-Name', 'Utente chat', 'Utilizador de chat', 'Ник в мессенджере'),
    'pw': ('Initial password', 'Contraseña inicial', 'Mot de passe initial', 'Initialpasswort', 'Password iniziale', 'Palavra-passe inicial', 'Начальный пароль'),
    'pin': ('Door PIN', 'PIN de acceso', 'Code porte', 'Tür-PIN', 'PIN porta', 'PIN da porta', 'PIN-код двери'),
    'token': ('API token', 'Token de API', 'Jeton d\'API', 'API-Token', 'Token API', 'Token de API', 'API-токен'),
    'home': ('Home folder', 'Carpeta personal', 'Dossier personnel', 'Home-Verzeichnis', 'Cartella personale', 'Pasta pessoal', 'Домашняя папка'),
    'asset': ('Laptop asset tag', 'Nº de inventario portátil', 'N° d\'inventaire PC', 'Inventarnummer Laptop', 'N. inventario PC', 'N.º de inventário', 'Инв. номер ноутбука'),
    'vpn': ('VPN address', 'IP de VPN', 'Adresse VPN', 'VPN-Adresse', 'Indirizzo VPN', 'Endereço VPN', 'IP-адрес VPN'),
    'emerg': ('Emergency contact', 'Contacto de emergencia', 'Personne à prévenir', 'Notfallkontakt', 'Contatto di emergenza', 'Contacto de emergência', 'Контакт на случай ЧС'),
    'page': BS['page'],
    'intro': ('Welcome to {org}. This record is kept by Human Resources and shared only with IT and Payroll. {first}, please check the '
              'details below and tell {hr} at {hrmail} about any correction before your first day, {start}.',
              'Bienvenida a {org}. Esta ficha la custodia Recursos Humanos y solo se comparte con Sistemas y Nóminas. {first}, revise los '
              'datos y comunique cualquier corrección a {hr} ({hrmail}) antes de su primer día, el {start}.',
              'Bienvenue chez {org}. Cette fiche est conservée par les Ressources humaines et partagée uniquement avec l\'informatique et '
              'la paie. {first}, merci de vérifier les informations et de signaler toute correction à {hr} ({hrmail}) avant le {start}.',
              'Willkommen bei {org}. Dieses Blatt führt die Personalabteilung; IT und Lohnbuchhaltung erhalten eine Kopie. {first}, bitte '
              'prüfen Sie die Angaben und melden Sie Korrekturen vor Ihrem ersten Arbeitstag am {start} an {hr} ({hrmail}).',
              'Benvenuta in {org}. Questa scheda è custodita dall\'Ufficio Personale e condivisa solo con IT e Paghe. {first}, verifichi i '
              'dati e segnali eventuali correzioni a {hr} ({hrmail}) prima del primo giorno, il {start}.',
              'Bem-vinda à {org}. Esta ficha é guardada pelos Recursos Humanos e partilhada apenas com a Informática e o Processamento '
              'salarial. {first}, verifique os dados e comunique correções a {hr} ({hrmail}) antes do primeiro dia, {start}.',
              'Добро пожаловать в {org}. Карточку ведёт отдел кадров, копия передаётся в ИТ и бухгалтерию. {first}, проверьте данные и '
              'сообщите об исправлениях {hr} ({hrmail}) до первого рабочего дня, {start}.'),
    'itnote': ('Your laptop is prepared with the home folder {path}. Sign in as {user}; the initial password must be changed at the '
               'first login. Contracts scanned on the shared drive are at {file}. Never paste the token {token} into a chat.',
               'El portátil está preparado con la carpeta {path}. Inicie sesión como {user}; la contraseña inicial debe cambiarse en el '
               'primer acceso. Los contratos escaneados están en {file}. No pegue nunca el token {token} en un chat.',
               'Votre ordinateur est préparé avec le dossier {path}. Connectez-vous en tant que {user} ; le mot de passe initial doit être '
               'changé à la première connexion. Les contrats numérisés sont dans {file}. Ne collez jamais le jeton {token} dans une messagerie.',
               'Ihr Laptop ist mit dem Verzeichnis {path} eingerichtet. Melden Sie sich als {user} an; das Initialpasswort ist bei der ersten '
               'Anmeldung zu ändern. Gescannte Verträge liegen unter {file}. Fügen Sie das Token {token} nie in einen Chat ein.',
               'Il portatile è configurato con la cartella {path}. Acceda come {user}; la password iniziale va cambiata al primo accesso. '
               'I contratti scansionati sono in {file}. Non incolli mai il token {token} in una chat.',
               'O portátil está preparado com a pasta {path}. Entre como {user}; a palavra-passe inicial tem de ser alterada no primeiro '
               'acesso. Os contratos digitalizados estão em {file}. Nunca cole o token {token} num chat.',
               'Ноутбук настроен с домашней папкой {path}. Входите под логином {user}; начальный пароль нужно сменить при первом входе. '
               'Сканы договоров лежат в {file}. Никогда не вставляйте токен {token} в чат.'),
    'week': ('Your first week', 'Su primera semana', 'Votre première semaine', 'Ihre erste Woche', 'La prima settimana', 'A primeira semana', 'Первая неделя'),
    'day': ('Day', 'Día', 'Jour', 'Tag', 'Giorno', 'Dia', 'День'),
    'session': ('Session', 'Sesión', 'Séance', 'Termin', 'Sessione', 'Sessão', 'Мероприятие'),
    'host': ('With', 'Con', 'Avec', 'Mit', 'Con', 'Com', 'Ведущий'),
    'sessions': (['Health and safety induction', 'Systems training', 'Team introduction', 'Site tour'],
                 ['Prevención de riesgos', 'Formación en sistemas', 'Presentación del equipo', 'Visita a las instalaciones'],
                 ['Accueil sécurité', 'Formation aux outils', 'Présentation de l\'équipe', 'Visite du site'],
                 ['Arbeitsschutzunterweisung', 'Systemschulung', 'Teamvorstellung', 'Werksrundgang'],
                 ['Formazione sicurezza', 'Formazione sistemi', 'Presentazione del team', 'Visita allo stabilimento'],
                 ['Formação de segurança', 'Formação em sistemas', 'Apresentação da equipa', 'Visita às instalações'],
                 ['Вводный инструктаж', 'Обучение системам', 'Знакомство с командой', 'Экскурсия по заводу']),
    'privacy': ('We process the personal data on this record to administer your employment, pay and pension, to give you access to '
                'our systems and to contact someone on your behalf in an emergency. It is kept for six years after your employment '
                'ends. You may ask for a copy, a correction or, where the law allows, erasure at any time.',
                'Tratamos los datos de esta ficha para gestionar la relación laboral, la nómina y la previsión social, darle acceso a '
                'los sistemas y avisar a alguien en caso de emergencia. Se conservan durante seis años tras la baja. Puede ejercer '
                'sus derechos de acceso, rectificación y supresión en cualquier momento.',
                'Les données de cette fiche sont traitées pour la gestion de votre contrat, de la paie et de la retraite, pour vos '
                'accès informatiques et pour prévenir un proche en cas d\'urgence. Elles sont conservées six ans après la fin du '
                'contrat. Vous pouvez en demander copie, rectification ou effacement.',
                'Wir verarbeiten die Daten dieses Blattes zur Durchführung des Arbeitsverhältnisses, der Entgeltabrechnung und der '
                'Altersversorgung, für Ihre IT-Zugänge und um im Notfall eine Person zu benachrichtigen. Sie werden sechs Jahre nach '
                'dem Austritt gelöscht. Auskunft, Berichtigung und Löschung können Sie jederzeit verlangen.',
                'Trattiamo i dati di questa scheda per gestire il rapporto di lavoro, le paghe e la previdenza, per gli accessi '
                'informatici e per avvisare qualcuno in caso di emergenza. Sono conservati per sei anni dalla cessazione. Può '
                'chiederne copia, rettifica o cancellazione in ogni momento.',
                'Tratamos os dados desta ficha para gerir o contrato de trabalho, o processamento salarial e a previdência, dar-lhe '
                'acesso aos sistemas e contactar alguém em caso de emergência. São conservados durante seis anos após a cessação. '
                'Pode pedir cópia, retificação ou apagamento a qualquer momento.',
                'Данные карточки обрабатываются для ведения трудовых отношений, расчёта заработной платы и пенсионных взносов, '
                'предоставления доступа к системам и связи с близкими в экстренном случае. Они хранятся шесть лет после увольнения. '
                'Вы можете запросить копию, исправление или удаление данных.'),
    'sig': ('Signed for Human Resources', 'Por Recursos Humanos', 'Pour les Ressources humaines', 'Für die Personalabteilung',
            'Per l\'Ufficio Personale', 'Pelos Recursos Humanos', 'Инспектор отдела кадров'),
}
TRANSLIT = str.maketrans({'а': 'a', 'б': 'b', 'в': 'v', 'г': 'g', 'д': 'd', 'е': 'e', 'ё': 'e', 'ж': 'zh', 'з': 'z', 'и': 'i', 'й': 'y',
                          'к': 'k', 'л': 'l', 'м': 'm', 'н': 'n', 'о': 'o', 'п': 'p', 'р': 'r', 'с': 's', 'т': 't', 'у': 'u', 'ф': 'f',
                          'х': 'kh', 'ц': 'ts', 'ч': 'ch', 'ш': 'sh', 'щ': 'shch', 'ъ': '', 'ы': 'y', 'ь': '', 'э': 'e', 'ю': 'yu', 'я': 'ya',
                          'á': 'a', 'à': 'a', 'â': 'a', 'ä': 'a', 'ã': 'a', 'ç': 'c', 'é': 'e', 'è': 'e', 'ê': 'e', 'ë': 'e', 'í': 'i',
                          'ï': 'i', 'î': 'i', 'ñ': 'n', 'ó': 'o', 'ô': 'o', 'ö': 'o', 'õ': 'o', 'ú': 'u', 'ü': 'u', 'û': 'u', 'ß': 'ss',
                          "'": '', ' ': '', '-': ''})


def onboarding(c, path):
    t = lab(OB, c)
    i = V.LANGS.index(c.lang)
    s = styles(c, size=8.5)
    reg, bold = c.fonts
    org = c.pool(V.EMPLOYERS[c.lang])
    p = c.person()
    hr = c.person()
    mgr = c.person()
    em = c.person()
    given = p['given'].lower().translate(TRANSLIT)
    sur = p['surname'].split()[-1].lower().translate(TRANSLIT)
    user = c.pick([f'{given[0]}{sur}', f'{given}.{sur}', f'{sur}{given[0]}{c.int(1, 9)}'])
    dom = site(c, org)[4:]
    wmail = f'{given}.{sur}@{dom}'
    hrmail = f'{hr["given"].lower().translate(TRANSLIT)[0]}.{hr["surname"].split()[-1].lower().translate(TRANSLIT)}@{dom}'
    start = c.date_parts(2025, 2025)
    alnum = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789'
    token = c.pick([f'ghp_{c.letters(36, alnum)}', f'sk-{c.letters(40, alnum)}', f'AKIA{c.letters(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}',
                    f'xoxb-{c.digits(11)}-{c.digits(12)}-{c.letters(24, alnum)}'])
    home = c.pick([f'/home/{user}', f'C:\\Users\\{user}', f'/Users/{user}'])
    fileurl = f'file:///srv/hr/{user}/contract-{start[0]}.pdf' if c.chance(0.5) else f'file://fs01/personal/{user}/offer.pdf'
    nid_label, nid = c.national_id()
    addr = c.address_lines()
    story = [P(f'<b>{c.x("ORGANIZATION", org)}</b>', s['h1']), P(t('title'), s['h2'])]
    story.append(P(OB['intro'][i].format(org=c.x('ORGANIZATION', org), first=c.x('PERSON_NAME', p['given']), hr=c.x('PERSON_NAME', hr['full']),
                                         hrmail=c.x('EMAIL', hrmail), start=c.x('DATE', c.date_long(start))), s['body']))
    kw = (37 * mm, 45 * mm)
    from xml.sax.saxutils import escape as esc

    def kv(pairs):  # values wrap inside their narrow column; labels wrap too, never run into the value
        return kv_table(c, [(Paragraph(f'<b>{esc(a)}</b>', s['cell']), Paragraph(esc(b), s['cell']) if isinstance(b, str) else b)
                            for a, b in pairs], widths=kw, size=8)

    story.append(P(OB['privacy'][i], s['body']))
    story += [P(t('personal'), s['h2']),
              kv([(t('name'), c.m('PERSON_NAME', p['full'].upper())), (t('dob'), c.m('DATE', c.date_num(c.date_parts(1965, 2003)))),
                           (nid_label, c.m('SSN', nid)), (t('addr'), Paragraph(escape_lines(c, addr), s['cell'])),
                           (t('mobile'), c.m('PHONE', c.phone())), (t('pmail'), c.m('EMAIL', c.email(p)))]),
              P(t('job'), s['h2']),
              kv([(t('empno'), c.m('ID', c.pick([c.digits(6), 'P' + c.digits(5)]))), (t('start'), c.m('DATE', c.date_num(start))),
                           (t('manager'), c.m('PERSON_NAME', mgr['short'])),
                           (t('salary'), c.m('MONEY_AMOUNT', c.money(c.int(24, 70) * 1000 if c.lang != 'ru' else c.int(60, 250) * 1000, code=c.chance(0.5)))),
                           (t('iban'), Paragraph(c.x('ACCOUNT', c.iban()), s['cell']))]),
              P(t('it'), s['h2']),
              kv([(t('user'), c.m('USERNAME', user)), (t('wmail'), Paragraph(c.x('EMAIL', wmail), s['cell'])),
                           (t('chat'), c.m('USERNAME', '@' + user.replace('.', '_'))),
                           (t('pw'), c.m('PASSWORD', c.letters(4, alnum) + c.pick('#%&!') + c.digits(3) + c.letters(2, alnum))),
                           (t('pin'), c.m('PASSWORD', c.digits(c.pick([4, 6])))),
                           (t('asset'), f'NB-{c.int(2019, 2025)}-{c.digits(4)}'),
                           (t('vpn'), c.m('IP', f'10.{c.int(1, 250)}.{c.int(1, 250)}.{c.int(2, 250)}'))])]
    story.append(P(OB['itnote'][i].format(path=c.x('URL', home), user=c.x('USERNAME', user), file=c.x('URL', fileurl),
                                          token=c.x('PASSWORD', token)), s['body']))
    rows = []
    for day in range(1, c.int(4, 6)):
        host = c.person()
        rows.append([f'{t("day")} {day}', c.pick(OB['sessions'][i]), c.m('PERSON_NAME', host['short'] if c.lang != 'ru' else host['initials'])])
    story += [P(t('week'), s['h2']), grid_table(c, ['', t('session'), t('host')], rows, [14 * mm, 38 * mm, 30 * mm], size=7.5)]
    rel = c.pick(['partner', 'mother', 'brother']) if c.lang == 'en' else ''
    story += [P(t('emerg'), s['h2']),
              P(f'{c.x("PERSON_NAME", em["full"])}{" (" + rel + ")" if rel else ""}<br/>{c.x("PHONE", c.phone())}<br/>{c.x("EMAIL", c.email(em))}', s['plain']),
              gap(6), P(f'{t("sig")}: {c.x("PERSON_NAME", hr["initials"])} · {c.x("DATE", c.date_num((start[0], start[1], max(1, start[2] - 7))))}', s['small'])]

    def header(cv, d):
        cv.setFont(reg, 7.5)
        cv.drawString(18 * mm, H - 14 * mm, f'{c.m("ORGANIZATION", org)} · {t("title")}')
        cv.drawRightString(W - 18 * mm, H - 14 * mm, c.m('PERSON_NAME', p['full']))

    def footer(cv, d):
        cv.setFont(reg, 7)
        cv.drawRightString(W - 18 * mm, 12 * mm, f'{t("page")} {d.page}')

    build(c, path, story, header, footer, columns=2)


KINDS['onboarding'] = onboarding


# =============================================================================================
# Letter (a customer's complaint to a firm, or a firm's letter to a customer)
# =============================================================================================
LT = {
    'yourref': ('Your ref.', 'Su ref.', 'V/Réf.', 'Ihr Zeichen', 'Vs. rif.', 'V/ Ref.ª', 'На № '),
    'ourref': ('Our ref.', 'Nuestra ref.', 'N/Réf.', 'Unser Zeichen', 'Ns. rif.', 'N/ Ref.ª', 'Исх. № '),
    'subject': ('Subject', 'Asunto', 'Objet', 'Betreff', 'Oggetto', 'Assunto', 'Тема'),
    'subj': ('Refund of the charges on contract {n}', 'Reembolso de los cargos del contrato {n}', 'Remboursement des prélèvements du contrat {n}',
             'Erstattung der Abbuchungen zu Vertrag {n}', 'Rimborso degli addebiti sul contratto {n}', 'Reembolso dos débitos do contrato {n}',
             'Возврат списаний по договору {n}'),
    'sal': (('Dear Ms {s},', 'Dear Mr {s},'), ('Estimada Sra. {s}:', 'Estimado Sr. {s}:'), ('Madame {s},', 'Monsieur {s},'),
            ('Sehr geehrte Frau {s},', 'Sehr geehrter Herr {s},'), ('Gentile Sig.ra {s},', 'Egregio Sig. {s},'),
            ('Exma. Senhora D. {s},', 'Exmo. Senhor {s},'), ('Уважаемая {s}!', 'Уважаемый {s}!')),
    'close': ('Yours sincerely,', 'Atentamente,', 'Je vous prie d\'agréer, Madame, Monsieur, mes salutations distinguées.',
              'Mit freundlichen Grüßen', 'Distinti saluti,', 'Com os melhores cumprimentos,', 'С уважением,'),
    'body1': ('Further to your telephone call of {d1} with my colleague {col}, I confirm that {org} took two payments of {amt} from '
              'your account {acct} in error. The second payment has been refunded and will reach your account by {d2}.',
              'En relación con su llamada del {d1} a mi compañero {col}, le confirmo que {org} cargó por error dos recibos de {amt} en '
              'su cuenta {acct}. El segundo importe se ha devuelto y estará disponible antes del {d2}.',
              'Suite à votre appel du {d1} avec mon collègue {col}, je vous confirme que {org} a prélevé par erreur deux fois {amt} sur '
              'votre compte {acct}. Le second prélèvement vous a été remboursé et sera crédité au plus tard le {d2}.',
              'Bezugnehmend auf Ihr Telefonat vom {d1} mit meinem Kollegen {col} bestätige ich, dass {org} irrtümlich zweimal {amt} '
              'von Ihrem Konto {acct} abgebucht hat. Der zweite Betrag wurde erstattet und wird bis zum {d2} gutgeschrieben.',
              'Facendo seguito alla Sua telefonata del {d1} con il collega {col}, Le confermo che {org} ha addebitato per errore due '
              'volte {amt} sul conto {acct}. Il secondo addebito è stato stornato e sarà accreditato entro il {d2}.',
              'Na sequência do seu telefonema de {d1} com o meu colega {col}, confirmo que a {org} debitou por engano duas vezes {amt} '
              'na sua conta {acct}. O segundo débito foi devolvido e estará disponível até {d2}.',
              'В ответ на ваш звонок от {d1} моему коллеге {col} подтверждаю, что {org} ошибочно дважды списала {amt} с вашего счёта '
              '{acct}. Второе списание возвращено и поступит на счёт не позднее {d2}.'),
    'body2': ('As a gesture of goodwill we have also credited {goodwill} to your customer account {cust}. If you have any further '
              'questions, please call me directly on {phone} or write to {mail}. Your account can also be viewed at {url}.',
              'Como compensación hemos abonado además {goodwill} en su cuenta de cliente {cust}. Para cualquier consulta puede llamarme '
              'directamente al {phone} o escribir a {mail}. También puede consultar su cuenta en {url}.',
              'À titre commercial, nous avons également crédité {goodwill} sur votre compte client {cust}. Pour toute question, vous '
              'pouvez me joindre directement au {phone} ou écrire à {mail}. Votre espace client est accessible sur {url}.',
              'Als Entschuldigung haben wir Ihrem Kundenkonto {cust} zusätzlich {goodwill} gutgeschrieben. Bei Fragen erreichen Sie '
              'mich direkt unter {phone} oder per E-Mail an {mail}. Ihr Kundenkonto finden Sie auch unter {url}.',
              'A titolo di cortesia abbiamo inoltre accreditato {goodwill} sul Suo conto cliente {cust}. Per qualsiasi domanda può '
              'chiamarmi direttamente al {phone} o scrivere a {mail}. Può consultare il Suo conto anche su {url}.',
              'Como compensação creditámos ainda {goodwill} na sua conta de cliente {cust}. Para qualquer questão pode ligar-me '
              'diretamente para o {phone} ou escrever para {mail}. A sua conta pode também ser consultada em {url}.',
              'В качестве компенсации мы также зачислили {goodwill} на ваш лицевой счёт {cust}. По всем вопросам звоните мне напрямую '
              'по телефону {phone} или пишите на {mail}. Личный кабинет доступен на сайте {url}.'),
    'role': ('Customer Relations Manager', 'Responsable de Atención al Cliente', 'Responsable relation clientèle', 'Leiterin Kundenservice',
             'Responsabile Relazioni Clienti', 'Gestora de Clientes', 'Руководитель клиентской службы'),
    'page': BS['page'],
}


def letter(c, path):
    t = lab(LT, c)
    i = V.LANGS.index(c.lang)
    s = styles(c, size=c.pick([10, 10.5]))
    reg, bold = c.fonts
    org = c.pool(V.UTILITIES[c.lang] + V.VENDORS[c.lang])
    org_addr = c.address_lines(flat=False)
    cust = c.person()
    addr = c.address_lines()
    signer = c.person()
    col = c.person()
    town = org_addr[-1] if c.lang != 'ru' else None
    place = c.town()[0]
    on = c.date_parts(2025, 2025)
    contract = c.pick([c.digits(10), f'{c.letters(2)}-{c.digits(6)}', f'{c.digits(3)}/{c.digits(5)}'])
    # Letterhead (right), recipient window (left), place and date, references, subject.
    story = [P(f'<b>{c.x("ORGANIZATION", org)}</b><br/>{escape_lines(c, org_addr)}<br/>{c.x("URL", site(c, org))}', s['right']), gap(8)]
    name_line = cust['full'] if c.chance(0.6) else cust['full'].upper()
    story.append(P(f'{c.x("PERSON_NAME", name_line)}<br/>{escape_lines(c, addr)}', s['plain']))
    story += [gap(8), P(f'{c.x("LOCATION", place)}, {c.x("DATE", c.date_long(on))}', s['right']), gap(3)]
    yref = c.letters(3) + '/' + c.digits(5)
    oref = c.letters(2) + c.digits(7)
    story.append(P(f'{t("yourref")} {c.x("ID", yref)} · {t("ourref")} {c.x("ID", oref)}', s['small']))
    story.append(P(f'<b>{t("subject")}: {LT["subj"][i].format(n=c.x("ID", contract))}</b>', s['plain']))
    story.append(gap(4))
    sal = LT['sal'][i][0 if cust['female'] else 1]
    who = cust['short'] if c.lang == 'ru' else cust['surname']
    story.append(P(sal.format(s=c.x('PERSON_NAME', who)), s['plain']))
    story.append(gap(2))
    d1 = (on[0], max(1, on[1] - 1), c.int(1, 28))
    d2 = (on[0], on[1], min(28, on[2] + 10))
    story.append(P(LT['body1'][i].format(d1=c.x('DATE', c.date_long(d1)), col=c.x('PERSON_NAME', col['full']), org=c.x('ORGANIZATION', org),
                                         amt=c.x('MONEY_AMOUNT', c.money(c.int(20, 300) + c.int(0, 99) / 100)), acct=c.x('ACCOUNT', c.iban()),
                                         d2=c.x('DATE', c.date_num(d2))), s['body']))
    phone = c.phone(False)
    sig_given = signer['given'].lower().translate(TRANSLIT)
    sig_sur = signer['surname'].split()[-1].lower().translate(TRANSLIT)
    story.append(P(LT['body2'][i].format(goodwill=c.x('MONEY_AMOUNT', c.money(float(c.pick([10, 15, 20, 25, 50])))),
                                         cust=c.x('ID', c.digits(8)), phone=c.x('PHONE', phone),
                                         mail=c.x('EMAIL', f'{sig_given}.{sig_sur}@{site(c, org)[4:]}'),
                                         url=c.x('URL', f'https://{site(c, org)[4:]}/login')), s['body']))
    story += [gap(4), P(t('close'), s['plain']), gap(12),
              P(f'{c.x("PERSON_NAME", signer["full"])}<br/>{t("role")}', s['plain'])]
    if c.chance(0.5):
        cc = c.person()
        story += [gap(4), P(f'cc: {c.x("PERSON_NAME", cc["full"])}', s['small'])]

    def footer(cv, d):
        cv.setFont(reg, 7)
        cv.drawString(18 * mm, 12 * mm, f'{c.m("ORGANIZATION", org)} · {c.m("ADDRESS", c.addr_inline(org_addr))}')
        cv.drawRightString(W - 18 * mm, 12 * mm, f'{t("page")} {d.page}')

    build(c, path, story, None, footer)


KINDS['letter'] = letter


# =============================================================================================
# United States: a hospital bill with the insurer's adjustments (English, US formats only)
# =============================================================================================

def us_medical_bill(c, path):
    from kit import us_address, us_date, us_money, us_person, us_phone, us_ssn
    s = styles(c, size=9)
    reg, bold = c.fonts
    hosp = c.pool(V.US_HOSPITALS)
    h_addr = us_address(c)
    pat = us_person(c)
    guar = us_person(c) if c.chance(0.4) else pat
    addr = us_address(c)
    insurer = c.pool(V.US_INSURERS)
    acct = c.digits(c.pick([8, 10]))
    member = c.pick([f'{c.letters(3)}{c.digits(9)}', f'W{c.digits(10)}', f'{c.digits(3)}-{c.digits(2)}-{c.digits(4)}-01'])
    group = c.pick([c.digits(6), f'GRP-{c.digits(5)}', f'{c.letters(2)}{c.digits(4)}'])
    billing_phone = us_phone(c)
    stmt = (2025, c.int(2, 11), c.int(1, 28))
    dob = (c.int(1945, 2010), c.int(1, 12), c.int(1, 28))
    ein = f'{c.digits(2)}-{c.digits(7)}'
    # Service lines with the insurer's adjustments (CPT codes and units are no personal data).
    lines = []
    for _ in range(c.int(6, 16)):
        d = (2025, stmt[1] - 1, c.int(1, 28))
        ch = c.int(40, 2400) + c.int(0, 99) / 100
        pd_ = round(ch * c.pick([0.0, 0.45, 0.6, 0.7]), 2)
        ad = round((ch - pd_) * c.pick([0.2, 0.5, 0.8]), 2)
        lines.append((d, ch, pd_, ad, c.pick(['99213', '80053', '71046', '36415', '85025', '93000', '97110']),
                      c.pick(['Office visit, established', 'Metabolic panel', 'Chest X-ray, 2 views', 'Venipuncture',
                              'Blood count (CBC)', 'Electrocardiogram', 'Therapeutic exercise']), c.int(1, 3)))
    charges = round(sum(x[1] for x in lines), 2)
    paid = round(sum(x[2] for x in lines), 2)
    adj = round(sum(x[3] for x in lines), 2)
    due = round(charges - paid - adj, 2)
    story = [P(f'<b>{c.x("ORGANIZATION", hosp)}</b><br/>{escape_lines(c, h_addr)}<br/>Billing questions: {c.x("PHONE", billing_phone)}', s['plain']),
             gap(5),
             Table([[P(f'{c.x("PERSON_NAME", guar["full"].upper())}<br/>{escape_lines(c, addr)}', s['plain']),
                     kv_table(c, [('Statement date', c.m('DATE', us_date(c, stmt, 'num'))), ('Account number', c.m('ID', acct)),
                                  ('Amount due', c.m('MONEY_AMOUNT', us_money(due))),
                                  ('Due by', c.m('DATE', us_date(c, (2025, stmt[1] + 1, stmt[2]), 'long')))],
                              widths=(30 * mm, 45 * mm), size=8.5)]], colWidths=[90 * mm, 80 * mm]),
             gap(4), P('Patient and coverage', s['h2']),
             kv_table(c, [('Patient', c.m('PERSON_NAME', pat['last_first'])), ('Date of birth', c.m('DATE', us_date(c, dob, 'num'))),
                          ('SSN', c.m('SSN', c.pick([us_ssn(c), 'XXX-XX-' + c.digits(4), '***-**-' + c.digits(4)]))),
                          ('Insurance', c.m('ORGANIZATION', insurer)), ('Member ID', c.m('ID', member)), ('Group number', c.m('ID', group)),
                          ('Guarantor', c.m('PERSON_NAME', guar['full'])), ('Guarantor phone', c.m('PHONE', us_phone(c)))]), gap(3)]
    rows = [[c.m('DATE', f'{d[1]:02d}/{d[2]:02d}'), cpt, desc, str(units), c.m('MONEY_AMOUNT', f'{ch:,.2f}'),
             c.m('MONEY_AMOUNT', f'{pd_:,.2f}'), c.m('MONEY_AMOUNT', f'{ad:,.2f}')] for d, ch, pd_, ad, cpt, desc, units in lines]
    story.append(grid_table(c, ['Date', 'CPT', 'Description', 'Units', 'Charges', 'Ins. paid', 'Adjustment'], rows,
                            [14 * mm, 14 * mm, 56 * mm, 12 * mm, 24 * mm, 24 * mm, 26 * mm], align_right=(3, 4, 5, 6)))
    story += [gap(3), kv_table(c, [('Total charges', c.m('MONEY_AMOUNT', us_money(charges))),
                                   ('Insurance payments', c.m('MONEY_AMOUNT', us_money(-paid))),
                                   ('Adjustments', c.m('MONEY_AMOUNT', us_money(-adj))), ('Patient balance', c.m('MONEY_AMOUNT', us_money(due)))],
                              widths=(45 * mm, 40 * mm)), gap(3)]
    card = '************' + c.digits(4)
    story.append(P(f'Pay online at {c.x("URL", "https://pay." + domain(hosp) + ".org/" + acct)} or by phone at '
                   f'{c.x("PHONE", "1-888-555-" + c.digits(4))}. Card on file: {c.x("CREDIT_CARD", card)}. '
                   f'Automatic payments from routing number {c.x("ID", "0" + c.digits(8))}, account '
                   f'{c.x("ACCOUNT", c.digits(c.pick([9, 10, 12])))} were set up on '
                   f'{c.x("DATE", us_date(c, (2024, c.int(1, 12), c.int(1, 28)), "ord"))}. Questions about coverage: '
                   f'{c.x("ORGANIZATION", insurer)}, {c.x("PHONE", us_phone(c))}.', s['body']))

    def footer(cv, d):
        cv.setFont(reg, 7)
        cv.drawString(18 * mm, 12 * mm, f'{c.m("ORGANIZATION", hosp)} · EIN {ein} · Account {c.m("ID", acct)}')
        cv.drawRightString(W - 18 * mm, 12 * mm, f'Page {d.page}')

    build(c, path, story, None, footer)


us_medical_bill.langs = ['en']
us_medical_bill.copies = 5
KINDS['usbill'] = us_medical_bill
