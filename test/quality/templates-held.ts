/**
 * Held-out templates of the generated quality documents: other layouts and wording than the
 * development ones (a card statement, a payslip, a discharge summary, a chat transcript, a
 * tenancy renewal notice, a reference letter). Their errors are never listed while tuning.
 */
import { pii, type QualityDoc } from './doc-model';
import { LABELS } from './labels';
import type { Lang, Values } from './locales';
import { cityLine, type Template } from './templates-dev';

type Say = Record<Lang, string>;
const P = pii;

function cardStatement(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const holder = v.fullName();
  const bank = v.bank();
  const title: Say = {
    en: 'Credit Card Statement',
    es: 'Extracto de tarjeta de crédito',
    fr: 'Relevé de carte de crédit',
    de: 'Kreditkartenabrechnung',
    it: 'Estratto conto carta di credito',
    pt: 'Extrato do cartão de crédito',
    ru: 'Выписка по кредитной карте',
  };
  const merchants = ['Amazon', 'Shell', 'IKEA', 'Netflix', 'Lidl', 'Uber'];
  const rows = Array.from({ length: 7 }, (_, i) => [
    P('DATE', v.shortDate()),
    P('DATE', v.shortDate()),
    `${merchants[i % merchants.length]} ${v.digits(4)}`,
    P('MONEY_AMOUNT', v.amount(400)),
  ]);
  rows.push([
    P('DATE', v.shortDate()),
    P('DATE', v.shortDate()),
    `${P('PERSON_NAME', v.fullName())}`,
    P('MONEY_AMOUNT', v.amount(400)),
  ]);
  const posted: Say = {
    en: 'Posted',
    es: 'Contable',
    fr: 'Comptabilisé',
    de: 'Buchung',
    it: 'Contabile',
    pt: 'Lançamento',
    ru: 'Проведено',
  };
  const closing: Say = {
    en: `Payment due by ${P('DATE', v.date(2025, 2025))}. Card ending in ${P('CREDIT_CARD', v.digits(4))} is registered to ${P('PERSON_NAME', holder)}. Lost card? Call ${P('PHONE', v.phone())} at any time.`,
    es: `Pago antes del ${P('DATE', v.date(2025, 2025))}. La tarjeta terminada en ${P('CREDIT_CARD', v.digits(4))} está a nombre de ${P('PERSON_NAME', holder)}. ¿Tarjeta perdida? Llame al ${P('PHONE', v.phone())}.`,
    fr: `Paiement avant le ${P('DATE', v.date(2025, 2025))}. La carte se terminant par ${P('CREDIT_CARD', v.digits(4))} est au nom de ${P('PERSON_NAME', holder)}. Carte perdue ? Appelez le ${P('PHONE', v.phone())}.`,
    de: `Zahlbar bis ${P('DATE', v.date(2025, 2025))}. Die Karte mit der Endung ${P('CREDIT_CARD', v.digits(4))} lautet auf ${P('PERSON_NAME', holder)}. Karte verloren? Rufen Sie ${P('PHONE', v.phone())} an.`,
    it: `Pagamento entro il ${P('DATE', v.date(2025, 2025))}. La carta che termina con ${P('CREDIT_CARD', v.digits(4))} è intestata a ${P('PERSON_NAME', holder)}. Carta smarrita? Chiami il ${P('PHONE', v.phone())}.`,
    pt: `Pagamento até ${P('DATE', v.date(2025, 2025))}. O cartão terminado em ${P('CREDIT_CARD', v.digits(4))} está em nome de ${P('PERSON_NAME', holder)}. Cartão perdido? Ligue ${P('PHONE', v.phone())}.`,
    ru: `Оплатить до ${P('DATE', v.date(2025, 2025))}. Карта с окончанием ${P('CREDIT_CARD', v.digits(4))} оформлена на ${P('PERSON_NAME', holder)}. Потеряли карту? Звоните ${P('PHONE', v.phone())}.`,
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', bank)} – ${title[v.lang]}`,
    blocks: [
      {
        kind: 'columns',
        left: `${P('ORGANIZATION', bank)}\n${title[v.lang]}`,
        right: `${P('PERSON_NAME', holder)}\n${P('ADDRESS', v.street())}\n${cityLine(v)}`,
      },
      {
        kind: 'fields',
        columns: 2,
        rows: [
          [L.card, P('CREDIT_CARD', v.card())],
          [L.balance, P('MONEY_AMOUNT', v.amount(4000))],
        ],
      },
      {
        kind: 'table',
        header: [L.date, posted[v.lang], L.description, L.amount],
        widths: [14, 14, 52, 20],
        rows,
      },
      { kind: 'para', text: closing[v.lang] },
    ],
  };
}

