# held14's kinds (never tuned on): court hearing notices, student grade transcripts, charity
# gift-aid declarations, loyalty card statements, visa appointment confirmations, prescriptions,
# employment reference letters. Every kind in the seven languages.
# frozen_string_literal: true

require_relative 'kit'

def hearing(d)
  ca = d.v.address
  court = tr(d, "#{ca[2]} County Court", "Juzgado de Primera Instancia n.º #{1 + d.rng.rand(9)} de #{ca[2]}",
             "Tribunal judiciaire de #{ca[2]}", "Amtsgericht #{ca[2]}", "Tribunale ordinario di #{ca[2]}",
             "Tribunal Judicial da Comarca de #{ca[2]}", "Районный суд г. #{ca[2]}")
  claimant = d.v.person
  resp = d.v.org('retailer', legal: true)
  lawyer = d.v.org('lawfirm', legal: d.rng.rand < 0.5)
  la = d.v.address
  case_no = tr(d, "K#{d.v.digits(2)}YM#{d.v.digits(3)}", "#{d.v.digits(4)}/2025", "RG #{d.v.digits(2)}/#{d.v.digits(5)}",
               "#{d.v.digits(2)} C #{d.v.digits(3)}/25", "R.G. #{d.v.digits(4)}/2025", "#{d.v.digits(4)}/25.#{d.v.digits(1)}T8LSB", "№ 2-#{d.v.digits(4)}/2025")
  d.running(d.rep('ORGANIZATION', court), firm_line(d, ca, d.v.phone(mobile: false), "enquiries@#{d.v.domain(court)}", :rep),
            "#{tr(d, 'Claim no.', 'Procedimiento', 'N° RG', 'Aktenzeichen', 'N. R.G.', 'Processo', 'Дело')} #{d.rep('ID', case_no)}", page_word(d))
  d.side_by_side(lambda {
    d.p(d.m('ORGANIZATION', lawyer))
    d.p("#{tr(d, 'FAO', 'A/A', 'À l’att. de', 'z. Hd.', 'c.a.', 'A/C', 'Вниманию')} #{d.m('PERSON_NAME', d.v.person.full)}")
    d.p(d.addr(la))
  }, lambda {
    d.kv([[tr(d, 'Claim no.', 'Procedimiento', 'N° RG', 'Aktenzeichen', 'N. R.G.', 'Processo', 'Дело'), d.m('ID', case_no)],
          [tr(d, 'Issued', 'Fecha', 'Date', 'Datum', 'Data', 'Data', 'Дата'), d.m('DATE', d.v.date(year: 2025, style: :num))]])
  })
  d.h1(tr(d, 'Notice of hearing', 'Citación a vista', 'Avis d’audience', 'Ladung zum Termin', 'Avviso di udienza', 'Notificação de audiência', 'Извещение о судебном заседании'))
  d.pdf.font('Body', style: :bold) do
    d.pdf.character_spacing(1) do
      d.p("#{d.m('PERSON_NAME', claimant.full.upcase)} #{tr(d, 'v', 'contra', 'c/', './.', 'c.', 'contra', 'против')} #{d.m('ORGANIZATION', resp.upcase)}", align: :center)
    end
  end
  d.pdf.move_down 6
  d.runs([tr(d, 'TAKE NOTICE that the claim brought by ', 'Se cita a las partes en el procedimiento promovido por ', 'Les parties à l’instance introduite par ',
             'In dem Rechtsstreit ', 'Si avvisa che la causa promossa da ', 'Notificam-se as partes de que a ação intentada por ', 'Сообщаем, что дело по иску '),
          [d.m('PERSON_NAME', claimant.full), :bold], tr(d, ' against ', ' contra ', ' contre ', ' gegen ', ' contro ', ' contra ', ' к '),
          [d.m('ORGANIZATION', resp), :bold], tr(d, ' will be heard on ', ' a la vista que se celebrará el ', ' sont convoquées à l’audience du ',
                                                 ' wird Termin bestimmt auf ', ' sarà discussa all’udienza del ', ' será julgada no dia ', ' будет рассмотрено '),
          [d.m('DATE', d.v.date(year: 2025, style: :word, weekday: true)), :color],
          tr(d, ' at 10:00 am, courtroom 4.', ' a las 10:00 horas, sala 4.', ' à 9 h 30, salle 4.', ', 10:00 Uhr, Saal 4.', ' ore 10:00, aula 4.', ' às 10h00, sala 4.', ' в 10:00, зал № 4.')])
  d.pdf.move_down 8
  notes = tr(d, 'If you do not attend, the court may decide the case in your absence. You must send any documents you intend to rely on to the court and to every other party at least 14 days before the hearing. Tell the court at once if you need an interpreter or step-free access.',
             'Si no comparece, el juzgado podrá resolver en su ausencia. Deberá aportar los documentos de los que intente valerse con al menos 14 días de antelación. Comunique de inmediato si necesita intérprete o accesibilidad.',
             'À défaut de comparution, le tribunal pourra statuer sur les seuls éléments fournis par l’autre partie. Les pièces doivent être communiquées quinze jours au moins avant l’audience. Signalez sans délai tout besoin d’interprète.',
             'Erscheinen Sie nicht, kann ein Versäumnisurteil ergehen. Schriftsätze und Urkunden sind spätestens zwei Wochen vor dem Termin einzureichen. Teilen Sie dem Gericht unverzüglich mit, wenn Sie einen Dolmetscher benötigen.',
             'In caso di mancata comparizione il giudice potrà decidere in contumacia. I documenti devono essere depositati almeno 14 giorni prima dell’udienza. Segnalare subito l’eventuale necessità di un interprete.',
             'A falta de comparência pode levar à decisão à revelia. Os documentos devem ser juntos com pelo menos 10 dias de antecedência. Informe de imediato se necessitar de intérprete.',
             'В случае неявки дело может быть рассмотрено в ваше отсутствие. Документы необходимо представить не позднее чем за 14 дней до заседания. Сообщите суду, если вам нужен переводчик.')
  d.pdf.column_box([0, d.pdf.cursor], columns: 2, width: d.pdf.bounds.width, height: 90) { d.p(notes, align: :justify, size: d.size - 0.5) }
  d.p("#{tr(d, 'Court officer', 'Letrado/a de la Administración de Justicia', 'Le greffier', 'Urkundsbeamtin/-beamter der Geschäftsstelle',
            'Il cancelliere', 'O oficial de justiça', 'Секретарь судебного заседания')}: #{d.m('PERSON_NAME', d.v.person.short)}")
