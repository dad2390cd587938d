"""dev15's kinds (tunable): pension benefit statements, insurance renewals, bank account
statements, hospital admission letters, utility final bills, university admission letters."""

from kit import (Doc, date_long, date_num, digits, escape, footnote, heading, iban, leader_row, list_block,
                 money, national_id, para, phone, rand_date, subheading, table)
from letter import open_letter, salutation, signature
from values import LANGS


def fill(template, **vals):
    """Escapes a sentence template's text and puts the (already marked) FO values in."""
    out = escape(template)
    for k, v in vals.items():
        out = out.replace('{' + k + '}', v)
    return out


def dob(rng):
    return (rng.randint(1948, 1999), rng.randint(1, 12), rng.randint(1, 28))


# ------------------------------------------------------------------ pension benefit statement
PENSION = {
    'forms': {'en': ['{s} Pension Trust', '{s} Retirement Fund Ltd'], 'es': ['Fondo de Pensiones {s}', '{s} Pensiones, S.A.'],
              'fr': ['Caisse de retraite {s}', 'Mutuelle Retraite {s}'], 'de': ['Pensionskasse {s} VVaG', 'Versorgungswerk {s}'],
              'it': ['Fondo Pensione {s}', 'Previdenza {s} S.p.A.'], 'pt': ['Fundo de Pensões {s}', '{s} Pensões, S.A.'],
              'ru': ['НПФ «{s}»', 'АО НПФ «{s}»']},
    'employer': {'en': ['{s} Engineering plc', '{s} Foods Ltd'], 'es': ['Construcciones {s} S.L.', 'Talleres {s} S.A.'],
                 'fr': ['Transports {s} SARL', 'Laiterie {s} SAS'], 'de': ['{s} Maschinenbau GmbH', 'Brauerei {s} KG'],
                 'it': ['Officine {s} S.r.l.', 'Cartiera {s} S.p.A.'], 'pt': ['Metalúrgica {s}, Lda.', 'Conservas {s}, S.A.'],
                 'ru': ['ООО «{s} Строй»', 'АО «Завод {s}»']},
    'title': {'en': 'Annual benefit statement', 'es': 'Extracto anual de derechos consolidados', 'fr': 'Relevé annuel de situation individuelle',
              'de': 'Jährliche Renteninformation', 'it': 'Comunicazione periodica annuale', 'pt': 'Extrato anual de benefícios',
              'ru': 'Ежегодное уведомление о пенсионном счёте'},
    'ref': {'en': 'Member no.', 'es': 'N.º partícipe', 'fr': 'N° adhérent', 'de': 'Mitgliedsnr.', 'it': 'Posizione n.',
            'pt': 'N.º participante', 'ru': 'Договор №'},
    'rows': {'en': ['National Insurance no.', 'Date of birth', 'Normal retirement date'],
             'es': ['DNI', 'Fecha de nacimiento', 'Fecha prevista de jubilación'],
             'fr': ['N° de sécurité sociale', 'Date de naissance', 'Date de départ prévue'],
             'de': ['Steuer-ID', 'Geburtsdatum', 'Regelaltersgrenze erreicht am'],
             'it': ['Codice fiscale', 'Data di nascita', 'Data pensionamento prevista'],
             'pt': ['NIF', 'Data de nascimento', 'Data prevista de reforma'],
             'ru': ['СНИЛС', 'Дата рождения', 'Дата назначения пенсии']},
    'body': {'en': 'Your fund was worth {v} on {d}. Contributions of {c} were paid in the year by you and by your employer {e}; the projected pension at your normal retirement date is {p} a year.',
             'es': 'El valor de sus derechos consolidados a {d} asciende a {v}. Durante el ejercicio se aportaron {c} entre usted y su empresa {e}; la pensión estimada en la fecha de jubilación es de {p} anuales.',
             'fr': 'Au {d}, la valeur de votre épargne retraite est de {v}. Les cotisations versées par vous et par votre employeur {e} se sont élevées à {c} ; la rente annuelle estimée à la date de départ est de {p}.',
             'de': 'Zum {d} beträgt Ihr Kapital {v}. Im Jahr wurden von Ihnen und Ihrem Arbeitgeber {e} Beiträge von {c} gezahlt; die voraussichtliche Rente ab Erreichen der Regelaltersgrenze beträgt jährlich {p}.',
             'it': 'Al {d} la sua posizione individuale ammonta a {v}. Nell\'anno sono stati versati contributi per {c} da lei e dal suo datore di lavoro {e}; la rendita annua stimata al pensionamento è di {p}.',
             'pt': 'Em {d}, o valor da sua conta individual era de {v}. No ano foram entregues contribuições de {c} por si e pela sua entidade empregadora {e}; a pensão anual estimada à data da reforma é de {p}.',
             'ru': 'По состоянию на {d} сумма пенсионных накоплений составляет {v}. За год вами и вашим работодателем {e} уплачено взносов на {c}; прогнозная пенсия составит {p} в год.'},
    'thead': {'en': ['Year', 'Your contributions', 'Employer', 'Growth', 'Fund value'],
              'es': ['Año', 'Aportación partícipe', 'Aportación empresa', 'Rentabilidad', 'Valor'],
              'fr': ['Année', 'Vos cotisations', 'Employeur', 'Plus-value', 'Encours'],
              'de': ['Jahr', 'Eigenbeitrag', 'Arbeitgeber', 'Wertzuwachs', 'Kapital'],
              'it': ['Anno', 'Contributo aderente', 'Datore', 'Rendimento', 'Posizione'],
              'pt': ['Ano', 'Contribuições suas', 'Empregador', 'Rendimento', 'Valor'],
              'ru': ['Год', 'Ваши взносы', 'Работодатель', 'Доход', 'Накопления']},
    'benef': {'en': 'Nominated beneficiaries', 'es': 'Beneficiarios designados', 'fr': 'Bénéficiaires désignés',
              'de': 'Benannte Bezugsberechtigte', 'it': 'Beneficiari designati', 'pt': 'Beneficiários designados',
              'ru': 'Правопреемники'},
    'rel': {'en': ['spouse', 'daughter', 'son'], 'es': ['cónyuge', 'hija', 'hijo'], 'fr': ['conjoint', 'fille', 'fils'],
            'de': ['Ehegatte', 'Tochter', 'Sohn'], 'it': ['coniuge', 'figlia', 'figlio'], 'pt': ['cônjuge', 'filha', 'filho'],
            'ru': ['супруг(а)', 'дочь', 'сын']},
    'foot': {'en': 'Projection under the Pension Schemes Act 1993, s. 113; figures in today\'s money at 2.5 % growth.',
             'es': 'Cálculo conforme al art. 34 del Real Decreto 304/2004; rentabilidad supuesta del 2,5 %.',
             'fr': 'Estimation établie selon l\'article L. 224-3 du Code monétaire et financier, hypothèse de 2,5 %.',
             'de': 'Hochrechnung nach § 4a BetrAVG mit 2,5 % Wertentwicklung p. a.',
             'it': 'Stima ai sensi dell\'art. 13 D.Lgs. 252/2005, rendimento ipotizzato 2,5 %.',
             'pt': 'Projeção nos termos do Decreto-Lei n.º 12/2006, rendibilidade de 2,5 %.',
             'ru': 'Расчёт по ст. 36.2 Федерального закона № 75-ФЗ, доходность 2,5 %.'},
    'role': {'en': 'Member services', 'es': 'Atención al partícipe', 'fr': 'Service adhérents', 'de': 'Mitgliederservice',
             'it': 'Ufficio aderenti', 'pt': 'Apoio ao participante', 'ru': 'Отдел по работе с клиентами'},
    'for': {'en': 'for', 'es': 'de', 'fr': 'de', 'de': 'für', 'it': 'di', 'pt': 'de', 'ru': '—'},
}


