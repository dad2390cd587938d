/**
 * Development templates of the generated quality documents (the only ones whose errors may be
 * read while tuning): a bank statement, an HR onboarding form, a medical intake form, a support
 * ticket, a lease and a letter, each in the seven languages.
 */
import { pii, type QualityDoc } from './doc-model';
import { LABELS } from './labels';
import type { Lang, Values } from './locales';
import { DEV_WORD_TEMPLATES } from './templates-dev-words';

/** A template: builds one document from seeded values. */
export type Template = (v: Values, name: string) => QualityDoc;

type Say = Record<Lang, string>;

const P = pii;

/** Postcode and city in the order the language writes them ("Denver, CO 80203", "80331 München"). */
export function cityLine(v: Values, zip = v.zip(), city = v.city()): string {
  const z = pii('ZIP_CODE', zip);
  const c = pii('LOCATION', city);
  return v.lang === 'en' ? `${c} ${z}` : v.lang === 'ru' ? `${c}, ${z}` : `${z} ${c}`;
}

function bankStatement(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const holder = v.fullName();
  const bank = v.bank();
  const street = v.street();
  const city = v.city();
  const zip = v.zip();
  const heading: Say = {
    en: 'Account Statement',
    es: 'Extracto de cuenta',
    fr: 'Relevé de compte',
    de: 'Kontoauszug',
    it: 'Estratto conto',
    pt: 'Extrato de conta',
    ru: 'Выписка по счёту',
  };
  const payees = [v.company(), v.fullName(), v.company(), v.fullName()];
  const rows = Array.from({ length: 8 }, (_, i) => {
    const who = payees[i % payees.length]!;
    const tag = /Inc\.|LLC|S\.L\.|S\.A\.|SARL|GmbH|AG|S\.r\.l\.|S\.p\.A\.|Lda\.|ООО|АО|Fils/.test(
      who,
    )
      ? 'ORGANIZATION'
      : 'PERSON_NAME';
    const what: Say = {
      en: i % 2 ? `Transfer to ${P(tag, who)}` : `Card payment ${P('CREDIT_CARD', v.maskedCard())}`,
      es:
        i % 2
          ? `Transferencia a ${P(tag, who)}`
          : `Pago con tarjeta ${P('CREDIT_CARD', v.maskedCard())}`,
      fr:
        i % 2 ? `Virement à ${P(tag, who)}` : `Paiement carte ${P('CREDIT_CARD', v.maskedCard())}`,
      de:
        i % 2
          ? `Überweisung an ${P(tag, who)}`
          : `Kartenzahlung ${P('CREDIT_CARD', v.maskedCard())}`,
      it:
        i % 2 ? `Bonifico a ${P(tag, who)}` : `Pagamento carta ${P('CREDIT_CARD', v.maskedCard())}`,
      pt:
        i % 2
          ? `Transferência para ${P(tag, who)}`
          : `Pagamento cartão ${P('CREDIT_CARD', v.maskedCard())}`,
      ru: i % 2 ? `Перевод: ${P(tag, who)}` : `Оплата картой ${P('CREDIT_CARD', v.maskedCard())}`,
    };
    return [
      P('DATE', v.shortDate()),
      what[v.lang],
      P('MONEY_AMOUNT', v.amount(900)),
      P('MONEY_AMOUNT', v.amount(9000)),
    ];
  });
  const note: Say = {
    en: `If you have questions about this statement, call ${P('ORGANIZATION', bank)} at ${P('PHONE', v.phone())} or write to your adviser ${P('PERSON_NAME', v.fullName())}.`,
    es: `Si tiene preguntas sobre este extracto, llame a ${P('ORGANIZATION', bank)} al ${P('PHONE', v.phone())} o escriba a su gestor ${P('PERSON_NAME', v.fullName())}.`,
    fr: `Pour toute question sur ce relevé, appelez ${P('ORGANIZATION', bank)} au ${P('PHONE', v.phone())} ou écrivez à votre conseiller ${P('PERSON_NAME', v.fullName())}.`,
    de: `Bei Fragen zu diesem Auszug erreichen Sie die ${P('ORGANIZATION', bank)} unter ${P('PHONE', v.phone())} oder Ihre Beraterin ${P('PERSON_NAME', v.fullName())}.`,
    it: `Per domande su questo estratto chiami ${P('ORGANIZATION', bank)} al numero ${P('PHONE', v.phone())} o scriva al consulente ${P('PERSON_NAME', v.fullName())}.`,
    pt: `Em caso de dúvida sobre este extrato, ligue para o ${P('ORGANIZATION', bank)} pelo ${P('PHONE', v.phone())} ou escreva ao gestor ${P('PERSON_NAME', v.fullName())}.`,
    ru: `По вопросам о выписке звоните в ${P('ORGANIZATION', bank)} по номеру ${P('PHONE', v.phone())} или пишите менеджеру ${P('PERSON_NAME', v.fullName())}.`,
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', bank)} · ${heading[v.lang]}`,
    blocks: [
      { kind: 'heading', text: P('ORGANIZATION', bank) },
      { kind: 'heading', text: heading[v.lang] },
      {
        kind: 'lines',
        lines: [
          P('PERSON_NAME', holder.toUpperCase()),
          P('ADDRESS', street),
          cityLine(v, zip, city),
        ],
      },
      {
        kind: 'fields',
        columns: 2,
        rows: [
          [L.account, P('ACCOUNT', v.digits(10))],
          [L.iban, P('ACCOUNT', v.iban())],
          [L.routing, P('ACCOUNT', v.digits(9))],
          [L.date, P('DATE', v.date(2024, 2025))],
        ],
      },
      {
        kind: 'table',
        header: [L.date, L.description, L.amount, L.balance],
        widths: [14, 52, 16, 18],
        rows,
      },
      { kind: 'para', text: note[v.lang] },
    ],
  };
}

