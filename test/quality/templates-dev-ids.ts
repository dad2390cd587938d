/**
 * Development templates for identifiers without a known label (R1, issue 15, later session): a
 * notice letter whose case, payment and parcel references stand in running text, an officer's
 * number after the name in a field, a code after a code word, a user handle with '@', and a form
 * printed with each label above its value (age, login, letter reference, plate, phone), in the
 * seven languages. Hard negatives sit beside them, unmarked: a product code after its label, a
 * law's number, a standard, a form number, a company's invoice, a percentage and a year.
 * Values are made up from general knowledge; their shapes differ from the other templates.
 */
import { pii, type QualityDoc } from './doc-model';
import { LABELS } from './labels';
import type { Lang, Values } from './locales';
import { cityLine, type Template } from './templates-dev';

type Say = Record<Lang, string>;
const P = pii;
const CAPS = 'ABCDEFGHJKLMNPRSTUVWXZ';
const caps = (v: Values, n: number) =>
  Array.from({ length: n }, () => CAPS[v.rng.int(CAPS.length)]!).join('');

/** A reference mixing capitals and digits ("QT4481902", "RK-2231907"). */
function mixedCode(v: Values): string {
  return v.rng.int(2) ? `${caps(v, 2)}${v.digits(7)}` : `${caps(v, 2)}-${v.digits(7)}`;
}

/** A payment reference in groups of four ("4471 9020 3318"). */
function groupedReference(v: Values): string {
  return `${1 + v.rng.int(9)}${v.digits(3)} ${v.digits(4)} ${v.digits(4)}`;
}

/** A Russian-style printed phone, or the language's usual shape. */
function phone(v: Values): string {
  if (v.lang === 'ru')
    return v.rng.pick([
      `8 (${v.digits(3)}) ${v.digits(3)}-${v.digits(2)}-${v.digits(2)}`,
      `8 9${v.digits(2)} ${v.digits(3)} ${v.digits(2)} ${v.digits(2)}`,
    ]);
  if (v.lang === 'de') return `(0${v.digits(3)}) ${v.digits(3)} ${v.digits(2)}-${v.digits(2)}`;
  return v.phone();
}

