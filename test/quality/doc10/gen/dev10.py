"""dev10 (tunable): residential leases, HR onboarding forms, HR leave requests, patient intake and
consent forms, formal complaint letters; seven languages, typeset by LibreOffice Writer."""
from kit import Doc, x
from values import LANGS

# --- residential lease ----------------------------------------------------------------------
LEASE = {
    'en': dict(title='RESIDENTIAL TENANCY AGREEMENT', head='Assured shorthold tenancy', ref='Ref.',
               tenant='Tenant', page='Page', of='of', made='This agreement is made on {date} between {ll} of {lla} (the “Landlord”), acting through its agent {ag}, and {tn}, born on {dob}, National Insurance number {ssn} (the “Tenant”).',
               terms='Terms', c1='The Landlord lets to the Tenant the dwelling at {addr} together with the fixtures listed in Schedule 1.',
               c2='The tenancy begins on {start} and ends on {end}, a fixed term of 12 months.',
               c3='The rent is {rent} per calendar month, payable in advance on the 1st day of each month to the account {iban} held with {bank}.',
               c4='The Tenant pays a deposit of {dep}, protected in a government-approved scheme',
               fn='Deposit protection certificate no. {cert}, issued on {d}.',
               c5='Repairs are reported to {ag} on {ph} or by e-mail to {em}.',
               c6='Either party may end the tenancy after the fixed term by giving two months’ notice in writing (clause 6.2 of Schedule 2).',
               sched='Schedule 1 – Inventory', inv=['2 double wardrobes', 'Washing machine, model WM-7140', 'Sofa bed (3 seats)', '4 dining chairs', 'Smoke alarms on each floor', 'Keys: 3 front door, 2 window'],
               sign='Signatures', ll_='Landlord', place='Place and date'),
    'es': dict(title='CONTRATO DE ARRENDAMIENTO DE VIVIENDA', head='Arrendamiento de vivienda habitual', ref='Ref.',
               tenant='Arrendatario', page='Página', of='de', made='En la fecha {date} se celebra el presente contrato entre {ll}, con domicilio en {lla} (el «Arrendador»), representado por {ag}, y {tn}, nacido el {dob}, con DNI {ssn} (el «Arrendatario»).',
               terms='Cláusulas', c1='El Arrendador cede en arrendamiento al Arrendatario la vivienda sita en {addr}, con el mobiliario descrito en el Anexo 1.',
               c2='El contrato comienza el {start} y termina el {end}, con una duración inicial de un año.',
               c3='La renta mensual es de {rent}, pagadera por adelantado dentro de los cinco primeros días de cada mes en la cuenta {iban} de {bank}.',
               c4='El Arrendatario entrega una fianza de {dep}, depositada en el organismo autonómico competente',
               fn='Resguardo de depósito de fianza n.º {cert}, de fecha {d}.',
               c5='Las averías se comunicarán a {ag} en el teléfono {ph} o en {em}.',
               c6='Cualquiera de las partes podrá desistir con un preaviso de treinta días (artículo 11 de la Ley 29/1994).',
               sched='Anexo 1 – Inventario', inv=['2 armarios empotrados', 'Lavadora modelo LV-7140', 'Sofá cama de 3 plazas', '4 sillas de comedor', 'Detectores de humo', 'Llaves: 3 del portal, 2 del buzón'],
               sign='Firmas', ll_='El Arrendador', place='Lugar y fecha'),
    'fr': dict(title='CONTRAT DE LOCATION D’UN LOGEMENT VIDE', head='Bail d’habitation (loi du 6 juillet 1989)', ref='Réf.',
               tenant='Locataire', page='Page', of='sur', made='Le présent bail est conclu le {date} entre {ll}, demeurant {lla} (le « Bailleur »), représenté par {ag}, et {tn}, né(e) le {dob}, numéro de sécurité sociale {ssn} (le « Locataire »).',
               terms='Conditions', c1='Le Bailleur donne en location au Locataire le logement situé {addr}, avec les équipements énumérés à l’annexe 1.',
               c2='Le bail prend effet le {start} et se termine le {end}, pour une durée de trois ans.',
               c3='Le loyer mensuel est fixé à {rent}, payable d’avance le 5 de chaque mois sur le compte {iban} ouvert auprès de {bank}.',
               c4='Le Locataire verse un dépôt de garantie de {dep}, restitué dans les deux mois suivant la remise des clés',
               fn='Reçu de dépôt de garantie n° {cert} du {d}.',
               c5='Les demandes d’intervention sont adressées à {ag} au {ph} ou à {em}.',
               c6='Le Locataire peut donner congé à tout moment avec un préavis de trois mois (article 15).',
               sched='Annexe 1 – Inventaire', inv=['2 placards intégrés', 'Lave-linge modèle LL-7140', 'Canapé convertible 3 places', '4 chaises', 'Détecteurs de fumée', 'Clés : 3 porte d’entrée, 2 boîte aux lettres'],
               sign='Signatures', ll_='Le Bailleur', place='Lieu et date'),
    'de': dict(title='WOHNRAUMMIETVERTRAG', head='Mietvertrag über Wohnraum', ref='Az.',
               tenant='Mieter', page='Seite', of='von', made='Zwischen {ll}, wohnhaft {lla} (Vermieter), vertreten durch {ag}, und {tn}, geboren am {dob}, Steuer-ID {ssn} (Mieter), wird am {date} folgender Mietvertrag geschlossen.',
               terms='Vertragsbedingungen', c1='Der Vermieter vermietet dem Mieter die Wohnung {addr} samt der in Anlage 1 aufgeführten Einrichtung.',
               c2='Das Mietverhältnis beginnt am {start} und läuft auf unbestimmte Zeit; die erste Kündigung ist frühestens zum {end} möglich.',
               c3='Die monatliche Kaltmiete beträgt {rent} und ist bis zum dritten Werktag eines Monats auf das Konto {iban} bei der {bank} zu zahlen.',
               c4='Der Mieter leistet eine Kaution von {dep}, die auf einem Mietkautionskonto angelegt wird',
               fn='Kautionsbescheinigung Nr. {cert} vom {d}.',
               c5='Schäden meldet der Mieter an {ag} unter {ph} oder per E-Mail an {em}.',
               c6='Die Kündigungsfrist beträgt drei Monate (§ 573c BGB).',
               sched='Anlage 1 – Inventar', inv=['2 Einbauschränke', 'Waschmaschine Modell WM-7140', 'Schlafsofa (3-Sitzer)', '4 Esszimmerstühle', 'Rauchmelder in allen Räumen', 'Schlüssel: 3 Haustür, 2 Briefkasten'],
               sign='Unterschriften', ll_='Vermieter', place='Ort und Datum'),
    'it': dict(title='CONTRATTO DI LOCAZIONE AD USO ABITATIVO', head='Locazione abitativa (L. 431/1998)', ref='Rif.',
               tenant='Conduttore', page='Pagina', of='di', made='Il giorno {date} tra {ll}, residente in {lla} (il «Locatore»), rappresentato da {ag}, e {tn}, nato/a il {dob}, codice fiscale {ssn} (il «Conduttore»), si conviene quanto segue.',
               terms='Condizioni', c1='Il Locatore concede in locazione al Conduttore l’immobile sito in {addr}, con gli arredi elencati nell’allegato 1.',
               c2='La locazione decorre dal {start} e termina il {end}, per la durata di quattro anni.',
               c3='Il canone mensile è di {rent}, da versare entro il giorno 5 di ogni mese sul conto {iban} presso {bank}.',
               c4='Il Conduttore versa un deposito cauzionale di {dep}, fruttifero di interessi legali',
               fn='Ricevuta del deposito cauzionale n. {cert} del {d}.',
               c5='I guasti vanno segnalati a {ag} al numero {ph} oppure a {em}.',
               c6='Il Conduttore può recedere con preavviso di sei mesi mediante lettera raccomandata (art. 3).',
               sched='Allegato 1 – Inventario', inv=['2 armadi a muro', 'Lavatrice modello LV-7140', 'Divano letto 3 posti', '4 sedie', 'Rilevatori di fumo', 'Chiavi: 3 portone, 2 cassetta postale'],
               sign='Firme', ll_='Il Locatore', place='Luogo e data'),
    'pt': dict(title='CONTRATO DE ARRENDAMENTO HABITACIONAL', head='Arrendamento para habitação permanente', ref='Ref.ª',
               tenant='Arrendatário', page='Página', of='de', made='Aos {date}, entre {ll}, residente em {lla} (o «Senhorio»), representado por {ag}, e {tn}, nascido(a) em {dob}, NIF {ssn} (o «Arrendatário»), é celebrado o presente contrato.',
               terms='Cláusulas', c1='O Senhorio dá de arrendamento ao Arrendatário a fração sita na {addr}, com o recheio descrito no anexo 1.',
               c2='O contrato inicia-se em {start} e termina em {end}, renovando-se automaticamente.',
               c3='A renda mensal é de {rent}, paga até ao dia 8 de cada mês por transferência para o IBAN {iban} do {bank}.',
               c4='O Arrendatário presta uma caução de {dep}, correspondente a dois meses de renda',
               fn='Recibo de caução n.º {cert}, emitido em {d}.',
               c5='As avarias são comunicadas à {ag} pelo telefone {ph} ou para {em}.',
               c6='O Arrendatário pode denunciar o contrato com a antecedência de 120 dias (artigo 1098.º do Código Civil).',
               sched='Anexo 1 – Inventário', inv=['2 roupeiros embutidos', 'Máquina de lavar modelo ML-7140', 'Sofá-cama de 3 lugares', '4 cadeiras', 'Detetores de fumo', 'Chaves: 3 da porta, 2 da caixa do correio'],
               sign='Assinaturas', ll_='O Senhorio', place='Local e data'),
    'ru': dict(title='ДОГОВОР НАЙМА ЖИЛОГО ПОМЕЩЕНИЯ', head='Договор найма жилого помещения', ref='№',
               tenant='Наниматель', page='Страница', of='из', made='{date} {ll}, проживающий по адресу: {lla} (Наймодатель), в лице представителя {ag}, и {tn}, дата рождения {dob}, СНИЛС {ssn} (Наниматель), заключили настоящий договор.',
               terms='Условия договора', c1='Наймодатель передаёт Нанимателю во временное пользование квартиру по адресу: {addr}, с имуществом согласно приложению 1.',
               c2='Срок найма: с {start} по {end}.',
               c3='Плата за наём составляет {rent} в месяц и вносится не позднее 10-го числа на счёт {iban} в {bank}.',
               c4='Наниматель вносит обеспечительный платёж в размере {dep}',
               fn='Расписка в получении обеспечительного платежа № {cert} от {d}.',
               c5='О неисправностях Наниматель сообщает в {ag} по телефону {ph} или по адресу {em}.',
               c6='Договор может быть расторгнут с предупреждением за три месяца (статья 687 ГК РФ).',
               sched='Приложение 1. Опись имущества', inv=['Шкаф-купе, 2 шт.', 'Стиральная машина, модель СМ-7140', 'Диван-кровать', 'Стулья, 4 шт.', 'Датчики дыма', 'Ключи: 3 от двери, 2 от почтового ящика'],
               sign='Подписи сторон', ll_='Наймодатель', place='Место и дата'),
}