def pension(doc):
    L, lang, P, rng = PENSION, doc.lang, doc.P, doc.rng
    p, addr = P.person(), P.address()
    firm = P.org(L['forms'][lang])
    employer = P.org(L['employer'][lang])
    ref = f'{rng.choice("PKRM")}{digits(rng, 7)}'
    r = L['rows'][lang]
    rows = [(r[0], doc.v('SSN', national_id(lang, rng))), (r[1], doc.v('DATE', date_num(lang, dob(rng)))),
            (r[2], doc.v('DATE', date_num(lang, (rng.randint(2031, 2058), rng.randint(1, 12), 1))))]
    rows.insert(0, (L['ref'][lang], doc.v('ID', ref)))
    open_letter(doc, firm, L['ref'][lang], ref, p, addr, rows)
    # text-transform="uppercase" prints the name in capitals: the truth holds it as printed
    doc.add(heading(f'{escape(L["title"][lang])} {escape(L["for"][lang])} {doc.v("PERSON_NAME", p["full"].upper())}'))
    doc.add(salutation(doc, p))
    base = rng.randint(800000, 9000000)
    doc.add(para(fill(L['body'][lang], v=doc.v('MONEY_AMOUNT', money(lang, base), True),
                      d=doc.v('DATE', date_num(lang, (2024, 12, 31))), c=doc.v('MONEY_AMOUNT', money(lang, rng.randint(90000, 900000))),
                      e=doc.v('ORGANIZATION', employer, True), p=doc.v('MONEY_AMOUNT', money(lang, rng.randint(200000, 2400000)))) +
                 footnote('1', escape(L['foot'][lang]))))
    rows_t, val = [], base // 2
    for y in range(2014, 2025):
        a, b, g = rng.randint(60000, 400000), rng.randint(30000, 300000), rng.randint(-50000, 250000)
        val += a + b + g
        rows_t.append([str(y)] + [doc.v('MONEY_AMOUNT', money(lang, x)) for x in (a, b, g, val)])
    doc.add(table([1, 2, 2, 2, 2], [escape(h) for h in L['thead'][lang]], rows_t, money_cols=(1, 2, 3, 4)))
    doc.add(subheading(escape(L['benef'][lang])))
    items, shares = [], [50, 50] if rng.random() < 0.5 else [60, 25, 15]
    for i, sh in enumerate(shares):
        b = P.person()
        items.append(f'{doc.v("PERSON_NAME", b["full"])} ({escape(L["rel"][lang][0 if i == 0 else (1 if b["sex"] == "f" else 2)])}), '
                     f'{doc.v("DATE", date_num(lang, dob(rng)))} — {sh} %')
    doc.add(list_block(items))
    doc.add(signature(doc, P.person(), L['role'][lang], firm))
    doc.title = L['title'][lang]


