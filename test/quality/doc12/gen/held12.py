"""held12 (never tuned on): hotel folios, car-rental agreements, utility-portal account
statements, school parent registers, insurance claim portal printouts, event registration lists,
charity donation receipts (letter-spaced capitals), hotel guest Wi-Fi registrations (values
broken inside narrow cells); seven languages, printed by wkhtmltopdf (Qt WebKit). Nobody but its
author reads this file."""
import datetime

from kit import Doc, e
from values import LANGS

WEEKDAYS = {
    'en': ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    'es': ['lun.', 'mar.', 'mié.', 'jue.', 'vie.', 'sáb.', 'dom.'],
    'fr': ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'],
    'de': ['Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.', 'So.'],
    'it': ['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom'],
    'pt': ['seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.', 'dom.'],
    'ru': ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'],
}


def footer(d, org, addr, extra=''):
    """The firm's data at the end of the page: name, address, phone (a portal's footer)."""
    d.foot = (f'{d.m("ORGANIZATION", org)} · {d.m("ADDRESS", d.v.one_line(addr))} · '
              f'{d.m("PHONE", d.v.phone(False))}' + extra)


def hhmm(d):
    return f'{d.rng.randrange(6, 22):02d}:{d.rng.choice(["05", "20", "30", "50"])}'


def fmt_day(d, day, style):
    """A datetime.date in the document's numeric style."""
    if style == 'iso':
        return day.isoformat()
    sep = '.' if d.lang in ('de', 'ru') else '/'
    return f'{day.day:02d}{sep}{day.month:02d}{sep}{day.year}'


def passport(d):
    """A passport number in the country's shape."""
    v = d.v
    return {'en': v.digits(9), 'es': v.letters(3) + v.digits(6), 'fr': v.digits(2) + v.letters(2) + v.digits(5),
            'de': v.letters(9, 'CFGHJKLMNPRTVWXYZ0123456789'), 'it': v.letters(2) + v.digits(7),
            'pt': v.letters(1) + v.digits(6), 'ru': f'{v.digits(2)} {v.digits(7)}'}[d.lang]


def licence(d):
    """A driving licence number in the country's shape."""
    v, r = d.v, d.rng
    return {'en': f'{v.letters(5)}{v.digits(6)}{v.letters(2)}{v.digits(1)}{v.letters(2)}', 'es': v.national(),
            'fr': v.digits(12), 'de': f'{v.letters(1)}{v.digits(3)}{v.letters(6, "0123456789ABCDEFGHJKLMNPRSTUVWXYZ")}{v.digits(1)}',
            'it': f'{v.letters(2)}{v.digits(7)}{v.letters(1)}', 'pt': f'{r.choice(["L", "P", "AV"])}-{v.digits(7)} {v.digits(1)}',
            'ru': f'{v.digits(2)} {v.digits(2)} {v.digits(6)}'}[d.lang]


# --- hotel folios ---------------------------------------------------------------------------
FOLIO = {
    'en': dict(t='Guest folio', guest='Guest', room='Room', arr='Arrival', dep='Departure', folio='Folio no.', res='Reservation no.', addr='Home address',
               mail='E-mail', tel='Phone', pass_='Passport no.', head=['Date', 'Description', 'Charge', 'Credit'], room_l='Accommodation', bf='Breakfast',
               bar='Bar', park='Parking', tax='City tax', pay='Payment by card {c}', bal='Balance', comp='Invoice to', thanks='Thank you for staying with us, {n}. We hope to welcome you back soon.',
               clerk='Cashier'),
    'es': dict(t='Factura de estancia', guest='Huésped', room='Habitación', arr='Llegada', dep='Salida', folio='N.º de folio', res='N.º de reserva', addr='Domicilio',
               mail='Correo electrónico', tel='Teléfono', pass_='N.º de pasaporte', head=['Fecha', 'Concepto', 'Cargo', 'Abono'], room_l='Alojamiento', bf='Desayuno',
               bar='Cafetería', park='Aparcamiento', tax='Tasa turística', pay='Pago con tarjeta {c}', bal='Saldo', comp='Facturar a', thanks='Gracias por alojarse con nosotros, {n}. Esperamos volver a verle pronto.',
               clerk='Recepción'),
    'fr': dict(t='Note d’hôtel', guest='Client', room='Chambre', arr='Arrivée', dep='Départ', folio='N° de note', res='N° de réservation', addr='Adresse',
               mail='E-mail', tel='Téléphone', pass_='N° de passeport', head=['Date', 'Libellé', 'Débit', 'Crédit'], room_l='Hébergement', bf='Petit-déjeuner',
               bar='Bar', park='Parking', tax='Taxe de séjour', pay='Règlement par carte {c}', bal='Solde', comp='Facturé à', thanks='Merci de votre séjour, {n}. Au plaisir de vous accueillir à nouveau.',
               clerk='Réception'),
    'de': dict(t='Gästerechnung', guest='Gast', room='Zimmer', arr='Anreise', dep='Abreise', folio='Rechnungs-Nr.', res='Reservierungs-Nr.', addr='Anschrift',
               mail='E-Mail', tel='Telefon', pass_='Reisepass-Nr.', head=['Datum', 'Leistung', 'Belastung', 'Gutschrift'], room_l='Übernachtung', bf='Frühstück',
               bar='Hotelbar', park='Tiefgarage', tax='Kurtaxe', pay='Zahlung mit Karte {c}', bal='Saldo', comp='Rechnung an', thanks='Vielen Dank für Ihren Aufenthalt, {n}. Wir freuen uns auf Ihren nächsten Besuch.',
               clerk='Rezeption'),
    'it': dict(t='Conto dell’ospite', guest='Ospite', room='Camera', arr='Arrivo', dep='Partenza', folio='Conto n.', res='Prenotazione n.', addr='Indirizzo',
               mail='E-mail', tel='Telefono', pass_='N. passaporto', head=['Data', 'Descrizione', 'Addebito', 'Accredito'], room_l='Pernottamento', bf='Colazione',
               bar='Bar', park='Garage', tax='Imposta di soggiorno', pay='Pagamento con carta {c}', bal='Saldo', comp='Intestare a', thanks='Grazie per aver soggiornato da noi, {n}. Speriamo di rivederla presto.',
               clerk='Ricevimento'),
    'pt': dict(t='Conta do hóspede', guest='Hóspede', room='Quarto', arr='Chegada', dep='Partida', folio='Conta n.º', res='Reserva n.º', addr='Morada',
               mail='E-mail', tel='Telefone', pass_='N.º do passaporte', head=['Data', 'Descrição', 'Débito', 'Crédito'], room_l='Alojamento', bf='Pequeno-almoço',
               bar='Bar', park='Estacionamento', tax='Taxa turística', pay='Pagamento com cartão {c}', bal='Saldo', comp='Faturar a', thanks='Obrigado pela sua estadia, {n}. Esperamos recebê-lo novamente.',
               clerk='Receção'),
    'ru': dict(t='Счёт гостя', guest='Гость', room='Номер', arr='Заезд', dep='Выезд', folio='Счёт №', res='Бронь №', addr='Адрес проживания',
               mail='Эл. почта', tel='Телефон', pass_='Паспорт', head=['Дата', 'Услуга', 'Начислено', 'Оплачено'], room_l='Проживание', bf='Завтрак',
               bar='Бар', park='Парковка', tax='Курортный сбор', pay='Оплата картой {c}', bal='Остаток', comp='Плательщик', thanks='Спасибо, что выбрали нас, {n}! Будем рады видеть вас снова.',
               clerk='Служба приёма'),
}


