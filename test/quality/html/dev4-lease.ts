/** dev4: a residential lease (parties, premises, justified clauses in two CSS columns, signatures). */
import type { Lang } from '../locales';
import { esc, page, pii, type HtmlDoc } from './kit';
import type { HtmlValues, Person } from './values';
import { WORDS } from './words';

/** Marked values a clause may use. */
interface V {
  tenant: string;
  landlord: string;
  rent: string;
  deposit: string;
  start: string;
  iban: string;
  day: string;
  agentPhone: string;
}

interface Labels {
  title: string;
  between: string;
  landlord: string;
  tenant: string;
  born: string;
  idDoc: string;
  premises: string;
  rentL: string;
  depositL: string;
  startL: string;
  termL: string;
  term: string;
  payTo: string;
  clauses: Array<(x: V) => string>;
  heads: string[];
  initials: string;
  made: string;
  rep: string;
}

const L: Record<Lang, Labels> = {
  en: {
    title: 'Residential Lease Agreement',
    between: 'This Lease is made between',
    landlord: 'Landlord',
    tenant: 'Tenant',
    born: 'born',
    idDoc: 'Driver license',
    premises: 'Premises',
    rentL: 'Monthly rent',
    depositL: 'Security deposit',
    startL: 'Commencement',
    termL: 'Term',
    term: 'twelve (12) months',
    payTo: 'Rent is payable by transfer to account',
    heads: [
      'Rent',
      'Security Deposit',
      'Use of Premises',
      'Maintenance and Repairs',
      'Entry by Landlord',
      'Notices',
      'Termination',
    ],
    clauses: [
      (x) =>
        `${x.tenant} shall pay ${x.rent} per month in advance on or before the ${x.day} day of each month, without demand. A late charge of 5% applies to rent received more than five days after the due date.`,
      (x) =>
        `Upon signing, the Tenant deposits ${x.deposit} with the Landlord as security for the performance of this Lease. The deposit will be returned within 21 days after the Tenant vacates, less lawful deductions itemized in writing.`,
      () =>
        'The Premises shall be used as a private residence only. No business, trade or profession may be conducted on the Premises without the prior written consent of the Landlord.',
      () =>
        'The Tenant shall keep the Premises clean and in good condition and shall promptly report any damage, leak or malfunction. Repairs caused by the negligence of the Tenant or guests are charged to the Tenant.',
      (x) =>
        `The Landlord may enter the Premises at reasonable times after at least 24 hours’ notice. Emergencies may be reported to the property manager at ${x.agentPhone}.`,
      (x) =>
        `Notices shall be in writing. Notices to the Landlord are sent to the address stated above; notices to ${x.tenant} are delivered at the Premises.`,
      (x) =>
        `Either party may terminate this Lease at the end of the Term by giving sixty (60) days written notice. The Lease commences on ${x.start}.`,
    ],
    initials: 'Initials',
    made: 'Signed at',
    rep: 'represented by',
  },
  es: {
    title: 'Contrato de arrendamiento de vivienda',
    between: 'Reunidos, de una parte',
    landlord: 'Arrendador',
    tenant: 'Arrendatario',
    born: 'nacido el',
    idDoc: 'DNI',
    premises: 'Vivienda',
    rentL: 'Renta mensual',
    depositL: 'Fianza',
    startL: 'Fecha de inicio',
    termL: 'Duración',
    term: 'un año, prorrogable',
    payTo: 'La renta se abonará por transferencia a la cuenta',
    heads: ['Renta', 'Fianza', 'Destino', 'Conservación', 'Acceso', 'Notificaciones', 'Resolución'],
    clauses: [
      (x) =>
        `${x.tenant} abonará una renta mensual de ${x.rent}, por meses anticipados, dentro de los ${x.day} primeros días de cada mes. La renta se actualizará anualmente conforme al índice de referencia.`,
      (x) =>
        `A la firma del presente contrato el arrendatario entrega la cantidad de ${x.deposit} en concepto de fianza legal, que será devuelta al término del arriendo una vez comprobado el estado de la vivienda.`,
      () =>
        'La vivienda se destinará exclusivamente a residencia habitual del arrendatario y de su familia, quedando prohibido el subarriendo total o parcial sin consentimiento escrito.',
      () =>
        'El arrendatario conservará la vivienda en buen estado y comunicará sin demora cualquier avería. Las pequeñas reparaciones derivadas del uso ordinario serán de su cuenta.',
      (x) =>
        `El arrendador podrá acceder a la vivienda previo aviso con veinticuatro horas de antelación. Las urgencias se comunicarán al administrador en el teléfono ${x.agentPhone}.`,
      (x) =>
        `Las notificaciones se harán por escrito en los domicilios indicados. Las dirigidas a ${x.tenant} se entregarán en la vivienda arrendada.`,
      (x) =>
        `El contrato entra en vigor el ${x.start}. El arrendatario podrá desistir transcurridos seis meses con un preaviso de treinta días.`,
    ],
    initials: 'Rúbricas',
    made: 'Firmado en',
    rep: 'en representación de',
  },
  fr: {
    title: 'Contrat de location – local à usage d’habitation',
    between: 'Entre les soussignés',
    landlord: 'Bailleur',
    tenant: 'Locataire',
    born: 'né(e) le',
    idDoc: 'Pièce d’identité',
    premises: 'Logement',
    rentL: 'Loyer mensuel',
    depositL: 'Dépôt de garantie',
    startL: 'Prise d’effet',
    termL: 'Durée',
    term: 'trois ans',
    payTo: 'Le loyer est payable par virement sur le compte',
    heads: [
      'Loyer',
      'Dépôt de garantie',
      'Destination',
      'Entretien',
      'Visites',
      'Notifications',
      'Congé',
    ],
    clauses: [
      (x) =>
        `${x.tenant} s’engage à payer un loyer mensuel de ${x.rent}, charges en sus, payable d’avance le ${x.day} de chaque mois. Le loyer est révisé chaque année selon l’indice de référence des loyers.`,
      (x) =>
        `Le locataire verse ce jour un dépôt de garantie de ${x.deposit}, restitué dans un délai d’un mois après la remise des clés, déduction faite des sommes restant dues.`,
      () =>
        'Les lieux sont loués à usage exclusif d’habitation principale. Toute sous-location est interdite sans l’accord écrit du bailleur.',
      () =>
        'Le locataire prend à sa charge l’entretien courant du logement et les menues réparations, et signale sans délai tout sinistre ou dégradation.',
      (x) =>
        `Le bailleur peut visiter les lieux après un préavis de quarante-huit heures. En cas d’urgence, le gestionnaire est joignable au ${x.agentPhone}.`,
      (x) =>
        `Toute notification est faite par lettre recommandée avec accusé de réception ; celles destinées à ${x.tenant} sont adressées au logement.`,
      (x) =>
        `Le bail prend effet le ${x.start}. Le locataire peut donner congé à tout moment avec un préavis de trois mois, réduit à un mois dans les zones tendues.`,
    ],
    initials: 'Paraphes',
    made: 'Fait à',
    rep: 'représenté par',
  },
  de: {
    title: 'Mietvertrag für Wohnraum',
    between: 'Zwischen',
    landlord: 'Vermieter',
    tenant: 'Mieter',
    born: 'geb. am',
    idDoc: 'Personalausweis',
    premises: 'Mietobjekt',
    rentL: 'Nettokaltmiete',
    depositL: 'Kaution',
    startL: 'Mietbeginn',
    termL: 'Laufzeit',
    term: 'unbefristet',
    payTo: 'Die Miete ist zu überweisen auf das Konto',
    heads: [
      'Miete',
      'Kaution',
      'Nutzung',
      'Instandhaltung',
      'Besichtigung',
      'Mitteilungen',
      'Kündigung',
    ],
    clauses: [
      (x) =>
        `${x.tenant} zahlt eine monatliche Miete von ${x.rent} zuzüglich Betriebskosten, im Voraus spätestens am ${x.day}. Werktag des Monats. Maßgeblich ist der Eingang auf dem Konto.`,
      (x) =>
        `Der Mieter leistet eine Kaution in Höhe von ${x.deposit}, die in drei gleichen monatlichen Raten gezahlt werden kann und nach Beendigung des Mietverhältnisses abgerechnet wird.`,
      () =>
        'Die Wohnung wird ausschließlich zu Wohnzwecken vermietet. Eine Untervermietung bedarf der vorherigen schriftlichen Erlaubnis des Vermieters.',
      () =>
        'Der Mieter behandelt die Mietsache pfleglich und zeigt Schäden unverzüglich an. Kleinreparaturen bis 100 Euro im Einzelfall trägt der Mieter.',
      (x) =>
        `Der Vermieter darf die Wohnung nach rechtzeitiger Ankündigung betreten. In Notfällen ist die Hausverwaltung unter ${x.agentPhone} erreichbar.`,
      (x) =>
        `Erklärungen bedürfen der Schriftform. Mitteilungen an ${x.tenant} gelten mit Zugang in der Wohnung als bewirkt.`,
      (x) =>
        `Das Mietverhältnis beginnt am ${x.start}. Die Kündigungsfrist richtet sich nach den gesetzlichen Vorschriften.`,
    ],
    initials: 'Paraphen',
    made: 'Ort',
    rep: 'vertreten durch',
  },
  it: {
    title: 'Contratto di locazione ad uso abitativo',
    between: 'Tra le parti',
    landlord: 'Locatore',
    tenant: 'Conduttore',
    born: 'nato/a il',
    idDoc: 'C.I.',
    premises: 'Immobile',
    rentL: 'Canone mensile',
    depositL: 'Deposito cauzionale',
    startL: 'Decorrenza',
    termL: 'Durata',
    term: 'quattro anni + quattro',
    payTo: 'Il canone è versato mediante bonifico sul conto',
    heads: [
      'Canone',
      'Deposito',
      'Destinazione',
      'Manutenzione',
      'Accesso',
      'Comunicazioni',
      'Recesso',
    ],
    clauses: [
      (x) =>
        `${x.tenant} corrisponderà un canone mensile di ${x.rent}, in rate anticipate entro il giorno ${x.day} di ciascun mese. Il canone è aggiornato annualmente nella misura del 75% della variazione ISTAT.`,
      (x) =>
        `A garanzia delle obbligazioni assunte il conduttore versa un deposito cauzionale di ${x.deposit}, infruttifero, restituito al termine della locazione previa verifica dello stato dell’immobile.`,
      () =>
        'L’immobile è destinato esclusivamente ad abitazione del conduttore e dei suoi familiari. È vietata la sublocazione senza il consenso scritto del locatore.',
      () =>
        'Sono a carico del conduttore le riparazioni di piccola manutenzione. Eventuali guasti devono essere segnalati tempestivamente al locatore.',
      (x) =>
        `Il locatore può accedere all’immobile con preavviso di almeno ventiquattro ore. Per le urgenze è attivo il numero dell’amministratore ${x.agentPhone}.`,
      (x) =>
        `Le comunicazioni sono effettuate per iscritto. Quelle dirette a ${x.tenant} sono inviate presso l’immobile locato.`,
      (x) =>
        `La locazione decorre dal ${x.start}. Il conduttore può recedere per gravi motivi con preavviso di sei mesi.`,
    ],
    initials: 'Sigle',
    made: 'Luogo',
    rep: 'rappresentato da',
  },
  pt: {
    title: 'Contrato de arrendamento para habitação',
    between: 'Entre',
    landlord: 'Senhorio',
    tenant: 'Arrendatário',
    born: 'nascido em',
    idDoc: 'CC n.º',
    premises: 'Locado',
    rentL: 'Renda mensal',
    depositL: 'Caução',
    startL: 'Início',
    termL: 'Prazo',
    term: 'dois anos, renovável',
    payTo: 'A renda é paga por transferência para o IBAN',
    heads: [
      'Renda',
      'Caução',
      'Fim do locado',
      'Conservação',
      'Acesso',
      'Comunicações',
      'Denúncia',
    ],
    clauses: [
      (x) =>
        `${x.tenant} pagará a renda mensal de ${x.rent}, até ao dia ${x.day} do mês anterior àquele a que respeitar. A renda é atualizada anualmente de acordo com o coeficiente publicado.`,
      (x) =>
        `Na data da assinatura o arrendatário entrega a quantia de ${x.deposit} a título de caução, a devolver no fim do contrato após vistoria do locado.`,
      () =>
        'O locado destina-se exclusivamente à habitação própria e permanente do arrendatário, sendo proibida a sublocação sem autorização escrita.',
      () =>
        'O arrendatário obriga-se a manter o locado em bom estado e a comunicar de imediato quaisquer danos ou avarias.',
      (x) =>
        `O senhorio pode visitar o locado mediante aviso prévio de vinte e quatro horas. Em caso de urgência contactar a administração pelo ${x.agentPhone}.`,
      (x) =>
        `As comunicações são feitas por carta registada com aviso de receção; as dirigidas a ${x.tenant} são enviadas para o locado.`,
      (x) =>
        `O contrato produz efeitos a partir de ${x.start}. O arrendatário pode denunciá-lo com antecedência mínima de cento e vinte dias.`,
    ],
    initials: 'Rubricas',
    made: 'Local',
    rep: 'representado por',
  },
  ru: {
    title: 'Договор найма жилого помещения',
    between: 'Настоящий договор заключён между',
    landlord: 'Наймодатель',
    tenant: 'Наниматель',
    born: 'дата рождения',
    idDoc: 'паспорт',
    premises: 'Квартира',
    rentL: 'Плата за наём',
    depositL: 'Обеспечительный платёж',
    startL: 'Дата начала',
    termL: 'Срок',
    term: '11 месяцев',
    payTo: 'Плата перечисляется на счёт',
    heads: [
      'Плата',
      'Обеспечительный платёж',
      'Использование',
      'Содержание',
      'Доступ',
      'Уведомления',
      'Расторжение',
    ],
    clauses: [
      (x) =>
        `${x.tenant} ежемесячно вносит плату за наём в размере ${x.rent} не позднее ${x.day} числа текущего месяца. Коммунальные платежи оплачиваются отдельно по показаниям счётчиков.`,
      (x) =>
        `При подписании договора Наниматель вносит обеспечительный платёж в размере ${x.deposit}, который возвращается после освобождения квартиры за вычетом задолженности.`,
      () =>
        'Квартира предоставляется исключительно для проживания. Поднаём допускается только с письменного согласия Наймодателя.',
      () =>
        'Наниматель обязан поддерживать квартиру в надлежащем состоянии и незамедлительно сообщать о повреждениях и авариях.',
      (x) =>
        `Наймодатель вправе посещать квартиру с предварительным уведомлением за 24 часа. Аварийная служба управляющей компании: ${x.agentPhone}.`,
      (x) =>
        `Уведомления направляются в письменной форме; уведомления для Нанимателя (${x.tenant}) вручаются по адресу квартиры.`,
      (x) =>
        `Договор вступает в силу ${x.start}. Каждая из сторон вправе расторгнуть договор, предупредив другую сторону за 30 дней.`,
    ],
    initials: 'Подписи сторон',
    made: 'Место',
    rep: 'в лице',
  },
};

