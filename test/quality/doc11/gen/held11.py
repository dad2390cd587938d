"""held11 (never tuned on): mortgage offers (letter class), pension benefit statements, court
orders and summonses, travel booking confirmations, vaccination records, notarial deeds of sale;
seven languages each. Nobody but the author reads this file or lists held11's errors."""
from kit import Doc, tex

LANGS = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru']


# --- mortgage offer (letter class) --------------------------------------------------------------
MO = {
    'en': dict(dear='Dear {a} and {b},', subj='Mortgage offer --- application reference {ref}',
               intro='We are pleased to offer you a repayment mortgage on the property at {prop}, on the terms below. '
                     'This offer is made to {a} and {b} jointly and is valid until {until}.',
               rows=['Amount of loan', 'Purchase price', 'Valuation', 'Monthly payment', 'Arrangement fee'],
               term='The loan is repayable over 25 years at a fixed rate of 4.29\\% for five years.',
               sol='Our solicitors, {firm}, will act for us; your conveyancer {conv} can be reached on {tel} or at {mail}. '
                   'Funds will be released to the account {iban} on completion.',
               close='Yours sincerely,', role='Mortgage Underwriter'),
    'es': dict(dear='Estimados {a} y {b}:', subj='Oferta vinculante de préstamo hipotecario --- expediente {ref}',
               intro='Nos complace ofrecerles un préstamo con garantía hipotecaria sobre la vivienda sita en {prop}, en las '
                     'condiciones que se indican. La oferta se dirige conjuntamente a {a} y {b} y es válida hasta el {until}.',
               rows=['Importe del préstamo', 'Precio de compraventa', 'Valor de tasación', 'Cuota mensual', 'Comisión de apertura'],
               term='Plazo de amortización de 25 años a un tipo fijo del 3,15\\% durante los cinco primeros años.',
               sol='La notaría de {firm} se encargará de la formalización; su gestor/a, {conv}, le atenderá en el {tel} o en '
                   '{mail}. El importe se abonará en la cuenta {iban} en la fecha de la firma.',
               close='Atentamente,', role='Analista de riesgos'),
    'fr': dict(dear='Madame, Monsieur, ({a} et {b})', subj='Offre de prêt immobilier --- dossier {ref}',
               intro='Nous avons le plaisir de vous adresser une offre de prêt destinée au financement du bien situé {prop}. '
                     'L’offre est faite conjointement à {a} et {b} ; elle est valable jusqu’au {until}.',
               rows=['Montant du prêt', 'Prix d’acquisition', 'Valeur d’expertise', 'Échéance mensuelle', 'Frais de dossier'],
               term='Durée de remboursement : 25 ans, au taux fixe de 3,45\\% hors assurance.',
               sol='L’acte sera reçu par {firm} ; votre conseiller, {conv}, est joignable au {tel} ou à l’adresse {mail}. '
                   'Les fonds seront versés sur le compte {iban} le jour de la signature.',
               close='Veuillez agréer, Madame, Monsieur, nos salutations distinguées.', role='Chargé de clientèle'),
    'de': dict(dear='Sehr geehrte(r) {a}, sehr geehrte(r) {b},', subj='Darlehensangebot Baufinanzierung --- Antrag {ref}',
               intro='wir freuen uns, Ihnen ein Annuitätendarlehen zur Finanzierung der Immobilie {prop} anzubieten. Das '
                     'Angebot richtet sich an {a} und {b} als Gesamtschuldner und gilt bis zum {until}.',
               rows=['Darlehensbetrag', 'Kaufpreis', 'Beleihungswert', 'Monatliche Rate', 'Bearbeitungsentgelt'],
               term='Sollzinsbindung zehn Jahre, gebundener Sollzins 3,62\\% p.\\,a., anfängliche Tilgung 2\\%.',
               sol='Die Beurkundung erfolgt durch {firm}; Ihr Berater {conv} ist unter {tel} oder {mail} erreichbar. '
                   'Die Auszahlung erfolgt auf das Konto {iban}.',
               close='Mit freundlichen Grüßen', role='Kreditsachbearbeitung'),
    'it': dict(dear='Gentili {a} e {b},', subj='Offerta vincolante di mutuo ipotecario --- pratica {ref}',
               intro='siamo lieti di proporVi un mutuo ipotecario per l’acquisto dell’immobile sito in {prop}. L’offerta è '
                     'rivolta congiuntamente a {a} e {b} ed è valida fino al {until}.',
               rows=['Importo del mutuo', 'Prezzo di acquisto', 'Valore di perizia', 'Rata mensile', 'Spese di istruttoria'],
               term='Durata 25 anni, tasso fisso del 3,10\\% annuo (TAEG 3,38\\%).',
               sol='L’atto sarà stipulato presso {firm}; il Vostro consulente, {conv}, è raggiungibile al {tel} o all’indirizzo '
                   '{mail}. L’erogazione avverrà sul conto {iban}.',
               close='Distinti saluti', role='Ufficio crediti'),
    'pt': dict(dear='Exmos. Senhores {a} e {b},', subj='Proposta de crédito à habitação --- processo {ref}',
               intro='Temos o prazer de propor a V. Exas. um crédito à habitação para aquisição do imóvel sito na {prop}. '
                     'A proposta é dirigida a {a} e {b}, solidariamente, e é válida até {until}.',
               rows=['Montante do empréstimo', 'Preço de aquisição', 'Valor de avaliação', 'Prestação mensal', 'Comissão de abertura'],
               term='Prazo de 30 anos, taxa fixa de 3,20\\% nos primeiros cinco anos.',
               sol='A escritura será celebrada no {firm}; o seu gestor, {conv}, está disponível pelo {tel} ou por {mail}. '
                   'O montante será creditado na conta {iban}.',
               close='Com os melhores cumprimentos,', role='Direção de Crédito'),
    'ru': dict(dear='Уважаемые {a} и {b}!', subj='Предложение по ипотечному кредиту --- заявка № {ref}',
               intro='Банк сообщает о готовности предоставить ипотечный кредит на приобретение квартиры по адресу: {prop}. '
                     'Предложение адресовано созаёмщикам {a} и {b} и действует до {until}.',
               rows=['Сумма кредита', 'Стоимость квартиры', 'Оценочная стоимость', 'Ежемесячный платёж', 'Комиссия'],
               term='Срок кредита 20 лет, процентная ставка 9,6\\% годовых.',
               sol='Сделка будет зарегистрирована при участии {firm}; ваш менеджер {conv}, тел. {tel}, {mail}. '
                   'Кредит будет перечислен на счёт {iban}.',
               close='С уважением,', role='Кредитный инспектор'),
}


