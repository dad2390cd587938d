/** The residential lease of dev3: parties in prose, premises, rent, deposit, bank account, signatures. */
import type { Block } from '../doc-model';
import type { Lang } from '../locales';
import { D, M, N, O, P, PAGE, ld, nd, townLine, type Dev3Template } from './kit';
import type { Dev3Values, Person } from './values';

/** A party's identity as the lease writes it out. */
interface Party {
  name: string;
  id: string;
  born: string;
  birthplace: string;
  address: string;
  phone: string;
  email: string;
}

/** The clauses of a lease, per language. */
interface LeaseWords {
  title: string;
  parties: (landlord: Party, agent: string, tenant: Party) => string[];
  premises: (address: string, floor: string) => string;
  term: (start: string, end: string) => string;
  rent: (rent: string, extra: string, day: string, iban: string, bank: string) => string;
  deposit: (deposit: string) => string;
  clauses: string[];
  /** A guarantor clause: name, birth date, address, phone. */
  guarantor: (name: string, born: string, address: string, phone: string) => string;
  /** Where notices to the landlord go: the landlord's name and mail address. */
  notices: (landlord: string, email: string) => string;
  /** The handover of keys: date, the person who received them, the meter number. */
  handover: (date: string, name: string, meter: string) => string;
  signed: (town: string, date: string) => string;
  landlord: string;
  tenant: string;
  footer: string;
}

