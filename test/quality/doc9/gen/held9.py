"""held9's kinds (never tuned on; nobody but the author reads this file): loan application
(canvas-drawn form), pharmacy prescription, rental application, vehicle insurance claim form
(canvas-drawn), school report, hospital registration, credit card statement,
US new-hire form. Every printed personal value is recorded where it is printed."""
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph

import values as V
from dev9 import domain, escape_lines, lab, site
from kit import P, build, gap, grid_table, kv_table, styles

W, H = A4
PAGE = ('Page', 'Página', 'Page', 'Seite', 'Pagina', 'Página', 'Стр.')
DOB = ('Date of birth', 'Fecha de nacimiento', 'Date de naissance', 'Geburtsdatum', 'Data di nascita', 'Data de nascimento', 'Дата рождения')
PHONE = ('Phone', 'Teléfono', 'Téléphone', 'Telefon', 'Telefono', 'Telefone', 'Телефон')
EMAIL = ('Email', 'Correo electrónico', 'Courriel', 'E-Mail', 'E-mail', 'E-mail', 'Эл. почта')
ADDR = ('Address', 'Domicilio', 'Adresse', 'Anschrift', 'Indirizzo', 'Morada', 'Адрес')
NAME = ('Full name', 'Nombre y apellidos', 'Nom et prénom', 'Name, Vorname', 'Cognome e nome', 'Nome completo', 'ФИО')


def field_box(cv, c, x, y, w, label, value, reg, bold, h=11 * mm):
    """A canvas form field: a box, a small label at its top, the filled value below."""
    cv.setStrokeColor(colors.Color(0.5, 0.5, 0.5))
    cv.setLineWidth(0.5)
    cv.rect(x, y - h, w, h)
    cv.setFont(reg, 6.5)
    cv.setFillColor(colors.Color(0.3, 0.3, 0.3))
    cv.drawString(x + 1.5 * mm, y - 3.2 * mm, label)
    cv.setFillColor(colors.black)
    cv.setFont(bold if False else reg, 9.5)
    cv.drawString(x + 1.5 * mm, y - 8.5 * mm, value)


# =============================================================================================
# Loan application (canvas-drawn first page)
# =============================================================================================
LA = {
    'title': ('Personal loan application', 'Solicitud de préstamo personal', 'Demande de prêt personnel', 'Kreditantrag Privatkredit',
              'Richiesta di prestito personale', 'Pedido de crédito pessoal', 'Заявление-анкета на потребительский кредит'),
    'app': ('Applicant', 'Solicitante', 'Emprunteur', 'Antragsteller/in', 'Richiedente', 'Proponente', 'Заёмщик'),
    'co': ('Co-applicant', 'Cotitular', 'Co-emprunteur', 'Mitantragsteller/in', 'Coobbligato', 'Cotitular', 'Созаёмщик'),
    'idno': ('Passport number', 'Nº de pasaporte', 'N° de passeport', 'Reisepassnummer', 'N. passaporto', 'N.º do passaporte', 'Паспорт серия и номер'),
    'emp': ('Employer', 'Empresa', 'Employeur', 'Arbeitgeber', 'Datore di lavoro', 'Entidade patronal', 'Место работы'),
    'since': ('Employed since', 'Antigüedad desde', 'Embauché(e) le', 'Beschäftigt seit', 'Assunto/a dal', 'Admitido/a em', 'Работает с'),
    'income': ('Net monthly income', 'Ingresos netos mensuales', 'Revenus nets mensuels', 'Monatliches Nettoeinkommen', 'Reddito netto mensile',
               'Rendimento líquido mensal', 'Ежемесячный доход'),
    'amount': ('Amount requested', 'Importe solicitado', 'Montant demandé', 'Kreditbetrag', 'Importo richiesto', 'Montante pedido', 'Сумма кредита'),
    'term': ('Term (months)', 'Plazo (meses)', 'Durée (mois)', 'Laufzeit (Monate)', 'Durata (mesi)', 'Prazo (meses)', 'Срок (мес.)'),
    'purpose': ('Purpose', 'Finalidad', 'Objet', 'Verwendungszweck', 'Finalità', 'Finalidade', 'Цель'),
    'purposes': (['Car purchase', 'Home improvements'], ['Compra de vehículo', 'Reforma de vivienda'], ['Achat de véhicule', 'Travaux'],
                 ['Autokauf', 'Renovierung'], ['Acquisto auto', 'Ristrutturazione'], ['Compra de automóvel', 'Obras em casa'],
                 ['Покупка автомобиля', 'Ремонт квартиры']),
    'iban': ('Account for repayments', 'Cuenta de cargo', 'Compte de prélèvement', 'Konto für Lastschrift', 'Conto di addebito',
             'Conta para débito', 'Счёт для погашения'),
    'ref': ('Application No.', 'Nº de solicitud', 'N° de dossier', 'Antragsnummer', 'N. pratica', 'N.º do processo', 'Номер заявки'),
    'rent': ('Monthly rent or mortgage', 'Alquiler o hipoteca mensual', 'Loyer ou mensualité', 'Miete/Rate monatlich', 'Affitto o mutuo mensile',
             'Renda ou prestação', 'Аренда/ипотека в месяц'),
    'decl': ('I declare that the information given is true and complete. I authorise {bank} to check it with credit reference '
             'agencies. Signed at {town} on {date}.',
             'Declaro que los datos facilitados son ciertos y completos y autorizo a {bank} a consultarlos en ficheros de solvencia. '
             'Firmado en {town}, a {date}.',
             'Je certifie l\'exactitude des renseignements fournis et autorise {bank} à consulter les fichiers de crédit. '
             'Fait à {town}, le {date}.',
             'Ich versichere die Richtigkeit meiner Angaben und willige ein, dass {bank} eine Bonitätsauskunft einholt. '
             '{town}, den {date}.',
             'Dichiaro che i dati forniti sono veritieri e autorizzo {bank} a consultare le centrali rischi. {town}, {date}.',
             'Declaro que as informações prestadas são verdadeiras e autorizo o {bank} a consultar a central de responsabilidades. '
             '{town}, {date}.',
             'Подтверждаю достоверность сведений и даю согласие банку {bank} на запрос кредитной истории. г. {town}, {date}.'),
    'sig': ('Signature of applicant', 'Firma del solicitante', 'Signature de l\'emprunteur', 'Unterschrift', 'Firma del richiedente',
            'Assinatura do proponente', 'Подпись заёмщика'),
    'officer': ('Received by', 'Recibido por', 'Reçu par', 'Entgegengenommen von', 'Ricevuta da', 'Recebido por', 'Принял'),
}


def passport(c):
    lang = c.lang
    if lang == 'ru':
        return f'{c.digits(2)} {c.digits(2)} {c.digits(6)}'
    if lang == 'en':
        return c.digits(9)
    if lang == 'de':
        return 'C' + c.letters(1, 'FGHJKLMNPRTVWXYZ') + c.digits(7)
    if lang == 'it':
        return c.letters(2) + c.digits(7)
    if lang == 'fr':
        return c.digits(2) + c.letters(2) + c.digits(5)
    if lang == 'es':
        return c.letters(3) + c.digits(6)
    return c.letters(1) + c.digits(6)


def loan_application(c, path):
    t = lab(LA, c)
    i = V.LANGS.index(c.lang)
    s = styles(c, size=9)
    reg, bold = c.fonts
    bank = c.pool(V.BANKS[c.lang])
    app = c.person()
    co = c.person() if c.chance(0.6) else None
    addr = c.address_lines()
    appno = c.pick([f'{c.letters(2)}{c.digits(8)}', f'{c.digits(4)}/{c.digits(6)}', c.digits(10)])
    dob = c.date_parts(1958, 2000)
    emp = c.pool(V.EMPLOYERS[c.lang])
    nid_label, nid = c.national_id()
    income = c.int(1200, 5200) + c.int(0, 99) / 100
    amount = float(c.int(3, 60) * 1000)
    iban = c.iban()
    mail = c.email(app)
    phone = c.phone()
    dd = c.date_num

    def first(cv, d):
        cv.setFont(bold, 15)
        cv.drawString(18 * mm, H - 20 * mm, c.m('ORGANIZATION', bank))
        cv.setFont(reg, 11)
        cv.drawString(18 * mm, H - 27 * mm, t('title'))
        cv.setFont(reg, 8)
        cv.drawRightString(W - 18 * mm, H - 20 * mm, f'{t("ref")} {c.m("ID", appno)}')
        x0, x1, wf = 18 * mm, 106 * mm, 86 * mm
        y = H - 34 * mm
        cv.setFont(bold, 9)
        cv.drawString(x0, y, t('app'))
        y -= 2 * mm
        rows = [((NAME[i], c.m('PERSON_NAME', app['full'].upper())), (DOB[i], c.m('DATE', dd(dob)))),
                ((nid_label, c.m('SSN', nid)), (t('idno'), c.m('PASSPORT', passport(c)))),
                ((PHONE[i], c.m('PHONE', phone)), (EMAIL[i], c.m('EMAIL', mail))),
                ((t('emp'), c.m('ORGANIZATION', emp)), (t('since'), c.m('DATE', dd(c.date_parts(2005, 2022))))),
                ((t('income'), c.m('MONEY_AMOUNT', c.money(income))), (t('rent'), c.m('MONEY_AMOUNT', c.money(c.int(350, 1400)))))]
        for (l1, v1), (l2, v2) in rows:
            field_box(cv, c, x0, y, wf, l1, v1, reg, bold)
            field_box(cv, c, x1, y, wf, l2, v2, reg, bold)
            y -= 11 * mm
        # The address over the whole width, on one line.
        field_box(cv, c, x0, y, 174 * mm, ADDR[i], c.m('ADDRESS', c.addr_inline(addr)), reg, bold)
        y -= 15 * mm
        cv.setFont(bold, 9)
        cv.drawString(x0, y, t('purpose'))
        y -= 2 * mm
        for (l1, v1), (l2, v2) in [((t('amount'), c.m('MONEY_AMOUNT', c.money(amount, code=True))), (t('term'), str(c.pick([24, 36, 48, 60, 84])))),
                                   ((t('purpose'), c.pick(LA['purposes'][i])), (t('iban'), c.m('ACCOUNT', iban)))]:
            field_box(cv, c, x0, y, wf, l1, v1, reg, bold)
            field_box(cv, c, x1, y, wf, l2, v2, reg, bold)
            y -= 11 * mm

    story = []
    if co:
        co_addr = c.address_lines()
        story += [P(t('co'), s['h2']),
                  kv_table(c, [(NAME[i], c.m('PERSON_NAME', co['full'])), (DOB[i], c.m('DATE', c.date_long(c.date_parts(1960, 2000)))),
                               (ADDR[i], Paragraph(escape_lines(c, co_addr), s['plain'])), (PHONE[i], c.m('PHONE', c.phone())),
                               (t('emp'), c.m('ORGANIZATION', c.pool(V.EMPLOYERS[c.lang]))),
                               (t('income'), c.m('MONEY_AMOUNT', c.money(c.int(900, 3800) + 0.5)))]), gap(4)]
    town = c.town()[0]
    signed = c.date_parts(2025, 2025)
    story.append(P(LA['decl'][i].format(bank=c.x('ORGANIZATION', bank), town=c.x('LOCATION', town), date=c.x('DATE', c.date_long(signed))), s['body']))
    story += [gap(10), P(f'{t("sig")}: ______________________ ({c.x("PERSON_NAME", app["short"])})', s['plain']), gap(4)]
    officer = c.person()
    story.append(P(f'{t("officer")}: {c.x("PERSON_NAME", officer["initials"])} · {c.x("DATE", dd(signed))}', s['small']))

    def footer(cv, d):
        cv.setFont(reg, 7)
        cv.drawString(18 * mm, 12 * mm, f'{c.m("ORGANIZATION", bank)} · {t("ref")} {c.m("ID", appno)}')
        cv.drawRightString(W - 18 * mm, 12 * mm, f'{PAGE[i]} {d.page}')

    build(c, path, story, None, footer, first=first, first_height=150 * mm)