def folio(d):
    t, v, r = FOLIO[d.lang], d.v, d.rng
    hotel = v.org('hotel')
    ha = v.address()
    footer(d, hotel, ha)
    d.title = t['t']
    g = v.person()
    a = v.address()
    nights = r.randrange(2, 12)
    start = datetime.date(r.randrange(2024, 2026), r.randrange(1, 13), r.randrange(1, 28))
    style = r.choice(['num', 'iso'])
    d.top(d.m('ORGANIZATION', hotel), [d.m('ADDRESS', v.one_line(ha)), d.m('EMAIL', f'reception@{v.org_domain(hotel)}')])
    d.h1(e(t['t']) + ' ' + d.m('ID', v.ref('', 6)))
    pairs = [(t['guest'], d.m('PERSON_NAME', r.choice([g.caps, g.full]))), (t['room'], str(r.randrange(101, 640))),
             (t['arr'], d.m('DATE', fmt_day(d, start, style))), (t['dep'], d.m('DATE', fmt_day(d, start + datetime.timedelta(days=nights), style))),
             (t['res'], d.m('ID', v.ref('', 8, 2))), (t['addr'], d.addr(a)), (t['mail'], d.m('EMAIL', v.email(g))),
             (t['tel'], d.m('PHONE', v.phone(True))), (t['pass_'], d.m('PASSPORT', passport(d)))]
    if r.random() < 0.35:
        pairs.append((t['comp'], d.m('ORGANIZATION', v.org(r.choice(['insurer', 'utility', 'rental'])))))
    d.kv(pairs)
    rate = r.randrange(69, 260) * (60 if d.lang == 'ru' else 1)
    rows, total = [], 0.0
    for i in range(nights):
        day = start + datetime.timedelta(days=i)
        ds = f'{WEEKDAYS[d.lang][day.weekday()]} {fmt_day(d, day, style)}'
        items = [(t['room_l'], rate), (t['tax'], 2.5 * (60 if d.lang == 'ru' else 1))]
        if r.random() < 0.6:
            items.append((t['bf'], r.choice([12, 16.5, 19]) * (60 if d.lang == 'ru' else 1)))
        if r.random() < 0.3:
            items.append((t['bar'], r.randrange(400, 4800) / 100 * (60 if d.lang == 'ru' else 1)))
        if r.random() < 0.3:
            items.append((t['park'], 15 * (60 if d.lang == 'ru' else 1)))
        for desc, amt in items:
            total += amt
            rows.append([d.m('DATE', ds), e(desc), d.m('MONEY_AMOUNT', v.money(amt)), ''])
    card = v.card()
    last = start + datetime.timedelta(days=nights)
    rows.append([d.m('DATE', fmt_day(d, last, style)), e(t['pay']).replace('{c}', d.m('CREDIT_CARD', card)), '',
                 d.m('MONEY_AMOUNT', v.money(total))])
    d.table(t['head'], rows, num=(2, 3), nowrap=(0,))
    d.p(f'<span class="total">{e(t["bal"])}: {d.m("MONEY_AMOUNT", v.money(0))}</span>', 'right')
    name = g.short if d.lang != 'ru' else f'{g.given} {g.pat}'
    d.p(e(t['thanks']).replace('{n}', d.m('PERSON_NAME', name)))
    clerk = v.person()
    d.p(f'{e(t["clerk"])}: {d.m("PERSON_NAME", clerk.first)}', 'small')


# --- car-rental agreements ------------------------------------------------------------------
RENT = {
    'en': dict(t='Rental agreement', no='Agreement no.', drv='Main driver', add='Additional driver', name='Name', dob='Date of birth', lic='Driving licence no.',
               issued='Issued', addr='Address', tel='Mobile', mail='E-mail', veh='Vehicle', group='Group', plate='Registration', out='Pick-up', back='Return',
               km='Mileage out', fuel='Fuel', full='Full', head=['Item', 'Days', 'Rate', 'Amount'], items=['Time and mileage', 'Collision damage waiver', 'Child seat', 'Additional driver'],
               dep='Deposit pre-authorised on card {c}: {a}', terms='The renter confirms receipt of the vehicle in the condition shown and accepts the rental terms. Traffic fines are passed on to the renter with a handling fee.',
               place='Place and date', sig='Renter’s signature', agent='Agent'),
    'es': dict(t='Contrato de alquiler', no='N.º de contrato', drv='Conductor principal', add='Conductor adicional', name='Nombre', dob='Fecha de nacimiento', lic='N.º de permiso de conducir',
               issued='Expedido', addr='Domicilio', tel='Móvil', mail='Correo', veh='Vehículo', group='Grupo', plate='Matrícula', out='Recogida', back='Devolución',
               km='Km de salida', fuel='Combustible', full='Lleno', head=['Concepto', 'Días', 'Tarifa', 'Importe'], items=['Tarifa diaria', 'Seguro a todo riesgo', 'Silla infantil', 'Conductor adicional'],
               dep='Fianza bloqueada en la tarjeta {c}: {a}', terms='El arrendatario recibe el vehículo en el estado descrito y acepta las condiciones generales. Las multas se repercutirán con un cargo de gestión.',
               place='Lugar y fecha', sig='Firma del arrendatario', agent='Agente'),
    'fr': dict(t='Contrat de location', no='N° de contrat', drv='Conducteur principal', add='Conducteur additionnel', name='Nom', dob='Date de naissance', lic='N° de permis de conduire',
               issued='Délivré le', addr='Adresse', tel='Portable', mail='E-mail', veh='Véhicule', group='Catégorie', plate='Immatriculation', out='Départ', back='Retour',
               km='Kilométrage départ', fuel='Carburant', full='Plein', head=['Prestation', 'Jours', 'Tarif', 'Montant'], items=['Location et kilométrage', 'Rachat de franchise', 'Siège enfant', 'Conducteur additionnel'],
               dep='Caution pré-autorisée sur la carte {c} : {a}', terms='Le locataire reconnaît avoir reçu le véhicule dans l’état décrit et accepte les conditions générales. Les amendes lui sont refacturées avec des frais de dossier.',
               place='Fait à, le', sig='Signature du locataire', agent='Agent'),
    'de': dict(t='Mietvertrag', no='Vertragsnummer', drv='Hauptfahrer', add='Zusatzfahrer', name='Name', dob='Geburtsdatum', lic='Führerscheinnummer',
               issued='Ausgestellt am', addr='Anschrift', tel='Mobil', mail='E-Mail', veh='Fahrzeug', group='Gruppe', plate='Kennzeichen', out='Übernahme', back='Rückgabe',
               km='Km-Stand', fuel='Tank', full='Voll', head=['Leistung', 'Tage', 'Preis', 'Betrag'], items=['Zeit und Kilometer', 'Vollkasko ohne Selbstbeteiligung', 'Kindersitz', 'Zusatzfahrer'],
               dep='Kaution auf Karte {c} vorautorisiert: {a}', terms='Der Mieter bestätigt die Übernahme des Fahrzeugs im beschriebenen Zustand und erkennt die Mietbedingungen an. Bußgelder werden mit einer Bearbeitungsgebühr weiterberechnet.',
               place='Ort, Datum', sig='Unterschrift Mieter', agent='Mitarbeiter'),
    'it': dict(t='Contratto di noleggio', no='Contratto n.', drv='Conducente principale', add='Secondo conducente', name='Nome', dob='Data di nascita', lic='N. patente',
               issued='Rilasciata il', addr='Indirizzo', tel='Cellulare', mail='E-mail', veh='Veicolo', group='Gruppo', plate='Targa', out='Ritiro', back='Riconsegna',
               km='Km in uscita', fuel='Carburante', full='Pieno', head=['Voce', 'Giorni', 'Tariffa', 'Importo'], items=['Noleggio e chilometraggio', 'Kasko senza franchigia', 'Seggiolino', 'Secondo conducente'],
               dep='Deposito pre-autorizzato sulla carta {c}: {a}', terms='Il cliente dichiara di ricevere il veicolo nello stato descritto e accetta le condizioni generali. Le multe saranno riaddebitate con spese di gestione.',
               place='Luogo e data', sig='Firma del cliente', agent='Operatore'),
    'pt': dict(t='Contrato de aluguer', no='Contrato n.º', drv='Condutor principal', add='Condutor adicional', name='Nome', dob='Data de nascimento', lic='N.º da carta de condução',
               issued='Emitida em', addr='Morada', tel='Telemóvel', mail='E-mail', veh='Viatura', group='Grupo', plate='Matrícula', out='Levantamento', back='Devolução',
               km='Km à saída', fuel='Combustível', full='Cheio', head=['Item', 'Dias', 'Tarifa', 'Valor'], items=['Aluguer e quilometragem', 'Seguro sem franquia', 'Cadeira de criança', 'Condutor adicional'],
               dep='Caução pré-autorizada no cartão {c}: {a}', terms='O cliente declara receber a viatura no estado descrito e aceita as condições gerais. As coimas serão debitadas com uma taxa administrativa.',
               place='Local e data', sig='Assinatura do cliente', agent='Agente'),
    'ru': dict(t='Договор проката автомобиля', no='Договор №', drv='Основной водитель', add='Дополнительный водитель', name='ФИО', dob='Дата рождения', lic='Водительское удостоверение',
               issued='Выдано', addr='Адрес регистрации', tel='Телефон', mail='Эл. почта', veh='Автомобиль', group='Класс', plate='Госномер', out='Выдача', back='Возврат',
               km='Пробег при выдаче', fuel='Топливо', full='Полный бак', head=['Услуга', 'Сутки', 'Тариф', 'Сумма'], items=['Аренда', 'Полное КАСКО', 'Детское кресло', 'Дополнительный водитель'],
               dep='Залог заблокирован на карте {c}: {a}', terms='Арендатор подтверждает получение автомобиля в указанном состоянии и принимает условия проката. Штрафы ГИБДД перевыставляются с комиссией.',
               place='Место и дата', sig='Подпись арендатора', agent='Сотрудник'),
}
CARS = ['VW Golf 1.5 TSI', 'Toyota Yaris Hybrid', 'Peugeot 308 SW', 'Skoda Octavia Combi', 'Fiat 500', 'Renault Clio', 'Kia Ceed']
PLATES = {'en': lambda v: f'{v.letters(2)}{v.digits(2)} {v.letters(3)}', 'es': lambda v: f'{v.digits(4)} {v.letters(3, "BCDFGHJKLMNPRSTVWXYZ")}',
          'fr': lambda v: f'{v.letters(2)}-{v.digits(3)}-{v.letters(2)}', 'de': lambda v: f'M-{v.letters(2)} {v.digits(4)}',
          'it': lambda v: f'{v.letters(2)} {v.digits(3)}{v.letters(2)}', 'pt': lambda v: f'{v.letters(2)}-{v.digits(2)}-{v.letters(2)}',
          'ru': lambda v: f'{v.r.choice("АВЕКМНОРСТУХ")} {v.digits(3)} {v.r.choice("АВЕКМНОРСТУХ")}{v.r.choice("АВЕКМНОРСТУХ")} 77'}