const LEASE: Record<Lang, LeaseWords> = {
  en: {
    title: 'Residential Lease Agreement',
    parties: (l, a, t) => [
      `This Residential Lease Agreement is entered into by and between ${l.name}, residing at ${l.address} (the "Landlord"), represented for management purposes by ${a}, and ${t.name}, date of birth ${t.born}, driver's license no. ${t.id}, currently residing at ${t.address}, phone ${t.phone}, e-mail ${t.email} (the "Tenant").`,
    ],
    premises: (a, f) =>
      `1. PREMISES. Landlord leases to Tenant the dwelling located at ${a} (${f}), together with one assigned parking space.`,
    term: (s, e) =>
      `2. TERM. The lease begins on ${s} and ends on ${e}, after which it continues month to month unless either party gives 30 days' written notice.`,
    rent: (r, x, d, i, b) =>
      `3. RENT. Tenant shall pay monthly rent of ${r} plus ${x} for water, sewer and trash, due on the ${d} day of each month, by electronic transfer to account ${i} at ${b}. Rent received after the fifth day incurs a late charge of 5%.`,
    deposit: (d) =>
      `4. SECURITY DEPOSIT. Upon signing, Tenant shall deposit ${d} as security for the performance of this Lease, to be returned within 21 days after Tenant vacates, less lawful deductions.`,
    clauses: [
      '5. USE. The premises shall be used as a private residence only. No more than two pets without written consent.',
      '6. ENTRY. Landlord may enter with 24 hours notice for inspection and repairs, or without notice in an emergency.',
    ],
    guarantor: (n, b, a, p) =>
      `7. GUARANTY. ${n}, born ${b}, of ${a} (tel. ${p}), unconditionally guarantees the Tenant's obligations under this Lease.`,
    handover: (d, n, m) =>
      `8. MOVE-IN. Two keys and one garage remote were handed to ${n} on ${d}. Electric meter no. ${m} read at move-in.`,
    notices: (l, e) =>
      `9. NOTICES. Notices to Landlord shall be sent to ${l} at ${e}; notices to Tenant to the premises.`,
    signed: (t, d) => `Signed at ${t} this ${d}.`,
    landlord: 'LANDLORD',
    tenant: 'TENANT',
    footer: 'Residential Lease',
  },
  es: {
    title: 'Contrato de arrendamiento de vivienda',
    parties: (l, a, t) => [
      'REUNIDOS',
      `De una parte, D./D.ª ${l.name}, mayor de edad, con DNI ${l.id} y domicilio en ${l.address}, en adelante el ARRENDADOR, que actúa a través de ${a}.`,
      `De otra parte, D./D.ª ${t.name}, nacido/a el ${t.born} en ${t.birthplace}, con NIE/DNI ${t.id}, con domicilio a efectos de notificaciones en ${t.address}, teléfono ${t.phone} y correo electrónico ${t.email}, en adelante el ARRENDATARIO.`,
    ],
    premises: (a, f) =>
      `PRIMERA. Objeto. El arrendador cede en arrendamiento la vivienda sita en ${a}, ${f}, con referencia catastral que consta en la escritura.`,
    term: (s, e) =>
      `SEGUNDA. Duración. El contrato entra en vigor el ${s} y tendrá una duración de un año, hasta el ${e}, prorrogable conforme a la Ley 29/1994 de Arrendamientos Urbanos.`,
    rent: (r, x, d, i, b) =>
      `TERCERA. Renta. La renta mensual se fija en ${r}, más ${x} en concepto de gastos de comunidad, pagaderos dentro de los ${d} primeros días de cada mes mediante transferencia a la cuenta ${i} de ${b}.`,
    deposit: (d) =>
      `CUARTA. Fianza. A la firma del presente contrato el arrendatario entrega la cantidad de ${d}, equivalente a una mensualidad, en concepto de fianza legal.`,
    clauses: [
      'QUINTA. El arrendatario no podrá subarrendar la vivienda sin consentimiento escrito del arrendador.',
      'SEXTA. Las obras de conservación serán a cargo del arrendador conforme al artículo 21 de la Ley.',
    ],
    guarantor: (n, b, a, p) =>
      `SÉPTIMA. Aval. ${n}, nacido/a el ${b}, con domicilio en ${a} y teléfono ${p}, se constituye en fiador solidario del arrendatario.`,
    handover: (d, n, m) =>
      `OCTAVA. Entrega de llaves. El ${d} se entregan tres juegos de llaves a ${n}. Contador de luz n.º ${m}.`,
    notices: (l, e) =>
      `NOVENA. Notificaciones. Las comunicaciones al arrendador se dirigirán a ${l}, correo electrónico ${e}.`,
    signed: (t, d) =>
      `Y en prueba de conformidad, firman el presente contrato por duplicado en ${t}, a ${d}.`,
    landlord: 'EL ARRENDADOR',
    tenant: 'EL ARRENDATARIO',
    footer: 'Contrato de arrendamiento',
  },
  fr: {
    title: 'Contrat de location - logement vide',
    parties: (l, a, t) => [
      'ENTRE LES SOUSSIGNÉS',
      `${l.name}, demeurant ${l.address}, ci-après dénommé(e) « le bailleur », représenté(e) par ${a}, mandataire,`,
      `ET ${t.name}, né(e) le ${t.born} à ${t.birthplace}, demeurant actuellement ${t.address}, joignable au ${t.phone} ou par courriel à ${t.email}, ci-après dénommé(e) « le locataire ».`,
    ],
    premises: (a, f) =>
      `Article 1 - Objet. Le bailleur donne en location au locataire le logement situé ${a}, ${f}, d'une surface habitable de 48 m².`,
    term: (s, e) =>
      `Article 2 - Durée. Le présent bail est consenti pour une durée de trois ans à compter du ${s}, soit jusqu'au ${e}, conformément à la loi n° 89-462 du 6 juillet 1989.`,
    rent: (r, x, d, i, b) =>
      `Article 3 - Loyer. Le loyer mensuel est fixé à ${r}, auquel s'ajoute une provision sur charges de ${x}, payable le ${d} de chaque mois par virement sur le compte ${i} ouvert auprès de ${b}.`,
    deposit: (d) =>
      `Article 4 - Dépôt de garantie. Le locataire verse ce jour la somme de ${d} à titre de dépôt de garantie, restituable dans un délai d'un mois après la remise des clés.`,
    clauses: [
      "Article 5 - Le locataire est tenu de s'assurer contre les risques locatifs et d'en justifier chaque année.",
      'Article 6 - Un état des lieux contradictoire est annexé au présent contrat.',
    ],
    guarantor: (n, b, a, p) =>
      `Article 7 - Caution. ${n}, né(e) le ${b}, demeurant ${a}, tél. ${p}, se porte caution solidaire du locataire pour le paiement des loyers et charges.`,
    handover: (d, n, m) =>
      `Article 8 - Remise des clés. Les clés ont été remises le ${d} à ${n}. Relevé du compteur électrique n° ${m} joint à l'état des lieux.`,
    notices: (l, e) =>
      `Article 9 - Élection de domicile. Toute notification au bailleur sera adressée à ${l}, par courriel à ${e}.`,
    signed: (t, d) => `Fait à ${t}, le ${d}, en deux exemplaires originaux.`,
    landlord: 'Le bailleur (lu et approuvé)',
    tenant: 'Le locataire (lu et approuvé)',
    footer: "Bail d'habitation",
  },
  de: {
    title: 'Mietvertrag über Wohnraum',
    parties: (l, a, t) => [
      `Zwischen ${l.name}, wohnhaft ${l.address}, vertreten durch die ${a} - nachstehend Vermieter genannt -`,
      `und ${t.name}, geboren am ${t.born} in ${t.birthplace}, derzeit wohnhaft ${t.address}, Telefon ${t.phone}, E-Mail ${t.email} - nachstehend Mieter genannt - wird folgender Mietvertrag geschlossen:`,
    ],
    premises: (a, f) =>
      `§ 1 Mieträume. Vermietet wird die Wohnung ${a}, ${f}, bestehend aus drei Zimmern, Küche, Bad und Kellerabteil Nr. 7.`,
    term: (s, e) =>
      `§ 2 Mietzeit. Das Mietverhältnis beginnt am ${s} und läuft auf unbestimmte Zeit; eine Kündigung ist frühestens zum ${e} zulässig (Kündigungsverzicht).`,
    rent: (r, x, d, i, b) =>
      `§ 3 Miete. Die monatliche Grundmiete beträgt ${r}, zuzüglich einer Betriebskostenvorauszahlung von ${x}. Die Miete ist bis zum ${d}. Werktag eines jeden Monats auf das Konto IBAN ${i} bei der ${b} zu zahlen.`,
    deposit: (d) =>
      `§ 4 Mietsicherheit. Der Mieter leistet eine Kaution in Höhe von ${d}, die er in drei gleichen monatlichen Teilzahlungen erbringen darf (§ 551 BGB).`,
    clauses: [
      '§ 5 Schönheitsreparaturen trägt der Mieter nach Maßgabe der Anlage 2.',
      '§ 6 Tierhaltung bedarf der vorherigen Zustimmung des Vermieters.',
    ],
    guarantor: (n, b, a, p) =>
      `§ 7 Bürgschaft. ${n}, geb. am ${b}, wohnhaft ${a}, Tel. ${p}, übernimmt die selbstschuldnerische Bürgschaft für alle Verpflichtungen des Mieters aus diesem Vertrag.`,
    handover: (d, n, m) =>
      `§ 8 Übergabe. Am ${d} wurden drei Wohnungsschlüssel und ein Briefkastenschlüssel an ${n} übergeben. Stromzähler Nr. ${m}.`,
    notices: (l, e) =>
      `§ 9 Mitteilungen an den Vermieter sind an ${l} zu richten, per E-Mail an ${e}.`,
    signed: (t, d) => `${t}, den ${d}`,
    landlord: 'Vermieter',
    tenant: 'Mieter',
    footer: 'Mietvertrag',
  },
  it: {
    title: 'Contratto di locazione ad uso abitativo (L. 431/1998, art. 2 comma 3)',
    parties: (l, a, t) => [
      `Il/La Sig./Sig.ra ${l.name}, C.F. ${l.id}, residente in ${l.address}, di seguito denominato/a "locatore", assistito/a da ${a},`,
      `concede in locazione al/alla Sig./Sig.ra ${t.name}, nato/a a ${t.birthplace} il ${t.born}, C.F. ${t.id}, residente in ${t.address}, tel. ${t.phone}, e-mail ${t.email}, di seguito denominato/a "conduttore", che accetta, l'unità immobiliare di seguito descritta.`,
    ],
    premises: (a, f) =>
      `Art. 1 - L'immobile è sito in ${a}, ${f}, composto da due vani oltre servizi, non arredato.`,
    term: (s, e) =>
      `Art. 2 - La durata della locazione è stabilita in anni tre, dal ${s} al ${e}, rinnovabile per ulteriori due anni.`,
    rent: (r, x, d, i, b) =>
      `Art. 3 - Il canone annuo è convenuto in rate mensili anticipate di ${r}, oltre a ${x} per oneri accessori, da corrispondere entro il giorno ${d} di ogni mese mediante bonifico sul conto IBAN ${i} presso ${b}.`,
    deposit: (d) =>
      `Art. 4 - A garanzia delle obbligazioni assunte il conduttore versa un deposito cauzionale di ${d}, non imputabile in conto canoni.`,
    clauses: [
      "Art. 5 - È fatto divieto di sublocare, in tutto o in parte, l'immobile.",
      'Art. 6 - Per quanto non previsto si rinvia alle disposizioni del Codice civile.',
    ],
    guarantor: (n, b, a, p) =>
      `Art. 7 - Garanzia. ${n}, nato/a il ${b}, residente in ${a}, tel. ${p}, si costituisce fideiussore del conduttore per tutte le obbligazioni derivanti dal presente contratto.`,
    handover: (d, n, m) =>
      `Art. 8 - Consegna. In data ${d} vengono consegnate le chiavi a ${n}. Matricola del contatore elettrico: ${m}.`,
    notices: (l, e) =>
      `Art. 9 - Le comunicazioni al locatore vanno indirizzate a ${l}, e-mail ${e}.`,
    signed: (t, d) => `Letto, approvato e sottoscritto. ${t}, ${d}`,
    landlord: 'Il locatore',
    tenant: 'Il conduttore',
    footer: 'Contratto di locazione',
  },
  pt: {
    title: 'Contrato de arrendamento para habitação com prazo certo',
    parties: (l, a, t) => [
      `PRIMEIRO OUTORGANTE: ${l.name}, contribuinte n.º ${l.id}, residente em ${l.address}, representado(a) por ${a}, adiante designado(a) por Senhorio;`,
      `SEGUNDO OUTORGANTE: ${t.name}, nascido(a) em ${t.born}, natural de ${t.birthplace}, contribuinte n.º ${t.id}, residente em ${t.address}, telemóvel ${t.phone}, e-mail ${t.email}, adiante designado(a) por Arrendatário.`,
    ],
    premises: (a, f) =>
      `Cláusula 1.ª - O Senhorio dá de arrendamento ao Arrendatário a fração autónoma sita em ${a}, ${f}, destinada exclusivamente a habitação.`,
    term: (s, e) =>
      `Cláusula 2.ª - O contrato tem início em ${s} e termo em ${e}, renovando-se automaticamente por períodos de um ano.`,
    rent: (r, x, d, i, b) =>
      `Cláusula 3.ª - A renda mensal é de ${r}, acrescida de ${x} de despesas de condomínio, a pagar até ao dia ${d} do mês anterior àquele a que respeitar, por transferência para o IBAN ${i} do ${b}.`,
    deposit: (d) =>
      `Cláusula 4.ª - O Arrendatário entrega nesta data a quantia de ${d} a título de caução.`,
    clauses: [
      'Cláusula 5.ª - É vedado ao Arrendatário ceder ou sublocar o locado.',
      'Cláusula 6.ª - Em tudo o que não estiver previsto aplica-se o NRAU.',
    ],
    guarantor: (n, b, a, p) =>
      `Cláusula 7.ª - Fiança. ${n}, nascido(a) em ${b}, residente em ${a}, telemóvel ${p}, constitui-se fiador e principal pagador do Arrendatário.`,
    handover: (d, n, m) =>
      `Cláusula 8.ª - As chaves foram entregues em ${d} a ${n}. Contador de eletricidade n.º ${m}.`,
    notices: (l, e) =>
      `Cláusula 9.ª - As comunicações ao Senhorio serão dirigidas a ${l}, e-mail ${e}.`,
    signed: (t, d) => `Feito em ${t}, aos ${d}, em dois exemplares.`,
    landlord: 'O Senhorio',
    tenant: 'O Arrendatário',
    footer: 'Contrato de arrendamento',
  },
  ru: {
    title: 'Договор найма жилого помещения',
    parties: (l, a, t) => [
      `Гражданин(ка) ${l.name}, паспорт ${l.id}, зарегистрированный(ая) по адресу: ${l.address}, именуемый(ая) в дальнейшем «Наймодатель», действующий(ая) через ${a}, с одной стороны,`,
      `и гражданин(ка) ${t.name}, ${t.born} года рождения, место рождения: ${t.birthplace}, паспорт ${t.id}, зарегистрированный(ая) по адресу: ${t.address}, тел. ${t.phone}, эл. почта ${t.email}, именуемый(ая) в дальнейшем «Наниматель», с другой стороны, заключили настоящий договор о нижеследующем:`,
    ],
    premises: (a, f) =>
      `1. Наймодатель предоставляет Нанимателю во временное владение и пользование квартиру по адресу: ${a}, ${f}, общей площадью 42,6 кв. м.`,
    term: (s, e) => `2. Срок найма устанавливается с ${s} по ${e}.`,
    rent: (r, x, d, i, b) =>
      `3. Плата за наём составляет ${r} в месяц, коммунальные платежи около ${x} оплачиваются Нанимателем отдельно. Оплата производится не позднее ${d} числа каждого месяца на счёт ${i} в ${b}.`,
    deposit: (d) =>
      `4. При подписании договора Наниматель вносит обеспечительный платёж в размере ${d}.`,
    clauses: [
      '5. Наниматель не вправе сдавать помещение в поднаём без письменного согласия Наймодателя.',
      '6. Договор составлен в двух экземплярах, имеющих равную юридическую силу.',
    ],
    guarantor: (n, b, a, p) =>
      `7. Поручителем Нанимателя выступает ${n}, дата рождения ${b}, проживающий(ая) по адресу: ${a}, тел. ${p}.`,
    handover: (d, n, m) =>
      `8. Ключи от квартиры переданы ${d} Нанимателю ${n}. Показания электросчётчика № ${m} зафиксированы в акте.`,
    notices: (l, e) => `9. Уведомления Наймодателю направляются на имя ${l} по эл. почте ${e}.`,
    signed: (t, d) => `г. ${t}, ${d}`,
    landlord: 'Наймодатель',
    tenant: 'Наниматель',
    footer: 'Договор найма',
  },
};