function hrForm(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const employee = v.fullName();
  const company = v.company();
  const manager = v.fullName();
  const heading: Say = {
    en: 'New Employee Information',
    es: 'Ficha de alta de empleado',
    fr: "Fiche d'embauche",
    de: 'Personalbogen',
    it: 'Scheda nuovo dipendente',
    pt: 'Ficha de admissão',
    ru: 'Анкета нового сотрудника',
  };
  const consent: Say = {
    en: `I, ${P('PERSON_NAME', employee)}, confirm that the details above are correct. Payroll questions go to ${P('PERSON_NAME', manager)} (${P('EMAIL', v.email(manager))}) at ${P('ORGANIZATION', company)}.`,
    es: `Yo, ${P('PERSON_NAME', employee)}, confirmo que los datos son correctos. Las consultas de nómina se dirigen a ${P('PERSON_NAME', manager)} (${P('EMAIL', v.email(manager))}) en ${P('ORGANIZATION', company)}.`,
    fr: `Je soussigné(e) ${P('PERSON_NAME', employee)} certifie l'exactitude des informations ci-dessus. Questions de paie : ${P('PERSON_NAME', manager)} (${P('EMAIL', v.email(manager))}), ${P('ORGANIZATION', company)}.`,
    de: `Ich, ${P('PERSON_NAME', employee)}, bestätige die Richtigkeit der Angaben. Fragen zur Gehaltsabrechnung beantwortet ${P('PERSON_NAME', manager)} (${P('EMAIL', v.email(manager))}) bei der ${P('ORGANIZATION', company)}.`,
    it: `Io sottoscritto/a ${P('PERSON_NAME', employee)} confermo che i dati sono corretti. Per le buste paga rivolgersi a ${P('PERSON_NAME', manager)} (${P('EMAIL', v.email(manager))}) presso ${P('ORGANIZATION', company)}.`,
    pt: `Eu, ${P('PERSON_NAME', employee)}, confirmo que os dados acima estão corretos. Questões salariais: ${P('PERSON_NAME', manager)} (${P('EMAIL', v.email(manager))}) na ${P('ORGANIZATION', company)}.`,
    ru: `Я, ${P('PERSON_NAME', employee)}, подтверждаю правильность данных. По вопросам зарплаты обращайтесь к ${P('PERSON_NAME', manager)} (${P('EMAIL', v.email(manager))}) в ${P('ORGANIZATION', company)}.`,
  };
  const emergencyName = v.fullName();
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', company)} – HR`,
    blocks: [
      { kind: 'heading', text: P('ORGANIZATION', company) },
      { kind: 'heading', text: heading[v.lang] },
      {
        kind: 'fields',
        columns: 1,
        rows: [
          [L.name, P('PERSON_NAME', employee)],
          [L.dob, P('DATE', v.date(1960, 2002))],
          [L.address, `${P('ADDRESS', v.street())}, ${cityLine(v)}`],
          [L.phone, P('PHONE', v.phone())],
          [L.email, P('EMAIL', v.email(employee))],
          [L.nationalId, P(v.lang === 'en' ? 'SSN' : 'ID', v.nationalId())],
          [L.employeeId, P('ID', v.reference('EMP', 6))],
          [L.startDate, P('DATE', v.date(2024, 2025))],
          [L.salary, P('MONEY_AMOUNT', v.amount(90000))],
          [L.manager, P('PERSON_NAME', manager)],
          [L.iban, P('ACCOUNT', v.iban())],
          [L.emergency, `${P('PERSON_NAME', emergencyName)}, ${P('PHONE', v.phone())}`],
        ],
      },
      { kind: 'para', text: consent[v.lang] },
      {
        kind: 'lines',
        lines: [
          `${L.signature}: ____________________`,
          P('PERSON_NAME', employee),
          P('DATE', v.date(2024, 2025)),
        ],
      },
    ],
  };
}