def rental(d):
    t, v, r = RENT[d.lang], d.v, d.rng
    firm = v.org('rental')
    fa = v.address()
    footer(d, firm, fa)
    d.title = t['t']
    p = v.person()
    a = v.address()
    dob, years = v.birth()
    d.top(d.m('ORGANIZATION', firm), [d.m('ADDRESS', v.one_line(fa))])
    d.h1(e(t['t']))
    d.kv([(t['no'], d.m('ID', v.ref('', 9, 1)))], 'float')
    d.h2(e(t['drv']))
    d.kv([(t['name'], d.m('PERSON_NAME', p.full)), (t['dob'], d.m('DATE', dob)), (t['lic'], d.m('DRIVER_LICENSE', licence(d))),
          (t['issued'], d.m('DATE', v.date(year=r.randrange(2005, 2024)))), (t['addr'], d.addr(a)), (t['tel'], d.m('PHONE', v.phone(True))),
          (t['mail'], d.m('EMAIL', v.email(p)))], 'table')
    if r.random() < 0.5:
        q = v.person()
        d.h2(e(t['add']))
        d.kv([(t['name'], d.m('PERSON_NAME', q.full)), (t['lic'], d.m('DRIVER_LICENSE', licence(d)))], 'table')
    d.h2(e(t['veh']))
    t_out, t_back = v.town(), v.town()
    days = r.randrange(2, 15)
    d0 = datetime.date(r.randrange(2024, 2026), r.randrange(1, 13), r.randrange(1, 28))
    d.table([t['veh'], t['group'], t['plate'], t['out'], t['back'], t['km']],
            [[e(r.choice(CARS)), r.choice('BCDEF'), e(PLATES[d.lang](v)),
              d.m('LOCATION', t_out[1]) + '<br>' + d.m('DATE', fmt_day(d, d0, 'num')) + ' ' + hhmm(d),
              d.m('LOCATION', t_back[1]) + '<br>' + d.m('DATE', fmt_day(d, d0 + datetime.timedelta(days=days), 'num')) + ' ' + hhmm(d),
              f'{r.randrange(3000, 90000)} km']])
    k = 60 if d.lang == 'ru' else 1
    rows, total = [], 0.0
    for item in t['items'][:r.randrange(2, 5)]:
        rate = r.randrange(5, 60) * k
        total += rate * days
        rows.append([e(item), str(days), d.m('MONEY_AMOUNT', v.money(rate)), d.m('MONEY_AMOUNT', v.money(rate * days))])
    rows.append(['<b>Total</b>' if d.lang in ('en', 'fr', 'es', 'pt') else '<b>Σ</b>', '', '', d.m('MONEY_AMOUNT', v.money(total))])
    d.table(t['head'], rows, num=(1, 2, 3))
    d.p(e(t['dep']).replace('{c}', d.m('CREDIT_CARD', v.card())).replace('{a}', d.m('MONEY_AMOUNT', v.money(r.choice([300, 500, 800]) * k))))
    d.p(e(t['terms']), 'small')
    agent = v.person()
    d.add(f'<div class="sign"><div>{e(t["place"])}: {d.m("LOCATION", t_out[1])}, {d.m("DATE", fmt_day(d, d0, "num"))}<br>'
          f'{e(t["sig"])}: {d.m("PERSON_NAME", p.short)}</div><div>{e(t["agent"])}: {d.m("PERSON_NAME", agent.short)}</div></div>')