def mortgage(name, lang, part):
    d = Doc(name, 'mortgage-offer', lang, part, cls='letter', size='11pt')
    v, L = d.v, MO[lang]
    bank = v.org('bank')
    a, b, conv, uw = (v.person() for _ in range(4))
    o_street, o_town_line, _ = v.address()
    street, town_line, town = v.address()
    prop, _ = v.address1()
    y = v.r.choice([2025, 2026])
    d.pre.append(f'\\address{{{d.m("ORGANIZATION", bank)}\\\\ {tex(o_street)}\\\\ {tex(o_town_line)}}}')
    d.marks.append(['ADDRESS', f'{o_street}\n{o_town_line}'])
    d.pre.append(f'\\signature{{{d.m("PERSON_NAME", uw.natural)}\\\\ {L["role"]}}}')
    d.pre.append(f'\\date{{{d.m("LOCATION", town)}, {d.m("DATE", v.date(year=y, style="word"))}}}')
    rcpt = f'{d.m("PERSON_NAME", a.natural)}\\\\ {d.m("PERSON_NAME", b.natural)}\\\\ {tex(street)}\\\\ {tex(town_line)}'
    d.marks.append(['ADDRESS', f'{street}\n{town_line}'])
    ref = v.ref(n=v.r.choice([8, 9]), letters=v.r.choice([0, 2, 3]), sep=v.r.choice(['', '-', '/']))
    d.add(f'\\begin{{letter}}{{{rcpt}}}\n\\opening{{{L["dear"].format(a=d.m("PERSON_NAME", a.natural), b=d.m("PERSON_NAME", b.natural))}}}\n\n')
    d.p(f'\\textbf{{{L["subj"].format(ref=d.m("ID", ref))}}}')
    d.p(L['intro'].format(prop=d.m('ADDRESS', prop), a=d.m('PERSON_NAME', a.natural), b=d.m('PERSON_NAME', b.natural),
                          until=d.m('DATE', v.date(year=y))))
    price = v.r.randrange(180, 900) * 1000
    loan = price * v.r.choice([0.6, 0.7, 0.75, 0.8])
    amounts = [loan, price, price * v.r.choice([1.0, 1.02, 0.98]), loan / 180, v.r.choice([495, 999, 1500])]
    rows = [[L['rows'][i], d.m('MONEY_AMOUNT', v.money(x, cents=i == 3))] for i, x in enumerate(amounts)]
    d.add('\\begin{center}\\begin{tabular}{|l|r|}\\hline\n' + '\n'.join(f'{p} & {q} \\\\ \\hline' for p, q in rows)
          + '\n\\end{tabular}\\end{center}\n\n')
    d.p(L['term'])
    firm = v.org('employer')
    d.p(L['sol'].format(firm=d.m('ORGANIZATION', firm), conv=d.m('PERSON_NAME', conv.natural), tel=d.m('PHONE', v.phone()),
                        mail=f'\\texttt{{{d.m("EMAIL", v.email(conv))}}}', iban=d.m('ACCOUNT', v.iban())))
    d.add(f'\\closing{{{L["close"]}}}\n\\end{{letter}}\n')
    return d


# --- pension benefit statement ------------------------------------------------------------------
PE = {
    'en': dict(title='Annual Benefit Statement', member='Member', dob='Date of birth', ni='National Insurance number',
               addr='Address', joined='Date joined scheme', nrd='Normal retirement date', mno='Member number',
               head=['Year', 'Your contributions', 'Employer contributions', 'Fund value at 5 April'],
               text='Your employer, {emp}, pays into the scheme on your behalf. If you retire at {age} of age, your projected '
                    'pension is {pen} a year. Your nominated beneficiary is {ben} (born {bdob}). Pension payments will be '
                    'made to {iban}.', agew='years', page=('Page', 'of'),
               note='Questions? Write to {mail} or call {tel}; quote member number {mno}.'),
    'es': dict(title='Certificado Anual de Derechos Consolidados', member='Partícipe', dob='Fecha de nacimiento', ni='NIF',
               addr='Domicilio', joined='Fecha de alta en el plan', nrd='Fecha prevista de jubilación', mno='N.º de partícipe',
               head=['Ejercicio', 'Aportaciones del partícipe', 'Contribuciones del promotor', 'Derechos consolidados a 31/12'],
               text='La empresa promotora, {emp}, realiza contribuciones a su favor. Si se jubila a los {age}, la prestación '
                    'estimada asciende a {pen} anuales. Beneficiario/a designado/a: {ben} (nacido/a el {bdob}). Las prestaciones '
                    'se abonarán en la cuenta {iban}.', agew='años', page=('Página', 'de'),
               note='Consultas en {mail} o en el teléfono {tel}, indicando el n.º de partícipe {mno}.'),
    'fr': dict(title='Relevé annuel de situation --- épargne retraite', member='Adhérent(e)', dob='Date de naissance',
               ni='N° de sécurité sociale', addr='Adresse', joined='Date d’adhésion', nrd='Date prévisionnelle de départ',
               mno='N° d’adhérent', head=['Année', 'Versements salarié', 'Abondement employeur', 'Épargne au 31/12'],
               text='Votre employeur, {emp}, abonde vos versements. En cas de départ à {age}, la rente estimée s’élève à {pen} '
                    'par an. Bénéficiaire désigné(e) : {ben} (né(e) le {bdob}). La rente sera versée sur le compte {iban}.',
               agew='ans', page=('Page', 'sur'),
               note='Pour toute question : {mail} ou {tel}, en rappelant votre n° d’adhérent {mno}.'),
    'de': dict(title='Renteninformation der betrieblichen Altersversorgung', member='Versicherte(r)', dob='Geburtsdatum',
               ni='Sozialversicherungs-/Steuer-ID', addr='Anschrift', joined='Beginn der Versorgung', nrd='Rentenbeginn',
               mno='Versicherungsnummer', head=['Jahr', 'Eigenbeitrag', 'Arbeitgeberbeitrag', 'Kapital zum 31.12.'],
               text='Ihr Arbeitgeber, die {emp}, zahlt Beiträge für Sie ein. Bei Rentenbeginn mit {age} beträgt die '
                    'voraussichtliche Rente {pen} jährlich. Bezugsberechtigt im Todesfall: {ben} (geboren am {bdob}). Die '
                    'Rente wird auf das Konto {iban} gezahlt.', agew='Jahren', page=('Seite', 'von'),
               note='Fragen an {mail} oder {tel}; bitte Versicherungsnummer {mno} angeben.'),
    'it': dict(title='Comunicazione periodica annuale --- fondo pensione', member='Aderente', dob='Data di nascita',
               ni='Codice fiscale', addr='Indirizzo', joined='Data di adesione', nrd='Data prevista di pensionamento',
               mno='Matricola', head=['Anno', 'Contributi aderente', 'Contributi datore', 'Posizione al 31/12'],
               text='Il datore di lavoro, {emp}, versa contributi a Suo favore. In caso di pensionamento a {age}, la rendita '
                    'stimata è di {pen} annui. Beneficiario designato: {ben} (nato/a il {bdob}). Le prestazioni saranno '
                    'accreditate sul conto {iban}.', agew='anni', page=('Pagina', 'di'),
               note='Per informazioni: {mail}, tel. {tel}, indicando la matricola {mno}.'),
    'pt': dict(title='Extrato Anual do Plano de Pensões', member='Participante', dob='Data de nascimento', ni='NIF',
               addr='Morada', joined='Data de adesão', nrd='Data normal de reforma', mno='N.º de participante',
               head=['Ano', 'Contribuições do participante', 'Contribuições da empresa', 'Saldo a 31/12'],
               text='A entidade patronal, {emp}, efetua contribuições a seu favor. Reformando-se aos {age}, a pensão estimada '
                    'é de {pen} por ano. Beneficiário designado: {ben} (nascido/a em {bdob}). A pensão será paga na conta {iban}.',
               agew='anos', page=('Página', 'de'),
               note='Esclarecimentos: {mail} ou {tel}, indicando o n.º de participante {mno}.'),
    'ru': dict(title='Выписка по счёту негосударственного пенсионного обеспечения', member='Участник', dob='Дата рождения',
               ni='СНИЛС', addr='Адрес', joined='Дата заключения договора', nrd='Дата назначения пенсии', mno='Номер счёта участника',
               head=['Год', 'Взносы участника', 'Взносы работодателя', 'Остаток на 31.12'],
               text='Работодатель --- {emp} --- уплачивает взносы в вашу пользу. При выходе на пенсию в {age} '
                    'ожидаемая пенсия составит {pen} в год. Правопреемник: {ben} ({bdob} г.\\,р.). Выплаты будут '
                    'перечисляться на счёт {iban}.', agew='лет', page=('Страница', 'из'),
               note='Вопросы: {mail}, тел. {tel}; укажите номер счёта {mno}.'),
}