/** A notice letter with references in running text and an officer's number after a name. */
function referenceNotice(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const person = v.fullName();
  const officer = `${caps(v, 1)}. ${v.lastName()}`;
  const agency = v.company();
  const caseRef = P('ID', mixedCode(v));
  const payRef = P('ID', groupedReference(v));
  const parcel = P('ID', `${caps(v, 2)}${v.digits(9)}${caps(v, 2)}`);
  const badge = P('ID', v.digits(4 + v.rng.int(2)));
  const code = P('ID', v.digits(4));
  const handle = P(
    'ID',
    `@${
      v
        .lastName()
        .toLowerCase()
        .replace(/[^a-z]/g, '') || 'user'
    }_${v.digits(2)}`,
  );
  const amount = P('MONEY_AMOUNT', `${80 + v.rng.int(400)},00 €`);
  const when = P('DATE', v.date(2024, 2025));
  const heading: Say = {
    en: 'Notice of outstanding payment',
    es: 'Aviso de pago pendiente',
    fr: 'Avis de paiement en attente',
    de: 'Hinweis auf offene Zahlung',
    it: 'Avviso di pagamento in sospeso',
    pt: 'Aviso de pagamento pendente',
    ru: 'Уведомление о задолженности',
  };
  const body: Say = {
    en: `Dear ${P('PERSON_NAME', person)}, our file ${caseRef} shows ${amount} unpaid since ${when}. Please transfer it quoting ${payRef}. The parcel ${parcel} with your documents was returned. Your portal account ${handle} stays open; the confirmation code is ${code}.`,
    es: `Estimado/a ${P('PERSON_NAME', person)}: en nuestro archivo ${caseRef} constan ${amount} impagados desde el ${when}. Transfiera el importe indicando ${payRef}. El envío ${parcel} con sus documentos fue devuelto. Su cuenta del portal ${handle} sigue abierta; el código de acceso ${code}.`,
    fr: `Madame, Monsieur ${P('PERSON_NAME', person)}, notre dossier ${caseRef} indique ${amount} impayés depuis le ${when}. Merci de virer la somme en rappelant ${payRef}. Le colis ${parcel} contenant vos pièces nous est revenu. Votre compte du portail ${handle} reste ouvert ; code d'accès ${code}.`,
    de: `Sehr geehrte/r ${P('PERSON_NAME', person)}, unser Vorgang ${caseRef} weist seit dem ${when} offene ${amount} aus. Bitte überweisen Sie unter Angabe von ${payRef}. Die Sendung ${parcel} mit Ihren Unterlagen kam zurück. Ihr Portalkonto ${handle} bleibt offen; Zugangscode ${code}.`,
    it: `Gentile ${P('PERSON_NAME', person)}, la pratica ${caseRef} risulta insoluta per ${amount} dal ${when}. Effettui il bonifico indicando ${payRef}. La spedizione ${parcel} con i Suoi documenti è tornata indietro. Il Suo account del portale ${handle} resta attivo; codice di accesso ${code}.`,
    pt: `Caro/a ${P('PERSON_NAME', person)}, o nosso processo ${caseRef} indica ${amount} por pagar desde ${when}. Transfira o valor indicando ${payRef}. A encomenda ${parcel} com os seus documentos foi devolvida. A sua conta no portal ${handle} mantém-se ativa; código de acesso ${code}.`,
    ru: `Уважаемый(ая) ${P('PERSON_NAME', person)}, по делу ${caseRef} числится задолженность ${amount} с ${when}. Оплатите, указав ${payRef}. Отправление ${parcel} с вашими документами вернулось. Ваш аккаунт на портале ${handle} активен; код доступа ${code}.`,
  };
  const officerLine: Say = {
    en: `Case officer / badge: ${P('PERSON_NAME', officer)} / ${badge}`,
    es: `Agente tramitador n.º: ${P('PERSON_NAME', officer)} / ${badge}`,
    fr: `Agent instructeur, matricule : ${P('PERSON_NAME', officer)} / ${badge}`,
    de: `Sachbearbeiter/in: ${P('PERSON_NAME', officer)} / ${badge}`,
    it: `Funzionario matr.: ${P('PERSON_NAME', officer)} / ${badge}`,
    pt: `Técnico responsável n.º: ${P('PERSON_NAME', officer)} / ${badge}`,
    ru: `Специалист: ${P('PERSON_NAME', officer)} / ${badge}`,
  };
  // Unmarked: products, laws, standards, forms, the company's invoice, a rate and a year.
  const negatives: Say = {
    en: 'Replacement part SKU KX40512 ships in 2026 under ISO 9001-2015; interest 4.5 %. Invoice INV-2024-00731 of the agency is attached, page 2 of 3. Form PN-7 applies.',
    es: 'La pieza Art. KX40512 se envía en 2026 según ISO 9001-2015; interés 4,5 %. Se adjunta la factura FA2024007 de la agencia, página 2 de 3. Ley n.º 39/2015.',
    fr: "La pièce réf. article KX40512 est livrée en 2026 selon ISO 9001-2015 ; intérêts 4,5 %. La facture FA2024007 de l'agence est jointe, page 2 sur 3. Loi n° 89-462.",
    de: 'Ersatzteil Art.-Nr. KX40512 wird 2026 nach ISO 9001-2015 geliefert; Zinsen 4,5 %. Die Rechnung RE2024007 der Agentur liegt bei, Seite 2 von 3. Formular AM-7.',
    it: 'Il ricambio articolo KX40512 è spedito nel 2026 secondo ISO 9001-2015; interessi 4,5 %. Si allega la fattura FT2024007 dell’agenzia, pagina 2 di 3. Legge n. 689/1981.',
    pt: 'A peça artigo KX40512 é enviada em 2026 segundo ISO 9001-2015; juros 4,5 %. Junta-se a fatura FT2024007 da agência, página 2 de 3. Decreto-Lei n.º 433/82.',
    ru: 'Деталь артикул KX40512 поставляется в 2026 году по ГОСТ Р 52289-2019; пени 4,5 %. Прилагается счёт-фактура СФ2024007 агентства, страница 2 из 3. Форма № 107-1/у.',
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', agency)} · ${heading[v.lang]}`,
    blocks: [
      { kind: 'heading', text: heading[v.lang] },
      { kind: 'lines', lines: [P('PERSON_NAME', person), P('ADDRESS', v.street()), cityLine(v)] },
      { kind: 'para', text: body[v.lang] },
      { kind: 'para', text: officerLine[v.lang] },
      { kind: 'para', text: negatives[v.lang] },
    ],
  };
}