end

SUBJECTS = [%w[Mathematics Matemáticas Mathématiques Mathematik Matematica Matemática Математика],
            %w[Physics Física Physique Physik Fisica Física Физика],
            %w[History Historia Histoire Geschichte Storia História История],
            %w[Chemistry Química Chimie Chemie Chimica Química Химия],
            %w[English Inglés Anglais Englisch Inglese Inglês Английский\ язык],
            %w[Economics Economía Économie Wirtschaft Economia Economia Экономика],
            %w[Computer\ Science Informática Informatique Informatik Informatica Informática Информатика],
            %w[Biology Biología Biologie Biologie Biologia Biologia Биология],
            %w[Philosophy Filosofía Philosophie Philosophie Filosofia Filosofia Философия],
            %w[Geography Geografía Géographie Erdkunde Geografia Geografia География]].freeze

def transcript(d)
  school = d.v.org('school')
  sa = d.v.address
  st = d.v.person
  head = d.v.person
  sid = d.v.ref('', 8)
  born, = d.v.birth(style: :num)
  d.running(d.rep('ORGANIZATION', school), firm_line(d, sa, d.v.phone(mobile: false), "registry@#{d.v.domain(school)}", :rep),
            "#{d.rep('PERSON_NAME', st.full)} · #{tr(d, 'Student no.', 'N.º alumno', 'INE', 'Schüler-Nr.', 'Matricola', 'N.º aluno', '№ студента')} #{d.rep('ID', sid)}", page_word(d))
  d.h1(tr(d, 'Academic transcript', 'Certificado académico', 'Relevé de notes', 'Notenübersicht', 'Certificato dei voti', 'Certificado de habilitações', 'Академическая справка'))
  d.kv([[tr(d, 'Student', 'Alumno/a', 'Élève', 'Schüler/in', 'Studente', 'Aluno/a', 'Обучающийся'), d.m('PERSON_NAME', st.full)],
        [tr(d, 'Date of birth', 'Fecha de nacimiento', 'Date de naissance', 'Geburtsdatum', 'Data di nascita', 'Data de nascimento', 'Дата рождения'), d.m('DATE', born)],
        [tr(d, 'Student no.', 'N.º alumno', 'INE', 'Schüler-Nr.', 'Matricola', 'N.º aluno', '№ студента'), d.m('ID', sid)],
        [tr(d, 'Address', 'Domicilio', 'Adresse', 'Anschrift', 'Indirizzo', 'Morada', 'Адрес'), d.m('ADDRESS', d.v.one_line(d.v.address))]])
  rows = []
  years = 2 + d.rng.rand(2)
  years.times do |y|
    SUBJECTS.sample(6 + d.rng.rand(4), random: d.rng).each do |s|
      grade = tr(d, %w[A* A B C D][d.rng.rand(5)], (5 + d.rng.rand(6)).to_s, "#{8 + d.rng.rand(12)},#{d.rng.rand(10)}/20", (1 + d.rng.rand(5)).to_s,
                 (6 + d.rng.rand(5)).to_s, (10 + d.rng.rand(11)).to_s, (3 + d.rng.rand(3)).to_s)
      rows << ["#{2022 + y}/#{23 + y}", s[Pools::LANGS.index(d.lang)], "#{2 + d.rng.rand(5)}", grade]
    end
  end
  d.table([tr(d, 'Year', 'Curso', 'Année', 'Schuljahr', 'Anno', 'Ano', 'Год'), tr(d, 'Subject', 'Asignatura', 'Matière', 'Fach', 'Materia', 'Disciplina', 'Предмет'),
           tr(d, 'Hours/week', 'Horas/sem.', 'H/sem.', 'Wochenstd.', 'Ore/sett.', 'Horas/sem.', 'Часов в нед.'), tr(d, 'Grade', 'Nota', 'Moyenne', 'Note', 'Voto', 'Nota', 'Оценка')],
          rows, right: [2, 3], widths: [0.18, 0.5, 0.16, 0.16])
  d.runs([tr(d, 'Issued to ', 'Se expide a petición de ', 'Délivré à ', 'Ausgestellt für ', 'Rilasciato a ', 'Emitido a pedido de ', 'Выдана '),
          [d.m('PERSON_NAME', st.natural), :bold], tr(d, ' on ', ' el ', ' le ', ' am ', ' il ', ' em ', ' '), d.m('DATE', d.v.date(year: 2025, style: :word)), '.'])
  d.pdf.move_down 16
  d.p(d.m('PERSON_NAME', head.full))
  d.p(tr(d, 'Head of Sixth Form', 'Jefe/a de estudios', 'Proviseur', 'Schulleitung', 'Dirigente scolastico', 'Diretor/a', 'Директор'), size: d.size - 1)