# --- utility-portal account statements --------------------------------------------------------
UTIL = {
    'en': dict(t='Account statement', acc='Customer account', holder='Account holder', supply='Supply address', meter='Meter number', login='Portal login',
               mail='E-mail', period='Billing period', to='to', head=['Date', 'Description', 'Debit', 'Credit'], bill='Bill', pay='Direct debit payment',
               adj='Meter reading adjustment', read='Readings', rh=['Reading date', 'Reading', 'Type'], act='actual', est='estimated',
               dd='Payments are collected by direct debit from {i} ({b}) on the {n}th of each month.', bal='Balance', due='Next payment due {d}: {a}',
               move='Moving home? Tell us at least 7 days before on {p}.'),
    'es': dict(t='Extracto de cuenta', acc='Contrato', holder='Titular', supply='Dirección de suministro', meter='N.º de contador', login='Usuario del área de clientes',
               mail='Correo', period='Periodo de facturación', to='a', head=['Fecha', 'Concepto', 'Cargo', 'Abono'], bill='Factura', pay='Cobro por domiciliación',
               adj='Regularización de lectura', read='Lecturas', rh=['Fecha de lectura', 'Lectura', 'Tipo'], act='real', est='estimada',
               dd='Los recibos se cargan en la cuenta {i} ({b}) el día {n} de cada mes.', bal='Saldo', due='Próximo cargo el {d}: {a}',
               move='¿Se muda? Avísenos con 7 días de antelación en el {p}.'),
    'fr': dict(t='Relevé de compte', acc='Référence client', holder='Titulaire', supply='Adresse de consommation', meter='N° de compteur', login='Identifiant espace client',
               mail='E-mail', period='Période', to='au', head=['Date', 'Libellé', 'Débit', 'Crédit'], bill='Facture', pay='Prélèvement',
               adj='Régularisation de relevé', read='Relevés', rh=['Date de relève', 'Index', 'Type'], act='réel', est='estimé',
               dd='Vos échéances sont prélevées sur le compte {i} ({b}) le {n} de chaque mois.', bal='Solde', due='Prochaine échéance le {d} : {a}',
               move='Vous déménagez ? Prévenez-nous au moins 7 jours avant au {p}.'),
    'de': dict(t='Kontoauszug Kundenkonto', acc='Vertragskonto', holder='Kontoinhaber', supply='Verbrauchsstelle', meter='Zählernummer', login='Benutzername Kundenportal',
               mail='E-Mail', period='Abrechnungszeitraum', to='bis', head=['Datum', 'Buchungstext', 'Soll', 'Haben'], bill='Rechnung', pay='Lastschrifteinzug',
               adj='Korrektur Zählerstand', read='Zählerstände', rh=['Ablesedatum', 'Zählerstand', 'Art'], act='abgelesen', est='geschätzt',
               dd='Die Abschläge werden am {n}. jedes Monats vom Konto {i} ({b}) eingezogen.', bal='Saldo', due='Nächster Abschlag am {d}: {a}',
               move='Sie ziehen um? Melden Sie sich mindestens 7 Tage vorher unter {p}.'),
    'it': dict(t='Estratto conto cliente', acc='Codice cliente', holder='Intestatario', supply='Indirizzo di fornitura', meter='Matricola contatore', login='Utente area clienti',
               mail='E-mail', period='Periodo', to='al', head=['Data', 'Descrizione', 'Addebito', 'Accredito'], bill='Bolletta', pay='Pagamento con domiciliazione',
               adj='Conguaglio lettura', read='Letture', rh=['Data lettura', 'Lettura', 'Tipo'], act='effettiva', est='stimata',
               dd='Le bollette sono addebitate sul conto {i} ({b}) il giorno {n} di ogni mese.', bal='Saldo', due='Prossimo addebito il {d}: {a}',
               move='Trasloco? Avvisaci almeno 7 giorni prima al {p}.'),
    'pt': dict(t='Extrato de conta', acc='Conta cliente', holder='Titular', supply='Local de consumo', meter='N.º do contador', login='Utilizador da área de cliente',
               mail='E-mail', period='Período de faturação', to='a', head=['Data', 'Descrição', 'Débito', 'Crédito'], bill='Fatura', pay='Pagamento por débito direto',
               adj='Acerto de leitura', read='Leituras', rh=['Data da leitura', 'Leitura', 'Tipo'], act='real', est='estimada',
               dd='As faturas são debitadas na conta {i} ({b}) no dia {n} de cada mês.', bal='Saldo', due='Próximo débito a {d}: {a}',
               move='Vai mudar de casa? Avise-nos com 7 dias de antecedência pelo {p}.'),
    'ru': dict(t='Выписка по лицевому счёту', acc='Лицевой счёт', holder='Абонент', supply='Адрес потребления', meter='Номер счётчика', login='Логин личного кабинета',
               mail='Эл. почта', period='Период', to='по', head=['Дата', 'Операция', 'Начислено', 'Оплачено'], bill='Начисление', pay='Автоплатёж',
               adj='Перерасчёт по показаниям', read='Показания', rh=['Дата', 'Показание', 'Тип'], act='фактическое', est='расчётное',
               dd='Оплата списывается со счёта {i} ({b}) {n}-го числа каждого месяца.', bal='Сальдо', due='Следующее списание {d}: {a}',
               move='Переезжаете? Сообщите нам не позднее чем за 7 дней по телефону {p}.'),
}


def utility(d):
    t, v, r = UTIL[d.lang], d.v, d.rng
    ut = v.org('utility')
    ua = v.address()
    footer(d, ut, ua)
    d.title = t['t']
    p = v.person()
    a = v.address()
    d.top(d.m('ORGANIZATION', ut), [e(t['t'])])
    d.h1(e(t['t']))
    y = r.randrange(2024, 2026)
    m0 = r.randrange(1, 7)
    d.kv([(t['acc'], d.m('ID', v.ref('', 10))), (t['holder'], d.m('PERSON_NAME', r.choice([p.full, p.caps]))),
          (t['supply'], d.addr(a)), (t['meter'], d.m('ID', v.ref('', 8, 1))), (t['login'], d.m('USERNAME', v.username(p))),
          (t['mail'], d.m('EMAIL', v.email(p))),
          (t['period'], d.m('DATE', v.date(year=y, month=m0, day=1, style='num')) + f' {e(t["to"])} ' + d.m('DATE', v.date(year=y, month=m0 + 6, day=r.randrange(25, 29), style='num')))])
    k = 60 if d.lang == 'ru' else 1
    rows = []
    for i in range(6):
        bill = r.randrange(4500, 16000) / 100 * k
        ref = v.ref('', 9)
        rows.append([d.m('DATE', v.date(year=y, month=m0 + i, day=r.randrange(1, 6), style='num')), e(t['bill']) + ' ' + d.m('ID', ref),
                     d.m('MONEY_AMOUNT', v.money(bill)), ''])
        rows.append([d.m('DATE', v.date(year=y, month=m0 + i, day=r.randrange(10, 28), style='num')), e(t['pay']), '', d.m('MONEY_AMOUNT', v.money(bill))])
    if r.random() < 0.5:
        rows.insert(r.randrange(len(rows)), [d.m('DATE', v.date(year=y, month=m0 + 3, style='num')), e(t['adj']), '', d.m('MONEY_AMOUNT', v.money(r.randrange(500, 4000) / 100 * k))])
    d.table(t['head'], rows, num=(2, 3), nowrap=(0,))
    d.h2(e(t['read']))
    base = r.randrange(1000, 60000)
    d.table(t['rh'], [[d.m('DATE', v.date(year=y, month=m0 + 3 * i, style='iso')), str(base + i * r.randrange(200, 900)), e(r.choice([t['act'], t['est']]))] for i in range(3)])
    bank = v.org('bank')
    d.p(e(t['dd']).replace('{i}', d.m('ACCOUNT', v.iban())).replace('{b}', d.m('ORGANIZATION', bank)).replace('{n}', str(r.randrange(1, 28))))
    d.p(e(t['due']).replace('{d}', d.m('DATE', v.date(year=y + 1, style='word'))).replace('{a}', d.m('MONEY_AMOUNT', v.money(r.randrange(50, 150) * k))))
    d.p(e(t['move']).replace('{p}', d.m('PHONE', v.phone(False))), 'small')


