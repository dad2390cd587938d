"""dev12 (tunable): e-commerce order confirmations and invoices, delivery notes, appointment
confirmations, support-ticket portal exports with threaded replies, employee registers, gym and
club membership contracts, travel e-tickets (letter-spaced capitals), back-office customer exports
(values broken inside narrow cells); seven languages, printed by wkhtmltopdf (Qt WebKit)."""
import datetime

from kit import Doc, e
from values import LANGS

WEEKDAYS = {
    'en': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    'es': ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
    'fr': ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
    'de': ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
    'it': ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
    'pt': ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado', 'domingo'],
    'ru': ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'],
}

def weekday_date(d, lang):
    """'Tuesday, 4 March 2025' in a language (the weekday is part of the DATE)."""
    r = d.rng
    y, mo, dd = r.randrange(2025, 2027), r.randrange(1, 13), r.randrange(1, 29)
    wd = WEEKDAYS[lang][datetime.date(y, mo, dd).weekday()]
    body = d.v.date(year=y, month=mo, day=dd, style=r.choice(['word', 'num']))
    if lang == 'en':
        return f'{wd}, {body}'
    if lang == 'ru':
        return f'{body} ({wd})'
    return f'{wd}, {body}' if lang in ('de', 'pt') else f'{wd} {body}'


def footer(d, org, addr):
    """The firm's data at the end of the page: name, address, phone (a portal's footer)."""
    d.foot = (f'{d.m("ORGANIZATION", org)} · {d.m("ADDRESS", d.v.one_line(addr))} · '
              f'{d.m("PHONE", d.v.phone(False))}')


def time_of(d):
    return f'{d.rng.randrange(7, 19):02d}:{d.rng.choice(["00", "15", "30", "45"])}'


# --- order confirmations and invoices -------------------------------------------------------
ORDER = {
    'en': dict(t=['Order confirmation', 'Invoice'], hi='Hi {g}, thanks for your order!', intro='We have received your order and will let you know as soon as it ships.',
               no='Order number', date='Order date', cust='Customer number', inv='Invoice number', bill='Billing address', ship='Delivery address',
               pay='Payment', card='Card ending {c}', card_l='Paid with card {c}', sepa='Direct debit from {i}', head=['Item', 'Qty', 'Unit price', 'Amount'],
               sub='Subtotal', post='Delivery', vat='incl. VAT 20%', tot='Total', eta='Estimated delivery: {d}',
               ask='Questions about your order? E-mail {m} or call us on {p}, quoting order {o}.', st=['Paid', 'Processing', 'Dispatched'],
               items=['Enamel teapot, 1.2 l', 'Linen tea towels (set of 3)', 'Cast iron skillet 26 cm', 'Bamboo chopping board', 'Stoneware mugs, sage (4)', 'Beeswax wraps', 'Kitchen scale, digital']),
    'es': dict(t=['Confirmación de pedido', 'Factura'], hi='¡Hola, {g}! Gracias por tu pedido.', intro='Hemos recibido tu pedido y te avisaremos en cuanto salga de nuestro almacén.',
               no='Número de pedido', date='Fecha del pedido', cust='N.º de cliente', inv='N.º de factura', bill='Dirección de facturación', ship='Dirección de entrega',
               pay='Pago', card='Tarjeta terminada en {c}', card_l='Pagado con tarjeta {c}', sepa='Domiciliación en la cuenta {i}', head=['Artículo', 'Cant.', 'Precio unitario', 'Importe'],
               sub='Subtotal', post='Gastos de envío', vat='IVA (21 %) incluido', tot='Total', eta='Entrega prevista: {d}',
               ask='¿Dudas sobre tu pedido? Escríbenos a {m} o llama al {p} indicando el pedido {o}.', st=['Pagado', 'En preparación', 'Enviado'],
               items=['Taladro percutor 750 W', 'Juego de brocas (15 piezas)', 'Cinta métrica 5 m', 'Guantes de jardinería', 'Escalera de aluminio 3 peldaños', 'Nivel de burbuja 60 cm']),
    'fr': dict(t=['Confirmation de commande', 'Facture'], hi='Bonjour {g}, merci pour votre commande !', intro='Votre commande a bien été enregistrée ; vous recevrez un e-mail dès son expédition.',
               no='N° de commande', date='Date de commande', cust='N° client', inv='N° de facture', bill='Adresse de facturation', ship='Adresse de livraison',
               pay='Paiement', card='Carte se terminant par {c}', card_l='Payé par carte {c}', sepa='Prélèvement sur le compte {i}', head=['Article', 'Qté', 'Prix unitaire', 'Montant'],
               sub='Sous-total', post='Livraison', vat='dont TVA 20 %', tot='Total TTC', eta='Livraison estimée : {d}',
               ask='Une question ? Écrivez à {m} ou appelez le {p} en rappelant la commande {o}.', st=['Payée', 'En préparation', 'Expédiée'],
               items=['Cocotte en fonte 24 cm', 'Moulin à poivre en hêtre', 'Tablier en lin', 'Set de 6 verres à vin', 'Planche à découper en olivier', 'Boîte à thé en fer']),
    'de': dict(t=['Bestellbestätigung', 'Rechnung'], hi='Hallo {g}, vielen Dank für Ihre Bestellung!', intro='Wir haben Ihre Bestellung erhalten und informieren Sie, sobald das Paket unterwegs ist.',
               no='Bestellnummer', date='Bestelldatum', cust='Kundennummer', inv='Rechnungsnummer', bill='Rechnungsadresse', ship='Lieferadresse',
               pay='Zahlung', card='Karte endet auf {c}', card_l='Bezahlt mit Karte {c}', sepa='Lastschrift vom Konto {i}', head=['Artikel', 'Menge', 'Einzelpreis', 'Betrag'],
               sub='Zwischensumme', post='Versand', vat='inkl. 19 % MwSt.', tot='Gesamtbetrag', eta='Voraussichtliche Zustellung: {d}',
               ask='Fragen zur Bestellung? Schreiben Sie an {m} oder rufen Sie {p} an und nennen Sie die Bestellung {o}.', st=['Bezahlt', 'In Bearbeitung', 'Versendet'],
               items=['Gartenschere Profi', 'Rasensamen Schattenmischung 2 kg', 'Hochbeet Lärche 120 cm', 'Gießkanne verzinkt 10 l', 'Pflanzkübel Terrakotta', 'Vogelhaus Kiefer']),
    'it': dict(t=['Conferma d’ordine', 'Fattura'], hi='Ciao {g}, grazie per il tuo ordine!', intro='Abbiamo ricevuto il tuo ordine e ti scriveremo appena verrà spedito.',
               no='Numero ordine', date='Data ordine', cust='Codice cliente', inv='Fattura n.', bill='Indirizzo di fatturazione', ship='Indirizzo di consegna',
               pay='Pagamento', card='Carta che termina con {c}', card_l='Pagato con carta {c}', sepa='Addebito diretto sul conto {i}', head=['Articolo', 'Q.tà', 'Prezzo unitario', 'Importo'],
               sub='Subtotale', post='Spedizione', vat='IVA 22% inclusa', tot='Totale', eta='Consegna prevista: {d}',
               ask='Domande sull’ordine? Scrivi a {m} o chiama il {p} citando l’ordine {o}.', st=['Pagato', 'In lavorazione', 'Spedito'],
               items=['Casco da bici urbano', 'Luci LED ricaricabili (coppia)', 'Lucchetto ad arco', 'Camera d’aria 28"', 'Borraccia termica 750 ml', 'Pompa da pavimento']),
    'pt': dict(t=['Confirmação de encomenda', 'Fatura'], hi='Olá {g}, obrigado pela sua encomenda!', intro='Recebemos a sua encomenda e avisaremos assim que for expedida.',
               no='N.º da encomenda', date='Data da encomenda', cust='N.º de cliente', inv='Fatura n.º', bill='Morada de faturação', ship='Morada de entrega',
               pay='Pagamento', card='Cartão terminado em {c}', card_l='Pago com cartão {c}', sepa='Débito direto na conta {i}', head=['Artigo', 'Qtd.', 'Preço unitário', 'Valor'],
               sub='Subtotal', post='Portes', vat='IVA 23% incluído', tot='Total', eta='Entrega prevista: {d}',
               ask='Dúvidas sobre a encomenda? Escreva para {m} ou ligue {p}, indicando a encomenda {o}.', st=['Paga', 'Em preparação', 'Expedida'],
               items=['Frigideira antiaderente 28 cm', 'Conjunto de facas (5)', 'Cafeteira italiana 6 chávenas', 'Toalhas de mesa de linho', 'Tábua de cortar em sobro', 'Balança de cozinha']),
    'ru': dict(t=['Подтверждение заказа', 'Счёт'], hi='Здравствуйте, {g}! Спасибо за заказ.', intro='Мы получили ваш заказ и сообщим, когда он будет передан в доставку.',
               no='Номер заказа', date='Дата заказа', cust='Номер клиента', inv='Счёт №', bill='Плательщик', ship='Адрес доставки',
               pay='Оплата', card='Карта, последние цифры {c}', card_l='Оплачено картой {c}', sepa='Списание со счёта {i}', head=['Товар', 'Кол-во', 'Цена', 'Сумма'],
               sub='Итого по товарам', post='Доставка', vat='в т. ч. НДС 20 %', tot='Итого к оплате', eta='Ожидаемая дата доставки: {d}',
               ask='Вопросы по заказу? Пишите на {m} или звоните по номеру {p}, назвав номер заказа {o}.', st=['Оплачен', 'Собирается', 'Передан в доставку'],
               items=['Чайник эмалированный 2 л', 'Набор кухонных полотенец', 'Сковорода чугунная 26 см', 'Разделочная доска из бука', 'Кружки керамические (4 шт.)', 'Весы кухонные']),
}