/** The handover record annexed to a lease: its title, column headers, rooms and conditions. */
interface Annex {
  title: string;
  head: [string, string, string];
  rooms: string[];
  states: string[];
  remarks: string[];
  present: (landlord: string, tenant: string, date: string) => string;
}

const ANNEX: Record<Lang, Annex> = {
  en: {
    title: 'Addendum A - Move-in Inspection Checklist',
    head: ['Room / item', 'Condition', 'Notes'],
    rooms: [
      'Entry',
      'Living room',
      'Kitchen',
      'Refrigerator',
      'Bathroom',
      'Bedroom 1',
      'Bedroom 2',
      'Windows and screens',
      'Smoke detectors',
      'Garage',
    ],
    states: ['Good', 'Fair', 'New', 'Clean'],
    remarks: ['', '', 'see photo 3', 'minor wear', 'landlord to repair', 'checked'],
    present: (l, t, d) =>
      `Inspection carried out on ${d} in the presence of ${l} (Landlord's agent) and ${t} (Tenant).`,
  },
  es: {
    title: 'Anexo I - Inventario y estado de la vivienda',
    head: ['Estancia / elemento', 'Estado', 'Observaciones'],
    rooms: [
      'Recibidor',
      'Salón-comedor',
      'Cocina',
      'Frigorífico',
      'Baño',
      'Dormitorio principal',
      'Dormitorio 2',
      'Ventanas y persianas',
      'Caldera',
      'Trastero',
    ],
    states: ['Bueno', 'Correcto', 'Nuevo', 'Limpio'],
    remarks: ['', '', 'ver foto 3', 'desgaste leve', 'a reparar por el arrendador', 'revisado'],
    present: (l, t, d) => `Inventario realizado el ${d} en presencia de ${l} y de ${t}.`,
  },
  fr: {
    title: "Annexe - État des lieux d'entrée",
    head: ['Pièce / équipement', 'État', 'Observations'],
    rooms: [
      'Entrée',
      'Séjour',
      'Cuisine',
      'Réfrigérateur',
      'Salle de bains',
      'Chambre 1',
      'Chambre 2',
      'Fenêtres et volets',
      'Détecteur de fumée',
      'Cave',
    ],
    states: ['Bon état', "État d'usage", 'Neuf', 'Propre'],
    remarks: ['', '', 'voir photo 3', 'usure légère', 'à reprendre par le bailleur', 'vérifié'],
    present: (l, t, d) => `État des lieux établi contradictoirement le ${d} entre ${l} et ${t}.`,
  },
  de: {
    title: 'Anlage 1 - Übergabeprotokoll',
    head: ['Raum / Gegenstand', 'Zustand', 'Bemerkungen'],
    rooms: [
      'Flur',
      'Wohnzimmer',
      'Küche',
      'Kühlschrank',
      'Bad',
      'Schlafzimmer',
      'Kinderzimmer',
      'Fenster und Rollläden',
      'Rauchwarnmelder',
      'Kellerabteil',
    ],
    states: ['gut', 'gebraucht', 'neu', 'sauber'],
    remarks: [
      '',
      '',
      'siehe Foto 3',
      'leichte Gebrauchsspuren',
      'Reparatur durch Vermieter',
      'geprüft',
    ],
    present: (l, t, d) => `Die Übergabe erfolgte am ${d} in Anwesenheit von ${l} und ${t}.`,
  },
  it: {
    title: 'Allegato A - Verbale di consegna',
    head: ['Locale / elemento', 'Stato', 'Note'],
    rooms: [
      'Ingresso',
      'Soggiorno',
      'Cucina',
      'Frigorifero',
      'Bagno',
      'Camera matrimoniale',
      'Cameretta',
      'Finestre e tapparelle',
      'Caldaia',
      'Cantina',
    ],
    states: ['buono', 'discreto', 'nuovo', 'pulito'],
    remarks: ['', '', 'vedi foto 3', 'lieve usura', 'a carico del locatore', 'verificato'],
    present: (l, t, d) => `Verbale redatto il ${d} alla presenza di ${l} e di ${t}.`,
  },
  pt: {
    title: 'Anexo I - Auto de entrega do locado',
    head: ['Divisão / equipamento', 'Estado', 'Observações'],
    rooms: [
      'Hall de entrada',
      'Sala',
      'Cozinha',
      'Frigorífico',
      'Casa de banho',
      'Quarto 1',
      'Quarto 2',
      'Janelas e estores',
      'Esquentador',
      'Arrecadação',
    ],
    states: ['Bom', 'Razoável', 'Novo', 'Limpo'],
    remarks: ['', '', 'ver foto 3', 'desgaste ligeiro', 'a reparar pelo senhorio', 'verificado'],
    present: (l, t, d) => `Auto de entrega lavrado em ${d} na presença de ${l} e de ${t}.`,
  },
  ru: {
    title: 'Приложение № 1. Акт приёма-передачи квартиры',
    head: ['Помещение / имущество', 'Состояние', 'Примечания'],
    rooms: [
      'Прихожая',
      'Гостиная',
      'Кухня',
      'Холодильник',
      'Ванная комната',
      'Спальня',
      'Детская',
      'Окна',
      'Газовая плита',
      'Кладовая',
    ],
    states: ['хорошее', 'удовлетворительное', 'новое', 'чистое'],
    remarks: [
      '',
      '',
      'см. фото 3',
      'незначительный износ',
      'ремонт за счёт наймодателя',
      'проверено',
    ],
    present: (l, t, d) => `Акт составлен ${d} в присутствии ${l} и ${t}.`,
  },
};