def pension(name, lang, part):
    d = Doc(name, 'pension-statement', lang, part, size='10pt')
    v, L = d.v, PE[lang]
    scheme = v.org('insurer')
    me, ben = v.person(), v.person()
    mno = v.ref(n=v.r.choice([6, 8]), letters=v.r.choice([1, 2]), sep=v.r.choice(['', '-']))
    d.head = (d.hm('ORGANIZATION', scheme), f'{L["mno"]} {d.hm("ID", mno)}')
    d.foot = (d.hm('PERSON_NAME', me.caps), '', d.page_of(*L['page']))
    dob, _ = v.birth(1960, 1990)
    addr, _ = v.address1()
    d.add(f'\\begin{{center}}{{\\Large\\bfseries {L["title"]}}}\\end{{center}}\n\n')
    ry = int(dob[-4:]) + 67 if dob[-4:].isdigit() else 2050
    d.form([(L['member'], d.m('PERSON_NAME', me.full)), (L['dob'], d.m('DATE', dob)), (L['ni'], d.m('SSN', v.national())),
            (L['addr'], d.m('ADDRESS', addr)), (L['mno'], d.m('ID', mno)),
            (L['joined'], d.m('DATE', v.date(year=v.r.randrange(2005, 2018), style='num'))),
            (L['nrd'], d.m('DATE', v.date(year=ry, style='word')))], rules=True)
    rows, fund = [], v.r.uniform(8000, 60000)
    for y in range(2020, 2025):
        own, emp = v.r.uniform(900, 4800), v.r.uniform(1200, 6000)
        fund += own + emp
        rows.append([str(y), d.m('MONEY_AMOUNT', v.money(own)), d.m('MONEY_AMOUNT', v.money(emp)),
                     d.m('MONEY_AMOUNT', v.money(fund))])
    d.grid(L['head'], rows, 'l r r r')
    bdob, _ = v.birth(1960, 2010)
    emp = v.org('employer')
    note = L['note'].format(mail=f'\\texttt{{{d.m("EMAIL", v.org_mail(scheme, "pensions"))}}}', tel=d.m('PHONE', v.phone()),
                            mno=d.m('ID', mno))
    age = v.age(67) if lang != 'ru' else '67 лет'
    d.p(L['text'].format(emp=d.m('ORGANIZATION', emp), age=d.m('AGE', age if lang in ('ru',) else f'67 {L["agew"]}'),
                         pen=d.m('MONEY_AMOUNT', v.money(v.r.uniform(3000, 24000))),
                         ben=d.m('PERSON_NAME', ben.natural), bdob=d.m('DATE', bdob),
                         iban=d.m('ACCOUNT', v.iban())) + f'\\footnote{{{note}}}')
    return d