function payslip(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const worker = v.fullName();
  const company = v.company();
  const title: Say = {
    en: 'Payslip',
    es: 'Nómina',
    fr: 'Bulletin de paie',
    de: 'Gehaltsabrechnung',
    it: 'Busta paga',
    pt: 'Recibo de vencimento',
    ru: 'Расчётный листок',
  };
  const gross: Say = {
    en: 'Gross pay',
    es: 'Salario bruto',
    fr: 'Salaire brut',
    de: 'Bruttogehalt',
    it: 'Lordo',
    pt: 'Vencimento bruto',
    ru: 'Начислено',
  };
  const net: Say = {
    en: 'Net pay',
    es: 'Líquido a percibir',
    fr: 'Net à payer',
    de: 'Auszahlungsbetrag',
    it: 'Netto in busta',
    pt: 'Líquido a receber',
    ru: 'К выплате',
  };
  const tax: Say = {
    en: 'Income tax',
    es: 'Retención IRPF',
    fr: 'Impôt prélevé',
    de: 'Lohnsteuer',
    it: 'IRPEF',
    pt: 'Retenção IRS',
    ru: 'НДФЛ',
  };
  const paid: Say = {
    en: `Net pay was transferred to ${P('ACCOUNT', v.iban())} on ${P('DATE', v.date(2025, 2025))}. Questions: ${P('PERSON_NAME', v.fullName())}, payroll, extension ${P('PHONE', v.digits(4))}.`,
    es: `El líquido se transfirió a ${P('ACCOUNT', v.iban())} el ${P('DATE', v.date(2025, 2025))}. Consultas: ${P('PERSON_NAME', v.fullName())}, nóminas.`,
    fr: `Le net a été viré sur ${P('ACCOUNT', v.iban())} le ${P('DATE', v.date(2025, 2025))}. Questions : ${P('PERSON_NAME', v.fullName())}, service paie.`,
    de: `Der Betrag wurde am ${P('DATE', v.date(2025, 2025))} auf ${P('ACCOUNT', v.iban())} überwiesen. Fragen: ${P('PERSON_NAME', v.fullName())}, Lohnbuchhaltung.`,
    it: `Il netto è stato accreditato su ${P('ACCOUNT', v.iban())} il ${P('DATE', v.date(2025, 2025))}. Per informazioni: ${P('PERSON_NAME', v.fullName())}, ufficio paghe.`,
    pt: `O líquido foi transferido para ${P('ACCOUNT', v.iban())} em ${P('DATE', v.date(2025, 2025))}. Dúvidas: ${P('PERSON_NAME', v.fullName())}, processamento salarial.`,
    ru: `Сумма перечислена на счёт ${P('ACCOUNT', v.iban())} ${P('DATE', v.date(2025, 2025))}. Вопросы: ${P('PERSON_NAME', v.fullName())}, бухгалтерия.`,
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', company)} · ${title[v.lang]}`,
    blocks: [
      { kind: 'heading', text: `${title[v.lang]} – ${P('ORGANIZATION', company)}` },
      {
        kind: 'table',
        header: [L.name, L.employeeId, L.nationalId, L.startDate],
        widths: [34, 20, 26, 20],
        rows: [
          [
            P('PERSON_NAME', worker.toUpperCase()),
            P('ID', v.digits(6)),
            P(v.lang === 'en' ? 'SSN' : 'ID', v.nationalId()),
            P('DATE', v.date(2015, 2024)),
          ],
        ],
      },
      {
        kind: 'table',
        header: [L.description, L.amount],
        widths: [70, 30],
        rows: [
          [gross[v.lang], P('MONEY_AMOUNT', v.amount(6000))],
          [tax[v.lang], P('MONEY_AMOUNT', v.amount(1500))],
          [net[v.lang], P('MONEY_AMOUNT', v.amount(4500))],
        ],
      },
      {
        kind: 'lines',
        lines: [`${L.address}: ${P('ADDRESS', v.street())}, ${cityLine(v)}`],
      },
      { kind: 'para', text: paid[v.lang] },
    ],
  };
}