end

def giftaid(d)
  ch = d.v.org('charity')
  cha = d.v.address
  donor = d.v.person
  da = d.v.address
  did = d.v.ref('D', 7)
  reg = tr(d, "Registered charity no. #{d.v.digits(7)}", "CIF G#{d.v.digits(8)}", "RNA W#{d.v.digits(9)}", "Steuernummer #{d.v.digits(2)}/#{d.v.digits(3)}/#{d.v.digits(5)}",
           "C.F. 9#{d.v.digits(10)}", "NIPC 5#{d.v.digits(8)}", "ИНН 77#{d.v.digits(8)}")
  d.running(d.rep('ORGANIZATION', ch), firm_line(d, cha, d.v.phone(mobile: false), "supporters@#{d.v.domain(ch)}", :rep), reg, page_word(d))
  d.h1(tr(d, 'Gift Aid declaration', 'Certificado de donativos', 'Reçu fiscal – dons', 'Zuwendungsbestätigung', 'Ricevuta di erogazione liberale', 'Recibo de donativo', 'Подтверждение пожертвования'))
  top = d.pdf.cursor
  d.fitted("#{d.m('PERSON_NAME', donor.full)}\n#{d.addr(da)}", 0, top, 160, 38)
  d.pdf.draw_text("#{tr(d, 'Supporter no.', 'N.º socio', 'N° donateur', 'Förder-Nr.', 'N. sostenitore', 'N.º doador', '№ жертвователя')} #{d.m('ID', did)}", at: [d.pdf.bounds.width - 190, top - 10])
  d.pdf.draw_text(d.m('DATE', d.v.date(year: 2025, style: :num)), at: [d.pdf.bounds.width - 190, top - 24])
  d.pdf.move_cursor_to(top - 50)
  natid = d.v.national
  d.kv([[tr(d, 'National Insurance no.', 'NIF', 'N° fiscal', 'Steuer-ID', 'Codice fiscale', 'NIF', 'СНИЛС'), d.m('SSN', natid)],
        [tr(d, 'E-mail', 'Correo', 'Courriel', 'E-Mail', 'E-mail', 'E-mail', 'Эл. почта'), d.m('EMAIL', d.v.email(donor))],
        [tr(d, 'Direct debit from', 'Domiciliación', 'Prélèvement sur', 'Lastschrift von', 'Addebito su', 'Débito direto de', 'Списание со счёта'), d.m('ACCOUNT', d.v.iban)]],
       width: d.pdf.bounds.width * 0.8)
  total = 0
  rows = Array.new(4 + d.rng.rand(9)) do
    amt = [5, 10, 15, 20, 25, 50, 100][d.rng.rand(7)]
    total += amt
    [d.m('DATE', d.v.date(year: 2024, style: :num)), tr(d, 'Monthly gift', 'Cuota mensual', 'Don mensuel', 'Monatsspende', 'Donazione mensile', 'Donativo mensal', 'Ежемесячное пожертвование'),
     d.m('MONEY_AMOUNT', d.v.money(amt))]
  end
  d.table([tr(d, 'Date', 'Fecha', 'Date', 'Datum', 'Data', 'Data', 'Дата'), tr(d, 'Type', 'Tipo', 'Nature', 'Art', 'Tipo', 'Tipo', 'Вид'),
           tr(d, 'Amount', 'Importe', 'Montant', 'Betrag', 'Importo', 'Valor', 'Сумма')],
          rows + [[tr(d, 'Total 2024', 'Total 2024', 'Total 2024', 'Summe 2024', 'Totale 2024', 'Total 2024', 'Итого за 2024'), '', d.m('MONEY_AMOUNT', d.v.money(total))]],
          right: [2], widths: [0.25, 0.5, 0.25])
  d.runs([tr(d, 'I, ', 'Yo, ', 'Je soussigné(e) ', 'Ich, ', 'Io sottoscritto/a ', 'Eu, ', 'Я, '), [d.m('PERSON_NAME', donor.natural), :bold],
          tr(d, ', want to Gift Aid my donations to ', ', autorizo que mis donativos a ', ', certifie que mes dons à ', ', bestätige, dass meine Spenden an ',
             ', dichiaro che le erogazioni a ', ', declaro que os donativos à ', ', подтверждаю, что пожертвования в '),
          [d.m('ORGANIZATION', ch), :bold],
          tr(d, '. I am a UK taxpayer and understand that if I pay less tax than the amount claimed it is my responsibility to pay the difference.',
             ' se comuniquen a la Agencia Tributaria.', ' ouvrent droit à la réduction d’impôt.', ' steuerlich geltend gemacht werden dürfen.',
             ' sono detraibili ai sensi di legge.', ' são comunicados à AT.', ' были сделаны мной добровольно.')])
  d.pdf.move_down 10
  d.pdf.character_spacing(0.8) { d.p("#{tr(d, 'Signed', 'Firma', 'Signature', 'Unterschrift', 'Firma', 'Assinatura', 'Подпись')}: #{d.m('PERSON_NAME', donor.short)}") }
