/**
 * Numbers in their context: member, group, policy, claim, case, employee, student, medical-record,
 * ticket and customer numbers (order and invoice numbers are a company's, not a person's), tax and VAT IDs, licence plates, account and routing
 * numbers and user names, written right after their label (in a field, a table row or the
 * sentence), in the seven languages. The label makes the value; its shape only has to look like
 * an identifier (letters and digits, groups joined by '-', '/', '.' or spaces between digits).
 */
import type { TextTag } from '../../contract/tags';
import type { Span } from '../span';
import { isBusinessReference, lineStart, makeSpan, previousWord, safeRecognizer } from './helpers';
import { matchesOf } from './text-helpers';
import { quantityAfter } from './quantity-units';

/** A family of labels: the tag its values get and how they read. */
export interface LabelKind {
  tag: TextTag;
  /** Label words; matched case-insensitively at word boundaries. */
  label: string;
  /** Whether a value without digits counts (user names). */
  lettersOnly?: boolean;
  /**
   * Whether only a field counts: a colon or a number sign before the value, or a number word and
   * the value ending its line or cell ("Invoice no.: FA-2024-3709", "Rechnungsnummer
   * INV-2024-0277" alone on its line), not an invoice named in a sentence ("the invoice FA2024007 of the agency is attached",
   * "Invoice No. 7712345 total", which our development sets leave unmarked).
   */
  fieldOnly?: boolean;
  /** An order's label: a value followed by "vom/du/del/of" and its date is a firm's own paper. */
  orderLike?: boolean;
  /** Name shown in the review: which label fired. */
  rule: string;
}

const NO = `(?:n\\.?\\s?[º°o]\\.?|nº|no\\.?|nr\\.?|núm\\.?|n\\.)`;

