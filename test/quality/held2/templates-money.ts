/**
 * Money documents of the second held-out set: a current-account statement over two pages, a
 * payslip, and a household energy bill, laid out as banks, payroll offices and suppliers do.
 */
import { pii, type Block } from '../doc-model';
import { letterhead, orgFooter, organisation, PAGE_WORD, type Held2Template } from './common';
import type { Held2Lang } from './pools';

interface StatementWords {
  title: string;
  period: string;
  holder: string;
  account: string;
  bic: string;
  customer: string;
  product: string;
  cols: [string, string, string, string, string];
  card: string;
  transfer: string;
  debit: string;
  salary: string;
  atm: string;
  opening: string;
  closing: string;
  totals: [string, string];
  rate: string;
  help: string;
}

const STATEMENT: Record<Held2Lang, StatementWords> = {
  en: {
    title: 'Checking Account Statement',
    period: 'Statement period',
    holder: 'Primary account holder',
    account: 'Account number',
    bic: 'Routing number',
    customer: 'Customer ID',
    product: 'Everyday Checking Plus',
    cols: ['Date', 'Description', 'Reference', 'Amount', 'Balance'],
    card: 'Debit card purchase',
    transfer: 'Zelle payment from',
    debit: 'ACH debit',
    salary: 'Direct deposit payroll',
    atm: 'ATM withdrawal',
    opening: 'Beginning balance',
    closing: 'Ending balance',
    totals: ['Total deposits', 'Total withdrawals'],
    rate: 'Annual percentage yield earned 0.05%',
    help: 'Questions about your account? Call us at',
  },
  es: {
    title: 'Extracto de cuenta corriente',
    period: 'Periodo',
    holder: 'Titular',
    account: 'IBAN',
    bic: 'BIC',
    customer: 'N.º de cliente',
    product: 'Cuenta Nómina Online',
    cols: ['Fecha', 'Concepto', 'Referencia', 'Importe', 'Saldo'],
    card: 'Compra con tarjeta',
    transfer: 'Transferencia recibida de',
    debit: 'Recibo domiciliado',
    salary: 'Abono de nómina',
    atm: 'Reintegro cajero',
    opening: 'Saldo anterior',
    closing: 'Saldo final',
    totals: ['Total abonos', 'Total cargos'],
    rate: 'TAE 0,00 %',
    help: 'Para cualquier consulta llame al',
  },
  fr: {
    title: 'Relevé de compte courant',
    period: 'Période',
    holder: 'Titulaire du compte',
    account: 'IBAN',
    bic: 'BIC',
    customer: 'N° client',
    product: 'Compte de dépôt Essentiel',
    cols: ['Date', 'Libellé', 'Référence', 'Montant', 'Solde'],
    card: 'Paiement par carte',
    transfer: 'Virement reçu de',
    debit: 'Prélèvement SEPA',
    salary: 'Virement salaire',
    atm: 'Retrait DAB',
    opening: 'Ancien solde',
    closing: 'Nouveau solde',
    totals: ['Total des crédits', 'Total des débits'],
    rate: 'Taux débiteur 15,50 %',
    help: 'Votre conseiller est joignable au',
  },
  de: {
    title: 'Kontoauszug Girokonto',
    period: 'Zeitraum',
    holder: 'Kontoinhaber',
    account: 'IBAN',
    bic: 'BIC',
    customer: 'Kundennummer',
    product: 'Girokonto Komfort',
    cols: ['Buchungstag', 'Verwendungszweck', 'Referenz', 'Betrag', 'Saldo'],
    card: 'Kartenzahlung',
    transfer: 'Gutschrift von',
    debit: 'Lastschrift',
    salary: 'Gehalt/Lohn',
    atm: 'Bargeldauszahlung',
    opening: 'Alter Kontostand',
    closing: 'Neuer Kontostand',
    totals: ['Summe Gutschriften', 'Summe Belastungen'],
    rate: 'Dispozins 11,25 % p. a.',
    help: 'Fragen zu Ihrem Konto? Rufen Sie uns an:',
  },
  it: {
    title: 'Estratto conto corrente',
    period: 'Periodo',
    holder: 'Intestatario',
    account: 'IBAN',
    bic: 'BIC',
    customer: 'Codice cliente',
    product: 'Conto Corrente Light',
    cols: ['Data', 'Descrizione', 'Riferimento', 'Importo', 'Saldo'],
    card: 'Pagamento POS',
    transfer: 'Bonifico a vostro favore da',
    debit: 'Addebito SDD',
    salary: 'Accredito stipendio',
    atm: 'Prelievo Bancomat',
    opening: 'Saldo iniziale',
    closing: 'Saldo finale',
    totals: ['Totale accrediti', 'Totale addebiti'],
    rate: 'Tasso creditore 0,10 %',
    help: 'Per informazioni chiamare il numero',
  },
  pt: {
    title: 'Extrato de conta à ordem',
    period: 'Período',
    holder: 'Titular',
    account: 'IBAN',
    bic: 'BIC/SWIFT',
    customer: 'N.º de cliente',
    product: 'Conta Ordenado Plus',
    cols: ['Data', 'Descritivo', 'Referência', 'Montante', 'Saldo'],
    card: 'Compra cartão',
    transfer: 'Transferência de',
    debit: 'Débito direto',
    salary: 'Vencimento',
    atm: 'Levantamento ATM',
    opening: 'Saldo inicial',
    closing: 'Saldo final',
    totals: ['Total de créditos', 'Total de débitos'],
    rate: 'TANB 0,05 %',
    help: 'Para esclarecimentos contacte a linha',
  },
  ru: {
    title: 'Выписка по текущему счёту',
    period: 'Период',
    holder: 'Владелец счёта',
    account: 'Номер счёта',
    bic: 'БИК',
    customer: 'Номер клиента',
    product: 'Тариф «Базовый»',
    cols: ['Дата', 'Описание операции', 'Номер операции', 'Сумма', 'Остаток'],
    card: 'Оплата картой',
    transfer: 'Перевод от',
    debit: 'Автоплатёж',
    salary: 'Зачисление зарплаты',
    atm: 'Снятие наличных',
    opening: 'Входящий остаток',
    closing: 'Исходящий остаток',
    totals: ['Поступления', 'Списания'],
    rate: 'Процентная ставка 3,5 % годовых',
    help: 'Вопросы по счёту — по телефону',
  },
};