def order(d):
    t, v, r = ORDER[d.lang], d.v, d.rng
    invoice = r.random() < 0.45
    shop = v.org('shop')
    saddr = v.address()
    d.title = t['t'][invoice]
    footer(d, shop, saddr)
    cust = v.person()
    o = v.ref('', 7) if r.random() < 0.5 else v.ref('', 6, 2, '-')
    cno = v.ref('K', 6) if d.lang == 'de' else v.ref('C', 7)
    a = v.address()
    shop_phone = v.phone(False)
    shop_mail = f'service@{v.org_domain(shop)}'
    d.top(d.m('ORGANIZATION', shop), [d.m('ADDRESS', v.one_line(saddr)), d.m('EMAIL', shop_mail), d.m('PHONE', shop_phone)])
    d.h1(e(t['t'][invoice]) + f' <span class="badge ok">{e(r.choice(t["st"]))}</span>')
    if not invoice:
        d.p(e(t['hi']).replace('{g}', d.m('PERSON_NAME', cust.first)))
        d.p(e(t['intro']))
    pairs = [(t['no'], d.m('ID', o)), (t['date'], d.m('DATE', v.date())), (t['cust'], d.m('ID', cno))]
    if invoice:
        pairs.insert(0, (t['inv'], d.m('ID', v.ref(r.choice(['RE-', 'INV-', 'F', '']), 8))))
    d.kv(pairs)
    em = v.email(cust)
    ph = v.phone(True)
    bill = (f'{d.m("PERSON_NAME", cust.full)}<br>{d.addr(a)}<br>'
            f'{d.m("EMAIL", em)}<br>{d.m("PHONE", ph)}')
    if r.random() < 0.4:
        other = v.person()
        a2 = v.address()
        ship = f'{d.m("PERSON_NAME", other.full)}<br>{d.addr(a2)}'
    else:
        ship = f'{d.m("PERSON_NAME", cust.full)}<br>{d.addr(a)}'
    d.cols(f'<h2>{e(t["bill"])}</h2>{bill}', f'<h2>{e(t["ship"])}</h2>{ship}')
    rows, total = [], 0.0
    for item in r.sample(t['items'], r.randrange(2, 6)):
        q = r.randrange(1, 4)
        price = r.randrange(300, 12000) / 100
        total += q * price
        rows.append([e(item) + f'<br><span class="small">SKU {r.randrange(10000, 99999)}-{r.choice("ABCDEF")}</span>',
                     str(q), d.m('MONEY_AMOUNT', v.money(price)), d.m('MONEY_AMOUNT', v.money(q * price))])
    post = r.choice([0, 3.95, 4.9, 5.99])
    d.table(t['head'], rows, num=(1, 2, 3))
    lines = [(t['sub'], v.money(total)), (t['post'], v.money(post)), (t['tot'], v.money(total + post))]
    d.add('<div class="right">' + ''.join(
        f'<div class="{"total" if i == 2 else ""}">{e(k)}: {d.m("MONEY_AMOUNT", val)}</div>'
        for i, (k, val) in enumerate(lines)) + f'<div class="small">{e(t["vat"])}</div></div>')
    if r.random() < 0.6:
        c = v.card()
        pay = e(t['card_l']).replace('{c}', d.m('CREDIT_CARD', c))
    else:
        pay = e(t['sepa']).replace('{i}', d.m('ACCOUNT', v.iban()))
    d.h2(e(t['pay']))
    d.p(pay)
    if not invoice:
        d.p(e(t['eta']).replace('{d}', d.m('DATE', v.date(style='word'))))
    d.p(e(t['ask']).replace('{m}', d.m('EMAIL', shop_mail)).replace('{p}', d.m('PHONE', shop_phone)).replace('{o}', d.m('ID', o)), 'small')


# --- delivery notes -------------------------------------------------------------------------
DELIV = {
    'en': dict(t='Delivery note', carrier='Carrier', track='Tracking number', link='Track your parcel', sender='Sender', to='Deliver to',
               tel='Phone', date='Delivered on', head=['Parcel', 'Weight', 'Contents', 'Status'], cont=['Books', 'Homewares', 'Spare parts', 'Clothing'],
               st='Delivered', nb='Your parcel was left with your neighbour {n} at {a}.', rec='Received by', ref='Your order', sig='Signature of recipient',
               note='Please check the contents on receipt. Damage must be reported within 7 days.'),
    'es': dict(t='Albarán de entrega', carrier='Transportista', track='Número de seguimiento', link='Sigue tu envío', sender='Remitente', to='Destinatario',
               tel='Teléfono', date='Entregado el', head=['Bulto', 'Peso', 'Contenido', 'Estado'], cont=['Libros', 'Menaje', 'Recambios', 'Ropa'],
               st='Entregado', nb='Tu paquete se entregó a tu vecino/a {n}, en {a}.', rec='Recibido por', ref='Tu pedido', sig='Firma del destinatario',
               note='Revise la mercancía al recibirla. Las incidencias deben comunicarse en un plazo de 7 días.'),
    'fr': dict(t='Bon de livraison', carrier='Transporteur', track='Numéro de suivi', link='Suivre mon colis', sender='Expéditeur', to='Destinataire',
               tel='Téléphone', date='Livré le', head=['Colis', 'Poids', 'Contenu', 'Statut'], cont=['Livres', 'Arts de la table', 'Pièces détachées', 'Vêtements'],
               st='Livré', nb='Votre colis a été remis à votre voisin(e) {n}, {a}.', rec='Reçu par', ref='Votre commande', sig='Signature du destinataire',
               note='Merci de vérifier le contenu à réception. Toute réserve doit être signalée sous 7 jours.'),
    'de': dict(t='Lieferschein', carrier='Zusteller', track='Sendungsnummer', link='Sendung verfolgen', sender='Absender', to='Empfänger',
               tel='Telefon', date='Zugestellt am', head=['Paket', 'Gewicht', 'Inhalt', 'Status'], cont=['Bücher', 'Haushaltswaren', 'Ersatzteile', 'Bekleidung'],
               st='Zugestellt', nb='Ihr Paket wurde bei Ihrem Nachbarn {n}, {a}, abgegeben.', rec='Empfangen von', ref='Ihre Bestellung', sig='Unterschrift Empfänger',
               note='Bitte prüfen Sie die Ware bei Erhalt. Transportschäden sind innerhalb von 7 Tagen zu melden.'),
    'it': dict(t='Documento di trasporto', carrier='Corriere', track='Numero di tracciamento', link='Traccia la spedizione', sender='Mittente', to='Destinatario',
               tel='Telefono', date='Consegnato il', head=['Collo', 'Peso', 'Contenuto', 'Stato'], cont=['Libri', 'Casalinghi', 'Ricambi', 'Abbigliamento'],
               st='Consegnato', nb='Il pacco è stato lasciato al vicino {n}, {a}.', rec='Ritirato da', ref='Il tuo ordine', sig='Firma del destinatario',
               note='Controllare la merce alla consegna. Eventuali danni vanno segnalati entro 7 giorni.'),
    'pt': dict(t='Guia de remessa', carrier='Transportadora', track='Número de seguimento', link='Seguir a encomenda', sender='Remetente', to='Destinatário',
               tel='Telefone', date='Entregue em', head=['Volume', 'Peso', 'Conteúdo', 'Estado'], cont=['Livros', 'Artigos de casa', 'Peças', 'Vestuário'],
               st='Entregue', nb='A sua encomenda foi entregue ao vizinho {n}, na {a}.', rec='Recebido por', ref='A sua encomenda', sig='Assinatura do destinatário',
               note='Verifique o conteúdo no ato da entrega. Danos devem ser comunicados no prazo de 7 dias.'),
    'ru': dict(t='Накладная на доставку', carrier='Служба доставки', track='Трек-номер', link='Отследить посылку', sender='Отправитель', to='Получатель',
               tel='Телефон', date='Дата вручения', head=['Место', 'Вес', 'Содержимое', 'Статус'], cont=['Книги', 'Товары для дома', 'Запчасти', 'Одежда'],
               st='Вручено', nb='Посылка передана соседу: {n}, адрес: {a}.', rec='Получил(а)', ref='Ваш заказ', sig='Подпись получателя',
               note='Проверьте вложение при получении. О повреждениях сообщите в течение 7 дней.'),
}