# =============================================================================================
# Pharmacy prescription
# =============================================================================================
RX = {
    'title': ('Prescription', 'Receta médica', 'Ordonnance', 'Rezept', 'Ricetta medica', 'Receita médica', 'Рецепт'),
    'patient': ('Patient', 'Paciente', 'Patient', 'Patient/in', 'Assistito', 'Utente', 'Пациент'),
    'ins': ('NHS number', 'Nº tarjeta sanitaria', 'N° d\'assuré', 'Versichertennummer', 'Tessera sanitaria', 'N.º de utente SNS', 'Полис ОМС'),
    'insurer': ('', 'Aseguradora', 'Mutuelle', 'Krankenkasse', 'ASL', 'Subsistema', 'Страховая компания'),
    'insurers': (['NHS'], ['Sanitas', 'Adeslas', 'Mutualidad General'], ['Harmonie Mutuelle', 'MGEN', 'Mutuelle du Rhône'],
                 ['AOK Bayern', 'Techniker Krankenkasse', 'Barmer', 'DAK-Gesundheit'], ['ASL Roma 2', 'ATS Bergamo', 'ASL Lecce'],
                 ['ADSE', 'SAMS', 'Médis'], ['СОГАЗ-Мед', 'Ингосстрах-М', 'Капитал МС']),
    'drug': ('Medicine', 'Medicamento', 'Médicament', 'Arzneimittel', 'Farmaco', 'Medicamento', 'Препарат'),
    'code': ('Code', 'CN', 'CIP', 'PZN', 'AIC', 'CNPEM', 'Код'),
    'dose': ('Dosage', 'Posología', 'Posologie', 'Dosierung', 'Posologia', 'Posologia', 'Способ применения'),
    'qty': ('Qty', 'Envases', 'Boîtes', 'Menge', 'Conf.', 'Emb.', 'Кол-во'),
    'prescriber': ('Prescriber', 'Médico prescriptor', 'Prescripteur', 'Arzt/Ärztin', 'Medico prescrittore', 'Médico prescritor', 'Врач'),
    'licence': ('GMC No.', 'Nº colegiado', 'RPPS', 'LANR', 'Iscr. Ordine n.', 'Cédula profissional', 'Код врача'),
    'date': ('Date', 'Fecha', 'Date', 'Datum', 'Data', 'Data', 'Дата'),
    'rxno': ('Prescription No.', 'Nº de receta', 'N° d\'ordonnance', 'Rezept-ID', 'NRE', 'N.º da receita', 'Серия и номер рецепта'),
    'disp': ('Dispensed by', 'Dispensado por', 'Délivré par', 'Abgegeben durch', 'Dispensato da', 'Dispensado por', 'Отпущено'),
    'paid': ('Patient paid', 'Aportación del usuario', 'Reste à charge', 'Zuzahlung', 'Ticket pagato', 'Valor pago pelo utente', 'Оплачено'),
    'note': ('{pat} is allergic to penicillin. Review at the surgery on {date}; if symptoms persist call {phone}.',
             '{pat} es alérgica a la penicilina. Control en consulta el {date}; si persisten los síntomas llame al {phone}.',
             '{pat} est allergique à la pénicilline. Revoir au cabinet le {date} ; en cas de persistance des symptômes appeler le {phone}.',
             '{pat} hat eine Penicillin-Allergie. Kontrolle in der Praxis am {date}; bei anhaltenden Beschwerden {phone} anrufen.',
             '{pat} è allergica alla penicillina. Controllo in ambulatorio il {date}; se i sintomi persistono chiamare il {phone}.',
             '{pat} é alérgica à penicilina. Consulta de controlo em {date}; se os sintomas persistirem ligue para o {phone}.',
             'У пациента {pat} аллергия на пенициллин. Повторный приём {date}; при сохранении симптомов звонить {phone}.'),
    'years': tuple(V.AGE_UNIT[l] for l in V.LANGS),
    'age': ('Age', 'Edad', 'Âge', 'Alter', 'Età', 'Idade', 'Возраст'),
}
DRUGS = [('Amoxicillin 500 mg capsules', '1 capsule three times a day for 7 days'), ('Ramipril 5 mg tablets', '1 tablet each morning'),
         ('Metformin 850 mg tablets', '1 tablet twice daily with meals'), ('Salbutamol 100 µg inhaler', '2 puffs when required'),
         ('Omeprazole 20 mg capsules', '1 capsule before breakfast'), ('Ibuprofen 400 mg tablets', '1 tablet up to three times a day'),
         ('Atorvastatin 20 mg tablets', '1 tablet at night')]
PRACTICES = {
    'en': ['Riverside Medical Practice', 'Castlegate Surgery', 'Elmfield Health Centre', 'Harbour Lane Surgery'],
    'es': ['Centro de Salud Delicias', 'Consultorio Médico San Isidro', 'Centro de Salud La Alameda', 'Clínica Médica Arrabal'],
    'fr': ['Maison de santé des Tilleuls', 'Cabinet médical du Parc', 'Centre médical Pasteur', 'Cabinet des Quatre Vents'],
    'de': ['Hausarztpraxis am Stadtpark', 'Gemeinschaftspraxis Lindenhof', 'Praxis Dr. Albrecht', 'Medizinisches Zentrum Altstadt'],
    'it': ['Studio Medico Associato San Marco', 'Ambulatorio Medico Porta Nuova', 'Casa della Salute Borgo', 'Studio Medico Dott. Ferri'],
    'pt': ['Unidade de Saúde Familiar Lusitana', 'Centro de Saúde da Sé', 'Clínica Médica do Lago', 'USF Ribeirinha'],
    'ru': ['Городская поликлиника № 7', 'Медицинский центр «Авиценна»', 'Поликлиника «Семейный доктор»', 'Клиника «Медлайн»'],
}
PHARMACIES = {
    'en': ['Kingsway Pharmacy', 'Highfield Chemist', 'Moorside Pharmacy', 'Abbey Road Chemists'],
    'es': ['Farmacia Lda. Salcedo', 'Farmacia del Puente', 'Farmacia Nueva Esperanza', 'Farmacia Hernández Vega'],
    'fr': ['Pharmacie des Arcades', 'Pharmacie Saint-Jacques', 'Pharmacie de la Mairie', 'Pharmacie du Vieux Port'],
    'de': ['Löwen-Apotheke', 'Adler-Apotheke am Ring', 'Stadt-Apotheke Mitte', 'Apotheke zum Einhorn'],
    'it': ['Farmacia San Rocco', 'Farmacia Dottor Galli', 'Farmacia della Stazione', 'Farmacia Santa Lucia'],
    'pt': ['Farmácia Estácio', 'Farmácia do Rossio', 'Farmácia Nova da Boavista', 'Farmácia Saúde Viva'],
    'ru': ['Аптека «Фармакопейка»', 'Аптека № 12', 'Аптека «Невис»', 'Аптечный пункт «Здоровье»'],
}


def prescription(c, path):
    t = lab(RX, c)
    i = V.LANGS.index(c.lang)
    s = styles(c, size=9.5)
    reg, bold = c.fonts
    practice = c.pool(PRACTICES[c.lang])
    pr_addr = c.address_lines(flat=False)
    doc = c.person()
    pat = c.person()
    dob = c.date_parts(1935, 2010)
    on = c.date_parts(2025, 2025)
    age = on[0] - dob[0] - (1 if (on[1], on[2]) < (dob[1], dob[2]) else 0)
    addr = c.address_lines()
    prac_phone = c.phone(False)
    doc_print = doc['full'] if c.lang != 'ru' else doc['initials']
    title = {'en': 'Dr', 'es': 'Dra.', 'fr': 'Dr', 'de': 'Dr. med.', 'it': 'Dott.', 'pt': 'Dr.', 'ru': 'Врач'}[c.lang]
    story = [P(f'<b>{c.x("ORGANIZATION", practice)}</b>', s['h1']),
             P(f'{escape(title)} {c.x("PERSON_NAME", doc_print)} · {t("licence")} {c.x("ID", c.digits(c.pick([7, 9, 11])))}', s['plain']),
             P(f'{c.x("ADDRESS", c.addr_inline(pr_addr))} · {c.x("PHONE", prac_phone)}', s['small']), gap(5),
             P(t('title'), s['h2'])]
    ins = c.pick([c.digits(10), f'{c.digits(3)} {c.digits(3)} {c.digits(4)}', c.letters(1) + c.digits(9)])
    fields = [(t('patient'), c.m('PERSON_NAME', pat['full'].upper() if c.chance(0.4) else pat['full'])),
              (DOB[i], c.m('DATE', c.date_num(dob))), (t('age'), c.m('AGE', f'{age} {t("years")}')),
              (ADDR[i], Paragraph(escape_lines(c, addr), s['plain'])), (t('ins'), c.m('ID', ins))]
    if t('insurer'):
        fields.append((t('insurer'), c.m('ORGANIZATION', c.pick(RX['insurers'][i]))))
    fields += [(t('rxno'), c.m('ID', c.pick([f'{c.digits(4)} {c.digits(4)} {c.digits(4)}', c.letters(2) + c.digits(9), f'{c.digits(2)}-{c.digits(7)}']))),
               (t('date'), c.m('DATE', c.date_long(on)))]
    story += [kv_table(c, fields), gap(4)]
    rows = []
    for name, dose in c.rng.sample(DRUGS, c.int(2, 4)):
        rows.append([Paragraph(escape(name), s['cell']), c.digits(7), Paragraph(escape(dose), s['cell']), str(c.int(1, 3))])
    story.append(grid_table(c, [t('drug'), t('code'), t('dose'), t('qty')], rows, [62 * mm, 24 * mm, 70 * mm, 16 * mm], zebra=False))
    story.append(gap(4))
    review = (on[0], min(12, on[1] + 1), on[2])
    story.append(P(RX['note'][i].format(pat=c.x('PERSON_NAME', pat['short']), date=c.x('DATE', c.date_long(review)),
                                        phone=c.x('PHONE', prac_phone)), s['body']))
    story.append(gap(8))
    pharm = c.pool(PHARMACIES[c.lang])
    ph_addr = c.address_lines(flat=False)
    pharmacist = c.person()
    story.append(P(f'{t("disp")}: <b>{c.x("ORGANIZATION", pharm)}</b>, {c.x("ADDRESS", c.addr_inline(ph_addr))} — '
                   f'{c.x("PERSON_NAME", pharmacist["short"])}, {c.x("DATE", c.date_num(on))}', s['small']))
    story.append(P(f'{t("paid")}: {c.x("MONEY_AMOUNT", c.money(c.pick([9.9, 4.25, 10.0, 1.65, 2.5])))}', s['small']))

    def footer(cv, d):
        cv.setFont(reg, 7)
        cv.drawString(18 * mm, 12 * mm, f'{c.m("ORGANIZATION", practice)} · {c.m("PERSON_NAME", pat["full"])}')
        cv.drawRightString(W - 18 * mm, 12 * mm, f'{PAGE[i]} {d.page}')

    build(c, path, story, None, footer)