/** Words of the lease's annex (inventory, meters, occupants, guarantor). */
interface Annex {
  title: string;
  room: string;
  item: string;
  state: string;
  rooms: string[];
  items: string[];
  states: string[];
  meters: string;
  meter: string[];
  number: string;
  reading: string;
  keys: string;
  occupants: string;
  guarantor: string;
  guarantee: string;
}

const A: Record<Lang, Annex> = {
  en: {
    title: 'Schedule A – Inventory, meter readings and occupants',
    room: 'Room',
    item: 'Item',
    state: 'Condition',
    rooms: ['Living room', 'Kitchen', 'Bathroom', 'Bedroom 1', 'Bedroom 2', 'Hallway'],
    items: [
      'Walls and ceiling',
      'Floor',
      'Windows and blinds',
      'Light fixtures',
      'Built-in cabinets',
      'Radiator',
    ],
    states: ['good', 'new', 'worn', 'minor scratches', 'freshly painted'],
    meters: 'Meter readings at move-in',
    meter: ['Electricity', 'Gas', 'Cold water'],
    number: 'Meter no.',
    reading: 'Reading',
    keys: 'Keys handed over: 2 entrance, 1 mailbox, 1 garage remote.',
    occupants: 'Persons who will live in the Premises',
    guarantor: 'Guarantor',
    guarantee:
      'The Guarantor guarantees the Tenant’s obligations under this Lease jointly and severally.',
  },
  es: {
    title: 'Anexo I – Inventario, lecturas de contadores y ocupantes',
    room: 'Estancia',
    item: 'Elemento',
    state: 'Estado',
    rooms: ['Salón', 'Cocina', 'Baño', 'Dormitorio 1', 'Dormitorio 2', 'Pasillo'],
    items: [
      'Paredes y techo',
      'Suelo',
      'Ventanas y persianas',
      'Puntos de luz',
      'Armarios empotrados',
      'Radiador',
    ],
    states: ['bueno', 'nuevo', 'desgastado', 'pequeños arañazos', 'recién pintado'],
    meters: 'Lecturas de contadores a la entrega',
    meter: ['Electricidad', 'Gas', 'Agua fría'],
    number: 'Nº contador',
    reading: 'Lectura',
    keys: 'Llaves entregadas: 2 del portal, 1 del buzón, 1 mando del garaje.',
    occupants: 'Personas que habitarán la vivienda',
    guarantor: 'Avalista',
    guarantee:
      'El avalista responde solidariamente de todas las obligaciones del arrendatario derivadas de este contrato.',
  },
  fr: {
    title: 'Annexe 1 – État des lieux, relevés de compteurs et occupants',
    room: 'Pièce',
    item: 'Élément',
    state: 'État',
    rooms: ['Séjour', 'Cuisine', 'Salle de bains', 'Chambre 1', 'Chambre 2', 'Entrée'],
    items: ['Murs et plafond', 'Sol', 'Fenêtres et volets', 'Éclairage', 'Placards', 'Radiateur'],
    states: ['bon état', 'neuf', 'usagé', 'légères rayures', 'repeint'],
    meters: 'Relevés des compteurs à l’entrée',
    meter: ['Électricité', 'Gaz', 'Eau froide'],
    number: 'N° compteur',
    reading: 'Index',
    keys: 'Clés remises : 2 porte d’entrée, 1 boîte aux lettres, 1 bip parking.',
    occupants: 'Personnes occupant le logement',
    guarantor: 'Caution',
    guarantee:
      'La caution s’engage solidairement au paiement des loyers et charges dus par le locataire.',
  },
  de: {
    title: 'Anlage 1 – Übergabeprotokoll, Zählerstände und Bewohner',
    room: 'Raum',
    item: 'Gegenstand',
    state: 'Zustand',
    rooms: ['Wohnzimmer', 'Küche', 'Bad', 'Schlafzimmer', 'Kinderzimmer', 'Flur'],
    items: [
      'Wände und Decke',
      'Boden',
      'Fenster und Rollläden',
      'Beleuchtung',
      'Einbauschränke',
      'Heizkörper',
    ],
    states: ['gut', 'neu', 'abgenutzt', 'leichte Kratzer', 'frisch gestrichen'],
    meters: 'Zählerstände bei Übergabe',
    meter: ['Strom', 'Gas', 'Kaltwasser'],
    number: 'Zähler-Nr.',
    reading: 'Stand',
    keys: 'Übergebene Schlüssel: 2 Haustür, 1 Briefkasten, 1 Garagenöffner.',
    occupants: 'In der Wohnung lebende Personen',
    guarantor: 'Bürge',
    guarantee:
      'Der Bürge übernimmt die selbstschuldnerische Bürgschaft für alle Verpflichtungen des Mieters.',
  },
  it: {
    title: 'Allegato A – Verbale di consegna, letture dei contatori e occupanti',
    room: 'Locale',
    item: 'Elemento',
    state: 'Stato',
    rooms: ['Soggiorno', 'Cucina', 'Bagno', 'Camera 1', 'Camera 2', 'Ingresso'],
    items: [
      'Pareti e soffitto',
      'Pavimento',
      'Finestre e tapparelle',
      'Punti luce',
      'Armadi a muro',
      'Termosifone',
    ],
    states: ['buono', 'nuovo', 'usurato', 'piccoli graffi', 'appena tinteggiato'],
    meters: 'Letture dei contatori alla consegna',
    meter: ['Energia elettrica', 'Gas', 'Acqua fredda'],
    number: 'Matricola',
    reading: 'Lettura',
    keys: 'Chiavi consegnate: 2 portone, 1 cassetta postale, 1 telecomando garage.',
    occupants: 'Persone che abiteranno l’immobile',
    guarantor: 'Garante',
    guarantee:
      'Il garante si obbliga in solido con il conduttore per tutte le obbligazioni derivanti dal contratto.',
  },
  pt: {
    title: 'Anexo I – Inventário, leituras de contadores e ocupantes',
    room: 'Divisão',
    item: 'Elemento',
    state: 'Estado',
    rooms: ['Sala', 'Cozinha', 'Casa de banho', 'Quarto 1', 'Quarto 2', 'Hall'],
    items: [
      'Paredes e teto',
      'Pavimento',
      'Janelas e estores',
      'Iluminação',
      'Roupeiros',
      'Radiador',
    ],
    states: ['bom', 'novo', 'gasto', 'pequenos riscos', 'pintado de fresco'],
    meters: 'Leituras dos contadores na entrega',
    meter: ['Eletricidade', 'Gás', 'Água'],
    number: 'N.º contador',
    reading: 'Leitura',
    keys: 'Chaves entregues: 2 da porta, 1 da caixa do correio, 1 comando da garagem.',
    occupants: 'Pessoas que habitarão o locado',
    guarantor: 'Fiador',
    guarantee:
      'O fiador responde solidariamente pelo cumprimento de todas as obrigações do arrendatário.',
  },
  ru: {
    title: 'Приложение 1 – Акт приёма-передачи, показания счётчиков и проживающие',
    room: 'Помещение',
    item: 'Элемент',
    state: 'Состояние',
    rooms: ['Гостиная', 'Кухня', 'Санузел', 'Спальня 1', 'Спальня 2', 'Прихожая'],
    items: ['Стены и потолок', 'Пол', 'Окна', 'Освещение', 'Шкафы', 'Радиатор'],
    states: ['хорошее', 'новое', 'изношено', 'мелкие царапины', 'после покраски'],
    meters: 'Показания счётчиков при передаче',
    meter: ['Электроэнергия', 'Газ', 'Холодная вода'],
    number: '№ счётчика',
    reading: 'Показания',
    keys: 'Переданы ключи: 2 от входной двери, 1 от почтового ящика, 1 пульт от шлагбаума.',
    occupants: 'Лица, проживающие в квартире',
    guarantor: 'Поручитель',
    guarantee: 'Поручитель несёт солидарную ответственность по всем обязательствам Нанимателя.',
  },
};

