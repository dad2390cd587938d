"""held10 (never tuned on; nobody but its author reads this file or held10's errors): employment
references, support-ticket e-mail threads, medical referral and sick notes, sublet agreements,
loan guarantor letters; seven languages, typeset by LibreOffice Writer."""
from kit import Doc, x
from values import LANGS

DR = {'en': 'Dr', 'es': 'Dra.', 'fr': 'Dr', 'de': 'Dr. med.', 'it': 'Dott.', 'pt': 'Dr.', 'ru': 'врач'}

# --- employment reference ---------------------------------------------------------------------------
REF = {
    'en': dict(title='Employment reference', reg='Registered office as above. Company no. 08412376.', whom='To whom it may concern',
               b1='{n}, born on {dob}, was employed by {org} from {d1} to {d2} as a senior dispatcher (personnel number {eno}).',
               b2='During this time {g} was reliable, punctual and well liked by colleagues. {g} trained four new starters and led the night shift at our depot in {town} with great care.',
               b3='{s} leaves us at their own request. We would gladly employ {g} again.',
               b4='Should you need further information, please call me on {ph} or write to {em}.',
               close='Yours faithfully,', role='Head of People', page='Page', of='of'),
    'es': dict(title='Certificado de empresa y referencias', reg='Inscrita en el Registro Mercantil, tomo 31.228, folio 114.', whom='A quien corresponda',
               b1='{n}, nacido el {dob}, ha trabajado en {org} desde el {d1} hasta el {d2} como coordinador de expediciones (n.º de empleado {eno}).',
               b2='Durante este periodo {g} ha demostrado responsabilidad, puntualidad y buen trato con sus compañeros. Formó a cuatro nuevos empleados y dirigió el turno de noche de nuestro almacén de {town}.',
               b3='{s} causa baja a petición propia. Volveríamos a contratar a {g} sin dudarlo.',
               b4='Para cualquier consulta pueden llamarme al {ph} o escribirme a {em}.',
               close='Atentamente,', role='Directora de Personas', page='Página', of='de'),
    'fr': dict(title='Certificat de travail et lettre de recommandation', reg='RCS 412 889 530 – capital social 150 000 euros.', whom='À qui de droit',
               b1='{n}, né(e) le {dob}, a été employé(e) par {org} du {d1} au {d2} en qualité de responsable des expéditions (matricule {eno}).',
               b2='Durant cette période, {g} a fait preuve de rigueur, de ponctualité et d’un excellent esprit d’équipe. {g} a formé quatre nouveaux collègues et encadré l’équipe de nuit de notre entrepôt de {town}.',
               b3='{s} nous quitte de sa propre initiative. Nous réembaucherions volontiers {g}.',
               b4='Pour tout renseignement complémentaire, vous pouvez me joindre au {ph} ou à {em}.',
               close='Veuillez agréer mes salutations distinguées.', role='Directrice des ressources humaines', page='Page', of='sur'),
    'de': dict(title='Arbeitszeugnis', reg='Amtsgericht Registergericht, HRB 48213.', whom='Zeugnis',
               b1='{n}, geboren am {dob}, war vom {d1} bis zum {d2} bei der {org} als Disponent/in beschäftigt (Personalnummer {eno}).',
               b2='{g} arbeitete stets zuverlässig, pünktlich und war bei Kollegen sehr geschätzt. {g} hat vier neue Mitarbeiter eingearbeitet und die Nachtschicht unseres Lagers in {town} umsichtig geleitet.',
               b3='{s} verlässt uns auf eigenen Wunsch. Wir würden {g} jederzeit wieder einstellen.',
               b4='Für Rückfragen erreichen Sie mich unter {ph} oder {em}.',
               close='Mit freundlichen Grüßen', role='Leitung Personal', page='Seite', of='von'),
    'it': dict(title='Lettera di referenze', reg='R.E.A. MI-2044871 – capitale sociale € 100.000 i.v.', whom='A chi di competenza',
               b1='{n}, nato/a il {dob}, ha lavorato presso {org} dal {d1} al {d2} come responsabile spedizioni (matricola {eno}).',
               b2='In questo periodo {g} si è dimostrato/a affidabile, puntuale e molto apprezzato/a dai colleghi. Ha formato quattro nuovi assunti e coordinato il turno di notte del nostro magazzino di {town}.',
               b3='{s} lascia l’azienda per sua scelta. Riassumeremmo volentieri {g}.',
               b4='Per ulteriori informazioni potete contattarmi al {ph} o all’indirizzo {em}.',
               close='Cordiali saluti,', role='Responsabile del personale', page='Pagina', of='di'),
    'pt': dict(title='Carta de referência profissional', reg='Matriculada na Conservatória do Registo Comercial sob o n.º 509 884 112.', whom='A quem possa interessar',
               b1='{n}, nascido(a) em {dob}, trabalhou na {org} de {d1} a {d2} como responsável de expedição (n.º mecanográfico {eno}).',
               b2='Durante este período, {g} revelou-se responsável, pontual e muito estimado(a) pelos colegas. Formou quatro novos colaboradores e chefiou o turno da noite do nosso armazém em {town}.',
               b3='{s} sai por sua iniciativa. Voltaríamos a contratar {g} sem hesitar.',
               b4='Para mais informações, contacte-me pelo {ph} ou para {em}.',
               close='Com os melhores cumprimentos,', role='Diretora de Recursos Humanos', page='Página', of='de'),
    'ru': dict(title='Рекомендательное письмо', reg='ОГРН 1157746382210, ИНН 7714388120.', whom='По месту требования',
               b1='{n}, дата рождения {dob}, работал(а) в {org} с {d1} по {d2} в должности старшего диспетчера (табельный номер {eno}).',
               b2='За это время {g} проявил(а) себя как ответственный и пунктуальный сотрудник, пользовался(ась) уважением коллег, обучил(а) четырёх новых сотрудников и руководил(а) ночной сменой нашего склада в городе {town}.',
               b3='{s} увольняется по собственному желанию. Мы охотно приняли бы этого сотрудника снова.',
               b4='По всем вопросам со мной можно связаться по телефону {ph} или по адресу {em}.',
               close='С уважением,', role='Директор по персоналу', page='Страница', of='из'),
}


def reference(d):
    t, v = REF[d.lang], d.v
    org = v.org('employer')
    street, tline, _ = v.address()
    url = f'www.{v.org_domain(org)}'
    d.header.append(f'{d.hm("ORGANIZATION", org)} · {d.hm("ADDRESS", f"{street}, {tline}")} · {d.hm("URL", url)}')
    d.footer.append(f'{x(t["reg"])} · ' + d.page_no(t['page'], t['of']))
    _, _, town = v.address()
    d.p(f'{d.m("LOCATION", town)}, {d.m("DATE", v.date(year=2025, style="word"))}', 'PR')
    d.p(x(t['title']), 'Title')
    d.p(x(t['whom']), 'H1')
    p = v.person()
    boss = v.person(female=True)
    dob, _ = v.birth(style='word')
    g = p.first.split(' ')[0] if d.lang != 'ru' else f'{p.first} {p.pat}'
    d.p(t['b1'].format(n=d.m('PERSON_NAME', p.natural), dob=d.m('DATE', dob), org=d.m('ORGANIZATION', org),
                       d1=d.m('DATE', v.date(year=2019, style='num')), d2=d.m('DATE', v.date(year=2025, style='num')),
                       eno=d.m('ID', v.ref('P-', 5))))
    d.p(t['b2'].format(g=d.m('PERSON_NAME', g), town=d.m('LOCATION', town)))
    # b2 may print the given name twice: record the second one too.
    if t['b2'].count('{g}') == 2:
        d.marks.append(['PERSON_NAME', g])
    d.p(t['b3'].format(s=d.m('PERSON_NAME', p.short),
                       g=d.m('PERSON_NAME', g) if '{g}' in t['b3'] else ''))
    d.p(t['b4'].format(ph=d.m('PHONE', v.phone(False)), em=d.m('EMAIL', v.email(boss))))
    d.p(x(t['close']), 'PL')
    d.p('', 'PL')
    d.p(d.m('PERSON_NAME', boss.natural), 'PL')
    d.p(x(t['role']), 'PL')