/** A current-account statement: letterhead, holder window, summary, a long table of rows. */
export const statement: Held2Template = (v, name) => {
  const w = STATEMENT[v.lang];
  const bank = organisation(v, 'banks');
  const holder = v.person();
  const home = v.address();
  const year = v.int(2022, 2025);
  const month = v.int(1, 11);
  const customer = v.ref('', 8);
  const account = v.account();
  const employer = pii('ORGANIZATION', v.org('companies'));
  let balance = v.int(40000, 900000);
  const opening = balance;
  let credits = 0;
  let debits = 0;
  const rows: string[][] = [];
  const count = v.int(26, 34);
  const days = Array.from({ length: count }, () => v.int(1, 28)).sort((a, b) => a - b);
  for (const d of days) {
    const day = { y: year, m: month, d };
    const kind = v.pick(['card', 'card', 'card', 'transfer', 'debit', 'salary', 'atm'] as const);
    let text: string;
    let cents: number;
    switch (kind) {
      case 'card':
        text = `${w.card} ${pii('ORGANIZATION', v.org('merchants'))}${v.chance(0.3) ? ` ${v.town()}` : ''}`;
        cents = -v.int(250, 18000);
        break;
      case 'transfer':
        text = `${w.transfer} ${v.name(v.person(), v.pick(['full', 'caps'] as const))}`;
        cents = v.int(1500, 60000);
        break;
      case 'debit':
        text = `${w.debit} ${pii('ORGANIZATION', v.org(v.pick(['insurers', 'merchants'] as const)))}`;
        cents = -v.int(1500, 25000);
        break;
      case 'salary':
        text = `${w.salary} ${employer}`;
        cents = v.int(180000, 520000);
        break;
      case 'atm':
        text = `${w.atm} ${v.town()}`;
        cents = -v.pick([2000, 5000, 10000, 20000]);
        break;
    }
    balance += cents;
    if (cents > 0) credits += cents;
    else debits -= cents;
    const date = v.date(day, v.chance(0.8) ? 'row' : 'abbrev');
    const ref = v.chance(0.7) ? v.ref(v.pick(['', 'TX', 'REF']), v.int(8, 12)) : '';
    rows.push([date, text, ref, v.money(cents, true), v.money(balance, true)]);
  }
  const start = { y: year, m: month, d: 1 };
  const end = { y: year, m: month, d: 28 };
  const blocks: Block[] = [
    letterhead(v, bank),
    { kind: 'gap' },
    { kind: 'lines', lines: [v.name(holder, 'caps'), ...home.lines] },
    { kind: 'heading', text: `${w.title} · ${w.product}` },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        [w.holder, v.name(holder)],
        [w.period, `${v.date(start)} - ${v.date(end)}`],
        [w.account, account],
        [w.bic, v.routing()],
        [w.customer, customer],
      ],
    },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        [w.opening, v.money(opening)],
        [w.totals[0], v.money(credits)],
        [w.closing, v.money(balance)],
        [w.totals[1], v.money(-debits)],
      ],
    },
    { kind: 'table', header: w.cols, rows, widths: [10, 40, 20, 15, 15] },
    { kind: 'para', text: `${w.rate}. ${w.help} ${bank.phone}.` },
  ];
  return {
    name,
    lang: v.lang,
    footer: `${bank.name} · ${w.account} ${account}`,
    pageWord: PAGE_WORD[v.lang],
    blocks,
  };
};