def lease(d):
    t, v, L = LEASE[d.lang], d.v, d.lang
    ag = v.org('letting')
    ll, tn = v.person(), v.person()
    lla = ', '.join(v.address()[:2])
    street, tline, town = v.address()
    addr = f'{street}, {tline}'
    ref = v.ref('L-', 6, 1)
    d.header.append(f'{d.hm("ORGANIZATION", ag)} · {x(t["head"])} · {x(t["ref"])} {d.hm("ID", ref)}')
    d.footer.append(f'{x(t["tenant"])}: {d.hm("PERSON_NAME", tn.short)} · ' + d.page_no(t['page'], t['of']))
    d.p(x(t['title']), 'Title')
    dob, _ = v.birth()
    date = v.date(style='word', year=2025)
    d.p(t['made'].format(date=d.m('DATE', date), ll=d.m('PERSON_NAME', ll.full), lla=d.m('ADDRESS', lla),
                         ag=d.m('ORGANIZATION', ag), tn=d.m('PERSON_NAME', tn.full), dob=d.m('DATE', dob),
                         ssn=d.m('SSN', v.national())))
    d.h(x(t['terms']))
    start = v.date(year=2025, day=1)
    end = v.date(year=2026, day=28)
    rent = v.r.randrange(45, 160) * 10
    bank = v.org('bank')
    ph = v.phone(False)
    em = f'{"info"}@{v.org_domain(ag)}'
    cert = v.ref('', 8, 2)
    d.items([
        t['c1'].format(addr=d.m('ADDRESS', addr)),
        t['c2'].format(start=d.m('DATE', start), end=d.m('DATE', end)),
        t['c3'].format(rent=d.m('MONEY_AMOUNT', v.money(rent)), iban=d.m('ACCOUNT', v.iban()),
                       bank=d.m('ORGANIZATION', bank)),
        t['c4'].format(dep=d.m('MONEY_AMOUNT', v.money(rent * 2))) + d.note(
            t['fn'].format(cert=d.m('ID', cert), d=d.m('DATE', v.date(year=2025)))) + '.',
        t['c5'].format(ag=d.m('ORGANIZATION', ag), ph=d.m('PHONE', ph), em=d.m('EMAIL', em)),
        x(t['c6']),
    ])
    d.h(x(t['sched']))
    d.columns(lambda: d.items([x(i) for i in t['inv']], numbered=False))
    d.h(x(t['sign']))
    sdate = v.date(year=2025, style='num')
    where = d.m('LOCATION', town)
    d.table([[x(t['ll_']), x(t['tenant'])],
             [d.m('PERSON_NAME', ll.full), d.m('PERSON_NAME', tn.full)],
             [f'{x(t["place"])}: {where}, {d.m("DATE", sdate)}',
              f'{x(t["place"])}: {d.m("LOCATION", town)}, {d.m("DATE", sdate)}']],
            [8.5, 8.5], kind='plain')


