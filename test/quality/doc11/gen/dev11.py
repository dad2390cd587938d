"""dev11 (tunable): insurance policy schedules, tax assessment notices (letter class), university
transcripts (longtable over pages), hospital discharge summaries in prose (two columns), board
minutes with attendance lists, and CVs; seven languages each."""
from kit import Doc, tex

LANGS = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru']


def sc(s):
    return f'\\textsc{{{s}}}'


# --- insurance policy schedule ------------------------------------------------------------------
INS = {
    'en': dict(title='Home and Contents Insurance --- Policy Schedule', holder='Policyholder', dob='Date of birth',
               addr='Insured address', tel='Telephone', mail='E-mail', pol='Policy number', start='Cover starts',
               end='Cover ends', prem='Annual premium', debit='Direct debit from', page=('Page', 'of'),
               joint='Joint policyholder',
               text='This schedule forms part of your policy and must be read with the policy wording. {holder} and {joint} '
                    '(born {jdob}) are insured jointly for the property at {addr}. The policy was arranged through '
                    '{broker}, who will receive commission of {comm}. Please tell us within 14 days if anything shown here is wrong; '
                    'your adviser {adv} can be reached on {advtel}.',
               note='Claims line, open every day: {tel}. Quote your policy number {pol}.',
               ex='Excess for escape of water: {ex}; all other claims {ex2}.'),
    'es': dict(title='Seguro de Hogar --- Condiciones Particulares', holder='Tomador', dob='Fecha de nacimiento',
               addr='Domicilio asegurado', tel='Teléfono', mail='Correo electrónico', pol='N.º de póliza',
               start='Efecto', end='Vencimiento', prem='Prima anual', debit='Domiciliación bancaria',
               page=('Página', 'de'), joint='Cotomador',
               text='Las presentes Condiciones Particulares forman parte del contrato. Figuran como tomadores {holder} y {joint} '
                    '(nacido/a el {jdob}), respecto de la vivienda situada en {addr}. La póliza se ha contratado por mediación de '
                    '{broker}, que percibirá una comisión de {comm}. Si observa algún error, comuníquelo en el plazo de catorce días '
                    'a su gestor, {adv}, en el teléfono {advtel}.',
               note='Asistencia en el hogar las 24 horas: {tel}. Indique su número de póliza {pol}.',
               ex='Franquicia por daños por agua: {ex}; resto de siniestros: {ex2}.'),
    'fr': dict(title='Assurance multirisque habitation --- Conditions particulières', holder='Souscripteur',
               dob='Date de naissance', addr='Adresse du risque', tel='Téléphone', mail='Courriel', pol='N° de contrat',
               start='Date d’effet', end='Échéance', prem='Cotisation annuelle', debit='Prélèvement sur le compte',
               page=('Page', 'sur'), joint='Co-souscripteur',
               text='Les présentes conditions particulières complètent les conditions générales. {holder} et {joint} '
                    '(né(e) le {jdob}) sont assurés conjointement pour le logement situé {addr}. Le contrat a été souscrit par '
                    'l’intermédiaire de {broker}, qui perçoit une commission de {comm}. Toute inexactitude doit nous être signalée '
                    'sous quinze jours auprès de votre conseiller, {adv}, au {advtel}.',
               note='Assistance sinistre 7j/7 : {tel}. Rappelez votre numéro de contrat {pol}.',
               ex='Franchise dégâts des eaux : {ex} ; autres sinistres : {ex2}.'),
    'de': dict(title='Hausratversicherung --- Versicherungsschein', holder='Versicherungsnehmer', dob='Geburtsdatum',
               addr='Versicherungsort', tel='Telefon', mail='E-Mail', pol='Versicherungsschein-Nr.', start='Beginn',
               end='Ablauf', prem='Jahresbeitrag', debit='SEPA-Lastschrift von', page=('Seite', 'von'),
               joint='Mitversicherte Person',
               text='Dieser Versicherungsschein gilt zusammen mit den Allgemeinen Hausrat-Versicherungsbedingungen. '
                    'Versichert sind {holder} und {joint} (geboren am {jdob}) für die Wohnung {addr}. Vermittelt wurde der '
                    'Vertrag durch {broker}; die Courtage beträgt {comm}. Bitte prüfen Sie die Angaben und melden Sie '
                    'Abweichungen innerhalb von 14 Tagen Ihrem Betreuer {adv} unter {advtel}.',
               note='Schadenhotline rund um die Uhr: {tel}. Bitte Versicherungsschein-Nr. {pol} angeben.',
               ex='Selbstbeteiligung bei Leitungswasserschäden: {ex}; sonstige Schäden: {ex2}.'),
    'it': dict(title='Polizza Casa e Famiglia --- Scheda di polizza', holder='Contraente', dob='Data di nascita',
               addr='Ubicazione del rischio', tel='Telefono', mail='E-mail', pol='Polizza n.', start='Decorrenza',
               end='Scadenza', prem='Premio annuo', debit='Addebito SDD su', page=('Pagina', 'di'),
               joint='Coassicurato',
               text='La presente scheda costituisce parte integrante del contratto. Risultano assicurati {holder} e {joint} '
                    '(nato/a il {jdob}) per l’abitazione sita in {addr}. La polizza è stata collocata da {broker}, cui spetta una '
                    'provvigione di {comm}. Eventuali inesattezze vanno segnalate entro quattordici giorni al Suo consulente, '
                    '{adv}, al numero {advtel}.',
               note='Centrale operativa sinistri: {tel}. Citare il numero di polizza {pol}.',
               ex='Franchigia danni da acqua condotta: {ex}; altri sinistri: {ex2}.'),
    'pt': dict(title='Seguro Multirriscos Habitação --- Condições Particulares', holder='Tomador do seguro',
               dob='Data de nascimento', addr='Local do risco', tel='Telefone', mail='Correio eletrónico',
               pol='Apólice n.º', start='Início', end='Termo', prem='Prémio anual', debit='Débito direto na conta',
               page=('Página', 'de'), joint='Cotitular',
               text='As presentes Condições Particulares fazem parte integrante do contrato. São pessoas seguras {holder} e '
                    '{joint} (nascido/a em {jdob}), relativamente à habitação sita na {addr}. O contrato foi mediado por '
                    '{broker}, que recebe uma comissão de {comm}. Qualquer incorreção deve ser comunicada no prazo de catorze '
                    'dias ao seu gestor, {adv}, pelo telefone {advtel}.',
               note='Linha de participação de sinistros: {tel}. Indique a apólice {pol}.',
               ex='Franquia por danos por água: {ex}; restantes sinistros: {ex2}.'),
    'ru': dict(title='Страхование имущества --- Полис', holder='Страхователь', dob='Дата рождения',
               addr='Адрес объекта страхования', tel='Телефон', mail='Электронная почта', pol='Полис №',
               start='Начало действия', end='Окончание действия', prem='Страховая премия', debit='Счёт для списания',
               page=('Страница', 'из'), joint='Застрахованное лицо',
               text='Настоящий полис выдан на основании Правил страхования имущества физических лиц. Застрахованными '
                    'являются {holder} и {joint} ({jdob} г.\\,р.), объект страхования --- квартира по адресу: {addr}. Договор '
                    'заключён при посредничестве {broker}; агентское вознаграждение составляет {comm}. О неточностях сообщите '
                    'в течение 14 дней своему менеджеру {adv} по телефону {advtel}.',
               note='Круглосуточная линия урегулирования убытков: {tel}. Назовите номер полиса {pol}.',
               ex='Франшиза по заливу: {ex}; по прочим рискам: {ex2}.'),
}


