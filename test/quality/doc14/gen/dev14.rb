# dev14's kinds (tunable): brokerage statements, SaaS invoices and dunning letters, clinic
# appointment letters, HR offer letters, vehicle service invoices, flight itineraries with a
# boarding pass, rent statements. Every kind in the seven languages.
# frozen_string_literal: true

require_relative 'kit'

SECURITIES = ['Unilever PLC', 'Nestlé SA', 'ASML Holding NV', 'Siemens AG', 'Iberdrola SA', 'ENI SpA',
              'TotalEnergies SE', 'Vanguard FTSE All-World ETF', 'iShares Core MSCI World ETF',
              'EDP Renováveis', 'Allianz SE', 'LVMH', 'Inditex', 'Ferrari NV', 'Novo Nordisk B',
              'Amundi Euro Govt Bond ETF'].freeze

def brokerage(d)
  broker = d.v.org('broker', legal: true)
  ba = d.v.address
  client = d.v.person
  ca = d.v.address
  acct = d.v.ref('', 8, 2, '-')
  d.running(d.rep('ORGANIZATION', broker),
            firm_line(d, ba, d.v.phone(mobile: false), "service@#{d.v.domain(broker)}", :rep),
            "#{tr(d, 'Client', 'Titular', 'Client', 'Depotinhaber', 'Cliente', 'Titular', 'Клиент')}: " \
            "#{d.rep('PERSON_NAME', client.full)} · #{tr(d, 'Account', 'Cuenta', 'Compte', 'Depot', 'Conto', 'Conta', 'Счёт')} " \
            "#{d.rep('ID', acct)}", page_word(d))
  d.h1(tr(d, 'Quarterly investment statement', 'Extracto trimestral de inversiones', 'Relevé de portefeuille trimestriel',
          'Depotauszug zum Quartalsende', 'Rendiconto trimestrale del dossier titoli', 'Extrato trimestral de investimentos',
          'Квартальный отчёт брокера'))
  from = d.v.date(year: 2025, month: 4, day: 1, style: :num)
  to = d.v.date(year: 2025, month: 6, day: 30, style: :num)
  advisor = d.v.person
  d.side_by_side(lambda {
    d.pdf.font('Body', style: :bold) { d.p(d.m('PERSON_NAME', client.full)) }
    d.p(d.addr(ca))
  }, lambda {
    d.kv([[tr(d, 'Account no.', 'N.º de cuenta', 'N° de compte', 'Depot-Nr.', 'N. dossier', 'N.º de conta', '№ счёта'), d.m('ID', acct)],
          [tr(d, 'Period', 'Periodo', 'Période', 'Zeitraum', 'Periodo', 'Período', 'Период'), "#{d.m('DATE', from)} – #{d.m('DATE', to)}"],
          [tr(d, 'Adviser', 'Asesor', 'Conseiller', 'Berater', 'Consulente', 'Gestor', 'Менеджер'), d.m('PERSON_NAME', advisor.full)],
          [tr(d, 'Adviser phone', 'Tel. asesor', 'Tél. conseiller', 'Tel. Berater', 'Tel. consulente', 'Tel. gestor', 'Тел. менеджера'),
           d.m('PHONE', d.v.phone(mobile: false))]], width: d.pdf.bounds.width)
  })
  d.h2(tr(d, 'Holdings', 'Posiciones', 'Positions', 'Bestand', 'Posizioni', 'Posições', 'Позиции'))
  total = 0
  rows = SECURITIES.sample(4 + d.rng.rand(4), random: d.rng).map do |s|
    qty = 5 + d.rng.rand(400)
    price = (5 + d.rng.rand * 300).round(2)
    total += qty * price
    ["#{s}\nISIN #{%w[GB DE FR NL ES IT IE][d.rng.rand(7)]}#{d.v.digits(10)}", qty.to_s,
     d.m('MONEY_AMOUNT', d.v.money(price)), d.m('MONEY_AMOUNT', d.v.money(qty * price))]
  end
  d.table([tr(d, 'Security', 'Valor', 'Titre', 'Wertpapier', 'Titolo', 'Título', 'Бумага'),
           tr(d, 'Qty', 'Cant.', 'Qté', 'Stück', 'Q.tà', 'Qtd.', 'Кол-во'),
           tr(d, 'Price', 'Precio', 'Cours', 'Kurs', 'Prezzo', 'Cotação', 'Цена'),
           tr(d, 'Value', 'Valor', 'Valeur', 'Kurswert', 'Controvalore', 'Valor', 'Стоимость')],
          rows + [[tr(d, 'Total', 'Total', 'Total', 'Summe', 'Totale', 'Total', 'Итого'), '', '', d.m('MONEY_AMOUNT', d.v.money(total))]],
          right: [1, 2, 3], widths: [0.5, 0.12, 0.18, 0.2])
  d.h2(tr(d, 'Transactions', 'Movimientos', 'Opérations', 'Umsätze', 'Movimenti', 'Movimentos', 'Операции'))
  n = 22 + d.rng.rand(30)
  kinds = [tr(d, 'Dividend', 'Dividendo', 'Dividende', 'Dividende', 'Dividendo', 'Dividendo', 'Дивиденд'),
           tr(d, 'Purchase', 'Compra', 'Achat', 'Kauf', 'Acquisto', 'Compra', 'Покупка'),
           tr(d, 'Sale', 'Venta', 'Vente', 'Verkauf', 'Vendita', 'Venda', 'Продажа'),
           tr(d, 'Custody fee', 'Comisión de custodia', 'Droits de garde', 'Depotgebühr', 'Commissione custodia', 'Comissão de guarda', 'Комиссия')]
  rows = Array.new(n) do
    k = kinds[d.rng.rand(kinds.size)]
    [d.m('DATE', d.v.date(year: 2025, month: 4 + d.rng.rand(3), style: :num)), "#{k} #{SECURITIES[d.rng.rand(SECURITIES.size)]}",
     d.m('MONEY_AMOUNT', d.v.money((d.rng.rand * 4000 - 1500).round(2)))]
  end
  d.table([tr(d, 'Date', 'Fecha', 'Date', 'Datum', 'Data', 'Data', 'Дата'),
           tr(d, 'Description', 'Concepto', 'Libellé', 'Buchungstext', 'Descrizione', 'Descrição', 'Описание'),
           tr(d, 'Amount', 'Importe', 'Montant', 'Betrag', 'Importo', 'Montante', 'Сумма')], rows, right: [2], widths: [0.2, 0.55, 0.25])
  iban = d.v.iban
  d.runs([tr(d, 'Income is paid to the cash account ', 'Los rendimientos se abonan en la cuenta ', 'Les revenus sont versés sur le compte ',
             'Erträge werden dem Verrechnungskonto ', 'I proventi sono accreditati sul conto ', 'Os rendimentos são creditados na conta ',
             'Доходы зачисляются на счёт '), [d.m('ACCOUNT', iban), :bold],
          tr(d, ' held by ', ' a nombre de ', ' au nom de ', ' von ', ' intestato a ', ' em nome de ', ' на имя '),
          [d.m('PERSON_NAME', client.full), :color],
          tr(d, '.', '.', '.', ' gutgeschrieben.', '.', '.', '.')])