function medicalIntake(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const patient = v.fullName();
  const hospital = v.hospital();
  const doctor = v.fullName();
  const heading: Say = {
    en: 'Patient Intake Form',
    es: 'Formulario de ingreso del paciente',
    fr: "Fiche d'admission du patient",
    de: 'Patientenaufnahmebogen',
    it: 'Modulo di accettazione paziente',
    pt: 'Ficha de admissão do doente',
    ru: 'Анкета пациента',
  };
  const history: Say = {
    en: `${P('PERSON_NAME', patient)} is a ${P('AGE', String(30 + v.rng.int(50)))}-year-old patient referred by ${'Dr. ' + P('PERSON_NAME', doctor)} for follow-up after a visit on ${P('DATE', v.date(2024, 2025))}. Insurance: ${L.policy} ${P('ID', v.reference('POL', 8))}.`,
    es: `${P('PERSON_NAME', patient)}, de ${P('AGE', String(30 + v.rng.int(50)))} años, es remitido/a por ${'Dr. ' + P('PERSON_NAME', doctor)} para seguimiento tras la consulta del ${P('DATE', v.date(2024, 2025))}. Seguro: ${L.policy} ${P('ID', v.reference('POL', 8))}.`,
    fr: `${P('PERSON_NAME', patient)}, ${P('AGE', String(30 + v.rng.int(50)))} ans, est adressé(e) par le ${'Dr ' + P('PERSON_NAME', doctor)} pour un suivi après la consultation du ${P('DATE', v.date(2024, 2025))}. Mutuelle : ${L.policy} ${P('ID', v.reference('POL', 8))}.`,
    de: `${P('PERSON_NAME', patient)}, ${P('AGE', String(30 + v.rng.int(50)))} Jahre, wird von ${'Dr. ' + P('PERSON_NAME', doctor)} zur Nachsorge nach dem Termin am ${P('DATE', v.date(2024, 2025))} überwiesen. Versicherung: ${L.policy} ${P('ID', v.reference('POL', 8))}.`,
    it: `${P('PERSON_NAME', patient)}, di ${P('AGE', String(30 + v.rng.int(50)))} anni, è inviato/a dal ${'Dott. ' + P('PERSON_NAME', doctor)} per controllo dopo la visita del ${P('DATE', v.date(2024, 2025))}. Assicurazione: ${L.policy} ${P('ID', v.reference('POL', 8))}.`,
    pt: `${P('PERSON_NAME', patient)}, de ${P('AGE', String(30 + v.rng.int(50)))} anos, foi referenciado(a) pelo ${'Dr. ' + P('PERSON_NAME', doctor)} para seguimento após a consulta de ${P('DATE', v.date(2024, 2025))}. Seguro: ${L.policy} ${P('ID', v.reference('POL', 8))}.`,
    ru: `${P('PERSON_NAME', patient)}, ${P('AGE', String(30 + v.rng.int(50)))} лет, направлен(а) врачом ${P('PERSON_NAME', doctor)} на контроль после приёма ${P('DATE', v.date(2024, 2025))}. Страховка: ${L.policy} ${P('ID', v.reference('POL', 8))}.`,
  };
  const negatives: Say = {
    en: 'Privacy Protection Notice: this form is processed with OCR and stored as PDFs for 10 years.',
    es: 'Aviso de protección de datos: este formulario se procesa con OCR y se guarda en PDF durante 10 años.',
    fr: 'Protection des données : ce formulaire est traité par OCR et conservé en PDF pendant 10 ans.',
    de: 'Datenschutzhinweis: Dieser Bogen wird per OCR erfasst und 10 Jahre als PDF gespeichert.',
    it: 'Informativa privacy: questo modulo è elaborato con OCR e conservato in PDF per 10 anni.',
    pt: 'Aviso de privacidade: este formulário é tratado por OCR e guardado em PDF durante 10 anos.',
    ru: 'Защита данных: анкета обрабатывается с помощью OCR и хранится в PDF 10 лет.',
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: P('ORGANIZATION', hospital),
    blocks: [
      { kind: 'heading', text: P('ORGANIZATION', hospital) },
      { kind: 'heading', text: heading[v.lang] },
      {
        kind: 'fields',
        columns: 2,
        rows: [
          [L.name, P('PERSON_NAME', patient)],
          [L.dob, P('DATE', v.date(1940, 2010))],
          [L.mrn, P('ID', v.digits(8))],
          [L.memberId, P('ID', `${v.digits(3)}-${v.digits(4)}-${v.digits(2)}`)],
          [L.phone, P('PHONE', v.phone())],
          [L.email, P('EMAIL', v.email(patient))],
          [L.address, `${P('ADDRESS', v.street())}, ${P('LOCATION', v.city())}`],
          [L.physician, P('PERSON_NAME', doctor)],
        ],
      },
      { kind: 'para', text: history[v.lang] },
      { kind: 'para', text: negatives[v.lang] },
    ],
  };
}