# --- support-ticket e-mail thread -------------------------------------------------------------------
TICKET = {
    'en': dict(frm='From', sent='Sent', to='To', subj='Subject', issue='Router keeps dropping the connection', team='Customer Support', days=['Monday', 'Wednesday'],
               q1='Hello, my broadband has been dropping every evening since {d}. My customer number is {cust} and the line is registered at {addr}. The router’s public address was {ip} when it failed last night. You can call me on {ph}.',
               a1='Dear {n}, thank you for your message. I have booked an engineer visit for {d} between 8:00 and 12:00. A replacement router (model HX-400) will be sent to the address above. The monthly fee of {fee} will be refunded for the days without service to your card {card}.',
               sig='Kind regards', q2='Thanks {agent}. Please note my partner {other} will be at home that morning.', tk='Ticket', page='Page', of='of'),
    'es': dict(frm='De', sent='Enviado', to='Para', subj='Asunto', issue='El router pierde la conexión', team='Atención al Cliente', days=['lunes', 'miércoles'],
               q1='Hola, desde el {d} la conexión se corta todas las tardes. Mi número de cliente es {cust} y la línea está en {addr}. La dirección pública del router era {ip} cuando falló anoche. Pueden llamarme al {ph}.',
               a1='Estimado/a {n}: gracias por su mensaje. He programado la visita de un técnico para el {d} entre las 8:00 y las 12:00. Le enviaremos un router nuevo (modelo HX-400) a la dirección indicada. La cuota mensual de {fee} se abonará por los días sin servicio en su tarjeta {card}.',
               sig='Un saludo', q2='Gracias, {agent}. Mi pareja, {other}, estará en casa esa mañana.', tk='Incidencia', page='Página', of='de'),
    'fr': dict(frm='De', sent='Envoyé', to='À', subj='Objet', issue='La box coupe la connexion', team='Service Clients', days=['lundi', 'mercredi'],
               q1='Bonjour, depuis le {d} ma connexion coupe tous les soirs. Mon numéro client est {cust} et la ligne est installée au {addr}. L’adresse publique de la box était {ip} lors de la coupure d’hier soir. Vous pouvez me joindre au {ph}.',
               a1='Bonjour {n}, merci pour votre message. J’ai programmé l’intervention d’un technicien le {d} entre 8 h et 12 h. Une nouvelle box (modèle HX-400) sera envoyée à l’adresse ci-dessus. L’abonnement de {fee} sera remboursé au prorata sur votre carte {card}.',
               sig='Cordialement', q2='Merci {agent}. Mon conjoint, {other}, sera présent ce matin-là.', tk='Ticket', page='Page', of='sur'),
    'de': dict(frm='Von', sent='Gesendet', to='An', subj='Betreff', issue='Router verliert ständig die Verbindung', team='Kundenservice', days=['Montag', 'Mittwoch'],
               q1='Guten Tag, seit dem {d} bricht meine Internetverbindung jeden Abend ab. Meine Kundennummer ist {cust}, der Anschluss liegt in der {addr}. Die öffentliche Adresse des Routers war gestern Abend {ip}. Sie erreichen mich unter {ph}.',
               a1='Hallo {n}, vielen Dank für Ihre Nachricht. Ich habe einen Technikertermin am {d} zwischen 8:00 und 12:00 Uhr gebucht. Ein Ersatzrouter (Modell HX-400) geht an die oben genannte Adresse. Die Grundgebühr von {fee} erstatten wir anteilig auf Ihre Karte {card}.',
               sig='Viele Grüße', q2='Danke, {agent}. Meine Partnerin {other} ist an dem Vormittag zu Hause.', tk='Ticket', page='Seite', of='von'),
    'it': dict(frm='Da', sent='Inviato', to='A', subj='Oggetto', issue='Il modem perde la connessione', team='Assistenza Clienti', days=['lunedì', 'mercoledì'],
               q1='Buongiorno, dal {d} la connessione cade ogni sera. Il mio codice cliente è {cust} e la linea è attiva in {addr}. L’indirizzo pubblico del modem era {ip} quando si è interrotta ieri sera. Potete chiamarmi al {ph}.',
               a1='Gentile {n}, grazie per la segnalazione. Ho fissato l’intervento di un tecnico per il {d} tra le 8:00 e le 12:00. Un modem sostitutivo (modello HX-400) verrà spedito all’indirizzo indicato. Il canone di {fee} sarà rimborsato per i giorni di disservizio sulla sua carta {card}.',
               sig='Cordiali saluti', q2='Grazie {agent}. Quella mattina sarà in casa mia moglie, {other}.', tk='Ticket', page='Pagina', of='di'),
    'pt': dict(frm='De', sent='Enviado', to='Para', subj='Assunto', issue='O router perde a ligação', team='Apoio ao Cliente', days=['segunda-feira', 'quarta-feira'],
               q1='Bom dia, desde {d} a ligação falha todas as noites. O meu número de cliente é {cust} e a linha está instalada na {addr}. O endereço público do router era {ip} quando falhou ontem à noite. Podem ligar-me para o {ph}.',
               a1='Caro(a) {n}, obrigado pela sua mensagem. Marquei a visita de um técnico para {d} entre as 8h00 e as 12h00. Será enviado um router novo (modelo HX-400) para a morada indicada. A mensalidade de {fee} será devolvida pelos dias sem serviço no seu cartão {card}.',
               sig='Com os melhores cumprimentos', q2='Obrigado, {agent}. A minha mulher, {other}, estará em casa nessa manhã.', tk='Pedido', page='Página', of='de'),
    'ru': dict(frm='От', sent='Отправлено', to='Кому', subj='Тема', issue='Роутер постоянно теряет соединение', team='Служба поддержки', days=['понедельник', 'среда'],
               q1='Здравствуйте! С {d} интернет каждый вечер пропадает. Мой номер договора {cust}, адрес подключения: {addr}. Внешний адрес роутера вчера вечером был {ip}. Мой телефон {ph}.',
               a1='Уважаемый(ая) {n}, спасибо за обращение. Визит мастера назначен на {d} с 8:00 до 12:00. Новый роутер (модель HX-400) будет доставлен по указанному адресу. Абонентская плата {fee} за дни без связи будет возвращена на карту {card}.',
               sig='С уважением', q2='Спасибо, {agent}. В это утро дома будет моя жена {other}.', tk='Заявка', page='Страница', of='из'),
}