# ------------------------------------------------------------------ insurance renewal
INSURANCE = {
    'forms': {'en': ['{s} Mutual Insurance', '{s} General Insurance plc'], 'es': ['Seguros {s}', 'Mutua {s}, S.A. de Seguros'],
              'fr': ['Assurances {s}', 'Mutuelle {s} IARD'], 'de': ['{s} Versicherung AG', 'Feuerkasse {s}'],
              'it': ['Assicurazioni {s} S.p.A.', 'Mutua {s}'], 'pt': ['Seguros {s}, S.A.', 'Mútua {s}'],
              'ru': ['САО «{s}»', 'СК «{s}»']},
    'title': {'en': 'Motor insurance renewal', 'es': 'Renovación de su seguro de automóvil', 'fr': 'Avis d\'échéance auto',
              'de': 'Beitragsrechnung Kfz-Versicherung', 'it': 'Avviso di scadenza RC auto', 'pt': 'Aviso de renovação seguro automóvel',
              'ru': 'Уведомление о продлении полиса ОСАГО'},
    'ref': {'en': 'Policy number', 'es': 'N.º de póliza', 'fr': 'N° de contrat', 'de': 'Versicherungsschein-Nr.',
            'it': 'Polizza n.', 'pt': 'Apólice n.º', 'ru': 'Полис №'},
    'rows': {'en': ['Registration', 'Renewal date', 'Annual premium'], 'es': ['Matrícula', 'Fecha de renovación', 'Prima anual'],
             'fr': ['Immatriculation', 'Date d\'échéance', 'Cotisation annuelle'], 'de': ['Kennzeichen', 'Hauptfälligkeit', 'Jahresbeitrag'],
             'it': ['Targa', 'Scadenza', 'Premio annuo'], 'pt': ['Matrícula', 'Data de renovação', 'Prémio anual'],
             'ru': ['Госномер', 'Дата продления', 'Страховая премия']},
    'body': {'en': 'Your policy renews on {d}. We will collect {m} by Direct Debit from account {i} in twelve instalments unless you tell us otherwise before the renewal date.',
             'es': 'Su póliza se renueva el {d}. Cargaremos la prima de {m} en la cuenta {i} salvo que nos indique lo contrario antes del vencimiento.',
             'fr': 'Votre contrat sera reconduit le {d}. La cotisation de {m} sera prélevée sur le compte {i}, sauf résiliation avant l\'échéance.',
             'de': 'Ihr Vertrag verlängert sich am {d}. Den Beitrag von {m} buchen wir im SEPA-Lastschriftverfahren von Ihrem Konto {i} ab.',
             'it': 'La polizza si rinnova il {d}. Il premio di {m} sarà addebitato sul conto {i} salvo disdetta prima della scadenza.',
             'pt': 'A sua apólice renova-se em {d}. O prémio de {m} será cobrado por débito direto na conta {i}.',
             'ru': 'Срок действия полиса продлевается с {d}. Страховая премия {m} будет списана со счёта {i}.'},
    'drivers': {'en': 'Named drivers', 'es': 'Conductores declarados', 'fr': 'Conducteurs désignés', 'de': 'Berechtigte Fahrer',
                'it': 'Conducenti indicati', 'pt': 'Condutores declarados', 'ru': 'Лица, допущенные к управлению'},
    'licence': {'en': 'licence', 'es': 'permiso', 'fr': 'permis', 'de': 'Führerschein seit', 'it': 'patente', 'pt': 'carta',
                'ru': 'ВУ'},
    'thead': {'en': ['Cover', 'Limit', 'Excess', 'Premium'], 'es': ['Garantía', 'Capital', 'Franquicia', 'Prima'],
              'fr': ['Garantie', 'Plafond', 'Franchise', 'Cotisation'], 'de': ['Deckung', 'Summe', 'Selbstbeteiligung', 'Beitrag'],
              'it': ['Garanzia', 'Massimale', 'Franchigia', 'Premio'], 'pt': ['Cobertura', 'Capital', 'Franquia', 'Prémio'],
              'ru': ['Риск', 'Лимит', 'Франшиза', 'Премия']},
    'covers': {'en': ['Third party liability', 'Fire and theft', 'Windscreen', 'Breakdown'],
               'es': ['Responsabilidad civil', 'Incendio y robo', 'Lunas', 'Asistencia en viaje'],
               'fr': ['Responsabilité civile', 'Incendie et vol', 'Bris de glace', 'Assistance'],
               'de': ['Kfz-Haftpflicht', 'Teilkasko', 'Glasbruch', 'Schutzbrief'],
               'it': ['RC auto', 'Incendio e furto', 'Cristalli', 'Assistenza stradale'],
               'pt': ['Responsabilidade civil', 'Incêndio e furto', 'Quebra de vidros', 'Assistência'],
               'ru': ['ОСАГО', 'Угон и хищение', 'Стёкла', 'Эвакуация']},
    'role': {'en': 'Renewals team', 'es': 'Departamento de renovaciones', 'fr': 'Service contrats', 'de': 'Vertragsabteilung',
             'it': 'Ufficio portafoglio', 'pt': 'Departamento de renovações', 'ru': 'Отдел урегулирования'},
}


def plate(lang, rng):
    L = lambda n: ''.join(rng.choice('ABCDEFGHJKLMNPRSTVWXYZ') for _ in range(n))
    return {'en': f'{L(2)}{rng.randint(10, 74)} {L(3)}', 'es': f'{rng.randint(1000, 9999)} {"".join(rng.choice("BCDFGHJKLMNPRSTVWXYZ") for _ in range(3))}',
            'fr': f'{L(2)}-{rng.randint(100, 999)}-{L(2)}', 'de': f'{rng.choice(["GÖ", "BA", "PB", "LG", "HN"])}-{L(2)} {rng.randint(10, 9999)}',
            'it': f'{L(2)} {rng.randint(100, 999)}{L(2)}', 'pt': f'{rng.randint(10, 99)}-{L(2)}-{rng.randint(10, 99)}',
            'ru': f'{rng.choice("АВЕКМНОРСТУХ")}{rng.randint(100, 999)}{rng.choice("АВЕКМНОРСТУХ")}{rng.choice("АВЕКМНОРСТУХ")} {rng.choice(["76", "40", "69", "35", "62"])}'}[lang]


def insurance(doc):
    L, lang, P, rng = INSURANCE, doc.lang, doc.P, doc.rng
    p, addr = P.person(), P.address()
    firm = P.org(L['forms'][lang])
    ref = f'{rng.choice(["MTR", "KFZ", "AU"])}-{digits(rng, 8)}'
    pl = plate(lang, rng)
    prem = rng.randint(24000, 160000)
    ren = rand_date(rng, 2025, 2025)
    r = L['rows'][lang]
    rows = [(L['ref'][lang], doc.v('ID', ref)), (r[0], doc.v('ID', pl)), (r[1], doc.v('DATE', date_num(lang, ren))),
            (r[2], doc.v('MONEY_AMOUNT', money(lang, prem)))]
    open_letter(doc, firm, L['ref'][lang], ref, p, addr, rows)
    doc.add(heading(escape(L['title'][lang])))
    doc.add(salutation(doc, p))
    doc.add(para(fill(L['body'][lang], d=doc.v('DATE', date_long(lang, ren), True), m=doc.v('MONEY_AMOUNT', money(lang, prem)),
                      i=doc.v('ACCOUNT', iban(lang, rng), True))))
    rows_t = []
    for c in L['covers'][lang]:
        rows_t.append([escape(c), doc.v('MONEY_AMOUNT', money(lang, rng.choice([500000, 2500000, 100000000, 150000]))),
                       doc.v('MONEY_AMOUNT', money(lang, rng.choice([0, 15000, 30000, 50000]))),
                       doc.v('MONEY_AMOUNT', money(lang, rng.randint(3000, 60000)))])
    doc.add(table([3, 2, 2, 2], [escape(h) for h in L['thead'][lang]], rows_t, money_cols=(1, 2, 3)))
    doc.add(subheading(escape(L['drivers'][lang])))
    items = []
    for _ in range(rng.randint(1, 3)):
        dpers = P.person()
        items.append(f'{doc.v("PERSON_NAME", dpers["full"])}, {doc.v("DATE", date_num(lang, dob(rng)))} — '
                     f'{escape(L["licence"][lang])} {doc.v("DATE", date_num(lang, rand_date(rng, 1975, 2015)))}')
    doc.add(list_block(items, '–'))
    doc.add(signature(doc, P.person(), L['role'][lang], firm))
    doc.title = L['title'][lang]