# --- school parent registers ----------------------------------------------------------------
SCHOOL = {
    'en': dict(t='Class contact list', cls='Class', tutor='Class teacher', year='School year', head=['Pupil', 'Date of birth', 'Parent / carer', 'Phone', 'E-mail'],
               note='For school use only. Please tell the office ({m}) about any change of address or phone number.', upd='Last updated'),
    'es': dict(t='Listado de familias', cls='Curso', tutor='Tutor/a', year='Curso escolar', head=['Alumno/a', 'Fecha de nacimiento', 'Madre / padre / tutor', 'Teléfono', 'Correo'],
               note='Uso interno del centro. Comuniquen cualquier cambio de domicilio o teléfono a secretaría ({m}).', upd='Actualizado'),
    'fr': dict(t='Liste des responsables légaux', cls='Classe', tutor='Professeur principal', year='Année scolaire', head=['Élève', 'Né(e) le', 'Responsable légal', 'Téléphone', 'E-mail'],
               note='Document interne. Tout changement d’adresse ou de téléphone doit être signalé au secrétariat ({m}).', upd='Mis à jour le'),
    'de': dict(t='Elternliste', cls='Klasse', tutor='Klassenlehrkraft', year='Schuljahr', head=['Schüler/in', 'Geburtsdatum', 'Erziehungsberechtigte', 'Telefon', 'E-Mail'],
               note='Nur für den schulinternen Gebrauch. Änderungen von Anschrift oder Telefon bitte dem Sekretariat ({m}) melden.', upd='Stand'),
    'it': dict(t='Elenco genitori', cls='Classe', tutor='Coordinatore di classe', year='Anno scolastico', head=['Alunno/a', 'Data di nascita', 'Genitore / tutore', 'Telefono', 'E-mail'],
               note='Uso interno. Comunicare alla segreteria ({m}) ogni variazione di indirizzo o telefono.', upd='Aggiornato al'),
    'pt': dict(t='Lista de encarregados de educação', cls='Turma', tutor='Diretor(a) de turma', year='Ano letivo', head=['Aluno(a)', 'Data de nascimento', 'Encarregado de educação', 'Telefone', 'E-mail'],
               note='Uso interno. Comunique à secretaria ({m}) qualquer alteração de morada ou telefone.', upd='Atualizado em'),
    'ru': dict(t='Список родителей', cls='Класс', tutor='Классный руководитель', year='Учебный год', head=['Ученик', 'Дата рождения', 'Родитель / законный представитель', 'Телефон', 'Эл. почта'],
               note='Для внутреннего пользования. Об изменении адреса или телефона сообщайте в канцелярию ({m}).', upd='Обновлено'),
}


def school(d):
    t, v, r = SCHOOL[d.lang], d.v, d.rng
    sch = v.org('school')
    sa = v.address()
    footer(d, sch, sa)
    d.title = t['t']
    d.top(d.m('ORGANIZATION', sch), [d.m('ADDRESS', v.one_line(sa))])
    d.h1(e(t['t']))
    tutor = v.person()
    y = r.randrange(2024, 2026)
    d.kv([(t['cls'], f'{r.randrange(1, 10)}{r.choice("ABC")}'), (t['year'], f'{y}/{y + 1}'),
          (t['tutor'], d.m('PERSON_NAME', tutor.short if r.random() < 0.5 else tutor.full)), (t['upd'], d.m('DATE', v.date(year=y)))])
    v.used = set()  # a register lists many families: names may repeat
    rows = []
    for _ in range(r.randrange(22, 40)):
        child, parent = v.person(), v.person()
        if d.lang != 'ru' and r.random() < 0.6:
            parent.last = child.last
        dob = v.date(year=y - r.randrange(6, 16), style='num')
        pname = parent.full if d.lang != 'ru' else f'{parent.last} {parent.given} {parent.pat}'
        cname = child.caps if r.random() < 0.3 else child.full
        if d.lang == 'ru':
            cname = f'{child.last} {child.given}'
        cell = d.m('PERSON_NAME', pname)
        if r.random() < 0.3:
            other = v.person()
            if d.lang != 'ru':
                other.last = child.last
            cell += '<br>' + d.m('PERSON_NAME', other.full if d.lang != 'ru' else f'{other.last} {other.given} {other.pat}')
        rows.append([d.m('PERSON_NAME', cname), d.m('DATE', dob), cell, d.m('PHONE', v.phone(True)), d.m('EMAIL', v.email(parent))])
    d.table(t['head'], rows, nowrap=(1, 3))
    d.p(e(t['note']).replace('{m}', d.m('EMAIL', f'office@{v.org_domain(sch)}')), 'small')