function discharge(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const patient = v.fullName();
  const hospital = v.hospital();
  const doctor = v.fullName();
  const title: Say = {
    en: 'Discharge Summary',
    es: 'Informe de alta',
    fr: 'Compte rendu de sortie',
    de: 'Entlassungsbrief',
    it: 'Lettera di dimissione',
    pt: 'Nota de alta',
    ru: 'Выписной эпикриз',
  };
  const text: Say = {
    en: `Mr./Ms. ${P('PERSON_NAME', patient)}, born ${P('DATE', v.date(1940, 1990))}, was admitted to ${P('ORGANIZATION', hospital)} on ${P('DATE', v.date(2024, 2025))} and discharged on ${P('DATE', v.date(2024, 2025))}. Claim ${P('ID', v.reference('CLM', 9))} was sent to the insurer. Follow-up with ${'Dr. ' + P('PERSON_NAME', doctor)} in two weeks; the patient's daughter ${P('PERSON_NAME', v.fullName())} can be reached at ${P('PHONE', v.phone())}.`,
    es: `D./D.ª ${P('PERSON_NAME', patient)}, nacido/a el ${P('DATE', v.date(1940, 1990))}, ingresó en ${P('ORGANIZATION', hospital)} el ${P('DATE', v.date(2024, 2025))} y recibió el alta el ${P('DATE', v.date(2024, 2025))}. El siniestro ${P('ID', v.reference('CLM', 9))} se envió a la aseguradora. Control con ${'Dra. ' + P('PERSON_NAME', doctor)} en dos semanas; su hija ${P('PERSON_NAME', v.fullName())} está localizable en el ${P('PHONE', v.phone())}.`,
    fr: `M./Mme ${P('PERSON_NAME', patient)}, né(e) le ${P('DATE', v.date(1940, 1990))}, a été hospitalisé(e) à ${P('ORGANIZATION', hospital)} le ${P('DATE', v.date(2024, 2025))} et est sorti(e) le ${P('DATE', v.date(2024, 2025))}. Le dossier ${P('ID', v.reference('CLM', 9))} a été transmis à l'assureur. Suivi avec le ${'Dr ' + P('PERSON_NAME', doctor)} dans deux semaines ; sa fille ${P('PERSON_NAME', v.fullName())} est joignable au ${P('PHONE', v.phone())}.`,
    de: `Herr/Frau ${P('PERSON_NAME', patient)}, geb. ${P('DATE', v.date(1940, 1990))}, wurde am ${P('DATE', v.date(2024, 2025))} im ${P('ORGANIZATION', hospital)} aufgenommen und am ${P('DATE', v.date(2024, 2025))} entlassen. Der Fall ${P('ID', v.reference('CLM', 9))} ging an die Versicherung. Kontrolle bei ${'Dr. ' + P('PERSON_NAME', doctor)} in zwei Wochen; die Tochter ${P('PERSON_NAME', v.fullName())} ist unter ${P('PHONE', v.phone())} erreichbar.`,
    it: `Il/la sig./sig.ra ${P('PERSON_NAME', patient)}, nato/a il ${P('DATE', v.date(1940, 1990))}, è stato/a ricoverato/a presso ${P('ORGANIZATION', hospital)} il ${P('DATE', v.date(2024, 2025))} e dimesso/a il ${P('DATE', v.date(2024, 2025))}. La pratica ${P('ID', v.reference('CLM', 9))} è stata inviata all'assicurazione. Controllo con il ${'Dott. ' + P('PERSON_NAME', doctor)} tra due settimane; la figlia ${P('PERSON_NAME', v.fullName())} è reperibile al ${P('PHONE', v.phone())}.`,
    pt: `O(A) Sr.(a) ${P('PERSON_NAME', patient)}, nascido(a) em ${P('DATE', v.date(1940, 1990))}, deu entrada no ${P('ORGANIZATION', hospital)} em ${P('DATE', v.date(2024, 2025))} e teve alta em ${P('DATE', v.date(2024, 2025))}. O processo ${P('ID', v.reference('CLM', 9))} foi enviado à seguradora. Consulta com o ${'Dr. ' + P('PERSON_NAME', doctor)} dentro de duas semanas; a filha ${P('PERSON_NAME', v.fullName())} está contactável pelo ${P('PHONE', v.phone())}.`,
    ru: `Пациент(ка) ${P('PERSON_NAME', patient)}, дата рождения ${P('DATE', v.date(1940, 1990))}, поступил(а) в ${P('ORGANIZATION', hospital)} ${P('DATE', v.date(2024, 2025))} и выписан(а) ${P('DATE', v.date(2024, 2025))}. Дело ${P('ID', v.reference('CLM', 9))} передано страховщику. Контроль у врача ${P('PERSON_NAME', doctor)} через две недели; дочь ${P('PERSON_NAME', v.fullName())} доступна по телефону ${P('PHONE', v.phone())}.`,
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', hospital)} – ${L.mrn} ${P('ID', v.digits(7))}`,
    blocks: [
      { kind: 'heading', text: P('ORGANIZATION', hospital) },
      { kind: 'heading', text: title[v.lang] },
      {
        kind: 'fields',
        columns: 2,
        rows: [
          [L.mrn, P('ID', v.digits(7))],
          [L.passport, P('PASSPORT', `${'XKC'[v.rng.int(3)]}${v.digits(8)}`)],
          [L.license, P('DRIVER_LICENSE', `${'DSW'[v.rng.int(3)]}${v.digits(7)}`)],
          [L.email, P('EMAIL', v.email(patient))],
        ],
      },
      { kind: 'para', text: text[v.lang] },
      { kind: 'lines', lines: ['Dr. ' + P('PERSON_NAME', doctor), `${L.physician}`] },
    ],
  };
}