# ------------------------------------------------------------------ bank account statement
BANK = {
    'forms': {'en': ['{s} Building Society', '{s} Bank plc'], 'es': ['Caja Rural {s}', 'Banco {s}, S.A.'],
              'fr': ['Banque Populaire {s}', 'Crédit Mutuel {s}'], 'de': ['Sparkasse {s}', 'Volksbank {s} eG'],
              'it': ['Banca di Credito Cooperativo {s}', 'Cassa di Risparmio {s}'], 'pt': ['Caixa de Crédito {s}', 'Banco {s}, S.A.'],
              'ru': ['АО «Банк {s}»', 'КБ «{s}»']},
    'title': {'en': 'Current account statement', 'es': 'Extracto de cuenta corriente', 'fr': 'Relevé de compte',
              'de': 'Kontoauszug Girokonto', 'it': 'Estratto conto corrente', 'pt': 'Extrato de conta à ordem',
              'ru': 'Выписка по счёту'},
    'ref': {'en': 'Statement no.', 'es': 'Extracto n.º', 'fr': 'Relevé n°', 'de': 'Auszug Nr.', 'it': 'Estratto n.',
            'pt': 'Extrato n.º', 'ru': 'Выписка №'},
    'rows': {'en': ['Account', 'Period', 'Opening balance'], 'es': ['Cuenta', 'Periodo', 'Saldo inicial'],
             'fr': ['Compte', 'Période', 'Solde initial'], 'de': ['IBAN', 'Zeitraum', 'Alter Kontostand'],
             'it': ['IBAN', 'Periodo', 'Saldo iniziale'], 'pt': ['IBAN', 'Período', 'Saldo inicial'],
             'ru': ['Счёт', 'Период', 'Входящий остаток']},
    'thead': {'en': ['Date', 'Details', 'Paid out', 'Paid in', 'Balance'], 'es': ['Fecha', 'Concepto', 'Cargo', 'Abono', 'Saldo'],
              'fr': ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'], 'de': ['Datum', 'Buchungstext', 'Soll', 'Haben', 'Saldo'],
              'it': ['Data', 'Descrizione', 'Addebiti', 'Accrediti', 'Saldo'], 'pt': ['Data', 'Descritivo', 'Débito', 'Crédito', 'Saldo'],
              'ru': ['Дата', 'Операция', 'Списание', 'Зачисление', 'Остаток']},
    'ops': {'en': ['Direct Debit {o}', 'Faster Payment from {p}', 'Card payment {o}', 'Standing order to {p}'],
            'es': ['Recibo {o}', 'Transferencia de {p}', 'Compra con tarjeta {o}', 'Bizum a {p}'],
            'fr': ['Prélèvement {o}', 'Virement de {p}', 'Paiement CB {o}', 'Virement permanent à {p}'],
            'de': ['Lastschrift {o}', 'Gutschrift von {p}', 'Kartenzahlung {o}', 'Dauerauftrag an {p}'],
            'it': ['Addebito SDD {o}', 'Bonifico da {p}', 'Pagamento POS {o}', 'Bonifico a {p}'],
            'pt': ['Débito direto {o}', 'Transferência de {p}', 'Compra {o}', 'MB WAY para {p}'],
            'ru': ['Оплата услуг {o}', 'Перевод от {p}', 'Покупка {o}', 'Перевод {p}']},
    'merch': {'en': ['{s} Water Ltd', '{s} Grocers', '{s} Energy'], 'es': ['Aguas de {s}', 'Supermercados {s}', 'Electra {s}'],
              'fr': ['Eaux de {s}', 'Épicerie {s}', 'Énergie {s}'], 'de': ['Stadtwerke {s}', '{s} Markt', 'Bäckerei {s}'],
              'it': ['Acquedotto {s}', 'Supermercati {s}', 'Farmacia {s}'], 'pt': ['Águas do {s}', 'Mercearia {s}', 'Farmácia {s}'],
              'ru': ['ООО «{s} Водоканал»', 'Магазин «{s}»', 'ПАО «{s} Энерго»']},
    'close': {'en': 'Closing balance', 'es': 'Saldo final', 'fr': 'Nouveau solde', 'de': 'Neuer Kontostand', 'it': 'Saldo finale',
              'pt': 'Saldo final', 'ru': 'Исходящий остаток'},
    'overdraft': {'en': 'Your arranged overdraft limit is {m}. Please check this statement and tell us within 30 days if anything is wrong.',
                  'es': 'Su límite de descubierto autorizado es de {m}. Revise este extracto y comuníquenos cualquier error en 30 días.',
                  'fr': 'Votre autorisation de découvert est de {m}. Vérifiez ce relevé et signalez toute anomalie sous 30 jours.',
                  'de': 'Ihr eingeräumter Dispositionskredit beträgt {m}. Einwendungen gegen diesen Auszug bitte innerhalb von sechs Wochen.',
                  'it': 'Il fido accordato è di {m}. Eventuali contestazioni entro 60 giorni dal ricevimento.',
                  'pt': 'O seu limite de descoberto autorizado é de {m}. Verifique este extrato e comunique qualquer erro em 30 dias.',
                  'ru': 'Лимит овердрафта по счёту: {m}. Претензии по выписке принимаются в течение 30 дней.'},
}


def bank(doc):
    L, lang, P, rng = BANK, doc.lang, doc.P, doc.rng
    p, addr = P.person(), P.address()
    firm = P.org(L['forms'][lang])
    ref = f'{rng.randint(1, 12)}/{2025}'
    acct = iban(lang, rng)
    m0 = rng.randint(1, 4)
    start, end = (2025, m0, 1), (2025, m0 + 1, 28)
    bal = rng.randint(-50000, 600000)
    r = L['rows'][lang]
    rows = [(r[0], doc.v('ACCOUNT', acct)), (r[1], doc.v('DATE', date_num(lang, start)) + ' – ' + doc.v('DATE', date_num(lang, end))),
            (r[2], doc.v('MONEY_AMOUNT', money(lang, bal)))]
    open_letter(doc, firm, L['ref'][lang], ref, p, addr, rows)
    doc.add(heading(escape(L['title'][lang])))
    merchants = [P.org(L['merch'][lang]) for _ in range(3)]
    friends = [P.person()['full'] for _ in range(3)]
    rows_t = []
    n = rng.randint(40, 95)
    days = sorted(rng.randint(0, 57) for _ in range(n))
    for dd in days:
        y, mo, da = 2025, m0 + dd // 28, dd % 28 + 1
        op = rng.randrange(4)
        tpl = L['ops'][lang][op]
        who = doc.v('ORGANIZATION', rng.choice(merchants)) if '{o}' in tpl else doc.v('PERSON_NAME', rng.choice(friends))
        text = escape(tpl).replace('{o}', who).replace('{p}', who)
        amt = rng.randint(300, 250000)
        credit = op == 1
        bal += amt if credit else -amt
        cells = [doc.v('DATE', date_num(lang, (y, mo, da))), text, '', '', doc.v('MONEY_AMOUNT', money(lang, bal))]
        cells[3 if credit else 2] = doc.v('MONEY_AMOUNT', money(lang, amt))
        rows_t.append(cells)
    doc.add(table([2, 6, 2.2, 2.2, 2.4], [escape(h) for h in L['thead'][lang]], rows_t, money_cols=(2, 3, 4), font_size='8pt'))
    doc.add(leader_row(f'<fo:inline font-weight="bold">{escape(L["close"][lang])}</fo:inline>', doc.v('MONEY_AMOUNT', money(lang, bal), True)))
    doc.add(para(fill(L['overdraft'][lang], m=doc.v('MONEY_AMOUNT', money(lang, rng.choice([50000, 100000, 150000, 250000]))))))
    doc.title = L['title'][lang]