# =============================================================================================
# Rental application
# =============================================================================================
RA = {
    'title': ('Tenancy application', 'Solicitud de arrendamiento', 'Dossier de candidature locative', 'Mieterselbstauskunft',
              'Domanda di locazione', 'Candidatura ao arrendamento', 'Анкета арендатора'),
    'prop': ('Property applied for', 'Vivienda solicitada', 'Logement demandé', 'Wohnung', 'Immobile richiesto', 'Imóvel pretendido', 'Объект аренды'),
    'rent': ('Monthly rent', 'Renta mensual', 'Loyer mensuel', 'Kaltmiete', 'Canone mensile', 'Renda mensal', 'Арендная плата'),
    'deposit': ('Deposit', 'Fianza', 'Dépôt de garantie', 'Kaution', 'Deposito cauzionale', 'Caução', 'Залог'),
    'move': ('Move-in date', 'Fecha de entrada', 'Date d\'entrée souhaitée', 'Einzug ab', 'Data di ingresso', 'Data de entrada', 'Дата заселения'),
    'household': ('Household', 'Unidad de convivencia', 'Occupants', 'Haushaltsangehörige', 'Nucleo familiare', 'Agregado familiar', 'Состав семьи'),
    'rel': ('Relationship', 'Parentesco', 'Lien', 'Verhältnis', 'Rapporto', 'Parentesco', 'Степень родства'),
    'rels': (['partner', 'son', 'daughter'], ['cónyuge', 'hijo', 'hija'], ['conjoint', 'fils', 'fille'], ['Ehepartner/in', 'Sohn', 'Tochter'],
             ['coniuge', 'figlio', 'figlia'], ['cônjuge', 'filho', 'filha'], ['супруг(а)', 'сын', 'дочь']),
    'age': ('Age', 'Edad', 'Âge', 'Alter', 'Età', 'Idade', 'Возраст'),
    'years': tuple(V.AGE_UNIT[l] for l in V.LANGS),
    'current': ('Current landlord', 'Arrendador actual', 'Propriétaire actuel', 'Derzeitiger Vermieter', 'Locatore attuale',
                'Senhorio atual', 'Нынешний арендодатель'),
    'emp': LA['emp'],
    'income': LA['income'],
    'agency': ('Letting agent', 'Agencia', 'Agence', 'Hausverwaltung', 'Agenzia', 'Mediadora', 'Агентство'),
    'text': ('I, {name}, currently rent {addr} from {landlord} (tel. {phone}), who can confirm that the rent of {rent} has been paid on '
             'time since {since}. I work for {emp} and my partner {partner} is self-employed. References may be requested from my '
             'manager {mgr} at {mail}.',
             'Yo, {name}, alquilo actualmente la vivienda de {addr} a {landlord} (tel. {phone}), quien puede confirmar que la renta de '
             '{rent} se ha pagado puntualmente desde el {since}. Trabajo en {emp} y mi pareja {partner} es autónoma. Pueden pedirse '
             'referencias a mi responsable {mgr} en {mail}.',
             'Je soussigné(e) {name}, loue actuellement le logement situé {addr} auprès de {landlord} (tél. {phone}), qui peut confirmer '
             'que le loyer de {rent} est réglé à échéance depuis le {since}. Je travaille chez {emp} et mon conjoint {partner} est '
             'travailleur indépendant. Références auprès de ma responsable {mgr} : {mail}.',
             'Ich, {name}, miete derzeit die Wohnung {addr} von {landlord} (Tel. {phone}), der bestätigen kann, dass die Miete von '
             '{rent} seit dem {since} pünktlich gezahlt wurde. Ich arbeite bei {emp}; mein Partner {partner} ist selbständig. '
             'Referenzen erteilt meine Vorgesetzte {mgr} unter {mail}.',
             'Io sottoscritto/a {name} abito attualmente in affitto in {addr}, di proprietà di {landlord} (tel. {phone}), che può '
             'confermare il regolare pagamento del canone di {rent} dal {since}. Lavoro presso {emp} e il mio compagno {partner} è '
             'lavoratore autonomo. Referenze: la mia responsabile {mgr}, {mail}.',
             'Eu, {name}, arrendo atualmente a casa na {addr} a {landlord} (tel. {phone}), que pode confirmar o pagamento pontual da '
             'renda de {rent} desde {since}. Trabalho na {emp} e o meu companheiro {partner} é trabalhador independente. '
             'Referências: a minha chefe {mgr}, {mail}.',
             'Я, {name}, снимаю квартиру по адресу {addr} у {landlord} (тел. {phone}), который может подтвердить своевременную '
             'оплату аренды {rent} с {since}. Работаю в компании {emp}, супруг {partner} — индивидуальный предприниматель. '
             'Рекомендации: мой руководитель {mgr}, {mail}.'),
}
AGENCIES = {
    'en': ['Hartley & Finch Lettings', 'Keystone Property Management', 'Northern Lets', 'Cathedral Estates'],
    'es': ['Inmobiliaria Puerta del Sol', 'Gestión de Alquileres Mediterráneo', 'Fincas Alameda', 'Inmobiliaria Atalaya'],
    'fr': ['Agence du Beffroi', 'Cabinet Immobilier Delorme', 'Gestion Locative des Remparts', 'Agence Lumière Immobilier'],
    'de': ['Hausverwaltung Brandt & Söhne', 'Immobilien Sonnleitner', 'Wohnbau Isarufer', 'Grundstücksverwaltung Lehnert'],
    'it': ['Agenzia Immobiliare Il Portico', 'Studio Immobiliare Colombo', 'Gestioni Immobiliari Adige', 'Immobiliare La Torre'],
    'pt': ['Imobiliária Ribeira', 'Casas do Tejo Mediação', 'Imobiliária Portas do Sol', 'Mediação Imobiliária Atlântico'],
    'ru': ['Агентство недвижимости «Квартал»', 'АН «Новосёл»', 'Агентство «Итака»', 'Компания «Домострой»'],
}


def rental_application(c, path):
    t = lab(RA, c)
    i = V.LANGS.index(c.lang)
    s = styles(c, size=9.5)
    reg, bold = c.fonts
    agency = c.pool(AGENCIES[c.lang])
    ag_addr = c.address_lines(flat=False)
    app = c.person()
    prop = c.address_lines()
    rent = float(c.int(45, 180) * 10)
    story = [P(f'<b>{c.x("ORGANIZATION", agency)}</b>', s['h1']),
             P(f'{c.x("ADDRESS", c.addr_inline(ag_addr))} · {c.x("URL", site(c, agency))}', s['small']), gap(4),
             P(t('title'), s['h2']),
             kv_table(c, [(t('prop'), Paragraph(escape_lines(c, prop), s['plain'])), (t('rent'), c.m('MONEY_AMOUNT', c.money(rent))),
                          (t('deposit'), c.m('MONEY_AMOUNT', c.money(rent * 2))), (t('move'), c.m('DATE', c.date_long(c.date_parts(2025, 2025)))),
                          (NAME[i], c.m('PERSON_NAME', app['full'])), (DOB[i], c.m('DATE', c.date_num(c.date_parts(1960, 2001)))),
                          (PHONE[i], c.m('PHONE', c.phone())), (EMAIL[i], c.m('EMAIL', c.email(app)))]), gap(4)]
    partner = c.person()
    rows = []
    for k, rel in enumerate(RA['rels'][i]):
        if k and c.chance(0.4):
            continue
        who = partner if k == 0 else c.person()
        name = who['full'] if c.lang == 'ru' else f'{who["given"]} {app["surname"] if k else who["surname"]}'
        by = c.date_parts(1965, 2000) if k == 0 else c.date_parts(2008, 2022)
        age = 2025 - by[0]
        rows.append([c.m('PERSON_NAME', name), rel, c.m('DATE', c.date_num(by)), c.m('AGE', f'{age} {t("years")}')])
    story += [P(t('household'), s['h2']), grid_table(c, [NAME[i], t('rel'), DOB[i], t('age')], rows, [70 * mm, 35 * mm, 35 * mm, 30 * mm]), gap(4)]
    landlord = c.person()
    cur = c.address_lines()
    mgr = c.person()
    emp = c.pool(V.EMPLOYERS[c.lang])
    partner_name = rows[0][0] if rows else partner['full']
    c.m('PERSON_NAME', partner_name)  # printed again in the text below
    text = RA['text'][i].format(name=c.x('PERSON_NAME', app['full']), addr=c.x('ADDRESS', c.addr_inline(cur)),
                                landlord=c.x('PERSON_NAME', landlord['full']), phone=c.x('PHONE', c.phone()),
                                rent=c.x('MONEY_AMOUNT', c.money(c.int(40, 150) * 10)),
                                since=c.x('DATE', c.date_long(c.date_parts(2016, 2022))), emp=c.x('ORGANIZATION', emp),
                                partner=escape(partner_name), mgr=c.x('PERSON_NAME', mgr['full']), mail=c.x('EMAIL', c.email(mgr)))
    story += [P(text, s['body']), gap(3)]
    story.append(kv_table(c, [(t('emp'), c.m('ORGANIZATION', emp)), (t('income'), c.m('MONEY_AMOUNT', c.money(c.int(1500, 4800) + 0.0, code=True))),
                              (t('current'), c.m('PERSON_NAME', landlord['full']))]))

    def header(cv, d):
        if d.page == 1:
            return
        cv.setFont(reg, 8)
        cv.drawString(18 * mm, H - 14 * mm, f'{t("title")} · {c.m("PERSON_NAME", app["full"])}')

    def footer(cv, d):
        cv.setFont(reg, 7)
        cv.drawString(18 * mm, 12 * mm, c.m('ORGANIZATION', agency))
        cv.drawRightString(W - 18 * mm, 12 * mm, f'{PAGE[i]} {d.page}')

    build(c, path, story, header, footer)