function chat(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const customer = v.fullName();
  const agent = v.fullName();
  const company = v.company();
  const lines: Record<Lang, string[]> = {
    en: [
      `[09:14] ${P('PERSON_NAME', agent)}: Hello, how can I help?`,
      `[09:15] ${P('PERSON_NAME', customer)}: my order ${P('ID', v.reference('ORD', 8))} never arrived at ${P('ADDRESS', v.street())}, ${P('LOCATION', v.city())} ${P('ZIP_CODE', v.zip())}`,
      `[09:16] ${P('PERSON_NAME', agent)}: Could you confirm your date of birth and the email on the account?`,
      `[09:17] ${P('PERSON_NAME', customer)}: ${P('DATE', v.date(1960, 2000))}, ${P('EMAIL', v.email(customer))}. Card on file ${P('CREDIT_CARD', v.card())}`,
      `[09:18] ${P('PERSON_NAME', agent)}: Thanks. I reset your password to ${P('PASSWORD', v.password())}; please change it. Session token: Bearer ${P('PASSWORD', 'eyJhbGciOiJIUzI1NiJ9.' + v.digits(12) + 'abc.' + v.digits(10) + 'xyz')}`,
    ],
    es: [
      `[09:14] ${P('PERSON_NAME', agent)}: Hola, ¿en qué puedo ayudarle?`,
      `[09:15] ${P('PERSON_NAME', customer)}: mi pedido ${P('ID', v.reference('ORD', 8))} no llegó a ${P('ADDRESS', v.street())}, ${P('ZIP_CODE', v.zip())} ${P('LOCATION', v.city())}`,
      `[09:16] ${P('PERSON_NAME', agent)}: ¿Puede confirmar su fecha de nacimiento y el correo de la cuenta?`,
      `[09:17] ${P('PERSON_NAME', customer)}: ${P('DATE', v.date(1960, 2000))}, ${P('EMAIL', v.email(customer))}. Tarjeta ${P('CREDIT_CARD', v.card())}`,
      `[09:18] ${P('PERSON_NAME', agent)}: Gracias. Su nueva contraseña es ${P('PASSWORD', v.password())}; cámbiela, por favor.`,
    ],
    fr: [
      `[09:14] ${P('PERSON_NAME', agent)} : Bonjour, que puis-je faire pour vous ?`,
      `[09:15] ${P('PERSON_NAME', customer)} : ma commande ${P('ID', v.reference('ORD', 8))} n'est jamais arrivée au ${P('ADDRESS', v.street())}, ${P('ZIP_CODE', v.zip())} ${P('LOCATION', v.city())}`,
      `[09:16] ${P('PERSON_NAME', agent)} : Pouvez-vous confirmer votre date de naissance et le courriel du compte ?`,
      `[09:17] ${P('PERSON_NAME', customer)} : ${P('DATE', v.date(1960, 2000))}, ${P('EMAIL', v.email(customer))}. Carte ${P('CREDIT_CARD', v.card())}`,
      `[09:18] ${P('PERSON_NAME', agent)} : Merci. Nouveau mot de passe : ${P('PASSWORD', v.password())}, à changer.`,
    ],
    de: [
      `[09:14] ${P('PERSON_NAME', agent)}: Guten Tag, wie kann ich helfen?`,
      `[09:15] ${P('PERSON_NAME', customer)}: meine Bestellung ${P('ID', v.reference('ORD', 8))} kam nie in der ${P('ADDRESS', v.street())}, ${P('ZIP_CODE', v.zip())} ${P('LOCATION', v.city())} an`,
      `[09:16] ${P('PERSON_NAME', agent)}: Bitte bestätigen Sie Geburtsdatum und E-Mail des Kontos.`,
      `[09:17] ${P('PERSON_NAME', customer)}: ${P('DATE', v.date(1960, 2000))}, ${P('EMAIL', v.email(customer))}. Karte ${P('CREDIT_CARD', v.card())}`,
      `[09:18] ${P('PERSON_NAME', agent)}: Danke. Ihr neues Passwort lautet ${P('PASSWORD', v.password())}; bitte ändern.`,
    ],
    it: [
      `[09:14] ${P('PERSON_NAME', agent)}: Buongiorno, come posso aiutarla?`,
      `[09:15] ${P('PERSON_NAME', customer)}: il mio ordine ${P('ID', v.reference('ORD', 8))} non è arrivato in ${P('ADDRESS', v.street())}, ${P('ZIP_CODE', v.zip())} ${P('LOCATION', v.city())}`,
      `[09:16] ${P('PERSON_NAME', agent)}: Può confermare data di nascita ed e-mail dell'account?`,
      `[09:17] ${P('PERSON_NAME', customer)}: ${P('DATE', v.date(1960, 2000))}, ${P('EMAIL', v.email(customer))}. Carta ${P('CREDIT_CARD', v.card())}`,
      `[09:18] ${P('PERSON_NAME', agent)}: Grazie. La nuova password è ${P('PASSWORD', v.password())}; la cambi al primo accesso.`,
    ],
    pt: [
      `[09:14] ${P('PERSON_NAME', agent)}: Olá, em que posso ajudar?`,
      `[09:15] ${P('PERSON_NAME', customer)}: a minha encomenda ${P('ID', v.reference('ORD', 8))} não chegou à ${P('ADDRESS', v.street())}, ${P('ZIP_CODE', v.zip())} ${P('LOCATION', v.city())}`,
      `[09:16] ${P('PERSON_NAME', agent)}: Pode confirmar a data de nascimento e o e-mail da conta?`,
      `[09:17] ${P('PERSON_NAME', customer)}: ${P('DATE', v.date(1960, 2000))}, ${P('EMAIL', v.email(customer))}. Cartão ${P('CREDIT_CARD', v.card())}`,
      `[09:18] ${P('PERSON_NAME', agent)}: Obrigado. A nova palavra-passe é ${P('PASSWORD', v.password())}; altere-a, por favor.`,
    ],
    ru: [
      `[09:14] ${P('PERSON_NAME', agent)}: Здравствуйте, чем могу помочь?`,
      `[09:15] ${P('PERSON_NAME', customer)}: мой заказ ${P('ID', v.reference('ORD', 8))} так и не пришёл по адресу ${P('ADDRESS', v.street())}, ${P('LOCATION', v.city())}, ${P('ZIP_CODE', v.zip())}`,
      `[09:16] ${P('PERSON_NAME', agent)}: Подтвердите, пожалуйста, дату рождения и почту аккаунта.`,
      `[09:17] ${P('PERSON_NAME', customer)}: ${P('DATE', v.date(1960, 2000))}, ${P('EMAIL', v.email(customer))}. Карта ${P('CREDIT_CARD', v.card())}`,
      `[09:18] ${P('PERSON_NAME', agent)}: Спасибо. Новый пароль: ${P('PASSWORD', v.password())}, смените его.`,
    ],
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', company)} – chat ${P('ID', v.reference('CH', 6))}`,
    blocks: [
      { kind: 'heading', text: `Chat – ${P('ORGANIZATION', company)}` },
      { kind: 'lines', lines: lines[v.lang] },
    ],
  };
}