# --- insurance claim portal printouts -------------------------------------------------------
CLAIM = {
    'en': dict(t='Claim details', claim='Claim number', pol='Policy number', ph='Policyholder', dob='Date of birth', addr='Address', tel='Phone', mail='E-mail',
               inc='Date of incident', where='Place of incident', type_='Type', types=['Water damage', 'Burglary', 'Motor – collision', 'Storm damage'],
               desc='Description', story='On {d} a pipe burst in the flat above, owned by {n}. The water ran into the kitchen and hallway of the insured property at {a}.',
               wit='Witness', pay='Pay-out account', hist='Claim history', hh=['Date', 'Event', 'Handler'], ev=['Claim reported online', 'Documents received', 'Loss adjuster appointed', 'Settlement offer sent'],
               amt='Estimated amount', st='Under assessment', handler='Your claims handler'),
    'es': dict(t='Detalle del siniestro', claim='N.º de siniestro', pol='N.º de póliza', ph='Tomador', dob='Fecha de nacimiento', addr='Domicilio', tel='Teléfono', mail='Correo',
               inc='Fecha del siniestro', where='Lugar del siniestro', type_='Tipo', types=['Daños por agua', 'Robo', 'Colisión de vehículo', 'Daños por tormenta'],
               desc='Descripción', story='El {d} se rompió una tubería en el piso de arriba, propiedad de {n}. El agua entró en la cocina y el pasillo de la vivienda asegurada en {a}.',
               wit='Testigo', pay='Cuenta para el pago', hist='Historial', hh=['Fecha', 'Evento', 'Tramitador/a'], ev=['Siniestro declarado en línea', 'Documentación recibida', 'Perito asignado', 'Oferta de indemnización enviada'],
               amt='Importe estimado', st='En peritación', handler='Su tramitador/a'),
    'fr': dict(t='Détail du sinistre', claim='N° de sinistre', pol='N° de contrat', ph='Assuré', dob='Date de naissance', addr='Adresse', tel='Téléphone', mail='E-mail',
               inc='Date du sinistre', where='Lieu du sinistre', type_='Nature', types=['Dégât des eaux', 'Cambriolage', 'Accident automobile', 'Tempête'],
               desc='Circonstances', story='Le {d}, une canalisation a cédé dans l’appartement du dessus appartenant à {n}. L’eau a inondé la cuisine et l’entrée du logement assuré situé {a}.',
               wit='Témoin', pay='Compte d’indemnisation', hist='Historique', hh=['Date', 'Événement', 'Gestionnaire'], ev=['Déclaration en ligne', 'Pièces reçues', 'Expert mandaté', 'Proposition d’indemnisation envoyée'],
               amt='Montant estimé', st='En cours d’expertise', handler='Votre gestionnaire'),
    'de': dict(t='Schadenmeldung', claim='Schadennummer', pol='Versicherungsschein-Nr.', ph='Versicherungsnehmer/in', dob='Geburtsdatum', addr='Anschrift', tel='Telefon', mail='E-Mail',
               inc='Schadentag', where='Schadenort', type_='Schadenart', types=['Leitungswasser', 'Einbruchdiebstahl', 'Kfz-Haftpflicht', 'Sturm/Hagel'],
               desc='Schadenhergang', story='Am {d} platzte in der darüberliegenden Wohnung von {n} ein Wasserrohr. Das Wasser lief in Küche und Flur der versicherten Wohnung {a}.',
               wit='Zeuge/Zeugin', pay='Auszahlungskonto', hist='Verlauf', hh=['Datum', 'Ereignis', 'Sachbearbeitung'], ev=['Schaden online gemeldet', 'Unterlagen eingegangen', 'Gutachter beauftragt', 'Regulierungsangebot versandt'],
               amt='Geschätzte Höhe', st='In Prüfung', handler='Ihre Sachbearbeitung'),
    'it': dict(t='Dettaglio sinistro', claim='N. sinistro', pol='N. polizza', ph='Contraente', dob='Data di nascita', addr='Indirizzo', tel='Telefono', mail='E-mail',
               inc='Data del sinistro', where='Luogo del sinistro', type_='Tipologia', types=['Danni da acqua', 'Furto', 'Incidente stradale', 'Eventi atmosferici'],
               desc='Descrizione', story='Il {d} si è rotto un tubo nell’appartamento al piano di sopra, di proprietà di {n}. L’acqua ha invaso cucina e corridoio dell’abitazione assicurata in {a}.',
               wit='Testimone', pay='Conto per la liquidazione', hist='Cronologia', hh=['Data', 'Evento', 'Liquidatore'], ev=['Denuncia online', 'Documenti ricevuti', 'Perito incaricato', 'Proposta di liquidazione inviata'],
               amt='Importo stimato', st='In perizia', handler='Il suo liquidatore'),
    'pt': dict(t='Detalhe do sinistro', claim='N.º do sinistro', pol='N.º da apólice', ph='Tomador do seguro', dob='Data de nascimento', addr='Morada', tel='Telefone', mail='E-mail',
               inc='Data do sinistro', where='Local do sinistro', type_='Tipo', types=['Danos por água', 'Furto', 'Colisão automóvel', 'Tempestade'],
               desc='Descrição', story='Em {d} rebentou um cano no andar de cima, propriedade de {n}. A água entrou na cozinha e no corredor da habitação segura na {a}.',
               wit='Testemunha', pay='Conta para pagamento', hist='Histórico', hh=['Data', 'Evento', 'Gestor'], ev=['Participação online', 'Documentos recebidos', 'Perito nomeado', 'Proposta de indemnização enviada'],
               amt='Valor estimado', st='Em peritagem', handler='O seu gestor'),
    'ru': dict(t='Карточка страхового случая', claim='Номер убытка', pol='Номер полиса', ph='Страхователь', dob='Дата рождения', addr='Адрес', tel='Телефон', mail='Эл. почта',
               inc='Дата события', where='Место события', type_='Вид ущерба', types=['Залив', 'Кража', 'ДТП', 'Ураган'],
               desc='Описание', story='{d} в квартире этажом выше (собственник — {n}) прорвало трубу. Вода попала на кухню и в коридор застрахованной квартиры по адресу: {a}.',
               wit='Свидетель', pay='Счёт для выплаты', hist='История', hh=['Дата', 'Событие', 'Специалист'], ev=['Заявление подано онлайн', 'Документы получены', 'Назначен оценщик', 'Направлено предложение о выплате'],
               amt='Оценка ущерба', st='На экспертизе', handler='Ваш куратор'),
}


def claim(d):
    t, v, r = CLAIM[d.lang], d.v, d.rng
    ins = v.org('insurer')
    ia = v.address()
    footer(d, ins, ia)
    d.title = t['t']
    p = v.person()
    a = v.address()
    dob, _ = v.birth()
    cno = v.ref(r.choice(['', 'S-', 'CL']), 8)
    d.top(d.m('ORGANIZATION', ins), [e(t['claim']) + ' ' + d.m('ID', cno)])
    d.h1(e(t['t']) + f' <span class="badge warn">{e(t["st"])}</span>')
    inc = v.date(style='num')
    d.kv([(t['claim'], d.m('ID', cno)), (t['pol'], d.m('ID', v.ref('', 7, 3, '/'))), (t['ph'], d.m('PERSON_NAME', p.full)), (t['dob'], d.m('DATE', dob)),
          (t['addr'], d.addr(a)), (t['tel'], d.m('PHONE', v.phone())), (t['mail'], d.m('EMAIL', v.email(p))),
          (t['inc'], d.m('DATE', inc)), (t['where'], d.m('LOCATION', a[2])), (t['type_'], e(t['types'][0]))])
    nb = v.person()
    d.h2(e(t['desc']))
    d.p(e(t['story']).replace('{d}', d.m('DATE', inc)).replace('{n}', d.m('PERSON_NAME', nb.full)).replace('{a}', d.m('ADDRESS', v.one_line(a))))
    w = v.person()
    d.kv([(t['wit'], d.m('PERSON_NAME', w.full) + ', ' + d.m('PHONE', v.phone(True))), (t['pay'], d.m('ACCOUNT', v.iban())),
          (t['amt'], d.m('MONEY_AMOUNT', v.money(r.randrange(800, 14000) * (60 if d.lang == 'ru' else 1))))])
    d.h2(e(t['hist']))
    h = v.person()
    y = r.randrange(2024, 2026)
    rows = [[d.m('DATE', v.date(year=y, month=i + 2, style='num')), e(ev), d.m('PERSON_NAME', h.short)] for i, ev in enumerate(t['ev'][:r.randrange(2, 5)])]
    d.table(t['hh'], rows, nowrap=(0,))
    d.p(f'{e(t["handler"])}: {d.m("PERSON_NAME", h.full)} · {d.m("PHONE", v.phone(False))} · {d.m("EMAIL", v.email(h).split("@")[0] + "@" + v.org_domain(ins))}', 'small')


# --- event registration lists ---------------------------------------------------------------
EVENT = {
    'en': dict(t='Registrations', ev='Organiser', date='Date', venue='Venue', head=['Ticket', 'Name', 'E-mail', 'Phone', 'Type', 'Price', 'Registered'],
               types=['Standard', 'Early bird', 'Concession', 'VIP'], exp='Exported by {u} on {d}', chk='checked in', n='{k} registrations'),
    'es': dict(t='Inscripciones', ev='Organiza', date='Fecha', venue='Lugar', head=['Entrada', 'Nombre', 'Correo', 'Teléfono', 'Tipo', 'Precio', 'Inscripción'],
               types=['General', 'Anticipada', 'Reducida', 'VIP'], exp='Exportado por {u} el {d}', chk='acreditado', n='{k} inscripciones'),
    'fr': dict(t='Inscriptions', ev='Organisateur', date='Date', venue='Lieu', head=['Billet', 'Nom', 'E-mail', 'Téléphone', 'Tarif', 'Prix', 'Inscrit le'],
               types=['Plein tarif', 'Prévente', 'Réduit', 'VIP'], exp='Exporté par {u} le {d}', chk='présent', n='{k} inscriptions'),
    'de': dict(t='Anmeldungen', ev='Veranstalter', date='Datum', venue='Ort', head=['Ticket', 'Name', 'E-Mail', 'Telefon', 'Kategorie', 'Preis', 'Angemeldet'],
               types=['Normal', 'Frühbucher', 'Ermäßigt', 'VIP'], exp='Exportiert von {u} am {d}', chk='eingecheckt', n='{k} Anmeldungen'),
    'it': dict(t='Iscrizioni', ev='Organizzatore', date='Data', venue='Sede', head=['Biglietto', 'Nome', 'E-mail', 'Telefono', 'Tipo', 'Prezzo', 'Iscritto il'],
               types=['Intero', 'Early bird', 'Ridotto', 'VIP'], exp='Esportato da {u} il {d}', chk='presente', n='{k} iscrizioni'),
    'pt': dict(t='Inscrições', ev='Organização', date='Data', venue='Local', head=['Bilhete', 'Nome', 'E-mail', 'Telefone', 'Tipo', 'Preço', 'Inscrição'],
               types=['Normal', 'Antecipado', 'Reduzido', 'VIP'], exp='Exportado por {u} em {d}', chk='presente', n='{k} inscrições'),
    'ru': dict(t='Список участников', ev='Организатор', date='Дата', venue='Площадка', head=['Билет', 'Участник', 'Эл. почта', 'Телефон', 'Категория', 'Цена', 'Регистрация'],
               types=['Стандарт', 'Ранний', 'Льготный', 'VIP'], exp='Выгрузил(а) {u}, {d}', chk='прошёл(ла)', n='Участников: {k}'),
}