# =============================================================================================
# Vehicle insurance claim form (canvas-drawn first page)
# =============================================================================================
VC = {
    'title': ('Motor claim form', 'Declaración de siniestro de automóvil', 'Déclaration de sinistre automobile', 'Schadenanzeige Kfz',
              'Denuncia di sinistro auto', 'Participação de sinistro automóvel', 'Извещение о ДТП'),
    'insurers': (['Cheviot Motor Insurance', 'Albion Mutual'], ['Seguros La Meseta', 'Mutua Levantina'], ['Assurances du Rhône', 'Mutuelle Armor'],
                 ['Alpenland Versicherung', 'Hanse Kfz-Versicherung'], ['Assicurazioni Laguna', 'Mutua Appenninica'],
                 ['Seguradora Lusa', 'Mútua do Atlântico'], ['Страховая компания «Щит»', 'СК «Волга-Полис»']),
    'policy': ('Policy number', 'Nº de póliza', 'N° de contrat', 'Versicherungsschein-Nr.', 'N. polizza', 'N.º da apólice', 'Полис ОСАГО'),
    'claim': ('Claim number', 'Nº de siniestro', 'N° de sinistre', 'Schaden-Nr.', 'N. sinistro', 'N.º do sinistro', 'Номер убытка'),
    'holder': ('Policyholder', 'Tomador', 'Souscripteur', 'Versicherungsnehmer', 'Contraente', 'Tomador do seguro', 'Страхователь'),
    'plate': ('Registration', 'Matrícula', 'Immatriculation', 'Kennzeichen', 'Targa', 'Matrícula', 'Госномер'),
    'make': ('Make and model', 'Marca y modelo', 'Marque et modèle', 'Fahrzeug', 'Marca e modello', 'Marca e modelo', 'Марка, модель'),
    'driver': ('Driver', 'Conductor', 'Conducteur', 'Fahrer/in', 'Conducente', 'Condutor', 'Водитель'),
    'licence': ('Driving licence No.', 'Nº permiso de conducir', 'N° de permis', 'Führerschein-Nr.', 'N. patente', 'N.º carta de condução', 'Водительское удостоверение'),
    'when': ('Date of accident', 'Fecha del siniestro', 'Date de l\'accident', 'Schadentag', 'Data del sinistro', 'Data do acidente', 'Дата ДТП'),
    'time': ('Time', 'Hora', 'Heure', 'Uhrzeit', 'Ora', 'Hora', 'Время'),
    'where': ('Place', 'Lugar', 'Lieu', 'Schadenort', 'Luogo', 'Local', 'Место'),
    'other': ('Other party', 'Contrario', 'Partie adverse', 'Unfallgegner', 'Controparte', 'Terceiro', 'Второй участник'),
    'oins': ('Their insurer', 'Su aseguradora', 'Son assureur', 'Dessen Versicherer', 'Sua compagnia', 'Seguradora', 'Его страховщик'),
    'witness': ('Witness', 'Testigo', 'Témoin', 'Zeuge/Zeugin', 'Testimone', 'Testemunha', 'Свидетель'),
    'desc': ('Description of the accident', 'Descripción del siniestro', 'Circonstances', 'Schadenhergang', 'Dinamica del sinistro',
             'Descrição do acidente', 'Обстоятельства ДТП'),
    'est': ('Repair estimate', 'Presupuesto de reparación', 'Devis de réparation', 'Kostenvoranschlag', 'Preventivo di riparazione',
            'Orçamento de reparação', 'Смета ремонта'),
    'garage': ('Garage', 'Taller', 'Garage', 'Werkstatt', 'Officina', 'Oficina', 'Автосервис'),
    'story': ('I was waiting at the lights on {road} in {town} when the vehicle {plate} driven by {other} hit the rear of my car. '
              '{witness}, who was walking past, gave me her number ({wphone}). The police attended and gave reference {police}. '
              'My car is at {garage}, which estimates {amount}.',
              'Estaba detenido en el semáforo de {road} en {town} cuando el vehículo {plate}, conducido por {other}, golpeó la parte '
              'trasera de mi coche. {witness}, que pasaba por allí, me dio su teléfono ({wphone}). Acudió la policía, atestado {police}. '
              'El coche está en {garage}, con un presupuesto de {amount}.',
              'J\'étais arrêté au feu {road} à {town} lorsque le véhicule {plate} conduit par {other} a heurté l\'arrière de ma voiture. '
              '{witness}, qui passait, m\'a laissé son numéro ({wphone}). La police est intervenue (procès-verbal {police}). '
              'Le véhicule est au {garage}, devis de {amount}.',
              'Ich stand an der Ampel in der {road} in {town}, als das Fahrzeug {plate}, gefahren von {other}, auf mein Heck auffuhr. '
              '{witness}, die vorbeiging, gab mir ihre Nummer ({wphone}). Die Polizei nahm den Unfall auf (Tagebuch-Nr. {police}). '
              'Das Auto steht bei {garage}; der Kostenvoranschlag beträgt {amount}.',
              'Ero fermo al semaforo di {road} a {town} quando il veicolo {plate}, condotto da {other}, ha tamponato la mia auto. '
              '{witness}, che passava a piedi, mi ha lasciato il suo numero ({wphone}). È intervenuta la polizia locale (verbale {police}). '
              'L\'auto è presso {garage}, preventivo di {amount}.',
              'Estava parado no semáforo da {road} em {town} quando o veículo {plate}, conduzido por {other}, embateu na traseira do meu '
              'carro. {witness}, que passava a pé, deu-me o seu número ({wphone}). A PSP tomou conta da ocorrência (auto n.º {police}). '
              'O carro está na {garage}, com orçamento de {amount}.',
              'Я стоял на светофоре, {road}, г. {town}, когда автомобиль {plate} под управлением {other} въехал в заднюю часть моей машины. '
              'Прохожая {witness} оставила свой телефон ({wphone}). Сотрудники ГИБДД составили протокол № {police}. '
              'Машина находится в автосервисе {garage}, смета {amount}.'),
}
GARAGES = {
    'en': ['Meadowbank Motors', 'Greenway Bodyshop', 'Station Garage', 'Ferrybridge Autos'],
    'es': ['Talleres Martín e Hijos', 'Chapa y Pintura El Cruce', 'Taller Mecánico Salinas', 'Autos Ribera'],
    'fr': ['Garage du Centre', 'Carrosserie Lemoine', 'Garage des Sablons', 'Auto Service Rivière'],
    'de': ['Autohaus Kessler', 'Karosseriebau Wendt', 'Kfz-Meisterbetrieb Lorenz', 'Werkstatt am Ring'],
    'it': ['Carrozzeria Fratelli Conti', 'Autofficina Moderna', 'Carrozzeria San Giorgio', 'Officina Bertolini'],
    'pt': ['Oficina Auto Sampaio', 'Garagem Central', 'Auto Reparadora do Norte', 'Oficina Irmãos Lopes'],
    'ru': ['Автосервис «Мотор»', 'СТО «Кузовной двор»', 'Автотехцентр «Гараж»', 'Автосервис «Колесо»'],
}
CARS = ['Volkswagen Golf', 'Ford Fiesta', 'Renault Clio', 'Fiat Panda', 'Peugeot 308', 'Toyota Yaris', 'Škoda Octavia', 'Lada Vesta']


def plate(c):
    lang = c.lang
    if lang == 'en':
        return f'{c.letters(2)}{c.int(10, 74)} {c.letters(3)}'
    if lang == 'es':
        return f'{c.digits(4)} {c.letters(3, "BCDFGHJKLMNPRSTVWXYZ")}'
    if lang in ('fr', 'it'):
        return f'{c.letters(2)}-{c.digits(3)}-{c.letters(2)}' if lang == 'fr' else f'{c.letters(2)} {c.digits(3)}{c.letters(2)}'
    if lang == 'de':
        return f'{c.pick(["BA", "GÖ", "RO", "PB", "TÜ", "IN"])}-{c.letters(2)} {c.int(10, 9999)}'
    if lang == 'pt':
        return f'{c.letters(2)}-{c.digits(2)}-{c.letters(2)}'
    return f'{c.pick("АВЕКМНОРСТУХ")}{c.digits(3)}{c.pick("АВЕКМНОРСТУХ")}{c.pick("АВЕКМНОРСТУХ")} {c.int(10, 199)}'


def licence(c):
    lang = c.lang
    if lang == 'en':
        return f'{c.letters(5)}{c.digits(6)}{c.letters(2)}{c.digits(1)}{c.letters(2)}'
    if lang == 'ru':
        return f'{c.digits(2)} {c.digits(2)} {c.digits(6)}'
    if lang == 'de':
        return f'{c.letters(1)}{c.digits(2)}{c.letters(1)}{c.digits(6)}{c.digits(1)}{c.letters(1)}'
    if lang == 'it':
        return f'U1{c.letters(1)}{c.digits(6)}{c.letters(1)}'
    return c.digits(2) + c.letters(2) + c.digits(5) if lang == 'fr' else c.letters(1) + '-' + c.digits(7)