# --- court order / summons ----------------------------------------------------------------------
CO = {
    'en': dict(title='ORDER', caseno='Claim No.', between='BETWEEN', cl='Claimant', df='Defendant',
               body='UPON hearing counsel for the Claimant and the Defendant in person, and UPON reading the witness statement '
                    'of {wit} dated {wd}, IT IS ORDERED THAT:',
               items=['The Defendant, {df}, shall pay the Claimant, {cl}, the sum of {sum} by 4pm on {due}.',
                      'The Defendant shall pay the Claimant’s costs, summarily assessed at {costs}.',
                      'The parties shall attend a further hearing before District Judge {judge} on {hear} at 10.30am at the '
                      'court, where the Defendant’s application to set aside will be considered.'],
               served='This order was made by District Judge {judge} on {made} and served on the Defendant at {dfaddr}; '
                      'the Claimant’s solicitors are {firm}, ref.\\ {sref}.',
               note='If you do not comply with this order you may be held in contempt of court. Enquiries: {tel}.',
               page=('Page', 'of')),
    'es': dict(title='AUTO', caseno='Procedimiento ordinario n.º', between='PARTES', cl='Demandante', df='Demandado/a',
               body='Visto el estado de las actuaciones y la declaración testifical de {wit} de fecha {wd}, SE ACUERDA:',
               items=['Condenar a {df} a abonar a {cl} la cantidad de {sum} antes del {due}.',
                      'Imponer a la parte demandada las costas, que se fijan en {costs}.',
                      'Citar a las partes a la vista que se celebrará ante el/la Magistrado/a {judge} el {hear}, a las 10:30 '
                      'horas, en la sede de este Juzgado.'],
               served='Así lo acuerda y firma {judge} el {made}. Notifíquese a la parte demandada en su domicilio de {dfaddr}; '
                      'la parte actora está representada por {firm} (ref.\\ {sref}).',
               note='Contra esta resolución cabe recurso de reposición en el plazo de cinco días. Información: {tel}.',
               page=('Página', 'de')),
    'fr': dict(title='ORDONNANCE', caseno='RG n°', between='ENTRE', cl='Demandeur', df='Défendeur',
               body='Après avoir entendu les parties et vu l’attestation de {wit} en date du {wd}, PAR CES MOTIFS :',
               items=['Condamne {df} à payer à {cl} la somme de {sum} au plus tard le {due} ;',
                      'Condamne le défendeur aux dépens, liquidés à {costs} ;',
                      'Renvoie l’affaire à l’audience du {hear} à 10 h 30 devant {judge}, juge des contentieux de la protection.'],
               served='Fait et jugé par {judge} le {made}. Signifié au défendeur, demeurant {dfaddr} ; le demandeur est '
                      'représenté par {firm} (réf.\\ {sref}).',
               note='Voies de recours : appel dans un délai d’un mois à compter de la signification. Greffe : {tel}.',
               page=('Page', 'sur')),
    'de': dict(title='BESCHLUSS', caseno='Aktenzeichen', between='In dem Rechtsstreit', cl='Kläger(in)', df='Beklagte(r)',
               body='Nach mündlicher Verhandlung und nach Vernehmung des Zeugen/der Zeugin {wit} vom {wd} wird beschlossen:',
               items=['Die beklagte Partei, {df}, wird verurteilt, an {cl} einen Betrag von {sum} bis zum {due} zu zahlen.',
                      'Die Kosten des Rechtsstreits, festgesetzt auf {costs}, trägt die beklagte Partei.',
                      'Termin zur Fortsetzung der mündlichen Verhandlung vor Richter(in) am Amtsgericht {judge} wird bestimmt auf '
                      'den {hear}, 10:30 Uhr, Sitzungssaal 2.14.'],
               served='Beschlossen durch {judge} am {made}. Zugestellt an die beklagte Partei, wohnhaft {dfaddr}; '
                      'Prozessbevollmächtigte der klagenden Partei: {firm} (Az.\\ {sref}).',
               note='Gegen diesen Beschluss ist die sofortige Beschwerde binnen zwei Wochen zulässig. Geschäftsstelle: {tel}.',
               page=('Seite', 'von')),
    'it': dict(title='ORDINANZA', caseno='R.G. n.', between='TRA', cl='Attore', df='Convenuto',
               body='Sentite le parti e vista la dichiarazione testimoniale di {wit} del {wd}, il Giudice così provvede:',
               items=['condanna {df} al pagamento in favore di {cl} della somma di {sum} entro il {due};',
                      'condanna il convenuto alla rifusione delle spese di lite, liquidate in {costs};',
                      'rinvia la causa all’udienza del {hear}, ore 10:30, innanzi al dott. {judge}.'],
               served='Così deciso da {judge} il {made}. Si notifichi al convenuto, residente in {dfaddr}; l’attore è '
                      'difeso da {firm} (rif.\\ {sref}).',
               note='Avverso la presente ordinanza è ammesso reclamo nel termine di quindici giorni. Cancelleria: {tel}.',
               page=('Pagina', 'di')),
    'pt': dict(title='DESPACHO', caseno='Processo n.º', between='ENTRE', cl='Autor(a)', df='Ré(u)',
               body='Ouvidas as partes e considerado o depoimento de {wit} prestado em {wd}, DECIDE-SE:',
               items=['Condenar {df} a pagar a {cl} a quantia de {sum} até {due};',
                      'Condenar a parte ré nas custas, fixadas em {costs};',
                      'Designar para continuação da audiência o dia {hear}, pelas 10h30, perante o(a) Juiz(a) {judge}.'],
               served='Proferido por {judge} em {made}. Notifique-se a parte ré, residente na {dfaddr}; o(a) autor(a) é '
                      'patrocinado(a) por {firm} (ref.ª {sref}).',
               note='Desta decisão cabe recurso no prazo de quinze dias. Secretaria: {tel}.', page=('Página', 'de')),
    'ru': dict(title='ОПРЕДЕЛЕНИЕ', caseno='Дело №', between='по иску', cl='Истец', df='Ответчик',
               body='Заслушав стороны и изучив показания свидетеля {wit} от {wd}, суд ОПРЕДЕЛИЛ:',
               items=['Взыскать с ответчика {df} в пользу истца {cl} денежную сумму в размере {sum} в срок до {due}.',
                      'Взыскать с ответчика судебные расходы в размере {costs}.',
                      'Назначить судебное заседание под председательством судьи {judge} на {hear} в 10 ч 30 мин.'],
               served='Определение вынесено судьёй {judge} {made}. Копию направить ответчику по адресу: {dfaddr}; '
                      'представитель истца --- {firm} (исх.\\ {sref}).',
               note='Определение может быть обжаловано в течение пятнадцати дней. Канцелярия суда: {tel}.',
               page=('Страница', 'из')),
}


def court(name, lang, part):
    d = Doc(name, 'court-order', lang, part, size='11pt')
    v, L = d.v, CO[lang]
    court_ = v.org('public')
    cl, df, wit, judge = (v.person() for _ in range(4))
    y = v.r.choice([2025, 2026])
    caseno = {'en': v.ref(n=3, letters=2) + v.ref(n=5, letters=2), 'de': f'{v.r.randrange(2, 40)} C {v.r.randrange(100, 999)}/{y % 100}',
              'ru': f'2-{v.r.randrange(1000, 9999)}/{y}'}.get(lang, f'{v.r.randrange(100, 2000)}/{y}')
    d.head = (d.hm('ORGANIZATION', court_), f'{L["caseno"]} {d.hm("ID", caseno)}')
    d.foot = ('', d.page_of(*L['page']), '')
    cladd, _ = v.address1()
    dfaddr, _ = v.address1()
    d.add(f'\\begin{{center}}{{\\large {tex(court_)}}}\\\\[1ex]{{\\Large\\bfseries {L["title"]}}}\\end{{center}}\n\n')
    d.marks.append(['ORGANIZATION', court_])
    d.form([(L['caseno'], d.m('ID', caseno)),
            (L['cl'], f'{d.sc("PERSON_NAME", cl.full)}, {d.m("ADDRESS", cladd)}'),
            (L['df'], f'{d.sc("PERSON_NAME", df.full)}')])
    d.p(L['body'].format(wit=d.m('PERSON_NAME', wit.natural), wd=d.m('DATE', v.date(year=y))))
    vals = dict(df=d.m('PERSON_NAME', df.natural), cl=d.m('PERSON_NAME', cl.natural),
                sum=d.m('MONEY_AMOUNT', v.money(v.r.uniform(900, 24000))), due=d.m('DATE', v.date(year=y, style='word')),
                costs=d.m('MONEY_AMOUNT', v.money(v.r.uniform(150, 2400))), judge=d.m('PERSON_NAME', judge.short),
                hear=d.m('DATE', v.date(year=y, style='word')))
    d.items([it.format(**vals) for it in L['items']])
    firm = v.org('employer')
    note = L['note'].format(tel=d.m('PHONE', v.phone()))
    d.p(L['served'].format(judge=d.m('PERSON_NAME', judge.short), made=d.m('DATE', v.date(year=y)),
                           dfaddr=d.m('ADDRESS', dfaddr), firm=d.m('ORGANIZATION', firm),
                           sref=d.m('ID', v.ref(n=5, letters=v.r.choice([2, 3]), sep='/'))) + f'\\footnote{{{note}}}')
    return d