# --- HR onboarding form -----------------------------------------------------------------------
ONB = {
    'en': dict(title='New starter form', code='Form HR-07 rev. 3', conf='Confidential – Human Resources', page='Page', of='of',
               s1='1. Personal details', sur='Surname', given='Forename(s)', dob='Date of birth', age='Age', ssn='National Insurance number', nat='Nationality', natv='Irish',
               addr='Home address', ph='Mobile', em='Personal e-mail',
               s2='2. Employment', eno='Employee number', start='Start date', pos='Job title', posv='Warehouse team leader', dept='Department', deptv='Logistics', mgr='Line manager', sal='Gross annual salary',
               s3='3. Bank details for salary', holder='Account holder', iban='Account / IBAN', bank='Bank',
               s4='4. Emergency contacts', cn='Name', rel='Relationship', rels=['Spouse', 'Sister', 'Father'],
               decl='I confirm that the information given on this form is correct and I will tell Human Resources of any change.',
               signed='Signed', date='Date'),
    'es': dict(title='Ficha de alta de empleado', code='Formulario RH-07 rev. 3', conf='Confidencial – Recursos Humanos', page='Página', of='de',
               s1='1. Datos personales', sur='Apellidos', given='Nombre', dob='Fecha de nacimiento', age='Edad', ssn='DNI', nat='Nacionalidad', natv='Española',
               addr='Domicilio', ph='Móvil', em='Correo electrónico',
               s2='2. Datos laborales', eno='N.º de empleado', start='Fecha de alta', pos='Puesto', posv='Jefe de almacén', dept='Departamento', deptv='Logística', mgr='Responsable', sal='Salario bruto anual',
               s3='3. Datos bancarios', holder='Titular', iban='IBAN', bank='Entidad',
               s4='4. Contactos de emergencia', cn='Nombre', rel='Parentesco', rels=['Cónyuge', 'Hermana', 'Padre'],
               decl='Declaro que los datos facilitados son ciertos y me comprometo a comunicar cualquier cambio al departamento de Recursos Humanos.',
               signed='Firma', date='Fecha'),
    'fr': dict(title='Fiche d’embauche du salarié', code='Formulaire RH-07 rév. 3', conf='Confidentiel – Ressources humaines', page='Page', of='sur',
               s1='1. État civil', sur='Nom', given='Prénom(s)', dob='Date de naissance', age='Âge', ssn='N° de sécurité sociale', nat='Nationalité', natv='Française',
               addr='Adresse', ph='Portable', em='Courriel personnel',
               s2='2. Emploi', eno='Matricule', start='Date d’entrée', pos='Poste', posv='Chef d’équipe entrepôt', dept='Service', deptv='Logistique', mgr='Responsable hiérarchique', sal='Salaire brut annuel',
               s3='3. Coordonnées bancaires', holder='Titulaire du compte', iban='IBAN', bank='Banque',
               s4='4. Personnes à prévenir', cn='Nom', rel='Lien', rels=['Conjoint', 'Sœur', 'Père'],
               decl='Je certifie l’exactitude des renseignements ci-dessus et m’engage à signaler tout changement au service du personnel.',
               signed='Signature', date='Date'),
    'de': dict(title='Personalfragebogen für neue Mitarbeiter', code='Formular PA-07 Rev. 3', conf='Vertraulich – Personalabteilung', page='Seite', of='von',
               s1='1. Persönliche Angaben', sur='Nachname', given='Vorname(n)', dob='Geburtsdatum', age='Alter', ssn='Steuer-Identifikationsnummer', nat='Staatsangehörigkeit', natv='deutsch',
               addr='Anschrift', ph='Mobil', em='Private E-Mail',
               s2='2. Beschäftigung', eno='Personalnummer', start='Eintrittsdatum', pos='Tätigkeit', posv='Teamleiter Lager', dept='Abteilung', deptv='Logistik', mgr='Vorgesetzte(r)', sal='Bruttojahresgehalt',
               s3='3. Bankverbindung', holder='Kontoinhaber', iban='IBAN', bank='Kreditinstitut',
               s4='4. Notfallkontakte', cn='Name', rel='Beziehung', rels=['Ehepartner', 'Schwester', 'Vater'],
               decl='Ich versichere, dass die Angaben richtig sind, und teile Änderungen unverzüglich der Personalabteilung mit.',
               signed='Unterschrift', date='Datum'),
    'it': dict(title='Scheda di assunzione del dipendente', code='Modulo RU-07 rev. 3', conf='Riservato – Risorse Umane', page='Pagina', of='di',
               s1='1. Dati anagrafici', sur='Cognome', given='Nome', dob='Data di nascita', age='Età', ssn='Codice fiscale', nat='Cittadinanza', natv='italiana',
               addr='Residenza', ph='Cellulare', em='E-mail personale',
               s2='2. Rapporto di lavoro', eno='Matricola', start='Data di assunzione', pos='Mansione', posv='Capo magazzino', dept='Reparto', deptv='Logistica', mgr='Responsabile', sal='Retribuzione annua lorda',
               s3='3. Coordinate bancarie', holder='Intestatario', iban='IBAN', bank='Banca',
               s4='4. Contatti di emergenza', cn='Nome', rel='Parentela', rels=['Coniuge', 'Sorella', 'Padre'],
               decl='Dichiaro che i dati forniti sono veritieri e mi impegno a comunicare ogni variazione all’ufficio del personale.',
               signed='Firma', date='Data'),
    'pt': dict(title='Ficha de admissão de colaborador', code='Impresso RH-07 rev. 3', conf='Confidencial – Recursos Humanos', page='Página', of='de',
               s1='1. Dados pessoais', sur='Apelido', given='Nome(s) próprio(s)', dob='Data de nascimento', age='Idade', ssn='NIF', nat='Nacionalidade', natv='Portuguesa',
               addr='Morada', ph='Telemóvel', em='E-mail pessoal',
               s2='2. Dados contratuais', eno='N.º de colaborador', start='Data de admissão', pos='Função', posv='Chefe de armazém', dept='Departamento', deptv='Logística', mgr='Chefia direta', sal='Remuneração anual ilíquida',
               s3='3. Dados bancários', holder='Titular', iban='IBAN', bank='Banco',
               s4='4. Contactos de emergência', cn='Nome', rel='Parentesco', rels=['Cônjuge', 'Irmã', 'Pai'],
               decl='Declaro que as informações prestadas são verdadeiras e comunicarei qualquer alteração aos Recursos Humanos.',
               signed='Assinatura', date='Data'),
    'ru': dict(title='Анкета нового сотрудника', code='Форма ОК-07, ред. 3', conf='Конфиденциально – отдел кадров', page='Страница', of='из',
               s1='1. Личные данные', sur='Фамилия', given='Имя, отчество', dob='Дата рождения', age='Возраст', ssn='СНИЛС', nat='Гражданство', natv='РФ',
               addr='Адрес регистрации', ph='Мобильный телефон', em='Личная эл. почта',
               s2='2. Трудоустройство', eno='Табельный номер', start='Дата приёма', pos='Должность', posv='Начальник склада', dept='Подразделение', deptv='Логистика', mgr='Руководитель', sal='Оклад в год',
               s3='3. Реквизиты для зарплаты', holder='Получатель', iban='Счёт', bank='Банк',
               s4='4. Контакты на случай ЧС', cn='ФИО', rel='Кем приходится', rels=['Супруг(а)', 'Сестра', 'Отец'],
               decl='Подтверждаю достоверность сведений и обязуюсь сообщать об их изменении в отдел кадров.',
               signed='Подпись', date='Дата'),
}


def given_names(p):
    return f'{p.first} {p.pat}' if p.lang == 'ru' else p.first


def onboarding(d):
    t, v = ONB[d.lang], d.v
    emp = v.org('employer')
    p = v.person()
    d.header.append(f'{d.hm("ORGANIZATION", emp)} · {x(t["code"])}')
    d.footer.append(f'{x(t["conf"])} · ' + d.page_no(t['page'], t['of']))
    d.p(x(t['title']), 'Title')
    dob, age = v.birth(style='num')
    street, tline, _ = v.address()
    d.h(x(t['s1']))
    d.table([[x(t['sur']), d.m('PERSON_NAME', p.last), x(t['given']), d.m('PERSON_NAME', given_names(p))],
             [x(t['dob']), d.m('DATE', dob), x(t['age']), d.m('AGE', v.age(age))],
             [x(t['ssn']), d.m('SSN', v.national()), x(t['nat']), x(t['natv'])],
             [x(t['ph']), d.m('PHONE', v.phone(True)), x(t['em']), d.m('EMAIL', v.email(p))]],
            [3.6, 4.9, 3.6, 4.9], label_col=True)
    d.marks.append(['ADDRESS', f'{street} {tline}'])
    d.table([[x(t['addr']), [x(street), x(tline)]]], [3.6, 13.4], label_col=True)
    d.h(x(t['s2']))
    mgr = v.person()
    d.table([[x(t['eno']), d.m('ID', v.ref('', 5, 1)), x(t['start']), d.m('DATE', v.date(year=2025, day=1))],
             [x(t['pos']), x(t['posv']), x(t['dept']), x(t['deptv'])],
             [x(t['mgr']), d.m('PERSON_NAME', mgr.full), x(t['sal']), d.m('MONEY_AMOUNT', v.money(v.r.randrange(240, 620) * 100, cents=v.r.random() < 0.5))]],
            [3.6, 4.9, 3.6, 4.9], label_col=True)
    d.h(x(t['s3']))
    d.table([[x(t['holder']), d.m('PERSON_NAME', p.full)],
             [x(t['iban']), d.m('ACCOUNT', v.iban())],
             [x(t['bank']), d.m('ORGANIZATION', v.org('bank'))]], [3.6, 13.4], label_col=True)
    d.h(x(t['s4']))
    rows = []
    for rel in t['rels'][:2]:
        c = v.person()
        rows.append([d.m('PERSON_NAME', c.full), x(rel), d.m('PHONE', v.phone())])
    d.table(rows, [7, 4, 6], header=[x(t['cn']), x(t['rel']), x(t['ph'])])
    d.p(x(t['decl']))
    d.p(f'{x(t["signed"])}: ______________________   {x(t["date"])}: {d.m("DATE", v.date(year=2025, style="num"))}', 'PL')