function supportTicket(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const customer = v.fullName();
  const agent = v.firstName();
  const company = v.company();
  const user = v.email(customer).split('@')[0]!.replace('.', '_');
  const body: Say = {
    en: `Hi ${P('PERSON_NAME', agent)}, since yesterday I cannot log in as ${P('ID', user)}. My old password was ${P('PASSWORD', v.password())}. The error appears from IP ${P('IP', v.ip())}. Our integration uses the key ${P('PASSWORD', v.apiKey())} and my direct line is ${P('PHONE', v.phone())}. Thanks, ${P('PERSON_NAME', customer)}`,
    es: `Hola ${P('PERSON_NAME', agent)}, desde ayer no puedo entrar como ${P('ID', user)}. Mi contraseña anterior era ${P('PASSWORD', v.password())}. El error aparece desde la IP ${P('IP', v.ip())}. La integración usa la clave ${P('PASSWORD', v.apiKey())} y mi teléfono directo es ${P('PHONE', v.phone())}. Gracias, ${P('PERSON_NAME', customer)}`,
    fr: `Bonjour ${P('PERSON_NAME', agent)}, depuis hier je ne peux plus me connecter en tant que ${P('ID', user)}. Mon ancien mot de passe était ${P('PASSWORD', v.password())}. L'erreur vient de l'IP ${P('IP', v.ip())}. L'intégration utilise la clé ${P('PASSWORD', v.apiKey())} et ma ligne directe est le ${P('PHONE', v.phone())}. Merci, ${P('PERSON_NAME', customer)}`,
    de: `Hallo ${P('PERSON_NAME', agent)}, seit gestern kann ich mich nicht als ${P('ID', user)} anmelden. Mein altes Passwort war ${P('PASSWORD', v.password())}. Der Fehler kommt von der IP ${P('IP', v.ip())}. Die Anbindung nutzt den Schlüssel ${P('PASSWORD', v.apiKey())}, meine Durchwahl ist ${P('PHONE', v.phone())}. Danke, ${P('PERSON_NAME', customer)}`,
    it: `Ciao ${P('PERSON_NAME', agent)}, da ieri non riesco ad accedere come ${P('ID', user)}. La vecchia password era ${P('PASSWORD', v.password())}. L'errore arriva dall'IP ${P('IP', v.ip())}. L'integrazione usa la chiave ${P('PASSWORD', v.apiKey())} e il mio numero diretto è ${P('PHONE', v.phone())}. Grazie, ${P('PERSON_NAME', customer)}`,
    pt: `Olá ${P('PERSON_NAME', agent)}, desde ontem não consigo entrar como ${P('ID', user)}. A minha palavra-passe antiga era ${P('PASSWORD', v.password())}. O erro surge a partir do IP ${P('IP', v.ip())}. A integração usa a chave ${P('PASSWORD', v.apiKey())} e o meu telefone direto é ${P('PHONE', v.phone())}. Obrigado, ${P('PERSON_NAME', customer)}`,
    ru: `Здравствуйте, ${P('PERSON_NAME', agent)}! Со вчерашнего дня не могу войти как ${P('ID', user)}. Мой старый пароль был ${P('PASSWORD', v.password())}. Ошибка идёт с IP ${P('IP', v.ip())}. Интеграция использует ключ ${P('PASSWORD', v.apiKey())}, мой телефон ${P('PHONE', v.phone())}. Спасибо, ${P('PERSON_NAME', customer)}`,
  };
  const heading: Say = {
    en: 'Support request',
    es: 'Solicitud de soporte',
    fr: "Demande d'assistance",
    de: 'Supportanfrage',
    it: 'Richiesta di assistenza',
    pt: 'Pedido de suporte',
    ru: 'Обращение в поддержку',
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', company)} Helpdesk`,
    blocks: [
      { kind: 'heading', text: `${heading[v.lang]} ${P('ID', '#' + v.digits(6))}` },
      {
        kind: 'fields',
        columns: 2,
        rows: [
          [L.ticket, P('ID', v.reference('TCK', 6))],
          [L.date, P('DATE', v.date(2024, 2025))],
          [L.name, P('PERSON_NAME', customer)],
          [L.email, P('EMAIL', v.email(customer))],
          [L.username, P('ID', '@' + user)],
          ['URL', P('URL', `https://portal.example.com/users/${user}`)],
        ],
      },
      { kind: 'para', text: body[v.lang] },
      { kind: 'lines', lines: [`${L.description}: SKU AX-2210, v4.2.1, Fiscal year 2024`] },
    ],
  };
}