function renewal(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const owner = v.fullName();
  const tenant = v.fullName();
  const text: Say = {
    en: `Dear ${P('PERSON_NAME', tenant)}, your tenancy of ${P('ADDRESS', v.street())}, ${P('LOCATION', v.city())} ends on ${P('DATE', v.date(2025, 2026))}. ${P('PERSON_NAME', owner)} offers a renewal for twelve months at ${P('MONEY_AMOUNT', '$' + v.amount(3000))} per month. Please sign and return this notice, or call ${P('PHONE', v.phone())}. Vehicle permit ${P('ID', v.plate())} stays valid.`,
    es: `Estimado/a ${P('PERSON_NAME', tenant)}: su contrato de ${P('ADDRESS', v.street())}, ${P('LOCATION', v.city())} termina el ${P('DATE', v.date(2025, 2026))}. ${P('PERSON_NAME', owner)} le ofrece renovarlo doce meses por ${P('MONEY_AMOUNT', v.amount(3000) + ' €')} al mes. Firme y devuelva este aviso o llame al ${P('PHONE', v.phone())}.`,
    fr: `${L.dear} ${P('PERSON_NAME', tenant)}, votre bail pour le ${P('ADDRESS', v.street())}, ${P('LOCATION', v.city())} se termine le ${P('DATE', v.date(2025, 2026))}. ${P('PERSON_NAME', owner)} vous propose un renouvellement de douze mois à ${P('MONEY_AMOUNT', v.amount(3000) + ' €')} par mois. Merci de signer ce courrier ou d'appeler le ${P('PHONE', v.phone())}.`,
    de: `${L.dear} ${P('PERSON_NAME', tenant)}, Ihr Mietverhältnis für ${P('ADDRESS', v.street())}, ${P('LOCATION', v.city())} endet am ${P('DATE', v.date(2025, 2026))}. ${P('PERSON_NAME', owner)} bietet eine Verlängerung um zwölf Monate zu ${P('MONEY_AMOUNT', v.amount(3000) + ' €')} monatlich an. Bitte unterschreiben Sie oder rufen Sie ${P('PHONE', v.phone())} an.`,
    it: `${L.dear} ${P('PERSON_NAME', tenant)}, la locazione di ${P('ADDRESS', v.street())}, ${P('LOCATION', v.city())} scade il ${P('DATE', v.date(2025, 2026))}. ${P('PERSON_NAME', owner)} propone un rinnovo di dodici mesi a ${P('MONEY_AMOUNT', v.amount(3000) + ' €')} al mese. La preghiamo di firmare o di chiamare il ${P('PHONE', v.phone())}.`,
    pt: `${L.dear} ${P('PERSON_NAME', tenant)}, o arrendamento da ${P('ADDRESS', v.street())}, ${P('LOCATION', v.city())} termina em ${P('DATE', v.date(2025, 2026))}. ${P('PERSON_NAME', owner)} propõe a renovação por doze meses a ${P('MONEY_AMOUNT', v.amount(3000) + ' €')} por mês. Assine e devolva este aviso ou ligue ${P('PHONE', v.phone())}.`,
    ru: `${L.dear} ${P('PERSON_NAME', tenant)}! Срок аренды по адресу ${P('ADDRESS', v.street())}, ${P('LOCATION', v.city())} истекает ${P('DATE', v.date(2025, 2026))}. ${P('PERSON_NAME', owner)} предлагает продление на двенадцать месяцев за ${P('MONEY_AMOUNT', v.amount(90000) + ' руб.')} в месяц. Подпишите уведомление или позвоните ${P('PHONE', v.phone())}.`,
  };
  const title: Say = {
    en: 'Notice of Tenancy Renewal',
    es: 'Aviso de renovación del alquiler',
    fr: 'Avis de renouvellement du bail',
    de: 'Mitteilung zur Vertragsverlängerung',
    it: 'Avviso di rinnovo della locazione',
    pt: 'Aviso de renovação do arrendamento',
    ru: 'Уведомление о продлении аренды',
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: title[v.lang],
    blocks: [
      { kind: 'heading', text: title[v.lang] },
      { kind: 'para', text: text[v.lang] },
      {
        kind: 'lines',
        lines: [
          `${L.signature}: ______________`,
          P('PERSON_NAME', tenant.toUpperCase()),
          `${L.date}: ${P('DATE', v.date(2025, 2025))}`,
        ],
      },
    ],
  };
}