# --- HR leave request ---------------------------------------------------------------------------
LEAVE = {
    'en': dict(title='Application for leave', conf='HR use only after approval', page='Page', of='of', emp='Employee', eno='Staff no.', dept='Department', deptv='Accounts payable', mgr='Manager',
               typ='Type of leave', frm='From', to='To', days='Working days', types=['Annual leave', 'Carer’s leave'],
               reason='Reason', why='I am asking for carer’s leave to accompany my father, {rel}, to his operation at {org} on {d}. He is {age} and will need help at home at {addr} for the following week; I can be reached on {ph}.',
               bal='Remaining annual leave after this request: 11.5 days.', appr='Approved by {m} on {d}.', cover='Cover arranged with {c}.'),
    'es': dict(title='Solicitud de permiso', conf='Uso interno de RR. HH.', page='Página', of='de', emp='Empleado/a', eno='N.º de empleado', dept='Departamento', deptv='Contabilidad', mgr='Responsable',
               typ='Tipo de permiso', frm='Desde', to='Hasta', days='Días laborables', types=['Vacaciones', 'Permiso por cuidado de familiar'],
               reason='Motivo', why='Solicito el permiso para acompañar a mi padre, {rel}, a su intervención en {org} el {d}. Tiene {age} y necesitará ayuda en su domicilio de {addr} durante la semana siguiente; estoy localizable en el {ph}.',
               bal='Vacaciones pendientes tras esta solicitud: 11,5 días.', appr='Aprobado por {m} el {d}.', cover='Sustitución acordada con {c}.'),
    'fr': dict(title='Demande de congé', conf='Réservé au service RH', page='Page', of='sur', emp='Salarié(e)', eno='Matricule', dept='Service', deptv='Comptabilité fournisseurs', mgr='Responsable',
               typ='Nature du congé', frm='Du', to='Au', days='Jours ouvrés', types=['Congés payés', 'Congé de proche aidant'],
               reason='Motif', why='Je sollicite un congé de proche aidant afin d’accompagner mon père, {rel}, à son opération à la {org} le {d}. Il a {age} et aura besoin d’aide à son domicile, {addr}, la semaine suivante ; je reste joignable au {ph}.',
               bal='Solde de congés après cette demande : 11,5 jours.', appr='Validé par {m} le {d}.', cover='Remplacement assuré par {c}.'),
    'de': dict(title='Urlaubsantrag', conf='Nur für die Personalabteilung', page='Seite', of='von', emp='Mitarbeiter/in', eno='Personalnr.', dept='Abteilung', deptv='Kreditorenbuchhaltung', mgr='Vorgesetzte(r)',
               typ='Art des Urlaubs', frm='Von', to='Bis', days='Arbeitstage', types=['Erholungsurlaub', 'Pflegezeit'],
               reason='Begründung', why='Ich beantrage Pflegezeit, um meinen Vater, {rel}, zu seiner Operation im {org} am {d} zu begleiten. Er ist {age} alt und braucht in der Woche danach Hilfe in seiner Wohnung, {addr}; erreichbar bin ich unter {ph}.',
               bal='Resturlaub nach diesem Antrag: 11,5 Tage.', appr='Genehmigt von {m} am {d}.', cover='Vertretung: {c}.'),
    'it': dict(title='Richiesta di permesso', conf='Riservato all’ufficio del personale', page='Pagina', of='di', emp='Dipendente', eno='Matricola', dept='Reparto', deptv='Contabilità fornitori', mgr='Responsabile',
               typ='Tipo di assenza', frm='Dal', to='Al', days='Giorni lavorativi', types=['Ferie', 'Permesso legge 104'],
               reason='Motivazione', why='Chiedo il permesso per accompagnare mio padre, {rel}, all’intervento presso {org} il {d}. Ha {age} e avrà bisogno di assistenza nella sua abitazione di {addr} nella settimana successiva; sono reperibile al {ph}.',
               bal='Ferie residue dopo questa richiesta: 11,5 giorni.', appr='Approvato da {m} il {d}.', cover='Sostituzione concordata con {c}.'),
    'pt': dict(title='Pedido de ausência', conf='Uso exclusivo dos RH', page='Página', of='de', emp='Colaborador(a)', eno='N.º mecanográfico', dept='Departamento', deptv='Contas a pagar', mgr='Chefia',
               typ='Tipo de ausência', frm='De', to='Até', days='Dias úteis', types=['Férias', 'Assistência a familiar'],
               reason='Motivo', why='Peço dispensa para acompanhar o meu pai, {rel}, à cirurgia na {org} em {d}. Tem {age} e vai precisar de ajuda em casa, na {addr}, durante a semana seguinte; estou contactável pelo {ph}.',
               bal='Férias por gozar após este pedido: 11,5 dias.', appr='Aprovado por {m} em {d}.', cover='Substituição assegurada por {c}.'),
    'ru': dict(title='Заявление на отпуск', conf='Для отдела кадров', page='Страница', of='из', emp='Сотрудник', eno='Табельный №', dept='Отдел', deptv='Бухгалтерия', mgr='Руководитель',
               typ='Вид отпуска', frm='С', to='По', days='Рабочих дней', types=['Ежегодный отпуск', 'Отпуск без сохранения зарплаты'],
               reason='Причина', why='Прошу предоставить отпуск, чтобы сопровождать моего отца, {rel}, на операцию в {org} {d}. Ему {age}, и после операции ему понадобится помощь дома по адресу: {addr}; мой телефон для связи {ph}.',
               bal='Остаток отпуска после заявления: 11,5 дня.', appr='Согласовано: {m}, {d}.', cover='Замещает: {c}.'),
}


def leave(d):
    t, v = LEAVE[d.lang], d.v
    emp_org = v.org('employer')
    p, mgr, cover = v.person(), v.person(), v.person()
    d.header.append(d.hm('ORGANIZATION', emp_org))
    d.footer.append(f'{x(t["conf"])} · {d.hm("PERSON_NAME", p.full)} · ' + d.page_no(t['page'], t['of']))
    d.p(x(t['title']), 'Title')
    d.table([[x(t['emp']), d.m('PERSON_NAME', p.full), x(t['eno']), d.m('ID', v.ref('', 6))],
             [x(t['dept']), x(t['deptv']), x(t['mgr']), d.m('PERSON_NAME', mgr.short)]],
            [3.3, 5.2, 3.3, 5.2], label_col=True)
    rows = []
    for i, typ in enumerate(t['types']):
        mo = 6 + i * 2
        rows.append([x(typ), d.m('DATE', v.date(year=2025, month=mo, day=2, style='num')),
                     d.m('DATE', v.date(year=2025, month=mo, day=13, style='num')), str(8 - i * 3)])
    d.table(rows, [6, 3.8, 3.8, 3.4], header=[x(t['typ']), x(t['frm']), x(t['to']), x(t['days'])])
    d.h(x(t['reason']))
    father = v.person(female=False)
    if d.lang == 'ru':
        # Genitive of the father's name after "отца".
        rel = f'{father.last}а {father.first}а {father.pat}а' if not father.last.endswith('ий') else \
            f'{father.last[:-2]}ого {father.first}а {father.pat}а'
        if father.first.endswith(('й', 'ь')):
            rel = rel.replace(father.first + 'а', father.first[:-1] + 'я')
    else:
        rel = father.full
    street, tline, _ = v.address()
    _, age = v.birth()
    d.p(t['why'].format(rel=d.m('PERSON_NAME', rel), org=d.m('ORGANIZATION', v.org('medical')),
                        d=d.m('DATE', v.date(year=2025, style='word')), age=d.m('AGE', v.age(age + 20)),
                        addr=d.m('ADDRESS', f'{street}, {tline}'), ph=d.m('PHONE', v.phone())))
    d.p(x(t['bal']))
    d.p(t['appr'].format(m=d.m('PERSON_NAME', mgr.full), d=d.m('DATE', v.date(year=2025, style='num'))), 'PL')
    d.p(t['cover'].format(c=d.m('PERSON_NAME', cover.full)), 'PL')