end

def loyalty(d)
  shop = d.v.org('retailer', legal: d.rng.rand < 0.4)
  sa = d.v.address
  mem = d.v.person
  card = "#{d.v.digits(4)} #{d.v.digits(4)} #{d.v.digits(4)} #{d.v.digits(4)}"
  d.running(d.rep('ORGANIZATION', shop), firm_line(d, sa, d.v.phone(mobile: false), "club@#{d.v.domain(shop)}", :rep),
            "#{d.rep('PERSON_NAME', mem.full)} · #{tr(d, 'Card', 'Tarjeta', 'Carte', 'Karte', 'Carta', 'Cartão', 'Карта')} #{d.rep('ID', card)}", page_word(d))
  d.h1(tr(d, 'Points statement', 'Extracto de puntos', 'Relevé de points', 'Punkteübersicht', 'Estratto punti', 'Extrato de pontos', 'Выписка по бонусной карте'))
  ma = d.v.address
  d.side_by_side(lambda {
    d.p(d.m('PERSON_NAME', mem.full))
    d.p(d.addr(ma))
  }, lambda {
    d.kv([[tr(d, 'Card no.', 'N.º tarjeta', 'N° de carte', 'Kartennummer', 'N. carta', 'N.º cartão', '№ карты'), d.m('ID', card)],
          [tr(d, 'Member since', 'Socio desde', 'Membre depuis', 'Mitglied seit', 'Socio dal', 'Membro desde', 'Участник с'), d.m('DATE', d.v.date(year: 2015 + d.rng.rand(8), style: :num))],
          [tr(d, 'Mobile', 'Móvil', 'Portable', 'Mobil', 'Cellulare', 'Telemóvel', 'Телефон'), d.m('PHONE', d.v.phone(mobile: true))]])
  })
  stores = Array.new(3) { d.v.town[1] }
  pts = 0
  rows = Array.new(26 + d.rng.rand(30)) do
    spend = (3 + d.rng.rand * 140).round(2)
    p = spend.floor
    pts += p
    store = stores[d.rng.rand(3)]
    [d.m('DATE', d.v.date(year: 2025, style: :num)), "#{tr(d, 'Store', 'Tienda', 'Magasin', 'Filiale', 'Punto vendita', 'Loja', 'Магазин')} #{d.m('LOCATION', store)}",
     d.m('MONEY_AMOUNT', d.v.money(spend)), "+#{p}", pts.to_s]
  end
  d.table([tr(d, 'Date', 'Fecha', 'Date', 'Datum', 'Data', 'Data', 'Дата'), tr(d, 'Where', 'Dónde', 'Lieu', 'Wo', 'Dove', 'Onde', 'Где'),
           tr(d, 'Spent', 'Gasto', 'Achat', 'Umsatz', 'Spesa', 'Compra', 'Покупка'), tr(d, 'Points', 'Puntos', 'Points', 'Punkte', 'Punti', 'Pontos', 'Баллы'),
           tr(d, 'Balance', 'Saldo', 'Solde', 'Stand', 'Saldo', 'Saldo', 'Баланс')], rows, right: [2, 3, 4], widths: [0.18, 0.4, 0.16, 0.12, 0.14])
  d.runs([tr(d, 'Well done, ', '¡Enhorabuena, ', 'Bravo ', 'Glückwunsch, ', 'Complimenti ', 'Parabéns, ', 'Поздравляем, '), [d.m('PERSON_NAME', mem.given), :color],
          tr(d, '! Your points are worth ', '! Sus puntos equivalen a ', ' ! Vos points valent ', '! Ihre Punkte sind ', '! I suoi punti valgono ', '! Os seus pontos valem ', '! Ваши баллы — это '),
          [d.m('MONEY_AMOUNT', d.v.money(pts / 100.0)), :bold], tr(d, '.', '.', '.', ' wert.', '.', '.', '.')])