# ------------------------------------------------------------------ hospital admission letter
HOSPITAL = {
    'forms': {'en': ['{s} General Hospital', '{s} NHS Foundation Trust'], 'es': ['Hospital Universitario {s}', 'Clínica {s}'],
              'fr': ['Centre hospitalier {s}', 'Clinique {s}'], 'de': ['Klinikum {s}', 'Kreiskrankenhaus {s} gGmbH'],
              'it': ['Ospedale {s}', 'Casa di Cura {s}'], 'pt': ['Hospital {s}', 'Clínica {s}'],
              'ru': ['ГБУЗ «{s} больница»', 'Клиника «{s}»']},
    'title': {'en': 'Admission letter', 'es': 'Citación para ingreso hospitalario', 'fr': 'Convocation pour hospitalisation',
              'de': 'Einbestellung zur stationären Aufnahme', 'it': 'Lettera di ricovero', 'pt': 'Convocatória para internamento',
              'ru': 'Направление на госпитализацию'},
    'ref': {'en': 'Hospital no.', 'es': 'N.º historia', 'fr': 'IPP', 'de': 'Fall-Nr.', 'it': 'N. nosologico', 'pt': 'N.º processo',
            'ru': 'Карта №'},
    'rows': {'en': ['NHS number', 'Date of birth', 'Age'], 'es': ['DNI', 'Fecha de nacimiento', 'Edad'],
             'fr': ['N° de sécurité sociale', 'Né(e) le', 'Âge'], 'de': ['Versichertennr.', 'Geburtsdatum', 'Alter'],
             'it': ['Codice fiscale', 'Nato/a il', 'Età'], 'pt': ['N.º utente', 'Data de nascimento', 'Idade'],
             'ru': ['СНИЛС', 'Дата рождения', 'Возраст']},
    'years': {'en': 'years', 'es': 'años', 'fr': 'ans', 'de': 'Jahre', 'it': 'anni', 'pt': 'anos', 'ru': 'лет'},
    'body': {'en': 'You are booked for admission on {d} at {t} under the care of {c}. Please report to the admissions desk and bring this letter. If you cannot attend, call the ward on {ph}.',
             'es': 'Su ingreso está programado para el {d} a las {t} a cargo del Dr./Dra. {c}. Preséntese en admisión con esta carta. Si no puede acudir, llame al {ph}.',
             'fr': 'Votre admission est prévue le {d} à {t} dans le service du Dr {c}. Présentez-vous au bureau des entrées muni de cette lettre. En cas d\'empêchement, appelez le {ph}.',
             'de': 'Ihre Aufnahme ist am {d} um {t} Uhr bei {c} vorgesehen. Bitte melden Sie sich mit diesem Schreiben an der Patientenaufnahme. Bei Verhinderung rufen Sie bitte {ph} an.',
             'it': 'Il ricovero è fissato per il {d} alle ore {t} presso il reparto del dott. {c}. Si presenti all\'accettazione con questa lettera. In caso di impedimento chiami il {ph}.',
             'pt': 'O seu internamento está marcado para {d} às {t}, aos cuidados de {c}. Apresente-se na admissão com esta carta. Se não puder comparecer, ligue para {ph}.',
             'ru': 'Госпитализация назначена на {d} в {t}, лечащий врач — {c}. Обратитесь в приёмное отделение с этим направлением. При невозможности явки позвоните по телефону {ph}.'},
    'bring': {'en': ['this letter and a list of your medicines', 'night clothes and toiletries', 'nothing to eat after midnight'],
              'es': ['esta carta y la lista de su medicación', 'ropa de dormir y útiles de aseo', 'ayuno desde medianoche'],
              'fr': ['cette lettre et votre ordonnance', 'vêtements de nuit et nécessaire de toilette', 'à jeun depuis minuit'],
              'de': ['dieses Schreiben und Ihren Medikationsplan', 'Nachtwäsche und Waschzeug', 'ab Mitternacht nüchtern bleiben'],
              'it': ['questa lettera e l\'elenco dei farmaci', 'pigiama e necessario per l\'igiene', 'digiuno dalla mezzanotte'],
              'pt': ['esta carta e a lista de medicação', 'roupa de dormir e artigos de higiene', 'jejum desde a meia-noite'],
              'ru': ['направление и список лекарств', 'сменную одежду и средства гигиены', 'не принимать пищу после полуночи']},
    'instr': {'en': 'Before your admission', 'es': 'Antes del ingreso', 'fr': 'Avant votre venue', 'de': 'Vor der Aufnahme',
              'it': 'Prima del ricovero', 'pt': 'Antes do internamento', 'ru': 'Перед госпитализацией'},
    'long': {'en': 'Stop taking blood-thinning medicines seven days before the procedure unless your doctor tells you otherwise. Arrange for an adult to take you home and to stay with you for the first night. Visiting hours on the ward are from two until eight in the evening; mobile telephones may be used in the day room only.',
             'es': 'Suspenda los anticoagulantes siete días antes de la intervención salvo indicación médica. Organice que un adulto le acompañe a casa y permanezca con usted la primera noche. El horario de visitas es de dos a ocho de la tarde.',
             'fr': 'Interrompez les anticoagulants sept jours avant l\'intervention sauf avis contraire de votre médecin. Prévoyez qu\'un adulte vous raccompagne et reste auprès de vous la première nuit. Les visites sont autorisées de quatorze à vingt heures.',
             'de': 'Setzen Sie blutverdünnende Medikamente sieben Tage vor dem Eingriff ab, sofern Ihr Arzt nichts anderes anordnet. Sorgen Sie dafür, dass ein Erwachsener Sie abholt und in der ersten Nacht bei Ihnen bleibt. Besuchszeiten auf Station sind von vierzehn bis zwanzig Uhr.',
             'it': 'Sospenda i farmaci anticoagulanti sette giorni prima dell\'intervento salvo diversa indicazione del medico. Organizzi il rientro a casa con un accompagnatore adulto che resti con lei la prima notte. Le visite sono consentite dalle quattordici alle venti.',
             'pt': 'Suspenda os anticoagulantes sete dias antes da intervenção, salvo indicação médica em contrário. Combine com um adulto o regresso a casa e a companhia na primeira noite. As visitas decorrem entre as catorze e as vinte horas.',
             'ru': 'Прекратите приём антикоагулянтов за семь дней до вмешательства, если врач не назначил иное. Договоритесь, чтобы взрослый сопровождающий забрал вас домой и остался с вами в первую ночь. Часы посещения в отделении — с четырнадцати до двадцати часов.'},
    'ward': {'en': 'Ward', 'es': 'Planta', 'fr': 'Service', 'de': 'Station', 'it': 'Reparto', 'pt': 'Serviço', 'ru': 'Отделение'},
    'role': {'en': 'Admissions office', 'es': 'Servicio de admisión', 'fr': 'Bureau des entrées', 'de': 'Patientenaufnahme',
             'it': 'Ufficio accettazione', 'pt': 'Serviço de admissão', 'ru': 'Приёмное отделение'},
}