# --- patient intake and consent -----------------------------------------------------------------
INTAKE = {
    'en': dict(title='Patient registration and consent', pat='Patient', dob='DOB', page='Page', of='of',
               name='Full name', birth='Date of birth', age='Age', addr='Address', ph='Telephone', em='E-mail', nhs='NHS number', ins='Insurance policy no.', gp='Registered GP',
               hist='Medical history', items=['Type 2 diabetes (diagnosed 2017)', 'Metformin 500 mg twice daily', 'Allergy: penicillin', 'Blood group A+'],
               ec='In an emergency please contact {n} ({rel}) on {ph}.', rel='daughter',
               consent='Consent to treatment', c1='I, {n}, consent to the examination and treatment described to me by {dr}. The nature, purpose and risks of the procedure have been explained to me and I have had the opportunity to ask questions.',
               c2='I understand that my records are kept by {org} and may be shared with other clinicians involved in my care. I may withdraw this consent at any time by writing to the practice.',
               fn='See the practice privacy notice, version 4.2.', sig='Patient signature', clin='Clinician', date='Date'),
    'es': dict(title='Ficha de ingreso del paciente y consentimiento', pat='Paciente', dob='F. nac.', page='Página', of='de',
               name='Nombre y apellidos', birth='Fecha de nacimiento', age='Edad', addr='Domicilio', ph='Teléfono', em='Correo electrónico', nhs='N.º de tarjeta sanitaria', ins='N.º de póliza', gp='Médico de cabecera',
               hist='Antecedentes', items=['Diabetes tipo 2 (desde 2017)', 'Metformina 850 mg cada 12 h', 'Alergia a la penicilina', 'Grupo sanguíneo A+'],
               ec='En caso de urgencia, avisar a {n} ({rel}) en el {ph}.', rel='hija',
               consent='Consentimiento informado', c1='Yo, {n}, doy mi consentimiento para la exploración y el tratamiento que me ha explicado {dr}. Se me han explicado la naturaleza, la finalidad y los riesgos del procedimiento.',
               c2='Entiendo que mi historia clínica es custodiada por {org} y puede compartirse con otros profesionales que intervengan en mi atención. Puedo revocar este consentimiento por escrito en cualquier momento.',
               fn='Véase la política de privacidad del centro, versión 4.2.', sig='Firma del paciente', clin='Profesional', date='Fecha'),
    'fr': dict(title='Fiche d’admission du patient et consentement', pat='Patient', dob='Né(e) le', page='Page', of='sur',
               name='Nom et prénom', birth='Date de naissance', age='Âge', addr='Adresse', ph='Téléphone', em='Courriel', nhs='N° de sécurité sociale', ins='N° d’adhérent mutuelle', gp='Médecin traitant',
               hist='Antécédents', items=['Diabète de type 2 (depuis 2017)', 'Metformine 850 mg matin et soir', 'Allergie à la pénicilline', 'Groupe sanguin A+'],
               ec='En cas d’urgence, prévenir {n} ({rel}) au {ph}.', rel='fille',
               consent='Consentement éclairé', c1='Je soussigné(e), {n}, consens à l’examen et au traitement qui m’ont été expliqués par {dr}. La nature, le but et les risques de l’intervention m’ont été exposés.',
               c2='Je suis informé(e) que mon dossier est conservé par {org} et peut être partagé avec les professionnels qui participent à ma prise en charge. Je peux retirer ce consentement à tout moment par écrit.',
               fn='Voir la notice d’information sur les données, version 4.2.', sig='Signature du patient', clin='Praticien', date='Date'),
    'de': dict(title='Patientenaufnahme und Einwilligung', pat='Patient/in', dob='geb.', page='Seite', of='von',
               name='Name, Vorname', birth='Geburtsdatum', age='Alter', addr='Anschrift', ph='Telefon', em='E-Mail', nhs='Versichertennummer', ins='Versicherungsschein-Nr.', gp='Hausarzt',
               hist='Vorerkrankungen', items=['Diabetes mellitus Typ 2 (seit 2017)', 'Metformin 1000 mg 1-0-1', 'Allergie: Penicillin', 'Blutgruppe A Rh+'],
               ec='Im Notfall bitte {n} ({rel}) unter {ph} benachrichtigen.', rel='Tochter',
               consent='Einwilligungserklärung', c1='Ich, {n}, willige in die Untersuchung und Behandlung ein, die mir {dr} erläutert hat. Art, Zweck und Risiken des Eingriffs wurden mir erklärt.',
               c2='Mir ist bekannt, dass meine Unterlagen von der {org} aufbewahrt und an mitbehandelnde Ärzte weitergegeben werden können. Ich kann diese Einwilligung jederzeit schriftlich widerrufen.',
               fn='Siehe Datenschutzhinweise der Praxis, Fassung 4.2.', sig='Unterschrift Patient/in', clin='Behandelnde(r) Ärztin/Arzt', date='Datum'),
    'it': dict(title='Scheda di accettazione del paziente e consenso', pat='Paziente', dob='nato/a il', page='Pagina', of='di',
               name='Cognome e nome', birth='Data di nascita', age='Età', addr='Indirizzo', ph='Telefono', em='E-mail', nhs='Tessera sanitaria n.', ins='Polizza n.', gp='Medico di base',
               hist='Anamnesi', items=['Diabete di tipo 2 (dal 2017)', 'Metformina 500 mg due volte al giorno', 'Allergia alla penicillina', 'Gruppo sanguigno A+'],
               ec='In caso di emergenza avvisare {n} ({rel}) al numero {ph}.', rel='figlia',
               consent='Consenso informato', c1='Io sottoscritto/a {n} acconsento alla visita e al trattamento illustrati da {dr}. Mi sono stati spiegati la natura, lo scopo e i rischi della procedura.',
               c2='Sono consapevole che la mia cartella è conservata da {org} e può essere condivisa con altri professionisti coinvolti nella cura. Posso revocare il consenso in qualsiasi momento per iscritto.',
               fn='Si veda l’informativa privacy della struttura, versione 4.2.', sig='Firma del paziente', clin='Medico', date='Data'),
    'pt': dict(title='Ficha de admissão do utente e consentimento', pat='Utente', dob='Nasc.', page='Página', of='de',
               name='Nome completo', birth='Data de nascimento', age='Idade', addr='Morada', ph='Telefone', em='E-mail', nhs='N.º de utente do SNS', ins='Apólice n.º', gp='Médico de família',
               hist='Antecedentes', items=['Diabetes tipo 2 (desde 2017)', 'Metformina 850 mg de 12 em 12 h', 'Alergia à penicilina', 'Grupo sanguíneo A+'],
               ec='Em caso de urgência contactar {n} ({rel}) pelo {ph}.', rel='filha',
               consent='Consentimento informado', c1='Eu, {n}, dou o meu consentimento ao exame e ao tratamento que me foram explicados por {dr}. Foram-me explicados a natureza, o objetivo e os riscos do procedimento.',
               c2='Tomei conhecimento de que o meu processo clínico é guardado pela {org} e pode ser partilhado com outros profissionais envolvidos nos meus cuidados. Posso revogar este consentimento por escrito a qualquer momento.',
               fn='Consulte a política de privacidade da clínica, versão 4.2.', sig='Assinatura do utente', clin='Médico', date='Data'),
    'ru': dict(title='Анкета пациента и информированное согласие', pat='Пациент', dob='д. р.', page='Страница', of='из',
               name='ФИО', birth='Дата рождения', age='Возраст', addr='Адрес', ph='Телефон', em='Эл. почта', nhs='Полис ОМС №', ins='Полис ДМС №', gp='Лечащий врач',
               hist='Анамнез', items=['Сахарный диабет 2 типа (с 2017 г.)', 'Метформин 850 мг 2 раза в день', 'Аллергия на пенициллин', 'Группа крови A(II) Rh+'],
               ec='В экстренном случае сообщить: {n} ({rel}), тел. {ph}.', rel='дочь',
               consent='Информированное добровольное согласие', c1='Я, {n}, даю согласие на обследование и лечение, которые мне разъяснил(а) {dr}. Мне объяснены характер, цель и риски вмешательства.',
               c2='Мне известно, что моя медицинская карта хранится в {org} и может передаваться другим врачам, участвующим в лечении. Я могу отозвать согласие в письменной форме в любое время.',
               fn='См. положение об обработке персональных данных, ред. 4.2.', sig='Подпись пациента', clin='Врач', date='Дата'),
}
DR = {'en': 'Dr', 'es': 'la Dra.', 'fr': 'le Dr', 'de': 'Dr.', 'it': 'la dott.ssa', 'pt': 'a Dra.', 'ru': 'врач'}


def intake(d):
    t, v = INTAKE[d.lang], d.v
    clinic = v.org('medical')
    p = v.person()
    dob, age = v.birth(style='num')
    d.header.append(f'{d.hm("ORGANIZATION", clinic)} · {d.hm("PHONE", v.phone(False))}')
    d.footer.append(f'{x(t["pat"])}: {d.hm("PERSON_NAME", p.caps)} · {x(t["dob"])} {d.hm("DATE", dob)} · '
                    + d.page_no(t['page'], t['of']))
    d.p(x(t['title']), 'Title')
    street, tline, _ = v.address()
    gp, dr = v.person(), v.person(female=True)
    d.marks.append(['ADDRESS', f'{street} {tline}'])
    d.table([[x(t['name']), d.m('PERSON_NAME', p.full)],
             [x(t['birth']), f'{d.m("DATE", dob)} ({x(t["age"])}: {d.m("AGE", v.age(age))})'],
             [x(t['addr']), [x(street), x(tline)]],
             [x(t['ph']), d.m('PHONE', v.phone(True))],
             [x(t['em']), d.m('EMAIL', v.email(p))],
             [x(t['nhs']), d.m('ID', v.ref('', 10) if d.lang != 'fr' else v.national())],
             [x(t['ins']), d.m('ID', v.ref('', 8, 3))],
             [x(t['gp']), f'{x(DR[d.lang])} {d.m("PERSON_NAME", gp.full)}, {d.m("ORGANIZATION", v.org("medical"))}']],
            [4.5, 12.5], label_col=True)
    d.h(x(t['hist']))
    d.items([x(i) for i in t['items']], numbered=False)
    kin = v.person(female=True)
    d.p(t['ec'].format(n=d.m('PERSON_NAME', kin.full), rel=x(t['rel']), ph=d.m('PHONE', v.phone(True))))
    d.h(x(t['consent']))

    def body():
        d.p(t['c1'].format(n=d.m('PERSON_NAME', p.full), dr=f'{x(DR[d.lang])} {d.m("PERSON_NAME", dr.full)}'))
        d.p(t['c2'].format(org=d.m('ORGANIZATION', clinic)) + d.note(x(t['fn'])))
    d.columns(body)
    d.table([[x(t['sig']), x(t['clin'])],
             ['______________________', d.m('PERSON_NAME', dr.short)],
             [f'{x(t["date"])}: {d.m("DATE", v.date(year=2025, style="num"))}', '']], [8.5, 8.5], kind='plain')