def ticket(d):
    t, v = TICKET[d.lang], d.v
    shop = v.org('employer')
    dom = v.org_domain(shop)
    p = v.person()
    agent = v.person(female=v.r.random() < 0.5)
    agent_first = agent.first.split(' ')[0]
    other = v.person()
    tk = v.ref('#', 7)
    em = v.email(p)
    d.header.append(f'{d.hm("ORGANIZATION", shop)} · {x(t["tk"])} {d.hm("ID", tk)}')
    d.footer.append(d.page_no(t['page'], t['of']))
    d.p(f'{x(t["tk"])} {d.m("ID", tk)}: {x(t["issue"])}', 'Title')
    street, tline, _ = v.address()
    fee = v.money(v.r.randrange(25, 60) + 0.9)

    def headers(frm_name, frm_mail, to_mail, day, date, time, re=''):
        rows = [[x(t['frm']), f'{frm_name} &lt;{frm_mail}&gt;'],
                # A date written with its weekday is one date; the clock time is outside.
                [x(t['sent']), f'{d.m("DATE", f"{day}, {date}")} {time}'],
                [x(t['to']), to_mail],
                [x(t['subj']), f'{re}[{x(t["tk"])} {d.m("ID", tk)}] {x(t["issue"])}']]
        d.table(rows, [2.5, 14.5], kind='plain', label_col=True)
    support = f'support@{dom}'
    ds = [v.date(year=2025, style='word', month=3, day=3 + i) for i in range(3)]
    headers(d.m('PERSON_NAME', p.natural), d.m('EMAIL', em), d.m('EMAIL', support), t['days'][0],
            ds[0], '19:42')
    d.p(t['q1'].format(d=d.m('DATE', v.date(year=2025, style='num', month=2)), cust=d.m('ID', v.ref('', 9)),
                       addr=d.m('ADDRESS', f'{street}, {tline}'), ip=d.m('IP', f'{v.r.randrange(80, 200)}.{v.r.randrange(0, 255)}.{v.r.randrange(0, 255)}.{v.r.randrange(1, 254)}'),
                       ph=d.m('PHONE', v.phone(True))))
    d.p(d.m('PERSON_NAME', p.natural), 'PL')
    d.p('', 'PL')
    headers(f'{d.m("PERSON_NAME", agent_first)} – {x(t["team"])}', d.m('EMAIL', support), d.m('EMAIL', em),
            t['days'][1], ds[2], '10:05', 'RE: ')
    card = v.card()
    d.p(t['a1'].format(n=d.m('PERSON_NAME', p.natural), d=d.m('DATE', v.date(year=2025, style='word', month=3, day=12)),
                       fee=d.m('MONEY_AMOUNT', fee), card=d.m('CREDIT_CARD', card)))
    d.p(x(t['sig']) + ',', 'PL')
    d.p(f'{d.m("PERSON_NAME", agent_first)}', 'PL')
    d.p(f'{x(t["team"])} · {d.m("ORGANIZATION", shop)}', 'PL')
    d.p('', 'PL')
    d.p(t['q2'].format(agent=d.m('PERSON_NAME', agent_first), other=d.m('PERSON_NAME', other.natural)))


# --- medical referral and sick note ---------------------------------------------------------------
SICK = {
    'en': dict(title='Referral letter and fit note', pat='Patient', born='born', hn='NHS no.', addr='Address',
               to='To: {dr}, Orthopaedic Outpatients, {org}',
               b1='Thank you for seeing {n} (aged {age}), a warehouse operative, who injured the left knee at work on {d}. Examination shows an effusion and a positive McMurray test; an MRI scan is requested.',
               b2='{g} is not fit for work from {d1} to {d2} inclusive. The employer, {emp}, has been informed with the patient’s consent.',
               meds=['Naproxen 500 mg twice daily for 10 days', 'Omeprazole 20 mg once daily', 'Crutches supplied'],
               close='Yours sincerely,', gp='General Practitioner', page='Page', of='of'),
    'es': dict(title='Volante de derivación e incapacidad temporal', pat='Paciente', born='nacido/a el', hn='CIP', addr='Domicilio',
               to='A la atención de: {dr}, Consultas Externas de Traumatología, {org}',
               b1='Le remito a {n}, de {age}, mozo de almacén, que sufrió una lesión en la rodilla izquierda en el trabajo el {d}. Presenta derrame y maniobra de McMurray positiva; se solicita resonancia magnética.',
               b2='{g} se encuentra en situación de incapacidad temporal desde el {d1} hasta el {d2}, ambos inclusive. Se ha informado a la empresa, {emp}, con el consentimiento del paciente.',
               meds=['Naproxeno 500 mg cada 12 h durante 10 días', 'Omeprazol 20 mg al día', 'Se facilitan muletas'],
               close='Atentamente,', gp='Médica de familia', page='Página', of='de'),
    'fr': dict(title='Lettre d’adressage et arrêt de travail', pat='Patient', born='né(e) le', hn='N° SS', addr='Adresse',
               to='À l’attention du {dr}, consultation d’orthopédie, {org}',
               b1='Je vous adresse {n}, {age}, préparateur de commandes, victime le {d} d’un traumatisme du genou gauche sur son lieu de travail. L’examen retrouve un épanchement et un test de McMurray positif ; une IRM est demandée.',
               b2='{g} bénéficie d’un arrêt de travail du {d1} au {d2} inclus. L’employeur, {emp}, en a été informé avec l’accord du patient.',
               meds=['Naproxène 500 mg matin et soir pendant 10 jours', 'Oméprazole 20 mg le soir', 'Cannes anglaises prescrites'],
               close='Bien confraternellement,', gp='Médecin généraliste', page='Page', of='sur'),
    'de': dict(title='Überweisung und Arbeitsunfähigkeitsbescheinigung', pat='Patient/in', born='geb.', hn='Versichertennr.', addr='Anschrift',
               to='An: {dr}, Orthopädische Ambulanz, {org}',
               b1='Ich überweise {n}, {age} alt, Lagerarbeiter, der sich am {d} bei der Arbeit das linke Knie verletzt hat. Befund: Erguss, McMurray-Test positiv; ich bitte um eine MRT.',
               b2='{g} ist vom {d1} bis einschließlich {d2} arbeitsunfähig. Der Arbeitgeber, {emp}, wurde mit Einverständnis des Patienten informiert.',
               meds=['Naproxen 500 mg 1-0-1 für 10 Tage', 'Omeprazol 20 mg 1-0-0', 'Unterarmgehstützen verordnet'],
               close='Mit kollegialen Grüßen', gp='Fachärztin für Allgemeinmedizin', page='Seite', of='von'),
    'it': dict(title='Richiesta di visita specialistica e certificato di malattia', pat='Paziente', born='nato/a il', hn='Tessera sanitaria', addr='Indirizzo',
               to='Alla c.a. di {dr}, Ambulatorio di Ortopedia, {org}',
               b1='Invio {n}, di {age}, magazziniere, che il {d} ha riportato un trauma al ginocchio sinistro sul lavoro. All’esame versamento articolare e test di McMurray positivo; si richiede risonanza magnetica.',
               b2='{g} è in malattia dal {d1} al {d2} compresi. Il datore di lavoro, {emp}, è stato informato con il consenso del paziente.',
               meds=['Naprossene 500 mg due volte al giorno per 10 giorni', 'Omeprazolo 20 mg al mattino', 'Stampelle fornite'],
               close='Cordiali saluti,', gp='Medico di medicina generale', page='Pagina', of='di'),
    'pt': dict(title='Carta de referenciação e certificado de incapacidade', pat='Utente', born='nascido(a) em', hn='N.º de utente', addr='Morada',
               to='Ao cuidado de {dr}, Consulta de Ortopedia, {org}',
               b1='Envio {n}, de {age}, operador de armazém, que sofreu um traumatismo do joelho esquerdo no trabalho em {d}. Apresenta derrame e teste de McMurray positivo; pede-se ressonância magnética.',
               b2='{g} está incapacitado(a) para o trabalho de {d1} a {d2}, inclusive. A entidade patronal, {emp}, foi informada com o consentimento do utente.',
               meds=['Naproxeno 500 mg de 12 em 12 horas durante 10 dias', 'Omeprazol 20 mg em jejum', 'Canadianas fornecidas'],
               close='Com os melhores cumprimentos,', gp='Médica de Medicina Geral e Familiar', page='Página', of='de'),
    'ru': dict(title='Направление и справка о временной нетрудоспособности', pat='Пациент', born='д. р.', hn='Полис ОМС', addr='Адрес',
               to='Кому: {dr}, травматологическое отделение, {org}',
               b1='Направляю пациента {n}, {age}, кладовщика, получившего травму левого колена на работе {d}. Выявлены выпот и положительный тест Мак-Мюррея; показана МРТ.',
               b2='{g} временно нетрудоспособен с {d1} по {d2} включительно. Работодатель, {emp}, уведомлён с согласия пациента.',
               meds=['Напроксен 500 мг 2 раза в день 10 дней', 'Омепразол 20 мг утром', 'Выданы костыли'],
               close='С уважением,', gp='Врач общей практики', page='Страница', of='из'),
}