function lease(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const landlord = v.fullName();
  const tenant = v.fullName();
  const street = v.street();
  const city = v.city();
  const text: Say = {
    en: `This Residential Lease Agreement is made on ${P('DATE', v.date(2024, 2025))} between ${P('PERSON_NAME', landlord)} ("Landlord") and ${P('PERSON_NAME', tenant)} ("Tenant") for the premises at ${P('ADDRESS', street)}, ${P('LOCATION', city)} ${P('ZIP_CODE', v.zip())}. The monthly rent of ${P('MONEY_AMOUNT', '$' + v.amount(3000))} is paid to account ${P('ACCOUNT', v.digits(10))}. The Tenant may be reached at ${P('PHONE', v.phone())}. ${P('PERSON_NAME', tenant.split(' ')[1]!)} shall keep the premises in good condition and ${P('PERSON_NAME', landlord.split(' ')[1]!)} shall carry out structural repairs.`,
    es: `El presente contrato de arrendamiento se firma el ${P('DATE', v.date(2024, 2025))} entre ${P('PERSON_NAME', landlord)} («Arrendador») y ${P('PERSON_NAME', tenant)} («Arrendatario») para la vivienda sita en ${P('ADDRESS', street)}, ${P('ZIP_CODE', v.zip())} ${P('LOCATION', city)}. La renta mensual de ${P('MONEY_AMOUNT', v.amount(3000) + ' €')} se ingresará en la cuenta ${P('ACCOUNT', v.iban())}. El Arrendatario puede ser contactado en el ${P('PHONE', v.phone())}. ${P('PERSON_NAME', tenant)} mantendrá la vivienda en buen estado.`,
    fr: `Le présent bail est conclu le ${P('DATE', v.date(2024, 2025))} entre ${P('PERSON_NAME', landlord)} (« le Bailleur ») et ${P('PERSON_NAME', tenant)} (« le Locataire ») pour le logement situé ${P('ADDRESS', street)}, ${P('ZIP_CODE', v.zip())} ${P('LOCATION', city)}. Le loyer mensuel de ${P('MONEY_AMOUNT', v.amount(3000) + ' €')} est versé sur le compte ${P('ACCOUNT', v.iban())}. Le Locataire est joignable au ${P('PHONE', v.phone())}. ${P('PERSON_NAME', tenant)} entretiendra le logement.`,
    de: `Dieser Mietvertrag wird am ${P('DATE', v.date(2024, 2025))} zwischen ${P('PERSON_NAME', landlord)} („Vermieter“) und ${P('PERSON_NAME', tenant)} („Mieter“) über die Wohnung ${P('ADDRESS', street)}, ${P('ZIP_CODE', v.zip())} ${P('LOCATION', city)} geschlossen. Die Monatsmiete von ${P('MONEY_AMOUNT', v.amount(3000) + ' €')} ist auf das Konto ${P('ACCOUNT', v.iban())} zu zahlen. Der Mieter ist unter ${P('PHONE', v.phone())} erreichbar. ${P('PERSON_NAME', tenant)} hält die Wohnung in gutem Zustand.`,
    it: `Il presente contratto di locazione è stipulato il ${P('DATE', v.date(2024, 2025))} tra ${P('PERSON_NAME', landlord)} («Locatore») e ${P('PERSON_NAME', tenant)} («Conduttore») per l'immobile in ${P('ADDRESS', street)}, ${P('ZIP_CODE', v.zip())} ${P('LOCATION', city)}. Il canone mensile di ${P('MONEY_AMOUNT', v.amount(3000) + ' €')} è versato sul conto ${P('ACCOUNT', v.iban())}. Il Conduttore è reperibile al ${P('PHONE', v.phone())}. ${P('PERSON_NAME', tenant)} manterrà l'immobile in buono stato.`,
    pt: `O presente contrato de arrendamento é celebrado em ${P('DATE', v.date(2024, 2025))} entre ${P('PERSON_NAME', landlord)} («Senhorio») e ${P('PERSON_NAME', tenant)} («Arrendatário») para a habitação sita na ${P('ADDRESS', street)}, ${P('ZIP_CODE', v.zip())} ${P('LOCATION', city)}. A renda mensal de ${P('MONEY_AMOUNT', v.amount(3000) + ' €')} é paga na conta ${P('ACCOUNT', v.iban())}. O Arrendatário pode ser contactado pelo ${P('PHONE', v.phone())}. ${P('PERSON_NAME', tenant)} manterá a habitação em bom estado.`,
    ru: `Настоящий договор аренды заключён ${P('DATE', v.date(2024, 2025))} между ${P('PERSON_NAME', landlord)} («Арендодатель») и ${P('PERSON_NAME', tenant)} («Арендатор») в отношении квартиры по адресу ${P('ADDRESS', street)}, ${P('LOCATION', city)}, ${P('ZIP_CODE', v.zip())}. Ежемесячная плата ${P('MONEY_AMOUNT', v.amount(90000) + ' руб.')} перечисляется на счёт ${P('ACCOUNT', v.digits(20))}. Арендатор доступен по телефону ${P('PHONE', v.phone())}. ${P('PERSON_NAME', tenant)} обязуется содержать квартиру в порядке.`,
  };
  const heading: Say = {
    en: 'Residential Lease Agreement',
    es: 'Contrato de arrendamiento de vivienda',
    fr: "Contrat de location d'habitation",
    de: 'Wohnraummietvertrag',
    it: 'Contratto di locazione abitativa',
    pt: 'Contrato de arrendamento habitacional',
    ru: 'Договор аренды жилого помещения',
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: heading[v.lang],
    blocks: [
      { kind: 'heading', text: heading[v.lang] },
      { kind: 'para', text: text[v.lang] },
      {
        kind: 'columns',
        left: `${L.signature}:\n${P('PERSON_NAME', landlord)}`,
        right: `${L.signature}:\n${P('PERSON_NAME', tenant)}`,
      },
      {
        kind: 'fields',
        columns: 2,
        rows: [
          [L.plate, P('ID', v.plate())],
          [L.taxId, P('ID', v.nationalId())],
        ],
      },
    ],
  };
}