# --- formal complaint letter ----------------------------------------------------------------------
COMPL = {
    'en': dict(cr='Customer Relations', subj='Formal complaint – customer number {cust}, order {order}', dear='Dear Sir or Madam,',
               b1='On {d1} I ordered a washing machine from {org} and paid {amt} with my card {card}. Delivery was promised for {d2} under tracking number {trk}, but nothing arrived.',
               b2='When I telephoned on {d3}, your employee {staff} told me the parcel had been returned to the depot and that a refund would be made within five working days. No refund has been received.',
               ask='I therefore ask you to:', asks=['refund the full amount of {amt} to my card;', 'pay {comp} for the two days of leave I took to wait for delivery;', 'confirm in writing within 14 days.'],
               law='I reserve my rights under the Consumer Rights Act 2015', fn='Sections 28 and 29 on delivery and the passing of risk.',
               close='Yours faithfully,', enc='Enclosures: order confirmation, card statement of {d4}.', page='Page', of='of'),
    'es': dict(cr='Atención al Cliente', subj='Reclamación formal – cliente n.º {cust}, pedido {order}', dear='Muy señores míos:',
               b1='El {d1} compré una lavadora a {org} y pagué {amt} con mi tarjeta {card}. La entrega estaba prevista para el {d2} con el número de seguimiento {trk}, pero nunca llegó.',
               b2='Cuando llamé el {d3}, su empleado {staff} me dijo que el paquete había vuelto al almacén y que me devolverían el importe en cinco días hábiles. No he recibido ningún reembolso.',
               ask='Por ello les solicito:', asks=['el reembolso íntegro de {amt} en mi tarjeta;', 'una compensación de {comp} por los dos días de permiso que pedí para esperar la entrega;', 'una respuesta por escrito en un plazo de 14 días.'],
               law='Me reservo las acciones que me reconoce la normativa de consumo', fn='Real Decreto Legislativo 1/2007, artículos 66 bis y 66 ter.',
               close='Atentamente,', enc='Adjunto: confirmación del pedido y extracto de la tarjeta del {d4}.', page='Página', of='de'),
    'fr': dict(cr='Service Clients', subj='Réclamation – client n° {cust}, commande {order}', dear='Madame, Monsieur,',
               b1='Le {d1}, j’ai commandé un lave-linge auprès de {org} et réglé {amt} avec ma carte {card}. La livraison était prévue le {d2} sous le numéro de suivi {trk}, mais je n’ai rien reçu.',
               b2='Lors de mon appel du {d3}, votre collaborateur {staff} m’a indiqué que le colis était retourné au dépôt et que je serais remboursé sous cinq jours ouvrés. Aucun remboursement n’a été effectué.',
               ask='Je vous demande donc :', asks=['le remboursement intégral de {amt} sur ma carte ;', 'une indemnité de {comp} pour les deux jours de congé pris pour attendre la livraison ;', 'une réponse écrite sous 14 jours.'],
               law='Je me réserve le droit de saisir le médiateur de la consommation', fn='Articles L216-1 et suivants du Code de la consommation.',
               close='Veuillez agréer, Madame, Monsieur, mes salutations distinguées.', enc='Pièces jointes : confirmation de commande, relevé de carte du {d4}.', page='Page', of='sur'),
    'de': dict(cr='Kundenservice', subj='Beschwerde – Kundennummer {cust}, Bestellung {order}', dear='Sehr geehrte Damen und Herren,',
               b1='am {d1} habe ich bei {org} eine Waschmaschine bestellt und {amt} mit meiner Karte {card} bezahlt. Die Lieferung war für den {d2} unter der Sendungsnummer {trk} zugesagt, ist aber nie erfolgt.',
               b2='Bei meinem Anruf am {d3} teilte mir Ihr Mitarbeiter {staff} mit, das Paket sei ins Lager zurückgegangen und der Betrag werde binnen fünf Werktagen erstattet. Eine Erstattung ist nicht eingegangen.',
               ask='Ich fordere Sie daher auf:', asks=['den vollen Betrag von {amt} auf meine Karte zu erstatten;', 'mir {comp} für die zwei Urlaubstage zu zahlen, die ich für die Lieferung genommen habe;', 'mir innerhalb von 14 Tagen schriftlich zu antworten.'],
               law='Weitere Ansprüche behalte ich mir ausdrücklich vor', fn='§§ 323 und 346 BGB.',
               close='Mit freundlichen Grüßen', enc='Anlagen: Bestellbestätigung, Kartenabrechnung vom {d4}.', page='Seite', of='von'),
    'it': dict(cr='Servizio Clienti', subj='Reclamo formale – cliente n. {cust}, ordine {order}', dear='Spettabile Servizio Clienti,',
               b1='il {d1} ho acquistato una lavatrice da {org} pagando {amt} con la carta {card}. La consegna era prevista per il {d2} con numero di spedizione {trk}, ma non è mai avvenuta.',
               b2='Quando ho telefonato il {d3}, il vostro operatore {staff} mi ha detto che il pacco era rientrato in magazzino e che sarei stato rimborsato entro cinque giorni lavorativi. Nessun rimborso è arrivato.',
               ask='Vi chiedo pertanto di:', asks=['rimborsare l’intero importo di {amt} sulla mia carta;', 'corrispondermi {comp} per i due giorni di ferie presi per attendere la consegna;', 'rispondermi per iscritto entro 14 giorni.'],
               law='Mi riservo di adire le vie legali previste dal Codice del consumo', fn='D.lgs. 206/2005, articoli 61 e 63.',
               close='Distinti saluti,', enc='Allegati: conferma d’ordine, estratto conto della carta del {d4}.', page='Pagina', of='di'),
    'pt': dict(cr='Apoio ao Cliente', subj='Reclamação formal – cliente n.º {cust}, encomenda {order}', dear='Exmos. Senhores,',
               b1='No dia {d1} encomendei uma máquina de lavar à {org} e paguei {amt} com o meu cartão {card}. A entrega estava prevista para {d2} com o número de seguimento {trk}, mas nunca chegou.',
               b2='Quando telefonei em {d3}, o vosso funcionário {staff} informou-me de que a encomenda tinha regressado ao armazém e que seria reembolsado em cinco dias úteis. Não recebi qualquer reembolso.',
               ask='Venho por isso solicitar:', asks=['o reembolso integral de {amt} no meu cartão;', 'uma compensação de {comp} pelos dois dias de férias que tirei para aguardar a entrega;', 'resposta escrita no prazo de 14 dias.'],
               law='Reservo-me o direito de recorrer ao Livro de Reclamações e aos tribunais', fn='Decreto-Lei n.º 24/2014, artigos 19.º e seguintes.',
               close='Com os melhores cumprimentos,', enc='Anexos: confirmação da encomenda, extrato do cartão de {d4}.', page='Página', of='de'),
    'ru': dict(cr='Отдел по работе с клиентами', subj='Претензия – клиент № {cust}, заказ {order}', dear='Уважаемые господа!',
               b1='{d1} я заказал(а) в {org} стиральную машину и оплатил(а) {amt} картой {card}. Доставка была обещана на {d2}, номер отправления {trk}, однако товар так и не был доставлен.',
               b2='Когда я позвонил(а) {d3}, ваш сотрудник {staff} сообщил, что посылка вернулась на склад и деньги вернут в течение пяти рабочих дней. Возврат так и не поступил.',
               ask='На основании изложенного прошу:', asks=['вернуть полную сумму {amt} на мою карту;', 'выплатить {comp} за два дня отпуска, взятых для ожидания доставки;', 'дать письменный ответ в течение 14 дней.'],
               law='Оставляю за собой право обратиться в суд', fn='Статьи 23.1 и 28 Закона РФ «О защите прав потребителей».',
               close='С уважением,', enc='Приложения: подтверждение заказа, выписка по карте от {d4}.', page='Страница', of='из'),
}