def delivery(d):
    t, v, r = DELIV[d.lang], d.v, d.rng
    carrier = v.org('carrier')
    caddr = v.address()
    footer(d, carrier, caddr)
    d.title = t['t']
    shop = v.org('shop')
    who = v.person()
    a = v.address()
    track = r.choice([v.ref('', 14), v.ref('JJD', 16), v.ref('', 9, 2) + r.choice(['DE', 'ES', 'FR', 'IT', 'PT', 'GB', 'RU'])])
    url = f'https://track.{v.org_domain(carrier)}/parcel/{track}'
    d.top(d.m('ORGANIZATION', carrier), [e(t['t'])])
    d.h1(e(t['t']) + f' <span class="badge ok">{e(t["st"])}</span>')
    d.kv([(t['track'], d.m('ID', track)), (t['ref'], d.m('ID', v.ref('', 8))), (t['date'], d.m('DATE', v.date()) + ' ' + time_of(d)),
          (t['link'], d.m('URL', url))])
    sa = v.address()
    d.cols(f'<h2>{e(t["sender"])}</h2>{d.m("ORGANIZATION", shop)}<br>{d.addr(sa)}',
           f'<h2>{e(t["to"])}</h2>{d.m("PERSON_NAME", who.full)}<br>{d.addr(a)}<br>'
           f'{e(t["tel"])}: {d.m("PHONE", v.phone(True))}')
    rows = []
    for i in range(r.randrange(1, 5)):
        rows.append([str(i + 1), f'{r.randrange(2, 240) / 10:.1f} kg'.replace('.', ',' if d.lang != 'en' else '.'),
                     e(r.choice(t['cont'])), f'<span class="badge">{e(t["st"])}</span>'])
    d.table(t['head'], rows)
    if r.random() < 0.5:
        nb = v.person()
        na = v.address()
        d.p(e(t['nb']).replace('{n}', d.m('PERSON_NAME', nb.full)).replace('{a}', d.m('ADDRESS', v.one_line(na))), 'box')
        received = nb
    else:
        received = who
    d.kv([(t['rec'], d.m('PERSON_NAME', r.choice([received.full, received.short, received.caps])))])
    d.add(f'<div class="sign"><div>{e(t["sig"])}</div><div>{e(t["date"])}: {d.m("DATE", v.date(style="num"))}</div></div>')
    d.p(e(t['note']), 'small')


# --- appointment confirmations --------------------------------------------------------------
APPT = {
    'en': dict(t='Appointment confirmation', dear='Dear {n},', body='your appointment with {dr} is confirmed for {d} at {h}.',
               pat='Patient', dob='Date of birth', ins='Insurance / NHS number', tel='Mobile', mail='E-mail', book='Booking reference',
               where='Location', bring='Please bring your insurance card and a list of your current medicines. Arrive 10 minutes early.',
               cancel='If you cannot attend, cancel at least 24 hours in advance on {p} or at {u}.', dr='Dr', rem='SMS reminder', yes='Yes'),
    'es': dict(t='Confirmación de cita', dear='Estimado/a {n}:', body='le confirmamos su cita con {dr} el {d} a las {h}.',
               pat='Paciente', dob='Fecha de nacimiento', ins='N.º de tarjeta sanitaria', tel='Móvil', mail='Correo electrónico', book='Localizador',
               where='Lugar', bring='Traiga su tarjeta sanitaria y la lista de medicamentos que toma. Llegue 10 minutos antes.',
               cancel='Si no puede acudir, anule la cita con 24 horas de antelación en el {p} o en {u}.', dr='Dra.', rem='Recordatorio por SMS', yes='Sí'),
    'fr': dict(t='Confirmation de rendez-vous', dear='Madame, Monsieur {n},', body='votre rendez-vous avec {dr} est confirmé le {d} à {h}.',
               pat='Patient(e)', dob='Date de naissance', ins='N° de sécurité sociale', tel='Portable', mail='E-mail', book='Référence',
               where='Adresse du cabinet', bring='Merci de vous munir de votre carte Vitale et de vos ordonnances en cours. Présentez-vous 10 minutes en avance.',
               cancel='En cas d’empêchement, annulez au moins 24 heures avant au {p} ou sur {u}.', dr='Dr', rem='Rappel par SMS', yes='Oui'),
    'de': dict(t='Terminbestätigung', dear='Guten Tag {n},', body='hiermit bestätigen wir Ihren Termin bei {dr} am {d} um {h} Uhr.',
               pat='Patient/in', dob='Geburtsdatum', ins='Versichertennummer', tel='Mobil', mail='E-Mail', book='Buchungsnummer',
               where='Ort', bring='Bitte bringen Sie Ihre Versichertenkarte und Ihren Medikationsplan mit und kommen Sie 10 Minuten früher.',
               cancel='Falls Sie verhindert sind, sagen Sie bitte mindestens 24 Stunden vorher ab: {p} oder {u}.', dr='Dr.', rem='SMS-Erinnerung', yes='Ja'),
    'it': dict(t='Conferma appuntamento', dear='Gentile {n},', body='le confermiamo l’appuntamento con {dr} per {d} alle ore {h}.',
               pat='Paziente', dob='Data di nascita', ins='Codice fiscale', tel='Cellulare', mail='E-mail', book='Codice prenotazione',
               where='Sede', bring='Porti con sé la tessera sanitaria e l’elenco dei farmaci che assume. Si presenti 10 minuti prima.',
               cancel='In caso di impedimento disdica almeno 24 ore prima al {p} oppure su {u}.', dr='dott.', rem='Promemoria SMS', yes='Sì'),
    'pt': dict(t='Confirmação de consulta', dear='Caro(a) {n},', body='confirmamos a sua consulta com {dr} na {d}, às {h}.',
               pat='Utente', dob='Data de nascimento', ins='N.º de utente do SNS', tel='Telemóvel', mail='E-mail', book='Referência da marcação',
               where='Local', bring='Traga o cartão de cidadão e a lista da medicação habitual. Chegue 10 minutos antes.',
               cancel='Se não puder comparecer, desmarque com 24 horas de antecedência pelo {p} ou em {u}.', dr='Dr.', rem='Lembrete por SMS', yes='Sim'),
    'ru': dict(t='Подтверждение записи на приём', dear='Уважаемый(ая) {n}!', body='Вы записаны на приём к врачу {dr}: {d}, время {h}.',
               pat='Пациент', dob='Дата рождения', ins='Полис ОМС', tel='Мобильный', mail='Эл. почта', book='Номер записи',
               where='Адрес', bring='Возьмите с собой паспорт, полис ОМС и список принимаемых лекарств. Приходите за 10 минут.',
               cancel='Если не можете прийти, отмените запись не позднее чем за 24 часа по телефону {p} или на сайте {u}.', dr='', rem='SMS-напоминание', yes='Да'),
}