def vehicle_claim(c, path):
    t = lab(VC, c)
    i = V.LANGS.index(c.lang)
    s = styles(c, size=9.5)
    reg, bold = c.fonts
    ins = c.pick(VC['insurers'][i])
    holder = c.person()
    other = c.person()
    addr = c.address_lines()
    pol = c.pick([f'{c.letters(3)}-{c.digits(7)}', c.digits(10), f'{c.digits(2)}/{c.digits(6)}/{c.digits(2)}'])
    claim = c.pick([f'{c.digits(4)}-{c.digits(6)}', c.letters(1) + c.digits(9)])
    acc = c.date_parts(2025, 2025)
    my_plate = plate(c)
    their_plate = plate(c)
    town = c.town()[0]

    def first(cv, d):
        cv.setFont(bold, 15)
        cv.drawString(18 * mm, H - 20 * mm, c.m('ORGANIZATION', ins))
        cv.setFont(reg, 11)
        cv.drawString(18 * mm, H - 27 * mm, t('title'))
        x0, x1, x2, wf = 18 * mm, 76 * mm, 134 * mm, 56 * mm
        y = H - 33 * mm
        rows = [((t('policy'), c.m('ID', pol)), (t('claim'), c.m('ID', claim)), (t('when'), c.m('DATE', c.date_num(acc)))),
                ((t('holder'), c.m('PERSON_NAME', holder['full'])), (PHONE[i], c.m('PHONE', c.phone())), (t('time'), f'{c.int(7, 21):02d}:{c.int(0, 59):02d}')),
                ((t('plate'), c.m('ID', my_plate)), (t('make'), c.pick(CARS)), (t('where'), c.m('LOCATION', town))),
                ((t('driver'), c.m('PERSON_NAME', holder['short'])), (t('licence'), c.m('DRIVER_LICENSE', licence(c))), (DOB[i], c.m('DATE', c.date_num(c.date_parts(1955, 2003))))),
                ((t('other'), c.m('PERSON_NAME', other['full'])), (t('plate'), c.m('ID', their_plate)), (t('oins'), c.m('ORGANIZATION', c.pick(VC['insurers'][i])))),
                ]
        for row in rows:
            for x, (l, v) in zip((x0, x1, x2), row):
                field_box(cv, c, x, y, wf, l, v, reg, bold)
            y -= 11 * mm
        field_box(cv, c, x0, y, 172 * mm, ADDR[i] + ' (' + t('holder') + ')', c.m('ADDRESS', c.addr_inline(addr)), reg, bold)
        y -= 11 * mm
        field_box(cv, c, x0, y, 172 * mm, EMAIL[i], c.m('EMAIL', c.email(holder)), reg, bold)
        # A ticked box drawn as a check mark (no text).
        cv.rect(x0, y - 20 * mm, 4 * mm, 4 * mm)
        cv.line(x0 + 0.8 * mm, y - 18 * mm, x0 + 1.8 * mm, y - 19.2 * mm)
        cv.line(x0 + 1.8 * mm, y - 19.2 * mm, x0 + 3.4 * mm, y - 16.6 * mm)

    witness = c.person()
    garage = c.pool(GARAGES[c.lang])
    road = c.pool(V.STREETS[c.lang])
    police = c.pick([f'{c.digits(2)}/{c.digits(5)}/{acc[0]}', f'{c.letters(2)}{c.digits(7)}'])
    est = c.int(600, 6400) + c.int(0, 99) / 100
    text = VC['story'][i].format(road=c.x('LOCATION', road), town=c.x('LOCATION', town), plate=c.x('ID', their_plate), other=c.x('PERSON_NAME', other['full']),
                                 witness=c.x('PERSON_NAME', witness['full']), wphone=c.x('PHONE', c.phone()), police=c.x('ID', police),
                                 garage=c.x('ORGANIZATION', garage), amount=c.x('MONEY_AMOUNT', c.money(est)))
    story = [P(t('desc'), s['h2']), P(text, s['body']), gap(4),
             kv_table(c, [(t('witness'), c.m('PERSON_NAME', witness['full'])),
                          (ADDR[i], Paragraph(escape_lines(c, c.address_lines()), s['plain'])),
                          (t('garage'), c.m('ORGANIZATION', garage)), (t('est'), c.m('MONEY_AMOUNT', c.money(est, code=True)))]),
             gap(8), P(f'{c.x("LOCATION", town)}, {c.x("DATE", c.date_long((acc[0], acc[1], min(28, acc[2] + 2))))} — {c.x("PERSON_NAME", holder["full"])}', s['plain'])]

    def footer(cv, d):
        cv.setFont(reg, 7)
        cv.drawString(18 * mm, 12 * mm, f'{c.m("ORGANIZATION", ins)} · {t("claim")} {c.m("ID", claim)}')
        cv.drawRightString(W - 18 * mm, 12 * mm, f'{PAGE[i]} {d.page}')

    build(c, path, story, None, footer, first=first, first_height=112 * mm)


# =============================================================================================
# School report
# =============================================================================================
SR = {
    'title': ('End of year report', 'Boletín de calificaciones', 'Bulletin scolaire', 'Jahreszeugnis', 'Pagella scolastica',
              'Registo de avaliação', 'Табель успеваемости'),
    'pupil': ('Pupil', 'Alumno/a', 'Élève', 'Schüler/in', 'Alunno/a', 'Aluno/a', 'Ученик'),
    'class': ('Form', 'Curso', 'Classe', 'Klasse', 'Classe', 'Turma', 'Класс'),
    'pid': ('Unique pupil number', 'Nº de expediente', 'INE', 'Schülernummer', 'Matricola', 'N.º de processo', 'Номер личного дела'),
    'subject': ('Subject', 'Asignatura', 'Matière', 'Fach', 'Materia', 'Disciplina', 'Предмет'),
    'grade': ('Grade', 'Nota', 'Moyenne', 'Note', 'Voto', 'Nível', 'Оценка'),
    'teacher': ('Teacher', 'Profesor/a', 'Professeur', 'Lehrkraft', 'Docente', 'Professor/a', 'Учитель'),
    'absent': ('Days absent', 'Faltas', 'Demi-journées d\'absence', 'Fehltage', 'Giorni di assenza', 'Faltas', 'Пропущено дней'),
    'subjects': (['English', 'Mathematics', 'Science', 'History', 'French', 'Art'], ['Lengua', 'Matemáticas', 'Biología', 'Historia', 'Inglés', 'Música'],
                 ['Français', 'Mathématiques', 'SVT', 'Histoire-géographie', 'Anglais', 'EPS'], ['Deutsch', 'Mathematik', 'Biologie', 'Geschichte', 'Englisch', 'Sport'],
                 ['Italiano', 'Matematica', 'Scienze', 'Storia', 'Inglese', 'Musica'], ['Português', 'Matemática', 'Ciências', 'História', 'Inglês', 'Educação Física'],
                 ['Русский язык', 'Математика', 'Биология', 'История', 'Английский язык', 'Физкультура']),
    'grades': (['A*', 'A', 'B', 'C'], ['Sobresaliente (9)', 'Notable (7)', 'Bien (6)', 'Suficiente (5)'], ['15,5', '12', '17', '9,5'],
               ['1', '2', '3', '2-'], ['8', '7', '9', '6'], ['5', '4', '3', '4'], ['5', '4', '3', '4']),
    'comment': ('{first} has had an excellent year and was a reliable member of the school council. {first} will join {teacher}\'s '
                'set next year. Parents can book a meeting by writing to {mail} or calling {phone}.',
                '{first} ha tenido un curso excelente y ha sido delegada de clase. El próximo curso su tutora será {teacher}. '
                'Las familias pueden pedir cita escribiendo a {mail} o llamando al {phone}.',
                '{first} a fait une excellente année et a été déléguée de classe. L\'an prochain, son professeur principal sera '
                '{teacher}. Les parents peuvent prendre rendez-vous par courriel à {mail} ou au {phone}.',
                '{first} hatte ein sehr gutes Schuljahr und war Klassensprecherin. Im nächsten Jahr übernimmt {teacher} die Klasse. '
                'Eltern können unter {mail} oder {phone} einen Gesprächstermin vereinbaren.',
                '{first} ha concluso un anno eccellente ed è stata rappresentante di classe. Il prossimo anno la coordinatrice sarà '
                '{teacher}. I genitori possono chiedere un colloquio scrivendo a {mail} o chiamando il {phone}.',
                '{first} teve um ano excelente e foi delegada de turma. No próximo ano a diretora de turma será {teacher}. '
                'Os encarregados de educação podem marcar reunião pelo {mail} ou pelo {phone}.',
                '{first} успешно окончила год и была старостой класса. В следующем году классным руководителем будет {teacher}. '
                'Родители могут записаться на встречу по адресу {mail} или по телефону {phone}.'),
    'head': ('Headteacher', 'Director/a', 'Chef d\'établissement', 'Schulleiter/in', 'Dirigente scolastico', 'Diretor/a', 'Директор'),
    'parents': ('To the parents of', 'A la familia de', 'Aux parents de', 'An die Eltern von', 'Ai genitori di', 'Aos pais de', 'Родителям ученика'),
}
SCHOOLS = {
    'en': ['Ashworth Academy', 'St Cuthbert\'s High School', 'Millfield Community School', 'Kingsmead Grammar School'],
    'es': ['IES Miguel de Unamuno', 'Colegio Santa Teresa', 'IES Río Duero', 'Colegio Público Virgen del Mar'],
    'fr': ['Collège Jean Moulin', 'Lycée Sainte-Marie', 'Collège des Tilleuls', 'Lycée Condorcet'],
    'de': ['Gymnasium am Kaiserdom', 'Realschule Lindenhof', 'Schiller-Gymnasium', 'Gesamtschule Auenland'],
    'it': ['Liceo Scientifico Galileo Galilei', 'Istituto Comprensivo Don Milani', 'Liceo Classico Parini', 'Scuola Media Manzoni'],
    'pt': ['Escola Secundária Camões', 'Agrupamento de Escolas do Restelo', 'Colégio São João de Brito', 'Escola Básica da Pontinha'],
    'ru': ['Гимназия № 5', 'Средняя школа № 118', 'Лицей «Интеллект»', 'Школа № 42 с углублённым изучением языков'],
}