def insurance(name, lang, part):
    d = Doc(name, 'insurance-schedule', lang, part, size='10pt')
    v, L = d.v, INS[lang]
    insurer = v.org('insurer')
    holder, joint, adv = v.person(), v.person(), v.person()
    pol = v.ref(v.r.choice(['HH-', 'P', 'POL/']), 8, letters=v.r.choice([0, 2]))
    d.head = (d.hm('ORGANIZATION', insurer), f'{L["pol"]} {d.hm("ID", pol)}')
    d.foot = (d.hm('PERSON_NAME', holder.full), '', d.page_of(*L['page']))
    dob, _ = v.birth()
    street, town_line, town = v.address()
    addr1 = f'{street}, {town_line}' if lang != 'ru' else f'{town_line}, {street}'
    y = v.r.randrange(2024, 2026)
    mo, dd = v.r.randrange(1, 13), v.r.randrange(1, 28)
    d.add(f'\\begin{{center}}{{\\Large\\bfseries {L["title"]}}}\\end{{center}}\n\n')
    d.form([
        (L['holder'], d.m('PERSON_NAME', holder.full)),
        (L['dob'], d.m('DATE', dob)),
        (L['addr'], d.m('ADDRESS', addr1)),
        (L['tel'], d.m('PHONE', v.phone())),
        (L['mail'], f'\\texttt{{{d.m("EMAIL", v.email(holder))}}}'),
        (L['pol'], d.m('ID', pol)),
        (L['start'], d.m('DATE', v.date(year=y, month=mo, day=dd, style='num'))),
        (L['end'], d.m('DATE', v.date(year=y + 1, month=mo, day=dd - 1 if dd > 1 else 1, style='num'))),
        (L['prem'], d.m('MONEY_AMOUNT', v.money(v.r.uniform(180, 1400)))),
        (L['debit'], d.m('ACCOUNT', v.iban())),
    ], rules=v.r.random() < 0.5)
    jdob, _ = v.birth()
    broker = v.org('employer') if lang != 'en' else v.org('bank')
    text = L['text'].format(holder=d.sc('PERSON_NAME', holder.natural), joint=d.m('PERSON_NAME', joint.natural),
                            jdob=d.m('DATE', jdob), addr=d.m('ADDRESS', addr1), broker=d.m('ORGANIZATION', broker),
                            comm=d.m('MONEY_AMOUNT', v.money(v.r.uniform(20, 140))), adv=d.m('PERSON_NAME', adv.natural),
                            advtel=d.m('PHONE', v.phone()))
    note = L['note'].format(tel=d.m('PHONE', v.phone()), pol=d.m('ID', pol))
    d.p(text + f'\\footnote{{{note}}}')
    d.p(L['ex'].format(ex=d.m('MONEY_AMOUNT', v.money(v.r.choice([100, 150, 250, 350]), cents=False)),
                       ex2=d.m('MONEY_AMOUNT', v.money(v.r.choice([50, 75, 100]), cents=False))))
    return d


# --- tax assessment notice (letter class) --------------------------------------------------------
TAX = {
    'en': dict(subj='Self Assessment: tax calculation for the year {yr}', dear='Dear {n},', ref='Unique Taxpayer Reference',
               nino='National Insurance number', body='We have now processed the return you sent us on {d1}. The table below shows '
                    'how we worked out your tax. The balancing payment of {due} must reach us by {d2}.',
               rows=['Income from employment', 'Property income', 'Savings interest', 'Tax deducted at source', 'Amount due'],
               refund='Because you overpaid for the previous year, we have repaid {amt} to your account {iban} held with {bank}.',
               close='Yours sincerely,', contact='If you have any questions please call {tel} and ask for {off}.',
               place=True),
    'es': dict(subj='Liquidación provisional del IRPF, ejercicio {yr}', dear='Estimado/a {n}:', ref='Número de expediente',
               nino='NIF', body='Esta Administración ha revisado la declaración presentada el {d1}. Del cuadro siguiente resulta '
                    'una cuota diferencial de {due}, que deberá ingresar antes del {d2}.',
               rows=['Rendimientos del trabajo', 'Rendimientos del capital inmobiliario', 'Rendimientos del capital mobiliario',
                     'Retenciones e ingresos a cuenta', 'Cuota diferencial'],
               refund='La devolución del ejercicio anterior, por importe de {amt}, se abonó en la cuenta {iban} de {bank}.',
               close='Atentamente,', contact='Para cualquier consulta puede llamar al {tel}, preguntando por {off}.', place=True),
    'fr': dict(subj='Avis d’impôt sur les revenus de {yr}', dear='Madame, Monsieur {n},', ref='Numéro d’avis',
               nino='Numéro fiscal', body='Votre déclaration reçue le {d1} a été examinée. Le détail de l’imposition figure '
                    'ci-dessous ; le solde de {due} sera prélevé à compter du {d2}.',
               rows=['Traitements et salaires', 'Revenus fonciers', 'Revenus de capitaux mobiliers', 'Prélèvement à la source',
                     'Solde à payer'],
               refund='Le remboursement de {amt} au titre de l’année précédente a été versé sur le compte {iban} ouvert à {bank}.',
               close='Veuillez agréer nos salutations distinguées.', contact='Votre interlocuteur : {off}, téléphone {tel}.',
               place=True),
    'de': dict(subj='Bescheid für {yr} über Einkommensteuer', dear='Sehr geehrte(r) {n},', ref='Steuernummer',
               nino='Steuer-Identifikationsnummer', body='Ihre Erklärung vom {d1} wurde bearbeitet. Die Festsetzung ergibt '
                    'eine Nachzahlung von {due}; bitte zahlen Sie bis zum {d2}.',
               rows=['Einkünfte aus nichtselbständiger Arbeit', 'Einkünfte aus Vermietung und Verpachtung',
                     'Einkünfte aus Kapitalvermögen', 'Anrechnung Lohnsteuer', 'Verbleibende Nachzahlung'],
               refund='Die Erstattung für das Vorjahr in Höhe von {amt} wurde auf Ihr Konto {iban} bei der {bank} überwiesen.',
               close='Mit freundlichen Grüßen', contact='Rückfragen beantwortet {off} unter {tel}.', place=True),
    'it': dict(subj='Comunicazione di irregolarità --- dichiarazione dei redditi {yr}', dear='Gentile {n},',
               ref='Protocollo', nino='Codice fiscale', body='dal controllo automatizzato della dichiarazione trasmessa il {d1} '
                    'risulta un importo dovuto di {due}, da versare entro il {d2}.',
               rows=['Redditi di lavoro dipendente', 'Redditi dei fabbricati', 'Redditi di capitale', 'Ritenute d’acconto',
                     'Importo dovuto'],
               refund='Il rimborso dell’anno precedente, pari a {amt}, è stato accreditato sul conto {iban} presso {bank}.',
               close='Cordiali saluti', contact='Per informazioni: {off}, tel. {tel}.', place=True),
    'pt': dict(subj='Demonstração de liquidação de IRS --- ano {yr}', dear='Exmo.(a) Senhor(a) {n},', ref='N.º de liquidação',
               nino='NIF', body='A declaração submetida em {d1} foi liquidada. Resulta um valor a pagar de {due}, '
                    'com data limite de pagamento em {d2}.',
               rows=['Rendimentos da categoria A', 'Rendimentos prediais (cat. F)', 'Rendimentos de capitais (cat. E)',
                     'Retenções na fonte', 'Valor a pagar'],
               refund='O reembolso do ano anterior, no valor de {amt}, foi transferido para o IBAN {iban} ({bank}).',
               close='Com os melhores cumprimentos,', contact='Contacto: {off}, telefone {tel}.', place=True),
    'ru': dict(subj='Налоговое уведомление за {yr} год', dear='Уважаемый(ая) {n}!', ref='Номер уведомления',
               nino='СНИЛС', body='Налоговая декларация, представленная {d1}, проверена. Сумма налога к уплате составляет '
                    '{due}; срок уплаты --- не позднее {d2}.',
               rows=['Доходы от трудовой деятельности', 'Доходы от сдачи имущества в аренду', 'Проценты по вкладам',
                     'Удержано налоговым агентом', 'Сумма к уплате'],
               refund='Возврат за предыдущий год в сумме {amt} перечислен на счёт {iban} в {bank}.',
               close='С уважением,', contact='По вопросам обращайтесь к {off}, тел. {tel}.', place=True),
}