def appointment(d):
    t, v, r = APPT[d.lang], d.v, d.rng
    clinic = v.org('clinic')
    ca = v.address()
    footer(d, clinic, ca)
    d.title = t['t']
    pat = v.person()
    doc = v.person()
    cph = v.phone(False)
    dom = v.org_domain(clinic)
    d.top(d.m('ORGANIZATION', clinic), [d.m('ADDRESS', v.one_line(ca)), d.m('PHONE', cph)])
    d.h1(e(t['t']))
    name = pat.natural if d.lang != 'ru' else f'{pat.given} {pat.pat}'
    d.p(e(t['dear']).replace('{n}', d.m('PERSON_NAME', name)))
    drn = doc.full if r.random() < 0.5 else doc.short
    dr = (e(t['dr']) + ' ' if t['dr'] else '') + d.m('PERSON_NAME', drn)
    d.p(e(t['body']).replace('{dr}', dr).replace('{d}', d.m('DATE', weekday_date(d, d.lang))).replace('{h}', time_of(d)))
    dob, _ = v.birth()
    ins = v.national() if d.lang in ('fr', 'it') else (v.ref('', 10) if d.lang == 'en' else
                                                        (v.ref('', 9, 1) if d.lang == 'de' else v.ref('', 16 if d.lang == 'ru' else 9)))
    tag = 'SSN' if d.lang in ('fr', 'it') else 'ID'
    if d.lang == 'en':
        ins = f'{ins[:3]} {ins[3:6]} {ins[6:]}'
    d.kv([(t['book'], d.m('ID', v.ref('', 6, 3, '-'))), (t['pat'], d.m('PERSON_NAME', pat.full)), (t['dob'], d.m('DATE', dob)),
          (t['ins'], d.m(tag, ins)), (t['tel'], d.m('PHONE', v.phone(True))), (t['mail'], d.m('EMAIL', v.email(pat))),
          (t['rem'], f'<span class="badge">{e(t["yes"])}</span>'),
          (t['where'], d.m('ORGANIZATION', clinic) + '<br>' + d.addr(ca))])
    d.p(e(t['bring']))
    url = f'https://{dom}/booking/{v.ref("", 5, 2)}'
    d.p(e(t['cancel']).replace('{p}', d.m('PHONE', cph)).replace('{u}', d.m('URL', url)), 'small')


# --- support tickets ------------------------------------------------------------------------
TICKET = {
    'en': dict(t='Ticket', subj=['Invoice {o} charged twice', 'Cannot log in since the update', 'Card terminal offline at our shop'],
               st=['Open', 'Waiting for customer', 'Solved'], req='Requester', org='Organisation', user='User name', ip='Created from IP', created='Created',
               prio='Priority', high='High', wrote='On {d} at {h}, {n} wrote:',
               m1='Hello, our account {o} was charged twice this month. Could you check and refund the second payment? The card used is {c}.',
               m2='Hi {g}, thanks for reaching out. I can see both payments on {o}; the duplicate will be refunded within 5 working days.',
               m3='Thank you. Please send the credit note to {m} as well, our bookkeeper {k} needs it.',
               m4='Done – the credit note went to {m}. I am closing this ticket; reply to reopen it.', agent='Support agent', role=['Office manager', 'Owner', 'Head of finance']),
    'es': dict(t='Incidencia', subj=['Factura {o} cobrada dos veces', 'No puedo acceder desde la actualización', 'Datáfono sin conexión en tienda'],
               st=['Abierta', 'Pendiente del cliente', 'Resuelta'], req='Solicitante', org='Empresa', user='Usuario', ip='Creada desde IP', created='Creada',
               prio='Prioridad', high='Alta', wrote='El {d} a las {h}, {n} escribió:',
               m1='Buenos días: en la cuenta {o} nos han cobrado dos veces este mes. ¿Pueden revisarlo y devolver el segundo cargo? La tarjeta es {c}.',
               m2='Hola, {g}: gracias por escribirnos. Veo los dos cargos en {o}; el duplicado se devolverá en 5 días hábiles.',
               m3='Gracias. Envíen también la factura rectificativa a {m}, la necesita nuestra gestora {k}.',
               m4='Hecho: la factura rectificativa se envió a {m}. Cierro la incidencia; responda para reabrirla.', agent='Agente de soporte', role=['Responsable de oficina', 'Gerente', 'Administración']),
    'fr': dict(t='Ticket', subj=['Facture {o} débitée deux fois', 'Connexion impossible depuis la mise à jour', 'Terminal de paiement hors ligne'],
               st=['Ouvert', 'En attente du client', 'Résolu'], req='Demandeur', org='Société', user='Identifiant', ip='Créé depuis l’IP', created='Créé le',
               prio='Priorité', high='Haute', wrote='Le {d} à {h}, {n} a écrit :',
               m1='Bonjour, notre compte {o} a été débité deux fois ce mois-ci. Pouvez-vous rembourser le second prélèvement ? La carte utilisée est {c}.',
               m2='Bonjour {g}, merci de votre message. Je vois bien les deux paiements sur {o} ; le doublon sera remboursé sous 5 jours ouvrés.',
               m3='Merci. Envoyez aussi l’avoir à {m}, notre comptable {k} en a besoin.',
               m4='C’est fait : l’avoir a été envoyé à {m}. Je clôture le ticket ; répondez pour le rouvrir.', agent='Conseiller support', role=['Responsable administratif', 'Gérant', 'Directrice financière']),
    'de': dict(t='Ticket', subj=['Rechnung {o} doppelt abgebucht', 'Login seit dem Update nicht möglich', 'Kartenterminal in der Filiale offline'],
               st=['Offen', 'Wartet auf Kunde', 'Gelöst'], req='Anfragende Person', org='Firma', user='Benutzername', ip='Erstellt von IP', created='Erstellt',
               prio='Priorität', high='Hoch', wrote='Am {d} um {h} schrieb {n}:',
               m1='Guten Tag, von unserem Konto {o} wurde diesen Monat doppelt abgebucht. Bitte prüfen Sie das und erstatten Sie die zweite Zahlung. Die Karte ist {c}.',
               m2='Hallo {g}, danke für Ihre Nachricht. Ich sehe beide Zahlungen zu {o}; die doppelte wird innerhalb von 5 Werktagen erstattet.',
               m3='Danke. Bitte senden Sie die Gutschrift auch an {m}, unsere Buchhalterin {k} braucht sie.',
               m4='Erledigt – die Gutschrift ging an {m}. Ich schließe das Ticket; antworten Sie, um es wieder zu öffnen.', agent='Support', role=['Büroleitung', 'Inhaber', 'Leitung Finanzen']),
    'it': dict(t='Ticket', subj=['Fattura {o} addebitata due volte', 'Accesso impossibile dopo l’aggiornamento', 'POS del negozio non in linea'],
               st=['Aperto', 'In attesa del cliente', 'Risolto'], req='Richiedente', org='Azienda', user='Nome utente', ip='Creato dall’IP', created='Creato il',
               prio='Priorità', high='Alta', wrote='Il giorno {d} alle {h}, {n} ha scritto:',
               m1='Buongiorno, sul conto {o} ci avete addebitato due volte questo mese. Potete verificare e rimborsare il secondo addebito? La carta è {c}.',
               m2='Buongiorno {g}, grazie per averci scritto. Vedo entrambi i pagamenti su {o}; il doppione sarà rimborsato entro 5 giorni lavorativi.',
               m3='Grazie. Inviate la nota di credito anche a {m}, serve alla nostra commercialista {k}.',
               m4='Fatto: la nota di credito è stata inviata a {m}. Chiudo il ticket; risponda per riaprirlo.', agent='Assistenza clienti', role=['Responsabile ufficio', 'Titolare', 'Amministrazione']),
    'pt': dict(t='Pedido de suporte', subj=['Fatura {o} cobrada duas vezes', 'Sem acesso desde a atualização', 'Terminal de pagamento offline na loja'],
               st=['Aberto', 'A aguardar cliente', 'Resolvido'], req='Requerente', org='Empresa', user='Utilizador', ip='Criado a partir do IP', created='Criado em',
               prio='Prioridade', high='Alta', wrote='Em {d}, às {h}, {n} escreveu:',
               m1='Bom dia, a conta {o} foi cobrada duas vezes este mês. Podem verificar e devolver o segundo pagamento? O cartão é {c}.',
               m2='Olá {g}, obrigado pelo contacto. Vejo os dois pagamentos em {o}; o duplicado será devolvido em 5 dias úteis.',
               m3='Obrigado. Enviem também a nota de crédito para {m}, a nossa contabilista {k} precisa dela.',
               m4='Feito: a nota de crédito foi enviada para {m}. Vou fechar o pedido; responda para o reabrir.', agent='Apoio ao cliente', role=['Gestora de escritório', 'Sócio-gerente', 'Direção financeira']),
    'ru': dict(t='Обращение', subj=['Двойное списание по счёту {o}', 'Не могу войти после обновления', 'Терминал в магазине не работает'],
               st=['Открыто', 'Ожидает ответа клиента', 'Решено'], req='Заявитель', org='Организация', user='Логин', ip='Создано с IP', created='Создано',
               prio='Приоритет', high='Высокий', wrote='{d} в {h} {n} написал(а):',
               m1='Здравствуйте! По лицевому счёту {o} в этом месяце прошло два списания. Проверьте, пожалуйста, и верните второй платёж. Карта {c}.',
               m2='Здравствуйте, {g}! Спасибо за обращение. Вижу оба платежа по {o}; дубль вернётся в течение 5 рабочих дней.',
               m3='Спасибо. Пришлите, пожалуйста, корректировочный счёт и на {m}, он нужен нашему бухгалтеру {k}.',
               m4='Готово: документ отправлен на {m}. Закрываю обращение; чтобы открыть его снова, ответьте на это письмо.', agent='Служба поддержки', role=['Офис-менеджер', 'Директор', 'Главный бухгалтер']),
}