def event(d):
    t, v, r = EVENT[d.lang], d.v, d.rng
    org = v.org('events')
    oa = v.address()
    footer(d, org, oa)
    d.title = t['t']
    venue = v.address()
    y = r.randrange(2025, 2027)
    d.top(d.m('ORGANIZATION', org), [e(t['t'])])
    d.h1(e(t['t']))
    n = r.randrange(30, 70)
    d.kv([(t['ev'], d.m('ORGANIZATION', org)), (t['date'], d.m('DATE', v.date(year=y, style='word'))), (t['venue'], d.m('ADDRESS', v.one_line(venue)))], 'float')
    d.p(e(t['n']).replace('{k}', str(n)))
    v.used = set()
    k = 60 if d.lang == 'ru' else 1
    prices = [r.choice([25, 35, 45]) * k, r.choice([18, 20, 22]) * k, r.choice([10, 12, 15]) * k, r.choice([90, 120]) * k]
    rows = []
    for _ in range(n):
        p = v.person()
        i = r.randrange(4)
        nm = p.full if r.random() < 0.7 else p.caps
        badge = f' <span class="badge ok">{e(t["chk"])}</span>' if r.random() < 0.3 else ''
        rows.append([d.m('ID', v.ref(r.choice(['T', 'TK-', '']), 7)), d.m('PERSON_NAME', nm) + badge, d.m('EMAIL', v.email(p)), d.m('PHONE', v.phone(True)),
                     e(t['types'][i]), d.m('MONEY_AMOUNT', v.money(prices[i])), d.m('DATE', v.date(year=y, style=r.choice(['num', 'iso', 'short'])))])
    d.table(t['head'], rows, num=(5,), nowrap=(0, 3, 5))
    u = v.person()
    d.p(e(t['exp']).replace('{u}', d.m('USERNAME', v.username(u))).replace('{d}', d.m('DATE', v.date(year=y, style='num')) + ' ' + hhmm(d)), 'small')


# --- charity donation receipts --------------------------------------------------------------
GIFT = {
    'en': dict(t='Donation receipt', rec='Receipt no.', donor='Donor', addr='Address', tax='National Insurance no.', head=['Date', 'Purpose', 'Amount'],
               purposes=['Monthly gift', 'Winter appeal', 'In memory of a friend'], tot='Total donations', dd='Monthly gifts are collected from {i}.',
               thanks='Dear {g}, thank you. Your generosity this year helped us keep our doors open every night of the winter, and every gift from {n} went straight to the people who needed it most. This receipt may be kept for your tax records.',
               sign='Treasurer', year='Tax year'),
    'es': dict(t='Certificado de donación', rec='N.º de certificado', donor='Donante', addr='Domicilio', tax='NIF', head=['Fecha', 'Destino', 'Importe'],
               purposes=['Cuota mensual', 'Campaña de invierno', 'En memoria de un ser querido'], tot='Total donado', dd='Las cuotas se cargan en la cuenta {i}.',
               thanks='Querido/a {g}: gracias. Su generosidad este año nos ha permitido mantener abierto el comedor todas las noches del invierno, y cada aportación de {n} ha llegado directamente a quienes más lo necesitaban. Este certificado sirve para la deducción en su declaración de la renta.',
               sign='Tesorero/a', year='Ejercicio'),
    'fr': dict(t='Reçu fiscal de don', rec='N° de reçu', donor='Donateur', addr='Adresse', tax='N° fiscal', head=['Date', 'Affectation', 'Montant'],
               purposes=['Don mensuel', 'Campagne d’hiver', 'En mémoire d’un proche'], tot='Total des dons', dd='Les dons mensuels sont prélevés sur le compte {i}.',
               thanks='Cher/Chère {g}, merci. Votre générosité cette année nous a permis de garder nos portes ouvertes chaque nuit de l’hiver, et chaque don de {n} est allé directement à celles et ceux qui en avaient le plus besoin. Ce reçu ouvre droit à une réduction d’impôt.',
               sign='Trésorier', year='Année'),
    'de': dict(t='Zuwendungsbestätigung', rec='Bestätigungs-Nr.', donor='Spender/in', addr='Anschrift', tax='Steuer-ID', head=['Datum', 'Zweck', 'Betrag'],
               purposes=['Monatsspende', 'Winterhilfe', 'Im Gedenken an einen Freund'], tot='Summe der Zuwendungen', dd='Die Monatsspenden werden vom Konto {i} eingezogen.',
               thanks='Liebe/r {g}, herzlichen Dank. Ihre Großzügigkeit hat es uns in diesem Jahr ermöglicht, unsere Türen in jeder Winternacht offen zu halten, und jede Spende von {n} kam direkt bei den Menschen an, die sie am dringendsten brauchten. Diese Bestätigung können Sie beim Finanzamt einreichen.',
               sign='Schatzmeister/in', year='Jahr'),
    'it': dict(t='Ricevuta di donazione', rec='Ricevuta n.', donor='Donatore', addr='Indirizzo', tax='Codice fiscale', head=['Data', 'Destinazione', 'Importo'],
               purposes=['Donazione mensile', 'Campagna inverno', 'In memoria di una persona cara'], tot='Totale donato', dd='Le donazioni mensili sono addebitate sul conto {i}.',
               thanks='Gentile {g}, grazie. La sua generosità quest’anno ci ha permesso di tenere aperte le nostre porte ogni notte d’inverno, e ogni dono di {n} è arrivato direttamente a chi ne aveva più bisogno. La ricevuta è valida ai fini della detrazione fiscale.',
               sign='Tesoriere', year='Anno'),
    'pt': dict(t='Recibo de donativo', rec='Recibo n.º', donor='Doador', addr='Morada', tax='NIF', head=['Data', 'Finalidade', 'Valor'],
               purposes=['Donativo mensal', 'Campanha de inverno', 'Em memória de um amigo'], tot='Total doado', dd='Os donativos mensais são debitados na conta {i}.',
               thanks='Caro(a) {g}, obrigado. A sua generosidade este ano permitiu-nos manter as portas abertas todas as noites de inverno, e cada donativo de {n} chegou diretamente a quem mais precisava. Este recibo serve para efeitos de dedução no IRS.',
               sign='Tesoureiro(a)', year='Ano fiscal'),
    'ru': dict(t='Справка о пожертвованиях', rec='Справка №', donor='Жертвователь', addr='Адрес', tax='ИНН', head=['Дата', 'Назначение', 'Сумма'],
               purposes=['Ежемесячное пожертвование', 'Зимняя кампания', 'В память о близком человеке'], tot='Итого пожертвований', dd='Ежемесячные пожертвования списываются со счёта {i}.',
               thanks='Дорогой(ая) {g}, спасибо! Благодаря вашей щедрости в этом году мы смогли принимать людей каждую зимнюю ночь, и каждое пожертвование от {n} дошло до тех, кому помощь была нужнее всего. Справка может быть представлена для получения налогового вычета.',
               sign='Казначей', year='Год'),
}