def sicknote(d):
    t, v = SICK[d.lang], d.v
    clinic = v.org('medical')
    p = v.person(female=False)
    gp = v.person(female=True)
    spec = v.person()
    dob, age = v.birth(style='num')
    street, tline, _ = v.address()
    d.header.append(f'{d.hm("ORGANIZATION", clinic)} · {d.hm("PHONE", v.phone(False))} · {d.hm("EMAIL", "reception@" + v.org_domain(clinic))}')
    d.footer.append(f'{x(t["pat"])}: {d.hm("PERSON_NAME", p.full)}, {x(t["born"])} {d.hm("DATE", dob)} · ' + d.page_no(t['page'], t['of']))
    d.p(f'{d.m("DATE", v.date(year=2025, style="word"))}', 'PR')
    d.p(x(t['title']), 'Title')
    d.p(t['to'].format(dr=f'{x(DR[d.lang])} {d.m("PERSON_NAME", spec.natural)}', org=d.m('ORGANIZATION', v.org('medical'))), 'PL')
    d.p('', 'PL')
    d.table([[x(t['pat']), d.m('PERSON_NAME', p.caps), x(t['born']), d.m('DATE', dob)],
             [x(t['addr']), d.m('ADDRESS', f'{street}, {tline}'), x(t['hn']), d.m('ID', v.ref('', 10) if d.lang != 'it' else v.national())]],
            [2.6, 7, 2.6, 4.8], label_col=True)
    g = p.natural if d.lang == 'ru' else f'{p.first.split(" ")[0]} {p.last}'
    d.p(t['b1'].format(n=d.m('PERSON_NAME', p.natural), age=d.m('AGE', v.age(age)),
                       d=d.m('DATE', v.date(year=2025, style='num'))))
    d.items([x(i) for i in t['meds']], numbered=False)
    d.p(t['b2'].format(g=d.m('PERSON_NAME', g), d1=d.m('DATE', v.date(year=2025, style='num', month=9)),
                       d2=d.m('DATE', v.date(year=2025, style='num', month=10)), emp=d.m('ORGANIZATION', v.org('employer'))))
    d.p(x(t['close']), 'PL')
    d.p('', 'PL')
    d.p(f'{x(DR[d.lang])} {d.m("PERSON_NAME", gp.natural)}', 'PL')
    d.p(x(t['gp']), 'PL')