def complaint(d):
    t, v = COMPL[d.lang], d.v
    p = v.person()
    shop = v.org('shop')
    street, tline, town = v.address()
    ph, em = v.phone(True), v.email(p)
    d.header.append(d.hm('PERSON_NAME', p.natural))
    d.footer.append(d.page_no(t['page'], t['of']))
    d.marks.append(['ADDRESS', f'{street} {tline}'])
    for line in [d.m('PERSON_NAME', p.natural), x(street), x(tline), d.m('PHONE', ph), d.m('EMAIL', em)]:
        d.p(line, 'PL')
    d.p('', 'PL')
    s2, t2, _ = v.address()
    d.marks.append(['ADDRESS', f'{s2} {t2}'])
    for line in [d.m('ORGANIZATION', shop), x(t['cr']), x(s2), x(t2)]:
        d.p(line, 'PL')
    when = v.date(year=2025, style='word')
    d.p(f'{d.m("LOCATION", town)}, {d.m("DATE", when)}', 'PR')
    d.p('<text:span>' + t['subj'].format(cust=d.m('ID', v.ref('', 8)), order=d.m('ID', v.ref('', 7, 2))) + '</text:span>', 'H1')
    d.p(x(t['dear']), 'PL')
    amt = v.money(v.r.randrange(300, 900) + 0.99)
    staff = v.person()
    d.p(t['b1'].format(d1=d.m('DATE', v.date(year=2025, style='num')), org=d.m('ORGANIZATION', shop),
                       amt=d.m('MONEY_AMOUNT', amt), card=d.m('CREDIT_CARD', v.card()),
                       d2=d.m('DATE', v.date(year=2025, style='word')), trk=d.m('ID', v.ref('', 10, 2))))
    d.p(t['b2'].format(d3=d.m('DATE', v.date(year=2025, style='num')), staff=d.m('PERSON_NAME', staff.natural)))
    d.p(x(t['ask']), 'PL')
    comp = v.money(v.r.randrange(80, 250), cents=False)
    asks = []
    for a in t['asks']:
        # Record only the amounts an item prints.
        asks.append(a.format(amt=d.m('MONEY_AMOUNT', amt) if '{amt}' in a else '',
                             comp=d.m('MONEY_AMOUNT', comp) if '{comp}' in a else ''))
    d.items(asks)
    d.p(x(t['law']) + d.note(x(t['fn'])) + '.')
    d.p(x(t['close']), 'PL')
    d.p('', 'PL')
    d.p(d.m('PERSON_NAME', p.natural), 'PL')
    d.p(t['enc'].format(d4=d.m('DATE', v.date(year=2025, style='num'))), 'Small')


KINDS = [('lease', lease), ('onboarding', onboarding), ('leave', leave), ('intake', intake), ('complaint', complaint)]
# A second seeded copy for some kind-language pairs (47 documents in all).
SECOND = {('lease', 'en'), ('lease', 'de'), ('onboarding', 'fr'), ('intake', 'it'), ('complaint', 'es')}


def build(part):
    docs = []
    for kind, fn in KINDS:
        for lang in LANGS:
            for n in (1, 2) if (kind, lang) in SECOND else (1,):
                d = Doc(f'{part}-{kind}-{lang}-{n}', kind, lang, part)
                fn(d)
                docs.append(d)
    return docs