def donation(d):
    """A charity's donation receipt: the donor's name in a letter-spaced capital heading, a
    national tax number, the year's gifts, justified thanks naming the donor."""
    t, v, r = GIFT[d.lang], d.v, d.rng
    ch = v.org('charity')
    ca = v.address()
    footer(d, ch, ca)
    d.title = t['t']
    d.track = r.choice(['0.12', '0.15', '0.2', '0.3'])
    p = v.person()
    a = v.address()
    y = r.randrange(2024, 2026)
    d.top(d.m('ORGANIZATION', ch), [d.m('ADDRESS', v.one_line(ca))])
    d.h1(e(t['t']) + ' · ' + e(t['year']) + f' {y}')
    shown = (p.full if d.lang != 'ru' else f'{p.last} {p.given} {p.pat}').upper()
    d.add(f'<div class="box"><div class="small">{e(t["donor"])}</div>'
          f'<div class="spaced" style="font-size:12pt;font-weight:bold">{d.m("PERSON_NAME", shown)}</div></div>')
    national = v.ref('', 12) if d.lang == 'ru' else v.national()
    pairs = [(t['rec'], d.m('ID', v.ref(f'{y}/', 5))), (t['addr'], d.addr(a))]
    if d.lang != 'en' or r.random() < 0.5:
        pairs.append((t['tax'], d.m('SSN', national)))
    d.kv(pairs)
    k = 50 if d.lang == 'ru' else 1
    rows, total = [], 0.0
    for m in sorted(r.sample(range(1, 13), r.randrange(3, 9))):
        amt = r.choice([10, 15, 20, 25, 50, 100]) * k
        total += amt
        rows.append([d.m('DATE', v.date(year=y, month=m, style='num')), e(r.choice(t['purposes'])), d.m('MONEY_AMOUNT', v.money(amt))])
    rows.append([f'<b>{e(t["tot"])}</b>', '', d.m('MONEY_AMOUNT', v.money(total))])
    d.table(t['head'], rows, num=(2,), nowrap=(0,))
    d.p(e(t['dd']).replace('{i}', d.m('ACCOUNT', v.iban())))
    g = p.first if d.lang != 'ru' else f'{p.given} {p.pat}'
    d.p(e(t['thanks']).replace('{g}', d.m('PERSON_NAME', g)).replace('{n}', d.m('PERSON_NAME', p.natural)), 'just')
    tr = v.person()
    d.add(f'<div class="sign"><div>{e(t["sign"])}: {d.m("PERSON_NAME", tr.full)}</div><div>'
          f'{d.m("LOCATION", ca[2])}, {d.m("DATE", v.date(year=y + 1, month=r.randrange(1, 3), style="word"))}</div></div>')


# --- hotel guest Wi-Fi registrations --------------------------------------------------------
WIFI = {
    'en': dict(t='Guest Wi-Fi registrations', per='Period', head=['Room', 'Guest', 'E-mail', 'Mobile', 'Login', 'Device IP', 'First seen', 'Portal link'],
               note='Kept for 30 days under the hotel’s network policy; requests to {m}.'),
    'es': dict(t='Registros del Wi-Fi de huéspedes', per='Periodo', head=['Hab.', 'Huésped', 'Correo', 'Móvil', 'Usuario', 'IP del equipo', 'Primer acceso', 'Enlace'],
               note='Se conservan 30 días según la política de red del hotel; solicitudes a {m}.'),
    'fr': dict(t='Connexions Wi-Fi des clients', per='Période', head=['Ch.', 'Client', 'E-mail', 'Portable', 'Identifiant', 'IP appareil', 'Première connexion', 'Lien'],
               note='Conservé 30 jours selon la politique réseau de l’hôtel ; demandes à {m}.'),
    'de': dict(t='WLAN-Anmeldungen der Gäste', per='Zeitraum', head=['Zi.', 'Gast', 'E-Mail', 'Mobil', 'Login', 'Geräte-IP', 'Erste Anmeldung', 'Portal-Link'],
               note='Aufbewahrung 30 Tage gemäß Netzrichtlinie des Hauses; Anfragen an {m}.'),
    'it': dict(t='Registrazioni Wi-Fi ospiti', per='Periodo', head=['Cam.', 'Ospite', 'E-mail', 'Cellulare', 'Utente', 'IP dispositivo', 'Primo accesso', 'Link'],
               note='Conservati 30 giorni secondo la policy di rete dell’albergo; richieste a {m}.'),
    'pt': dict(t='Registos do Wi-Fi de hóspedes', per='Período', head=['Quarto', 'Hóspede', 'E-mail', 'Telemóvel', 'Utilizador', 'IP do dispositivo', 'Primeiro acesso', 'Ligação'],
               note='Conservados 30 dias segundo a política de rede do hotel; pedidos para {m}.'),
    'ru': dict(t='Регистрации в гостевой сети Wi-Fi', per='Период', head=['Номер', 'Гость', 'Эл. почта', 'Телефон', 'Логин', 'IP устройства', 'Первый вход', 'Ссылка'],
               note='Хранится 30 дней согласно политике сети гостиницы; запросы на {m}.'),
}


def wifi(d):
    """A hotel's guest Wi-Fi registrations: eight narrow columns with a fixed layout, so names,
    e-mails, log-ins and links break inside their cells."""
    t, v, r = WIFI[d.lang], d.v, d.rng
    hotel = v.org('hotel')
    ha = v.address()
    footer(d, hotel, ha)
    d.title = t['t']
    d.top(d.m('ORGANIZATION', hotel), [e(t['t'])])
    d.h1(e(t['t']))
    y = r.randrange(2024, 2026)
    m = r.randrange(1, 12)
    d.p(f'{e(t["per"])}: ' + d.m('DATE', v.date(year=y, month=m, day=1, style='iso')) + ' – ' + d.m('DATE', v.date(year=y, month=m, day=28, style='iso')), 'small')
    dom = v.org_domain(hotel)
    v.used = set()
    rows = []
    for _ in range(r.randrange(8, 15)):
        p = v.person()
        login = v.username(p)
        nm = p.full if r.random() < 0.7 else p.caps
        rows.append([str(r.randrange(101, 540)), d.m('PERSON_NAME', nm), d.m('EMAIL', v.email(p)), d.m('PHONE', v.phone(True)),
                     d.m('USERNAME', login), d.m('IP', f'10.{r.randrange(0, 40)}.{r.randrange(0, 255)}.{r.randrange(2, 254)}'),
                     d.m('DATE', v.date(year=y, month=m, style='num')) + ' ' + hhmm(d),
                     d.m('URL', f'https://wifi.{dom}/guest/{login}')])
    d.table(t['head'], rows, fixed=[7, 14, 17, 12, 11, 11, 12, 16])
    d.p(e(t['note']).replace('{m}', d.m('EMAIL', f'it@{dom}')), 'small')


KINDS = [('folio', folio), ('rental', rental), ('utility', utility), ('school', school), ('claim', claim), ('event', event), ('donation', donation),
         ('wifi', wifi)]
# A second seeded copy for a few kind-language pairs.
EXTRA = [('folio', 'it'), ('claim', 'de'), ('utility', 'fr'), ('event', 'pt')]


def build(part):
    docs = []
    for kind, fn in KINDS:
        for lang in LANGS:
            copies = 2 if (kind, lang) in EXTRA else 1
            for i in range(copies):
                d = Doc(f'{part}-{kind}-{lang}-{i + 1}', kind, lang, part)
                fn(d)
                docs.append(d)
    return docs