end

def saas(d)
  vendor = d.v.org('saas', legal: true)
  va = d.v.address
  cust = d.v.org('employer')
  contact = d.v.person
  ca = d.v.address
  inv = d.v.ref('INV-', 6)
  acct = d.v.ref('AC', 7)
  dunning = Pools::LANGS.index(d.lang).odd? ^ (d.name.end_with?('2'))
  d.running(d.rep('ORGANIZATION', vendor), firm_line(d, va, d.v.phone(mobile: false), "billing@#{d.v.domain(vendor)}", :rep),
            "#{d.rep('ORGANIZATION', vendor)} · #{d.rep('URL', "https://www.#{d.v.domain(vendor)}")}", page_word(d))
  d.pdf.font('Body', style: :bold) do
    d.pdf.draw_text(dunning ? tr(d, 'PAYMENT REMINDER', 'RECORDATORIO DE PAGO', 'RELANCE DE PAIEMENT', 'ZAHLUNGSERINNERUNG',
                                 'SOLLECITO DI PAGAMENTO', 'AVISO DE PAGAMENTO', 'НАПОМИНАНИЕ ОБ ОПЛАТЕ') :
                                tr(d, 'INVOICE', 'FACTURA', 'FACTURE', 'RECHNUNG', 'FATTURA', 'FATURA', 'СЧЁТ'),
                    at: [0, d.pdf.cursor - 14], size: d.size + 8)
  end
  # The invoice number and date drawn at absolute positions, as templates ported from paper do.
  x = d.pdf.bounds.width - 190
  d.pdf.draw_text("#{tr(d, 'No.', 'N.º', 'N°', 'Nr.', 'N.', 'N.º', '№')} #{d.m('ID', inv)}", at: [x, d.pdf.cursor - 6])
  d.pdf.draw_text(d.m('DATE', d.v.date(year: 2025)), at: [x, d.pdf.cursor - 18])
  d.pdf.move_down 34
  d.fitted("#{d.m('ORGANIZATION', cust)}\n#{tr(d, 'Attn.', 'A/A', "À l'att. de", 'z. Hd.', 'Alla c.a. di', 'A/C', 'Вниманию')} " \
           "#{d.m('PERSON_NAME', contact.full)}\n#{d.addr(ca)}", 0, d.pdf.cursor, 170, 44)
  d.pdf.move_down 52
  user = d.v.username(contact)
  d.kv([[tr(d, 'Account ID', 'ID de cuenta', 'ID de compte', 'Kundenkonto', 'ID account', 'ID de conta', 'ID аккаунта'), d.m('ID', acct)],
        [tr(d, 'Workspace', 'Espacio', 'Espace', 'Workspace', 'Workspace', 'Espaço', 'Пространство'),
         d.m('URL', "https://#{latin(cust.split.first)}.#{d.v.domain(vendor).split('.').first}.app")],
        [tr(d, 'Account owner', 'Propietario', 'Titulaire', 'Kontoinhaber', 'Titolare', 'Titular', 'Владелец'),
         "#{d.m('USERNAME', user)} (#{d.m('EMAIL', d.v.email(contact))})"],
        [tr(d, 'Last sign-in from', 'Último acceso desde', 'Dernière connexion depuis', 'Letzte Anmeldung von', 'Ultimo accesso da',
            'Último acesso de', 'Последний вход с'), d.m('IP', "#{d.rng.rand(1..223)}.#{d.rng.rand(256)}.#{d.rng.rand(256)}.#{d.rng.rand(1..254)}")]],
       width: d.pdf.bounds.width * 0.75)
  seats = 3 + d.rng.rand(40)
  unit = [8, 12, 15, 24, 39][d.rng.rand(5)]
  net = seats * unit
  rows = [["#{tr(d, 'Team plan', 'Plan Equipo', 'Offre Équipe', 'Team-Tarif', 'Piano Team', 'Plano Equipa', 'Тариф «Команда»')} – " \
           "#{tr(d, 'monthly seats', 'usuarios mensuales', 'licences mensuelles', 'Nutzer monatlich', 'utenti mensili', 'utilizadores mensais', 'пользователей в месяц')}",
           seats.to_s, d.m('MONEY_AMOUNT', d.v.money(unit)), d.m('MONEY_AMOUNT', d.v.money(net))],
          [tr(d, 'Extra storage 500 GB', 'Almacenamiento extra 500 GB', 'Stockage supplémentaire 500 Go', 'Zusatzspeicher 500 GB',
              'Spazio aggiuntivo 500 GB', 'Armazenamento extra 500 GB', 'Доп. хранилище 500 ГБ'), '1', d.m('MONEY_AMOUNT', d.v.money(20)),
           d.m('MONEY_AMOUNT', d.v.money(20))]]
  vat = ((net + 20) * tr(d, 20, 21, 20, 19, 22, 23, 20) / 100.0).round(2)
  d.table([tr(d, 'Item', 'Concepto', 'Désignation', 'Position', 'Voce', 'Artigo', 'Позиция'), tr(d, 'Qty', 'Cant.', 'Qté', 'Menge', 'Q.tà', 'Qtd.', 'Кол-во'),
           tr(d, 'Unit', 'Precio', 'P.U.', 'Einzelpreis', 'Prezzo', 'Preço', 'Цена'), tr(d, 'Amount', 'Importe', 'Montant', 'Betrag', 'Importo', 'Valor', 'Сумма')],
          rows + [[tr(d, 'VAT 20%', 'IVA 21%', 'TVA 20 %', 'USt. 19 %', 'IVA 22%', 'IVA 23%', 'НДС 20%'), '', '', d.m('MONEY_AMOUNT', d.v.money(vat))],
                  [tr(d, 'Total due', 'Total a pagar', 'Total TTC', 'Gesamtbetrag', 'Totale', 'Total a pagar', 'К оплате'), '', '',
                   d.m('MONEY_AMOUNT', d.v.money(net + 20 + vat))]],
          right: [1, 2, 3], widths: [0.52, 0.1, 0.18, 0.2])
  card = d.v.card
  if dunning
    d.runs([tr(d, 'Dear ', 'Estimado/a ', 'Bonjour ', 'Hallo ', 'Gentile ', 'Caro/a ', 'Здравствуйте, '), [d.m('PERSON_NAME', contact.given), :bold],
            tr(d, ', we could not charge the card ', ', no hemos podido cargar la tarjeta ', ', nous n’avons pas pu débiter la carte ',
               ', wir konnten die Karte ', ', non è stato possibile addebitare la carta ', ', não conseguimos debitar o cartão ',
               ' нам не удалось списать оплату с карты '), [d.m('CREDIT_CARD', card), :bold],
            tr(d, ' for invoice ', ' para la factura ', ' pour la facture ', ' für Rechnung ', ' per la fattura ', ' para a fatura ', ' по счёту '),
            [d.m('ID', inv), :color],
            tr(d, '. Please update your payment details by ', '. Actualice sus datos de pago antes del ', '. Merci de mettre à jour vos coordonnées avant le ',
               ' nicht belasten. Bitte aktualisieren Sie Ihre Zahlungsdaten bis zum ', '. Aggiorni i dati di pagamento entro il ',
               '. Atualize os dados de pagamento até ', '. Обновите платёжные данные до '), [d.m('DATE', d.v.date(year: 2025, style: :word)), :bold],
            tr(d, ' or the workspace of ', ' o el espacio de ', ' sinon l’espace de ', ', sonst wird der Workspace von ', ' altrimenti lo spazio di ',
               ' ou o espaço de ', ', иначе пространство '), [d.m('ORGANIZATION', cust), :bold],
            tr(d, ' will be suspended.', ' quedará suspendido.', ' sera suspendu.', ' gesperrt.', ' sarà sospeso.', ' será suspenso.', ' будет заблокировано.')])
  else
    d.p("#{tr(d, 'Paid by card', 'Pagado con tarjeta', 'Réglé par carte', 'Bezahlt mit Karte', 'Pagato con carta', 'Pago com cartão', 'Оплачено картой')} " \
        "#{d.m('CREDIT_CARD', card)} #{tr(d, 'on', 'el', 'le', 'am', 'il', 'em', '')} #{d.m('DATE', d.v.date(year: 2025, style: :num))}.")
  end
end

def clinic(d)
  clinic = d.v.org('clinic', legal: d.rng.rand < 0.3)
  ka = d.v.address
  pat = d.v.person
  pa = d.v.address
  doc = d.v.person
  d.running(d.rep('ORGANIZATION', clinic), firm_line(d, ka, d.v.phone(mobile: false), "citas@#{d.v.domain(clinic)}", :rep),
            tr(d, 'Confidential – patient correspondence', 'Confidencial – correspondencia con el paciente', 'Confidentiel – courrier patient',
               'Vertraulich – Patientenkorrespondenz', 'Riservato – corrispondenza paziente', 'Confidencial – correspondência do utente',
               'Конфиденциально – переписка с пациентом'), page_word(d))
  mrn = d.v.ref('', 7, 1)
  d.side_by_side(lambda {
    d.p(d.m('PERSON_NAME', pat.full))
    d.p(d.addr(pa))
  }, lambda {
    born, age = d.v.birth(style: :num)
    d.kv([[tr(d, 'Patient no.', 'N.º historia', 'N° dossier', 'Patienten-Nr.', 'N. cartella', 'N.º processo', '№ карты'), d.m('ID', mrn)],
          [tr(d, 'Date of birth', 'Fecha de nacimiento', 'Né(e) le', 'Geburtsdatum', 'Nato/a il', 'Data de nascimento', 'Дата рождения'), d.m('DATE', born)],
          [tr(d, 'Age', 'Edad', 'Âge', 'Alter', 'Età', 'Idade', 'Возраст'), d.m('AGE', d.v.age(age))],
          [tr(d, 'NHS number', 'DNI', 'N° sécu.', 'RV-Nummer', 'Codice fiscale', 'NIF', 'СНИЛС'), d.m('SSN', d.v.national)]])
  })
  d.h1(tr(d, 'Appointment letter', 'Citación', 'Convocation', 'Terminbestätigung', 'Promemoria appuntamento', 'Convocatória', 'Приглашение на приём'))
  when_ = d.v.date(year: 2025, style: :word, weekday: true)
  d.runs([tr(d, 'Dear ', 'Estimado/a ', 'Madame, Monsieur ', 'Guten Tag ', 'Gentile ', 'Caro/a ', 'Уважаемый(ая) '), [d.m('PERSON_NAME', pat.natural), :bold],
          tr(d, ', you have an appointment with ', ', tiene cita con ', ', vous avez rendez-vous avec ', ', Sie haben einen Termin bei ',
             ', ha un appuntamento con ', ', tem consulta com ', ', вы записаны на приём к врачу '),
          [d.m('PERSON_NAME', doc.full), :color], tr(d, ' on ', ' el ', ' le ', ' am ', ' il ', ' em ', ' на '),
          [d.m('DATE', when_), :bold], tr(d, ' at 10:40 in room 3.', ' a las 10:40 en la consulta 3.', ' à 10 h 40, salle 3.',
                                            ' um 10:40 Uhr in Raum 3.', ' alle 10:40 nell’ambulatorio 3.', ' às 10h40 no gabinete 3.', ' в 10:40, кабинет 3.')])
  d.pdf.move_down 8
  body = tr(d, 'Please bring a list of your current medicines and arrive ten minutes early. If you cannot attend, call us at least 24 hours before so that another patient can be seen. Parking is limited; the bus stops outside the main entrance. Interpreters can be booked free of charge.',
            'Traiga la lista de su medicación actual y llegue diez minutos antes. Si no puede acudir, llámenos con 24 horas de antelación para que otro paciente pueda ser atendido. El aparcamiento es limitado; el autobús para frente a la entrada principal.',
            'Merci d’apporter la liste de vos médicaments et d’arriver dix minutes en avance. En cas d’empêchement, prévenez-nous au moins 24 heures avant afin qu’un autre patient puisse être reçu. Le stationnement est limité ; le bus s’arrête devant l’entrée principale.',
            'Bitte bringen Sie Ihren Medikationsplan mit und kommen Sie zehn Minuten vor dem Termin. Falls Sie verhindert sind, sagen Sie bitte mindestens 24 Stunden vorher ab, damit wir den Termin vergeben können. Parkplätze sind knapp; der Bus hält vor dem Haupteingang.',
            'Porti l’elenco dei farmaci che assume e arrivi dieci minuti prima. In caso di impedimento ci avvisi almeno 24 ore prima, così potremo ricevere un altro paziente. Il parcheggio è limitato; l’autobus ferma davanti all’ingresso principale.',
            'Traga a lista da medicação atual e chegue dez minutos antes. Se não puder comparecer, avise-nos com 24 horas de antecedência para que outro utente possa ser atendido. O estacionamento é limitado; o autocarro para em frente à entrada principal.',
            'Возьмите с собой список принимаемых лекарств и приходите за десять минут до начала приёма. Если вы не сможете прийти, сообщите нам не позднее чем за 24 часа. Парковка ограничена; автобус останавливается у главного входа.')
  contact = d.m('PHONE', d.v.phone(mobile: false))
  d.pdf.column_box([0, d.pdf.cursor], columns: 2, width: d.pdf.bounds.width, height: 110) do
    d.p(body, align: :justify)
    d.p("#{tr(d, 'Appointments line', 'Teléfono de citas', 'Secrétariat', 'Terminvergabe', 'CUP', 'Marcações', 'Регистратура')}: #{contact}")
  end
  d.p(tr(d, 'Yours sincerely,', 'Atentamente,', 'Cordialement,', 'Mit freundlichen Grüßen', 'Cordiali saluti,', 'Com os melhores cumprimentos,', 'С уважением,'))
  d.p(d.m('PERSON_NAME', doc.short), style: :italic)
end

def offer(d)
  emp = d.v.org('employer', legal: true)
  ea = d.v.address
  cand = d.v.person
  ca = d.v.address
  mgr = d.v.person
  hr = d.v.person
  d.running(d.rep('ORGANIZATION', emp), firm_line(d, ea, d.v.phone(mobile: false), "people@#{d.v.domain(emp)}", :rep),
            "#{tr(d, 'Private and confidential', 'Privado y confidencial', 'Personnel et confidentiel', 'Persönlich/vertraulich',
                  'Personale e riservato', 'Pessoal e confidencial', 'Лично, конфиденциально')} – #{d.rep('PERSON_NAME', cand.full)}", page_word(d))
  d.p(d.m('PERSON_NAME', cand.full))
  d.p(d.addr(ca))
  d.pdf.move_down 6
  d.p("#{d.m('LOCATION', ea[2])}, #{d.m('DATE', d.v.date(year: 2025, style: :word))}", align: :right)
  d.h1(tr(d, 'Offer of employment', 'Oferta de empleo', 'Promesse d’embauche', 'Arbeitsvertragsangebot', 'Lettera di assunzione', 'Proposta de contrato', 'Предложение о работе'))
  salary = d.v.money(28_000 + d.rng.rand(60) * 1000)
  start = d.v.date(year: 2025, style: :word)
  d.runs([tr(d, 'Dear ', 'Estimado/a ', 'Chère Madame, cher Monsieur ', 'Liebe/r ', 'Gentile ', 'Caro/a ', 'Уважаемый(ая) '), [d.m('PERSON_NAME', cand.natural), :bold],
          tr(d, ', we are delighted to offer you the position of Senior Data Analyst at ', ', nos complace ofrecerle el puesto de analista de datos sénior en ',
             ', nous avons le plaisir de vous proposer le poste d’analyste de données senior chez ', ', wir freuen uns, Ihnen die Stelle als Senior Data Analyst bei ',
             ', siamo lieti di offrirle il ruolo di Senior Data Analyst presso ', ', temos o prazer de lhe propor a função de analista de dados sénior na ',
             ', мы рады предложить вам должность старшего аналитика данных в компании '), [d.m('ORGANIZATION', emp), :bold],
          tr(d, ', reporting to ', ', bajo la dirección de ', ', sous la responsabilité de ', ' anzubieten; Ihre Vorgesetzte bzw. Ihr Vorgesetzter ist ',
             ', alle dipendenze di ', ', reportando a ', '; ваш руководитель — '), [d.m('PERSON_NAME', mgr.full), :color],
          tr(d, '. Your gross annual salary will be ', '. Su salario bruto anual será de ', '. Votre rémunération annuelle brute sera de ',
             '. Ihr Bruttojahresgehalt beträgt ', '. La retribuzione annua lorda sarà di ', '. A sua remuneração anual bruta será de ', '. Годовой оклад до вычета налогов: '),
          [d.m('MONEY_AMOUNT', salary), :bold], tr(d, ', starting on ', ', con incorporación el ', ', à compter du ', ', Beginn am ', ', con decorrenza dal ', ', com início a ', ', дата выхода — '),
          [d.m('DATE', start), :bold], '.'])
  d.h2(tr(d, 'Terms', 'Condiciones', 'Conditions', 'Konditionen', 'Condizioni', 'Condições', 'Условия'))
  terms = tr(d, 'The first six months are a probationary period with one week’s notice on either side. Holiday entitlement is 27 days plus public holidays. You will join the company pension scheme after three months. This offer is subject to satisfactory references and proof of your right to work. Please return the signed copy within ten days; a contract of employment will follow.',
             'Los seis primeros meses son de periodo de prueba. Dispondrá de 23 días laborables de vacaciones. El salario se abonará en 14 pagas. Esta oferta queda condicionada a la comprobación de referencias. Le rogamos devuelva una copia firmada en un plazo de diez días.',
             'La période d’essai est de quatre mois renouvelable une fois. Vous bénéficierez de 25 jours de congés payés et de 10 jours de RTT. La mutuelle d’entreprise est prise en charge à 60 %. Merci de nous retourner un exemplaire signé sous dix jours.',
             'Die Probezeit beträgt sechs Monate. Ihr Urlaubsanspruch beträgt 30 Arbeitstage. Die betriebliche Altersvorsorge beginnt nach drei Monaten. Das Angebot steht unter dem Vorbehalt einwandfreier Referenzen. Bitte senden Sie uns ein unterschriebenes Exemplar innerhalb von zehn Tagen zurück.',
             'Il periodo di prova è di sei mesi. Si applica il CCNL Commercio, livello I. Le ferie sono di 26 giorni lavorativi. L’offerta è subordinata alla verifica delle referenze. La preghiamo di restituirci una copia firmata entro dieci giorni.',
             'O período experimental é de 90 dias. Terá direito a 22 dias úteis de férias e subsídio de refeição em cartão. A proposta está sujeita à verificação de referências. Agradecemos a devolução de um exemplar assinado no prazo de dez dias.',
             'Испытательный срок — три месяца. Ежегодный оплачиваемый отпуск — 28 календарных дней. Предложение действительно при условии успешной проверки рекомендаций. Просим вернуть подписанный экземпляр в течение десяти дней.')
  d.pdf.column_box([0, d.pdf.cursor], columns: 2, width: d.pdf.bounds.width, height: 100) { d.p(terms, align: :justify) }
  d.pdf.move_down 20
  d.side_by_side(lambda {
    d.p('______________________')
    d.p(d.m('PERSON_NAME', hr.full))
    d.p(tr(d, 'Head of People', 'Directora de RR. HH.', 'DRH', 'Personalleitung', 'Responsabile HR', 'Diretora de RH', 'Директор по персоналу'))
  }, lambda {
    d.p('______________________')
    d.p(d.m('PERSON_NAME', cand.full))
    d.p("#{tr(d, 'Mobile', 'Móvil', 'Portable', 'Mobil', 'Cellulare', 'Telemóvel', 'Моб.')}: #{d.m('PHONE', d.v.phone(mobile: true))}")
  })
end

PARTS_LINES = [%w[Oil\ filter Aceite Filtre\ à\ huile Ölfilter Filtro\ olio Filtro\ de\ óleo Масляный\ фильтр],
               ['Brake pads front axle, including wear sensor and cleaning of callipers', 'Pastillas de freno delanteras con sensor de desgaste y limpieza de pinzas',
                'Plaquettes de frein avant avec témoin d’usure et nettoyage des étriers', 'Bremsbeläge Vorderachse inkl. Verschleißsensor und Reinigung der Bremssättel',
                'Pastiglie freno anteriori con sensore di usura e pulizia pinze', 'Pastilhas de travão dianteiras com sensor de desgaste e limpeza das pinças',
                'Колодки тормозные передние с датчиком износа, чистка суппортов'],
               %w[Engine\ oil\ 5W-30 Aceite\ 5W-30 Huile\ moteur\ 5W-30 Motoröl\ 5W-30 Olio\ motore\ 5W-30 Óleo\ motor\ 5W-30 Моторное\ масло\ 5W-30],
               ['Annual service labour (2.5 h)', 'Mano de obra revisión anual (2,5 h)', 'Main-d’œuvre révision (2,5 h)', 'Arbeitszeit Inspektion (2,5 Std.)',
                'Manodopera tagliando (2,5 h)', 'Mão de obra revisão (2,5 h)', 'Работы по ТО (2,5 н/ч)'],
               %w[Wiper\ blades Escobillas Balais\ d’essuie-glace Wischerblätter Spazzole\ tergicristallo Escovas Щётки\ стеклоочистителя]].freeze

def garage(d)
  g = d.v.org('garage', legal: d.rng.rand < 0.7)
  ga = d.v.address
  cust = d.v.person
  ca = d.v.address
  d.running(d.rep('ORGANIZATION', g), firm_line(d, ga, d.v.phone(mobile: false), "werkstatt@#{d.v.domain(g)}", :rep),
            tr(d, 'Payment due within 14 days. Parts remain our property until paid in full.', 'Pago a 14 días. Las piezas son de nuestra propiedad hasta su pago.',
               'Paiement à 14 jours. Pièces sous réserve de propriété.', 'Zahlbar innerhalb von 14 Tagen. Teile bleiben bis zur Bezahlung unser Eigentum.',
               'Pagamento a 14 giorni. I ricambi restano di nostra proprietà fino al saldo.', 'Pagamento a 14 dias. As peças são nossa propriedade até pagamento.',
               'Оплата в течение 14 дней.'), page_word(d))
  inv = d.v.ref('', 6, 0)
  top = d.pdf.cursor
  d.pdf.draw_text(tr(d, 'Workshop invoice', 'Factura de taller', 'Facture atelier', 'Werkstattrechnung', 'Fattura officina', 'Fatura de oficina', 'Заказ-наряд'),
                  at: [0, top - 12], size: d.size + 6)
  d.pdf.draw_text("#{tr(d, 'Invoice', 'Factura', 'Facture', 'Rechnung', 'Fattura', 'Fatura', 'Счёт')} #{d.m('ID', inv)}", at: [d.pdf.bounds.width - 170, top - 12])
  d.pdf.draw_text(d.m('DATE', d.v.date(year: 2025, style: :num)), at: [d.pdf.bounds.width - 170, top - 26])
  # The customer's block in a fixed window box (an envelope window), shrunk to fit.
  d.fitted("#{d.m('PERSON_NAME', cust.full)}\n#{d.addr(ca)}", 0, top - 36, 150, 34)
  d.pdf.move_cursor_to(top - 84)
  plate = d.v.plate
  d.kv([[tr(d, 'Registration', 'Matrícula', 'Immatriculation', 'Kennzeichen', 'Targa', 'Matrícula', 'Госномер'), d.m('ID', plate)],
        ['VIN', d.m('ID', d.v.vin)],
        [tr(d, 'Mileage', 'Kilometraje', 'Kilométrage', 'km-Stand', 'Km', 'Quilómetros', 'Пробег'), "#{40 + d.rng.rand(150)} 312 km"],
        [tr(d, 'Customer phone', 'Teléfono cliente', 'Tél. client', 'Telefon Kunde', 'Tel. cliente', 'Telefone cliente', 'Телефон клиента'), d.m('PHONE', d.v.phone)]],
       width: d.pdf.bounds.width * 0.7)
  total = 0
  rows = PARTS_LINES.sample(3 + d.rng.rand(3), random: d.rng).map do |l|
    amt = (10 + d.rng.rand * 280).round(2)
    total += amt
    [d.v.letters(2) + d.v.digits(5), l[Pools::LANGS.index(d.lang)], d.m('MONEY_AMOUNT', d.v.money(amt))]
  end
  d.table([tr(d, 'Part no.', 'Ref.', 'Réf.', 'Teile-Nr.', 'Cod.', 'Ref.', 'Артикул'),
           tr(d, 'Description', 'Descripción', 'Désignation', 'Bezeichnung', 'Descrizione', 'Descrição', 'Наименование'),
           tr(d, 'Amount', 'Importe', 'Montant', 'Betrag', 'Importo', 'Valor', 'Сумма')],
          rows + [[tr(d, 'Total', 'Total', 'Total TTC', 'Gesamt', 'Totale', 'Total', 'Итого'), '', d.m('MONEY_AMOUNT', d.v.money(total))]],
          right: [2], widths: [0.16, 0.6, 0.24])
  d.runs([tr(d, 'Vehicle ', 'Vehículo ', 'Véhicule ', 'Fahrzeug ', 'Veicolo ', 'Viatura ', 'Автомобиль '), [d.m('ID', plate), :bold],
          tr(d, ' collected by ', ' recogido por ', ' restitué à ', ' abgeholt von ', ' ritirato da ', ' levantada por ', ' получил '),
          [d.m('PERSON_NAME', cust.short), :bold], tr(d, ' on ', ' el ', ' le ', ' am ', ' il ', ' em ', ' '), d.m('DATE', d.v.date(year: 2025, style: :short)), '.'])
end

# Airports as an itinerary prints them: in Latin letters, in Cyrillic on a Russian one.
AIRPORTS = [['London Heathrow (LHR)', 'Лондон Хитроу (LHR)'], ['Madrid-Barajas (MAD)', 'Мадрид Барахас (MAD)'],
            ['Paris-Charles de Gaulle (CDG)', 'Париж Шарль-де-Голль (CDG)'], ['Frankfurt (FRA)', 'Франкфурт-на-Майне (FRA)'],
            ['Roma Fiumicino (FCO)', 'Рим Фьюмичино (FCO)'], ['Lisboa (LIS)', 'Лиссабон (LIS)'],
            ['Moscow Sheremetyevo (SVO)', 'Москва Шереметьево (SVO)'], ['Amsterdam Schiphol (AMS)', 'Амстердам Схипхол (AMS)']].freeze

def itinerary(d)
  agent = d.v.org('travel', legal: d.rng.rand < 0.5)
  aa = d.v.address
  air = d.v.org('airline', legal: false)
  pax = d.v.person
  pnr = d.v.letters(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')
  d.running(d.rep('ORGANIZATION', agent), firm_line(d, aa, d.v.phone(mobile: false), "bookings@#{d.v.domain(agent)}", :rep),
            "#{tr(d, 'Booking', 'Reserva', 'Réservation', 'Buchung', 'Prenotazione', 'Reserva', 'Бронирование')} #{d.rep('ID', pnr)}", page_word(d))
  d.h1(tr(d, 'Your flight itinerary', 'Su itinerario de vuelo', 'Votre itinéraire', 'Ihr Reiseplan', 'Il suo itinerario', 'O seu itinerário', 'Ваш маршрут'))
  d.kv([[tr(d, 'Passenger', 'Pasajero', 'Passager', 'Reisende/r', 'Passeggero', 'Passageiro', 'Пассажир'), d.m('PERSON_NAME', pax.full)],
        [tr(d, 'Passport', 'Pasaporte', 'Passeport', 'Reisepass', 'Passaporto', 'Passaporte', 'Паспорт'), d.m('PASSPORT', d.v.passport)],
        [tr(d, 'Ticket', 'Billete', 'Billet', 'Ticket', 'Biglietto', 'Bilhete', 'Билет'), d.m('ID', "#{d.v.digits(3)}-#{d.v.digits(10)}")],
        [tr(d, 'Frequent flyer', 'Viajero frecuente', 'Carte fidélité', 'Vielfliegernummer', 'Frequent flyer', 'Passageiro frequente', 'Бонусная карта'),
         d.m('ID', d.v.ref(d.v.letters(2), 9))],
        [tr(d, 'E-mail', 'Correo', 'E-mail', 'E-Mail', 'E-mail', 'E-mail', 'Эл. почта'), d.m('EMAIL', d.v.email(pax))],
        [tr(d, 'Mobile', 'Móvil', 'Portable', 'Mobil', 'Cellulare', 'Telemóvel', 'Телефон'), d.m('PHONE', d.v.phone(mobile: true))]])
  legs = AIRPORTS.sample(3, random: d.rng).map { |pair| pair[d.lang == 'ru' ? 1 : 0] }
  out = d.v.date(year: 2025, style: :short)
  back = d.v.date(year: 2025, style: :short)
  rows = [[d.m('DATE', out), "#{d.v.letters(2)} #{100 + d.rng.rand(900)}", d.m('LOCATION', legs[0]), d.m('LOCATION', legs[1]), '07:35', 'Y'],
          [d.m('DATE', back), "#{d.v.letters(2)} #{100 + d.rng.rand(900)}", d.m('LOCATION', legs[1]), d.m('LOCATION', legs[0]), '18:10', 'Y']]
  d.table([tr(d, 'Date', 'Fecha', 'Date', 'Datum', 'Data', 'Data', 'Дата'), tr(d, 'Flight', 'Vuelo', 'Vol', 'Flug', 'Volo', 'Voo', 'Рейс'),
           tr(d, 'From', 'Origen', 'Départ', 'Von', 'Da', 'Origem', 'Откуда'), tr(d, 'To', 'Destino', 'Arrivée', 'Nach', 'A', 'Destino', 'Куда'),
           tr(d, 'Dep.', 'Salida', 'Heure', 'Abflug', 'Partenza', 'Partida', 'Вылет'), tr(d, 'Class', 'Clase', 'Classe', 'Klasse', 'Classe', 'Classe', 'Класс')],
          rows, widths: [0.15, 0.1, 0.3, 0.3, 0.08, 0.07])
  d.pdf.move_down 10
  # The boarding pass: a bordered box with the name letter-spaced in capitals, the booking code
  # in a letter-spaced monospace, seat and gate drawn at absolute positions.
  top = d.pdf.cursor
  w = d.pdf.bounds.width
  d.pdf.stroke_color d.accent
  d.pdf.line_width 1.5
  d.pdf.stroke_rectangle([0, top], w, 150)
  d.pdf.line_width 1
  d.pdf.fill_color d.accent
  d.pdf.fill_rectangle([0, top], w, 22)
  d.pdf.fill_color 'FFFFFF'
  d.pdf.font('Body', style: :bold) do
    d.pdf.draw_text("#{tr(d, 'BOARDING PASS', 'TARJETA DE EMBARQUE', 'CARTE D’EMBARQUEMENT', 'BORDKARTE', 'CARTA D’IMBARCO', 'CARTÃO DE EMBARQUE', 'ПОСАДОЧНЫЙ ТАЛОН')} · #{d.m('ORGANIZATION', air)}",
                    at: [10, top - 15], size: d.size + 1)
  end
  d.pdf.fill_color '000000'
  d.pdf.bounding_box([10, top - 32], width: w * 0.62) do
    d.pdf.text(tr(d, 'NAME', 'NOMBRE', 'NOM', 'NAME', 'NOME', 'NOME', 'ФАМИЛИЯ ИМЯ'), size: 7, color: '777777')
    d.pdf.character_spacing(1.5 + d.rng.rand * 2) do
      d.pdf.font('Body', style: :bold) { d.pdf.text(d.m('PERSON_NAME', pax.caps), size: d.size + 3) }
    end
    d.pdf.move_down 6
    d.pdf.text(tr(d, 'BOOKING REFERENCE', 'LOCALIZADOR', 'RÉFÉRENCE', 'BUCHUNGSCODE', 'CODICE PRENOTAZIONE', 'CÓDIGO DE RESERVA', 'КОД БРОНИРОВАНИЯ'), size: 7, color: '777777')
    d.pdf.font('Mono', style: :bold) { d.pdf.character_spacing(3) { d.pdf.text(d.m('ID', pnr), size: 14) } }
    d.pdf.move_down 6
    d.pdf.text("#{d.m('LOCATION', legs[0])} → #{d.m('LOCATION', legs[1])}", size: d.size)
    d.pdf.text(d.m('DATE', out), size: d.size)
  end
  x = w * 0.7
  [[tr(d, 'SEAT', 'ASIENTO', 'SIÈGE', 'SITZ', 'POSTO', 'LUGAR', 'МЕСТО'), "#{1 + d.rng.rand(30)}#{'ACDF'[d.rng.rand(4)]}"],
   [tr(d, 'GATE', 'PUERTA', 'PORTE', 'GATE', 'GATE', 'PORTA', 'ВЫХОД'), "B#{10 + d.rng.rand(40)}"],
   [tr(d, 'BOARDING', 'EMBARQUE', 'EMBARQUEMENT', 'BOARDING', 'IMBARCO', 'EMBARQUE', 'ПОСАДКА'), '06:55']].each_with_index do |(k, val), i|
    d.pdf.draw_text(k, at: [x, top - 45 - i * 34], size: 7)
    d.pdf.font('Body', style: :bold) { d.pdf.draw_text(val, at: [x, top - 60 - i * 34], size: d.size + 4) }
  end
  d.pdf.move_cursor_to(top - 160)
end

def rent(d)
  pm = d.v.org('property', legal: d.rng.rand < 0.6)
  pma = d.v.address
  tenant = d.v.person
  flat = d.v.address
  landlord = d.v.person
  tref = d.v.ref('T', 6, 0, '')
  d.running(d.rep('ORGANIZATION', pm), firm_line(d, pma, d.v.phone(mobile: false), "rent@#{d.v.domain(pm)}", :rep),
            "#{tr(d, 'Tenant', 'Inquilino', 'Locataire', 'Mieter', 'Conduttore', 'Inquilino', 'Арендатор')}: #{d.rep('PERSON_NAME', tenant.full)} · " \
            "#{tr(d, 'Ref.', 'Ref.', 'Réf.', 'Mietkonto', 'Rif.', 'Ref.', 'Дог.')} #{d.rep('ID', tref)}", page_word(d))
  d.h1(tr(d, 'Rent statement', 'Extracto de alquiler', 'Relevé de compte locataire', 'Mietkontoauszug', 'Estratto conto locazione', 'Extrato de rendas', 'Выписка по аренде'))
  d.side_by_side(lambda {
    d.p(d.m('PERSON_NAME', tenant.full))
    d.p(d.addr(flat))
  }, lambda {
    d.kv([[tr(d, 'Tenancy ref.', 'Contrato', 'Bail n°', 'Mietkonto', 'Contratto', 'Contrato', 'Договор'), d.m('ID', tref)],
          [tr(d, 'Landlord', 'Propietario', 'Bailleur', 'Vermieter', 'Locatore', 'Senhorio', 'Собственник'), d.m('PERSON_NAME', landlord.full)],
          [tr(d, 'Tenancy start', 'Inicio', 'Début du bail', 'Mietbeginn', 'Decorrenza', 'Início', 'Начало'), d.m('DATE', d.v.date(year: 2021 + d.rng.rand(4), style: :num))]])
  })
  rent = 550 + d.rng.rand(90) * 10
  bal = 0.0
  rows = []
  months = 14 + d.rng.rand(16)
  months.times do |i|
    y = 2023 + (i / 12)
    mo = 1 + i % 12
    bal += rent
    rows << [d.m('DATE', d.v.date(year: y, month: mo, day: 1, style: :num)),
             tr(d, 'Rent due', 'Renta mensual', 'Loyer et charges', 'Sollmiete', 'Canone', 'Renda', 'Начисление'), d.m('MONEY_AMOUNT', d.v.money(rent)), '',
             d.m('MONEY_AMOUNT', d.v.money(bal))]
    paid = d.rng.rand < 0.9 ? rent : rent - 100
    bal -= paid
    rows << [d.m('DATE', d.v.date(year: y, month: mo, day: 2 + d.rng.rand(5), style: :num)),
             tr(d, 'Payment received – thank you', 'Pago recibido', 'Règlement reçu, merci', 'Zahlungseingang', 'Pagamento ricevuto', 'Pagamento recebido', 'Оплата получена'),
             '', d.m('MONEY_AMOUNT', d.v.money(paid)), d.m('MONEY_AMOUNT', d.v.money(bal))]
  end
  d.table([tr(d, 'Date', 'Fecha', 'Date', 'Datum', 'Data', 'Data', 'Дата'), tr(d, 'Entry', 'Concepto', 'Libellé', 'Buchung', 'Voce', 'Movimento', 'Операция'),
           tr(d, 'Charge', 'Cargo', 'Débit', 'Soll', 'Addebito', 'Débito', 'Начислено'), tr(d, 'Paid', 'Abono', 'Crédit', 'Haben', 'Accredito', 'Crédito', 'Оплачено'),
           tr(d, 'Balance', 'Saldo', 'Solde', 'Saldo', 'Saldo', 'Saldo', 'Сальдо')], rows, right: [2, 3, 4], widths: [0.16, 0.36, 0.16, 0.16, 0.16])
  iban = d.m('ACCOUNT', d.v.iban)
  d.runs([tr(d, 'Please pay by standing order to ', 'Pague por transferencia a ', 'Merci de régler par virement sur le compte ',
             'Bitte überweisen Sie per Dauerauftrag auf ', 'Si prega di pagare con bonifico su ', 'Pague por transferência para ', 'Оплачивайте на счёт '),
          [iban, :bold], tr(d, ' quoting ', ' indicando ', ' en indiquant ', ' mit Verwendungszweck ', ' indicando ', ' indicando ', ' с указанием '),
          [d.m('ID', tref), :bold], '.'])
end

KINDS14 = { 'brokerage' => :brokerage, 'saas' => :saas, 'clinic' => :clinic, 'offer' => :offer,
            'garage' => :garage, 'itinerary' => :itinerary, 'rent' => :rent }.freeze

# The dev14 documents: every kind in every language (names 'dev14-<kind>-<lang>-1').
def build_dev14(part)
  KINDS14.flat_map do |kind, fn|
    Pools::LANGS.map do |lang|
      d = Doc.new("#{part}-#{kind}-#{lang}-1", kind, lang, part)
      send(fn, d)
      d
    end
  end
end