def tax(name, lang, part):
    d = Doc(name, 'tax-assessment-notice', lang, part, cls='letter', size='11pt')
    v, L = d.v, TAX[lang]
    office = v.org('public')
    off, who = v.person(), v.person()
    o_street, o_town_line, _ = v.address()
    street, town_line, town = v.address()
    _, _, here = v.address()
    yr = v.r.choice([2023, 2024])
    d.pre.append(f'\\address{{{d.m("ORGANIZATION", office)}\\\\ {d.m("ADDRESS", o_street)}\\\\ {d.m("ADDRESS", o_town_line)}}}')
    # Each address line is one span with its neighbour: mark the two lines as one address below.
    d.marks = [m for m in d.marks if m[0] != 'ADDRESS']
    d.marks.append(['ADDRESS', f'{o_street}\n{o_town_line}' if lang != 'ru' else f'{o_street}\n{o_town_line}'])
    d.pre.append(f'\\signature{{{d.m("PERSON_NAME", off.natural)}\\\\ {tex(office)}}}')
    d.marks.append(['ORGANIZATION', office])
    d.pre.append(f'\\date{{{d.m("LOCATION", here)}, {d.m("DATE", v.date(year=yr + 1))}}}')
    rcpt = f'{d.m("PERSON_NAME", who.natural)}\\\\ {tex(street)}\\\\ {tex(town_line)}'
    d.marks.append(['ADDRESS', f'{street}\n{town_line}'])
    d.add(f'\\begin{{letter}}{{{rcpt}}}\n\\opening{{{L["dear"].format(n=d.m("PERSON_NAME", who.natural if lang != "ru" else who.first + " " + who.pat))}}}\n\n')
    d.p(f'\\textbf{{{L["subj"].format(yr=yr)}}}')
    d.p(f'{L["ref"]}: {d.m("ID", v.ref(n=10) if lang in ("en",) else v.ref(n=v.r.choice([9, 11, 13])))} '
        f'\\quad {L["nino"]}: {d.m("SSN", v.national())}')
    amounts = [v.r.uniform(18000, 64000), v.r.uniform(2000, 14000), v.r.uniform(40, 900)]
    tax_paid = v.r.uniform(3000, 9000)
    due = v.r.uniform(300, 3800)
    due_s = v.money(due)
    d.p(L['body'].format(d1=d.m('DATE', v.date(year=yr + 1)), due=d.m('MONEY_AMOUNT', due_s),
                         d2=d.m('DATE', v.date(year=yr + 1, style='word'))))
    rows = [[L['rows'][i], d.m('MONEY_AMOUNT', v.money(a))] for i, a in enumerate(amounts)]
    rows.append([L['rows'][3], d.m('MONEY_AMOUNT', v.money(tax_paid))])
    rows.append([f'\\textbf{{{L["rows"][4]}}}', f'\\textbf{{{d.m("MONEY_AMOUNT", due_s)}}}'])
    d.add('\\begin{center}\\begin{tabular}{lr}\\hline\n' + '\n'.join(f'{a} & {b} \\\\' for a, b in rows)
          + '\n\\hline\\end{tabular}\\end{center}\n\n')
    d.p(L['refund'].format(amt=d.m('MONEY_AMOUNT', v.money(v.r.uniform(60, 900))), iban=d.m('ACCOUNT', v.iban()),
                           bank=d.m('ORGANIZATION', v.org('bank'))))
    d.p(L['contact'].format(tel=d.m('PHONE', v.phone()), off=d.m('PERSON_NAME', off.short)))
    d.add(f'\\closing{{{L["close"]}}}\n\\end{{letter}}\n')
    return d


