"""held15's kinds (never tuned on): municipal tax assessments, payroll annual summaries, court
fee notices, social-security contribution records, vehicle registration notices, energy-supplier
switch confirmations."""

from dev15 import dob, fill, plate
from kit import (Doc, date_long, date_num, digits, escape, footnote, heading, iban, leader_row, list_block,
                 money, national_id, para, phone, rand_date, subheading, table)
from letter import open_letter, salutation, signature
from values import LANGS


def T(d, lang):
    return escape(d[lang])


# ------------------------------------------------------------------ municipal tax assessment
MUNI = {
    'forms': {'en': ['{s} District Council', '{s} Borough Council'], 'es': ['Ayuntamiento de {s}', 'Consorcio Tributario {s}'],
              'fr': ['Commune de {s}', 'Trésorerie de {s}'], 'de': ['Stadt {s} – Steueramt', 'Gemeinde {s}'],
              'it': ['Comune di {s}', 'Unione dei Comuni {s}'], 'pt': ['Câmara Municipal de {s}', 'Município de {s}'],
              'ru': ['Администрация округа «{s}»', 'ИФНС «{s}»']},
    'title': {'en': 'Council Tax bill 2025/26', 'es': 'Liquidación del IBI 2025', 'fr': 'Avis de taxe foncière 2025',
              'de': 'Grundsteuerbescheid 2025', 'it': 'Avviso di pagamento IMU 2025', 'pt': 'Nota de liquidação IMI 2025',
              'ru': 'Налоговое уведомление 2025'},
    'ref': {'en': 'Account ref.', 'es': 'Referencia', 'fr': 'N° fiscal', 'de': 'Kassenzeichen', 'it': 'Codice contribuente',
            'pt': 'Artigo matricial', 'ru': 'Уведомление №'},
    'rows': {'en': ['Property', 'Band', 'Taxpayer no.'], 'es': ['Inmueble', 'Referencia catastral', 'NIF'],
             'fr': ['Bien', 'Référence cadastrale', 'N° SPI'], 'de': ['Grundstück', 'Aktenzeichen', 'Steuer-ID'],
             'it': ['Immobile', 'Foglio/particella', 'Codice fiscale'], 'pt': ['Prédio', 'Artigo', 'NIF'],
             'ru': ['Объект', 'Кадастровый номер', 'СНИЛС']},
    'body': {'en': 'The amount due for the property is {m}, payable in instalments from {d}. Pay by Direct Debit from {i} or quote your account reference.',
             'es': 'La cuota íntegra del inmueble asciende a {m}, pagadera en plazos a partir del {d}. Se cargará en la cuenta {i}.',
             'fr': 'Le montant de la taxe s\'élève à {m}, exigible à partir du {d}. Il sera prélevé sur le compte {i}.',
             'de': 'Die Grundsteuer für das Grundstück beträgt {m} und ist ab dem {d} in Raten fällig. Sie wird vom Konto {i} abgebucht.',
             'it': 'L\'imposta dovuta per l\'immobile è di {m}, pagabile in rate dal {d} con addebito sul conto {i}.',
             'pt': 'O imposto devido pelo prédio é de {m}, a pagar em prestações a partir de {d}, por débito na conta {i}.',
             'ru': 'Сумма налога на имущество составляет {m}, срок уплаты — с {d}. Оплата со счёта {i}.'},
    'thead': {'en': ['Instalment', 'Due date', 'Amount'], 'es': ['Plazo', 'Vencimiento', 'Importe'], 'fr': ['Échéance', 'Date', 'Montant'],
              'de': ['Rate', 'Fällig am', 'Betrag'], 'it': ['Rata', 'Scadenza', 'Importo'], 'pt': ['Prestação', 'Data limite', 'Valor'],
              'ru': ['Платёж', 'Срок', 'Сумма']},
    'law': {'en': 'Local Government Finance Act 1992, s. 9', 'es': 'art. 60 del TRLRHL', 'fr': 'article 1380 du CGI',
            'de': '§ 25 GrStG', 'it': 'art. 1, comma 740, L. 160/2019', 'pt': 'art. 112.º do CIMI', 'ru': 'ст. 409 НК РФ'},
    'role': {'en': 'Revenues manager', 'es': 'Jefe de Gestión Tributaria', 'fr': 'Comptable public', 'de': 'Steueramt, Sachbearbeitung',
             'it': 'Funzionario responsabile', 'pt': 'Divisão de Finanças', 'ru': 'Начальник отдела'},
}