def hospital(doc):
    L, lang, P, rng = HOSPITAL, doc.lang, doc.P, doc.rng
    p, addr = P.person(), P.address()
    firm = P.org(L['forms'][lang])
    ref = f'{digits(rng, 8)}'
    birth = dob(rng)
    age = 2025 - birth[0] - 1
    nhs = f'{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 4)}' if lang == 'en' else national_id(lang, rng)
    r = L['rows'][lang]
    rows = [(L['ref'][lang], doc.v('ID', ref)), (r[0], doc.v('SSN', nhs)), (r[1], doc.v('DATE', date_num(lang, birth))),
            (r[2], doc.v('AGE', f'{age} {L["years"][lang]}'))]
    open_letter(doc, firm, L['ref'][lang], ref, p, addr, rows)
    doc.columns = 2
    doc.add(heading(escape(L['title'][lang])))
    doc.add(salutation(doc, p))
    cons = P.person()
    ward_phone = phone(lang, rng)
    doc.add(para(fill(L['body'][lang], d=doc.v('DATE', date_long(lang, rand_date(rng, 2025, 2025)), True),
                      t=f'{rng.randint(7, 14):02d}:{rng.choice(["00", "15", "30", "45"])}',
                      c=doc.v('PERSON_NAME', cons['full'], True), ph=doc.v('PHONE', ward_phone))))
    doc.add(para(f'{escape(L["ward"][lang])} {rng.randint(2, 9)}{rng.choice("ABC")} · ' + escape(L['instr'][lang]) + ':'))
    doc.add(list_block([escape(x) for x in L['bring'][lang]]))
    # two-column instructions (region-body column-count="2"; blocks without span flow in columns)
    for chunk in L['long'][lang].split('. '):
        doc.add(para(escape(chunk.rstrip('.') + '.'), span_all=False))
    doc.add(signature(doc, P.person(), L['role'][lang], firm))
    doc.title = L['title'][lang]