/** The annex: inventory table, meter readings, occupants, guarantor (starts on a new page). */
function annexBlocks(
  v: HtmlValues,
  a: Annex,
  tenant: Person,
  cotenant: Person | undefined,
  lang: Lang,
): string[] {
  const rows: string[] = [];
  for (const room of a.rooms)
    for (const item of a.items.slice(0, v.between(2, 4)))
      rows.push(
        `<tr><td>${esc(room)}</td><td>${esc(item)}</td><td>${esc(v.pick(a.states))}</td></tr>`,
      );
  const meters = a.meter.map(
    (m) =>
      `<tr><td>${esc(m)}</td><td>${pii('ID', `${v.digits(2)}${v.letter('ABCDEFGH')}${v.digits(6)}`)}</td><td>${v.between(1000, 99999)}</td></tr>`,
  );
  const kids = Array.from({ length: v.between(0, 2) }, () => {
    const child = v.person();
    return `<li>${pii('PERSON_NAME', lang === 'ru' ? child.full : `${child.first} ${tenant.last}`)}, ${pii('DATE', v.dateNum(v.day(2008, 2022)))}</li>`;
  });
  const g = v.person();
  const gAddr = v.address();
  return [
    `<h2 class="annex newpage">${esc(a.title)}</h2>`,
    `<table class="inv split"><thead><tr><th>${esc(a.room)}</th><th>${esc(a.item)}</th><th>${esc(a.state)}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    `<h3>${esc(a.meters)}</h3><table class="inv"><thead><tr><th></th><th>${esc(a.number)}</th><th>${esc(a.reading)}</th></tr></thead><tbody>${meters.join('')}</tbody></table><p>${esc(a.keys)}</p>`,
    `<h3>${esc(a.occupants)}</h3><ul><li>${pii('PERSON_NAME', tenant.full)}</li>${cotenant ? `<li>${pii('PERSON_NAME', cotenant.full)}</li>` : ''}${kids.join('')}</ul>`,
    `<h3>${esc(a.guarantor)}</h3><p>${pii('PERSON_NAME', g.full)}, ${v.addressLines(gAddr).join(', ')}, ${pii('PHONE', v.phone(true))}, ${pii(lang === 'en' ? 'SSN' : 'ID', lang === 'en' ? v.ssn() : v.taxId())}</p><p>${esc(a.guarantee)}</p>`,
  ];
}

/** A 2-3 page residential lease. */
export function lease(v: HtmlValues, name: string): HtmlDoc {
  const lang = v.lang;
  const w = WORDS[lang];
  const l = L[lang];
  const company = v.rng.next() < 0.5;
  const landlord = company ? v.company() : v.person().full;
  const rep = v.person();
  const landAddr = v.address();
  const tenant = v.person();
  const cotenant = v.rng.next() < 0.4 ? v.person() : undefined;
  const home = v.address();
  const rentN = v.amount(450, 2400);
  const start = v.day(2024, 2026);
  const signed = new Date(start.getTime() - v.between(5, 40) * 86400000);
  const acct = v.account();
  const font = v.pick(['"Liberation Serif", serif', '"DejaVu Serif", serif']);
  const x: V = {
    tenant: pii('PERSON_NAME', tenant.full),
    landlord: pii(company ? 'ORGANIZATION' : 'PERSON_NAME', landlord),
    rent: pii('MONEY_AMOUNT', v.money(rentN)),
    deposit: pii('MONEY_AMOUNT', v.money(rentN * v.pick([1, 2, 3]))),
    start: pii('DATE', v.dateLong(start)),
    iban: pii('ACCOUNT', acct.account),
    day: String(v.pick([1, 3, 5])),
    agentPhone: pii('PHONE', v.phone(false)),
  };
  const party = (role: string, who: string, extra: string) =>
    `<div class="party"><div class="role">${esc(role)}</div>${who}${extra}</div>`;
  const tenantBlock = (p: typeof tenant) =>
    `${pii('PERSON_NAME', p.full)}, ${esc(l.born)} ${pii('DATE', v.dateNum(v.day(1955, 2002)))}, ${esc(l.idDoc)} ${pii(lang === 'en' ? 'DRIVER_LICENSE' : lang === 'ru' ? 'PASSPORT' : 'ID', lang === 'en' ? v.driverLicense() : lang === 'ru' ? v.passport() : v.taxId())}<br>`;
  const clauses = l.clauses.map((c, i) => `<h3>${i + 1}. ${esc(l.heads[i]!)}</h3><p>${c(x)}</p>`);
  const homeLine = `${pii('ADDRESS', home.street)}, ${pii('ZIP_CODE', home.zip)} ${pii('LOCATION', home.town)}`;
  const html = page({
    lang,
    paper: lang === 'en' ? 'Letter' : 'A4',
    css: `
body { font-family: ${font}; font-size: 10pt; color: #000; line-height: 1.32; }
header { font-size: 8pt; color: #444; border-bottom: 0.5pt solid #444; padding-bottom: 1mm; display: flex; justify-content: space-between; }
footer { font-size: 8pt; display: flex; justify-content: space-between; }
h1 { text-align: center; font-size: 15pt; letter-spacing: 0.5pt; margin: 0 0 4mm; }
.parties { display: grid; grid-template-columns: 1fr 1fr; column-gap: 8mm; margin-bottom: 4mm; }
.party .role { font-weight: bold; text-transform: uppercase; font-size: 8.5pt; border-bottom: 0.4pt solid #000; margin-bottom: 1mm; }
table.terms { width: 100%; margin-bottom: 4mm; }
table.terms th { text-align: left; width: 38%; font-weight: normal; padding: 0.8mm 0; vertical-align: top; }
table.terms td { font-weight: bold; }
.clauses { columns: 2; column-gap: 7mm; text-align: justify; }
.clauses h3 { font-size: 10pt; margin: 2mm 0 0.5mm; break-after: avoid; }
.clauses p { margin: 0 0 1.5mm; }
.sign { display: grid; grid-template-columns: 1fr 1fr; column-gap: 12mm; margin-top: 12mm; }
h2.annex { font-size: 12pt; margin: 0 0 3mm; }
table.inv { width: 100%; font-size: 8.5pt; margin-bottom: 3mm; }
table.inv th { text-align: left; border-bottom: 0.8pt solid #000; padding: 0.8mm 1mm; }
table.inv td { border-bottom: 0.2pt solid #bbb; padding: 0.6mm 1mm; }
.sign .line { border-top: 0.6pt solid #000; padding-top: 1mm; margin-top: 14mm; }`,
    header: `<span>${esc(l.title)}</span><span>${esc(l.premises)}: ${homeLine}</span>`,
    footer: `<span>${esc(l.initials)}: ________ ________</span><span>${esc(w.page)} <span class="pageno"></span> ${esc(w.of)} <span class="pagecount"></span></span>`,
    blocks: [
      `<h1>${esc(l.title)}</h1><p>${esc(l.between)}:</p>`,
      `<div class="parties">` +
        party(
          l.landlord,
          x.landlord,
          `${company ? `, ${esc(l.rep)} ${pii('PERSON_NAME', rep.full)}` : ''}<br>${v.addressLines(landAddr).join('<br>')}<br>${pii('EMAIL', company ? v.workEmail(rep, v.domain(landlord)) : v.email(rep))}`,
        ) +
        party(
          l.tenant,
          '',
          `${tenantBlock(tenant)}${cotenant ? tenantBlock(cotenant) : ''}${esc(w.phone)}: ${pii('PHONE', v.phone(true))}`,
        ) +
        `</div>`,
      `<table class="terms"><tr><th>${esc(l.premises)}</th><td>${homeLine}</td></tr>` +
        `<tr><th>${esc(l.rentL)}</th><td>${x.rent}</td></tr><tr><th>${esc(l.depositL)}</th><td>${x.deposit}</td></tr>` +
        `<tr><th>${esc(l.startL)}</th><td>${pii('DATE', v.dateNum(start))}</td></tr><tr><th>${esc(l.termL)}</th><td>${esc(l.term)}</td></tr>` +
        `<tr><th>${esc(l.payTo)}</th><td>${x.iban}</td></tr></table>`,
      `<div class="clauses">${clauses.slice(0, 4).join('')}</div>`,
      `<div class="clauses">${clauses.slice(4).join('')}</div>`,
      `<p>${esc(l.made)}: ${pii('LOCATION', home.town)}, ${pii('DATE', v.dateLong(signed))}</p>` +
        `<div class="sign"><div class="line">${esc(l.landlord)}: ${company ? pii('PERSON_NAME', rep.full) : x.landlord}</div>` +
        `<div class="line">${esc(l.tenant)}: ${x.tenant}${cotenant ? `, ${pii('PERSON_NAME', cotenant.full)}` : ''}</div></div>`,
      ...annexBlocks(v, A[lang], tenant, cotenant, lang),
    ],
  });
  return { name, lang, html };
}