const KINDS: readonly LabelKind[] = [
  {
    tag: 'ID',
    rule: 'membership, policy or claim label',
    label:
      `member(?:ship)?(?:\\s(?:id|no|number))?|group\\s(?:no|number|id)|policy(?:\\s(?:no|number|id))?|claim(?:\\s(?:no|number|id))?|` +
      `subscriber\\sid|insurance\\sid|case(?:\\s(?:no|number|id))|` +
      `socio|sócio|póliza|poliza|siniestro|expediente|adhérent|adherent|contrat|sinistre|dossier|` +
      `mitgliedsnummer|versicherungsnummer|versichertennummer|schadennummer|aktenzeichen|vertragsnummer|` +
      `tessera|polizza|sinistro|pratica|apólice|apolice|processo|` +
      `полиса?|убытка|участника|договора|дело|` +
      // Abbreviated and insurer-specific labels: "Vers.-Schein-Nr.", "KV-Nr.", "Az.", "N° Sécu", "NHC".
      `vers\\.?-?(?:schein-?)?nr\\.?|versicherungsschein(?:-?nr\\.?|nummer)?|versicherten-?nr\\.?|gruppen-?nr\\.?|kv-?nr\\.?|` +
      `krankenversichertennummer|schaden-?nr\\.?|az\\.?|colectivo|asegurado|beneficiário|beneficiario|convenzione|` +
      `застрахованного|омс|n[º°]\\s?sécu|sécu|carte\\svitale|tarjeta\\ssanitaria|tessera\\ssanitaria|utente\\ssns|nhc|ipp|` +
      `fall-?nr\\.?|cod\\.?\\spaziente|nosologico|мед\\.?\\sкарты|истории\\sболезни|` +
      // Court proceedings, a hospital's record folder, a tenancy ("Procedimiento ordinario:
      // 2340/2024", "N. cartella: 15510", "Tenancy reference: 50776", "Mietvertragsnummer: 55902").
      `procedimiento(?:\\s(?:ordinario|abreviado|monitorio))?|n[º°]\\sde\\sautos|autos|r\\.g\\.|n[º°]\\srg|cartella(?:\\sclinica)?|` +
      `tenancy(?:\\s(?:ref(?:erence)?\\.?|no|number|agreement))?|\\p{L}*vertragsnummer|` +
      // Contracts of a person (insurance, lease, phone line).
      `contract(?:\\s(?:no|number|id))?|vertrags-?nr\\.?|contrato|contratto|договор|договору|` +
      // Health and social insurance numbers named by the card or scheme.
      `nhs(?:\\s(?:no|number))?|hospital\\s(?:no|number|id)|insurance(?:\\s(?:no|number|card))|insured\\s(?:id|no|number)|` +
      `health\\s(?:card|insurance)\\s(?:no|number)|krankenversicherungsnummer|patienten-id|national\\sinsurance(?:\\s(?:no|number))?|` +
      `ni\\s(?:no|number)|allocataire|police|cip|sip|полис\\p{L}*|пациент\\p{L}*|клиент\\p{L}*|заявк\\p{L}*|обращени\\p{L}*|` +
      // Devices and supply points of a person: phone IMEI, vehicle VIN, meter and supply-point codes.
      `device\\s(?:id|no|number)|imei|vin|meter\\s(?:no|number|id)|zählernummer|(?:strom|gas|wasser)?zähler|compteur(?:\\sélectrique)?|contatore|` +
      // Fines and official notices: the notice's number and its payment reference.
      `n[º°]\\sd['’]avis|numéro\\sd['’]avis|télépaiement|verbale|уин|медицинская\\sкарта|карта\\sпациента|kassenzeichen\\p{L}?|` +
      // Agreements and meters named in a sentence ("service agreement no. JC-283636",
      // "Wartungsvertrag Nr. AB-267286", "Contador de luz n.º 20192989", "электросчётчика № 38…").
      `agreement(?:\\s(?:no|number))?|\\p{L}+vertrag|contador(?:\\sde\\s\\p{L}+)?|\\p{L}*сч[её]тчик\\p{L}*|` +
      // A trader's registration in a letter's footer ("HRB 42478", "RCS Perpignan 156718", "REA
      // AX146106", "Registro Mercantil …, hoja 957364", "TVA FR28 458 895 935").
      `hrb|hra|rcs(?:\\s\\p{Lu}\\p{L}+)?|rea|hoja|tva(?:\\sintracom(?:munautaire|\\.))?|n[º°]\\stva(?:\\sintracom(?:munautaire|\\.))?|` +
      `cups|pod|pdl|n°\\sde\\scompteur|` +
      `número\\sde\\scontador|номер\\sсч[её]тчика|` +
      // Hospital stays, lab samples and prescriptions; a direct-debit mandate.
      `encounter(?:\\s(?:id|no|number))?|visit\\s(?:id|no|number)|accession(?:\\s(?:id|no|number))?|specimen\\s(?:id|no|number)|` +
      `prescription(?:\\s(?:id|no|number))?|rx|admission\\s(?:id|no|number)|aufnahme-?nr\\.?|aufnahmenummer|episodio|episódio|séjour|ricovero|` +
      `госпитализации|направлени\\p{L}*|mandate\\sreference|mandatsreferenz|référence\\sde\\smandat|rum|referencia\\sdel\\smandato|` +
      `riferimento\\smandato|referência\\sdo\\smandato`,
  },
  {
    tag: 'ID',
    rule: 'employee or student label',
    label:
      `employee(?:\\s(?:id|no|number))?|staff\\s(?:id|no|number)|student(?:\\s(?:id|no|number))?|badge(?:\\s(?:id|no))?|` +
      `empleado|empleada|matricule|matricola|personalnummer|mitarbeiternummer|funcionário|funcionario|` +
      `табельный\\sномер|студенческ\\p{L}*|pers\\.?-?nr\\.?|personal-?nr\\.?|trabajador|func\\.|таб\\.|` +
      `personnel(?:\\s(?:no|number|id))?|payroll(?:\\s(?:no|number|id))?|worker\\sid|mecanogr[áa]fico|сотрудник\\p{L}*|matrikel(?:nummer|-?nr\\.?)?|(?:numéro|n°)\\sd?'?étudiant|número\\sde\\s(?:estudiante|aluno)|estudante|aluno|n\\.?[º°]\\s(?:de\\s)?(?:estudiante|estudante|aluno)|зач[её]тной\\sкнижки|студенческого\\sбилета`,
  },
  {
    tag: 'ID',
    rule: 'patient or medical-record label',
    label:
      `mrn|medical\\srecord(?:\\s(?:no|number))?|` +
      // Prescribers' and practices' numbers on a prescription (a person's, the doctor's).
      `npi|dea|lanr|arzt-?nr\\.?|betriebsstätten-?nr\\.?|bsnr|rpps|adeli|n[º°]\\s?colegiado|colegiado|` +
      `e-rezept-token|rezept-token|citation(?:\\s(?:no|number))?|patient(?:\\s(?:id|no|number))|chart(?:\\s(?:no|number))|` +
      `historia\\sclínica|historia\\sclinica|n\\.?[º°]\\s(?:de\\s)?historia|dossier\\spatient|patientennummer|fallnummer|cartella\\sclinica|` +
      `processo\\sclínico|processo\\sclinico|медкарты|медицинской\\sкарты`,
  },
  {
    tag: 'ID',
    rule: 'ticket, case or customer label',
    label:
      `ticket(?:\\s(?:id|no|number))?|case|customer(?:\\s(?:id|no|number))|client(?:\\s(?:id|no|number))|` +
      `incidencia|cliente|caso|client|numéro\\sclient|kundennummer|kunden-nr\\.?|kundennr\\.?|vorgangsnummer|codice\\scliente|pedido|chamado|заявка|обращение|номер\\sклиента|номер\\sдела|` +
      `kd\\.?-?nr\\.?|` +
      // A claim or contract named by its bare noun in a subject line ("Betreff: Schaden 05.01593,
      // Vertrag 844-4294310", "Тема: убыток 6388-963", "На ваш № KV7782").
      `schaden|vertrag|убыток|на\\sваш|на\\sисх\\.|customer|kunde|абонент|` +
      // A letter's reference line: the case it is about ("Unser Zeichen", "Nuestra ref.", "V/Réf.").
      `(?:ihr|unser|ihre|unsere)\\s(?:zeichen|az\\.?)|geschäftszeichen|(?:our|your)\\sref(?:erence)?\\.?|` +
      `(?:nuestras?|sus?|vuestras?)\\sref(?:erencias?)?\\.?|(?:notre|votre|nos|vos)\\sréf(?:érences?)?\\.?|[nv]/\\s?r[ée]f(?:\\.ª)?\\.?|` +
      `(?:nostro|vostro|ns|vs)\\.?\\srif(?:erimento)?\\.?|(?:nossas?|vossas?|suas?)\\sref(?:\\.ª|erências?)?\\.?|исх\\.|вх\\.`,
  },
  {
    tag: 'ID',
    rule: 'invoice label',
    // An invoice's number in its field ("Invoice no.: FA-2024-3709", "N.º de factura: R-2025-6636").
    fieldOnly: true,
    label:
      `invoice(?:\\s(?:no|number|id))?|rechnungsnummer|rechnungs-?nr\\.?|rechnung|facture|factura|fattura|fatura|` +
      `сч[её]т-фактур\\p{L}*`,
  },
  {
    tag: 'ID',
    rule: 'order or tracking label',
    // A customer's order and parcel are their record: the independent sets mark them ("N° de
    // commande KD-5588399", "Bestellung VF5559977", "numéro de suivi CP93303293198644"). English
    // "Order No." stays with reference-numbers.ts, which tells a writer's own order from a firm's.
    orderLike: true,
    label:
      `bestellung|bestellnummer|bestell-?nr\\.?|` +
      `auftragsnummer|auftrags-?nr\\.?|commande|pedido|ordine|` +
      `encomenda|номер\\sзаказа|заказ\\s?№|tracking(?:\\s(?:no|number|id|code))?|sendungsnummer|sendungs-?nr\\.?|paketnummer|` +
      `(?:numéro|n°)\\sde\\ssuivi|suivi\\sn°|seguimiento|rastreo|numero\\sdi\\s(?:tracking|spedizione)|rastreio|rastreamento|` +
      `трек-?номер|отслеживани\\p{L}*`,
  },
  {
    tag: 'ID',
    rule: 'police, court or enrolment label',
    // Police reports, witness statements, transcripts ("Crime reference number: 43/118923/25",
    // "Diligencias previas 1123/2025", "N° de procès-verbal", "Tagebuchnummer", "КУСП № 4471").
    label:
      `crime\\s(?:ref(?:erence)?|no|number)|incident(?:\\s(?:no|number|ref(?:erence)?))?|occurrence(?:\\s(?:no|number))?|` +
      `collar(?:\\s(?:no|number))?|warrant(?:\\s(?:no|number))?|log\\s(?:no|number)|candidate(?:\\s(?:no|number|id))?|` +
      `matriculation(?:\\s(?:no|number))?|enrol?ment(?:\\s(?:no|number))?|diligencias(?:\\sprevias)?|atestado|` +
      `procès-verbal|tagebuch-?nr\\.?|tagebuchnummer|protocollo|prot\\.|nuipc|кусп|уголовного\\sдела|протокол\\p{L}*|` +
      `(?:n°|numéro)\\s(?:de\\s)?patient|meter\\sserial|report\\s(?:no|nr|number|ref(?:erence)?|id)|rapport|informe|berichtsnummer|rapporto|relatório|рапорт|` +
      `procédure|r\\.g\\.n\\.r\\.?|dienstnummer|dienst-?nr\\.?|placa|жетон\\p{L}*|orcid|statement\\s(?:no|number|ref(?:erence)?)`,
  },
  {
    tag: 'ID',
    rule: 'tax or VAT label',
    label:
      `tax\\s(?:id|no|number)|tin|ein|itin|vat(?:\\s(?:id|no|number|reg\\.?))?|ust-idnr\\.?|ust-id|steuer-id|steuernummer|` +
      `steuer-identifikationsnummer|nif|nie|cif|nipc|nuit|partita\\siva|p\\.\\s?iva|codice\\sfiscale|siret|siren|` +
      `numéro\\sfiscal|n°\\sfiscal|инн|снилс|огрн|кпп|sécurité\\ssociale|securite\\ssociale|seguridad\\ssocial|` +
      `segurança\\ssocial|seguranca\\ssocial|seg\\.\\s?social|s\\.\\s?social|previdenza\\ssociale|sozialversicherungsnummer|rentenversicherungsnummer|` +
      `steuernr\\.?|st\\.?-?nr\\.?|sv-?nr\\.?|sv-?nummer|rv-?nr\\.?|idnr\\.?|afiliaci[óo]n(?:\\ss\\.?\\s?s\\.?)?|nuss|` +
      `n[º°]\\s?ss|nir|insee|pos\\.?\\sinps|inps|niss|cod\\.?\\sfiscale|c\\.\\s?f\\.`,
  },
  {
    tag: 'ID',
    rule: 'licence-plate label',
    label:
      `licen[cs]e\\splate|number\\splate|plate(?:\\s(?:no|number))?|vehicle\\sregistration|registration\\s(?:no|number)|reg\\.\\s?no\\.?|` +
      `kennzeichen|matrícula|matricula|plaque(?:\\sd'immatriculation)?|immatriculation|targa|vehicle\\spermit`,
  },
  {
    tag: 'ID',
    rule: 'user-name label',
    lettersOnly: true,
    label: `user(?:name|\\sname|\\sid)?|login|handle|benutzername|benutzer|usuario|identifiant|nome\\sutente|utilizador|utente|логин|пользователь`,
  },
  {
    tag: 'DRIVER_LICENSE',
    rule: "driver's licence label",
    label:
      `driver'?s?\\slicen[cs]e|driving\\slicen[cs]e|licencia(?:\\sde\\sconducir)?|permiso\\sde\\sconducir|permis(?:\\sde\\sconduire)?|` +
      `führerschein(?:-?nr\\.?|nummer)?|patente(?:\\sdi\\sguida)?|carta\\sde\\scondução|carta\\sde\\sconducao|водительское\\sудостоверение|в/у|` +
      `вод\\.\\s?удостоверение|dl\\s?#`,
  },
  {
    tag: 'ACCOUNT',
    rule: 'account or routing label',
    label:
      `account(?:\\s(?:no|number|#))?|acct\\.?|routing(?:\\s(?:no|number))?|aba|sort\\scode|` +
      `cuenta|código\\sde\\sentidad|compte|code\\sbanque|kontonummer|konto|blz|conto|codice\\sabi|abi|cab|` +
      `conta|nib|código\\sdo\\sbanco|счёта|счета|счёт|счет|бик|р/с|к/с|л/с`,
  },
];