# ------------------------------------------------------------------ utility final bill
UTILITY = {
    'forms': {'en': ['{s} Water plc', '{s} Electricity Ltd'], 'es': ['Aguas de {s}, S.A.', 'Eléctrica {s}, S.L.'],
              'fr': ['Régie des eaux {s}', 'Électricité {s}'], 'de': ['Stadtwerke {s} GmbH', 'Wasserverband {s}'],
              'it': ['Acque {s} S.p.A.', 'Energia {s} S.r.l.'], 'pt': ['Águas de {s}, E.M.', 'Eletricidade {s}, S.A.'],
              'ru': ['МУП «Водоканал {s}»', 'АО «{s} Энергосбыт»']},
    'title': {'en': 'Final bill', 'es': 'Factura de cierre', 'fr': 'Facture de résiliation', 'de': 'Schlussrechnung',
              'it': 'Fattura di chiusura', 'pt': 'Fatura final', 'ru': 'Итоговый счёт'},
    'ref': {'en': 'Customer no.', 'es': 'N.º de cliente', 'fr': 'Réf. client', 'de': 'Kundennummer', 'it': 'Codice cliente',
            'pt': 'N.º cliente', 'ru': 'Лицевой счёт'},
    'rows': {'en': ['Supply address', 'Meter serial', 'Move-out date', 'Bill number'],
             'es': ['Dirección de suministro', 'N.º contador', 'Fecha de baja', 'N.º factura'],
             'fr': ['Adresse de desserte', 'N° compteur', 'Date de départ', 'N° facture'],
             'de': ['Lieferstelle', 'Zählernummer', 'Auszugsdatum', 'Rechnungsnr.'],
             'it': ['Indirizzo fornitura', 'Matricola contatore', 'Data cessazione', 'Fattura n.'],
             'pt': ['Local de consumo', 'N.º contador', 'Data de saída', 'Fatura n.º'],
             'ru': ['Адрес поставки', 'Номер счётчика', 'Дата выезда', 'Счёт №']},
    'thead': {'en': ['Charge', 'From', 'To', 'Units', 'Amount'], 'es': ['Concepto', 'Desde', 'Hasta', 'Consumo', 'Importe'],
              'fr': ['Rubrique', 'Du', 'Au', 'Quantité', 'Montant'], 'de': ['Position', 'Von', 'Bis', 'Menge', 'Betrag'],
              'it': ['Voce', 'Dal', 'Al', 'Quantità', 'Importo'], 'pt': ['Descrição', 'De', 'Até', 'Consumo', 'Valor'],
              'ru': ['Услуга', 'С', 'По', 'Объём', 'Сумма']},
    'items': {'en': ['Standing charge', 'Consumption', 'Sewerage', 'VAT 5 %'], 'es': ['Cuota de servicio', 'Consumo', 'Saneamiento', 'IVA 10 %'],
              'fr': ['Abonnement', 'Consommation', 'Assainissement', 'TVA 5,5 %'], 'de': ['Grundpreis', 'Verbrauch', 'Abwasser', 'USt. 7 %'],
              'it': ['Quota fissa', 'Consumi', 'Depurazione', 'IVA 10 %'], 'pt': ['Tarifa fixa', 'Consumo', 'Saneamento', 'IVA 6 %'],
              'ru': ['Абонентская плата', 'Потребление', 'Водоотведение', 'НДС 20 %']},
    'body': {'en': 'Thank you for letting us know you moved out on {d}. Your final meter reading was {r}. After the payments already received your account is {b} in credit, which we will refund to {i} within ten working days.',
             'es': 'Le confirmamos la baja del suministro con fecha {d}. La lectura final del contador fue {r}. Tras los pagos recibidos su saldo a favor es de {b}, que abonaremos en la cuenta {i} en diez días hábiles.',
             'fr': 'Nous avons bien enregistré votre départ le {d}. Le relevé final du compteur est de {r}. Après les paiements reçus, votre compte est créditeur de {b}, qui vous sera remboursé sur le compte {i} sous dix jours ouvrés.',
             'de': 'Wir bestätigen Ihren Auszug zum {d}. Der Zählerendstand betrug {r}. Nach Verrechnung Ihrer Abschläge ergibt sich ein Guthaben von {b}, das wir innerhalb von zehn Werktagen auf das Konto {i} erstatten.',
             'it': 'Confermiamo la cessazione della fornitura dal {d}. La lettura finale del contatore è {r}. Dedotti i pagamenti ricevuti risulta un credito di {b}, che le rimborseremo sul conto {i} entro dieci giorni lavorativi.',
             'pt': 'Confirmamos a cessação do contrato em {d}. A leitura final do contador foi {r}. Deduzidos os pagamentos recebidos, tem um crédito de {b}, que será reembolsado na conta {i} em dez dias úteis.',
             'ru': 'Подтверждаем расторжение договора с {d}. Конечные показания счётчика: {r}. С учётом поступивших платежей переплата составляет {b}; она будет возвращена на счёт {i} в течение десяти рабочих дней.'},
    'contact': {'en': 'We will write to you at {e} if we need anything else.', 'es': 'Si necesitamos algo más le escribiremos a {e}.',
                'fr': 'Nous vous écrirons à {e} si besoin.', 'de': 'Rückfragen senden wir an {e}.', 'it': 'Per eventuali comunicazioni le scriveremo a {e}.',
                'pt': 'Se necessário, contactá-lo-emos através de {e}.', 'ru': 'При необходимости мы напишем вам на {e}.'},
    'total': {'en': 'Total of this bill', 'es': 'Total factura', 'fr': 'Total de la facture', 'de': 'Rechnungsbetrag',
              'it': 'Totale fattura', 'pt': 'Total da fatura', 'ru': 'Итого по счёту'},
    'role': {'en': 'Customer accounts', 'es': 'Atención al cliente', 'fr': 'Service clientèle', 'de': 'Kundenservice',
             'it': 'Servizio clienti', 'pt': 'Apoio ao cliente', 'ru': 'Абонентский отдел'},
}


def utility(doc):
    L, lang, P, rng = UTILITY, doc.lang, doc.P, doc.rng
    p, addr = P.person(), P.address()
    firm = P.org(L['forms'][lang])
    ref = f'{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}' if lang != 'ru' else digits(rng, 10)
    supply = P.address()
    out = rand_date(rng, 2025, 2025)
    r = L['rows'][lang]
    rows = [(L['ref'][lang], doc.v('ID', ref)), (r[2], doc.v('DATE', date_num(lang, out))),
            (r[3], doc.v('ID', f'{rng.choice(["FB", "SR", "R"])}{digits(rng, 9)}'))]
    open_letter(doc, firm, L['ref'][lang], ref, p, addr, rows)
    doc.add(heading(escape(L['title'][lang]), spaced=False))
    doc.add(leader_row(escape(r[0]), doc.v('ADDRESS', f'{supply[0]}, {supply[1]}')))
    doc.add(leader_row(escape(r[1]), doc.v('ID', f'{rng.choice(["K", "E", "W"])}{digits(rng, 2)}{rng.choice("ABCDEF")}{digits(rng, 6)}')))
    doc.add(salutation(doc, p))
    credit = rng.randint(1500, 40000)
    doc.add(para(fill(L['body'][lang], d=doc.v('DATE', date_long(lang, out)), r=f'{rng.randint(1000, 99999)} kWh' if 'Electr' in firm or 'nerg' in firm else f'{rng.randint(100, 9999)} m³',
                      b=doc.v('MONEY_AMOUNT', money(lang, credit), True), i=doc.v('ACCOUNT', iban(lang, rng)))))
    rows_t, tot = [], 0
    start = (2024, rng.randint(1, 12), rng.randint(1, 28))
    for it in L['items'][lang]:
        a = rng.randint(800, 30000)
        tot += a
        rows_t.append([escape(it), doc.v('DATE', date_num(lang, start)), doc.v('DATE', date_num(lang, out)),
                       str(rng.randint(1, 900)), doc.v('MONEY_AMOUNT', money(lang, a))])
    doc.add(table([4, 2, 2, 1.5, 2], [escape(h) for h in L['thead'][lang]], rows_t, money_cols=(3, 4)))
    doc.add(leader_row(f'<fo:inline font-weight="bold">{escape(L["total"][lang])}</fo:inline>', doc.v('MONEY_AMOUNT', money(lang, tot))))
    doc.add(para(fill(L['contact'][lang], e=doc.v('EMAIL', P.email(p)))))
    doc.add(signature(doc, P.person(), L['role'][lang], firm))
    doc.title = L['title'][lang]