def municipal(doc):
    L, lang, P, rng = MUNI, doc.lang, doc.P, doc.rng
    p, addr = P.person(), P.address()
    firm = P.org(L['forms'][lang])
    ref = f'{digits(rng, 4)}.{digits(rng, 4)}.{digits(rng, 2)}'
    r = L['rows'][lang]
    cad = f'{digits(rng, 7)}{"".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(2))}{digits(rng, 4)}{rng.choice("NS")}'
    rows = [(L['ref'][lang], doc.v('ID', ref)), (r[1], doc.v('ID', cad)), (r[2], doc.v('SSN', national_id(lang, rng)))]
    open_letter(doc, firm, L['ref'][lang], ref, p, addr, rows)
    doc.add(heading(T(L['title'], lang)))
    prop = P.address()
    doc.add(leader_row(T(r[0] and {lang: r[0]}, lang), doc.v('ADDRESS', f'{prop[0]}, {prop[1]}')))
    doc.add(salutation(doc, p))
    total = rng.randint(40000, 400000)
    first = (2025, rng.randint(3, 5), rng.choice([1, 15]))
    doc.add(para(fill(L['body'][lang], m=doc.v('MONEY_AMOUNT', money(lang, total), True), d=doc.v('DATE', date_long(lang, first)),
                      i=doc.v('ACCOUNT', iban(lang, rng))) + footnote('*', escape(L['law'][lang]))))
    n = rng.choice([2, 4, 10])
    rows_t = [[str(k + 1), doc.v('DATE', date_num(lang, (2025 + (first[1] + k) // 13, (first[1] + k - 1) % 12 + 1, first[2]))),
               doc.v('MONEY_AMOUNT', money(lang, total // n))] for k in range(n)]
    doc.add(table([1, 2, 2], [escape(h) for h in L['thead'][lang]], rows_t, money_cols=(2,)))
    doc.add(signature(doc, P.person(), L['role'][lang], firm))
    doc.title = L['title'][lang]


# ------------------------------------------------------------------ payroll annual summary
PAY = {
    'forms': {'en': ['{s} Logistics Ltd', '{s} Care Homes plc'], 'es': ['Transportes {s}, S.L.', 'Hostelería {s}, S.A.'],
              'fr': ['Menuiserie {s} SARL', 'Imprimerie {s} SA'], 'de': ['{s} Logistik GmbH', 'Druckerei {s} GmbH & Co. KG'],
              'it': ['Trasporti {s} S.r.l.', 'Maglificio {s} S.p.A.'], 'pt': ['Têxteis {s}, Lda.', 'Transportes {s}, S.A.'],
              'ru': ['ООО «{s} Логистик»', 'АО «Типография {s}»']},
    'title': {'en': 'P60 End of year certificate', 'es': 'Certificado de retenciones e ingresos a cuenta',
              'fr': 'Récapitulatif annuel de rémunération', 'de': 'Ausdruck der elektronischen Lohnsteuerbescheinigung',
              'it': 'Certificazione Unica 2025', 'pt': 'Declaração anual de rendimentos', 'ru': 'Справка о доходах и суммах налога'},
    'ref': {'en': 'Payroll no.', 'es': 'N.º empleado', 'fr': 'Matricule', 'de': 'Personalnr.', 'it': 'Matricola', 'pt': 'N.º colaborador',
            'ru': 'Табельный №'},
    'rows': {'en': ['National Insurance no.', 'Tax code', 'Employment start'], 'es': ['NIF', 'Categoría', 'Fecha de alta'],
             'fr': ['N° de sécurité sociale', 'Emploi', 'Entrée'], 'de': ['Identifikationsnr.', 'Steuerklasse', 'Eintritt'],
             'it': ['Codice fiscale', 'Qualifica', 'Assunzione'], 'pt': ['NIF', 'Categoria', 'Admissão'], 'ru': ['СНИЛС', 'Должность', 'Дата приёма']},
    'code': {'en': '1257L', 'es': 'Oficial 1.ª', 'fr': 'Agent de maîtrise', 'de': 'III', 'it': 'Impiegato 4° livello', 'pt': 'Técnico',
             'ru': 'Водитель'},
    'body': {'en': 'In the tax year to {d} you were paid {g} by {e}; income tax deducted was {t}. Keep this certificate: it is needed to claim tax credits.',
             'es': 'Durante el ejercicio hasta el {d} {e} le abonó {g} y practicó retenciones de IRPF por {t}.',
             'fr': 'Pour l\'année close le {d}, {e} vous a versé {g} ; le prélèvement à la source s\'est élevé à {t}.',
             'de': 'Im Kalenderjahr bis {d} hat {e} Ihnen einen Bruttoarbeitslohn von {g} gezahlt; die einbehaltene Lohnsteuer beträgt {t}.',
             'it': 'Nel periodo d\'imposta chiuso il {d} {e} le ha corrisposto {g}, con ritenute IRPEF di {t}.',
             'pt': 'No ano terminado em {d}, {e} pagou-lhe {g}; as retenções na fonte de IRS somaram {t}.',
             'ru': 'За период по {d} {e} начислило вам доход {g}; удержан НДФЛ в сумме {t}.'},
    'thead': {'en': ['Month', 'Gross pay', 'Tax', 'NI', 'Net pay'], 'es': ['Mes', 'Bruto', 'IRPF', 'Seg. Social', 'Líquido'],
              'fr': ['Mois', 'Brut', 'Impôt', 'Cotisations', 'Net'], 'de': ['Monat', 'Brutto', 'Lohnsteuer', 'SozV', 'Netto'],
              'it': ['Mese', 'Lordo', 'IRPEF', 'INPS', 'Netto'], 'pt': ['Mês', 'Ilíquido', 'IRS', 'Seg. Social', 'Líquido'],
              'ru': ['Месяц', 'Начислено', 'НДФЛ', 'Взносы', 'К выплате']},
    'law': {'en': 'Income Tax (PAYE) Regulations 2003, reg. 67', 'es': 'art. 108 del Reglamento del IRPF', 'fr': 'article 87 du CGI',
            'de': '§ 41b EStG', 'it': 'art. 4 D.P.R. 322/1998', 'pt': 'art. 119.º do CIRS', 'ru': 'ст. 230 НК РФ'},
    'role': {'en': 'Payroll manager', 'es': 'Departamento de nóminas', 'fr': 'Service paie', 'de': 'Lohnbuchhaltung',
             'it': 'Ufficio paghe', 'pt': 'Recursos Humanos', 'ru': 'Главный бухгалтер'},
}


def payroll(doc):
    L, lang, P, rng = PAY, doc.lang, doc.P, doc.rng
    p, addr = P.person(), P.address()
    firm = P.org(L['forms'][lang])
    ref = f'{digits(rng, 5)}'
    r = L['rows'][lang]
    rows = [(L['ref'][lang], doc.v('ID', ref)), (r[0], doc.v('SSN', national_id(lang, rng))), (r[1], escape(L['code'][lang])),
            (r[2], doc.v('DATE', date_num(lang, rand_date(rng, 2005, 2022))))]
    open_letter(doc, firm, L['ref'][lang], ref, p, addr, rows)
    doc.add(heading(f'{T(L["title"], lang)} — {doc.v("PERSON_NAME", p["full"].upper())}'))
    rows_t, gross, tax = [], 0, 0
    for m in range(12):
        g = rng.randint(150000, 520000)
        t, ni = g * rng.randint(12, 24) // 100, g * rng.randint(6, 11) // 100
        gross, tax = gross + g, tax + t
        rows_t.append([escape(MONTHS_SHORT[lang][m])] + [doc.v('MONEY_AMOUNT', money(lang, x)) for x in (g, t, ni, g - t - ni)])
    doc.add(para(fill(L['body'][lang], d=doc.v('DATE', date_num(lang, (2025, 4, 5) if lang == 'en' else (2024, 12, 31))),
                      g=doc.v('MONEY_AMOUNT', money(lang, gross), True), e=doc.v('ORGANIZATION', firm),
                      t=doc.v('MONEY_AMOUNT', money(lang, tax))) + footnote('1', escape(L['law'][lang]))))
    doc.add(table([2, 2, 2, 2, 2], [escape(h) for h in L['thead'][lang]], rows_t, money_cols=(1, 2, 3, 4)))
    doc.add(signature(doc, P.person(), L['role'][lang], firm))
    doc.title = L['title'][lang]


MONTHS_SHORT = {
    'en': ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'],
    'es': ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'],
    'fr': ['Janv.', 'Févr.', 'Mars', 'Avr.', 'Mai', 'Juin', 'Juil.', 'Août', 'Sept.', 'Oct.', 'Nov.', 'Déc.'],
    'de': ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
    'it': ['Gen', 'Feb', 'Mar', 'Apr', 'Mag', 'Giu', 'Lug', 'Ago', 'Set', 'Ott', 'Nov', 'Dic'],
    'pt': ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'],
    'ru': ['Янв', 'Фев', 'Мар', 'Апр', 'Май', 'Июн', 'Июл', 'Авг', 'Сен', 'Окт', 'Ноя', 'Дек'],
}


# ------------------------------------------------------------------ court fee notice
COURT = {
    'forms': {'en': ['County Court at {s}', '{s} Magistrates\' Court'], 'es': ['Juzgado de Primera Instancia n.º 3 de {s}', 'Audiencia Provincial de {s}'],
              'fr': ['Tribunal judiciaire de {s}', 'Cour d\'appel de {s}'], 'de': ['Amtsgericht {s}', 'Landgericht {s}'],
              'it': ['Tribunale di {s}', 'Giudice di Pace di {s}'], 'pt': ['Tribunal Judicial da Comarca de {s}', 'Julgado de Paz de {s}'],
              'ru': ['Арбитражный суд «{s}»', 'Районный суд «{s}»']},
    'lawfirm': {'en': ['{s} & Partners LLP'], 'es': ['{s} Abogados, S.L.P.'], 'fr': ['Cabinet {s} Avocats'], 'de': ['Kanzlei {s} Rechtsanwälte PartG'],
                'it': ['Studio Legale {s}'], 'pt': ['{s} & Associados, Sociedade de Advogados'], 'ru': ['Коллегия адвокатов «{s}»']},
    'title': {'en': 'Notice of court fee', 'es': 'Requerimiento de pago de tasa judicial', 'fr': 'Avis de frais de justice',
              'de': 'Gerichtskostenrechnung', 'it': 'Invito al pagamento del contributo unificato', 'pt': 'Guia de pagamento de custas',
              'ru': 'Извещение об уплате госпошлины'},
    'ref': {'en': 'Claim no.', 'es': 'Procedimiento', 'fr': 'RG n°', 'de': 'Aktenzeichen', 'it': 'R.G. n.', 'pt': 'Processo n.º', 'ru': 'Дело №'},
    'rows': {'en': ['Hearing', 'Fee due'], 'es': ['Vista', 'Importe'], 'fr': ['Audience', 'Montant'], 'de': ['Termin', 'Betrag'],
             'it': ['Udienza', 'Importo'], 'pt': ['Audiência', 'Montante'], 'ru': ['Заседание', 'Сумма']},
    'body': {'en': 'In the matter of {a} v {b}, represented by {f}, a fee of {m} is payable by {d}. If the fee is not paid the claim may be struck out.',
             'es': 'En el procedimiento seguido por {a} contra {b}, representada por {f}, deberá abonar {m} antes del {d}.',
             'fr': 'Dans l\'affaire {a} contre {b}, représentée par {f}, une somme de {m} est due avant le {d}.',
             'de': 'In der Sache {a} gegen {b}, vertreten durch {f}, wird ein Betrag von {m} fällig, zahlbar bis {d}.',
             'it': 'Nella causa promossa da {a} contro {b}, assistita da {f}, è dovuto un importo di {m} entro il {d}.',
             'pt': 'No processo em que {a} é autor contra {b}, representada por {f}, é devido o montante de {m} até {d}.',
             'ru': 'По делу по иску {a} к {b}, представитель — {f}, необходимо уплатить {m} до {d}.'},
    'pay': {'en': 'Pay to the court\'s account', 'es': 'Cuenta de consignaciones', 'fr': 'Compte de la régie', 'de': 'Zahlung an die Landesjustizkasse',
            'it': 'Versamento sul conto', 'pt': 'Pagamento por transferência', 'ru': 'Реквизиты для оплаты'},
    'law': {'en': 'Civil Proceedings Fees Order 2008, fee 1.4', 'es': 'Ley 10/2012, art. 7', 'fr': 'article R. 93 du Code de procédure pénale',
            'de': 'Nr. 1210 KV GKG, § 12 GKG', 'it': 'art. 13 D.P.R. 115/2002', 'pt': 'art. 6.º do Regulamento das Custas Processuais',
            'ru': 'ст. 333.21 НК РФ'},
    'role': {'en': 'Court officer', 'es': 'Letrado de la Administración de Justicia', 'fr': 'Greffier', 'de': 'Kostenbeamter',
             'it': 'Cancelliere', 'pt': 'Escrivão', 'ru': 'Секретарь судебного заседания'},
}


def court(doc):
    L, lang, P, rng = COURT, doc.lang, doc.P, doc.rng
    p, addr = P.person(), P.address()
    firm = P.org(L['forms'][lang])
    ref = {'en': f'K{digits(rng, 2)}{rng.choice("ABCDEFGH")}{rng.choice("ABCDEFGH")}{digits(rng, 3)}', 'de': f'{rng.randint(1, 30)} C {rng.randint(100, 999)}/25',
           'ru': f'А{rng.randint(10, 82)}-{rng.randint(1000, 99999)}/2025'}.get(lang, f'{rng.randint(100, 9999)}/2025')
    fee = rng.randint(3500, 145500)
    r = L['rows'][lang]
    hearing = rand_date(rng, 2025, 2025)
    rows = [(L['ref'][lang], doc.v('ID', ref)), (r[0], doc.v('DATE', date_num(lang, hearing))), (r[1], doc.v('MONEY_AMOUNT', money(lang, fee)))]
    open_letter(doc, firm, L['ref'][lang], ref, p, addr, rows)
    doc.add(heading(T(L['title'], lang)))
    doc.add(salutation(doc, p))
    other = P.org(PAY['forms'][lang])
    lawyer = P.org(L['lawfirm'][lang])
    doc.add(para(fill(L['body'][lang], a=doc.v('PERSON_NAME', p['full'], True), b=doc.v('ORGANIZATION', other, True),
                      f=doc.v('ORGANIZATION', lawyer), m=doc.v('MONEY_AMOUNT', money(lang, fee)),
                      d=doc.v('DATE', date_long(lang, rand_date(rng, 2025, 2025)))) + footnote('1', escape(L['law'][lang]))))
    doc.add(subheading(T(L['pay'], lang)))
    doc.add(leader_row('IBAN' if lang != 'ru' else 'р/с', doc.v('ACCOUNT', iban(lang, rng))))
    doc.add(leader_row(escape(L['ref'][lang]), doc.v('ID', ref)))
    doc.add(signature(doc, P.person(), L['role'][lang], firm))
    doc.title = L['title'][lang]


# ------------------------------------------------------------------ social-security contribution record
SOC = {
    'forms': {'en': ['HM Revenue & Customs – {s} Office'], 'es': ['Tesorería General de la Seguridad Social – Dirección Provincial de {s}'],
              'fr': ['URSSAF {s}'], 'de': ['Deutsche Rentenversicherung {s}'], 'it': ['INPS – Sede di {s}'],
              'pt': ['Instituto da Segurança Social – Centro Distrital de {s}'], 'ru': ['Отделение СФР по {s}']},
    'title': {'en': 'Statement of National Insurance contributions', 'es': 'Informe de vida laboral', 'fr': 'Relevé de carrière',
              'de': 'Versicherungsverlauf', 'it': 'Estratto conto contributivo', 'pt': 'Extrato de remunerações',
              'ru': 'Сведения о состоянии индивидуального лицевого счёта'},
    'ref': {'en': 'NI number', 'es': 'N.º afiliación', 'fr': 'N° SS', 'de': 'Versicherungsnr.', 'it': 'Codice fiscale', 'pt': 'NISS',
            'ru': 'СНИЛС'},
    'rows': {'en': ['Date of birth', 'Issued'], 'es': ['Fecha de nacimiento', 'Fecha de emisión'], 'fr': ['Date de naissance', 'Édité le'],
             'de': ['Geburtsdatum', 'Erstellt am'], 'it': ['Data di nascita', 'Data'], 'pt': ['Data de nascimento', 'Emitido em'],
             'ru': ['Дата рождения', 'Дата']},
    'thead': {'en': ['From', 'To', 'Employer', 'Earnings', 'Contributions'], 'es': ['Alta', 'Baja', 'Empresa', 'Base', 'Cuota'],
              'fr': ['Du', 'Au', 'Employeur', 'Salaire', 'Cotisations'], 'de': ['Von', 'Bis', 'Arbeitgeber', 'Entgelt', 'Beitrag'],
              'it': ['Dal', 'Al', 'Datore di lavoro', 'Retribuzione', 'Contributi'], 'pt': ['De', 'Até', 'Entidade', 'Remuneração', 'Contribuições'],
              'ru': ['С', 'По', 'Страхователь', 'Заработок', 'Взносы']},
    'body': {'en': 'This statement lists the contributions recorded for {n} up to {d}. Tell us within 60 days if an employer or period is missing.',
             'es': 'Este informe recoge las situaciones de alta de {n} hasta el {d}. Puede solicitar la rectificación en el plazo de un mes.',
             'fr': 'Ce relevé récapitule les périodes cotisées par {n} jusqu\'au {d}. Signalez toute période manquante.',
             'de': 'Dieser Versicherungsverlauf enthält die für {n} gespeicherten Zeiten bis zum {d}. Fehlende Zeiten teilen Sie uns bitte mit.',
             'it': 'L\'estratto riporta i contributi accreditati a {n} fino al {d}. Eventuali periodi mancanti vanno segnalati.',
             'pt': 'Este extrato indica as remunerações declaradas de {n} até {d}. Comunique qualquer período em falta.',
             'ru': 'В сведениях отражены взносы, учтённые на счёте {n} по {d}. О недостающих периодах сообщите в отделение.'},
    'role': {'en': 'Contributions office', 'es': 'Subdirección de afiliación', 'fr': 'Service carrières', 'de': 'Kontenklärung',
             'it': 'Ufficio posizione assicurativa', 'pt': 'Serviço de contribuições', 'ru': 'Клиентская служба'},
}


def social(doc):
    L, lang, P, rng = SOC, doc.lang, doc.P, doc.rng
    p, addr = P.person(), P.address()
    firm = P.org(L['forms'][lang])
    if lang == 'es':
        ref = f'{digits(rng, 2)}/{digits(rng, 8)}/{digits(rng, 2)}'
    elif lang == 'pt':
        ref = f'{rng.choice("12")}{digits(rng, 10)}'
    else:
        ref = national_id(lang, rng)
    tag = 'SSN'
    r = L['rows'][lang]
    rows = [(L['ref'][lang], doc.v(tag, ref)), (r[0], doc.v('DATE', date_num(lang, dob(rng)))),
            (r[1], doc.v('DATE', date_num(lang, rand_date(rng, 2025, 2025))))]
    # the running header's reference is the person's own number here: marked SSN per page
    open_letter(doc, firm, L['ref'][lang], ref, p, addr, rows)
    doc.static_marks = [[('SSN' if m == ['ID', ref] else m[0]), m[1]] for m in doc.static_marks]
    doc.static_marks = [['SSN', ref] if (t == 'ID' and v == ref) else [t, v] for t, v in doc.static_marks]
    doc.add(heading(T(L['title'], lang), spaced=False))
    doc.add(para(fill(L['body'][lang], n=doc.v('PERSON_NAME', p['full'], True), d=doc.v('DATE', date_long(lang, (2024, 12, 31))))))
    employers = [P.org(PAY['forms'][lang]) for _ in range(3)]
    rows_t = []
    y, m = rng.randint(1995, 2006), 1
    for _ in range(rng.randint(24, 52)):
        y2 = y if m < 7 else y
        a, b = (y, m, 1), (y2, m + 5, 30 if m + 5 != 2 else 28)
        e = rng.randint(600000, 2400000)
        rows_t.append([doc.v('DATE', date_num(lang, a)), doc.v('DATE', date_num(lang, b)), doc.v('ORGANIZATION', rng.choice(employers)),
                       doc.v('MONEY_AMOUNT', money(lang, e)), doc.v('MONEY_AMOUNT', money(lang, e * rng.randint(8, 19) // 100))])
        m += 6
        if m > 12:
            m, y = 1, y + 1
    doc.add(table([2, 2, 5, 2.4, 2.4], [escape(h) for h in L['thead'][lang]], rows_t, money_cols=(3, 4), font_size='8pt'))
    doc.add(signature(doc, P.person(), L['role'][lang], firm))
    doc.title = L['title'][lang]


# ------------------------------------------------------------------ vehicle registration notice
VEH = {
    'forms': {'en': ['{s} Vehicle Licensing Office'], 'es': ['Jefatura Provincial de Tráfico de {s}'], 'fr': ['Préfecture de {s} – Service des cartes grises'],
              'de': ['Zulassungsstelle Landkreis {s}'], 'it': ['Motorizzazione Civile di {s}'], 'pt': ['Conservatória do Registo Automóvel de {s}'],
              'ru': ['МРЭО ГИБДД «{s}»']},
    'title': {'en': 'Vehicle registration certificate', 'es': 'Permiso de circulación', 'fr': 'Certificat d\'immatriculation',
              'de': 'Zulassungsbescheinigung Teil I', 'it': 'Carta di circolazione', 'pt': 'Certificado de matrícula',
              'ru': 'Свидетельство о регистрации ТС'},
    'ref': {'en': 'Document ref.', 'es': 'N.º expediente', 'fr': 'N° de formule', 'de': 'Vorgangsnr.', 'it': 'Pratica n.', 'pt': 'Pedido n.º',
            'ru': 'Серия и номер'},
    'rows': {'en': ['Registration mark', 'VIN', 'First registered', 'Make / model'], 'es': ['Matrícula', 'Bastidor', 'Primera matriculación', 'Marca / modelo'],
             'fr': ['Immatriculation', 'N° VIN', '1re immatriculation', 'Marque / type'], 'de': ['Kennzeichen', 'FIN', 'Erstzulassung', 'Marke / Typ'],
             'it': ['Targa', 'Telaio', 'Prima immatricolazione', 'Marca / modello'], 'pt': ['Matrícula', 'VIN', 'Primeira matrícula', 'Marca / modelo'],
             'ru': ['Госномер', 'VIN', 'Дата регистрации', 'Марка / модель']},
    'body': {'en': 'The vehicle is now registered to {n} from {d}. Vehicle tax of {m} is due each year; renew it before it runs out.',
             'es': 'El vehículo queda inscrito a nombre de {n} desde el {d}. El impuesto de circulación asciende a {m} anuales.',
             'fr': 'Le véhicule est immatriculé au nom de {n} depuis le {d}. La taxe régionale acquittée s\'élève à {m}.',
             'de': 'Das Fahrzeug ist seit dem {d} auf {n} zugelassen. Die Kraftfahrzeugsteuer beträgt jährlich {m}.',
             'it': 'Il veicolo è intestato a {n} dal {d}. La tassa automobilistica annua è di {m}.',
             'pt': 'O veículo está registado em nome de {n} desde {d}. O imposto único de circulação anual é de {m}.',
             'ru': 'Транспортное средство зарегистрировано на {n} с {d}. Сумма транспортного налога — {m} в год.'},
    'model': ['Škoda Octavia 2.0 TDI', 'Renault Clio TCe 90', 'Fiat Panda 1.2', 'Volkswagen Golf 1.5 eTSI', 'Peugeot 208 PureTech', 'Seat Ibiza 1.0', 'Lada Vesta 1.6'],
    'keep': {'en': 'Keep this document safe', 'es': 'Conserve este documento', 'fr': 'Conservez ce document', 'de': 'Bitte sorgfältig aufbewahren',
             'it': 'Conservare con cura', 'pt': 'Guarde este documento', 'ru': 'Храните документ'},
    'role': {'en': 'Registration officer', 'es': 'Negociado de vehículos', 'fr': 'Agent instructeur', 'de': 'Sachbearbeitung Zulassung',
             'it': 'Funzionario', 'pt': 'Conservador', 'ru': 'Инспектор'},
}


def vin(rng):
    return ''.join(rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ0123456789') for _ in range(17))


def vehicle(doc):
    L, lang, P, rng = VEH, doc.lang, doc.P, doc.rng
    p, addr = P.person(), P.address()
    firm = P.org(L['forms'][lang])
    ref = f'{rng.choice(["V", "Z", "R"])}{digits(rng, 9)}' if lang != 'ru' else f'{digits(rng, 2)} {digits(rng, 2)} {digits(rng, 6)}'
    r = L['rows'][lang]
    pl, vn, first = plate(lang, rng), vin(rng), rand_date(rng, 2012, 2024)
    rows = [(L['ref'][lang], doc.v('ID', ref)), (r[0], doc.v('ID', pl)), (r[1], doc.v('ID', vn)), (r[2], doc.v('DATE', date_num(lang, first)))]
    open_letter(doc, firm, L['ref'][lang], ref, p, addr, rows)
    doc.add(heading(T(L['title'], lang)))
    doc.add(salutation(doc, p))
    doc.add(para(fill(L['body'][lang], n=doc.v('PERSON_NAME', p['full'], True), d=doc.v('DATE', date_long(lang, rand_date(rng, 2025, 2025))),
                      m=doc.v('MONEY_AMOUNT', money(lang, rng.randint(2000, 60000))))))
    doc.add(subheading(escape(L['rows'][lang][3])))
    doc.add(list_block([escape(rng.choice(L['model'])), f'{escape(r[0])}: {doc.v("ID", pl)}', f'{escape(r[1])}: {doc.v("ID", vn)}']))
    doc.add(para(f'<fo:inline font-weight="bold">{T(L["keep"], lang)}</fo:inline>'))
    doc.add(signature(doc, P.person(), L['role'][lang], firm))
    doc.title = L['title'][lang]


# ------------------------------------------------------------------ energy supplier switch
ENERGY = {
    'forms': {'en': ['{s} Energy Ltd', '{s} Power Supply'], 'es': ['Comercializadora {s}, S.L.', 'Energía {s}'], 'fr': ['{s} Énergie SAS', 'Électricité {s}'],
              'de': ['{s} Energie GmbH', 'Stromversorgung {s} eG'], 'it': ['Luce e Gas {s} S.r.l.', 'Energia {s} S.p.A.'],
              'pt': ['{s} Energia, S.A.', 'Comercializadora {s}, Lda.'], 'ru': ['ООО «{s} Энергосбыт»', 'АО «Энергия {s}»']},
    'title': {'en': 'Welcome: your switch is confirmed', 'es': 'Confirmación de cambio de comercializadora', 'fr': 'Confirmation de changement de fournisseur',
              'de': 'Bestätigung Ihres Lieferantenwechsels', 'it': 'Conferma di cambio fornitore', 'pt': 'Confirmação de mudança de comercializador',
              'ru': 'Подтверждение смены поставщика'},
    'ref': {'en': 'Account no.', 'es': 'Contrato', 'fr': 'Contrat n°', 'de': 'Vertragskonto', 'it': 'Codice cliente', 'pt': 'Contrato n.º',
            'ru': 'Договор №'},
    'rows': {'en': ['MPAN', 'Switch date', 'Monthly payment'], 'es': ['CUPS', 'Fecha de activación', 'Cuota mensual'],
             'fr': ['PDL', 'Date d\'effet', 'Mensualité'], 'de': ['Marktlokation', 'Lieferbeginn', 'Abschlag'],
             'it': ['POD', 'Decorrenza', 'Rata mensile'], 'pt': ['CPE', 'Data de início', 'Prestação mensal'],
             'ru': ['Номер точки учёта', 'Дата начала', 'Ежемесячный платёж']},
    'body': {'en': 'We will supply your home from {d}; your previous supplier {o} will send a final bill. Your monthly payment of {m} will be taken from {i}. We will text you on {ph} and e-mail {e}.',
             'es': 'Le suministraremos a partir del {d}; su anterior comercializadora {o} le enviará la factura de cierre. La cuota de {m} se cargará en {i}. Le avisaremos en el {ph} y en {e}.',
             'fr': 'Nous vous fournirons à compter du {d} ; votre ancien fournisseur {o} vous adressera une facture de clôture. La mensualité de {m} sera prélevée sur {i}. Nous vous écrirons au {ph} et à {e}.',
             'de': 'Wir beliefern Sie ab dem {d}; Ihr bisheriger Lieferant {o} schickt Ihnen die Schlussrechnung. Den Abschlag von {m} buchen wir von {i} ab. Infos erhalten Sie per SMS an {ph} und an {e}.',
             'it': 'La fornitura decorre dal {d}; il precedente fornitore {o} le invierà la fattura di chiusura. La rata di {m} sarà addebitata su {i}. La contatteremo al {ph} e a {e}.',
             'pt': 'O fornecimento começa em {d}; o seu anterior comercializador {o} enviará a fatura final. A prestação de {m} será debitada em {i}. Contactá-lo-emos pelo {ph} e por {e}.',
             'ru': 'Поставка начнётся с {d}; прежний поставщик {o} выставит итоговый счёт. Платёж {m} будет списываться со счёта {i}. Уведомления придут на {ph} и {e}.'},
    'tariff': {'en': 'Your tariff', 'es': 'Su tarifa', 'fr': 'Votre offre', 'de': 'Ihr Tarif', 'it': 'La sua offerta', 'pt': 'O seu tarifário',
               'ru': 'Ваш тариф'},
    'tlines': {'en': ['Fixed 12 months, no exit fee after day 49', 'Unit rate 24.50p/kWh', 'Standing charge 53.35p/day'],
               'es': ['Precio fijo 12 meses', 'Término de energía 0,1325 €/kWh', 'Potencia contratada 4,6 kW'],
               'fr': ['Prix fixe 12 mois', 'Prix du kWh 0,2016 €', 'Puissance souscrite 6 kVA'],
               'de': ['Festpreis 12 Monate', 'Arbeitspreis 31,9 ct/kWh', 'Grundpreis 11,90 € pro Monat'],
               'it': ['Prezzo fisso 12 mesi', 'Componente energia 0,118 €/kWh', 'Potenza impegnata 3 kW'],
               'pt': ['Preço fixo 12 meses', 'Energia 0,1541 €/kWh', 'Potência contratada 6,9 kVA'],
               'ru': ['Одноставочный тариф', '6,43 руб./кВт·ч', 'Плита электрическая']},
    'role': {'en': 'Switching team', 'es': 'Equipo de altas', 'fr': 'Service souscriptions', 'de': 'Wechselservice', 'it': 'Ufficio attivazioni',
             'pt': 'Equipa de adesões', 'ru': 'Отдел по работе с абонентами'},
}


def energy(doc):
    L, lang, P, rng = ENERGY, doc.lang, doc.P, doc.rng
    p, addr = P.person(), P.address()
    firm = P.org(L['forms'][lang])
    old = P.org([f for f in L['forms'][lang]] + [f for f in PAY['forms'][lang][:0]])
    ref = f'{digits(rng, 10)}'
    r = L['rows'][lang]
    meter = {'en': f'{digits(rng, 2)} {digits(rng, 4)} {digits(rng, 4)} {digits(rng, 3)}', 'es': f'ES{digits(rng, 16)}{rng.choice("ABCDEFG")}{rng.choice("HJKLMN")}',
             'fr': digits(rng, 14), 'de': digits(rng, 11), 'it': f'IT001E{digits(rng, 8)}', 'pt': f'PT0002{digits(rng, 12)}{rng.choice("ABCDEF")}{rng.choice("KLMNOP")}',
             'ru': digits(rng, 12)}[lang]
    sw = rand_date(rng, 2025, 2025)
    inst = rng.randint(4500, 24000)
    rows = [(L['ref'][lang], doc.v('ID', ref)), (r[0], doc.v('ID', meter)), (r[1], doc.v('DATE', date_num(lang, sw))), (r[2], doc.v('MONEY_AMOUNT', money(lang, inst)))]
    open_letter(doc, firm, L['ref'][lang], ref, p, addr, rows)
    doc.columns = 2
    doc.add(heading(T(L['title'], lang)))
    doc.add(salutation(doc, p))
    doc.add(para(fill(L['body'][lang], d=doc.v('DATE', date_long(lang, sw), True), o=doc.v('ORGANIZATION', old), m=doc.v('MONEY_AMOUNT', money(lang, inst)),
                      i=doc.v('ACCOUNT', iban(lang, rng)), ph=doc.v('PHONE', phone(lang, rng, True)), e=doc.v('EMAIL', P.email(p)))))
    doc.add(subheading(T(L['tariff'], lang)).replace('<fo:block ', '<fo:block span="all" ', 1))
    for line in L['tlines'][lang]:
        doc.add(para(escape(line), span_all=False))
    doc.add(signature(doc, P.person(), L['role'][lang], firm))
    doc.title = L['title'][lang]


KINDS = {'municipal': municipal, 'payroll': payroll, 'court': court, 'social': social, 'vehicle': vehicle, 'energy': energy}


def build_held15(part):
    """Every held15 kind once in each language."""
    docs = []
    for kind, fn in KINDS.items():
        for lang in LANGS:
            d = Doc(part, kind, lang, 1)
            fn(d)
            docs.append(d)
    return docs