# --- university transcript and enrolment confirmation (longtable over two pages) ------------------
TR = {
    'en': dict(title='Academic Transcript and Confirmation of Enrolment', student='Student', sid='Student number',
               dob='Date of birth', pob='Place of birth', prog='Programme', enrol='Date of first enrolment',
               home='Term-time address', head=['Code', 'Module', 'Credits', 'Mark', 'Result'], passed='Pass',
               courses=['Differential Equations', 'Financial Accounting', 'Official Statistics', 'Scientific Computing',
                        'Fluid Mechanics', 'Efficient Algorithms', 'Classical Field Theory', 'Reflective Practice',
                        'Artificial Intelligence', 'Office Law', 'Offshore Engineering', 'Traffic Flow Modelling'],
               conf='This is to certify that {s}, born on {dob}, is registered as a full-time student of {uni} for the '
                    'academic year {yr} and is expected to complete the programme by {end}. Correspondence should be sent to '
                    'the student at {addr}.',
               sig='{reg}, Academic Registrar', page=('Page', 'of')),
    'es': dict(title='Certificación Académica Personal', student='Estudiante', sid='N.º de expediente',
               dob='Fecha de nacimiento', pob='Lugar de nacimiento', prog='Titulación', enrol='Fecha de primera matrícula',
               home='Domicilio familiar', head=['Código', 'Asignatura', 'ECTS', 'Nota', 'Calificación'], passed='Aprobado',
               courses=['Ecuaciones Diferenciales', 'Contabilidad Financiera', 'Estadística Oficial', 'Física Cuántica',
                        'Mecánica de Fluidos', 'Algoritmia Eficiente', 'Filosofía de la Ciencia', 'Geografía Física',
                        'Inteligencia Artificial', 'Derecho Financiero', 'Ingeniería Offshore', 'Flujos de Tráfico'],
               conf='Se certifica que {s}, nacido/a el {dob}, se encuentra matriculado/a en {uni} durante el curso {yr}, '
                    'con fecha prevista de finalización el {end}. A efectos de notificaciones, su domicilio es {addr}.',
               sig='{reg}, Secretario/a Académico/a', page=('Página', 'de')),
    'fr': dict(title='Relevé de notes et certificat de scolarité', student='Étudiant(e)', sid='N° étudiant',
               dob='Date de naissance', pob='Lieu de naissance', prog='Formation', enrol='Première inscription',
               home='Adresse', head=['Code', 'Unité d’enseignement', 'ECTS', 'Note', 'Résultat'], passed='Admis',
               courses=['Équations différentielles', 'Comptabilité financière', 'Statistique officielle', 'Physique fondamentale',
                        'Mécanique des fluides', 'Algorithmique efficace', 'Philosophie des sciences', 'Géographie physique',
                        'Intelligence artificielle', 'Droit fiscal', 'Génie offshore', 'Flux de trafic'],
               conf='Je soussigné(e) certifie que {s}, né(e) le {dob}, est régulièrement inscrit(e) à {uni} pour l’année '
                    'universitaire {yr} ; la fin de la formation est prévue le {end}. Adresse de correspondance : {addr}.',
               sig='{reg}, responsable de la scolarité', page=('Page', 'sur')),
    'de': dict(title='Notenspiegel und Immatrikulationsbescheinigung', student='Studierende(r)', sid='Matrikelnummer',
               dob='Geburtsdatum', pob='Geburtsort', prog='Studiengang', enrol='Ersteinschreibung', home='Semesteranschrift',
               head=['Nr.', 'Modul', 'LP', 'Note', 'Status'], passed='bestanden',
               courses=['Differentialgleichungen', 'Finanzbuchhaltung', 'Amtliche Statistik', 'Wissenschaftliches Rechnen',
                        'Strömungsmechanik', 'Effiziente Algorithmen', 'Klassische Feldtheorie', 'Reflexion beruflicher Praxis',
                        'Künstliche Intelligenz', 'Öffentliches Recht', 'Offshore-Technik', 'Verkehrsflussmodellierung'],
               conf='Hiermit wird bescheinigt, dass {s}, geboren am {dob}, im Studienjahr {yr} an der {uni} immatrikuliert '
                    'ist. Der Abschluss ist für den {end} vorgesehen. Anschrift während des Semesters: {addr}.',
               sig='{reg}, Studierendensekretariat', page=('Seite', 'von')),
    'it': dict(title='Certificato di iscrizione con esami sostenuti', student='Studente', sid='Matricola',
               dob='Data di nascita', pob='Luogo di nascita', prog='Corso di laurea', enrol='Data di immatricolazione',
               home='Domicilio', head=['Cod.', 'Insegnamento', 'CFU', 'Voto', 'Esito'], passed='Superato',
               courses=['Equazioni differenziali', 'Contabilità finanziaria', 'Statistica ufficiale', 'Fisica fondamentale',
                        'Meccanica dei fluidi', 'Algoritmi efficienti', 'Filosofia della scienza', 'Geografia fisica',
                        'Intelligenza artificiale', 'Diritto finanziario', 'Ingegneria offshore', 'Flussi di traffico'],
               conf='Si certifica che {s}, nato/a il {dob}, risulta iscritto/a presso {uni} per l’anno accademico {yr}, con '
                    'conseguimento del titolo previsto entro il {end}. Domicilio dichiarato: {addr}.',
               sig='{reg}, Segreteria studenti', page=('Pagina', 'di')),
    'pt': dict(title='Certidão de Matrícula e Registo Académico', student='Estudante', sid='N.º de estudante',
               dob='Data de nascimento', pob='Naturalidade', prog='Curso', enrol='Data da primeira matrícula',
               home='Morada', head=['Código', 'Unidade curricular', 'ECTS', 'Nota', 'Resultado'], passed='Aprovado',
               courses=['Equações Diferenciais', 'Contabilidade Financeira', 'Estatística Oficial', 'Física Fundamental',
                        'Mecânica dos Fluidos', 'Algoritmos Eficientes', 'Filosofia da Ciência', 'Geografia Física',
                        'Inteligência Artificial', 'Direito Fiscal', 'Engenharia Offshore', 'Fluxos de Tráfego'],
               conf='Certifica-se que {s}, nascido/a em {dob}, se encontra matriculado/a na {uni} no ano letivo {yr}, '
                    'prevendo-se a conclusão do curso em {end}. Morada para correspondência: {addr}.',
               sig='{reg}, Serviços Académicos', page=('Página', 'de')),
    'ru': dict(title='Академическая справка и справка об обучении', student='Студент', sid='Номер зачётной книжки',
               dob='Дата рождения', pob='Место рождения', prog='Направление подготовки', enrol='Дата зачисления',
               home='Адрес проживания', head=['Код', 'Дисциплина', 'З.е.', 'Балл', 'Оценка'], passed='зачтено',
               courses=['Дифференциальные уравнения', 'Финансовый учёт', 'Официальная статистика', 'Физика твёрдого тела',
                        'Механика жидкости', 'Эффективные алгоритмы', 'Философия науки', 'Физическая география',
                        'Искусственный интеллект', 'Финансовое право', 'Морская техника', 'Транспортные потоки'],
               conf='Дана {s}, {dob} года рождения, в том, что он(а) действительно обучается в {uni} в {yr} учебном году; '
                    'окончание обучения --- {end}. Адрес для корреспонденции: {addr}.',
               sig='{reg}, начальник учебного отдела', page=('Страница', 'из')),
}


def transcript(name, lang, part):
    d = Doc(name, 'university-transcript', lang, part, size='10pt')
    v, L = d.v, TR[lang]
    uni = v.org('school')
    s, reg = v.person(), v.person()
    sid = v.ref(n=v.r.choice([7, 8, 9]), letters=v.r.choice([0, 1]))
    d.head = (d.hm('ORGANIZATION', uni), f'{L["sid"]} {d.hm("ID", sid)}')
    d.foot = (d.hm('PERSON_NAME', s.caps), '', d.page_of(*L['page']))
    dob, _ = v.birth(1996, 2006)
    addr, _ = v.address1()
    _, _, pob = v.address()
    y = v.r.randrange(2021, 2024)
    d.add(f'\\begin{{center}}{{\\large\\bfseries {L["title"]}}}\\end{{center}}\n\n')
    d.form([(L['student'], d.m('PERSON_NAME', s.full)), (L['sid'], d.m('ID', sid)), (L['dob'], d.m('DATE', dob)),
            (L['pob'], d.m('LOCATION', pob)), (L['prog'], v.r.choice(L['courses'][:4])),
            (L['enrol'], d.m('DATE', v.date(year=y, month=v.r.choice([9, 10]), style='num'))),
            (L['home'], d.m('ADDRESS', addr))])
    rows = []
    for yr in range(4):
        for i, c in enumerate(v.r.sample(L['courses'], 11)):
            mark = v.r.randrange(52, 96) if lang not in ('it', 'ru', 'de', 'es', 'pt', 'fr') else None
            grade = {'it': str(v.r.randrange(18, 31)), 'ru': str(v.r.randrange(3, 6)), 'de': f'{v.r.choice([1, 2, 3])},{v.r.choice([0, 3, 7])}',
                     'es': f'{v.r.randrange(5, 10)},{v.r.randrange(0, 10)}', 'pt': str(v.r.randrange(10, 20)),
                     'fr': f'{v.r.randrange(10, 18)},{v.r.choice(["00", "50", "25"])}'}.get(lang, str(mark))
            rows.append([f'{chr(65 + yr)}{100 + 10 * yr + i}', c, str(v.r.choice([5, 6, 7.5, 10])).replace('.', ','),
                         grade, L['passed']])
    d.grid(L['head'], rows, 'l p{0.5\\linewidth} r r l', long=True)
    end = v.date(year=y + 4, month=v.r.choice([6, 7]), style='word')
    conf = L['conf'].format(s=d.sc('PERSON_NAME', s.natural), dob=d.m('DATE', dob), uni=d.m('ORGANIZATION', uni),
                            yr=f'{y + 2}/{y + 3}', end=d.m('DATE', end), addr=d.m('ADDRESS', addr))
    d.p(conf)
    d.p('\\vspace{1.5em}' + L['sig'].format(reg=d.m('PERSON_NAME', reg.natural)) + ' \\hfill '
        + d.m('DATE', v.date(year=y + 2, style='num')))
    return d