function reference(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const writer = v.fullName();
  const person = v.fullName();
  const company = v.company();
  const text: Say = {
    en: `It is my pleasure to recommend ${P('PERSON_NAME', person)}, who reported to me at ${P('ORGANIZATION', company)} from ${P('DATE', v.date(2015, 2019))} to ${P('DATE', v.date(2020, 2024))}. ${P('PERSON_NAME', person.split(' ')[0]!)} led our office in ${P('LOCATION', v.city())} and handled clients with great care. I can be reached at ${P('PHONE', v.phone())} or ${P('EMAIL', v.email(writer))}.`,
    es: `Es un placer recomendar a ${P('PERSON_NAME', person)}, que trabajó conmigo en ${P('ORGANIZATION', company)} desde ${P('DATE', v.date(2015, 2019))} hasta ${P('DATE', v.date(2020, 2024))}. Dirigió nuestra oficina de ${P('LOCATION', v.city())} con gran cuidado. Puede contactarme en el ${P('PHONE', v.phone())} o en ${P('EMAIL', v.email(writer))}.`,
    fr: `J'ai le plaisir de recommander ${P('PERSON_NAME', person)}, qui a travaillé sous ma responsabilité chez ${P('ORGANIZATION', company)} du ${P('DATE', v.date(2015, 2019))} au ${P('DATE', v.date(2020, 2024))}. Il/elle a dirigé notre agence de ${P('LOCATION', v.city())} avec beaucoup de soin. Je reste joignable au ${P('PHONE', v.phone())} ou à ${P('EMAIL', v.email(writer))}.`,
    de: `Gern empfehle ich ${P('PERSON_NAME', person)}, die/der vom ${P('DATE', v.date(2015, 2019))} bis ${P('DATE', v.date(2020, 2024))} bei der ${P('ORGANIZATION', company)} in meinem Team arbeitete und unser Büro in ${P('LOCATION', v.city())} leitete. Sie erreichen mich unter ${P('PHONE', v.phone())} oder ${P('EMAIL', v.email(writer))}.`,
    it: `Sono lieto di raccomandare ${P('PERSON_NAME', person)}, che ha lavorato con me presso ${P('ORGANIZATION', company)} dal ${P('DATE', v.date(2015, 2019))} al ${P('DATE', v.date(2020, 2024))}, dirigendo la sede di ${P('LOCATION', v.city())}. Sono reperibile al ${P('PHONE', v.phone())} o a ${P('EMAIL', v.email(writer))}.`,
    pt: `É com gosto que recomendo ${P('PERSON_NAME', person)}, que trabalhou comigo na ${P('ORGANIZATION', company)} de ${P('DATE', v.date(2015, 2019))} a ${P('DATE', v.date(2020, 2024))}, dirigindo o escritório de ${P('LOCATION', v.city())}. Contacte-me pelo ${P('PHONE', v.phone())} ou ${P('EMAIL', v.email(writer))}.`,
    ru: `С удовольствием рекомендую ${P('PERSON_NAME', person)}, работавшего(ую) под моим руководством в ${P('ORGANIZATION', company)} с ${P('DATE', v.date(2015, 2019))} по ${P('DATE', v.date(2020, 2024))} и руководившего(ую) офисом в городе ${P('LOCATION', v.city())}. Мой телефон ${P('PHONE', v.phone())}, почта ${P('EMAIL', v.email(writer))}.`,
  };
  const title: Say = {
    en: 'Letter of Reference',
    es: 'Carta de recomendación',
    fr: 'Lettre de recommandation',
    de: 'Empfehlungsschreiben',
    it: 'Lettera di referenze',
    pt: 'Carta de recomendação',
    ru: 'Рекомендательное письмо',
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${P('ORGANIZATION', company)} · ${P('ADDRESS', v.street())} · ${P('LOCATION', v.city())}`,
    blocks: [
      { kind: 'heading', text: title[v.lang] },
      { kind: 'lines', lines: [`${L.date}: ${P('DATE', v.date(2025, 2025))}`] },
      { kind: 'para', text: text[v.lang] },
      {
        kind: 'lines',
        lines: [L.regards, '', P('PERSON_NAME', writer), P('ORGANIZATION', company)],
      },
    ],
  };
}

/** The held-out templates, by kind. */
export const HELD_TEMPLATES: Record<string, Template> = {
  cards: cardStatement,
  payslip,
  discharge,
  chat,
  renewal,
  reference,
};