/** The floor or flat of the let dwelling, as the country writes it. */
function floor(v: Dev3Values): string {
  const n = v.int(1, 6);
  return {
    en: `Unit ${n}0${v.int(1, 4)}`,
    es: `planta ${n}.ª, puerta ${v.int(1, 4)}`,
    fr: `${n}e étage, porte gauche`,
    de: `${n}. OG links`,
    it: `piano ${n}°, interno ${v.int(1, 12)}`,
    pt: `${n}.º andar direito`,
    ru: `${n} этаж`,
  }[v.lang];
}

/** The US deed style of a date: "14th day of March, 2025". */
function dayOf(v: Dev3Values, t: { y: number; m: number; d: number }): string {
  const th =
    t.d % 10 === 1 && t.d !== 11
      ? 'st'
      : t.d % 10 === 2 && t.d !== 12
        ? 'nd'
        : t.d % 10 === 3 && t.d !== 13
          ? 'rd'
          : 'th';
  return `${t.d}${th} day of ${v.month(t.m)}, ${t.y}`;
}

/** A party written out with its identity, each value marked. */
function party(v: Dev3Values, who: Person, idTag: string, id: string): Party {
  const born = v.day(1955, 2001);
  const marked = v.lang === 'ru' ? who.formal : v.chance(0.3) ? who.caps : who.full;
  return {
    name: N(marked),
    id: P(idTag, id),
    born:
      v.lang === 'ru' ? D(v.numDate(born)) : D(v.chance(0.5) ? v.longDate(born) : v.numDate(born)),
    birthplace: P('LOCATION', v.place().town.split(', ')[0]!),
    address: `${P('ADDRESS', v.street())}, ${townLine(v)}`,
    phone: P('PHONE', v.phone(true)),
    email: P('EMAIL', v.email(who)),
  };
}