interface PayslipWords {
  title: string;
  employee: string;
  empNo: string;
  taxId: string;
  social: string;
  dept: string;
  position: string;
  hired: string;
  bank: string;
  taxClass: string;
  cols: [string, string, string, string];
  items: [string, string, string, string, string, string];
  gross: string;
  net: string;
  note: string;
  depts: string[];
  roles: string[];
}

const PAYSLIP: Record<Held2Lang, PayslipWords> = {
  en: {
    title: 'Earnings Statement',
    employee: 'Employee',
    empNo: 'Employee ID',
    taxId: 'SSN',
    social: 'Filing status',
    dept: 'Department',
    position: 'Job title',
    hired: 'Hire date',
    bank: 'Deposit account',
    taxClass: 'Allowances',
    cols: ['Earnings / deductions', 'Hours', 'Current', 'Year to date'],
    items: [
      'Regular pay',
      'Overtime',
      'Federal income tax',
      'Social Security',
      'Medicare',
      '401(k) contribution',
    ],
    gross: 'Gross pay',
    net: 'Net pay',
    note: 'Keep this statement for your records. Pay date',
    depts: ['Warehouse Operations', 'Customer Care', 'Accounts Payable', 'Field Services'],
    roles: ['Forklift Operator II', 'Senior Analyst', 'Shift Supervisor', 'Service Technician'],
  },
  es: {
    title: 'Recibo de salarios',
    employee: 'Trabajador',
    empNo: 'N.º de empleado',
    taxId: 'NIF',
    social: 'N.º afiliación S.S.',
    dept: 'Departamento',
    position: 'Categoría',
    hired: 'Antigüedad',
    bank: 'Cuenta de abono',
    taxClass: 'Grupo de cotización',
    cols: ['Concepto', 'Días', 'Devengos', 'Deducciones'],
    items: [
      'Salario base',
      'Plus convenio',
      'Retención IRPF',
      'Contingencias comunes',
      'Desempleo',
      'Formación profesional',
    ],
    gross: 'Total devengado',
    net: 'Líquido a percibir',
    note: 'Recibí la cantidad neta indicada. Fecha de pago',
    depts: ['Almacén', 'Atención al cliente', 'Administración', 'Producción'],
    roles: ['Oficial de primera', 'Técnico superior', 'Auxiliar administrativo', 'Jefe de equipo'],
  },
  fr: {
    title: 'Bulletin de paie',
    employee: 'Salarié',
    empNo: 'Matricule',
    taxId: 'N° fiscal',
    social: 'N° de sécurité sociale',
    dept: 'Service',
    position: 'Emploi',
    hired: "Date d'entrée",
    bank: 'Virement sur',
    taxClass: 'Coefficient',
    cols: ['Rubrique', 'Base', 'Montant salarié', 'Cumul annuel'],
    items: [
      'Salaire de base',
      'Heures supplémentaires',
      'Prélèvement à la source',
      'CSG déductible',
      'Assurance vieillesse',
      'Complémentaire santé',
    ],
    gross: 'Salaire brut',
    net: 'Net à payer',
    note: 'Dans votre intérêt, conservez ce bulletin sans limitation de durée. Payé le',
    depts: ['Logistique', 'Service client', 'Comptabilité', 'Atelier'],
    roles: ['Préparateur de commandes', 'Chargée de clientèle', 'Comptable', "Chef d'équipe"],
  },
  de: {
    title: 'Entgeltabrechnung',
    employee: 'Mitarbeiter',
    empNo: 'Personalnummer',
    taxId: 'Steuer-ID',
    social: 'Sozialversicherungsnummer',
    dept: 'Abteilung',
    position: 'Tätigkeit',
    hired: 'Eintrittsdatum',
    bank: 'Bankverbindung',
    taxClass: 'Steuerklasse',
    cols: ['Lohnart', 'Menge', 'Betrag', 'Jahressumme'],
    items: [
      'Grundgehalt',
      'Überstundenzuschlag',
      'Lohnsteuer',
      'Rentenversicherung',
      'Krankenversicherung',
      'Solidaritätszuschlag',
    ],
    gross: 'Gesamtbrutto',
    net: 'Auszahlungsbetrag',
    note: 'Die Überweisung erfolgt zum',
    depts: ['Lager und Versand', 'Kundenservice', 'Buchhaltung', 'Montage'],
    roles: ['Lagerfachkraft', 'Sachbearbeiterin', 'Teamleiter', 'Servicetechniker'],
  },
  it: {
    title: 'Cedolino paga',
    employee: 'Dipendente',
    empNo: 'Matricola',
    taxId: 'Codice fiscale',
    social: 'Posizione INPS',
    dept: 'Reparto',
    position: 'Qualifica',
    hired: 'Data assunzione',
    bank: 'Accredito su',
    taxClass: 'Livello',
    cols: ['Voce', 'Ore/giorni', 'Competenze', 'Trattenute'],
    items: [
      'Paga base',
      'Straordinario',
      'Ritenuta IRPEF',
      'Contributi INPS',
      'Addizionale regionale',
      'Fondo pensione',
    ],
    gross: 'Totale lordo',
    net: 'Netto in busta',
    note: 'Il netto viene accreditato il',
    depts: ['Magazzino', 'Assistenza clienti', 'Amministrazione', 'Produzione'],
    roles: ['Magazziniere', 'Impiegata di concetto', 'Capo reparto', 'Tecnico manutentore'],
  },
  pt: {
    title: 'Recibo de vencimento',
    employee: 'Colaborador',
    empNo: 'N.º mecanográfico',
    taxId: 'NIF',
    social: 'N.º Segurança Social',
    dept: 'Departamento',
    position: 'Categoria',
    hired: 'Data de admissão',
    bank: 'Transferência para',
    taxClass: 'Escalão',
    cols: ['Descrição', 'Qtd.', 'Abonos', 'Descontos'],
    items: [
      'Vencimento base',
      'Subsídio de refeição',
      'Retenção IRS',
      'Segurança Social',
      'Seguro de saúde',
      'Fundo de compensação',
    ],
    gross: 'Total ilíquido',
    net: 'Total líquido',
    note: 'Pagamento efetuado em',
    depts: ['Armazém', 'Apoio ao cliente', 'Contabilidade', 'Produção'],
    roles: [
      'Operador de armazém',
      'Técnica administrativa',
      'Encarregado',
      'Técnico de manutenção',
    ],
  },
  ru: {
    title: 'Расчётный листок',
    employee: 'Сотрудник',
    empNo: 'Табельный номер',
    taxId: 'ИНН',
    social: 'СНИЛС',
    dept: 'Подразделение',
    position: 'Должность',
    hired: 'Дата приёма',
    bank: 'Счёт для зачисления',
    taxClass: 'Разряд',
    cols: ['Вид начисления', 'Дни', 'Начислено', 'Удержано'],
    items: ['Оклад', 'Премия', 'НДФЛ', 'Профсоюзные взносы', 'Алименты', 'Аванс'],
    gross: 'Всего начислено',
    net: 'К выплате',
    note: 'Дата выплаты',
    depts: ['Склад', 'Отдел продаж', 'Бухгалтерия', 'Цех № 2'],
    roles: ['Кладовщик', 'Менеджер', 'Бухгалтер', 'Наладчик'],
  },
};