# --- hospital discharge summary in prose (two columns, footnote) ----------------------------------
DS = {
    'en': dict(title='Discharge Summary', pt='Patient', dob='DOB', hosp='Hospital no.', page=('Page', 'of'),
               p1='{pt}, a {age}-old retired {job} from {town}, was admitted to {hosp} on {adm} under the care of '
                  '{cons} with central chest pain radiating to the left arm. Troponin was raised on arrival and an '
                  'angiogram on the following day showed a significant stenosis of the left anterior descending artery, '
                  'which was stented without complication.',
               p2='Mobilisation was supervised by the physiotherapy team and {ptfirst} was independent on the stairs before '
                  'discharge on {dis}. The patient lives with {kinrel} {kin}, who can be contacted on {kintel}, at {addr}.',
               p3='Follow-up: outpatient review in the cardiology clinic in six weeks. Dr {gp} at {practice} is asked to '
                  'check renal function and blood pressure within a fortnight.',
               note='Summary dictated by {doc}, specialty registrar, on {dd}; bleep via switchboard {tel}.',
               jobs=['joiner', 'postman', 'schoolteacher', 'librarian'], rel=['her husband', 'his wife', 'their daughter', 'a son']),
    'es': dict(title='Informe de Alta Hospitalaria', pt='Paciente', dob='F. nac.', hosp='N.º historia', page=('Página', 'de'),
               p1='{pt}, de {age}, jubilado/a, {job} de profesión y vecino/a de {town}, ingresa en {hosp} el {adm} a cargo '
                  'del Dr./Dra. {cons} por dolor torácico opresivo irradiado al brazo izquierdo. La troponina resultó elevada y '
                  'el cateterismo realizado al día siguiente mostró una estenosis significativa de la arteria descendente '
                  'anterior, que se trató con un stent farmacoactivo sin complicaciones.',
               p2='Tras una movilización progresiva supervisada por fisioterapia, {ptfirst} recibe el alta el {dis}. Convive con '
                  '{kinrel}, {kin}, localizable en el {kintel}, en el domicilio de {addr}.',
               p3='Seguimiento: revisión en consultas externas de Cardiología en seis semanas. Se ruega a su médico de familia, '
                  '{gp}, del {practice}, control de función renal y tensión arterial en quince días.',
               note='Informe redactado por {doc}, médico interno residente, el {dd}; contacto a través de centralita {tel}.',
               jobs=['carpintero/a', 'cartero/a', 'maestro/a', 'bibliotecario/a'], rel=['su esposa', 'su marido', 'su hija', 'su hijo']),
    'fr': dict(title='Compte rendu d’hospitalisation', pt='Patient(e)', dob='Né(e) le', hosp='IPP', page=('Page', 'sur'),
               p1='{pt}, {age}, {job} retraité(e) demeurant à {town}, a été hospitalisé(e) à {hosp} le {adm} dans le service '
                  'du Dr {cons} pour une douleur thoracique constrictive irradiant dans le bras gauche. La troponine était '
                  'élevée à l’admission et la coronarographie du lendemain a montré une sténose significative de l’artère '
                  'interventriculaire antérieure, traitée par angioplastie avec pose d’un stent actif, sans complication.',
               p2='Après une remobilisation progressive encadrée par les kinésithérapeutes, {ptfirst} a pu regagner son domicile '
                  'le {dis}. Personne à prévenir : {kinrel}, {kin}, joignable au {kintel}, domicilié(e) {addr}.',
               p3='Suivi : consultation de cardiologie dans six semaines. Le Dr {gp}, {practice}, est prié de contrôler la '
                  'fonction rénale et la tension artérielle sous quinze jours.',
               note='Compte rendu dicté par {doc}, interne, le {dd} ; joignable par le standard au {tel}.',
               jobs=['menuisier', 'facteur', 'professeur des écoles', 'bibliothécaire'], rel=['son épouse', 'son époux', 'sa fille', 'son fils']),
    'de': dict(title='Entlassungsbrief', pt='Patient(in)', dob='geb.', hosp='Fallnummer', page=('Seite', 'von'),
               p1='Wir berichten über {pt}, {age} alt, Rentner(in), früher {job}, wohnhaft in {town}, der/die sich vom {adm} an '
                  'in stationärer Behandlung im {hosp} unter der Leitung von Prof. Dr. {cons} befand. Die Aufnahme erfolgte '
                  'wegen retrosternaler Schmerzen mit Ausstrahlung in den linken Arm; das Troponin war erhöht, und die '
                  'Koronarangiographie am Folgetag zeigte eine hochgradige Stenose des Ramus interventricularis anterior, '
                  'die komplikationslos mit einem medikamentenbeschichteten Stent versorgt wurde.',
               p2='Nach physiotherapeutisch begleiteter Mobilisation konnte {ptfirst} am {dis} in die Häuslichkeit entlassen '
                  'werden. Angehörige: {kinrel} {kin}, erreichbar unter {kintel}, wohnhaft {addr}.',
               p3='Weiteres Vorgehen: kardiologische Kontrolle in sechs Wochen. Wir bitten die weiterbehandelnde Hausärztin '
                  'bzw. den Hausarzt, Dr. {gp} ({practice}), um Kontrolle der Nierenwerte und des Blutdrucks.',
               note='Diktiert von {doc}, Assistenzarzt/-ärztin, am {dd}; Rückfragen über die Zentrale {tel}.',
               jobs=['Tischler', 'Briefträger', 'Grundschullehrerin', 'Bibliothekar'], rel=['Ehefrau', 'Ehemann', 'Tochter', 'Sohn']),
    'it': dict(title='Lettera di dimissione', pt='Paziente', dob='Nato/a il', hosp='N. nosologico', page=('Pagina', 'di'),
               p1='{pt}, di {age}, {job} in pensione residente a {town}, è stato/a ricoverato/a presso {hosp} il {adm} nel '
                  'reparto diretto dal dott. {cons} per dolore toracico oppressivo irradiato al braccio sinistro. La troponina '
                  'risultava elevata all’ingresso e la coronarografia eseguita il giorno successivo ha evidenziato una stenosi '
                  'critica dell’arteria discendente anteriore, trattata con impianto di stent medicato senza complicanze.',
               p2='Dopo mobilizzazione progressiva seguita dai fisioterapisti, {ptfirst} è stato/a dimesso/a il {dis}. Convive con '
                  '{kinrel} {kin}, reperibile al {kintel}, in {addr}.',
               p3='Controlli: visita cardiologica ambulatoriale fra sei settimane. Si prega il medico curante, dott. {gp} '
                  '({practice}), di controllare funzionalità renale e pressione arteriosa entro quindici giorni.',
               note='Lettera redatta da {doc}, medico in formazione specialistica, il {dd}; reperibile tramite centralino {tel}.',
               jobs=['falegname', 'postino', 'maestra', 'bibliotecario'], rel=['la moglie', 'il marito', 'la figlia', 'il figlio']),
    'pt': dict(title='Nota de Alta', pt='Doente', dob='Data de nasc.', hosp='N.º de processo', page=('Página', 'de'),
               p1='{pt}, de {age}, {job} reformado/a, residente em {town}, foi internado/a no {hosp} a {adm}, ao cuidado do '
                  'Dr. {cons}, por dor torácica opressiva com irradiação ao membro superior esquerdo. A troponina estava '
                  'elevada e o cateterismo realizado no dia seguinte revelou uma estenose significativa da artéria descendente '
                  'anterior, tratada com stent farmacológico sem complicações.',
               p2='Após mobilização progressiva acompanhada pela fisioterapia, {ptfirst} teve alta a {dis}. Vive com '
                  '{kinrel}, {kin}, contactável pelo {kintel}, na {addr}.',
               p3='Seguimento: consulta de Cardiologia dentro de seis semanas. Solicita-se ao médico de família, Dr.(a) {gp} '
                  '({practice}), o controlo da função renal e da tensão arterial dentro de quinze dias.',
               note='Nota redigida por {doc}, interno/a de formação específica, a {dd}; contacto através da central {tel}.',
               jobs=['carpinteiro', 'carteiro', 'professora primária', 'bibliotecário'], rel=['a esposa', 'o marido', 'a filha', 'o filho']),
    'ru': dict(title='Выписной эпикриз', pt='Пациент', dob='Дата рождения', hosp='№ истории болезни', page=('Страница', 'из'),
               p1='{pt}, {age}, пенсионер(ка), в прошлом {job}, проживающий(ая) в г. {town}, находился(ась) на лечении в '
                  '{hosp} с {adm} под наблюдением заведующего отделением {cons} по поводу давящих болей за грудиной с '
                  'иррадиацией в левую руку. Тропонин при поступлении повышен; при коронарографии на следующий день '
                  'выявлен гемодинамически значимый стеноз передней нисходящей артерии, выполнено стентирование без осложнений.',
               p2='После поэтапной активизации под контролем инструктора ЛФК {ptfirst} выписан(а) {dis}. Проживает вместе '
                  'с {kinrel} --- {kin}, тел. {kintel}, по адресу: {addr}.',
               p3='Рекомендовано: осмотр кардиолога через шесть недель. Участковому терапевту {gp} ({practice}) '
                  'проконтролировать функцию почек и артериальное давление в течение двух недель.',
               note='Эпикриз составлен {doc}, врачом-ординатором, {dd}; связь через справочную {tel}.',
               jobs=['столяр', 'почтальон', 'учитель', 'библиотекарь'], rel=['супругой', 'супругом', 'дочерью', 'сыном']),
}