# --- sublet agreement ------------------------------------------------------------------------------
SUB = {
    'en': dict(title='AGREEMENT TO SUBLET A ROOM', head='Sublet agreement', page='Page', of='of',
               parties='This agreement is made between {a}, the tenant of {addr} (the “Tenant”), and {b}, born on {dob}, passport no. {pp} (the “Subtenant”). The landlord’s agent, {ag}, consented to the sublet by letter of {d}.',
               c=['The Tenant sublets the back bedroom on the first floor, with shared use of kitchen and bathroom, from {d1} to {d2}.',
                  'The Subtenant pays {rent} per month on the 1st of each month into the Tenant’s account {iban}.',
                  'A deposit of {dep} is held by the Tenant and returned within 14 days of the end of the sublet',
                  'Neither party may keep pets or smoke in the flat (House rules, point 4).'],
               fn='Less any amount agreed in writing for damage beyond fair wear and tear.',
               rules='House rules', rl=['Quiet hours 22:00–7:00', 'Bins out on Thursday evening', 'Guests overnight at most 2 nights a week', 'No smoking indoors', 'Heating set to 20 °C'],
               contact='Contacts: Tenant {pa}, Subtenant {pb}.', sig='Signed', tn='Tenant', st='Subtenant'),
    'es': dict(title='CONTRATO DE SUBARRIENDO DE HABITACIÓN', head='Subarriendo de habitación', page='Página', of='de',
               parties='De una parte, {a}, arrendatario de la vivienda sita en {addr} (el «Arrendatario»), y de otra, {b}, nacido el {dob}, con pasaporte n.º {pp} (el «Subarrendatario»). La agencia del propietario, {ag}, consintió el subarriendo por carta del {d}.',
               c=['El Arrendatario subarrienda la habitación interior, con uso compartido de cocina y baño, desde el {d1} hasta el {d2}.',
                  'El Subarrendatario paga {rent} al mes, el día 1 de cada mes, en la cuenta del Arrendatario {iban}.',
                  'El Arrendatario recibe una fianza de {dep}, que devolverá en los 14 días siguientes al fin del subarriendo',
                  'No se permiten animales ni fumar en la vivienda (Normas de convivencia, punto 4).'],
               fn='Descontando, en su caso, los daños acordados por escrito.',
               rules='Normas de convivencia', rl=['Silencio de 22:00 a 7:00', 'Basura los jueves por la noche', 'Invitados: máximo 2 noches por semana', 'Prohibido fumar', 'Calefacción a 20 °C'],
               contact='Contactos: Arrendatario {pa}, Subarrendatario {pb}.', sig='Firmado', tn='Arrendatario', st='Subarrendatario'),
    'fr': dict(title='CONTRAT DE SOUS-LOCATION D’UNE CHAMBRE', head='Sous-location', page='Page', of='sur',
               parties='Entre {a}, locataire du logement situé {addr} (le « Locataire »), et {b}, né(e) le {dob}, passeport n° {pp} (le « Sous-locataire »). L’agence du bailleur, {ag}, a autorisé la sous-location par courrier du {d}.',
               c=['Le Locataire sous-loue la chambre sur cour, avec usage partagé de la cuisine et de la salle de bains, du {d1} au {d2}.',
                  'Le Sous-locataire verse {rent} par mois, le 1er de chaque mois, sur le compte du Locataire {iban}.',
                  'Un dépôt de garantie de {dep} est conservé par le Locataire et restitué sous 14 jours après la fin de la sous-location',
                  'Animaux et tabac sont interdits dans le logement (règlement intérieur, point 4).'],
               fn='Déduction faite des dégradations constatées par écrit.',
               rules='Règlement intérieur', rl=['Silence de 22 h à 7 h', 'Poubelles le jeudi soir', 'Invités : 2 nuits par semaine au plus', 'Interdiction de fumer', 'Chauffage à 20 °C'],
               contact='Contacts : Locataire {pa}, Sous-locataire {pb}.', sig='Signatures', tn='Le Locataire', st='Le Sous-locataire'),
    'de': dict(title='UNTERMIETVERTRAG ÜBER EIN ZIMMER', head='Untermietvertrag', page='Seite', of='von',
               parties='Zwischen {a}, Mieter der Wohnung {addr} (Hauptmieter), und {b}, geboren am {dob}, Reisepass-Nr. {pp} (Untermieter). Die Hausverwaltung des Vermieters, {ag}, hat der Untervermietung mit Schreiben vom {d} zugestimmt.',
               c=['Der Hauptmieter vermietet das Zimmer zum Hof mit Mitbenutzung von Küche und Bad vom {d1} bis zum {d2}.',
                  'Der Untermieter zahlt monatlich {rent} zum Ersten eines Monats auf das Konto des Hauptmieters {iban}.',
                  'Eine Kaution von {dep} verwahrt der Hauptmieter; sie wird binnen 14 Tagen nach Ende der Untermiete zurückgezahlt',
                  'Haustiere und Rauchen sind in der Wohnung nicht erlaubt (Hausordnung, Punkt 4).'],
               fn='Abzüglich schriftlich vereinbarter Schäden.',
               rules='Hausordnung', rl=['Ruhezeit 22:00 bis 7:00 Uhr', 'Mülltonnen donnerstags abends', 'Übernachtungsgäste höchstens 2 Nächte pro Woche', 'Rauchverbot', 'Heizung auf 20 °C'],
               contact='Kontakt: Hauptmieter {pa}, Untermieter {pb}.', sig='Unterschriften', tn='Hauptmieter', st='Untermieter'),
    'it': dict(title='CONTRATTO DI SUBLOCAZIONE DI UNA STANZA', head='Sublocazione', page='Pagina', of='di',
               parties='Tra {a}, conduttore dell’appartamento in {addr} (il «Conduttore»), e {b}, nato/a il {dob}, passaporto n. {pp} (il «Subconduttore»). L’agenzia del proprietario, {ag}, ha autorizzato la sublocazione con lettera del {d}.',
               c=['Il Conduttore subloca la camera sul cortile, con uso comune di cucina e bagno, dal {d1} al {d2}.',
                  'Il Subconduttore versa {rent} al mese, entro il giorno 1, sul conto del Conduttore {iban}.',
                  'Il Conduttore trattiene un deposito di {dep}, restituito entro 14 giorni dalla fine della sublocazione',
                  'Non sono ammessi animali né il fumo in casa (regolamento, punto 4).'],
               fn='Al netto dei danni concordati per iscritto.',
               rules='Regolamento della casa', rl=['Silenzio dalle 22:00 alle 7:00', 'Rifiuti il giovedì sera', 'Ospiti al massimo 2 notti a settimana', 'Vietato fumare', 'Riscaldamento a 20 °C'],
               contact='Recapiti: Conduttore {pa}, Subconduttore {pb}.', sig='Firme', tn='Il Conduttore', st='Il Subconduttore'),
    'pt': dict(title='CONTRATO DE SUBARRENDAMENTO DE QUARTO', head='Subarrendamento', page='Página', of='de',
               parties='Entre {a}, arrendatário da habitação sita na {addr} (o «Arrendatário»), e {b}, nascido(a) em {dob}, passaporte n.º {pp} (o «Subarrendatário»). A agência do senhorio, {ag}, autorizou o subarrendamento por carta de {d}.',
               c=['O Arrendatário subarrenda o quarto das traseiras, com uso partilhado da cozinha e da casa de banho, de {d1} a {d2}.',
                  'O Subarrendatário paga {rent} por mês, até ao dia 1, para a conta do Arrendatário {iban}.',
                  'O Arrendatário guarda uma caução de {dep}, devolvida nos 14 dias seguintes ao fim do subarrendamento',
                  'Não são permitidos animais nem fumar na casa (regras da casa, ponto 4).'],
               fn='Deduzidos os danos acordados por escrito.',
               rules='Regras da casa', rl=['Silêncio das 22h00 às 7h00', 'Lixo à quinta-feira à noite', 'Visitas no máximo 2 noites por semana', 'Proibido fumar', 'Aquecimento a 20 °C'],
               contact='Contactos: Arrendatário {pa}, Subarrendatário {pb}.', sig='Assinaturas', tn='O Arrendatário', st='O Subarrendatário'),
    'ru': dict(title='ДОГОВОР ПОДНАЙМА КОМНАТЫ', head='Договор поднайма', page='Страница', of='из',
               parties='{a}, наниматель квартиры по адресу: {addr} (Наниматель), и {b}, дата рождения {dob}, паспорт {pp} (Поднаниматель), заключили настоящий договор. Представитель наймодателя, {ag}, дал согласие на поднаём письмом от {d}.',
               c=['Наниматель передаёт Поднанимателю комнату окнами во двор с правом пользования кухней и ванной с {d1} по {d2}.',
                  'Поднаниматель ежемесячно до 1-го числа вносит {rent} на счёт Нанимателя {iban}.',
                  'Наниматель хранит залог в размере {dep} и возвращает его в течение 14 дней после окончания поднайма',
                  'Содержание животных и курение в квартире запрещены (правила проживания, пункт 4).'],
               fn='За вычетом ущерба, согласованного письменно.',
               rules='Правила проживания', rl=['Тишина с 22:00 до 7:00', 'Вынос мусора по четвергам', 'Гости не более 2 ночей в неделю', 'Курение запрещено', 'Отопление 20 °C'],
               contact='Контакты: Наниматель {pa}, Поднаниматель {pb}.', sig='Подписи', tn='Наниматель', st='Поднаниматель'),
}


def passport(v):
    r, d = v.r, v.digits
    return {'en': f'{d(9)}', 'es': f'PA{d(7)}', 'fr': f'{d(2)}{r.choice("ABCDEFGHJK")}{r.choice("ABCDEFGHJK")}{d(5)}',
            'de': f'C{r.choice("FGHJK")}{d(7)}', 'it': f'Y{r.choice("ABCDE")}{d(7)}', 'pt': f'C{d(6)}',
            'ru': f'{d(2)} {d(2)} {d(6)}'}[v.lang]


def sublet(d):
    t, v = SUB[d.lang], d.v
    a, b = v.person(), v.person()
    ag = v.org('letting')
    street, tline, town = v.address()
    addr = f'{street}, {tline}'
    d.header.append(f'{x(t["head"])} · {d.hm("ADDRESS", addr)}')
    d.footer.append(f'{d.hm("PERSON_NAME", a.short)} / {d.hm("PERSON_NAME", b.short)} · ' + d.page_no(t['page'], t['of']))
    d.p(x(t['title']), 'Title')
    dob, _ = v.birth(style='word')
    d.p(t['parties'].format(a=d.m('PERSON_NAME', a.full), addr=d.m('ADDRESS', addr), b=d.m('PERSON_NAME', b.full),
                            dob=d.m('DATE', dob), pp=d.m('PASSPORT', passport(v)), ag=d.m('ORGANIZATION', ag),
                            d=d.m('DATE', v.date(year=2025, style='num'))))
    rent = v.r.randrange(35, 90) * 10
    c = t['c']
    d.items([c[0].format(d1=d.m('DATE', v.date(year=2025, style='word', day=1)), d2=d.m('DATE', v.date(year=2026, style='word', day=28))),
             c[1].format(rent=d.m('MONEY_AMOUNT', v.money(rent, cents=v.r.random() < 0.5)), iban=d.m('ACCOUNT', v.iban())),
             c[2].format(dep=d.m('MONEY_AMOUNT', v.money(rent))) + d.note(x(t['fn'])) + '.',
             x(c[3])])
    d.h(x(t['rules']))
    d.columns(lambda: d.items([x(i) for i in t['rl']], numbered=False))
    d.p(t['contact'].format(pa=d.m('PHONE', v.phone(True)), pb=d.m('EMAIL', v.email(b))))
    d.h(x(t['sig']))
    sd = v.date(year=2025, style='num')
    d.table([[x(t['tn']), x(t['st'])],
             [d.m('PERSON_NAME', a.full), d.m('PERSON_NAME', b.full)],
             [f'{d.m("LOCATION", town)}, {d.m("DATE", sd)}', f'{d.m("LOCATION", town)}, {d.m("DATE", sd)}']],
            [8.5, 8.5], kind='plain')