/** A payslip: employer letterhead, employee fields in two columns, earnings table, net pay. */
export const payslip: Held2Template = (v, name) => {
  const w = PAYSLIP[v.lang];
  const employer = organisation(v, 'companies');
  const p = v.person();
  const birth = v.day(1962, 2001);
  const year = v.int(2023, 2025);
  const month = v.int(1, 12);
  const base = v.int(180000, 560000);
  const extra = v.int(5000, 60000);
  const gross = base + extra;
  const cuts = [
    Math.round(gross * 0.14),
    Math.round(gross * 0.062),
    Math.round(gross * 0.0145),
    Math.round(gross * 0.03),
  ];
  const net = gross - cuts.reduce((a, b) => a + b, 0);
  const pay = { y: year, m: month, d: v.int(25, 28) };
  const rows = [
    [w.items[0], '160.00', v.money(base, true), v.money(base * month, true)],
    [w.items[1], String(v.int(2, 14)), v.money(extra, true), v.money(extra * month, true)],
    ...cuts.map((c, i) => [w.items[i + 2]!, '', v.money(-c, true), v.money(-c * month, true)]),
  ];
  const blocks: Block[] = [
    letterhead(v, employer),
    { kind: 'heading', text: `${w.title} ${v.date({ y: year, m: month, d: 1 }, 'month')}` },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        [w.employee, v.name(p, v.chance(0.5) ? 'lastFirst' : 'full')],
        [w.empNo, v.ref(v.pick(['', 'E', '00']), v.int(4, 6))],
        [w.taxId, v.taxId()],
        [
          w.social,
          v.lang === 'en'
            ? v.pick(['Single', 'Married filing jointly'])
            : v.socialSecurity(p, birth),
        ],
        [w.dept, v.pick(w.depts)],
        [w.position, v.pick(w.roles)],
        [w.hired, v.date(v.day(2008, year - 1))],
        [w.taxClass, String(v.int(1, 6))],
      ],
    },
    { kind: 'lines', lines: [v.name(p, 'caps'), ...v.address().lines] },
    { kind: 'table', header: w.cols, rows, widths: [36, 14, 25, 25] },
    {
      kind: 'fields',
      columns: 1,
      rows: [
        [w.gross, v.money(gross)],
        [w.net, v.money(net)],
        [w.bank, v.account()],
      ],
    },
    { kind: 'para', text: `${w.note} ${v.date(pay, 'long')}.` },
  ];
  return {
    name,
    lang: v.lang,
    footer: orgFooter(v, employer),
    pageWord: PAGE_WORD[v.lang],
    blocks,
  };
};