/** Between the label and the value: separators, "No.", "number", an "ID" word, at most one line end. */
const FILLER = new RegExp(
  `(?:[ \\t]|[:#=№)]|\\.(?!\\d)|-(?![\\p{L}\\p{N}])|(?:${NO}|number|numbers|#|id|reference|ref\\.?|code|identifier|number is|is|es|est|ist|è|é)(?![\\p{L}\\p{N}])){0,8}(?:\\n[ \\t]*)?`,
  'iuy',
);

/**
 * The value: an optional '@' or '#', then letters and digits, joined by one '-', '/', '.', '_' or
 * by a space that stands between a digit or capital and a digit ("M-DM 7432", "2 84 12 75 123"),
 * before a closing group of letters ("1234 BCD", not the next label in "G13711 EIN 25-1987019") or
 * around a single capital ("54 232630 Z 398").
 */
const VALUE =
  /[@#]?[\p{L}\p{N}](?:[\p{L}\p{N}_]|[-/.](?=[\p{L}\p{N}])|[ ](?<=[\p{N}\p{Lu}][ ])(?=\p{N}|\p{Lu}{2,3}(?![\p{L}\p{N}.-])(?![ \t]+\p{N})|\p{Lu}[ ]\p{N})){0,39}(?![\p{L}\p{N}])/uy;

/** "vom/du/del/of/от" and a date after an order's or invoice's number: the firm's own paper of that day. */
const FIRM_PAPER_AFTER = /^[ \t]+(?:vom|du|del|dal|of|от)[ \t]+[\p{L}\d]/iu;

/** A German file number: department, register letters, running number and year ("3 Js 1123/25"). */
const FILE_NUMBER = /\d{1,4}[ ]\p{Lu}[\p{L}]{0,3}[ ]\d{1,6}\/\d{2,4}(?![\p{L}\p{N}])/uy;

const LABELS = KINDS.map(
  (k) => [k, new RegExp(`(?<![\\p{L}\\p{N}])(?:${k.label})(?![\\p{L}\\p{N}])`, 'giu')] as const,
);

/** Words that follow a label without being its value ("Policy holder", "Order of the court"). */
const NOT_A_VALUE =
  /^(?:of|the|and|or|for|to|in|on|a|an|holder|date|type|status|de|del|la|le|les|des|du|et|y|o|und|der|die|das|di|da|do|e|il|и|в|на)$/iu;

/** Words a form prints under a field's label that are no user name ("Login" / "required"). */
const FORM_WORD =
  /^(?:required|optional|none|null|pending|disabled|enabled|active|inactive|password|email|details|information|obligatoire|obligatorio|erforderlich|obbligatorio|obrigatório)$/;

/** True when `value` can be an identifier for a label of this kind. */
function plausible(value: string, kind: LabelKind, colon = false): boolean {
  const bare = value.replace(/^[@#]/, '');
  const alnum = bare.replace(/[^\p{L}\p{N}]/gu, '');
  if (alnum.length < 3 || alnum.length > 34) return false;
  if (NOT_A_VALUE.test(bare)) return false;
  // "IT60" of "conto IT60 X054 …" is the start of an IBAN, which the IBAN recognizer reads whole.
  if (/^[A-Z]{2}\d{2}$/.test(bare)) return false;
  // Dates and years belong to the date recognizer ("Policy 2024", "Case 15.01.2024"); a UK sort
  // code ("20-00-00") has a date's shape but follows an account label.
  if (/^(?:19|20)\d\d$/.test(bare)) return false;
  if (/^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$/.test(bare) && !/^\d\d-\d\d-\d\d$/.test(bare))
    return false;
  if (/^\d\d-\d\d-\d\d$/.test(bare) && kind.tag !== 'ACCOUNT') return false;
  // A month and year ("Contract end: 03/2026") or a span of years ("Convenio colectivo 2023-2026",
  // "Tax year 2024/25") is a date or a period, no identifier.
  if (/^(?:0?[1-9]|1[0-2])[-/.](?:19|20)\d\d$/.test(bare)) return false;
  if (/^(?:19|20)\d\d[-/](?:(?:19|20)\d\d|\d\d)$/.test(bare)) return false;
  if (/\p{N}/u.test(alnum)) return alnum.length >= 4 || /^[@#]/.test(value);
  if (!kind.lettersOnly) return false;
  // A user name without digits: '@name', or a token with '_' / '.' / mixed case, never a plain word;
  // after a colon ("Username: jsmith") a lower-case token is the value.
  return (
    /^[@]/.test(value) ||
    /[_.]/.test(bare) ||
    (colon && /^[a-z][a-z0-9]{2,29}$/.test(bare) && !FORM_WORD.test(bare))
  );
}

/**
 * "#873073" after a request word on the same line ("Support request #873073", "Solicitud de
 * soporte #244454"): a ticket number. Invoice and order numbers are left alone.
 */
const HASH_NUMBER = /(?<![\p{L}\p{N}&#])#(\d{4,12})(?![\p{L}\p{N}])/gu;
const REQUEST_WORD =
  /(?:request|ticket|case|issue|incident|solicitud|incidencia|demande|ticket|anfrage|supportanfrage|fall|richiesta|pratica|pedido|chamado|обращение|заявка|запрос)[^\n#]{0,30}$/iu;

/** Words between a label and a colon: "Matrikelnummer für den Studentenrabatt: 4032157". */
const LABEL_PHRASE = /[ \t]+[^\n\f:\d#]{1,32}:[ \t]*/y;

/** True when a label's line holds the label alone (three words at most, no digits). */
function labelAlone(line: string): boolean {
  return !/\d/.test(line) && line.trim().split(/[ \t]+/).length <= 3;
}

/** What may stand between a label ending at `labelEnd` and its value: the filler, then a phrase. */
function fillersAfter(folded: string, labelEnd: number): string[] {
  FILLER.lastIndex = labelEnd;
  const fillers = [FILLER.exec(folded)?.[0] ?? ''];
  LABEL_PHRASE.lastIndex = labelEnd;
  const phrase = LABEL_PHRASE.exec(folded)?.[0];
  if (phrase) fillers.push(phrase);
  return fillers;
}

/** The value after a label ending at `labelEnd`: [start, end, filler], or undefined. */
export function valueAfter(
  folded: string,
  labelEnd: number,
  kind: LabelKind,
): [number, number, string] | undefined {
  const fillers = fillersAfter(folded, labelEnd);
  for (const filler of fillers) {
    const start = labelEnd + filler.length;
    // A German court's or prosecutor's file number ("3 Js 1123/25", "12 O 345/24").
    FILE_NUMBER.lastIndex = start;
    const file = kind.tag === 'ID' ? FILE_NUMBER.exec(folded) : null;
    if (file) return [start, start + file[0].length, filler];
    VALUE.lastIndex = start;
    const v = VALUE.exec(folded);
    if (!v) continue;
    let end = start + v[0].length;
    while (end > start && /[.\-/]/.test(folded[end - 1]!)) end--;
    // A date after a space is the next cell's or the sentence's ("заказ CM-74327777 02.07.2025").
    const dateAt = folded.slice(start, end).search(/[ ]\d{1,2}[./]\d{1,2}[./]\d{2,4}$/u);
    if (dateAt > 0) end = start + dateAt;
    // A last group after a space that goes on with decimals is the next cell's amount ("RUM
    // AK27936594 68,36" in a statement row), not a piece of the identifier.
    if (/^[.,]\d/.test(folded.slice(end, end + 2))) {
      const space = folded.lastIndexOf(' ', end - 1);
      if (space > start) end = space;
    }
    // A form field with its label alone above its value alone ("Benutzername" / "ffeze") reads
    // like "Label: value".
    const field =
      filler.includes('\n') &&
      /^[ \t]*(?:\n|$)/.test(folded.slice(end, end + 4)) &&
      labelAlone(folded.slice(lineStart(folded, labelEnd), labelEnd));
    if (plausible(folded.slice(start, end), kind, /:[ \t]*$/.test(filler) || field))
      return [start, end, filler];
  }
  return undefined;
}

/** A month and year or a span of years: a date or a period, not an identifier. */
const PERIOD_VALUE =
  /(?:0?[1-9]|1[0-2])[-/.](?:19|20)\d\d(?![\p{N}]|[-/.]\d)|(?:19|20)\d\d[-/](?:(?:19|20)\d\d|\d\d)(?![\p{N}]|[-/.]\d)/uy;

/**
 * The month and year or the span of years a label's value turned out to be ("Contract end:
 * 03/2026", "Convenio colectivo 2023-2026"): still a date to redact, as the DATE it is.
 */
function periodAfter(folded: string, labelEnd: number): Span | undefined {
  const fillers = fillersAfter(folded, labelEnd);
  for (const filler of fillers) {
    const start = labelEnd + filler.length;
    PERIOD_VALUE.lastIndex = start;
    const v = PERIOD_VALUE.exec(folded);
    if (!v) continue;
    const span = makeSpan('DATE', start, start + v[0].length, 0.6, 'labelled-number');
    span.reason = 'a month and year or a span of years after an identifier label';
    return span;
  }
  return undefined;
}

/** Recognises identifiers and account numbers right after their label. */
export const labelledNumberRecognizer = safeRecognizer(
  'labelled-number',
  ['ID', 'ACCOUNT', 'DRIVER_LICENSE', 'DATE'],
  ({ folded }) => {
    const spans: Span[] = [];
    for (const [kind, label] of LABELS) {
      for (const m of matchesOf(label, folded)) {
        // A label inside a link or a file name ("?ref=", "user_id") is part of that token.
        if (/[/?&=._@-]/.test(folded[m.index - 1] ?? ' ')) continue;
        const labelEnd = m.index + m[0].length;
        const found = valueAfter(folded, labelEnd, kind);
        if (!found) {
          const period = periodAfter(folded, labelEnd);
          if (period) spans.push(period);
          continue;
        }
        const [valueStart, end, filler] = found;
        // "Bestellung 4471220 vom 12.03.2024": a firm's own order paper, not a customer's record.
        if (
          (kind.orderLike || kind.fieldOnly) &&
          FIRM_PAPER_AFTER.test(folded.slice(end, end + 24))
        )
          continue;
        if (
          kind.fieldOnly &&
          !/[:#№]/u.test(filler) &&
          !(
            /^[ \t]*(?:\n|$)|^[ \t]{2}/u.test(folded.slice(end, end + 3)) &&
            (/(?:nummer|-?nr\.?|number|no\.?)$/iu.test(m[0]) ||
              /(?<![\p{L}])(?:n[º°o.]|no|nr|núm|number|nummer|numéro|número|numero|номер)/iu.test(
                filler,
              ))
          )
        )
          continue;
        // A unit after the digits makes them a quantity ("счётчика ХВС: 00345 м³"), not a number.
        if (quantityAfter(folded, end)) continue;
        // "Ticket #839553": the number sign glued to the value is printed with it.
        const start = folded[valueStart - 1] === '#' ? valueStart - 1 : valueStart;
        const span = makeSpan(
          kind.tag,
          start,
          end,
          filler.includes('\n') ? 0.6 : 0.85,
          'labelled-number',
        );
        span.reason = `${kind.rule}: "${m[0]}"`;
        spans.push(span);
      }
    }
    for (const m of matchesOf(HASH_NUMBER, folded)) {
      const request = REQUEST_WORD.test(folded.slice(Math.max(0, m.index - 40), m.index));
      // Without a request word, five digits at least and no business word before ("Order #12345").
      if (!request && (m[1]!.length < 5 || isBusinessReference(folded, m.index))) continue;
      const span = makeSpan(
        'ID',
        m.index,
        m.index + m[0].length,
        request ? 0.75 : 0.6,
        'labelled-number',
      );
      span.reason = request ? 'number after a request or ticket word' : 'number after "#"';
      spans.push(span);
    }
    spans.push(...markedNumbers(folded));
    return spans;
  },
);

/**
 * A number mark on its own before an identifier ("Jonas Müller, Nr. 472823", "n° 902940",
 * "№ 23756", "n.º 203622", "No. 751436"): the mark says the digits number something, and five
 * digits or more are a file, a member or a case rather than a house or an item. Business words
 * before the mark ("Invoice No.", "Art.-Nr.") and phone or page words keep their numbers.
 */
const NUMBER_MARK =
  /(?<![\p{L}\p{N}.-])(?:n\.?[ ]?[º°o]\.?|no\.|nr\.|nro\.|núm\.|n\.|№)[ \t]?(?=[\p{L}\p{N}])/giu;

/** Words before a mark whose number is not a person's (a phone, a page, a house, a room). */
const NOT_AN_ID_BEFORE =
  /^(?:tel|tél|telefon|telefono|teléfono|telefone|phone|fax|тел|page|seite|pagina|página|стр|p|pp|art|haus|house|room|zimmer|stanza|habitación|quarto|apt|piso|via|rue|calle|rua|straße|str|дом|д|кв|vol|no|nr)$/u;

function markedNumbers(folded: string): Span[] {
  const spans: Span[] = [];
  for (const m of matchesOf(NUMBER_MARK, folded)) {
    const start = m.index + m[0].length;
    VALUE.lastIndex = start;
    const v = VALUE.exec(folded);
    if (!v) continue;
    let end = start + v[0].length;
    while (end > start && /[.\-/ ]/.test(folded[end - 1]!)) end--;
    const value = folded.slice(start, end);
    if ((value.match(/\p{N}/gu)?.length ?? 0) < 5 || value.length > 24) continue;
    if (/^(?:19|20)\d\d$/.test(value) || /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$/.test(value)) continue;
    // The mark opens a field of its own: at the start of a line or a cell, after a comma, a
    // bracket or a colon ("Jonas Müller, Nr. 472823"); after a word it belongs to that word's
    // document ("Счёт № 2024117", "Lieferschein Nr. 4471220"), whose labels are read elsewhere.
    if (
      !/(?:^|[,(:;·|]|\s{2})\s*$/u.test(folded.slice(Math.max(0, m.index - 4), m.index)) &&
      folded[m.index - 1] !== '\n'
    )
      continue;
    if (isBusinessReference(folded, m.index)) continue;
    if (NOT_AN_ID_BEFORE.test(previousWord(folded, m.index).replace(/[.']/g, ''))) continue;
    const span = makeSpan('ID', start, end, 0.6, 'labelled-number');
    span.reason = `number after "${m[0].trim()}"`;
    spans.push(span);
  }
  return spans;
}