def school_report(c, path):
    t = lab(SR, c)
    i = V.LANGS.index(c.lang)
    s = styles(c, size=9.5)
    reg, bold = c.fonts
    school = c.pool(SCHOOLS[c.lang])
    sc_addr = c.address_lines(flat=False)
    pupil = c.person()
    parent = c.person()
    addr = c.address_lines()
    surname = pupil['surname']
    pupil_name = pupil['full'] if c.lang == 'ru' else f'{pupil["given"]} {surname}'
    parent_name = parent['full'] if c.lang == 'ru' else f'{parent["given"]} {surname}'
    pid = c.pick([c.letters(1) + c.digits(12), c.digits(10) + c.letters(1), c.digits(7)])
    story = [P(f'<b>{c.x("ORGANIZATION", school)}</b>', s['h1']),
             P(f'{c.x("ADDRESS", c.addr_inline(sc_addr))} · {c.x("PHONE", c.phone(False))}', s['small']), gap(5),
             P(f'{t("parents")}<br/>' + '<br/>'.join([c.x('PERSON_NAME', pupil_name.upper())]) + '<br/>'
               + escape_lines(c, [parent_name] if False else addr), s['plain']), gap(5),
             P(t('title'), s['h2'])]
    dob = c.date_parts(2008, 2016)
    story.append(kv_table(c, [(t('pupil'), c.m('PERSON_NAME', pupil_name)), (DOB[i], c.m('DATE', c.date_num(dob))),
                              (t('class'), f'{c.int(5, 11)}{c.pick("ABCD")}'), (t('pid'), c.m('ID', pid)),
                              (t('absent'), str(c.int(0, 14)))]))
    story.append(gap(4))
    rows = []
    teachers = []
    for subj in SR['subjects'][i]:
        te = c.person()
        tn = te['initials'] if c.lang in ('ru', 'en') and c.chance(0.5) else te['short']
        teachers.append(tn)
        rows.append([subj, c.pick(SR['grades'][i]), c.m('PERSON_NAME', tn)])
    story.append(grid_table(c, [t('subject'), t('grade'), t('teacher')], rows, [60 * mm, 40 * mm, 70 * mm]))
    story.append(gap(4))
    nxt = c.person()
    mail = f'{c.pick(["office", "secretaria", "secretariat", "sekretariat", "segreteria", "secretaria", "priemnaya"])}@{site(c, school)[4:]}'
    story.append(P(SR['comment'][i].format(first=c.x('PERSON_NAME', pupil['given']), teacher=c.x('PERSON_NAME', nxt['short']),
                                           mail=c.x('EMAIL', mail), phone=c.x('PHONE', c.phone(False))), s['body']))
    story.append(gap(10))
    head = c.person()
    story.append(P(f'{t("head")}: {c.x("PERSON_NAME", head["full"])} · {c.x("DATE", c.date_long((c.int(2024, 2025), 7, c.int(1, 20))))}', s['plain']))

    def footer(cv, d):
        cv.setFont(reg, 7)
        cv.drawString(18 * mm, 12 * mm, f'{c.m("ORGANIZATION", school)} · {c.m("PERSON_NAME", pupil_name)} · {c.m("ID", pid)}')
        cv.drawRightString(W - 18 * mm, 12 * mm, f'{PAGE[i]} {d.page}')

    build(c, path, story, None, footer)


KINDS = {'loan': loan_application, 'prescription': prescription, 'rental': rental_application, 'claim': vehicle_claim, 'school': school_report}


# =============================================================================================
# Patient registration form (several pages: the consent text runs on; header on every page)
# =============================================================================================
PR = {
    'title': ('New patient registration', 'Alta de nuevo paciente', 'Fiche d\'admission patient', 'Patientenaufnahmebogen',
              'Scheda di accettazione paziente', 'Ficha de inscrição de utente', 'Анкета пациента'),
    'mrn': ('Hospital number', 'Nº de historia', 'IPP', 'Fallnummer', 'N. nosologico', 'N.º de processo clínico', 'Номер медкарты'),
    'born': ('born on {d}', 'nacida el {d}', 'née le {d}', 'geboren am {d}', 'nata il {d}', 'nascida a {d}', 'родилась {d}'),
    'sex': ('Sex', 'Sexo', 'Sexe', 'Geschlecht', 'Sesso', 'Sexo', 'Пол'),
    'age': ('Age', 'Edad', 'Âge', 'Alter', 'Età', 'Idade', 'Возраст'),
    'years': tuple(V.AGE_UNIT[l] for l in V.LANGS),
    'member': ('Member number', 'Nº de afiliado', 'N° d\'adhérent', 'Mitgliedsnummer', 'N. tessera', 'N.º de beneficiário', 'Номер полиса'),
    'group': ('Group number', 'Nº de póliza colectiva', 'N° de contrat collectif', 'Gruppenvertrag', 'Polizza collettiva', 'Apólice de grupo', 'Договор ДМС'),
    'insurer': ('Health insurer', 'Aseguradora', 'Complémentaire santé', 'Krankenversicherung', 'Assicurazione sanitaria', 'Seguro de saúde', 'Страховщик'),
    'insurers': (['Wessex Healthcare Trust', 'Vitality Mutual'], ['Sanitas Seguros', 'Asisa'], ['Mutuelle Générale de Bourgogne', 'Harmonie Santé Ouest'],
                 ['Barmer', 'Techniker Krankenkasse'], ['UniSalute', 'Cassa Mutua Nazionale'], ['Médis', 'Multicare'],
                 ['СОГАЗ', 'РЕСО-Мед']),
    'gp': ('Family doctor', 'Médico de cabecera', 'Médecin traitant', 'Hausarzt/Hausärztin', 'Medico di base', 'Médico de família', 'Участковый врач'),
    'next': ('Next of kin', 'Familiar de contacto', 'Personne de confiance', 'Angehörige/r', 'Familiare di riferimento', 'Familiar de contacto', 'Контактное лицо'),
    'allergy': ('Allergies', 'Alergias', 'Allergies', 'Allergien', 'Allergie', 'Alergias', 'Аллергии'),
    'allergies': ('penicillin, latex', 'penicilina, látex', 'pénicilline, latex', 'Penicillin, Latex', 'penicillina, lattice', 'penicilina, látex', 'пенициллин, латекс'),
    'meds': ('Current medicines', 'Medicación habitual', 'Traitement en cours', 'Aktuelle Medikation', 'Terapia in corso', 'Medicação habitual', 'Принимаемые препараты'),
    'consent_h': ('Consent and information', 'Consentimiento e información', 'Consentement et information', 'Einwilligung und Aufklärung',
                  'Consenso informato', 'Consentimento informado', 'Информированное согласие'),
    'consent': ('I, {name}, agree that the hospital may share my records with {gp} and with my insurer. I understand that my data are kept '
                'for the period the law requires and that I may withdraw this consent in writing. ',
                'Yo, {name}, autorizo al hospital a compartir mi historia clínica con {gp} y con mi aseguradora. Entiendo que mis datos se '
                'conservan durante el plazo legal y que puedo revocar este consentimiento por escrito. ',
                'Je soussignée {name} accepte que l\'établissement partage mon dossier avec {gp} et avec ma complémentaire. Mes données sont '
                'conservées pendant la durée légale et je peux retirer ce consentement par écrit. ',
                'Ich, {name}, willige ein, dass das Krankenhaus meine Unterlagen an {gp} und meine Krankenkasse weitergibt. Meine Daten werden '
                'für die gesetzliche Frist aufbewahrt; die Einwilligung kann ich schriftlich widerrufen. ',
                'Io sottoscritta {name} autorizzo la struttura a condividere la mia cartella con {gp} e con la mia assicurazione. I dati sono '
                'conservati per il periodo previsto dalla legge e posso revocare il consenso per iscritto. ',
                'Eu, {name}, autorizo o hospital a partilhar o meu processo com {gp} e com o meu seguro. Os dados são conservados durante o '
                'prazo legal e posso retirar este consentimento por escrito. ',
                'Я, {name}, согласна на передачу моей медицинской документации врачу {gp} и страховщику. Данные хранятся в течение '
                'установленного законом срока; согласие может быть отозвано письменно. '),
    'rules': ('Visiting hours are from 2 pm to 8 pm. Valuables should be left at home. Mobile phones may be used in the day rooms. ',
              'El horario de visitas es de 14 a 20 h. Se recomienda no traer objetos de valor. El móvil puede usarse en las salas comunes. ',
              'Les visites sont autorisées de 14 h à 20 h. Il est conseillé de ne pas apporter d\'objets de valeur. ',
              'Besuchszeiten sind von 14 bis 20 Uhr. Wertsachen sollten zu Hause bleiben. Mobiltelefone sind in den Aufenthaltsräumen erlaubt. ',
              'L\'orario di visita è dalle 14 alle 20. Si consiglia di non portare oggetti di valore. ',
              'O horário das visitas é das 14h às 20h. Não traga objetos de valor. ',
              'Посещения разрешены с 14:00 до 20:00. Ценные вещи рекомендуется оставить дома. '),
    'signed': ('Signed on {d}', 'Firmado {d}', 'Signé le {d}', 'Unterschrieben am {d}', 'Firmato il {d}', 'Assinado a {d}', 'Подписано {d}'),
    'page': PAGE,
    'hist': ('Previous admissions', 'Ingresos anteriores', 'Hospitalisations antérieures', 'Frühere Aufenthalte', 'Ricoveri precedenti',
             'Internamentos anteriores', 'Предыдущие госпитализации'),
    'cols': (('Date', 'Hospital', 'Department', 'Consultant'), ('Fecha', 'Centro', 'Servicio', 'Médico responsable'),
             ('Date', 'Établissement', 'Service', 'Médecin'), ('Datum', 'Klinik', 'Station', 'Behandelnde/r Arzt/Ärztin'),
             ('Data', 'Struttura', 'Reparto', 'Medico'), ('Data', 'Hospital', 'Serviço', 'Médico'), ('Дата', 'Учреждение', 'Отделение', 'Врач')),
    'wards': (['Cardiology', 'Orthopaedics', 'General surgery'], ['Cardiología', 'Traumatología', 'Cirugía general'],
              ['Cardiologie', 'Orthopédie', 'Chirurgie viscérale'], ['Kardiologie', 'Unfallchirurgie', 'Innere Medizin'],
              ['Cardiologia', 'Ortopedia', 'Chirurgia generale'], ['Cardiologia', 'Ortopedia', 'Cirurgia geral'],
              ['Кардиология', 'Травматология', 'Хирургия']),
}
HOSPITALS = {
    'en': ['Royal Wessex Infirmary', 'Fenwick Community Hospital', 'St Oswald\'s Hospital', 'Thornbury General Hospital'],
    'es': ['Hospital Comarcal del Bierzo', 'Clínica Nuestra Señora del Pilar', 'Hospital General de la Vega', 'Hospital San Rafael'],
    'fr': ['Centre hospitalier de Cornouaille', 'Clinique des Cèdres', 'Hôpital Saint-Joseph', 'Polyclinique du Val de Saône'],
    'de': ['Klinikum Frankenwald', 'St. Elisabeth-Krankenhaus', 'Kreisklinik Isargau', 'Evangelisches Krankenhaus Waldfriede'],
    'it': ['Ospedale San Giovanni di Dio', 'Casa di Cura Villa Serena', 'Ospedale Civile Santa Maria', 'Presidio Ospedaliero Valle Brembana'],
    'pt': ['Hospital de Santa Luzia', 'Hospital Distrital do Vale', 'Clínica da Misericórdia', 'Hospital de São Teotónio'],
    'ru': ['Городская клиническая больница № 15', 'Областная больница им. Семашко', 'Клиника «Медгород»', 'ЦРБ Заречного района'],
}