def ticket(d):
    t, v, r = TICKET[d.lang], d.v, d.rng
    vendor = v.org('vendor')
    va = v.address()
    footer(d, vendor, va)
    client = v.org(r.choice(['shop', 'employer', 'clinic']))
    cust, agent, book = v.person(), v.person(), v.person()
    o = v.ref(r.choice(['', 'ACC-', 'A']), 7)
    tno = v.ref('#', 6)
    d.title = f'{t["t"]} {tno}'
    card = v.card()
    cmail = v.email(cust)
    bmail = v.email(book)
    uname = v.username(cust)
    cph = v.phone()
    ip = f'{r.randrange(31, 220)}.{r.randrange(0, 255)}.{r.randrange(0, 255)}.{r.randrange(1, 254)}'
    d.top(d.m('ORGANIZATION', vendor), [e(t['t']) + ' ' + d.m('ID', tno)])
    subj = r.choice(t['subj'])
    head = e(subj).replace('{o}', d.m('ID', o)) if '{o}' in subj else e(subj)
    d.h1(head + f' <span class="badge warn">{e(r.choice(t["st"]))}</span>')
    d1, h1 = v.date(style='num'), time_of(d)
    d.kv([(t['req'], d.m('PERSON_NAME', cust.full) + ' &lt;' + d.m('EMAIL', cmail) + '&gt;'), (t['org'], d.m('ORGANIZATION', client)),
          (t['user'], d.m('USERNAME', uname)), (t['created'], d.m('DATE', d1) + ' ' + h1), (t['ip'], d.m('IP', ip)),
          (t['prio'], f'<span class="badge">{e(t["high"])}</span>')])

    def sig_customer():
        return (f'<div class="sig">{d.m("PERSON_NAME", cust.full)}<br>{e(r.choice(t["role"]))} · {d.m("ORGANIZATION", client)}<br>'
                f'{d.m("PHONE", cph)}</div>')

    def sig_agent():
        return f'<div class="sig">{d.m("PERSON_NAME", agent.first)}<br>{e(t["agent"])} · {d.m("ORGANIZATION", vendor)}</div>'

    def msg(frm, mail, date, body, quote=''):
        head = f'<div class="meta"><b>{frm}</b> &lt;{mail}&gt; · {date}</div>'
        d.add(f'<div class="msg">{head}{body}{quote}</div>')

    m1 = lambda: e(t['m1']).replace('{o}', d.m('ID', o)).replace('{c}', d.m('CREDIT_CARD', card))
    msg(d.m('PERSON_NAME', cust.full), d.m('EMAIL', cmail), d.m('DATE', d1) + ' ' + h1, f'<p>{m1()}</p>' + sig_customer())
    d2 = v.date(style='num')
    amail = f'{r.choice(["support", "help", "service"])}@{v.org_domain(vendor)}'
    wrote = e(t['wrote']).replace('{d}', d.m('DATE', d1)).replace('{h}', h1).replace('{n}', d.m('PERSON_NAME', cust.full))
    msg(d.m('PERSON_NAME', agent.full), d.m('EMAIL', amail), d.m('DATE', d2) + ' ' + time_of(d),
        '<p>' + e(t['m2']).replace('{g}', d.m('PERSON_NAME', cust.first)).replace('{o}', d.m('ID', o)) + '</p>' + sig_agent(),
        f'<blockquote>{wrote}<br>{m1()}</blockquote>')
    d3 = v.date(style=r.choice(['num', 'iso']))
    m3 = e(t['m3']).replace('{m}', d.m('EMAIL', bmail)).replace('{k}', d.m('PERSON_NAME', book.full))
    msg(d.m('PERSON_NAME', cust.full), d.m('EMAIL', cmail), d.m('DATE', d3) + ' ' + time_of(d), f'<p>{m3}</p>' + sig_customer())
    d4 = v.date(style='num')
    msg(d.m('PERSON_NAME', agent.full), d.m('EMAIL', amail), d.m('DATE', d4) + ' ' + time_of(d),
        '<p>' + e(t['m4']).replace('{m}', d.m('EMAIL', bmail)) + '</p>' + sig_agent())