# --- travel booking confirmation ----------------------------------------------------------------
TB = {
    'en': dict(title='Booking Confirmation', ref='Booking reference', booked='Booked on', lead='Lead passenger',
               pax=['Passenger', 'Date of birth', 'Passport no.'], fl=['Flight', 'Date', 'From', 'To', 'Dep.'],
               hotel='Accommodation: {h}, {ha}, {n} nights from {d1}.', total='Total price', paid='Paid by card',
               contact='Contact: {tel}, {mail}', thanks='Thank you for booking with {ag}. Please check all names match the passports.'),
    'es': dict(title='Confirmación de Reserva', ref='Localizador', booked='Fecha de reserva', lead='Titular de la reserva',
               pax=['Pasajero', 'Fecha de nacimiento', 'N.º de pasaporte'], fl=['Vuelo', 'Fecha', 'Origen', 'Destino', 'Salida'],
               hotel='Alojamiento: {h}, {ha}, {n} noches desde el {d1}.', total='Importe total', paid='Pagado con tarjeta',
               contact='Contacto: {tel}, {mail}', thanks='Gracias por reservar con {ag}. Compruebe que los nombres coinciden con los pasaportes.'),
    'fr': dict(title='Confirmation de réservation', ref='Référence dossier', booked='Réservé le', lead='Voyageur principal',
               pax=['Voyageur', 'Date de naissance', 'N° de passeport'], fl=['Vol', 'Date', 'Départ', 'Arrivée', 'Heure'],
               hotel='Hébergement : {h}, {ha}, {n} nuits à partir du {d1}.', total='Prix total', paid='Payé par carte',
               contact='Contact : {tel}, {mail}', thanks='Merci d’avoir réservé avec {ag}. Vérifiez que les noms correspondent aux passeports.'),
    'de': dict(title='Buchungsbestätigung', ref='Buchungsnummer', booked='Gebucht am', lead='Reiseanmelder(in)',
               pax=['Reisende(r)', 'Geburtsdatum', 'Reisepass-Nr.'], fl=['Flug', 'Datum', 'Von', 'Nach', 'Abflug'],
               hotel='Unterkunft: {h}, {ha}, {n} Nächte ab {d1}.', total='Reisepreis gesamt', paid='Bezahlt mit Karte',
               contact='Kontakt: {tel}, {mail}', thanks='Vielen Dank für Ihre Buchung bei {ag}. Bitte prüfen Sie die Namen gemäß Reisepass.'),
    'it': dict(title='Conferma di prenotazione', ref='Codice prenotazione', booked='Prenotato il', lead='Intestatario',
               pax=['Passeggero', 'Data di nascita', 'N. passaporto'], fl=['Volo', 'Data', 'Da', 'A', 'Partenza'],
               hotel='Soggiorno: {h}, {ha}, {n} notti dal {d1}.', total='Prezzo totale', paid='Pagato con carta',
               contact='Contatti: {tel}, {mail}', thanks='Grazie per aver prenotato con {ag}. Verificate che i nomi corrispondano ai passaporti.'),
    'pt': dict(title='Confirmação de Reserva', ref='Referência da reserva', booked='Data da reserva', lead='Titular',
               pax=['Passageiro', 'Data de nascimento', 'N.º do passaporte'], fl=['Voo', 'Data', 'Origem', 'Destino', 'Partida'],
               hotel='Alojamento: {h}, {ha}, {n} noites a partir de {d1}.', total='Preço total', paid='Pago com cartão',
               contact='Contacto: {tel}, {mail}', thanks='Obrigado por reservar com a {ag}. Confirme que os nomes correspondem aos passaportes.'),
    'ru': dict(title='Подтверждение бронирования', ref='Номер брони', booked='Дата бронирования', lead='Заказчик',
               pax=['Пассажир', 'Дата рождения', 'Загранпаспорт'], fl=['Рейс', 'Дата', 'Откуда', 'Куда', 'Вылет'],
               hotel='Проживание: {h}, {ha}, {n} ночей с {d1}.', total='Итого к оплате', paid='Оплачено картой',
               contact='Контакты: {tel}, {mail}', thanks='Благодарим за бронирование в {ag}. Проверьте соответствие имён данным паспортов.'),
}
HOTELS = {'en': ['Hotel Fiesta Mar', 'Cliffside Lodge'], 'es': ['Hotel Flor de Lis', 'Parador de Zafra'],
          'fr': ['Hôtel Le Fiacre', 'Résidence Les Falaises'], 'de': ['Hotel Zum Hirschen', 'Pension Waldfrieden'],
          'it': ['Hotel Villa Fiorita', 'Albergo Belfiore'], 'pt': ['Hotel Baía Azul', 'Pousada do Freixo'],
          'ru': ['Гостиница «Фрегат»', 'Отель «Флора»']}
ROUTES = [('LHR', 'PMI'), ('MAD', 'TFN'), ('CDG', 'FCO'), ('FRA', 'LIS'), ('MXP', 'ATH'), ('OPO', 'FNC'), ('SVO', 'AER')]


def passport(v):
    r = v.r
    if v.lang == 'ru':
        return f'{v.digits(2)} {v.digits(7)}'
    if v.lang == 'de':
        return ''.join(r.choice('CFGHJKLMNPRTVWXYZ') for _ in range(4)) + v.digits(5)
    if v.lang in ('fr', 'pt', 'es'):
        return f'{v.digits(2)}{r.choice("ABCDEFGHJK")}{r.choice("ABCDEFGHJK")}{v.digits(5)}' if v.lang == 'fr' else \
            f'{r.choice("ABCDEFGPX")}{r.choice("ABCDEFGPX")}{v.digits(6)}'
    if v.lang == 'it':
        return f'{r.choice("ABCDEFGHY")}{r.choice("ABCDEFGHY")}{v.digits(7)}'
    return v.digits(9)