end

def visa(d)
  centre = d.v.org('visa', legal: true)
  va = d.v.address
  app = d.v.person
  ref = "#{d.v.letters(3)}/#{d.v.digits(6)}/#{d.v.digits(2)}"
  d.running(d.rep('ORGANIZATION', centre), firm_line(d, va, d.v.phone(mobile: false), "info@#{d.v.domain(centre)}", :rep),
            "#{tr(d, 'Reference', 'Referencia', 'Référence', 'Vorgangsnummer', 'Riferimento', 'Referência', 'Номер записи')} #{d.rep('ID', ref)}", page_word(d))
  d.h1(tr(d, 'Appointment confirmation', 'Confirmación de cita', 'Confirmation de rendez-vous', 'Terminbestätigung', 'Conferma appuntamento', 'Confirmação de marcação', 'Подтверждение записи'))
  top = d.pdf.cursor
  d.pdf.bounding_box([0, top], width: d.pdf.bounds.width * 0.6) do
    born, = d.v.birth(style: :num)
    d.kv([[tr(d, 'Applicant', 'Solicitante', 'Demandeur', 'Antragsteller/in', 'Richiedente', 'Requerente', 'Заявитель'), d.m('PERSON_NAME', app.full)],
          [tr(d, 'Date of birth', 'Fecha de nacimiento', 'Date de naissance', 'Geburtsdatum', 'Data di nascita', 'Data de nascimento', 'Дата рождения'), d.m('DATE', born)],
          [tr(d, 'Passport', 'Pasaporte', 'Passeport', 'Reisepass', 'Passaporto', 'Passaporte', 'Паспорт'), d.m('PASSPORT', d.v.passport)],
          [tr(d, 'E-mail', 'Correo', 'Courriel', 'E-Mail', 'E-mail', 'E-mail', 'Эл. почта'), d.m('EMAIL', d.v.email(app))],
          [tr(d, 'Phone', 'Teléfono', 'Téléphone', 'Telefon', 'Telefono', 'Telefone', 'Телефон'), d.m('PHONE', d.v.phone)],
          [tr(d, 'Home address', 'Domicilio', 'Adresse', 'Wohnanschrift', 'Residenza', 'Morada', 'Адрес'), d.addr(d.v.address)]])
  end
  low = d.pdf.cursor
  # The reference in a tracked monospace box on the right, as a barcode label would print it.
  d.pdf.bounding_box([d.pdf.bounds.width * 0.66, top], width: d.pdf.bounds.width * 0.34) do
    d.pdf.move_down 6
    d.pdf.text(tr(d, 'REFERENCE', 'REFERENCIA', 'RÉFÉRENCE', 'VORGANG', 'RIFERIMENTO', 'REFERÊNCIA', 'НОМЕР'), size: 7, align: :center)
    d.pdf.font('Mono', style: :bold) { d.pdf.character_spacing(2) { d.pdf.text(d.m('ID', ref), size: 11, align: :center) } }
    d.pdf.move_down 6
    d.pdf.stroke_bounds
  end
  d.pdf.move_cursor_to([low, d.pdf.cursor].min - 10)
  when_ = d.v.date(year: 2025, style: :word, weekday: true)
  d.runs([tr(d, 'Your appointment at ', 'Su cita en ', 'Votre rendez-vous au ', 'Ihr Termin im ', 'Il suo appuntamento presso ', 'A sua marcação no ', 'Ваша запись в '),
          [d.m('ORGANIZATION', centre), :bold], tr(d, ' is on ', ' es el ', ' est fixé au ', ' ist am ', ' è il ', ' é no dia ', ' — '),
          [d.m('DATE', when_), :color], tr(d, ' at 09:15. Bring the passport listed above and two photographs.', ' a las 09:15. Traiga el pasaporte indicado y dos fotografías.',
                                           ' à 9 h 15. Munissez-vous du passeport indiqué et de deux photos.', ' um 9:15 Uhr. Bitte bringen Sie den oben genannten Pass und zwei Lichtbilder mit.',
                                           ' alle 9:15. Porti il passaporto indicato e due fotografie.', ' às 9h15. Traga o passaporte indicado e duas fotografias.',
                                           ' в 09:15. Возьмите указанный паспорт и две фотографии.')])
  d.pdf.move_down 6
  d.table([tr(d, 'Fee', 'Tasa', 'Frais', 'Gebühr', 'Tariffa', 'Taxa', 'Сбор'),
           tr(d, 'Amount', 'Importe', 'Montant', 'Betrag', 'Importo', 'Valor', 'Сумма')],
          [[tr(d, 'Visa fee', 'Tasa de visado', 'Droits de visa', 'Visumgebühr', 'Diritti consolari', 'Emolumento', 'Консульский сбор'), d.m('MONEY_AMOUNT', d.v.money(80))],
           [tr(d, 'Service fee', 'Cargo de servicio', 'Frais de service', 'Servicegebühr', 'Costo del servizio', 'Taxa de serviço', 'Сервисный сбор'),
            d.m('MONEY_AMOUNT', d.v.money(19.5 + d.rng.rand(20)))]], right: [1], widths: [0.7, 0.3])
