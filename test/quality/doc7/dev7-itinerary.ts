/**
 * dev7 kind: a travel itinerary from a travel agency. The agency's letterhead, the traveller
 * (name, passport, frequent-flyer and booking numbers), a flight table (airline, towns, short
 * dates without a year), a hotel stay (hotel, its address and phone, dates, confirmation
 * number), a car rental (company, pick-up address, driving licence, masked card), the price,
 * an emergency contact and a footer on every page.
 */
import {
  address,
  addDays,
  anyDate,
  day,
  email,
  figure,
  host,
  longDate,
  money,
  numericDate,
  person,
  phone,
  shortDate,
} from './formats';
import type { Block7, Ctx7, Doc7, L7 } from './kit';
import { POOLS7 } from './values';

const T: L7<{
  title: string;
  traveller: string;
  booking: string;
  issued: string;
  passport: string;
  ff: string;
  flights: string;
  flightHead: string[];
  hotel: string;
  checkIn: string;
  checkOut: string;
  conf: string;
  guest: string;
  car: string;
  pickUp: string;
  licence: string;
  card: string;
  price: string;
  total: string;
  emergency: (agent: string, tel: string, mail: string) => string;
  agent: string;
  page: string;
}> = {
  eng: {
    title: 'Travel itinerary',
    traveller: 'Traveller',
    booking: 'Booking reference',
    issued: 'Issued on',
    passport: 'Passport no.',
    ff: 'Frequent flyer no.',
    flights: 'Flights',
    flightHead: ['Date', 'Airline', 'Flight', 'From', 'To', 'Dep.', 'Arr.', 'E-ticket'],
    hotel: 'Accommodation',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    conf: 'Confirmation no.',
    guest: 'Guest',
    car: 'Car hire',
    pickUp: 'Pick-up at',
    licence: 'Driving licence',
    card: 'Guarantee card',
    price: 'Price summary',
    total: 'Total charged',
    emergency: (a, t, m) =>
      `Your travel consultant is ${a}. In case of delays or cancellations call our 24-hour line ${t} or write to ${m}.`,
    agent: 'Consultant',
    page: 'Page {n} of {N}',
  },
  spa: {
    title: 'Itinerario de viaje',
    traveller: 'Viajero',
    booking: 'Localizador',
    issued: 'Emitido el',
    passport: 'N.º de pasaporte',
    ff: 'Tarjeta de fidelización',
    flights: 'Vuelos',
    flightHead: ['Fecha', 'Compañía', 'Vuelo', 'Origen', 'Destino', 'Salida', 'Llegada', 'Billete'],
    hotel: 'Alojamiento',
    checkIn: 'Entrada',
    checkOut: 'Salida',
    conf: 'N.º de confirmación',
    guest: 'Huésped',
    car: 'Alquiler de coche',
    pickUp: 'Recogida en',
    licence: 'Permiso de conducir',
    card: 'Tarjeta de garantía',
    price: 'Resumen de precios',
    total: 'Total cobrado',
    emergency: (a, t, m) =>
      `Su agente de viajes es ${a}. En caso de retrasos o cancelaciones llame a nuestra línea 24 horas ${t} o escriba a ${m}.`,
    agent: 'Agente',
    page: 'Página {n} de {N}',
  },
  fra: {
    title: 'Carnet de voyage',
    traveller: 'Voyageur',
    booking: 'Référence du dossier',
    issued: 'Émis le',
    passport: 'N° de passeport',
    ff: 'N° de carte de fidélité',
    flights: 'Vols',
    flightHead: ['Date', 'Compagnie', 'Vol', 'Départ de', 'Arrivée à', 'Dép.', 'Arr.', 'Billet'],
    hotel: 'Hébergement',
    checkIn: 'Arrivée',
    checkOut: 'Départ',
    conf: 'N° de confirmation',
    guest: 'Client',
    car: 'Location de voiture',
    pickUp: 'Prise en charge',
    licence: 'Permis de conduire',
    card: 'Carte de garantie',
    price: 'Récapitulatif',
    total: 'Montant débité',
    emergency: (a, t, m) =>
      `Votre conseillère ou conseiller voyage est ${a}. En cas de retard ou d’annulation, appelez notre ligne 24h/24 au ${t} ou écrivez à ${m}.`,
    agent: 'Conseiller',
    page: 'Page {n}/{N}',
  },
  deu: {
    title: 'Reiseplan',
    traveller: 'Reisende Person',
    booking: 'Buchungsnummer',
    issued: 'Ausgestellt am',
    passport: 'Reisepassnummer',
    ff: 'Vielfliegernummer',
    flights: 'Flüge',
    flightHead: ['Datum', 'Airline', 'Flug', 'Von', 'Nach', 'Ab', 'An', 'Ticket'],
    hotel: 'Unterkunft',
    checkIn: 'Anreise',
    checkOut: 'Abreise',
    conf: 'Bestätigungsnummer',
    guest: 'Gast',
    car: 'Mietwagen',
    pickUp: 'Abholung',
    licence: 'Führerschein',
    card: 'Kreditkarte zur Garantie',
    price: 'Preisübersicht',
    total: 'Belasteter Gesamtbetrag',
    emergency: (a, t, m) =>
      `Ihre Ansprechperson im Reisebüro ist ${a}. Bei Verspätungen oder Ausfällen erreichen Sie uns rund um die Uhr unter ${t} oder per E-Mail an ${m}.`,
    agent: 'Beratung',
    page: 'Seite {n} von {N}',
  },
  ita: {
    title: 'Itinerario di viaggio',
    traveller: 'Viaggiatore',
    booking: 'Codice prenotazione',
    issued: 'Emesso il',
    passport: 'N. passaporto',
    ff: 'Codice frequent flyer',
    flights: 'Voli',
    flightHead: ['Data', 'Compagnia', 'Volo', 'Da', 'A', 'Part.', 'Arr.', 'Biglietto'],
    hotel: 'Pernottamento',
    checkIn: 'Arrivo',
    checkOut: 'Partenza',
    conf: 'N. conferma',
    guest: 'Ospite',
    car: 'Noleggio auto',
    pickUp: 'Ritiro presso',
    licence: 'Patente di guida',
    card: 'Carta a garanzia',
    price: 'Riepilogo prezzi',
    total: 'Totale addebitato',
    emergency: (a, t, m) =>
      `Il vostro consulente di viaggio è ${a}. In caso di ritardi o cancellazioni chiamate il numero attivo 24 ore su 24 ${t} oppure scrivete a ${m}.`,
    agent: 'Consulente',
    page: 'Pagina {n} di {N}',
  },
  por: {
    title: 'Itinerário de viagem',
    traveller: 'Passageiro',
    booking: 'Código de reserva',
    issued: 'Emitido em',
    passport: 'N.º do passaporte',
    ff: 'N.º de passageiro frequente',
    flights: 'Voos',
    flightHead: ['Data', 'Companhia', 'Voo', 'De', 'Para', 'Partida', 'Chegada', 'Bilhete'],
    hotel: 'Alojamento',
    checkIn: 'Entrada',
    checkOut: 'Saída',
    conf: 'N.º de confirmação',
    guest: 'Hóspede',
    car: 'Aluguer de viatura',
    pickUp: 'Levantamento em',
    licence: 'Carta de condução',
    card: 'Cartão de garantia',
    price: 'Resumo de preços',
    total: 'Total debitado',
    emergency: (a, t, m) =>
      `O seu agente de viagens é ${a}. Em caso de atrasos ou cancelamentos ligue para a nossa linha 24 horas ${t} ou escreva para ${m}.`,
    agent: 'Agente',
    page: 'Página {n} de {N}',
  },
  rus: {
    title: 'Маршрутная квитанция',
    traveller: 'Пассажир',
    booking: 'Номер бронирования',
    issued: 'Дата оформления',
    passport: 'Номер паспорта',
    ff: 'Карта часто летающего пассажира',
    flights: 'Перелёты',
    flightHead: ['Дата', 'Авиакомпания', 'Рейс', 'Откуда', 'Куда', 'Вылет', 'Прилёт', 'Билет'],
    hotel: 'Проживание',
    checkIn: 'Заезд',
    checkOut: 'Выезд',
    conf: 'Номер подтверждения',
    guest: 'Гость',
    car: 'Аренда автомобиля',
    pickUp: 'Место получения',
    licence: 'Водительское удостоверение',
    card: 'Карта для гарантии',
    price: 'Стоимость',
    total: 'Итого списано',
    emergency: (a, t, m) =>
      `Ваш менеджер — ${a}. При задержке или отмене рейса звоните на круглосуточную линию ${t} или пишите на ${m}.`,
    agent: 'Менеджер',
    page: 'Стр. {n} из {N}',
  },
};