# --- employee registers ---------------------------------------------------------------------
REG = {
    'en': dict(t='Staff register', asof='As of', head=['Staff no.', 'Name', 'E-mail', 'Phone', 'Start date', 'IBAN'], dept='Department',
               depts=['Warehouse', 'Accounts', 'Sales', 'Workshop'], conf='Confidential – personal data. Contact for data protection: {n}, {m}.',
               count='{k} employees', nin='NI number'),
    'es': dict(t='Registro de personal', asof='A fecha de', head=['N.º empleado', 'Nombre', 'Correo', 'Teléfono', 'Alta', 'IBAN'], dept='Departamento',
               depts=['Almacén', 'Contabilidad', 'Ventas', 'Taller'], conf='Confidencial – datos personales. Delegado de protección de datos: {n}, {m}.',
               count='{k} empleados', nin='NAF'),
    'fr': dict(t='Registre unique du personnel', asof='Au', head=['Matricule', 'Nom', 'E-mail', 'Téléphone', 'Entrée', 'IBAN'], dept='Service',
               depts=['Entrepôt', 'Comptabilité', 'Ventes', 'Atelier'], conf='Confidentiel – données personnelles. Référent RGPD : {n}, {m}.',
               count='{k} salariés', nin='N° SS'),
    'de': dict(t='Mitarbeiterverzeichnis', asof='Stand', head=['Pers.-Nr.', 'Name', 'E-Mail', 'Telefon', 'Eintritt', 'IBAN'], dept='Abteilung',
               depts=['Lager', 'Buchhaltung', 'Vertrieb', 'Werkstatt'], conf='Vertraulich – personenbezogene Daten. Datenschutzbeauftragte/r: {n}, {m}.',
               count='{k} Beschäftigte', nin='SV-Nummer'),
    'it': dict(t='Libro unico del lavoro – anagrafica', asof='Aggiornato al', head=['Matricola', 'Nominativo', 'E-mail', 'Telefono', 'Assunzione', 'IBAN'], dept='Reparto',
               depts=['Magazzino', 'Contabilità', 'Vendite', 'Officina'], conf='Riservato – dati personali. Responsabile protezione dati: {n}, {m}.',
               count='{k} dipendenti', nin='Codice fiscale'),
    'pt': dict(t='Registo de pessoal', asof='Data de referência', head=['N.º func.', 'Nome', 'E-mail', 'Telefone', 'Admissão', 'IBAN'], dept='Departamento',
               depts=['Armazém', 'Contabilidade', 'Vendas', 'Oficina'], conf='Confidencial – dados pessoais. Encarregado da proteção de dados: {n}, {m}.',
               count='{k} trabalhadores', nin='NISS'),
    'ru': dict(t='Реестр сотрудников', asof='По состоянию на', head=['Таб. №', 'ФИО', 'Эл. почта', 'Телефон', 'Дата приёма', 'Счёт'], dept='Отдел',
               depts=['Склад', 'Бухгалтерия', 'Продажи', 'Цех'], conf='Конфиденциально — персональные данные. Ответственный за обработку ПДн: {n}, {m}.',
               count='Сотрудников: {k}', nin='СНИЛС'),
}


def register(d):
    t, v, r = REG[d.lang], d.v, d.rng
    emp = v.org('employer')
    ea = v.address()
    footer(d, emp, ea)
    d.title = t['t']
    d.top(d.m('ORGANIZATION', emp), [d.m('ADDRESS', v.one_line(ea))])
    n = r.randrange(18, 46)
    d.h1(e(t['t']))
    d.p(f'{e(t["asof"])} {d.m("DATE", v.date())} · ' + e(t['count']).replace('{k}', str(n)))
    v.used = set()  # a register lists many people: names may repeat a given name or surname
    form = r.choice(['full', 'caps'])
    rows = []
    for _ in range(n):
        p = v.person()
        nm = p.caps if form == 'caps' else p.full
        sd = v.date(style=r.choice(['num', 'iso']), year=r.randrange(2008, 2026))
        rows.append([d.m('ID', v.ref(r.choice(['', 'P', 'M-']), 5)),
                     d.m('PERSON_NAME', nm) + f'<br><span class="small">{e(t["dept"])}: {e(r.choice(t["depts"]))}</span>',
                     d.m('EMAIL', v.email(p)), d.m('PHONE', v.phone()), d.m('DATE', sd), d.m('ACCOUNT', v.iban())])
    d.table(t['head'], rows, nowrap=(3, 4, 5))
    dpo = v.person()
    d.p(e(t['conf']).replace('{n}', d.m('PERSON_NAME', dpo.full)).replace('{m}', d.m('EMAIL', v.email(dpo))), 'small')


# --- gym and club membership contracts --------------------------------------------------------
GYM = {
    'en': dict(t='Membership agreement', no='Membership no.', mem='Member', name='Name', dob='Date of birth', age='Age', addr='Address', tel='Phone', mail='E-mail',
               plan='Plan', head=['Plan', 'Start', 'Minimum term', 'Monthly fee'], plans=['Premium 24/7', 'Off-peak', 'Swim & Gym'], term='12 months', join='Joining fee',
               dd='Direct debit mandate', holder='Account holder', bank='Bank', mref='Mandate reference',
               text='I authorise {g} to collect the monthly fee from the account above. The membership renews monthly after the minimum term and can be cancelled with one month’s notice.',
               sig='Signature of member', place='Place, date', emerg='Emergency contact'),
    'es': dict(t='Contrato de socio', no='N.º de socio', mem='Socio/a', name='Nombre y apellidos', dob='Fecha de nacimiento', age='Edad', addr='Domicilio', tel='Teléfono', mail='Correo electrónico',
               plan='Modalidad', head=['Modalidad', 'Alta', 'Permanencia', 'Cuota mensual'], plans=['Total 24 h', 'Mañanas', 'Piscina + sala'], term='12 meses', join='Matrícula',
               dd='Orden de domiciliación SEPA', holder='Titular de la cuenta', bank='Entidad', mref='Referencia de la orden',
               text='Autorizo a {g} a cargar la cuota mensual en la cuenta indicada. Tras la permanencia, la baja se comunicará con un mes de antelación.',
               sig='Firma del socio/a', place='Lugar y fecha', emerg='Contacto de emergencia'),
    'fr': dict(t='Contrat d’adhésion', no='N° d’adhérent', mem='Adhérent(e)', name='Nom et prénom', dob='Date de naissance', age='Âge', addr='Adresse', tel='Téléphone', mail='E-mail',
               plan='Formule', head=['Formule', 'Début', 'Engagement', 'Mensualité'], plans=['Illimitée 7j/7', 'Heures creuses', 'Aquagym + cardio'], term='12 mois', join='Frais d’inscription',
               dd='Mandat de prélèvement SEPA', holder='Titulaire du compte', bank='Banque', mref='Référence unique du mandat',
               text='J’autorise {g} à prélever la mensualité sur le compte ci-dessus. Après la période d’engagement, la résiliation est possible avec un mois de préavis.',
               sig='Signature de l’adhérent(e)', place='Fait à, le', emerg='Personne à prévenir'),
    'de': dict(t='Mitgliedsvertrag', no='Mitgliedsnummer', mem='Mitglied', name='Name, Vorname', dob='Geburtsdatum', age='Alter', addr='Anschrift', tel='Telefon', mail='E-Mail',
               plan='Tarif', head=['Tarif', 'Beginn', 'Mindestlaufzeit', 'Monatsbeitrag'], plans=['Premium 24/7', 'Vormittag', 'Schwimmen & Fitness'], term='12 Monate', join='Aufnahmegebühr',
               dd='SEPA-Lastschriftmandat', holder='Kontoinhaber/in', bank='Kreditinstitut', mref='Mandatsreferenz',
               text='Ich ermächtige {g}, den Monatsbeitrag von dem oben genannten Konto einzuziehen. Nach der Mindestlaufzeit ist der Vertrag monatlich kündbar.',
               sig='Unterschrift Mitglied', place='Ort, Datum', emerg='Notfallkontakt'),
    'it': dict(t='Contratto di iscrizione', no='N. tessera', mem='Socio', name='Cognome e nome', dob='Data di nascita', age='Età', addr='Indirizzo', tel='Telefono', mail='E-mail',
               plan='Abbonamento', head=['Abbonamento', 'Inizio', 'Durata minima', 'Quota mensile'], plans=['Open 24/7', 'Mattina', 'Piscina + sala pesi'], term='12 mesi', join='Quota di iscrizione',
               dd='Mandato SEPA', holder='Intestatario del conto', bank='Banca', mref='Riferimento mandato',
               text='Autorizzo {g} ad addebitare la quota mensile sul conto indicato. Dopo la durata minima il recesso è possibile con un mese di preavviso.',
               sig='Firma del socio', place='Luogo e data', emerg='Contatto di emergenza'),
    'pt': dict(t='Contrato de adesão', no='N.º de sócio', mem='Sócio(a)', name='Nome completo', dob='Data de nascimento', age='Idade', addr='Morada', tel='Telefone', mail='E-mail',
               plan='Plano', head=['Plano', 'Início', 'Fidelização', 'Mensalidade'], plans=['Livre-trânsito', 'Manhãs', 'Piscina + ginásio'], term='12 meses', join='Inscrição',
               dd='Autorização de débito direto SEPA', holder='Titular da conta', bank='Banco', mref='Referência da autorização',
               text='Autorizo {g} a debitar a mensalidade na conta acima. Após o período de fidelização, a denúncia faz-se com um mês de antecedência.',
               sig='Assinatura do sócio', place='Local e data', emerg='Contacto de emergência'),
    'ru': dict(t='Договор о членстве в клубе', no='Номер клубной карты', mem='Член клуба', name='ФИО', dob='Дата рождения', age='Возраст', addr='Адрес', tel='Телефон', mail='Эл. почта',
               plan='Тариф', head=['Тариф', 'Начало', 'Минимальный срок', 'Ежемесячный взнос'], plans=['Безлимит', 'Утренний', 'Бассейн + зал'], term='12 месяцев', join='Вступительный взнос',
               dd='Согласие на автоплатёж', holder='Владелец счёта', bank='Банк', mref='Номер согласия',
               text='Я разрешаю {g} ежемесячно списывать взнос с указанного счёта. После минимального срока договор можно расторгнуть, предупредив за месяц.',
               sig='Подпись члена клуба', place='Место и дата', emerg='Контакт на случай ЧС'),
}