interface BillWords {
  title: string;
  customer: string;
  contract: string;
  supply: string;
  period: string;
  issued: string;
  due: string;
  cols: [string, string, string, string];
  items: [string, string, string];
  total: string;
  debit: string;
  tariff: string;
  dear: string;
  body: string;
}

const BILL: Record<Held2Lang, BillWords> = {
  en: {
    title: 'Your Energy Bill',
    customer: 'Account number',
    contract: 'Service agreement',
    supply: 'Service address',
    period: 'Billing period',
    issued: 'Statement date',
    due: 'Amount due by',
    cols: ['Charge', 'Usage', 'Days', 'Amount'],
    items: ['Electric delivery', 'Natural gas supply', 'Customer charge'],
    total: 'Total amount due',
    debit: 'AutoPay from account ending',
    tariff: 'Rate plan R-2 Residential, 30 days',
    dear: 'Dear',
    body: 'thank you for being a customer. Your payment will be drafted automatically; no action is needed.',
  },
  es: {
    title: 'Factura de electricidad y gas',
    customer: 'N.º de cliente',
    contract: 'N.º de contrato',
    supply: 'Dirección de suministro',
    period: 'Periodo de facturación',
    issued: 'Fecha de emisión',
    due: 'Fecha de cargo',
    cols: ['Concepto', 'Consumo', 'Días', 'Importe'],
    items: ['Término de energía', 'Término de potencia', 'Alquiler del contador'],
    total: 'Total factura',
    debit: 'Se cargará en la cuenta',
    tariff: 'Tarifa 2.0TD, potencia contratada 4,6 kW',
    dear: 'Estimado/a',
    body: 'le informamos de que el importe de esta factura se cargará en su cuenta en la fecha indicada.',
  },
  fr: {
    title: "Votre facture d'énergie",
    customer: 'Référence client',
    contract: 'N° de contrat',
    supply: 'Adresse de consommation',
    period: 'Période de facturation',
    issued: "Date d'émission",
    due: 'Date de prélèvement',
    cols: ['Désignation', 'Consommation', 'Jours', 'Montant TTC'],
    items: ['Consommation électricité', 'Abonnement gaz', 'Contribution tarifaire'],
    total: 'Total à payer',
    debit: 'Prélevé sur le compte',
    tariff: 'Option Base 6 kVA, TVA 20 %',
    dear: 'Bonjour',
    body: 'le montant de cette facture sera prélevé sur votre compte à la date indiquée ci-dessus.',
  },
  de: {
    title: 'Ihre Jahresabrechnung Strom',
    customer: 'Kundennummer',
    contract: 'Vertragskonto',
    supply: 'Lieferstelle',
    period: 'Abrechnungszeitraum',
    issued: 'Rechnungsdatum',
    due: 'Fällig am',
    cols: ['Position', 'Verbrauch', 'Tage', 'Betrag'],
    items: ['Arbeitspreis', 'Grundpreis', 'Messstellenbetrieb'],
    total: 'Rechnungsbetrag',
    debit: 'Abbuchung per SEPA-Lastschrift von',
    tariff: 'Tarif Klassik Strom 24, MwSt. 19 %',
    dear: 'Guten Tag',
    body: 'der Betrag wird zum Fälligkeitstermin von Ihrem Konto abgebucht. Bitte sorgen Sie für Deckung.',
  },
  it: {
    title: 'Bolletta luce e gas',
    customer: 'Codice cliente',
    contract: 'Numero contratto',
    supply: 'Indirizzo di fornitura',
    period: 'Periodo di fatturazione',
    issued: 'Data emissione',
    due: 'Scadenza',
    cols: ['Voce', 'Consumo', 'Giorni', 'Importo'],
    items: ['Spesa per la materia energia', 'Spesa per il trasporto', 'Oneri di sistema'],
    total: 'Totale da pagare',
    debit: 'Addebito diretto sul conto',
    tariff: 'Offerta Casa Luce Fissa, IVA 10 %',
    dear: 'Gentile',
    body: "l'importo verrà addebitato sul suo conto alla scadenza indicata. Non deve fare nulla.",
  },
  pt: {
    title: 'Fatura de eletricidade',
    customer: 'N.º de cliente',
    contract: 'Código do local de consumo',
    supply: 'Local de consumo',
    period: 'Período de faturação',
    issued: 'Data de emissão',
    due: 'Data limite de pagamento',
    cols: ['Descrição', 'Consumo', 'Dias', 'Valor'],
    items: ['Energia ativa', 'Potência contratada', 'Taxa de exploração DGEG'],
    total: 'Total a pagar',
    debit: 'Débito direto na conta',
    tariff: 'Tarifa simples 6,9 kVA, IVA 23 %',
    dear: 'Caro(a)',
    body: 'o valor desta fatura será debitado na sua conta na data limite indicada.',
  },
  ru: {
    title: 'Счёт за электроэнергию',
    customer: 'Лицевой счёт',
    contract: 'Договор',
    supply: 'Адрес поставки',
    period: 'Расчётный период',
    issued: 'Дата выставления',
    due: 'Оплатить до',
    cols: ['Услуга', 'Расход', 'Дней', 'Сумма'],
    items: ['Электроэнергия день', 'Электроэнергия ночь', 'Обслуживание счётчика'],
    total: 'Итого к оплате',
    debit: 'Автоплатёж с карты',
    tariff: 'Тариф двухзонный, НДС 20 %',
    dear: 'Уважаемый(ая)',
    body: 'сумма будет списана автоматически. Показания счётчика передавайте до 25 числа.',
  },
};