# --- loan guarantor letter ----------------------------------------------------------------------------
GUAR = {
    'en': dict(subj='Guarantee for loan agreement no. {loan}', dear='Dear Sir or Madam,',
               b1='I, {g}, born on {dob}, National Insurance number {ssn}, residing at {addr}, hereby guarantee the obligations of {bor} under the above loan of {amt}, repayable in 60 monthly instalments of {inst}.',
               b2='I am employed by {emp} with a gross annual income of {inc}, and I hold my current account {iban} with you. I understand that you may demand payment from me if the borrower fails to pay',
               fn='The guarantee is limited to the principal, interest and costs, up to 120 % of the loan.',
               b3='I have read the loan terms dated {d} and have had the chance to take independent legal advice. You may contact me on {ph} or at {em}.',
               close='Yours faithfully,', enc='Attached: copy of passport, last three payslips.', page='Page', of='of', att='Loans Department'),
    'es': dict(subj='Aval del contrato de préstamo n.º {loan}', dear='Muy señores míos:',
               b1='Yo, {g}, nacido el {dob}, con DNI {ssn}, con domicilio en {addr}, me constituyo en avalista solidario de {bor} respecto del préstamo indicado de {amt}, a devolver en 60 cuotas mensuales de {inst}.',
               b2='Trabajo en {emp} con unos ingresos brutos anuales de {inc} y soy titular en su entidad de la cuenta {iban}. Entiendo que podrán reclamarme el pago si el prestatario no paga',
               fn='El aval se limita al principal, intereses y gastos, hasta el 120 % del préstamo.',
               b3='He leído las condiciones del préstamo de fecha {d} y he podido recibir asesoramiento jurídico independiente. Pueden contactarme en el {ph} o en {em}.',
               close='Atentamente,', enc='Adjunto: copia del DNI y de las tres últimas nóminas.', page='Página', of='de', att='Departamento de Préstamos'),
    'fr': dict(subj='Engagement de caution – prêt n° {loan}', dear='Madame, Monsieur,',
               b1='Je soussigné(e) {g}, né(e) le {dob}, numéro de sécurité sociale {ssn}, demeurant {addr}, me porte caution solidaire de {bor} pour le prêt ci-dessus de {amt}, remboursable en 60 mensualités de {inc0}.',
               b2='Je suis salarié(e) de {emp} avec un revenu annuel brut de {inc} et titulaire chez vous du compte {iban}. Je reconnais que vous pourrez me réclamer le paiement en cas de défaillance de l’emprunteur',
               fn='Dans la limite du principal, des intérêts et des frais, soit 120 % du prêt.',
               b3='J’ai pris connaissance des conditions du prêt du {d} et j’ai pu consulter un conseil indépendant. Vous pouvez me joindre au {ph} ou à {em}.',
               close='Veuillez agréer mes salutations distinguées.', enc='Pièces jointes : copie de la pièce d’identité, trois derniers bulletins de salaire.', page='Page', of='sur', att='Service des prêts'),
    'de': dict(subj='Bürgschaft zum Darlehensvertrag Nr. {loan}', dear='Sehr geehrte Damen und Herren,',
               b1='ich, {g}, geboren am {dob}, Steuer-ID {ssn}, wohnhaft {addr}, übernehme hiermit die selbstschuldnerische Bürgschaft für die Verbindlichkeiten von {bor} aus dem oben genannten Darlehen über {amt}, rückzahlbar in 60 Monatsraten zu {inst}.',
               b2='Ich bin bei der {emp} beschäftigt, mein Bruttojahreseinkommen beträgt {inc}; mein Girokonto {iban} führe ich bei Ihnen. Mir ist bewusst, dass Sie mich in Anspruch nehmen können, wenn der Darlehensnehmer nicht zahlt',
               fn='Begrenzt auf Hauptforderung, Zinsen und Kosten bis 120 % des Darlehens.',
               b3='Die Darlehensbedingungen vom {d} habe ich gelesen und konnte mich unabhängig beraten lassen. Sie erreichen mich unter {ph} oder {em}.',
               close='Mit freundlichen Grüßen', enc='Anlagen: Kopie des Personalausweises, die letzten drei Gehaltsabrechnungen.', page='Seite', of='von', att='Kreditabteilung'),
    'it': dict(subj='Fideiussione per il contratto di finanziamento n. {loan}', dear='Spettabile Banca,',
               b1='Il/la sottoscritto/a {g}, nato/a il {dob}, codice fiscale {ssn}, residente in {addr}, si costituisce fideiussore di {bor} per il finanziamento sopra indicato di {amt}, rimborsabile in 60 rate mensili da {inst}.',
               b2='Sono dipendente di {emp} con un reddito annuo lordo di {inc} e sono titolare presso di voi del conto {iban}. Sono consapevole che potrete chiedermi il pagamento in caso di inadempimento del debitore',
               fn='Entro il limite di capitale, interessi e spese, pari al 120 % del finanziamento.',
               b3='Ho letto le condizioni del finanziamento del {d} e ho potuto ricevere una consulenza indipendente. Potete contattarmi al {ph} o all’indirizzo {em}.',
               close='Distinti saluti,', enc='Allegati: copia del documento d’identità, ultime tre buste paga.', page='Pagina', of='di', att='Ufficio Finanziamenti'),
    'pt': dict(subj='Fiança ao contrato de crédito n.º {loan}', dear='Exmos. Senhores,',
               b1='Eu, {g}, nascido(a) em {dob}, NIF {ssn}, residente na {addr}, constituo-me fiador(a) de {bor} quanto ao crédito acima indicado de {amt}, a reembolsar em 60 prestações mensais de {inst}.',
               b2='Trabalho na {emp} com um rendimento anual bruto de {inc} e sou titular no vosso banco da conta {iban}. Compreendo que me poderão exigir o pagamento se o mutuário não pagar',
               fn='Limitada ao capital, juros e despesas, até 120 % do crédito.',
               b3='Li as condições do crédito datadas de {d} e tive oportunidade de obter aconselhamento jurídico independente. Podem contactar-me pelo {ph} ou para {em}.',
               close='Com os melhores cumprimentos,', enc='Anexos: cópia do cartão de cidadão, três últimos recibos de vencimento.', page='Página', of='de', att='Departamento de Crédito'),
    'ru': dict(subj='Поручительство по кредитному договору № {loan}', dear='Уважаемые господа!',
               b1='Я, {g}, дата рождения {dob}, СНИЛС {ssn}, проживающий(ая) по адресу: {addr}, настоящим поручаюсь за исполнение обязательств заёмщика {bor} по указанному кредиту на сумму {amt}, погашаемому 60 ежемесячными платежами по {inst}',
               b2='Я работаю в {emp}, мой годовой доход составляет {inc}; в вашем банке у меня открыт счёт {iban}. Мне известно, что банк вправе потребовать исполнения от меня, если заёмщик не заплатит',
               fn='В пределах основного долга, процентов и расходов, не более 120 % суммы кредита.',
               b3='С условиями кредита от {d} я ознакомлен(а) и имел(а) возможность получить независимую консультацию. Мой телефон {ph}, эл. почта {em}.',
               close='С уважением,', enc='Приложения: копия паспорта, справка о доходах за три месяца.', page='Страница', of='из', att='Кредитный отдел'),
}