def date_words(c, ymd):
    """A date written with words (ordinals, quotes) as forms print a date of birth or a signature date."""
    y, mo, d = ymd
    lang = c.lang
    name = V.MONTHS[lang][mo - 1]
    if lang == 'en':
        suf = 'th' if 11 <= d <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')
        # 'the' before '19th of August 1978' is no part of the date: the caller prints it outside the mark.
        return c.pick([f'{d}{suf} {name} {y}', f'{name} {d}{suf}, {y}', f'the\u0000{d}{suf} of {name} {y}'])
    if lang == 'fr':
        return f'{"1er" if d == 1 else d} {name} {y}'
    if lang == 'it':
        return f'{"1°" if d == 1 else d} {name} {y}'
    if lang == 'de':
        return f'{d}. {name} {y}'
    if lang == 'ru':
        return f'«{d}» {name} {y}'
    return f'{d} de {name} de {y}'


def xdate(c, text):
    """Marks a date written with words, leaving a leading 'the' outside the mark."""
    lead, _, value = text.rpartition('\u0000')
    return (lead + ' ' if lead else '') + c.x('DATE', value)


def patient_registration(c, path):
    t = lab(PR, c)
    i = V.LANGS.index(c.lang)
    s = styles(c, size=9.5)
    reg, bold = c.fonts
    hosp = c.pool(HOSPITALS[c.lang])
    h_addr = c.address_lines(flat=False)
    p = c.person()
    pname = p['full']
    dob = (c.int(1940, 2004), c.int(1, 12), c.int(1, 28))
    on = (2025, c.int(1, 12), c.int(1, 28))
    age = on[0] - dob[0] - (1 if (on[1], on[2]) < (dob[1], dob[2]) else 0)
    mrn = c.pick([c.digits(8), f'{c.letters(1)}{c.digits(7)}', f'{c.digits(2)}-{c.digits(6)}'])
    addr = c.address_lines()
    gp = c.person()
    gp_name = gp['full'] if c.lang != 'ru' else gp['initials']
    kin = c.person()
    age_text = f'{age} {t("years")}'
    story = [P(f'<b>{c.x("ORGANIZATION", hosp)}</b>', s['h1']),
             P(f'{c.x("ADDRESS", c.addr_inline(h_addr))} · {c.x("PHONE", c.phone(False))}', s['small']), gap(3),
             P(t('title'), s['h2']),
             P(f'<b>{c.x("PERSON_NAME", pname.upper())}</b>, {PR["born"][i].format(d=xdate(c, date_words(c, dob)))} '
               f'({c.x("AGE", age_text)}) · {t("mrn")} {c.x("ID", mrn)}', s['plain']), gap(2)]
    ins = c.pick(PR['insurers'][i])
    fields = [(ADDR[i], Paragraph(escape_lines(c, addr), s['plain'])), (PHONE[i], c.m('PHONE', c.phone())),
              (EMAIL[i], c.m('EMAIL', c.email(p))), (t('insurer'), c.m('ORGANIZATION', ins)),
              (t('member'), c.m('ID', c.pick([c.digits(9), f'{c.letters(3)}{c.digits(8)}', f'{c.digits(3)}-{c.digits(3)}-{c.digits(3)}']))),
              (t('group'), c.m('ID', c.pick([f'G{c.digits(6)}', c.digits(7), f'{c.digits(4)}/{c.digits(2)}']))),
              (t('gp'), c.m('PERSON_NAME', gp_name)),
              (t('next'), Paragraph(f'{c.x("PERSON_NAME", kin["full"])}, {c.x("PHONE", c.phone())}', s['plain'])),
              (t('allergy'), PR['allergies'][i]),
              (t('meds'), 'Ramipril 5 mg, Metformin 850 mg')]
    story += [kv_table(c, fields), gap(3), P(t('hist'), s['h2'])]
    rows = []
    for _ in range(c.int(5, 10)):
        doc = c.person()
        rows.append([c.m('DATE', c.date_num(c.date_parts(2012, 2024))), c.m('ORGANIZATION', c.pool(HOSPITALS[c.lang])),
                     c.pick(PR['wards'][i]), c.m('PERSON_NAME', doc['short'] if c.lang != 'ru' else doc['initials'])])
    story += [grid_table(c, [PR['cols'][i][0], PR['cols'][i][1], PR['cols'][i][2], PR['cols'][i][3]], rows,
                         [24 * mm, 66 * mm, 40 * mm, 44 * mm]), gap(3), P(t('consent_h'), s['h2'])]
    # The consent runs on: repeated paragraphs of rules make the form two or three pages long.
    for k in range(c.int(5, 9)):
        if k % 3 == 0:
            story.append(P(PR['consent'][i].format(name=c.x('PERSON_NAME', pname), gp=c.x('PERSON_NAME', gp_name)) + PR['rules'][i] * 2, s['body']))
        else:
            story.append(P(PR['rules'][i] * 4, s['body']))
    story += [gap(6), P(PR['signed'][i].format(d=xdate(c, date_words(c, on))) + f' — {c.x("PERSON_NAME", pname)}', s['plain'])]

    def header(cv, d):
        cv.setFont(reg, 7.5)
        cv.drawString(18 * mm, H - 14 * mm, f'{c.m("PERSON_NAME", pname)} · {c.m("DATE", c.date_num(dob))}')
        cv.drawRightString(W - 18 * mm, H - 14 * mm, f'{t("mrn")}: {c.m("ID", mrn)}')

    def footer(cv, d):
        cv.setFont(reg, 7)
        cv.drawString(18 * mm, 12 * mm, c.m('ORGANIZATION', hosp))
        cv.drawRightString(W - 18 * mm, 12 * mm, f'{PAGE[i]} {d.page}')

    build(c, path, story, header, footer)


KINDS['registration'] = patient_registration


# =============================================================================================
# Credit card statement (two date columns, foreign-currency rows, header on every page)
# =============================================================================================
CC = {
    'title': ('Credit card statement', 'Extracto de tarjeta de crédito', 'Relevé de carte de crédit', 'Kreditkartenabrechnung',
              'Estratto conto carta di credito', 'Extrato do cartão de crédito', 'Выписка по кредитной карте'),
    'card': ('Card number', 'Número de tarjeta', 'Numéro de carte', 'Kartennummer', 'Numero carta', 'Número do cartão', 'Номер карты'),
    'holder': ('Cardholder', 'Titular', 'Titulaire', 'Karteninhaber/in', 'Titolare', 'Titular', 'Держатель карты'),
    'limit': ('Credit limit', 'Límite de crédito', 'Plafond', 'Kreditrahmen', 'Fido', 'Limite de crédito', 'Кредитный лимит'),
    'stmt': ('Statement date', 'Fecha de liquidación', 'Date d\'arrêté', 'Abrechnungsdatum', 'Data estratto', 'Data do extrato', 'Дата выписки'),
    'due': ('Payment due', 'Fecha de cargo', 'Date de prélèvement', 'Fällig am', 'Addebito il', 'Data limite de pagamento', 'Оплатить до'),
    'min': ('Minimum payment', 'Pago mínimo', 'Mensualité minimale', 'Mindestbetrag', 'Rata minima', 'Pagamento mínimo', 'Минимальный платёж'),
    'prev': ('Previous balance', 'Saldo anterior', 'Solde précédent', 'Saldo Vormonat', 'Saldo precedente', 'Saldo anterior', 'Задолженность на начало'),
    'new': ('New balance', 'Nuevo saldo', 'Nouveau solde', 'Neuer Saldo', 'Nuovo saldo', 'Novo saldo', 'Задолженность на конец'),
    'tdate': ('Transaction', 'Operación', 'Opération', 'Umsatz', 'Operazione', 'Movimento', 'Дата операции'),
    'pdate': ('Posted', 'Valor', 'Valeur', 'Buchung', 'Valuta', 'Valor', 'Дата списания'),
    'desc': ('Details', 'Comercio', 'Commerçant', 'Händler', 'Esercente', 'Comerciante', 'Описание'),
    'fx': ('Foreign amount / rate', 'Divisa / cambio', 'Devise / taux', 'Fremdwährung / Kurs', 'Valuta / cambio', 'Divisa / câmbio', 'Валюта / курс'),
    'amount': ('Amount', 'Importe', 'Montant', 'Betrag', 'Importo', 'Montante', 'Сумма'),
    'pay': ('PAYMENT RECEIVED - THANK YOU', 'SU PAGO - GRACIAS', 'VOTRE RÈGLEMENT - MERCI', 'Zahlung erhalten - danke', 'PAGAMENTO RICEVUTO - GRAZIE',
            'PAGAMENTO RECEBIDO - OBRIGADO', 'Погашение задолженности'),
    'interest': ('Interest at 24.9% APR', 'Intereses TAE 21,9 %', 'Intérêts TAEG 19,9 %', 'Sollzinsen 15,9 % p.a.', 'Interessi TAEG 18,9%',
                 'Juros TAEG 17,9%', 'Проценты 29,9% годовых'),
    'svc': ('Lost or stolen cards, 24 hours', 'Robo o pérdida, 24 horas', 'Perte ou vol, 24 h/24', 'Sperr-Notruf, rund um die Uhr',
            'Furto o smarrimento, 24 ore su 24', 'Perda ou roubo, 24 horas', 'Блокировка карты, круглосуточно'),
    'page': PAGE,
}
# A city abroad, its country code (unmarked) and currency with a rate to the card's currency (unmarked).
ABROAD = [('NEW YORK', 'US', 'USD', 0.92), ('ZURICH', 'CH', 'CHF', 1.04), ('STOCKHOLM', 'SE', 'SEK', 0.087),
          ('PRAHA', 'CZ', 'CZK', 0.040), ('ISTANBUL', 'TR', 'TRY', 0.027), ('LONDON', 'GB', 'GBP', 1.17)]