def travel(name, lang, part):
    d = Doc(name, 'travel-booking', lang, part, size='10pt')
    v, L = d.v, TB[lang]
    ag = v.org('travel')
    people = [v.person() for _ in range(v.r.choice([2, 3, 4]))]
    ref = ''.join(v.r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ23456789') for _ in range(6))
    d.head = (d.hm('ORGANIZATION', ag), f'{L["ref"]}: {d.hm("ID", ref)}')
    y = 2026
    mo = v.r.randrange(3, 11)
    d.add(f'\\begin{{center}}{{\\LARGE\\bfseries {L["title"]}}}\\end{{center}}\n\n')
    lead = people[0]
    addr, _ = v.address1()
    d.form([(L['ref'], f'\\texttt{{{d.m("ID", ref)}}}'), (L['booked'], d.m('DATE', v.date(year=2025, style='num'))),
            (L['lead'], f'{d.m("PERSON_NAME", lead.natural)}, {d.m("ADDRESS", addr)}')])
    rows = []
    for p in people:
        airline = f'{p.last.upper()}/{p.first.split(" ")[0].upper()}' if lang != 'ru' else \
            f'{p.last.upper()}/{p.first.upper()}'
        title = {'ru': ''}.get(lang, v.r.choice([' MR', ' MRS', ' MS', ' MSTR']))
        b, _ = v.birth(1950, 2020)
        rows.append([d.m('PERSON_NAME', airline) + title, d.m('DATE', b), d.m('PASSPORT', passport(v))])
    d.grid(L['pax'], rows, 'l l l')
    fr, to = v.r.choice(ROUTES)
    d1 = v.date(year=y, month=mo, day=v.r.randrange(1, 14), style='num')
    d2 = v.date(year=y, month=mo, day=v.r.randrange(15, 28), style='num')
    fl = [[f'{v.r.choice(["IB", "VY", "FR", "U2", "LH", "AZ", "TP", "SU"])} {v.r.randrange(100, 9999)}', d.m('DATE', d1), fr, to,
           f'{v.r.randrange(6, 22):02d}:{v.r.choice(["05", "20", "35", "50"])}'],
          [f'{v.r.choice(["IB", "VY", "FR", "U2", "LH", "AZ", "TP", "SU"])} {v.r.randrange(100, 9999)}', d.m('DATE', d2), to, fr,
           f'{v.r.randrange(6, 22):02d}:{v.r.choice(["05", "20", "35", "50"])}']]
    d.grid(L['fl'], fl, 'l l l l l')
    h = v.r.choice(HOTELS[lang])
    ha, _ = v.address1()
    d.p(L['hotel'].format(h=d.m('ORGANIZATION', h), ha=d.m('ADDRESS', ha), n=v.r.randrange(5, 14), d1=d.m('DATE', d1)))
    last4 = v.digits(4)
    d.form([(L['total'], d.m('MONEY_AMOUNT', v.money(v.r.uniform(900, 6000)))),
            (L['paid'], d.m('CREDIT_CARD', v.r.choice([f'**** **** **** {last4}', f'XXXX XXXX XXXX {last4}', f'************{last4}'])))])
    d.p(L['contact'].format(tel=d.m('PHONE', v.phone()), mail=f'\\texttt{{{d.m("EMAIL", v.email(lead))}}}'))
    d.p(f'\\small {L["thanks"].format(ag=d.m("ORGANIZATION", ag))}')
    return d


# --- vaccination record -------------------------------------------------------------------------
VA = {
    'en': dict(title='Immunisation Record', pt='Name', dob='Date of birth', nhs='NHS number', addr='Address', gp='Registered GP practice',
               head=['Date', 'Vaccine', 'Batch', 'Site', 'Given by', 'Clinic'], sites=['L deltoid', 'R deltoid'],
               text='This record was printed at the request of {pt} on {dd}. Contact in an emergency: {kin}, {tel}.',
               note='Next dose due after {due}; bring this record to every appointment.', page=('Page', 'of')),
    'es': dict(title='Cartilla de Vacunación', pt='Nombre', dob='Fecha de nacimiento', nhs='CIP/Tarjeta sanitaria', addr='Domicilio',
               gp='Centro de salud', head=['Fecha', 'Vacuna', 'Lote', 'Zona', 'Administrada por', 'Centro'],
               sites=['deltoides izq.', 'deltoides dcho.'],
               text='Documento impreso a petición de {pt} el {dd}. Contacto en caso de urgencia: {kin}, {tel}.',
               note='Próxima dosis a partir del {due}; presente esta cartilla en cada cita.', page=('Página', 'de')),
    'fr': dict(title='Carnet de vaccination', pt='Nom', dob='Date de naissance', nhs='N° de sécurité sociale', addr='Adresse',
               gp='Médecin traitant', head=['Date', 'Vaccin', 'Lot', 'Site', 'Vacciné par', 'Lieu'],
               sites=['deltoïde G', 'deltoïde D'],
               text='Document édité à la demande de {pt} le {dd}. Personne à prévenir : {kin}, {tel}.',
               note='Rappel à prévoir après le {due} ; présentez ce carnet à chaque rendez-vous.', page=('Page', 'sur')),
    'de': dict(title='Impfausweis --- Ausdruck', pt='Name', dob='Geburtsdatum', nhs='Versichertennummer', addr='Anschrift',
               gp='Hausarztpraxis', head=['Datum', 'Impfstoff', 'Charge', 'Stelle', 'Geimpft von', 'Einrichtung'],
               sites=['Deltoideus li.', 'Deltoideus re.'],
               text='Ausdruck auf Wunsch von {pt} am {dd}. Im Notfall zu benachrichtigen: {kin}, {tel}.',
               note='Nächste Impfung frühestens nach dem {due}; bitte zu jedem Termin mitbringen.', page=('Seite', 'von')),
    'it': dict(title='Certificato vaccinale', pt='Nome', dob='Data di nascita', nhs='Codice fiscale', addr='Indirizzo',
               gp='Medico di medicina generale', head=['Data', 'Vaccino', 'Lotto', 'Sede', 'Somministrato da', 'Struttura'],
               sites=['deltoide sx', 'deltoide dx'],
               text='Stampato su richiesta di {pt} il {dd}. Contatto in caso di emergenza: {kin}, {tel}.',
               note='Prossima dose dopo il {due}; presentare il certificato a ogni appuntamento.', page=('Pagina', 'di')),
    'pt': dict(title='Boletim Individual de Saúde --- Vacinação', pt='Nome', dob='Data de nascimento', nhs='N.º de utente',
               addr='Morada', gp='Unidade de saúde', head=['Data', 'Vacina', 'Lote', 'Local', 'Administrada por', 'Unidade'],
               sites=['deltoide esq.', 'deltoide dto.'],
               text='Impresso a pedido de {pt} em {dd}. Contacto de emergência: {kin}, {tel}.',
               note='Próxima dose após {due}; apresente este boletim em cada consulta.', page=('Página', 'de')),
    'ru': dict(title='Сертификат профилактических прививок', pt='ФИО', dob='Дата рождения', nhs='Полис ОМС', addr='Адрес',
               gp='Поликлиника', head=['Дата', 'Вакцина', 'Серия', 'Место', 'Медсестра', 'Учреждение'],
               sites=['левое плечо', 'правое плечо'],
               text='Выписка выдана по запросу {pt} {dd}. Контакт для экстренной связи: {kin}, {tel}.',
               note='Следующая прививка не ранее {due}; предъявляйте сертификат при каждом посещении.', page=('Страница', 'из')),
}
VACCINES = ['Comirnaty Omicron XBB.1.5', 'Fluenz Tetra', 'Boostrix-IPV', 'Engerix B', 'Gardasil 9', 'Shingrix',
            'Havrix 1440', 'Typhim Vi', 'Stamaril', 'Prevenar 20', 'Vaxelis', 'Priorix']


def vaccination(name, lang, part):
    d = Doc(name, 'vaccination-record', lang, part, size='10pt')
    v, L = d.v, VA[lang]
    pt, kin = v.person(), v.person()
    dob, _ = v.birth(1950, 2020)
    nhs = {'en': f'{v.digits(3)} {v.digits(3)} {v.digits(4)}', 'ru': v.digits(16)}.get(lang)
    d.head = (f'{d.hm("PERSON_NAME", pt.full)}', f'{L["dob"]}: {d.hm("DATE", dob)}')
    d.foot = ('', d.page_of(*L['page']), '')
    addr, _ = v.address1()
    gp = v.org('health')
    d.add(f'\\begin{{center}}{{\\Large\\bfseries {L["title"]}}}\\end{{center}}\n\n')
    d.form([(L['pt'], d.m('PERSON_NAME', pt.full)), (L['dob'], d.m('DATE', dob)),
            (L['nhs'], d.m('SSN' if lang in ('fr', 'it') else 'ID', v.national() if lang in ('fr', 'it') else (nhs or v.ref(n=v.r.choice([9, 10]), letters=v.r.choice([0, 2]))))),
            (L['addr'], d.m('ADDRESS', addr)), (L['gp'], d.m('ORGANIZATION', gp))], rules=True)
    nurses = [v.person() for _ in range(3)]
    clinics = [v.org('health') for _ in range(2)]
    rows = []
    y = v.r.randrange(2012, 2018)
    for i in range(v.r.randrange(30, 48)):
        y += v.r.choice([0, 0, 1])
        rows.append([d.m('DATE', v.date(year=min(y, 2025), style='num')), v.r.choice(VACCINES),
                     ''.join(v.r.choice('ABCDEFGHKLMNPRSTWXYZ') for _ in range(2)) + v.digits(4),
                     v.r.choice(L['sites']), d.m('PERSON_NAME', v.r.choice(nurses).short), d.m('ORGANIZATION', v.r.choice(clinics))])
    note = L['note'].format(due=d.m('DATE', v.date(year=2026)))
    d.p(L['text'].format(pt=d.m('PERSON_NAME', pt.natural), dd=d.m('DATE', v.date(year=2025, style='word')),
                         kin=d.m('PERSON_NAME', kin.natural), tel=d.m('PHONE', v.phone())) + f'\\footnote{{{note}}}')
    d.add('{\\footnotesize\n')
    d.grid(L['head'], rows, 'l l l l l p{0.22\\linewidth}', long=True)
    d.add('}\n')
    return d


# --- notarial deed of sale (long justified prose) -----------------------------------------------
ND = {
    'en': dict(title='Transfer of Whole of Registered Title --- Deed of Sale',
               p1='THIS DEED is made on {date} before me, {notary}, notary public practising at {naddr}.',
               p2='BETWEEN {seller}, born on {sdob} in {spob}, holder of National Insurance number {sid}, residing at {saddr} '
                  '(the Seller), and {buyer}, born on {bdob} in {bpob}, holder of National Insurance number {bid}, residing at '
                  '{baddr} (the Buyer).',
               p3='The Seller transfers to the Buyer with full title guarantee the freehold property known as {prop} for the '
                  'price of {price}, which the Buyer has paid by bank transfer to the Seller’s account {iban}, the receipt of '
                  'which the Seller acknowledges.',
               p4='Signed as a deed by the parties in the presence of the witness {wit}, of {waddr}, and of me, the notary, '
                  'who has read this deed aloud to them.', prot='Protocol no.', page=('Page', 'of')),
    'es': dict(title='Escritura de Compraventa',
               p1='En {ntown}, a {date}. Ante mí, {notary}, Notario del Ilustre Colegio, con despacho en {naddr},',
               p2='COMPARECEN: De una parte, {seller}, nacido/a el {sdob} en {spob}, con DNI {sid}, con domicilio en {saddr}. '
                  'Y de otra, {buyer}, nacido/a el {bdob} en {bpob}, con DNI {bid}, con domicilio en {baddr}.',
               p3='La parte vendedora vende a la compradora, que adquiere, la vivienda sita en {prop}, por el precio de {price}, '
                  'que la parte compradora ha satisfecho mediante transferencia a la cuenta {iban}, de la que se da carta de pago.',
               p4='Así lo otorgan en presencia del testigo {wit}, vecino/a de {waddr}, y leída esta escritura por mí, el Notario, '
                  'la firman conmigo.', prot='Número de protocolo', page=('Página', 'de')),
    'fr': dict(title='Acte authentique de vente',
               p1='L’an deux mille vingt-cinq, le {date}, à {ntown}, Maître {notary}, notaire associé, dont l’office est situé '
                  '{naddr}, a reçu le présent acte.',
               p2='ONT COMPARU : {seller}, né(e) le {sdob} à {spob}, numéro de sécurité sociale {sid}, demeurant {saddr}, '
                  'ci-après « le vendeur » ; et {buyer}, né(e) le {bdob} à {bpob}, numéro de sécurité sociale {bid}, demeurant '
                  '{baddr}, ci-après « l’acquéreur ».',
               p3='Le vendeur vend à l’acquéreur, qui accepte, le bien immobilier situé {prop}, moyennant le prix de {price}, '
                  'payé comptant par virement sur le compte {iban}, dont quittance.',
               p4='Fait et passé en présence de {wit}, témoin, demeurant {waddr}. Après lecture, les parties ont signé avec le '
                  'notaire.', prot='Répertoire n°', page=('Page', 'sur')),
    'de': dict(title='Kaufvertrag über Wohnungseigentum',
               p1='Verhandelt zu {ntown} am {date}. Vor mir, {notary}, Notar(in) mit dem Amtssitz {naddr}, erschienen heute:',
               p2='1. {seller}, geboren am {sdob} in {spob}, Steuer-ID {sid}, wohnhaft {saddr}, --- nachstehend „Verkäufer“ ---; '
                  '2. {buyer}, geboren am {bdob} in {bpob}, Steuer-ID {bid}, wohnhaft {baddr}, --- nachstehend „Käufer“ ---.',
               p3='Der Verkäufer verkauft dem Käufer das Wohnungseigentum {prop} zum Kaufpreis von {price}. Der Kaufpreis ist '
                  'auf das Konto des Verkäufers {iban} zu zahlen.',
               p4='Die Niederschrift wurde den Erschienenen in Gegenwart des Zeugen {wit}, wohnhaft {waddr}, vorgelesen, von '
                  'ihnen genehmigt und eigenhändig unterschrieben.', prot='UR-Nr.', page=('Seite', 'von')),
    'it': dict(title='Atto di compravendita immobiliare',
               p1='L’anno duemilaventicinque, il giorno {date}, in {ntown}, nel mio studio in {naddr}, avanti a me, {notary}, '
                  'notaio,',
               p2='sono presenti: {seller}, nato/a a {spob} il {sdob}, codice fiscale {sid}, residente in {saddr}, parte '
                  'venditrice; {buyer}, nato/a a {bpob} il {bdob}, codice fiscale {bid}, residente in {baddr}, parte acquirente.',
               p3='La parte venditrice vende alla parte acquirente, che accetta, l’unità immobiliare sita in {prop}, per il prezzo '
                  'di {price}, corrisposto mediante bonifico sul conto {iban}, del quale si rilascia quietanza.',
               p4='Alla presenza del testimone {wit}, residente in {waddr}, ho letto il presente atto alle parti che lo approvano '
                  'e lo sottoscrivono con me notaio.', prot='Repertorio n.', page=('Pagina', 'di')),
    'pt': dict(title='Escritura de Compra e Venda',
               p1='No dia {date}, em {ntown}, no Cartório Notarial sito na {naddr}, perante mim, {notary}, notário(a),',
               p2='compareceram como outorgantes: PRIMEIRO: {seller}, nascido/a em {sdob}, natural de {spob}, NIF {sid}, '
                  'residente na {saddr}; SEGUNDO: {buyer}, nascido/a em {bdob}, natural de {bpob}, NIF {bid}, residente na {baddr}.',
               p3='Pelo primeiro outorgante foi dito que vende ao segundo a fração autónoma sita na {prop}, pelo preço de {price}, '
                  'já recebido por transferência para a conta {iban}, de que dá quitação.',
               p4='Esta escritura foi lida aos outorgantes na presença da testemunha {wit}, residente na {waddr}, e por todos '
                  'assinada.', prot='Livro de notas n.º', page=('Página', 'de')),
    'ru': dict(title='Договор купли-продажи квартиры',
               p1='{ntown}, {date}. Настоящий договор удостоверен мной, {notary}, нотариусом, нотариальная контора по адресу: '
                  '{naddr}.',
               p2='Мы, {seller}, {sdob} года рождения, место рождения: {spob}, СНИЛС {sid}, зарегистрированный(ая) по адресу: '
                  '{saddr}, именуемый(ая) в дальнейшем «Продавец», и {buyer}, {bdob} года рождения, место рождения: {bpob}, '
                  'СНИЛС {bid}, зарегистрированный(ая) по адресу: {baddr}, именуемый(ая) в дальнейшем «Покупатель», заключили '
                  'настоящий договор.',
               p3='Продавец продал, а Покупатель купил квартиру по адресу: {prop} за {price}, уплаченные Покупателем '
                  'Продавцу путём перечисления на счёт {iban}.',
               p4='Договор прочитан сторонам вслух в присутствии свидетеля {wit}, проживающего(ей) по адресу: {waddr}.',
               prot='Зарегистрировано в реестре №', page=('Страница', 'из')),
}


def deed(name, lang, part):
    d = Doc(name, 'notarial-deed', lang, part, size='11pt')
    v, L = d.v, ND[lang]
    notary, seller, buyer, wit = (v.person() for _ in range(4))
    naddr, ntown = v.address1()
    y = 2025
    prot = v.ref(n=v.r.choice([4, 5]), sep='') + f'/{y}'
    d.foot = (f'{L["prot"]} {d.hm("ID", prot)}', '', d.page_of(*L['page']))
    d.head = (d.hm('PERSON_NAME', notary.natural), '')
    d.add(f'\\begin{{center}}{{\\large\\bfseries\\scshape {L["title"]}}}\\end{{center}}\n\n')
    src = {'date': ('DATE', v.date(year=y, style='word')), 'notary': ('PERSON_NAME', notary.natural),
           'naddr': ('ADDRESS', naddr), 'ntown': ('LOCATION', ntown)}
    d.p(L['p1'].format(**{k: d.m(*t) for k, t in src.items() if '{' + k + '}' in L['p1']}))
    people = {}
    for key, p in (('s', seller), ('b', buyer)):
        dob, _ = v.birth(1945, 1995)
        addr, _ = v.address1()
        _, _, pob = v.address()
        people.update({f'{key}dob': d.m('DATE', dob), f'{key}pob': d.m('LOCATION', pob), f'{key}id': d.m('SSN', v.national()),
                       f'{key}addr': d.m('ADDRESS', addr)})
    d.p(L['p2'].format(seller=d.sc('PERSON_NAME', seller.natural), buyer=d.sc('PERSON_NAME', buyer.natural), **people))
    prop, _ = v.address1()
    d.p(L['p3'].format(prop=d.m('ADDRESS', prop), price=d.m('MONEY_AMOUNT', v.money(v.r.randrange(120, 780) * 1000, cents=False)),
                       iban=d.m('ACCOUNT', v.iban())))
    waddr, _ = v.address1()
    d.p(L['p4'].format(wit=d.m('PERSON_NAME', wit.natural), waddr=d.m('ADDRESS', waddr)))
    d.p('\\vspace{2em}\\begin{tabular}{p{0.3\\linewidth}p{0.3\\linewidth}p{0.3\\linewidth}}\\hline '
        f'{d.m("PERSON_NAME", seller.natural)} & {d.m("PERSON_NAME", buyer.natural)} & {d.m("PERSON_NAME", notary.natural)}'
        ' \\\\ \\end{tabular}')
    return d


KINDS = [('mortgage', mortgage), ('pension', pension), ('court', court), ('travel', travel), ('vaccination', vaccination),
         ('deed', deed)]
SECOND = [('court', 'en'), ('deed', 'it'), ('travel', 'de'), ('vaccination', 'ru')]


def build(part):
    docs = []
    make = dict(KINDS)
    for key, _ in KINDS:
        for lang in LANGS:
            docs.append(make[key](f'{part}-{key}-{lang}-1', lang, part))
    for key, lang in SECOND:
        docs.append(make[key](f'{part}-{key}-{lang}-2', lang, part))
    return docs