end

MEDS = [['Amoxicillin 500 mg capsules, one three times a day for seven days', 21], ['Ramipril 5 mg tablets, one in the morning', 28],
        ['Salbutamol 100 micrograms inhaler, two puffs when required', 1], ['Omeprazole 20 mg, one before breakfast', 28],
        ['Ibuprofen 400 mg, one up to three times a day with food', 24]].freeze

def prescription(d)
  ph = d.v.org('clinic', legal: false)
  pa = d.v.address
  pat = d.v.person
  gp = d.v.person
  d.running(d.rep('ORGANIZATION', ph), firm_line(d, pa, d.v.phone(mobile: false), "recepcion@#{d.v.domain(ph)}", :rep),
            "#{tr(d, 'Prescriber', 'Médico/a', 'Prescripteur', 'Ärztin/Arzt', 'Medico', 'Médico/a', 'Врач')}: #{d.rep('PERSON_NAME', gp.full)}", page_word(d))
  d.h1(tr(d, 'Prescription', 'Receta médica', 'Ordonnance', 'Rezept', 'Ricetta medica', 'Receita médica', 'Рецепт'))
  born, age = d.v.birth(style: :num)
  mrn = d.v.ref('', 10)
  d.side_by_side(lambda {
    d.p(d.m('PERSON_NAME', pat.full))
    d.p(d.addr(d.v.address))
  }, lambda {
    d.kv([[tr(d, 'Born', 'Nacimiento', 'Né(e) le', 'geb.', 'Nato/a il', 'Nascimento', 'Дата рожд.'), "#{d.m('DATE', born)} (#{d.m('AGE', d.v.age(age))})"],
          [tr(d, 'NHS no.', 'CIP', 'N° sécu.', 'Versichertennr.', 'Tessera sanitaria', 'N.º utente', 'Полис ОМС'),
           d.m('ID', tr(d, "#{d.v.digits(3)} #{d.v.digits(3)} #{d.v.digits(4)}", "#{d.v.letters(4)}#{d.v.digits(12)}", d.v.national, "#{d.v.letters(1)}#{d.v.digits(9)}",
                        "80380#{d.v.digits(15)}", d.v.digits(9), d.v.digits(16)))],
          [tr(d, 'Record', 'Historia', 'Dossier', 'Akte', 'Cartella', 'Processo', 'Карта'), d.m('ID', mrn)]])
  })
  rows = MEDS.sample(2 + d.rng.rand(3), random: d.rng).map { |m, q| [m, q.to_s] }
  d.table([tr(d, 'Medicine and dosage', 'Medicamento y posología', 'Médicament et posologie', 'Arzneimittel und Dosierung', 'Farmaco e posologia', 'Medicamento e posologia', 'Препарат и дозировка'),
           tr(d, 'Qty', 'Envases', 'Qté', 'Menge', 'Conf.', 'Emb.', 'Кол-во')], rows, right: [1], widths: [0.85, 0.15])
  d.runs([tr(d, 'Issued for ', 'Emitida para ', 'Établie pour ', 'Ausgestellt für ', 'Rilasciata a ', 'Emitida para ', 'Выписан '), [d.m('PERSON_NAME', pat.natural), :bold],
          tr(d, ' on ', ' el ', ' le ', ' am ', ' il ', ' em ', ' '), [d.m('DATE', d.v.date(year: 2025, style: :num)), :bold], '.'])
  d.pdf.move_down 18
  d.pdf.character_spacing(0.5) { d.p(d.m('PERSON_NAME', gp.full), style: :italic) }
  d.p("#{tr(d, 'GMC', 'N.º col.', 'RPPS', 'LANR', 'Iscr. Albo', 'Cédula', 'Лицензия')} #{d.m('ID', d.v.digits(7))}", size: d.size - 1)