def card_statement(c, path):
    t = lab(CC, c)
    i = V.LANGS.index(c.lang)
    s = styles(c, size=8.5)
    reg, bold = c.fonts
    bank = c.pool(V.BANKS[c.lang])
    holder = c.person()
    hname = holder['full'].upper()
    addr = c.address_lines()
    last = c.digits(4)
    card = c.pick([f'{c.pick("45")}{c.digits(3)} •••• •••• {last}', f'{c.pick("45")}{c.digits(3)} {c.digits(2)}XX XXXX {last}', f'XXXX-XXXX-XXXX-{last}'])
    y, mo = 2025, c.int(2, 11)
    limit = float(c.pick([1500, 3000, 4500, 6000, 8000]))
    story = [P(f'<b>{c.x("ORGANIZATION", bank)}</b>', s['h1']), P(t('title'), s['h2']),
             P(f'{c.x("PERSON_NAME", hname)}<br/>{escape_lines(c, addr)}', s['plain']), gap(4)]
    prev = c.int(100, 2500) + c.int(0, 99) / 100
    rows = []
    total = 0.0
    n = c.int(10, 22)
    days = sorted(c.int(1, 26) for _ in range(n))
    for k, d in enumerate(days):
        td = c.m('DATE', c.date_short((y, mo, d)))
        pd = c.m('DATE', c.date_short((y, mo, min(28, d + c.int(0, 2)))))
        if k == 3:
            amt = -prev
            rows.append([td, pd, t('pay'), '', c.m('MONEY_AMOUNT', c.money(amt, sign=False))])
            total += amt
            continue
        if c.chance(0.2):
            city, cc, cur, rate = c.pick([a for a in ABROAD if not (c.lang == 'en' and a[2] == 'GBP')])
            fam = c.int(5, 300) + c.int(0, 99) / 100
            amt = round(fam * rate, 2)
            merchant = c.pick(['AMAZON MKTPLACE', 'UBER TRIP', 'HOTEL ASTORIA', 'AIRBNB', 'STARBUCKS', 'SHELL'])
            desc = f'{c.x("ORGANIZATION", merchant)} {c.x("LOCATION", city)} {cc}'
            fx = f'{c.m("MONEY_AMOUNT", f"{cur} {fam:.2f}")} / {rate:.4f}'
        else:
            amt = c.int(3, 250) + c.int(0, 99) / 100
            merchant = c.pool(V.MERCHANTS[c.lang])
            merchant = merchant.upper() if c.chance(0.6) and c.lang != 'ru' else merchant
            town = c.town()[0]
            desc = f'{c.x("ORGANIZATION", merchant)} {c.x("LOCATION", town.upper() if c.lang != "ru" else town)}'
            fx = ''
        total += amt
        rows.append([td, pd, Paragraph(desc, s['cell']), fx, c.m('MONEY_AMOUNT', c.money(amt, sign=False))])
    interest = round(max(0.0, prev) * 0.019, 2)
    rows.append(['', '', t('interest'), '', c.m('MONEY_AMOUNT', c.money(interest, sign=False))])
    new = round(prev + total + interest, 2)
    stmt_date = (y, mo, 27)
    due = (y, mo + 1, c.int(10, 25))
    summary = [(t('holder'), c.m('PERSON_NAME', holder['full'])), (t('card'), c.m('CREDIT_CARD', card)),
               (t('limit'), c.m('MONEY_AMOUNT', c.money(limit))), (t('stmt'), c.m('DATE', c.date_num(stmt_date))),
               (t('prev'), c.m('MONEY_AMOUNT', c.money(prev))), (t('new'), c.m('MONEY_AMOUNT', c.money(new))),
               (t('min'), c.m('MONEY_AMOUNT', c.money(max(25.0, round(new * 0.03, 2))))), (t('due'), c.m('DATE', c.date_long(due)))]
    story += [kv_table(c, summary), gap(4),
              grid_table(c, [t('tdate'), t('pdate'), t('desc'), t('fx'), t('amount')], rows,
                         [18 * mm, 18 * mm, 70 * mm, 38 * mm, 26 * mm], align_right=(3, 4))]
    hotline = c.phone(False)

    def header(cv, d):
        if d.page == 1:
            return
        cv.setFont(reg, 7.5)
        cv.drawString(18 * mm, H - 14 * mm, f'{c.m("ORGANIZATION", bank)} · {t("title")} · {c.m("DATE", c.date_num(stmt_date))}')
        cv.drawRightString(W - 18 * mm, H - 14 * mm, f'{c.m("PERSON_NAME", hname)} · {c.m("CREDIT_CARD", card)}')

    def footer(cv, d):
        cv.setFont(reg, 7)
        cv.drawString(18 * mm, 12 * mm, f'{t("svc")}: {c.m("PHONE", hotline)}')
        cv.drawRightString(W - 18 * mm, 12 * mm, f'{PAGE[i]} {d.page}')

    build(c, path, story, header, footer)


KINDS['cardstatement'] = card_statement


# =============================================================================================
# United States: a new-hire form drawn on the canvas (identity, address in separate boxes,
# identity document, direct deposit, withholding), English with US formats only
# =============================================================================================

def us_new_hire(c, path):
    from kit import us_address, us_date, us_money, us_person, us_phone, us_ssn
    reg, bold = c.fonts
    s = styles(c, size=9)
    emp = c.pool(V.US_EMPLOYERS)
    e_addr = us_address(c)
    p = us_person(c)
    street, rest = us_address(c)
    town_state, zipc = rest.rsplit(' ', 1)
    town, state = town_state.rstrip(',').rsplit(' ', 1) if ',' not in town_state else [x.strip() for x in town_state.split(',')]
    bank = c.pool(V.US_BANKS)
    hired = (2025, c.int(1, 11), c.int(1, 28))
    dl_state = c.pick(['Oregon', 'Wisconsin', 'Arizona', 'Ohio', 'North Carolina', 'Idaho'])
    dl = c.pick([c.letters(1) + c.digits(7), c.digits(9), c.letters(1) + c.digits(3) + '-' + c.digits(4) + '-' + c.digits(4)])

    def first(cv, d):
        cv.setFont(bold, 14)
        cv.drawString(18 * mm, H - 20 * mm, c.m('ORGANIZATION', emp))
        cv.setFont(reg, 10)
        cv.drawString(18 * mm, H - 26 * mm, 'New hire packet: employee information and direct deposit')
        x, y = 18 * mm, H - 31 * mm
        box = lambda bx, by, w, label, value: field_box(cv, c, bx, by, w, label, value, reg, bold)  # noqa: E731
        box(x, y, 60 * mm, 'Last name (family name)', c.m('PERSON_NAME', p['surname'].upper()))
        box(x + 60 * mm, y, 50 * mm, 'First name (given name)', c.m('PERSON_NAME', p['given'].upper()))
        middle = p['full'].split()[1][0] if len(p['full'].split()) > 2 else ''
        box(x + 110 * mm, y, 20 * mm, 'Middle initial', c.m('PERSON_NAME', middle) if middle else '')
        box(x + 130 * mm, y, 44 * mm, 'Employee ID', c.m('ID', f'E-{c.digits(6)}'))
        y -= 11 * mm
        box(x, y, 90 * mm, 'Address (street number and name)', c.m('ADDRESS', street))
        box(x + 90 * mm, y, 40 * mm, 'City or town', c.m('LOCATION', town))
        box(x + 130 * mm, y, 16 * mm, 'State', state)
        box(x + 146 * mm, y, 28 * mm, 'ZIP code', c.m('ZIP_CODE', zipc))
        y -= 11 * mm
        box(x, y, 40 * mm, 'Date of birth (mm/dd/yyyy)', c.m('DATE', us_date(c, (c.int(1960, 2004), c.int(1, 12), c.int(1, 28)), 'num')))
        box(x + 40 * mm, y, 44 * mm, 'Social Security number', c.m('SSN', us_ssn(c)))
        box(x + 84 * mm, y, 50 * mm, "Employee's email address", c.m('EMAIL', f'{p["given"].lower().replace("-", "")}{c.int(1, 99)}@{c.pick(["gmail.com", "yahoo.com", "outlook.com", "icloud.com"])}'))
        box(x + 134 * mm, y, 40 * mm, "Employee's telephone", c.m('PHONE', us_phone(c)))
        y -= 15 * mm
        cv.setFont(bold, 9)
        cv.drawString(x, y, 'Identity document')
        y -= 2 * mm
        box(x, y, 60 * mm, 'Document title', "Driver's license")
        box(x + 60 * mm, y, 40 * mm, 'Issuing authority', dl_state)
        box(x + 100 * mm, y, 44 * mm, 'Document number', c.m('DRIVER_LICENSE', dl))
        box(x + 144 * mm, y, 30 * mm, 'Expiration date', c.m('DATE', us_date(c, (c.int(2026, 2031), c.int(1, 12), c.int(1, 28)), 'num')))
        y -= 15 * mm
        cv.setFont(bold, 9)
        cv.drawString(x, y, 'Direct deposit authorization')
        y -= 2 * mm
        box(x, y, 70 * mm, 'Bank name', c.m('ORGANIZATION', bank))
        box(x + 70 * mm, y, 40 * mm, 'Routing number (ABA)', c.m('ID', c.pick(['0', '1', '2', '3']) + c.digits(8)))
        box(x + 110 * mm, y, 44 * mm, 'Account number', c.m('ACCOUNT', c.digits(c.pick([8, 10, 12]))))
        box(x + 154 * mm, y, 20 * mm, 'Type', c.pick(['Checking', 'Savings']))
        y -= 11 * mm
        part_pay = us_money(float(c.int(2, 20) * 50))
        box(x, y, 70 * mm, 'Deposit amount', 'Entire net pay' if c.chance(0.67) else c.m('MONEY_AMOUNT', part_pay))
        box(x + 70 * mm, y, 50 * mm, 'Dependents (step 3)', c.m('MONEY_AMOUNT', us_money(float(c.pick([0, 2000, 4000, 500])))))
        box(x + 120 * mm, y, 54 * mm, 'Extra withholding per pay period', c.m('MONEY_AMOUNT', us_money(float(c.pick([0, 25, 40, 75])))))

    mgr = us_person(c)
    ec = us_person(c)
    story = [P('Employment details', s['h2']),
             kv_table(c, [('Start date', c.m('DATE', us_date(c, hired, 'long'))), ('Hiring manager', c.m('PERSON_NAME', mgr['full'])),
                          ('Pay rate', c.m('MONEY_AMOUNT', us_money(c.int(18, 55) + c.pick([0.0, 0.25, 0.5, 0.75]))) + '/hour'),
                          ('Work location', Paragraph(escape_lines(c, e_addr), s['plain'])),
                          ('Emergency contact', Paragraph(f'{c.x("PERSON_NAME", ec["full"])} (spouse), {c.x("PHONE", us_phone(c))}', s['plain']))]),
             gap(4),
             P(f'I attest, under penalty of perjury, that the information above is true. I authorize {c.x("ORGANIZATION", emp)} to deposit my '
               f'pay into the account above and to correct any deposit made in error. Signed by {c.x("PERSON_NAME", p["short"])} on '
               f'{c.x("DATE", us_date(c, (2025, hired[1], max(1, hired[2] - 3)), "ord"))}; reviewed by {c.x("PERSON_NAME", mgr["initials"])}, '
               f'HR, {c.x("EMAIL", "hr@" + domain(emp) + ".com")}.', s['body'])]

    def footer(cv, d):
        cv.setFont(reg, 7)
        cv.drawString(18 * mm, 12 * mm, f'{c.m("ORGANIZATION", emp)} · Confidential personnel record · Form NH-3 (rev. 01/2024)')
        cv.drawRightString(W - 18 * mm, 12 * mm, f'Page {d.page}')

    build(c, path, story, None, footer, first=first, first_height=135 * mm)


us_new_hire.langs = ['en']
us_new_hire.copies = 5
KINDS['ushire'] = us_new_hire