def guarantor(d):
    t, v = GUAR[d.lang], d.v
    g, bor = v.person(), v.person()
    bank = v.org('bank')
    street, tline, town = v.address()
    bs, bt, _ = v.address()
    loan = v.ref('', 9, 2)
    d.header.append(f'{d.hm("PERSON_NAME", g.natural)} · {d.hm("ID", loan)}')
    d.footer.append(d.page_no(t['page'], t['of']))
    d.marks.append(['ADDRESS', f'{bs} {bt}'])
    for line in [d.m('ORGANIZATION', bank), x(t['att']), x(bs), x(bt)]:
        d.p(line, 'PL')
    d.p(f'{d.m("LOCATION", town)}, {d.m("DATE", v.date(year=2025, style="word"))}', 'PR')
    d.p(t['subj'].format(loan=d.m('ID', loan)), 'H1')
    d.p(x(t['dear']), 'PL')
    dob, _ = v.birth(style='num')
    amt = v.r.randrange(8, 40) * 1000
    inst = v.money(amt / 60 * 1.08)
    d.p(t['b1'].format(g=d.m('PERSON_NAME', g.natural), dob=d.m('DATE', dob), ssn=d.m('SSN', v.national()),
                       addr=d.m('ADDRESS', f'{street}, {tline}'), bor=d.m('PERSON_NAME', bor.natural),
                       amt=d.m('MONEY_AMOUNT', v.money(amt, cents=False)),
                       inst=d.m('MONEY_AMOUNT', inst) if '{inst}' in t['b1'] else '',
                       inc0=d.m('MONEY_AMOUNT', inst) if '{inc0}' in t['b1'] else ''))
    d.p(t['b2'].format(emp=d.m('ORGANIZATION', v.org('employer')),
                       inc=d.m('MONEY_AMOUNT', v.money(v.r.randrange(280, 700) * 100, cents=False)),
                       iban=d.m('ACCOUNT', v.iban())) + d.note(x(t['fn'])) + '.')
    d.p(t['b3'].format(d=d.m('DATE', v.date(year=2025, style='num')), ph=d.m('PHONE', v.phone(True)),
                       em=d.m('EMAIL', v.email(g))))
    d.p(x(t['close']), 'PL')
    d.p('', 'PL')
    d.p(d.m('PERSON_NAME', g.natural), 'PL')
    d.p(x(t['enc']), 'Small')


KINDS = [('reference', reference), ('ticket', ticket), ('sicknote', sicknote), ('sublet', sublet),
         ('guarantor', guarantor)]


def build(part):
    docs = []
    for kind, fn in KINDS:
        for lang in LANGS:
            d = Doc(f'{part}-{kind}-{lang}-1', kind, lang, part)
            fn(d)
            docs.append(d)
    return docs