def gym(d):
    t, v, r = GYM[d.lang], d.v, d.rng
    club = v.org('gym')
    ga = v.address()
    footer(d, club, ga)
    d.title = t['t']
    p = v.person()
    a = v.address()
    dob, years = v.birth()
    d.top(d.m('ORGANIZATION', club), [d.m('ADDRESS', v.one_line(ga)), d.m('PHONE', v.phone(False))])
    d.h1(e(t['t']))
    d.kv([(t['no'], d.m('ID', v.ref(r.choice(['', 'M'], ), 8)))], 'float')
    d.h2(e(t['mem']))
    name = p.caps if r.random() < 0.4 else p.full
    ec = v.person()
    d.kv([(t['name'], d.m('PERSON_NAME', name)), (t['dob'], d.m('DATE', dob)), (t['age'], d.m('AGE', v.age(years))),
          (t['addr'], d.addr(a)), (t['tel'], d.m('PHONE', v.phone(True))),
          (t['mail'], d.m('EMAIL', v.email(p))), (t['emerg'], d.m('PERSON_NAME', ec.full) + ', ' + d.m('PHONE', v.phone(True)))])
    d.h2(e(t['plan']))
    fee = r.choice([19.9, 24.99, 29.9, 39.0, 49.5, 1990.0 if d.lang == 'ru' else 34.9])
    d.table(t['head'], [[e(r.choice(t['plans'])), d.m('DATE', v.date(style='num')), e(t['term']), d.m('MONEY_AMOUNT', v.money(fee))]], num=(3,))
    d.p(f'{e(t["join"])}: {d.m("MONEY_AMOUNT", v.money(r.choice([0, 19, 29, 49, 990 if d.lang == "ru" else 39])))}')
    d.h2(e(t['dd']))
    holder = p if r.random() < 0.7 else v.person()
    d.kv([(t['holder'], d.m('PERSON_NAME', holder.full)), ('IBAN' if d.lang != 'ru' else 'Счёт', d.m('ACCOUNT', v.iban())),
          (t['bank'], d.m('ORGANIZATION', v.org('bank'))), (t['mref'], d.m('ID', v.ref('', 10, 2)))], 'table')
    d.p(e(t['text']).replace('{g}', d.m('ORGANIZATION', club)), 'small')
    town = a[2]
    d.add(f'<div class="sign"><div>{e(t["place"])}: {d.m("LOCATION", town)}, {d.m("DATE", v.date(style="num"))}</div>'
          f'<div>{e(t["sig"])}: {d.m("PERSON_NAME", p.short)}</div></div>')


# --- travel e-tickets -----------------------------------------------------------------------
TRIP = {
    'en': dict(t='E-ticket', pas='Passenger', ref='Booking reference', dep='Departure', arr='Arrival', seat='Seat', coach='Coach', fare='Fare',
               paid='Paid with card {c} on {d}', id_='Passport no.', mail='E-mail', tel='Mobile',
               terms='This ticket is personal and valid only for {n} on the journey shown. Please carry the identity document given at booking ({i}) and show this page, printed or on screen, when asked. Changes are possible until one hour before departure in your account or on {p}.',
               hi='Have a good journey, {g}!'),
    'es': dict(t='Billete electrónico', pas='Viajero/a', ref='Localizador', dep='Salida', arr='Llegada', seat='Asiento', coach='Coche', fare='Tarifa',
               paid='Pagado con tarjeta {c} el {d}', id_='N.º de pasaporte', mail='Correo', tel='Móvil',
               terms='Este billete es nominativo y solo es válido para {n} en el trayecto indicado. Lleve consigo el documento de identidad indicado en la compra ({i}) y muestre esta página, impresa o en pantalla, cuando se le solicite. Puede cambiarlo hasta una hora antes de la salida en su cuenta o en el {p}.',
               hi='¡Buen viaje, {g}!'),
    'fr': dict(t='Billet électronique', pas='Voyageur', ref='Référence de dossier', dep='Départ', arr='Arrivée', seat='Place', coach='Voiture', fare='Tarif',
               paid='Payé par carte {c} le {d}', id_='N° de passeport', mail='E-mail', tel='Portable',
               terms='Ce billet est nominatif et valable uniquement pour {n} sur le trajet indiqué. Munissez-vous de la pièce d’identité déclarée lors de la réservation ({i}) et présentez cette page, imprimée ou sur écran, à tout contrôle. Échange possible jusqu’à une heure avant le départ dans votre espace client ou au {p}.',
               hi='Bon voyage, {g} !'),
    'de': dict(t='Online-Ticket', pas='Reisende/r', ref='Buchungscode', dep='Abfahrt', arr='Ankunft', seat='Platz', coach='Wagen', fare='Preis',
               paid='Bezahlt mit Karte {c} am {d}', id_='Reisepass-Nr.', mail='E-Mail', tel='Mobil',
               terms='Dieses Ticket ist personengebunden und gilt nur für {n} auf der angegebenen Strecke. Führen Sie den bei der Buchung angegebenen Ausweis ({i}) mit und zeigen Sie diese Seite ausgedruckt oder auf dem Bildschirm vor. Änderungen sind bis eine Stunde vor Abfahrt im Kundenkonto oder unter {p} möglich.',
               hi='Gute Reise, {g}!'),
    'it': dict(t='Biglietto elettronico', pas='Passeggero', ref='Codice prenotazione', dep='Partenza', arr='Arrivo', seat='Posto', coach='Carrozza', fare='Tariffa',
               paid='Pagato con carta {c} il {d}', id_='N. passaporto', mail='E-mail', tel='Cellulare',
               terms='Il biglietto è nominativo e valido solo per {n} sulla tratta indicata. Porti con sé il documento dichiarato in fase di acquisto ({i}) e mostri questa pagina, stampata o sullo schermo, al controllo. Il cambio è possibile fino a un’ora prima della partenza nell’area clienti o al {p}.',
               hi='Buon viaggio, {g}!'),
    'pt': dict(t='Bilhete eletrónico', pas='Passageiro', ref='Código da reserva', dep='Partida', arr='Chegada', seat='Lugar', coach='Carruagem', fare='Tarifa',
               paid='Pago com cartão {c} em {d}', id_='N.º do passaporte', mail='E-mail', tel='Telemóvel',
               terms='Este bilhete é nominativo e válido apenas para {n} no percurso indicado. Traga o documento de identificação indicado na compra ({i}) e apresente esta página, impressa ou no ecrã, quando solicitado. Pode alterá-lo até uma hora antes da partida na sua área de cliente ou pelo {p}.',
               hi='Boa viagem, {g}!'),
    'ru': dict(t='Электронный билет', pas='Пассажир', ref='Номер заказа', dep='Отправление', arr='Прибытие', seat='Место', coach='Вагон', fare='Стоимость',
               paid='Оплачено картой {c} {d}', id_='Паспорт', mail='Эл. почта', tel='Телефон',
               terms='Билет именной и действителен только для пассажира {n} на указанном маршруте. Возьмите с собой документ, указанный при покупке ({i}), и предъявите эту страницу в распечатанном виде или на экране. Изменить поездку можно не позднее чем за час до отправления в личном кабинете или по телефону {p}.',
               hi='Счастливого пути, {g}!'),
}