/** A registration form printed with each label on the line above its value. */
function labelAboveForm(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const person = v.fullName();
  const login = `${
    v
      .firstName()
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 1) || 'u'
  }${
    v
      .lastName()
      .toLowerCase()
      .replace(/[^a-z]/g, '') || 'user'
  }`;
  const labels: Record<Lang, [string, string, string, string, string, string]> = {
    en: ['FULL NAME', 'AGE', 'USERNAME', 'YOUR REFERENCE', 'LICENSE PLATE', 'PHONE'],
    es: ['NOMBRE Y APELLIDOS', 'EDAD', 'USUARIO', 'SU REFERENCIA', 'MATRÍCULA', 'TELÉFONO'],
    fr: ['NOM ET PRÉNOM', 'ÂGE', 'IDENTIFIANT', 'VOS RÉFÉRENCES', 'IMMATRICULATION', 'TÉLÉPHONE'],
    de: ['NAME, VORNAME', 'ALTER', 'BENUTZERNAME', 'IHR ZEICHEN', 'KENNZEICHEN', 'TELEFON'],
    it: ['NOME E COGNOME', 'ETÀ', 'NOME UTENTE', 'VOSTRO RIFERIMENTO', 'TARGA', 'TELEFONO'],
    pt: ['NOME COMPLETO', 'IDADE', 'UTILIZADOR', 'SUA REFERÊNCIA', 'MATRÍCULA', 'TELEFONE'],
    ru: ['ФИО', 'ВОЗРАСТ', 'ЛОГИН', 'НА ВАШ №', 'ГОСНОМЕР', 'ТЕЛЕФОН'],
  };
  const years: Say = {
    en: 'years',
    es: 'años',
    fr: 'ans',
    de: 'Jahre',
    it: 'anni',
    pt: 'anos',
    ru: 'лет',
  };
  const plate =
    v.lang === 'ru'
      ? `${'АВЕКМНОРСТУХ'[v.rng.int(12)]} ${v.digits(3)} ${'ВЕКМНРСТХ'[v.rng.int(9)]}${'АКМОРСТ'[v.rng.int(7)]} ${v.digits(2)}`
      : v.lang === 'it'
        ? `${caps(v, 2)} ${v.digits(3)}${caps(v, 2)}`
        : `${caps(v, 2)}-${caps(v, 2)} ${v.digits(4)}`;
  const [lName, lAge, lLogin, lRef, lPlate, lPhone] = labels[v.lang];
  const heading: Say = {
    en: 'Registration form',
    es: 'Formulario de alta',
    fr: "Formulaire d'inscription",
    de: 'Anmeldeformular',
    it: 'Modulo di iscrizione',
    pt: 'Formulário de inscrição',
    ru: 'Регистрационная анкета',
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', v.company())} · ${heading[v.lang]}`,
    blocks: [
      { kind: 'heading', text: heading[v.lang] },
      {
        kind: 'lines',
        lines: [
          lName,
          P('PERSON_NAME', person),
          lAge,
          `${P('AGE', String(19 + v.rng.int(60)))} ${years[v.lang]}`,
          lLogin,
          P('ID', login),
          lRef,
          P('ID', v.digits(6)),
          lPlate,
          P('ID', plate),
          lPhone,
          P('PHONE', phone(v)),
        ],
      },
    ],
  };
}

/** The templates above, by kind. */
export const ID_TEMPLATES: Record<string, Template> = {
  idnotice: referenceNotice,
  idform: labelAboveForm,
};