/** A residential lease: long prose clauses (values across line ends), signatures with names. */
export const lease: Dev3Template = (v, name) => {
  const w = LEASE[v.lang];
  const landlord = v.person();
  const tenant = v.person();
  const agency = v.pick(v.pool.companies);
  const guarantor = v.person();
  const agent = v.person();
  const start = v.day(2024, 2026);
  const end = { ...start, y: start.y + (v.lang === 'fr' || v.lang === 'it' ? 3 : 1) };
  const rent = v.lang === 'ru' ? v.int(25, 80) * 1000 : v.int(45, 190) * 10;
  const extra = v.lang === 'ru' ? v.int(3, 9) * 1000 : v.int(6, 30) * 5;
  const idOf = (who: Person): [string, string] => {
    const born = v.day(1955, 2001);
    if (v.lang === 'en') return ['DRIVER_LICENSE', v.license()];
    if (v.lang === 'ru') return ['PASSPORT', v.passport()];
    return ['ID', v.taxId(who, born)];
  };
  const l = party(v, landlord, ...idOf(landlord));
  const t = party(v, tenant, ...idOf(tenant));
  const town = v.place().town.split(', ')[0]!;
  const premises = `${P('ADDRESS', v.street(false))}, ${townLine(v)}`;
  const blocks: Block[] = [
    { kind: 'heading', text: w.title },
    ...w.parties(l, O(agency), t).map((text): Block => ({ kind: 'para', text })),
    { kind: 'para', text: w.premises(premises, P('ADDRESS', floor(v))) },
    { kind: 'para', text: w.term(D(v.longDate(start)), D(v.longDate(end))) },
    {
      kind: 'para',
      text: w.rent(
        M(v.money(rent)),
        M(v.money(extra)),
        String(v.int(3, 5)),
        P('ACCOUNT', v.lang === 'en' ? v.account() : v.lang === 'ru' ? v.account() : v.iban()),
        O(v.pick(v.pool.banks)),
      ),
    },
    {
      kind: 'para',
      text: w.deposit(M(v.money(rent * (v.lang === 'de' ? 3 : v.lang === 'it' ? 3 : 1)))),
    },
    ...w.clauses.map((text): Block => ({ kind: 'para', text })),
    {
      kind: 'para',
      text: w.guarantor(
        N(v.lang === 'ru' ? guarantor.formal : guarantor.full),
        nd(v, v.day(1945, 1975)),
        `${P('ADDRESS', v.street())}, ${townLine(v)}`,
        P('PHONE', v.phone()),
      ),
    },
    {
      kind: 'para',
      text: w.handover(
        D(v.longDate(start)),
        N(v.lang === 'ru' ? tenant.short : tenant.full),
        P('ID', v.digits(v.int(8, 10))),
      ),
    },
    {
      kind: 'para',
      text: w.notices(
        N(v.lang === 'ru' ? landlord.short : landlord.full),
        P('EMAIL', v.email(landlord)),
      ),
    },
    {
      kind: 'para',
      text: w.signed(P('LOCATION', town), v.lang === 'en' ? D(dayOf(v, start)) : ld(v, start)),
    },
    { kind: 'heading', text: ANNEX[v.lang].title },
    {
      kind: 'table',
      header: ANNEX[v.lang].head,
      rows: ANNEX[v.lang].rooms.map((room) => [
        room,
        v.pick(ANNEX[v.lang].states),
        v.pick(ANNEX[v.lang].remarks),
      ]),
      widths: [34, 22, 44],
    },
    {
      kind: 'para',
      text: ANNEX[v.lang].present(
        N(v.lang === 'ru' ? agent.short : agent.full),
        N(v.lang === 'ru' ? tenant.formal : tenant.full),
        nd(v, start),
      ),
    },
    {
      kind: 'columns',
      left: `${w.landlord}\n\n______________________\n${N(landlord.caps)}`,
      right: `${w.tenant}\n\n______________________\n${N(v.lang === 'ru' ? tenant.short : tenant.full)}`,
    },
  ];
  return {
    name,
    lang: v.lang,
    footer: `${w.footer} · ${N(landlord.short)} / ${N(tenant.short)}`,
    pageWord: PAGE[v.lang],
    blocks,
  };
};