const AGENCY: L7<string[]> = {
  eng: ['Wayfarer Travel', 'Compass Rose Journeys', 'Bluehorizon Trips', 'Atlas Business Travel'],
  spa: ['Viajes Alborada', 'Rumbo Sur Viajes', 'Viajes Horizonte Azul', 'Agencia Trotamundos'],
  fra: ['Voyages Escale', 'Horizons Lointains', 'Agence Boussole', 'Voyages du Ponant'],
  deu: ['Reisebüro Fernweh', 'Globetrotter Reisen', 'Reisewelt Kompass', 'Sonnenziel Reisen'],
  ita: ['Viaggi Orizzonte', 'Agenzia Bussola', 'Viaggi del Levante', 'Mondo Vacanze'],
  por: ['Viagens Caravela', 'Rumo Certo Viagens', 'Agência Bússola', 'Viagens Mar Azul'],
  rus: [
    'Турагентство «Компас»',
    'Бюро путешествий «Горизонт»',
    'Туроператор «Ветер странствий»',
    'Агентство «Глобус»',
  ],
};

/** Builds one travel itinerary. */
export function itinerary(c: Ctx7, name: string): Doc7 {
  const t = T[c.lang];
  const P = POOLS7[c.lang];
  const m = c.m.bind(c);
  const agency = c.from(AGENCY[c.lang]);
  const agencyAddr = address(c);
  const agencyHost = host(c, agency);
  const agent = person(c);
  const traveller = person(c);
  const start = day(c, 2025, 2025);
  const blocks: Block7[] = [];
  blocks.push({
    k: 'lines',
    bold: true,
    lines: [
      m('ORGANIZATION', agency),
      m('ADDRESS', agencyAddr.line),
      `${m('PHONE', phone(c))} · ${m('URL', `https://www.${agencyHost}`)}`,
    ],
  });
  blocks.push({ k: 'title', text: t.title });
  const booking = c.letters(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789');
  blocks.push({
    k: 'fields',
    layout: c.pick(['inline', 'stacked'] as const),
    rows: [
      [
        t.traveller,
        m(
          'PERSON_NAME',
          c.chance(0.5)
            ? traveller.full
            : `${traveller.last.toUpperCase()}/${traveller.first.toUpperCase()}`,
        ),
      ],
      [t.booking, m('ID', booking)],
      [t.passport, m('PASSPORT', `${c.letters(2)}${c.digits(7)}`)],
      [t.ff, m('ID', `${c.letters(2)} ${c.digits(9)}`)],
      [t.issued, m('DATE', anyDate(c, addDays(start, -c.int(5, 40))))],
      [t.agent, m('PERSON_NAME', agent.full)],
    ],
  });
  blocks.push({ k: 'h', text: t.flights });
  const towns = c.some(c.half(P.towns), 3).map((x) => x.town);
  const legs: Array<[string, string]> = [
    [towns[0]!, towns[1]!],
    [towns[1]!, towns[2]!],
    [towns[2]!, towns[0]!],
  ].slice(0, c.int(2, 3)) as Array<[string, string]>;
  const rows: string[][] = [];
  legs.forEach(([from, to], i) => {
    const airline = c.from(P.airlines);
    const code = c.letters(2);
    rows.push([
      m('DATE', shortDate(c.lang, addDays(start, i * 3))),
      m('ORGANIZATION', airline),
      `${code} ${c.int(100, 9899)}`,
      m('LOCATION', from),
      m('LOCATION', to),
      `${c.int(6, 20)}:${c.pick(['05', '20', '45', '50'])}`,
      `${c.int(8, 23)}:${c.pick(['10', '35', '55'])}`,
      m('ID', `${c.digits(3)}-${c.digits(10)}`),
    ]);
  });
  blocks.push({ k: 'table', head: t.flightHead, body: rows, theme: 'striped' });
  const hotel = c.from(P.hotels);
  const hotelAddr = address(c);
  blocks.push({ k: 'h', text: t.hotel });
  blocks.push({
    k: 'lines',
    lines: [m('ORGANIZATION', hotel), ...hotelAddr.lines, `Tel. ${m('PHONE', phone(c))}`],
  });
  m('ADDRESS', hotelAddr.lines.join(' '));
  blocks.push({
    k: 'fields',
    layout: 'grid',
    rows: [
      [t.checkIn, m('DATE', numericDate(c.lang, addDays(start, 0)))],
      [t.checkOut, m('DATE', numericDate(c.lang, addDays(start, 3)))],
      [t.conf, m('ID', `${c.digits(8)}`)],
      [t.guest, m('PERSON_NAME', traveller.full)],
    ],
  });
  const rental = c.from(P.rentals);
  const pick = address(c);
  const card = `${c.pick(['XXXX XXXX XXXX ', '**** **** **** ', '•••• '])}${c.digits(4)}`;
  blocks.push({ k: 'h', text: t.car });
  blocks.push({
    k: 'fields',
    layout: 'inline',
    rows: [
      [t.car, m('ORGANIZATION', rental)],
      [t.pickUp, `${m('ADDRESS', pick.line)}, ${m('DATE', longDate(c.lang, addDays(start, 3)))}`],
      [t.licence, m('DRIVER_LICENSE', `${c.letters(3)}${c.digits(6)}${c.letters(2)}`)],
      [t.card, m('CREDIT_CARD', card)],
    ],
  });
  blocks.push({ k: 'h', text: t.price });
  const total = c.int(40000, 420000);
  blocks.push({
    k: 'table',
    theme: 'plain',
    head: ['', ''],
    body: [
      [t.flights, m('MONEY_AMOUNT', figure(c.lang, Math.round(total * 0.55)))],
      [t.hotel, m('MONEY_AMOUNT', figure(c.lang, Math.round(total * 0.3)))],
      [
        t.car,
        m(
          'MONEY_AMOUNT',
          figure(c.lang, total - Math.round(total * 0.55) - Math.round(total * 0.3)),
        ),
      ],
      [t.total, m('MONEY_AMOUNT', money(c.lang, total))],
    ],
  });
  blocks.push({
    k: 'p',
    justify: true,
    text: t.emergency(
      m('PERSON_NAME', agent.full),
      m('PHONE', phone(c)),
      m('EMAIL', email(c, agent, agencyHost)),
    ),
  });
  return {
    name,
    kind: 'itinerary',
    lang: c.lang,
    family: c.pick(['LiberationSans', 'DejaVuSans'] as const),
    blocks,
    footer: [`${m('ORGANIZATION', agency)} · ${m('URL', `www.${agencyHost}`)}`],
    pageLabel: t.page,
    marks: c.marks,
  };
}