def discharge(name, lang, part):
    d = Doc(name, 'discharge-summary', lang, part, size='10pt', twocolumn=True)
    v, L = d.v, DS[lang]
    pt, cons, kin, gp, doc = (v.person() for _ in range(5))
    hosp = v.org('health')
    practice = v.org('health')
    dob, age = v.birth(1934, 1962)
    hno = v.ref(n=v.r.choice([7, 8, 10]), letters=v.r.choice([0, 1, 3]))
    d.head = (f'{L["pt"]}: {d.hm("PERSON_NAME", pt.full)}, {L["dob"]} {d.hm("DATE", dob)}',
              f'{L["hosp"]} {d.hm("ID", hno)}')
    d.foot = (d.hm('ORGANIZATION', hosp), '', d.page_of(*L['page']))
    _, _, town = v.address()
    addr, _ = v.address1()
    y = v.r.randrange(2024, 2026)
    mo = v.r.randrange(1, 12)
    adm = v.date(year=y, month=mo, day=v.r.randrange(1, 15))
    dis = v.date(year=y, month=mo, day=v.r.randrange(16, 28))
    d.add(f'\\twocolumn[\\begin{{center}}{{\\Large\\bfseries {L["title"]}}}\\\\ {tex(hosp)}\\end{{center}}]\n\n')
    d.marks.append(['ORGANIZATION', hosp])
    ptfirst = pt.first.split(' ')[0] if lang != 'ru' else pt.first + ' ' + pt.pat
    d.p(L['p1'].format(pt=d.m('PERSON_NAME', pt.natural), age=d.m('AGE', v.age(age)), job=v.r.choice(L['jobs']),
                       town=d.m('LOCATION', town), hosp=d.m('ORGANIZATION', hosp), adm=d.m('DATE', adm),
                       cons=d.m('PERSON_NAME', cons.natural if lang != 'ru' else cons.short)))
    d.p(L['p2'].format(ptfirst=d.m('PERSON_NAME', ptfirst), dis=d.m('DATE', dis), kinrel=v.r.choice(L['rel']),
                       kin=d.m('PERSON_NAME', kin.natural), kintel=d.m('PHONE', v.phone()), addr=d.m('ADDRESS', addr)))
    meds = {'en': 'Medication on discharge', 'es': 'Tratamiento al alta', 'fr': 'Traitement de sortie',
            'de': 'Medikation bei Entlassung', 'it': 'Terapia alla dimissione', 'pt': 'Medicação à alta',
            'ru': 'Рекомендованная терапия'}[lang]
    d.p(f'\\textbf{{{meds}}}')
    d.items(['Aspirin 75 mg 1-0-0', 'Ticagrelor 90 mg 1-0-1', 'Atorvastatin 80 mg 0-0-1', 'Bisoprolol 2.5 mg 1-0-0',
             'Ramipril 2.5 mg 1-0-0'], numbered=False)
    note = L['note'].format(doc=d.m('PERSON_NAME', doc.short), dd=d.m('DATE', dis), tel=d.m('PHONE', v.phone()))
    d.p(L['p3'].format(gp=d.m('PERSON_NAME', gp.natural if lang != 'ru' else gp.short),
                       practice=d.m('ORGANIZATION', practice)) + f'\\footnote{{{note}}}')
    return d