# --- home-care services agreement (three pages: agreement, care plan, signatures) --------------------
CARE = {
    'en': dict(title='HOME CARE SERVICES AGREEMENT', no='Agreement', page='Page', of='of',
               parties='This agreement dated {d} is between {org} (the “Provider”) and {n}, born on {dob}, of {addr} (the “Client”), represented by {rep}, holder of a lasting power of attorney.',
               cl=['The Provider will deliver personal care at the Client’s home as set out in the care plan (page 2), starting on {start}.',
                   'The weekly fee is {fee}, collected by direct debit from account {iban} every Friday.',
                   'The care coordinator is {coord}, who can be reached on {ph}.',
                   'Either party may end this agreement with 28 days’ notice in writing (section 9 of the terms, version 3.1).'],
               plan='Care plan', visit='Visit', when='First visit', worker='Care worker', tasks=['Morning: washing, dressing, breakfast', 'Lunch and medication prompt', 'Evening meal and bedtime routine'],
               gp='GP: {gp}, {prac}. Allergies: none known. Mobility: walking frame.', kin='Next of kin: {k}, {ph}.',
               sig='Signatures', prov='For the Provider', cl_='Client or representative', date='Date'),
    'es': dict(title='CONTRATO DE SERVICIOS DE AYUDA A DOMICILIO', no='Contrato', page='Página', of='de',
               parties='En la fecha {d}, {org} (la «Entidad») y {n}, nacido/a el {dob}, con domicilio en {addr} (el «Usuario»), representado por {rep}, con poder notarial, acuerdan lo siguiente.',
               cl=['La Entidad prestará atención personal en el domicilio del Usuario según el plan de cuidados (página 2), a partir del {start}.',
                   'La cuota semanal es de {fee}, que se cargará cada viernes en la cuenta {iban}.',
                   'La coordinadora del servicio es {coord}, localizable en el {ph}.',
                   'Cualquiera de las partes podrá resolver el contrato con un preaviso de 28 días (cláusula 9 de las condiciones, versión 3.1).'],
               plan='Plan de cuidados', visit='Visita', when='Primera visita', worker='Auxiliar', tasks=['Mañana: aseo, vestido y desayuno', 'Comida y recordatorio de medicación', 'Cena y acostar'],
               gp='Médico de cabecera: {gp}, {prac}. Alergias: ninguna conocida. Movilidad: andador.', kin='Familiar de contacto: {k}, {ph}.',
               sig='Firmas', prov='Por la Entidad', cl_='Usuario o representante', date='Fecha'),
    'fr': dict(title='CONTRAT DE PRESTATION D’AIDE À DOMICILE', no='Contrat', page='Page', of='sur',
               parties='Le présent contrat, daté du {d}, est conclu entre {org} (le « Prestataire ») et {n}, né(e) le {dob}, demeurant {addr} (le « Bénéficiaire »), représenté(e) par {rep}, mandataire de protection future.',
               cl=['Le Prestataire assure l’aide à la personne au domicile du Bénéficiaire selon le plan d’aide (page 2), à compter du {start}.',
                   'Le forfait hebdomadaire est de {fee}, prélevé chaque vendredi sur le compte {iban}.',
                   'La coordinatrice est {coord}, joignable au {ph}.',
                   'Chaque partie peut résilier le contrat avec un préavis de 28 jours (article 9 des conditions générales, version 3.1).'],
               plan='Plan d’aide', visit='Passage', when='Premier passage', worker='Auxiliaire de vie', tasks=['Matin : toilette, habillage, petit-déjeuner', 'Déjeuner et rappel des médicaments', 'Dîner et coucher'],
               gp='Médecin traitant : {gp}, {prac}. Allergies : aucune connue. Mobilité : déambulateur.', kin='Personne de confiance : {k}, {ph}.',
               sig='Signatures', prov='Pour le Prestataire', cl_='Bénéficiaire ou représentant', date='Date'),
    'de': dict(title='PFLEGEVERTRAG FÜR AMBULANTE PFLEGE', no='Vertrag', page='Seite', of='von',
               parties='Dieser Vertrag vom {d} wird zwischen dem {org} (Pflegedienst) und {n}, geboren am {dob}, wohnhaft {addr} (Pflegebedürftige/r), vertreten durch {rep} als Bevollmächtigte/r, geschlossen.',
               cl=['Der Pflegedienst erbringt ab dem {start} die im Pflegeplan (Seite 2) genannten Leistungen in der Wohnung der pflegebedürftigen Person.',
                   'Die wöchentliche Vergütung beträgt {fee} und wird jeden Freitag vom Konto {iban} eingezogen.',
                   'Pflegedienstleitung ist {coord}, erreichbar unter {ph}.',
                   'Der Vertrag kann mit einer Frist von 28 Tagen schriftlich gekündigt werden (§ 120 SGB XI, AGB Fassung 3.1).'],
               plan='Pflegeplan', visit='Einsatz', when='Erster Einsatz', worker='Pflegekraft', tasks=['Morgens: Körperpflege, Ankleiden, Frühstück', 'Mittagessen und Medikamentengabe', 'Abendessen und Zubettgehen'],
               gp='Hausarzt: {gp}, {prac}. Allergien: keine bekannt. Mobilität: Rollator.', kin='Angehörige/r: {k}, {ph}.',
               sig='Unterschriften', prov='Für den Pflegedienst', cl_='Pflegebedürftige/r oder Vertreter/in', date='Datum'),
    'it': dict(title='CONTRATTO DI ASSISTENZA DOMICILIARE', no='Contratto', page='Pagina', of='di',
               parties='Il presente contratto, datato {d}, è stipulato tra {org} (l’«Ente») e {n}, nato/a il {dob}, residente in {addr} (l’«Assistito»), rappresentato/a da {rep}, amministratore di sostegno.',
               cl=['L’Ente presta assistenza alla persona presso il domicilio dell’Assistito secondo il piano assistenziale (pagina 2), dal {start}.',
                   'La tariffa settimanale è di {fee}, addebitata ogni venerdì sul conto {iban}.',
                   'La coordinatrice del servizio è {coord}, raggiungibile al {ph}.',
                   'Ciascuna parte può recedere con preavviso di 28 giorni (art. 9 delle condizioni generali, versione 3.1).'],
               plan='Piano assistenziale', visit='Accesso', when='Primo accesso', worker='Operatore', tasks=['Mattina: igiene, vestizione, colazione', 'Pranzo e promemoria farmaci', 'Cena e messa a letto'],
               gp='Medico di base: {gp}, {prac}. Allergie: nessuna nota. Mobilità: deambulatore.', kin='Familiare di riferimento: {k}, {ph}.',
               sig='Firme', prov='Per l’Ente', cl_='Assistito o rappresentante', date='Data'),
    'pt': dict(title='CONTRATO DE APOIO DOMICILIÁRIO', no='Contrato', page='Página', of='de',
               parties='O presente contrato, datado de {d}, é celebrado entre a {org} (a «Entidade») e {n}, nascido(a) em {dob}, residente na {addr} (o «Cliente»), representado(a) por {rep}, com procuração.',
               cl=['A Entidade presta cuidados pessoais no domicílio do Cliente segundo o plano de cuidados (página 2), a partir de {start}.',
                   'A mensalidade semanal é de {fee}, debitada todas as sextas-feiras na conta {iban}.',
                   'A coordenadora é {coord}, contactável pelo {ph}.',
                   'Qualquer das partes pode denunciar o contrato com 28 dias de antecedência (cláusula 9 das condições gerais, versão 3.1).'],
               plan='Plano de cuidados', visit='Visita', when='Primeira visita', worker='Ajudante', tasks=['Manhã: higiene, vestir, pequeno-almoço', 'Almoço e lembrete da medicação', 'Jantar e deitar'],
               gp='Médico de família: {gp}, {prac}. Alergias: nenhuma conhecida. Mobilidade: andarilho.', kin='Familiar de contacto: {k}, {ph}.',
               sig='Assinaturas', prov='Pela Entidade', cl_='Cliente ou representante', date='Data'),
    'ru': dict(title='ДОГОВОР О ПРЕДОСТАВЛЕНИИ СОЦИАЛЬНЫХ УСЛУГ НА ДОМУ', no='Договор', page='Страница', of='из',
               parties='Договор от {d} заключён между организацией {org} (Исполнитель) и получателем услуг: {n}, дата рождения {dob}, адрес: {addr} (Заказчик), в лице представителя по доверенности: {rep}.',
               cl=['Исполнитель оказывает услуги по уходу на дому у Заказчика согласно плану ухода (страница 2) начиная с {start}.',
                   'Еженедельная плата составляет {fee} и списывается по пятницам со счёта {iban}.',
                   'Координатор услуг: {coord}, телефон {ph}.',
                   'Договор может быть расторгнут с предупреждением за 28 дней (раздел 9 условий, редакция 3.1).'],
               plan='План ухода', visit='Визит', when='Первый визит', worker='Сиделка', tasks=['Утро: гигиена, одевание, завтрак', 'Обед и напоминание о лекарствах', 'Ужин и подготовка ко сну'],
               gp='Участковый врач: {gp}, {prac}. Аллергии: нет. Передвижение: ходунки.', kin='Контактное лицо: {k}, {ph}.',
               sig='Подписи сторон', prov='От Исполнителя', cl_='Заказчик или представитель', date='Дата'),
}


def care(d):
    t, v = CARE[d.lang], d.v
    org = v.org('care')
    p, rep, coord, gp, kin = v.person(), v.person(), v.person(female=True), v.person(), v.person()
    street, tline, _ = v.address()
    no = v.ref('HC-', 5)
    d.header.append(f'{d.hm("ORGANIZATION", org)} · {x(t["no"])} {d.hm("ID", no)}')
    d.footer.append(f'{d.hm("PERSON_NAME", p.caps)} · ' + d.page_no(t['page'], t['of']))
    d.p(x(t['title']), 'Title')
    dob, _ = v.birth(style='num')
    d.p(t['parties'].format(d=d.m('DATE', v.date(year=2025, style='word')), org=d.m('ORGANIZATION', org),
                            n=d.m('PERSON_NAME', p.full), dob=d.m('DATE', dob), addr=d.m('ADDRESS', f'{street}, {tline}'),
                            rep=d.m('PERSON_NAME', rep.full)))
    cl = t['cl']
    d.items([cl[0].format(start=d.m('DATE', v.date(year=2025, style='word'))),
             cl[1].format(fee=d.m('MONEY_AMOUNT', v.money(v.r.randrange(180, 420) + 0.5)), iban=d.m('ACCOUNT', v.iban())),
             cl[2].format(coord=d.m('PERSON_NAME', coord.full), ph=d.m('PHONE', v.phone(False))),
             x(cl[3])])
    d.p(x(t['plan']), 'PB')
    rows = []
    for i, task in enumerate(t['tasks']):
        w = v.person()
        rows.append([x(task), d.m('DATE', v.date(year=2025, month=11, day=3 + i, style='num')), d.m('PERSON_NAME', w.short)])
    d.table(rows, [8, 4, 5], header=[x(t['visit']), x(t['when']), x(t['worker'])])
    d.p(t['gp'].format(gp=d.m('PERSON_NAME', gp.full), prac=d.m('ORGANIZATION', v.org('medical'))))
    d.p(t['kin'].format(k=d.m('PERSON_NAME', kin.full), ph=d.m('PHONE', v.phone(True))))
    d.p(x(t['sig']), 'PB')
    sd = v.date(year=2025, style='num')
    d.table([[x(t['prov']), x(t['cl_'])],
             ['______________________', '______________________'],
             [d.m('PERSON_NAME', coord.full), d.m('PERSON_NAME', rep.full)],
             [f'{x(t["date"])}: {d.m("DATE", sd)}', f'{x(t["date"])}: {d.m("DATE", sd)}']],
            [8.5, 8.5], kind='plain')


KINDS.append(('care', care))