# ------------------------------------------------------------------ university admission letter
UNI = {
    'forms': {'en': ['University of {s}', '{s} College'], 'es': ['Universidad de {s}', 'Escuela Universitaria {s}'],
              'fr': ['Université de {s}', 'École supérieure {s}'], 'de': ['Hochschule {s}', 'Universität {s}'],
              'it': ['Università degli Studi di {s}', 'Politecnico {s}'], 'pt': ['Universidade de {s}', 'Instituto Politécnico de {s}'],
              'ru': ['ФГБОУ ВО «{s} университет»', 'Институт «{s}»']},
    'title': {'en': 'Offer of admission', 'es': 'Resolución de admisión', 'fr': 'Avis d\'admission', 'de': 'Zulassungsbescheid',
              'it': 'Comunicazione di ammissione', 'pt': 'Carta de admissão', 'ru': 'Уведомление о зачислении'},
    'ref': {'en': 'Applicant ID', 'es': 'N.º solicitud', 'fr': 'N° candidat', 'de': 'Bewerbernr.', 'it': 'Matricola',
            'pt': 'N.º candidatura', 'ru': 'Рег. номер'},
    'rows': {'en': ['Date of birth', 'Programme', 'Start date'], 'es': ['Fecha de nacimiento', 'Titulación', 'Inicio'],
             'fr': ['Date de naissance', 'Formation', 'Rentrée'], 'de': ['Geburtsdatum', 'Studiengang', 'Vorlesungsbeginn'],
             'it': ['Data di nascita', 'Corso di laurea', 'Inizio lezioni'], 'pt': ['Data de nascimento', 'Curso', 'Início'],
             'ru': ['Дата рождения', 'Направление', 'Начало занятий']},
    'prog': {'en': 'BSc Geography', 'es': 'Grado en Historia', 'fr': 'Licence de chimie', 'de': 'B.Sc. Informatik',
             'it': 'Laurea in Fisica', 'pt': 'Licenciatura em Biologia', 'ru': 'Прикладная математика'},
    'body': {'en': 'We are pleased to offer you a place. The tuition fee for the first year is {f}; please accept the offer by {d}. Your student account {u} is active now, and we will write to {e}.',
             'es': 'Nos complace comunicarle su admisión. El importe de la matrícula del primer curso es {f}; confirme su plaza antes del {d}. Su usuario {u} ya está activo y le escribiremos a {e}.',
             'fr': 'Nous avons le plaisir de vous annoncer votre admission. Les droits d\'inscription s\'élèvent à {f} ; confirmez avant le {d}. Votre identifiant {u} est actif et nous vous écrirons à {e}.',
             'de': 'Wir freuen uns, Ihnen einen Studienplatz anzubieten. Der Semesterbeitrag beträgt {f}; bitte nehmen Sie den Platz bis zum {d} an. Ihre Kennung {u} ist freigeschaltet, Post erhalten Sie an {e}.',
             'it': 'Siamo lieti di comunicarle l\'ammissione. La prima rata delle tasse è di {f}; confermi l\'immatricolazione entro il {d}. Le credenziali {u} sono attive e le scriveremo a {e}.',
             'pt': 'Temos o prazer de lhe comunicar a sua admissão. A propina do primeiro ano é de {f}; aceite a vaga até {d}. O seu utilizador {u} já está ativo e escrever-lhe-emos para {e}.',
             'ru': 'Сообщаем о вашем зачислении. Стоимость обучения за первый год — {f}; подтвердите согласие до {d}. Учётная запись {u} активирована, письма придут на {e}.'},
    'docs': {'en': ['certified copy of your passport', 'final school certificate', 'two photographs'],
             'es': ['copia del DNI', 'título de bachillerato', 'dos fotografías'],
             'fr': ['copie de la pièce d\'identité', 'relevé de notes du baccalauréat', 'deux photographies'],
             'de': ['Kopie des Personalausweises', 'beglaubigtes Abiturzeugnis', 'zwei Passbilder'],
             'it': ['copia del documento d\'identità', 'diploma di maturità', 'due fototessere'],
             'pt': ['cópia do cartão de cidadão', 'certificado do ensino secundário', 'duas fotografias'],
             'ru': ['копию паспорта', 'аттестат о среднем образовании', 'две фотографии']},
    'bring': {'en': 'Please bring', 'es': 'Documentación', 'fr': 'Pièces à fournir', 'de': 'Bitte mitbringen', 'it': 'Documenti richiesti',
              'pt': 'Documentos', 'ru': 'Необходимые документы'},
    'role': {'en': 'Admissions officer', 'es': 'Secretaría de acceso', 'fr': 'Service des admissions', 'de': 'Studierendensekretariat',
             'it': 'Segreteria studenti', 'pt': 'Serviços académicos', 'ru': 'Приёмная комиссия'},
    'congrats': {'en': 'Congratulations', 'es': 'Enhorabuena', 'fr': 'Félicitations', 'de': 'Herzlichen Glückwunsch',
                 'it': 'Congratulazioni', 'pt': 'Parabéns', 'ru': 'Поздравляем'},
}


def university(doc):
    L, lang, P, rng = UNI, doc.lang, doc.P, doc.rng
    p, addr = P.person(), P.address()
    firm = P.org(L['forms'][lang])
    ref = f'{rng.choice(["A", "S", "U"])}{digits(rng, 7)}'
    r = L['rows'][lang]
    rows = [(L['ref'][lang], doc.v('ID', ref)), (r[0], doc.v('DATE', date_num(lang, (rng.randint(2004, 2007), rng.randint(1, 12), rng.randint(1, 28))))),
            (r[1], escape(L['prog'][lang])), (r[2], doc.v('DATE', date_num(lang, (2025, rng.choice([9, 10]), rng.randint(1, 15)))))]
    open_letter(doc, firm, L['ref'][lang], ref, p, addr, rows)
    # a letter-spaced capital heading with the student's name (text-transform uppercase: printed in capitals)
    doc.add(heading(f'{escape(L["congrats"][lang])}, {doc.v("PERSON_NAME", p["full"].upper())}'))
    doc.add(salutation(doc, p))
    email = P.email(p)
    user = email.split('@')[0].replace('.', '')[:8] + digits(rng, 2)
    doc.add(para(fill(L['body'][lang], f=doc.v('MONEY_AMOUNT', money(lang, rng.randint(35000, 925000))),
                      d=doc.v('DATE', date_long(lang, (2025, rng.choice([6, 7]), rng.randint(1, 28)))),
                      u=doc.v('USERNAME', user, True), e=doc.v('EMAIL', email))))
    doc.add(subheading(escape(L['bring'][lang])))
    doc.add(list_block([escape(x) for x in L['docs'][lang]]))
    doc.add(signature(doc, P.person(), L['role'][lang], firm))
    doc.title = L['title'][lang]


KINDS = {'pension': pension, 'insurance': insurance, 'bank': bank, 'hospital': hospital, 'utility': utility,
         'university': university}


def build_dev15(part):
    """Every dev15 kind once in each language."""
    docs = []
    for kind, fn in KINDS.items():
        for lang in LANGS:
            d = Doc(part, kind, lang, 1)
            fn(d)
            docs.append(d)
    return docs