# --- employment contract (three pages: terms, personal data annex, signature page) ----------------------
CONTRACT = {
    'en': dict(title='CONTRACT OF EMPLOYMENT', no='Contract no.', page='Page', of='of',
               parties='This contract is made on {d} between {emp}, whose registered address is {ea} (the “Employer”), and {n} of {addr} (the “Employee”).',
               cl=['The Employee is employed as Senior Payroll Administrator from {start}. The first 6 months are a probationary period.',
                   'The normal working week is 37.5 hours, Monday to Friday. Overtime is paid at 1.5 times the hourly rate.',
                   'The gross salary is {sal} a year, paid monthly in arrears on the last working day into the account named in Annex A.',
                   'The Employee reports to {mgr}, Finance Director, and may be asked to work at the office in {town}.',
                   'Holiday entitlement is 25 working days a year plus public holidays (clause 7.3 of the Staff Handbook, edition 2024).',
                   'Either party may end this contract by giving one month’s written notice; after 2 years of service the Employer gives one week for each full year.'],
               annex_a='Annex A – Employee personal data', fields=['Full name', 'Date of birth', 'National Insurance number', 'Home address', 'Private phone', 'Bank account (IBAN)', 'Next of kin'],
               annex_b='Annex B – Signatures', for_emp='Signed for the Employer', emp_sig='Signed by the Employee', witness='Witness', date='Date'),
    'es': dict(title='CONTRATO DE TRABAJO INDEFINIDO', no='Contrato n.º', page='Página', of='de',
               parties='En la fecha {d} se celebra el presente contrato entre {emp}, con domicilio social en {ea} (la «Empresa»), y {n}, con domicilio en {addr} (el «Trabajador»).',
               cl=['El Trabajador prestará sus servicios como Técnico Superior de Nóminas a partir del {start}, con un periodo de prueba de 6 meses.',
                   'La jornada ordinaria es de 40 horas semanales, de lunes a viernes. Las horas extraordinarias se compensarán con descanso.',
                   'El salario bruto anual es de {sal}, pagadero en 14 pagas en la cuenta indicada en el Anexo A.',
                   'El Trabajador depende de {mgr}, Directora Financiera, y podrá prestar servicios en la oficina de {town}.',
                   'Las vacaciones son de 30 días naturales al año (artículo 38 del Estatuto de los Trabajadores).',
                   'Cualquiera de las partes podrá extinguir el contrato con un preaviso de quince días.'],
               annex_a='Anexo A – Datos personales del trabajador', fields=['Nombre y apellidos', 'Fecha de nacimiento', 'DNI', 'Domicilio', 'Teléfono particular', 'Cuenta bancaria (IBAN)', 'Persona de contacto'],
               annex_b='Anexo B – Firmas', for_emp='Por la Empresa', emp_sig='El Trabajador', witness='Testigo', date='Fecha'),
    'fr': dict(title='CONTRAT DE TRAVAIL À DURÉE INDÉTERMINÉE', no='Contrat n°', page='Page', of='sur',
               parties='Le présent contrat est conclu le {d} entre {emp}, dont le siège est situé {ea} (l’« Employeur »), et {n}, demeurant {addr} (le « Salarié »).',
               cl=['Le Salarié est engagé en qualité de gestionnaire de paie confirmé à compter du {start}, avec une période d’essai de 4 mois.',
                   'La durée du travail est de 35 heures par semaine, du lundi au vendredi. Les heures supplémentaires sont majorées de 25 %.',
                   'La rémunération annuelle brute est de {sal}, versée mensuellement sur le compte indiqué à l’annexe A.',
                   'Le Salarié est placé sous l’autorité de {mgr}, directrice financière, et peut être amené à travailler à l’agence de {town}.',
                   'Le Salarié bénéficie de 25 jours ouvrés de congés payés par an (article L3141-3 du Code du travail).',
                   'Chaque partie peut rompre le contrat dans les conditions prévues par la convention collective, article 4.2.'],
               annex_a='Annexe A – Données personnelles du salarié', fields=['Nom et prénom', 'Date de naissance', 'N° de sécurité sociale', 'Adresse', 'Téléphone personnel', 'Compte bancaire (IBAN)', 'Personne à prévenir'],
               annex_b='Annexe B – Signatures', for_emp='Pour l’Employeur', emp_sig='Le Salarié', witness='Témoin', date='Date'),
    'de': dict(title='ARBEITSVERTRAG', no='Vertrag Nr.', page='Seite', of='von',
               parties='Zwischen der {emp}, {ea} (Arbeitgeber), und {n}, wohnhaft {addr} (Arbeitnehmer), wird am {d} folgender Arbeitsvertrag geschlossen.',
               cl=['Der Arbeitnehmer wird ab dem {start} als Sachbearbeiter Lohnbuchhaltung eingestellt. Die ersten 6 Monate gelten als Probezeit.',
                   'Die regelmäßige wöchentliche Arbeitszeit beträgt 39 Stunden, Montag bis Freitag. Überstunden werden mit 25 % Zuschlag vergütet.',
                   'Das Bruttojahresgehalt beträgt {sal} und wird monatlich auf das in Anlage A genannte Konto gezahlt.',
                   'Der Arbeitnehmer ist {mgr}, Leiterin Finanzen, unterstellt und kann auch in der Niederlassung {town} eingesetzt werden.',
                   'Der Urlaubsanspruch beträgt 30 Arbeitstage im Kalenderjahr (§ 3 BUrlG, Betriebsvereinbarung Nr. 12).',
                   'Die Kündigungsfrist richtet sich nach § 622 BGB.'],
               annex_a='Anlage A – Personalstammdaten', fields=['Name, Vorname', 'Geburtsdatum', 'Steuer-ID', 'Anschrift', 'Telefon privat', 'Bankverbindung (IBAN)', 'Notfallkontakt'],
               annex_b='Anlage B – Unterschriften', for_emp='Für den Arbeitgeber', emp_sig='Arbeitnehmer', witness='Zeuge', date='Datum'),
    'it': dict(title='CONTRATTO DI LAVORO A TEMPO INDETERMINATO', no='Contratto n.', page='Pagina', of='di',
               parties='Il giorno {d} tra {emp}, con sede in {ea} (il «Datore di lavoro»), e {n}, residente in {addr} (il «Lavoratore»), si conviene quanto segue.',
               cl=['Il Lavoratore è assunto dal {start} come addetto paghe senior, con un periodo di prova di 6 mesi.',
                   'L’orario di lavoro è di 40 ore settimanali, dal lunedì al venerdì. Lo straordinario è maggiorato del 25 %.',
                   'La retribuzione annua lorda è di {sal}, corrisposta in 13 mensilità sul conto indicato nell’allegato A.',
                   'Il Lavoratore risponde a {mgr}, direttrice amministrativa, e potrà operare presso la sede di {town}.',
                   'Le ferie sono di 26 giorni lavorativi all’anno (art. 10 del D.lgs. 66/2003).',
                   'Ciascuna parte può recedere con il preavviso previsto dal CCNL, art. 37.'],
               annex_a='Allegato A – Dati anagrafici del lavoratore', fields=['Cognome e nome', 'Data di nascita', 'Codice fiscale', 'Residenza', 'Telefono privato', 'Conto corrente (IBAN)', 'Persona da contattare'],
               annex_b='Allegato B – Firme', for_emp='Per il Datore di lavoro', emp_sig='Il Lavoratore', witness='Testimone', date='Data'),
    'pt': dict(title='CONTRATO DE TRABALHO SEM TERMO', no='Contrato n.º', page='Página', of='de',
               parties='Aos {d}, entre {emp}, com sede na {ea} (a «Entidade Empregadora»), e {n}, residente na {addr} (o «Trabalhador»), é celebrado o presente contrato.',
               cl=['O Trabalhador é admitido em {start} como técnico superior de processamento salarial, com um período experimental de 180 dias.',
                   'O período normal de trabalho é de 40 horas semanais, de segunda a sexta-feira.',
                   'A retribuição anual ilíquida é de {sal}, paga em 14 prestações na conta indicada no anexo A.',
                   'O Trabalhador reporta a {mgr}, diretora financeira, podendo prestar trabalho no escritório de {town}.',
                   'O Trabalhador tem direito a 22 dias úteis de férias por ano (artigo 238.º do Código do Trabalho).',
                   'A denúncia do contrato obedece aos prazos do artigo 400.º do Código do Trabalho.'],
               annex_a='Anexo A – Dados pessoais do trabalhador', fields=['Nome completo', 'Data de nascimento', 'NIF', 'Morada', 'Telefone pessoal', 'Conta bancária (IBAN)', 'Contacto de emergência'],
               annex_b='Anexo B – Assinaturas', for_emp='Pela Entidade Empregadora', emp_sig='O Trabalhador', witness='Testemunha', date='Data'),
    'ru': dict(title='ТРУДОВОЙ ДОГОВОР', no='Договор №', page='Страница', of='из',
               parties='{d} {emp}, адрес: {ea} (Работодатель), и {n}, проживающий(ая) по адресу: {addr} (Работник), заключили настоящий трудовой договор.',
               cl=['Работник принимается на должность ведущего специалиста по расчёту заработной платы с {start}. Срок испытания – 3 месяца.',
                   'Нормальная продолжительность рабочего времени – 40 часов в неделю, с понедельника по пятницу.',
                   'Годовой оклад составляет {sal} и выплачивается два раза в месяц на счёт, указанный в приложении А.',
                   'Работник подчиняется {mgr}, финансовому директору, и может работать в офисе в городе {town}.',
                   'Работнику предоставляется ежегодный отпуск 28 календарных дней (статья 115 ТК РФ).',
                   'Договор может быть расторгнут по основаниям, предусмотренным статьёй 77 ТК РФ.'],
               annex_a='Приложение А. Персональные данные работника', fields=['ФИО', 'Дата рождения', 'СНИЛС', 'Адрес', 'Личный телефон', 'Расчётный счёт', 'Контактное лицо'],
               annex_b='Приложение Б. Подписи сторон', for_emp='От Работодателя', emp_sig='Работник', witness='Свидетель', date='Дата'),
}


def contract(d):
    t, v = CONTRACT[d.lang], d.v
    emp = v.org('employer')
    p, mgr, hr, wit, kin = v.person(), v.person(female=True), v.person(), v.person(), v.person()
    es, et, _ = v.address()
    street, tline, _ = v.address()
    _, _, town = v.address()
    no = v.ref('', 6, 3)
    d.header.append(f'{d.hm("ORGANIZATION", emp)} · {d.hm("PERSON_NAME", p.full)}')
    d.footer.append(f'{x(t["no"])} {d.hm("ID", no)} · ' + d.page_no(t['page'], t['of']))
    d.p(x(t['title']), 'Title')
    d.p(t['parties'].format(d=d.m('DATE', v.date(year=2025, style='word')), emp=d.m('ORGANIZATION', emp),
                            ea=d.m('ADDRESS', f'{es}, {et}'), n=d.m('PERSON_NAME', p.full),
                            addr=d.m('ADDRESS', f'{street}, {tline}')))
    # The manager is named in the dative in Russian ("подчиняется Ивановой Анне Петровне"): the
    # nominative is printed after a colon instead, so the name stays in one form.
    mgr_x = d.m('PERSON_NAME', mgr.full)
    cl = [c.format(start=d.m('DATE', v.date(year=2025, day=1, style='num')) if '{start}' in c else '',
                   sal=d.m('MONEY_AMOUNT', v.money(v.r.randrange(300, 720) * 100)) if '{sal}' in c else '',
                   mgr=mgr_x if '{mgr}' in c else '', town=d.m('LOCATION', town) if '{town}' in c else '')
          for c in t['cl']]
    if d.lang == 'ru':
        cl[3] = cl[3].replace(f'подчиняется {mgr_x}, финансовому директору,', f'подчиняется финансовому директору ({mgr_x})')
    d.items(cl)
    dob, age = v.birth(style='num')
    d.p(x(t['annex_a']), 'PB')
    vals = [d.m('PERSON_NAME', p.full), d.m('DATE', dob), d.m('SSN', v.national()),
            [x(street), x(tline)], d.m('PHONE', v.phone(True)), d.m('ACCOUNT', v.iban()),
            f'{d.m("PERSON_NAME", kin.full)}, {d.m("PHONE", v.phone())}']
    d.marks.append(['ADDRESS', f'{street} {tline}'])
    d.table([[x(f), val] for f, val in zip(t['fields'], vals)], [5, 12], label_col=True)
    d.p(x(t['annex_b']), 'PB')
    sd = v.date(year=2025, style='num')
    d.table([[x(t['for_emp']), x(t['emp_sig'])],
             ['______________________', '______________________'],
             [d.m('PERSON_NAME', hr.full), d.m('PERSON_NAME', p.full)],
             [f'{x(t["date"])}: {d.m("DATE", sd)}', f'{x(t["date"])}: {d.m("DATE", sd)}'],
             [f'{x(t["witness"])}: {d.m("PERSON_NAME", wit.full)}', '']],
            [8.5, 8.5], kind='plain')


KINDS.append(('contract', contract))