# --- board minutes with an attendance list -------------------------------------------------------
MIN = {
    'en': dict(title='Minutes of the meeting of the Board of Directors of {co}', held='held at {addr} on {date}',
               present='Present', apol='Apologies', attend='In attendance', chair='Chair', sec='Company Secretary',
               dirs=['Finance Director', 'Non-executive Director', 'Chief Executive'], aud='(auditors)',
               items=['The Chair, {chair}, opened the meeting and confirmed that a quorum was present. The minutes of the '
                      'meeting held on {prev} were approved.',
                      '{fd} presented the management accounts. Turnover for the quarter was {m1} against a budget of {m2}; '
                      'the Board noted the effect of the late payment by {client}.',
                      'The Board approved the appointment of {newdir} as a director with effect from {eff}, at an annual '
                      'fee of {fee}, and authorised {sec} to file the necessary forms.',
                      'The next meeting will be held on {next}.'],
               page=('Page', 'of')),
    'es': dict(title='Acta de la reunión del Consejo de Administración de {co}', held='celebrada en {addr} el {date}',
               present='Asistentes', apol='Excusan su asistencia', attend='Asisten como invitados', chair='Presidente/a',
               sec='Secretario/a no consejero/a', dirs=['Consejero/a Delegado/a', 'Consejero/a independiente', 'Director/a Financiero/a'],
               aud='(auditores)',
               items=['Abre la sesión el/la Presidente/a, {chair}, quien constata la existencia de quórum. Se aprueba el acta '
                      'de la reunión del {prev}.',
                      '{fd} presenta las cuentas del trimestre: la cifra de negocio asciende a {m1}, frente a un presupuesto de '
                      '{m2}. El Consejo toma razón del retraso en el pago de {client}.',
                      'Se acuerda nombrar consejero/a a {newdir} con efectos desde el {eff}, con una retribución anual de {fee}, '
                      'y se faculta a {sec} para elevar a público el acuerdo.',
                      'La próxima reunión se celebrará el {next}.'],
               page=('Página', 'de')),
    'fr': dict(title='Procès-verbal de la réunion du conseil d’administration de {co}', held='tenue au {addr} le {date}',
               present='Présents', apol='Excusés', attend='Assistent également', chair='Président(e)', sec='Secrétaire de séance',
               dirs=['Directeur général', 'Administratrice indépendante', 'Directeur administratif et financier'],
               aud='(commissaires aux comptes)',
               items=['{chair}, président(e), ouvre la séance et constate que le quorum est atteint. Le procès-verbal de la '
                      'séance du {prev} est approuvé à l’unanimité.',
                      '{fd} présente la situation financière : le chiffre d’affaires du trimestre s’élève à {m1} pour un budget '
                      'de {m2}. Le conseil prend acte du retard de paiement de {client}.',
                      'Le conseil coopte {newdir} en qualité d’administrateur à compter du {eff}, moyennant une rémunération '
                      'annuelle de {fee}, et donne tous pouvoirs à {sec} pour les formalités.',
                      'La prochaine réunion se tiendra le {next}.'],
               page=('Page', 'sur')),
    'de': dict(title='Protokoll der Sitzung des Aufsichtsrats der {co}', held='in {addr} am {date}',
               present='Anwesend', apol='Entschuldigt', attend='Als Gäste', chair='Vorsitzende(r)', sec='Protokollführer(in)',
               dirs=['Vorstand Finanzen', 'Mitglied des Aufsichtsrats', 'Vorstandsvorsitzender'], aud='(Abschlussprüfer)',
               items=['{chair} eröffnet als Vorsitzende(r) die Sitzung und stellt die Beschlussfähigkeit fest. Das Protokoll '
                      'der Sitzung vom {prev} wird genehmigt.',
                      '{fd} erläutert die Quartalszahlen: Der Umsatz beträgt {m1} bei einem Plan von {m2}. Der Aufsichtsrat '
                      'nimmt den Zahlungsverzug der {client} zur Kenntnis.',
                      'Der Aufsichtsrat bestellt {newdir} mit Wirkung zum {eff} zum Vorstandsmitglied bei einer Jahresvergütung '
                      'von {fee} und beauftragt {sec} mit der Anmeldung zum Handelsregister.',
                      'Die nächste Sitzung findet am {next} statt.'],
               page=('Seite', 'von')),
    'it': dict(title='Verbale della riunione del Consiglio di Amministrazione di {co}', held='tenutasi in {addr} il {date}',
               present='Presenti', apol='Assenti giustificati', attend='Partecipano inoltre', chair='Presidente',
               sec='Segretario verbalizzante', dirs=['Amministratore delegato', 'Consigliere indipendente', 'Direttore finanziario'],
               aud='(società di revisione)',
               items=['Assume la presidenza {chair}, che constata la regolare costituzione della riunione. Il verbale della '
                      'seduta del {prev} viene approvato.',
                      '{fd} illustra la situazione contabile: il fatturato del trimestre è pari a {m1}, a fronte di un budget di '
                      '{m2}. Il Consiglio prende atto del ritardato pagamento di {client}.',
                      'Il Consiglio coopta {newdir} quale consigliere con decorrenza {eff}, con un compenso annuo di {fee}, e '
                      'incarica {sec} degli adempimenti conseguenti.',
                      'La prossima riunione si terrà il {next}.'],
               page=('Pagina', 'di')),
    'pt': dict(title='Ata da reunião do Conselho de Administração da {co}', held='realizada na {addr} em {date}',
               present='Presentes', apol='Ausências justificadas', attend='Participaram ainda', chair='Presidente',
               sec='Secretário da sociedade', dirs=['Administrador executivo', 'Administradora não executiva', 'Diretor financeiro'],
               aud='(revisores oficiais de contas)',
               items=['O Presidente, {chair}, declarou aberta a reunião, verificada a existência de quórum. Foi aprovada a ata '
                      'da reunião de {prev}.',
                      '{fd} apresentou as contas do trimestre: o volume de negócios atingiu {m1}, face a um orçamento de {m2}. '
                      'O Conselho tomou nota do atraso no pagamento por parte da {client}.',
                      'Foi deliberada a cooptação de {newdir} como administrador(a) com efeitos a {eff}, com uma remuneração '
                      'anual de {fee}, ficando {sec} incumbido(a) do registo.',
                      'A próxima reunião terá lugar em {next}.'],
               page=('Página', 'de')),
    'ru': dict(title='Протокол заседания совета директоров {co}', held='место проведения: {addr}; дата: {date}',
               present='Присутствовали', apol='Отсутствовали', attend='Приглашённые', chair='Председатель', sec='Секретарь',
               dirs=['генеральный директор', 'независимый директор', 'финансовый директор'], aud='(аудитор)',
               items=['Заседание открыл председатель совета директоров {chair}, кворум имеется. Протокол заседания от '
                      '{prev} утверждён.',
                      'С докладом о финансовых результатах выступил(а) {fd}: выручка за квартал составила {m1} при плане '
                      '{m2}. Совет принял к сведению просрочку оплаты со стороны {client}.',
                      'Избрать {newdir} членом правления с {eff} с годовым вознаграждением {fee}; поручить {sec} '
                      'подготовить документы для регистрации.',
                      'Следующее заседание состоится {next}.'],
               page=('Страница', 'из')),
}


def minutes(name, lang, part):
    d = Doc(name, 'board-minutes', lang, part, size='11pt')
    d.twocolumn = d.rng.random() < 0.5  # narrow justified columns: more words broken at line ends
    v, L = d.v, MIN[lang]
    co = v.org('employer')
    chair, fd, sec, newdir, ap, aud1 = (v.person() for _ in range(6))
    dirs = [v.person() for _ in range(3)]
    auditor = v.org('bank') if lang == 'ru' else v.org('insurer')
    addr, _ = v.address1()
    y = v.r.randrange(2024, 2026)
    d.head = (d.hm('ORGANIZATION', co), '')
    d.foot = ('', d.page_of(*L['page']), '')
    d.add(f'\\begin{{center}}{{\\large\\bfseries {L["title"].format(co=d.m("ORGANIZATION", co))}}}\\\\ '
          f'{L["held"].format(addr=d.m("ADDRESS", addr), date=d.m("DATE", v.date(year=y, style="word")))}\\end{{center}}\n\n')
    present = [f'{d.sc("PERSON_NAME", chair.full)} ({L["chair"]})'] + \
        [f'{d.sc("PERSON_NAME", p.full)} ({r})' for p, r in zip(dirs, L['dirs'])]
    cols = ('', '') if d.twocolumn else ('\\begin{multicols}{2}', '\\end{multicols}')
    d.add(f'\\textbf{{{L["present"]}:}}\n{cols[0]}\\begin{{itemize}}\n'
          + ''.join(f'\\item {x}\n' for x in present) + f'\\end{{itemize}}{cols[1]}\n\n')
    d.p(f'\\textbf{{{L["apol"]}:}} {d.m("PERSON_NAME", ap.full)}.\\quad \\textbf{{{L["attend"]}:}} '
        f'{d.m("PERSON_NAME", sec.full)} ({L["sec"]}); {d.m("PERSON_NAME", aud1.full)}, {d.m("ORGANIZATION", auditor)} {L["aud"]}.')
    fdname = dirs[2] if lang != 'ru' else dirs[2]
    vals = dict(chair=d.m('PERSON_NAME', chair.natural), prev=d.m('DATE', v.date(year=y - 1)),
                fd=d.m('PERSON_NAME', fdname.natural), m1=d.m('MONEY_AMOUNT', v.money(v.r.uniform(1e6, 9e6), cents=False)),
                m2=d.m('MONEY_AMOUNT', v.money(v.r.uniform(1e6, 9e6), cents=False)), client=d.m('ORGANIZATION', v.org('employer')),
                newdir=d.m('PERSON_NAME', newdir.natural), eff=d.m('DATE', v.date(year=y)),
                fee=d.m('MONEY_AMOUNT', v.money(v.r.choice([24000, 36000, 45000, 60000]), cents=False)),
                sec=d.m('PERSON_NAME', sec.short), next=d.m('DATE', v.date(year=y, style='word')))
    # Each item's values are marked above once; an item may only print them once.
    d.items([it.format(**vals) for it in L['items']])
    d.p('\\vspace{2em}\\begin{tabular}{p{0.45\\linewidth}p{0.45\\linewidth}}\\hline ' +
        f'{d.m("PERSON_NAME", chair.full)}, {L["chair"]} & {d.m("PERSON_NAME", sec.full)}, {L["sec"]} \\\\ \\end{{tabular}}')
    return d