end

def reference(d)
  emp = d.v.org('employer', legal: true)
  ea = d.v.address
  emp_ee = d.v.person
  boss = d.v.person
  d.running(d.rep('ORGANIZATION', emp), firm_line(d, ea, d.v.phone(mobile: false), "hr@#{d.v.domain(emp)}", :rep),
            tr(d, 'Reference – strictly confidential', 'Carta de recomendación – confidencial', 'Attestation – confidentiel', 'Arbeitszeugnis',
               'Lettera di referenze – riservata', 'Carta de referência – confidencial', 'Рекомендательное письмо'), page_word(d))
  d.p("#{d.m('LOCATION', ea[2])}, #{d.m('DATE', d.v.date(year: 2025, style: :word))}", align: :right)
  d.h1(tr(d, 'Reference', 'Carta de referencia', 'Attestation de travail', 'Qualifiziertes Arbeitszeugnis', 'Lettera di referenze', 'Carta de referência', 'Рекомендательное письмо'))
  born, = d.v.birth(style: :word)
  from = d.v.date(year: 2016 + d.rng.rand(5), style: :word)
  to = d.v.date(year: 2024, style: :word)
  d.runs([[d.m('PERSON_NAME', emp_ee.natural), :bold], tr(d, ', born ', ', nacido/a el ', ', né(e) le ', ', geboren am ', ', nato/a il ', ', nascido/a a ', ', '),
          d.m('DATE', born), tr(d, ', worked for ', ', trabajó en ', ', a été employé(e) par ', ', war bei ', ', ha lavorato presso ', ', trabalhou na ', ' работал(а) в компании '),
          [d.m('ORGANIZATION', emp), :bold], tr(d, ' from ', ' desde el ', ' du ', ' vom ', ' dal ', ' de ', ' с '), d.m('DATE', from),
          tr(d, ' to ', ' hasta el ', ' au ', ' bis zum ', ' al ', ' a ', ' по '), d.m('DATE', to),
          tr(d, ' as a logistics coordinator.', ' como coordinador/a de logística.', ' en qualité de coordinateur logistique.', ' als Logistikkoordinator/in tätig.',
             ' come coordinatore logistico.', ' como coordenador/a de logística.', ' в должности координатора по логистике.')])
  d.pdf.move_down 8
  praise = tr(d, 'During this time %s planned inbound transport for three warehouses, trained new colleagues and led the introduction of a new scanning system. We found %s reliable, precise and pleasant to work with, and we would re-employ without hesitation.',
              'Durante este tiempo %s planificó el transporte de tres almacenes y formó a nuevos compañeros. Destacamos su fiabilidad y precisión; %s ha sido un miembro muy valorado del equipo.',
              'Pendant cette période, %s a organisé les flux de trois entrepôts et formé les nouveaux collaborateurs. Nous avons apprécié la rigueur de %s et le recommandons sans réserve.',
              'In dieser Zeit plante %s die Eingangslogistik dreier Lager und arbeitete neue Kollegen ein. Wir haben %s stets als zuverlässig und präzise erlebt und bedauern das Ausscheiden sehr.',
              'In questo periodo %s ha pianificato i trasporti di tre magazzini e formato i nuovi colleghi. Abbiamo apprezzato in %s l’affidabilità e la precisione.',
              'Durante este período, %s planeou o transporte de três armazéns e formou novos colegas. Reconhecemos em %s fiabilidade e rigor.',
              'За это время %s организовал(а) логистику трёх складов и обучал(а) новых сотрудников. Мы ценим в лице %s надёжность и точность.')
  first = d.m('PERSON_NAME', emp_ee.lang == 'ru' ? emp_ee.natural : emp_ee.given)
  second = d.m('PERSON_NAME', emp_ee.short)
  d.pdf.column_box([0, d.pdf.cursor], columns: 2, width: d.pdf.bounds.width, height: 80) { d.p(format(praise, first, second), align: :justify) }
  d.p("#{tr(d, 'For enquiries call', 'Para más información', 'Renseignements', 'Rückfragen', 'Per informazioni', 'Contacto', 'Справки по телефону')} #{d.m('PHONE', d.v.phone(mobile: false))}.")
  d.pdf.move_down 16
  d.p(d.m('PERSON_NAME', boss.full))
  d.p(tr(d, 'Operations Director', 'Director/a de Operaciones', 'Directeur des opérations', 'Leitung Operations', 'Direttore operativo', 'Diretor/a de Operações', 'Операционный директор'), size: d.size - 1)
end

KINDS_HELD14 = { 'hearing' => :hearing, 'transcript' => :transcript, 'giftaid' => :giftaid, 'loyalty' => :loyalty,
                 'visa' => :visa, 'prescription' => :prescription, 'reference' => :reference }.freeze

# The held14 documents: every kind in every language (names 'held14-<kind>-<lang>-1').
def build_held14(part)
  KINDS_HELD14.flat_map do |kind, fn|
    Pools::LANGS.map do |lang|
      d = Doc.new("#{part}-#{kind}-#{lang}-1", kind, lang, part)
      send(fn, d)
      d
    end
  end
end