def passport_no(d):
    v = d.v
    return {'en': v.digits(9), 'es': v.letters(3) + v.digits(6), 'fr': v.digits(2) + v.letters(2) + v.digits(5),
            'de': v.letters(9, 'CFGHJKLMNPRTVWXYZ0123456789'), 'it': v.letters(2) + v.digits(7),
            'pt': v.letters(1) + v.digits(6), 'ru': f'{v.digits(2)} {v.digits(2)} {v.digits(6)}'}[d.lang]


def eticket(d):
    """A rail, coach or ferry e-ticket: the passenger's name in a letter-spaced capital heading
    (CSS letter-spacing + text-transform), the booking code in spaced monospace, justified terms."""
    t, v, r = TRIP[d.lang], d.v, d.rng
    op = v.org('travel')
    oa = v.address()
    footer(d, op, oa)
    d.title = t['t']
    d.track = r.choice(['0.12', '0.15', '0.2', '0.25'])
    p = v.person()
    code = v.letters(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')
    (_, a), (_, b) = v.town(), v.town()
    d.top(d.m('ORGANIZATION', op), [e(t['t'])])
    d.h1(e(t['t']))
    shown = (p.full if d.lang != 'ru' else f'{p.last} {p.given}').upper()
    d.add(f'<div class="pass"><div class="small">{e(t["pas"])}</div><div class="spaced" style="font-size:13pt;font-weight:bold">'
          f'{d.m("PERSON_NAME", shown)}</div>'
          f'<div class="small">{e(t["ref"])}</div><div class="code">{d.m("ID", code)}</div></div>')
    y = r.randrange(2025, 2027)
    day = v.date(year=y, style='word')
    pid = passport_no(d)
    d.table([t['dep'], t['arr'], t['coach'], t['seat'], t['fare']],
            [[d.m('LOCATION', a) + '<br>' + d.m('DATE', day) + ' ' + time_of(d), d.m('LOCATION', b) + '<br>' + time_of(d),
              str(r.randrange(1, 12)), f'{r.randrange(1, 90)}{r.choice("ABCD")}', d.m('MONEY_AMOUNT', v.money(r.randrange(900, 16000) / 100 * (70 if d.lang == 'ru' else 1)))]],
            num=(4,))
    d.kv([(t['id_'], d.m('PASSPORT', pid)), (t['mail'], d.m('EMAIL', v.email(p))), (t['tel'], d.m('PHONE', v.phone(True)))])
    d.p(e(t['paid']).replace('{c}', d.m('CREDIT_CARD', v.card())).replace('{d}', d.m('DATE', v.date(year=y, style='num'))))
    name = p.natural if d.lang != 'ru' else f'{p.given} {p.last}'
    d.p(e(t['terms']).replace('{n}', d.m('PERSON_NAME', name)).replace('{i}', d.m('PASSPORT', pid)).replace('{p}', d.m('PHONE', v.phone(False))), 'just small')
    d.p(f'<span class="spaced">{e(t["hi"]).replace("{g}", d.m("PERSON_NAME", p.first.upper()))}</span>')


# --- customer exports from a shop's back office ---------------------------------------------
CRM = {
    'en': dict(t='Customer export', f='Filter: direct-debit customers, created {a} – {b}', head=['No.', 'Name', 'E-mail', 'Phone', 'IBAN', 'Since', 'Consent IP', 'Profile'],
               by='Exported by {u} · {d}', conf='Contains personal data – delete after use.'),
    'es': dict(t='Exportación de clientes', f='Filtro: clientes con domiciliación, alta {a} – {b}', head=['N.º', 'Nombre', 'Correo', 'Teléfono', 'IBAN', 'Alta', 'IP consentimiento', 'Ficha'],
               by='Exportado por {u} · {d}', conf='Contiene datos personales: elimínelo tras su uso.'),
    'fr': dict(t='Export clients', f='Filtre : clients prélevés, créés du {a} au {b}', head=['N°', 'Nom', 'E-mail', 'Téléphone', 'IBAN', 'Client depuis', 'IP consentement', 'Fiche'],
               by='Exporté par {u} · {d}', conf='Contient des données personnelles – à supprimer après usage.'),
    'de': dict(t='Kundenexport', f='Filter: Lastschriftkunden, angelegt {a} – {b}', head=['Nr.', 'Name', 'E-Mail', 'Telefon', 'IBAN', 'Kunde seit', 'IP Einwilligung', 'Profil'],
               by='Exportiert von {u} · {d}', conf='Enthält personenbezogene Daten – nach Gebrauch löschen.'),
    'it': dict(t='Esportazione clienti', f='Filtro: clienti con addebito diretto, creati {a} – {b}', head=['N.', 'Nome', 'E-mail', 'Telefono', 'IBAN', 'Cliente dal', 'IP consenso', 'Scheda'],
               by='Esportato da {u} · {d}', conf='Contiene dati personali: eliminare dopo l’uso.'),
    'pt': dict(t='Exportação de clientes', f='Filtro: clientes com débito direto, criados {a} – {b}', head=['N.º', 'Nome', 'E-mail', 'Telefone', 'IBAN', 'Cliente desde', 'IP do consentimento', 'Ficha'],
               by='Exportado por {u} · {d}', conf='Contém dados pessoais – apagar após utilização.'),
    'ru': dict(t='Выгрузка клиентов', f='Фильтр: клиенты с автоплатежом, созданы {a} – {b}', head=['№', 'ФИО', 'Эл. почта', 'Телефон', 'Счёт', 'Клиент с', 'IP согласия', 'Карточка'],
               by='Выгрузил(а) {u} · {d}', conf='Содержит персональные данные — удалить после использования.'),
}


def customers(d):
    """A back-office customer export: eight narrow columns with a fixed layout, so e-mails,
    IBANs, names and profile links break inside their cells; the header repeats over pages."""
    t, v, r = CRM[d.lang], d.v, d.rng
    shop = v.org('shop')
    sa = v.address()
    footer(d, shop, sa)
    d.title = t['t']
    d.top(d.m('ORGANIZATION', shop), [e(t['t'])])
    d.h1(e(t['t']))
    y = r.randrange(2023, 2026)
    d.p(e(t['f']).replace('{a}', d.m('DATE', v.date(year=y, month=1, day=1, style='num'))).replace('{b}', d.m('DATE', v.date(year=y, month=12, day=r.randrange(20, 29), style='num'))), 'small')
    dom = v.org_domain(shop)
    v.used = set()
    rows = []
    for _ in range(r.randrange(8, 15)):
        p = v.person()
        no = v.ref('', 6)
        nm = p.full if r.random() < 0.75 else p.caps
        rows.append([d.m('ID', no), d.m('PERSON_NAME', nm), d.m('EMAIL', v.email(p)), d.m('PHONE', v.phone()),
                     d.m('ACCOUNT', v.iban().replace(' ', '')), d.m('DATE', v.date(year=y, style=r.choice(['num', 'iso']))),
                     d.m('IP', f'{r.randrange(31, 220)}.{r.randrange(0, 255)}.{r.randrange(0, 255)}.{r.randrange(1, 254)}'),
                     d.m('URL', f'https://admin.{dom}/customers/{no}')])
    d.table(t['head'], rows, fixed=[7, 14, 16, 12, 15, 9, 11, 16])
    u = v.person()
    d.p(e(t['by']).replace('{u}', d.m('USERNAME', v.username(u))).replace('{d}', d.m('DATE', v.date(style='num')) + ' ' + time_of(d)), 'small')
    d.p(e(t['conf']), 'small')


KINDS = [('order', order), ('delivery', delivery), ('appointment', appointment), ('ticket', ticket),
         ('register', register), ('gym', gym), ('eticket', eticket),
         ('customers', customers)]
# A second seeded copy for a few kind-language pairs.
EXTRA = [('order', 'de'), ('order', 'en'), ('ticket', 'es'), ('register', 'ru'), ('delivery', 'fr'), ('gym', 'it')]


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