/** An energy bill: supplier letterhead, customer window, reference fields, charges, debit note. */
export const energyBill: Held2Template = (v, name) => {
  const w = BILL[v.lang];
  const supplier = organisation(v, 'utilities');
  const p = v.person();
  const home = v.address();
  const year = v.int(2023, 2025);
  const m = v.int(1, 10);
  const charges = [v.int(3000, 24000), v.int(1500, 9000), v.int(300, 1500)];
  const total = charges.reduce((a, b) => a + b, 0);
  const rows = w.items.map((item, i) => [
    item,
    i < 2 ? `${v.int(80, 900)} kWh` : '',
    String(v.int(28, 31)),
    v.money(charges[i]!, true),
  ]);
  const blocks: Block[] = [
    letterhead(v, supplier),
    { kind: 'lines', lines: [`${v.honorific(p)} ${v.name(p)}`, ...home.lines] },
    { kind: 'heading', text: w.title },
    {
      kind: 'fields',
      columns: 2,
      rows: [
        [w.customer, v.ref('', v.int(8, 10))],
        [w.contract, v.ref(v.pick(['', 'VK-', 'C']), 9)],
        [w.period, `${v.date({ y: year, m, d: 1 })} - ${v.date({ y: year, m: m + 1, d: 28 })}`],
        [w.issued, v.date({ y: year, m: m + 2, d: v.int(1, 9) })],
        [w.supply, home.oneLine],
        [w.due, v.date({ y: year, m: m + 2, d: v.int(15, 28) }, 'long')],
      ],
    },
    { kind: 'para', text: `${w.dear} ${v.name(p)}, ${w.body}` },
    { kind: 'table', header: w.cols, rows, widths: [40, 20, 12, 28] },
    {
      kind: 'fields',
      columns: 1,
      rows: [
        [w.total, v.money(total)],
        [w.debit, v.chance(0.5) ? v.account() : v.maskedCard()],
      ],
    },
    { kind: 'para', text: w.tariff },
  ];
  return {
    name,
    lang: v.lang,
    footer: orgFooter(v, supplier),
    pageWord: PAGE_WORD[v.lang],
    blocks,
  };
};