function letter(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const sender = v.fullName();
  const recipient = v.fullName();
  const company = v.company();
  const body: Say = {
    en: `Following our conversation of ${P('DATE', v.date(2024, 2025))}, I confirm that ${P('PERSON_NAME', recipient)} has worked for ${P('ORGANIZATION', company)} in ${P('LOCATION', v.city())} since ${P('DATE', v.date(2010, 2020))}. Please contact me at ${P('EMAIL', v.email(sender))} or ${P('PHONE', v.phone())} if you need anything else.`,
    es: `Tras nuestra conversación del ${P('DATE', v.date(2024, 2025))}, confirmo que ${P('PERSON_NAME', recipient)} trabaja en ${P('ORGANIZATION', company)} en ${P('LOCATION', v.city())} desde el ${P('DATE', v.date(2010, 2020))}. Puede escribirme a ${P('EMAIL', v.email(sender))} o llamarme al ${P('PHONE', v.phone())}.`,
    fr: `Suite à notre entretien du ${P('DATE', v.date(2024, 2025))}, je confirme que ${P('PERSON_NAME', recipient)} travaille chez ${P('ORGANIZATION', company)} à ${P('LOCATION', v.city())} depuis le ${P('DATE', v.date(2010, 2020))}. Vous pouvez me joindre à ${P('EMAIL', v.email(sender))} ou au ${P('PHONE', v.phone())}.`,
    de: `Bezugnehmend auf unser Gespräch vom ${P('DATE', v.date(2024, 2025))} bestätige ich, dass ${P('PERSON_NAME', recipient)} seit dem ${P('DATE', v.date(2010, 2020))} bei der ${P('ORGANIZATION', company)} in ${P('LOCATION', v.city())} beschäftigt ist. Sie erreichen mich unter ${P('EMAIL', v.email(sender))} oder ${P('PHONE', v.phone())}.`,
    it: `In seguito al colloquio del ${P('DATE', v.date(2024, 2025))}, confermo che ${P('PERSON_NAME', recipient)} lavora presso ${P('ORGANIZATION', company)} a ${P('LOCATION', v.city())} dal ${P('DATE', v.date(2010, 2020))}. Può contattarmi all'indirizzo ${P('EMAIL', v.email(sender))} o al ${P('PHONE', v.phone())}.`,
    pt: `Na sequência da nossa conversa de ${P('DATE', v.date(2024, 2025))}, confirmo que ${P('PERSON_NAME', recipient)} trabalha na ${P('ORGANIZATION', company)} em ${P('LOCATION', v.city())} desde ${P('DATE', v.date(2010, 2020))}. Pode contactar-me por ${P('EMAIL', v.email(sender))} ou pelo ${P('PHONE', v.phone())}.`,
    ru: `По итогам нашего разговора ${P('DATE', v.date(2024, 2025))} подтверждаю, что ${P('PERSON_NAME', recipient)} работает в ${P('ORGANIZATION', company)} в городе ${P('LOCATION', v.city())} с ${P('DATE', v.date(2010, 2020))}. Связаться со мной можно по адресу ${P('EMAIL', v.email(sender))} или по телефону ${P('PHONE', v.phone())}.`,
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: P('ORGANIZATION', company),
    blocks: [
      {
        kind: 'lines',
        lines: [
          P('PERSON_NAME', sender),
          P('ORGANIZATION', company),
          P('ADDRESS', v.street()),
          cityLine(v),
        ],
      },
      { kind: 'gap' },
      { kind: 'lines', lines: [P('DATE', v.date(2024, 2025))] },
      { kind: 'lines', lines: [`${L.dear} ${P('PERSON_NAME', recipient)},`] },
      { kind: 'para', text: body[v.lang] },
      { kind: 'lines', lines: [L.regards, P('PERSON_NAME', sender), P('ORGANIZATION', company)] },
    ],
  };
}

/** The development templates, by kind. */
export const DEV_TEMPLATES: Record<string, Template> = {
  statement: bankStatement,
  hr: hrForm,
  medical: medicalIntake,
  ticket: supportTicket,
  lease,
  letter,
  ...DEV_WORD_TEMPLATES,
};