# --- curriculum vitae ---------------------------------------------------------------------------
CV = {
    'en': dict(title='Curriculum Vitae', born='Born {dob} in {pob}', exp='Professional experience', edu='Education',
               ref='References', at='at', skills='Languages: English (native), French (fluent); driving licence.',
               roles=['Senior Financial Analyst', 'Office Manager', 'Field Officer', 'Traffic Engineer'],
               prof='A reliable and efficient professional with fifteen years’ experience in finance and operations, '
                    'currently based in {town}.', deg='BSc (Hons) Economics', page=('Page', 'of')),
    'es': dict(title='Currículum Vítae', born='Nacido/a el {dob} en {pob}', exp='Experiencia profesional', edu='Formación',
               ref='Referencias', at='en', skills='Idiomas: español (nativo), inglés (C1); carné de conducir B.',
               roles=['Analista financiero/a', 'Jefe/a de oficina', 'Técnico/a de campo', 'Ingeniero/a de tráfico'],
               prof='Profesional eficiente y fiable con quince años de experiencia en finanzas y operaciones, residente en {town}.',
               deg='Grado en Economía', page=('Página', 'de')),
    'fr': dict(title='Curriculum vitæ', born='Né(e) le {dob} à {pob}', exp='Expérience professionnelle', edu='Formation',
               ref='Références', at='chez', skills='Langues : français (langue maternelle), anglais (courant) ; permis B.',
               roles=['Analyste financier', 'Responsable de bureau', 'Chargée d’affaires', 'Ingénieur trafic'],
               prof='Professionnel(le) efficace et fiable, quinze ans d’expérience en finance et en logistique, installé(e) à {town}.',
               deg='Licence d’économie', page=('Page', 'sur')),
    'de': dict(title='Lebenslauf', born='geboren am {dob} in {pob}', exp='Berufserfahrung', edu='Ausbildung',
               ref='Referenzen', at='bei', skills='Sprachen: Deutsch (Muttersprache), Englisch (verhandlungssicher); Führerschein Klasse B.',
               roles=['Finanzanalyst', 'Büroleiterin', 'Außendienstmitarbeiter', 'Verkehrsingenieurin'],
               prof='Zuverlässige und effiziente Fachkraft mit fünfzehn Jahren Erfahrung in Finanzen und Logistik, wohnhaft in {town}.',
               deg='Bachelor of Science Wirtschaftswissenschaften', page=('Seite', 'von')),
    'it': dict(title='Curriculum Vitae', born='Nato/a il {dob} a {pob}', exp='Esperienze professionali', edu='Istruzione',
               ref='Referenze', at='presso', skills='Lingue: italiano (madrelingua), inglese (avanzato); patente B.',
               roles=['Analista finanziario', 'Responsabile d’ufficio', 'Tecnico sul campo', 'Ingegnere del traffico'],
               prof='Professionista efficiente e affidabile con quindici anni di esperienza in finanza e logistica, residente a {town}.',
               deg='Laurea in Economia', page=('Pagina', 'di')),
    'pt': dict(title='Curriculum Vitae', born='Nascido/a a {dob} em {pob}', exp='Experiência profissional', edu='Formação',
               ref='Referências', at='na', skills='Línguas: português (nativo), inglês (fluente); carta de condução B.',
               roles=['Analista financeiro', 'Chefe de escritório', 'Técnica de campo', 'Engenheiro de tráfego'],
               prof='Profissional eficiente e fiável, com quinze anos de experiência em finanças e logística, residente em {town}.',
               deg='Licenciatura em Economia', page=('Página', 'de')),
    'ru': dict(title='Резюме', born='Дата рождения: {dob}, место рождения: {pob}', exp='Опыт работы', edu='Образование',
               ref='Рекомендации', at='---', skills='Языки: русский (родной), английский (свободно); водительское удостоверение категории B.',
               roles=['Финансовый аналитик', 'Офис-менеджер', 'Инженер-наладчик', 'Инженер по организации дорожного движения'],
               prof='Ответственный и эффективный специалист с пятнадцатилетним опытом работы в финансах и логистике, проживаю в г. {town}.',
               deg='Бакалавр экономики', page=('Страница', 'из')),
}


def cv(name, lang, part):
    d = Doc(name, 'curriculum-vitae', lang, part, size='11pt')
    v, L = d.v, CV[lang]
    me = v.person()
    r1, r2 = v.person(), v.person()
    street, town_line, town = v.address()
    _, _, pob = v.address()
    dob, age = v.birth(1970, 1998)
    d.foot = (d.hm('PERSON_NAME', me.natural), '', d.page_of(*L['page']))
    d.add(f'\\begin{{center}}{{\\LARGE {d.sc("PERSON_NAME", me.natural)}}}\\\\[1ex] '
          f'{d.m("ADDRESS", street + ", " + town_line)} \\textbullet\\ {d.m("PHONE", v.phone())} \\textbullet\\ '
          f'\\texttt{{{d.m("EMAIL", v.email(me))}}}\\\\ '
          f'{L["born"].format(dob=d.m("DATE", dob), pob=d.m("LOCATION", pob))} ({d.m("AGE", v.age(age))})\\end{{center}}\n\n')
    d.p(L['prof'].format(town=d.m('LOCATION', town)))
    d.section(L['exp'])
    y = 2025
    rows = []
    for i in range(4):
        y0 = y - v.r.randrange(2, 6)
        emp = v.org('employer') if i % 2 == 0 else v.org(v.r.choice(['bank', 'insurer', 'health']))
        _, _, etown = v.address()
        rows.append((f'{y0}--{y if i else ""}', f'\\textbf{{{L["roles"][i]}}}, {L["at"]} {d.m("ORGANIZATION", emp)}, '
                     f'{d.m("LOCATION", etown)}'))
        y = y0
    d.form(rows, spec='@{}p{0.16\\linewidth}p{0.8\\linewidth}@{}', bold=False)
    d.section(L['edu'])
    d.form([(f'{y - 4}--{y}', f'{L["deg"]}, {d.m("ORGANIZATION", v.org("school"))}')],
           spec='@{}p{0.16\\linewidth}p{0.8\\linewidth}@{}', bold=False)
    d.p(L['skills'])
    d.section(L['ref'])
    refs = []
    for r in (r1, r2):
        org = v.org('employer')
        refs.append(f'{d.m("PERSON_NAME", r.natural)}, {d.m("ORGANIZATION", org)}\\\\ {d.m("PHONE", v.phone())}, '
                    f'\\texttt{{{d.m("EMAIL", v.org_mail(org, mailbox(r)))}}}')
    d.add('\\begin{tabular}{p{0.46\\linewidth}p{0.46\\linewidth}}' + ' & '.join(refs) + '\\end{tabular}\n\n')
    return d


def mailbox(p):
    from kit import mail_word
    return f'{mail_word(p.first.split(" ")[0])[0]}.{mail_word(p.last.split(" ")[-1])}'


KINDS = [('insurance', insurance), ('tax', tax), ('transcript', transcript), ('discharge', discharge),
         ('minutes', minutes), ('cv', cv)]
# A second seeded copy of a few kind-language pairs.
SECOND = [('discharge', 'en'), ('cv', 'de'), ('minutes', 'fr'), ('insurance', 'ru'), ('tax', 'es'), ('transcript', 'it')]


def build(part):
    docs = []
    make = dict(KINDS)
    for key, _ in KINDS:
        for lang in LANGS:
            docs.append(make[key](f'{part}-{key}-{lang}-1', lang, part))
    for key, lang in SECOND:
        docs.append(make[key](f'{part}-{key}-{lang}-2', lang, part))
    return docs
