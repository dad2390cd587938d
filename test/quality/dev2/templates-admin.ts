/**
 * dev2 templates of administrative mail: a tax assessment, a debt-collection letter, an
 * insurance policy schedule and a telecom contract, in the seven languages.
 */
import type { QualityDoc } from '../doc-model';
import {
  P,
  PAGE_WORD,
  honorific,
  letterhead,
  postalBlock,
  townLine,
  type Dev2Template,
  type Say,
} from './common';
import type { Dev2Values } from './values';

const pick = (v: Dev2Values, s: Say): string => s[v.lang];

function taxAssessment(v: Dev2Values, name: string): QualityDoc {
  const agency = v.agency();
  const taxpayer = v.person();
  const spouse = v.person();
  const officer = v.person();
  const year = String(2022 + v.rng.int(3));
  const L = (s: Say): string => pick(v, s);
  const items: Array<[Say, number]> = [
    [
      {
        en: 'Wages and salaries',
        es: 'Rendimientos del trabajo',
        fr: 'Traitements et salaires',
        de: 'Einkünfte aus nichtselbständiger Arbeit',
        it: 'Redditi di lavoro dipendente',
        pt: 'Rendimentos da categoria A',
        ru: 'Доходы по месту работы',
      },
      90000,
    ],
    [
      {
        en: 'Interest and dividends',
        es: 'Rendimientos del capital mobiliario',
        fr: 'Revenus de capitaux mobiliers',
        de: 'Einkünfte aus Kapitalvermögen',
        it: 'Redditi di capitale',
        pt: 'Rendimentos de capitais',
        ru: 'Проценты по вкладам',
      },
      3000,
    ],
    [
      {
        en: 'Deductions',
        es: 'Reducciones',
        fr: 'Charges déductibles',
        de: 'Sonderausgaben',
        it: 'Oneri deducibili',
        pt: 'Deduções à coleta',
        ru: 'Налоговые вычеты',
      },
      8000,
    ],
    [
      {
        en: 'Tax withheld',
        es: 'Retenciones',
        fr: 'Prélèvement à la source',
        de: 'Einbehaltene Lohnsteuer',
        it: 'Ritenute',
        pt: 'Retenções na fonte',
        ru: 'Удержано налоговым агентом',
      },
      15000,
    ],
  ];
  const rows = items.map(([label, max]) => [L(label), P('MONEY_AMOUNT', v.amount(max))]);
  rows.push([
    L({
      en: 'Balance due',
      es: 'Resultado a ingresar',
      fr: 'Reste à payer',
      de: 'Nachzahlung',
      it: 'Saldo a debito',
      pt: 'Valor a pagar',
      ru: 'Сумма к доплате',
    }),
    P('MONEY_AMOUNT', v.money(4000)),
  ]);
  const due = v.longDate(2025, 2025);
  const iban = v.iban();
  const body: Say = {
    en: `Dear ${honorific(v, taxpayer)} ${P('PERSON_NAME', taxpayer.last)}, based on the joint return you filed with ${P('PERSON_NAME', spouse.full)} for tax year ${year}, we have assessed the amounts below. Please pay the balance by ${P('DATE', due)}. If you authorised direct debit, the amount will be taken from account ${P('ACCOUNT', iban)}.`,
    es: `Estimado/a ${honorific(v, taxpayer)} ${P('PERSON_NAME', taxpayer.last)}: de acuerdo con la declaración conjunta presentada con ${P('PERSON_NAME', spouse.full)} para el ejercicio ${year}, se practica la liquidación siguiente. Deberá ingresar el importe antes del ${P('DATE', due)}. Si ha domiciliado el pago, se cargará en la cuenta ${P('ACCOUNT', iban)}.`,
    fr: `${honorific(v, taxpayer)} ${P('PERSON_NAME', taxpayer.last)}, sur la base de la déclaration commune déposée avec ${P('PERSON_NAME', spouse.full)} pour les revenus ${year}, votre imposition s'établit comme suit. Le solde est à régler avant le ${P('DATE', due)}. En cas de prélèvement, il sera débité du compte ${P('ACCOUNT', iban)}.`,
    de: `Sehr geehrte/r ${honorific(v, taxpayer)} ${P('PERSON_NAME', taxpayer.last)}, aufgrund der mit ${P('PERSON_NAME', spouse.full)} abgegebenen Zusammenveranlagung für ${year} wird die Einkommensteuer wie folgt festgesetzt. Bitte zahlen Sie bis zum ${P('DATE', due)}. Bei erteiltem SEPA-Mandat buchen wir vom Konto ${P('ACCOUNT', iban)} ab.`,
    it: `Gentile ${honorific(v, taxpayer)} ${P('PERSON_NAME', taxpayer.last)}, sulla base della dichiarazione congiunta presentata con ${P('PERSON_NAME', spouse.full)} per il periodo d'imposta ${year}, l'imposta è liquidata come segue. Il saldo va versato entro il ${P('DATE', due)}. In caso di addebito diretto sarà prelevato dal conto ${P('ACCOUNT', iban)}.`,
    pt: `Exmo(a). ${honorific(v, taxpayer)} ${P('PERSON_NAME', taxpayer.last)}, com base na declaração conjunta entregue com ${P('PERSON_NAME', spouse.full)} relativa a ${year}, a liquidação é a seguinte. O valor deve ser pago até ${P('DATE', due)}. Se aderiu ao débito direto, será debitado na conta ${P('ACCOUNT', iban)}.`,
    ru: `Уважаемый(ая) ${P('PERSON_NAME', taxpayer.full)}! По декларации за ${year} год, поданной совместно с ${P('PERSON_NAME', spouse.full)}, произведён расчёт налога. Сумму необходимо уплатить до ${P('DATE', due)}. При наличии согласия на списание сумма будет списана со счёта ${P('ACCOUNT', iban)}.`,
  };
  const taxIdLabel: Say = {
    en: 'SSN',
    es: 'NIF',
    fr: 'Numéro fiscal',
    de: 'Steuer-ID',
    it: 'Codice fiscale',
    pt: 'NIF',
    ru: 'ИНН',
  };
  const taxId = v.lang === 'ru' ? v.inn() : v.nationalId(taxpayer);
  return {
    name,
    lang: v.lang,
    footer: `${P('ORGANIZATION', agency)} · ${L({ en: 'Notice of assessment', es: 'Liquidación provisional', fr: "Avis d'imposition", de: 'Steuerbescheid', it: 'Avviso di liquidazione', pt: 'Nota de liquidação', ru: 'Налоговое уведомление' })}`,
    pageWord: PAGE_WORD[v.lang],
    blocks: [
      { kind: 'lines', lines: letterhead(v, agency) },
      {
        kind: 'columns',
        left: postalBlock(v, taxpayer).join(' / '),
        right: `${P('DATE', v.date(2025, 2025))}`,
      },
      {
        kind: 'heading',
        text: `${L({ en: 'Notice of Assessment', es: 'Liquidación del IRPF', fr: "Avis d'impôt sur le revenu", de: 'Bescheid über Einkommensteuer', it: 'Comunicazione di liquidazione', pt: 'Demonstração de liquidação de IRS', ru: 'Налоговое уведомление' })} ${year}`,
      },
      {
        kind: 'fields',
        columns: 2,
        rows: [
          [taxIdLabel[v.lang], P(v.lang === 'en' ? 'SSN' : 'ID', taxId)],
          [
            L({
              en: 'Notice no.',
              es: 'N.º de justificante',
              fr: "Référence de l'avis",
              de: 'Aktenzeichen',
              it: 'Protocollo',
              pt: 'N.º de liquidação',
              ru: 'Номер уведомления',
            }),
            P('ID', `${v.digits(3)}/${v.digits(3)}/${v.digits(5)}`),
          ],
          [
            L({
              en: 'Tax year',
              es: 'Ejercicio',
              fr: 'Année',
              de: 'Jahr',
              it: 'Anno',
              pt: 'Ano',
              ru: 'Год',
            }),
            year,
          ],
          [
            L({
              en: 'Date of birth',
              es: 'Fecha de nacimiento',
              fr: 'Né(e) le',
              de: 'Geburtsdatum',
              it: 'Data di nascita',
              pt: 'Data de nascimento',
              ru: 'Дата рождения',
            }),
            P('DATE', v.birthDate(30 + v.rng.int(40))),
          ],
        ],
      },
      { kind: 'para', text: body[v.lang] },
      {
        kind: 'table',
        header: [
          L({
            en: 'Item',
            es: 'Concepto',
            fr: 'Rubrique',
            de: 'Position',
            it: 'Voce',
            pt: 'Rubrica',
            ru: 'Показатель',
          }),
          L({
            en: 'Amount',
            es: 'Importe',
            fr: 'Montant',
            de: 'Betrag',
            it: 'Importo',
            pt: 'Montante',
            ru: 'Сумма',
          }),
        ],
        rows,
        widths: [3, 1],
      },
      {
        kind: 'lines',
        lines: [
          L({
            en: 'Sincerely,',
            es: 'Atentamente,',
            fr: 'Veuillez agréer nos salutations distinguées.',
            de: 'Mit freundlichen Grüßen',
            it: 'Distinti saluti',
            pt: 'Com os melhores cumprimentos,',
            ru: 'С уважением,',
          }),
          P('PERSON_NAME', officer.full),
          `${L({ en: 'Case officer', es: 'Técnico de Hacienda', fr: 'Inspecteur des finances publiques', de: 'Sachbearbeiter/in', it: 'Il funzionario', pt: 'O técnico', ru: 'Инспектор' })}, ${P('PHONE', v.phone())}`,
        ],
      },
    ],
  };
}

function debtCollection(v: Dev2Values, name: string): QualityDoc {
  const collector = v.collector();
  const creditor = v.pick([v.telecom(), v.shop(), v.firm()]);
  const debtor = v.person();
  const lawyer = v.person();
  const L = (s: Say): string => pick(v, s);
  const file = v.ref(v.pick(['INK', 'AZ', 'DC', 'RC']), 7, v.pick(['-', '/', ' ']));
  const invoice = `${v.pick(['RE', 'FA', 'INV', 'NF'])}${v.digits(8)}`;
  const deadline = v.date(2025, 2025);
  const body: Say = {
    en: `We have been instructed by ${P('ORGANIZATION', creditor)} to collect the unpaid invoice ${invoice} of ${P('DATE', v.longDate(2024, 2024))}. Despite reminders, ${P('PERSON_NAME', debtor.full)} has not settled the balance. Unless the total below reaches us by ${P('DATE', deadline)}, our client may start court proceedings without further notice.`,
    es: `${P('ORGANIZATION', creditor)} nos ha encargado el cobro de la factura impagada ${invoice} de ${P('DATE', v.longDate(2024, 2024))}. Pese a los recordatorios, ${P('PERSON_NAME', debtor.full)} no ha saldado la deuda. Si el total no se abona antes del ${P('DATE', deadline)}, nuestro cliente podrá iniciar acciones judiciales sin más aviso.`,
    fr: `La société ${P('ORGANIZATION', creditor)} nous a mandatés pour recouvrer la facture impayée ${invoice} du ${P('DATE', v.longDate(2024, 2024))}. Malgré nos relances, ${P('PERSON_NAME', debtor.full)} n'a pas réglé le solde. À défaut de paiement avant le ${P('DATE', deadline)}, notre client pourra engager une procédure judiciaire sans autre avis.`,
    de: `Die ${P('ORGANIZATION', creditor)} hat uns mit dem Einzug der offenen Rechnung ${invoice} vom ${P('DATE', v.longDate(2024, 2024))} beauftragt. Trotz Mahnungen hat ${P('PERSON_NAME', debtor.full)} den Betrag nicht beglichen. Geht die Gesamtforderung nicht bis zum ${P('DATE', deadline)} ein, wird unsere Mandantin ohne weitere Ankündigung gerichtliche Schritte einleiten.`,
    it: `${P('ORGANIZATION', creditor)} ci ha incaricato di recuperare la fattura insoluta ${invoice} del ${P('DATE', v.longDate(2024, 2024))}. Nonostante i solleciti, ${P('PERSON_NAME', debtor.full)} non ha saldato l'importo. In mancanza di pagamento entro il ${P('DATE', deadline)}, il nostro cliente potrà agire in giudizio senza ulteriore preavviso.`,
    pt: `A ${P('ORGANIZATION', creditor)} encarregou-nos da cobrança da fatura em dívida ${invoice} de ${P('DATE', v.longDate(2024, 2024))}. Apesar dos lembretes, ${P('PERSON_NAME', debtor.full)} não liquidou o valor. Se o total não for pago até ${P('DATE', deadline)}, o nosso cliente poderá recorrer a tribunal sem novo aviso.`,
    ru: `${P('ORGANIZATION', creditor)} поручило нам взыскание неоплаченного счёта ${invoice} от ${P('DATE', v.longDate(2024, 2024))}. Несмотря на напоминания, ${P('PERSON_NAME', debtor.full)} не погасил(а) задолженность. Если сумма не поступит до ${P('DATE', deadline)}, кредитор вправе обратиться в суд без дополнительного уведомления.`,
  };
  const claim: Array<[Say, number]> = [
    [
      {
        en: 'Principal',
        es: 'Principal',
        fr: 'Principal',
        de: 'Hauptforderung',
        it: 'Capitale',
        pt: 'Capital',
        ru: 'Основной долг',
      },
      2500,
    ],
    [
      {
        en: 'Interest',
        es: 'Intereses de demora',
        fr: 'Intérêts de retard',
        de: 'Verzugszinsen',
        it: 'Interessi di mora',
        pt: 'Juros de mora',
        ru: 'Пени',
      },
      200,
    ],
    [
      {
        en: 'Collection costs',
        es: 'Gastos de gestión',
        fr: 'Frais de recouvrement',
        de: 'Inkassokosten',
        it: 'Spese di recupero',
        pt: 'Despesas de cobrança',
        ru: 'Расходы на взыскание',
      },
      150,
    ],
    [
      {
        en: 'Total due',
        es: 'Total adeudado',
        fr: 'Total dû',
        de: 'Gesamtforderung',
        it: 'Totale dovuto',
        pt: 'Total em dívida',
        ru: 'Итого к оплате',
      },
      3000,
    ],
  ];
  return {
    name,
    lang: v.lang,
    footer: `${P('ORGANIZATION', collector)} · ${L({ en: 'File', es: 'Expediente', fr: 'Dossier', de: 'Az.', it: 'Pratica', pt: 'Processo', ru: 'Дело' })} ${P('ID', file)}`,
    pageWord: PAGE_WORD[v.lang],
    blocks: [
      { kind: 'lines', lines: letterhead(v, collector) },
      { kind: 'lines', lines: postalBlock(v, debtor, honorific(v, debtor)) },
      { kind: 'lines', lines: [P('DATE', v.longDate(2025, 2025))] },
      {
        kind: 'heading',
        text: L({
          en: 'FINAL NOTICE BEFORE LEGAL ACTION',
          es: 'ÚLTIMO AVISO ANTES DE ACCIONES JUDICIALES',
          fr: 'MISE EN DEMEURE',
          de: 'LETZTE MAHNUNG VOR GERICHTLICHEM MAHNVERFAHREN',
          it: 'DIFFIDA E MESSA IN MORA',
          pt: 'ÚLTIMO AVISO ANTES DE AÇÃO JUDICIAL',
          ru: 'ДОСУДЕБНАЯ ПРЕТЕНЗИЯ',
        }),
      },
      {
        kind: 'fields',
        columns: 1,
        rows: [
          [
            L({
              en: 'Our file no.',
              es: 'N.º de expediente',
              fr: 'N° de dossier',
              de: 'Unser Zeichen',
              it: 'N. pratica',
              pt: 'N.º do processo',
              ru: '№ дела',
            }),
            P('ID', file),
          ],
          [
            L({
              en: 'Customer no. at creditor',
              es: 'N.º de cliente del acreedor',
              fr: 'N° client chez le créancier',
              de: 'Kundennummer beim Gläubiger',
              it: 'Codice cliente presso il creditore',
              pt: 'N.º de cliente no credor',
              ru: 'Лицевой счёт у кредитора',
            }),
            P('ID', v.digits(9)),
          ],
          [
            L({
              en: 'Debtor born',
              es: 'Fecha de nacimiento del deudor',
              fr: 'Débiteur né le',
              de: 'Schuldner geb. am',
              it: 'Debitore nato il',
              pt: 'Devedor nascido em',
              ru: 'Дата рождения должника',
            }),
            P('DATE', v.birthDate(25 + v.rng.int(45))),
          ],
        ],
      },
      { kind: 'para', text: body[v.lang] },
      {
        kind: 'table',
        header: [
          L({
            en: 'Item',
            es: 'Concepto',
            fr: 'Poste',
            de: 'Position',
            it: 'Voce',
            pt: 'Descrição',
            ru: 'Статья',
          }),
          L({
            en: 'Amount',
            es: 'Importe',
            fr: 'Montant',
            de: 'Betrag',
            it: 'Importo',
            pt: 'Valor',
            ru: 'Сумма',
          }),
        ],
        rows: claim.map(([label, max]) => [L(label), P('MONEY_AMOUNT', v.money(max))]),
        widths: [3, 1],
      },
      {
        kind: 'fields',
        columns: 1,
        rows: [
          [
            L({
              en: 'Pay to account',
              es: 'Cuenta de pago',
              fr: 'IBAN du compte de règlement',
              de: 'Zahlung auf',
              it: 'IBAN per il pagamento',
              pt: 'IBAN para pagamento',
              ru: 'Расчётный счёт',
            }),
            P('ACCOUNT', v.iban()),
          ],
          [
            L({
              en: 'Payment reference',
              es: 'Concepto',
              fr: 'Référence de paiement',
              de: 'Verwendungszweck',
              it: 'Causale',
              pt: 'Referência',
              ru: 'Назначение платежа',
            }),
            P('ID', file),
          ],
        ],
      },
      {
        kind: 'lines',
        lines: [
          P('PERSON_NAME', lawyer.full.toUpperCase()),
          L({
            en: 'Collections Manager',
            es: 'Letrado',
            fr: 'Juriste contentieux',
            de: 'Rechtsanwalt',
            it: 'Avvocato',
            pt: 'Advogado',
            ru: 'Юрист',
          }),
          P('EMAIL', v.email(lawyer, 'recovery-mail.com')),
        ],
      },
    ],
  };
}

function policySchedule(v: Dev2Values, name: string): QualityDoc {
  const insurer = v.insurer();
  const holder = v.person();
  const driver = v.person();
  const agent = v.person();
  const L = (s: Say): string => pick(v, s);
  const policyNo = `${v.pick(['POL', 'AU', 'KFZ', 'PA'])}${v.digits(2)}-${v.digits(6)}`;
  const start = v.date(2025, 2025);
  const covers: Array<[Say, string]> = [
    [
      {
        en: 'Third-party liability',
        es: 'Responsabilidad civil',
        fr: 'Responsabilité civile',
        de: 'Haftpflicht',
        it: 'Responsabilità civile',
        pt: 'Responsabilidade civil',
        ru: 'ОСАГО',
      },
      v.money(900),
    ],
    [
      {
        en: 'Comprehensive (deductible 500)',
        es: 'Todo riesgo (franquicia 500)',
        fr: 'Tous risques (franchise 500)',
        de: 'Vollkasko (SB 500)',
        it: 'Kasko (franchigia 500)',
        pt: 'Danos próprios (franquia 500)',
        ru: 'КАСКО (франшиза 500)',
      },
      v.money(700),
    ],
    [
      {
        en: 'Roadside assistance',
        es: 'Asistencia en carretera',
        fr: 'Assistance 0 km',
        de: 'Schutzbrief',
        it: 'Assistenza stradale',
        pt: 'Assistência em viagem',
        ru: 'Эвакуатор',
      },
      v.money(90),
    ],
  ];
  return {
    name,
    lang: v.lang,
    footer: `${P('ORGANIZATION', insurer)} · ${L({ en: 'Policy', es: 'Póliza', fr: 'Contrat', de: 'Versicherungsschein', it: 'Polizza', pt: 'Apólice', ru: 'Полис' })} ${P('ID', policyNo)}`,
    pageWord: PAGE_WORD[v.lang],
    blocks: [
      { kind: 'lines', lines: [P('ORGANIZATION', insurer)] },
      {
        kind: 'heading',
        text: L({
          en: 'Motor Insurance Policy Schedule',
          es: 'Condiciones particulares – Seguro de automóvil',
          fr: 'Conditions particulières – Assurance automobile',
          de: 'Versicherungsschein Kfz-Versicherung',
          it: 'Scheda di polizza RC Auto',
          pt: 'Condições particulares – Seguro automóvel',
          ru: 'Полис страхования транспортного средства',
        }),
      },
      {
        kind: 'fields',
        columns: 2,
        rows: [
          [
            L({
              en: 'Policy number',
              es: 'N.º de póliza',
              fr: 'N° de contrat',
              de: 'Vers.-Nr.',
              it: 'N. polizza',
              pt: 'N.º apólice',
              ru: 'Номер полиса',
            }),
            P('ID', policyNo),
          ],
          [
            L({
              en: 'Period from',
              es: 'Efecto',
              fr: "Date d'effet",
              de: 'Beginn',
              it: 'Decorrenza',
              pt: 'Início',
              ru: 'Начало действия',
            }),
            P('DATE', start),
          ],
          [
            L({
              en: 'Policyholder',
              es: 'Tomador',
              fr: 'Souscripteur',
              de: 'Versicherungsnehmer',
              it: 'Contraente',
              pt: 'Tomador',
              ru: 'Страхователь',
            }),
            P('PERSON_NAME', holder.full),
          ],
          [
            L({
              en: 'Date of birth',
              es: 'Fecha de nacimiento',
              fr: 'Date de naissance',
              de: 'Geburtsdatum',
              it: 'Data di nascita',
              pt: 'Data de nascimento',
              ru: 'Дата рождения',
            }),
            P('DATE', v.birthDate(22 + v.rng.int(50))),
          ],
          [
            L({
              en: 'Address',
              es: 'Domicilio',
              fr: 'Adresse',
              de: 'Anschrift',
              it: 'Indirizzo',
              pt: 'Morada',
              ru: 'Адрес',
            }),
            `${P('ADDRESS', v.street())}, ${townLine(v)}`,
          ],
          [
            L({
              en: 'Registration',
              es: 'Matrícula',
              fr: 'Immatriculation',
              de: 'Kennzeichen',
              it: 'Targa',
              pt: 'Matrícula',
              ru: 'Госномер',
            }),
            P('ID', v.plate()),
          ],
          [
            L({
              en: 'Named driver',
              es: 'Conductor habitual',
              fr: 'Conducteur désigné',
              de: 'Fahrer',
              it: 'Conducente abituale',
              pt: 'Condutor habitual',
              ru: 'Допущен к управлению',
            }),
            P('PERSON_NAME', driver.full),
          ],
          [
            L({
              en: "Driver's licence",
              es: 'Permiso de conducir',
              fr: 'N° de permis',
              de: 'Führerschein-Nr.',
              it: 'Patente n.',
              pt: 'Carta de condução n.º',
              ru: 'Водительское удостоверение',
            }),
            P(
              'DRIVER_LICENSE',
              v.lang === 'ru'
                ? `${v.digits(2)} ${v.digits(2)} ${v.digits(6)}`
                : v.lang === 'en'
                  ? `WDL${v.digits(9)}`
                  : `${v.pick(['B', 'L', 'U', 'AB'])}${v.digits(7)}`,
            ),
          ],
        ],
      },
      {
        kind: 'table',
        header: [
          L({
            en: 'Cover',
            es: 'Garantía',
            fr: 'Garantie',
            de: 'Baustein',
            it: 'Garanzia',
            pt: 'Cobertura',
            ru: 'Риск',
          }),
          L({
            en: 'Annual premium',
            es: 'Prima anual',
            fr: 'Cotisation annuelle',
            de: 'Jahresbeitrag',
            it: 'Premio annuo',
            pt: 'Prémio anual',
            ru: 'Премия в год',
          }),
        ],
        rows: covers.map(([label, money]) => [L(label), P('MONEY_AMOUNT', money)]),
        widths: [3, 1],
      },
      {
        kind: 'para',
        text: L({
          en: `Premiums are collected monthly by direct debit from ${P('ACCOUNT', v.iban())}. Your agent ${P('PERSON_NAME', agent.full)} (agent code ${P('ID', v.ref('AG', 5))}) can be reached at ${P('PHONE', v.phone())}.`,
          es: `Las primas se cargan mensualmente en la cuenta ${P('ACCOUNT', v.iban())}. Su mediador ${P('PERSON_NAME', agent.full)} (código ${P('ID', v.ref('MED', 5))}) está disponible en el ${P('PHONE', v.phone())}.`,
          fr: `Les cotisations sont prélevées chaque mois sur le compte ${P('ACCOUNT', v.iban())}. Votre conseiller ${P('PERSON_NAME', agent.full)} (code ${P('ID', v.ref('AG', 5))}) est joignable au ${P('PHONE', v.phone())}.`,
          de: `Die Beiträge werden monatlich vom Konto ${P('ACCOUNT', v.iban())} eingezogen. Ihr Vermittler ${P('PERSON_NAME', agent.full)} (Vermittler-Nr. ${P('ID', v.digits(6))}) ist unter ${P('PHONE', v.phone())} erreichbar.`,
          it: `Il premio è addebitato mensilmente sul conto ${P('ACCOUNT', v.iban())}. Il suo agente ${P('PERSON_NAME', agent.full)} (codice agente ${P('ID', v.ref('AG', 5))}) risponde al ${P('PHONE', v.phone())}.`,
          pt: `Os prémios são cobrados mensalmente por débito direto na conta ${P('ACCOUNT', v.iban())}. O seu mediador ${P('PERSON_NAME', agent.full)} (código ${P('ID', v.ref('MD', 5))}) atende pelo ${P('PHONE', v.phone())}.`,
          ru: `Страховая премия списывается ежемесячно со счёта ${P('ACCOUNT', v.iban())}. Ваш агент ${P('PERSON_NAME', agent.full)} (код агента ${P('ID', v.ref('АГ', 5))}) доступен по телефону ${P('PHONE', v.phone())}.`,
        }),
      },
    ],
  };
}

function telecomContract(v: Dev2Values, name: string): QualityDoc {
  const telco = v.telecom();
  const customer = v.person();
  const L = (s: Say): string => pick(v, s);
  const customerNo = v.digits(v.pick([8, 10]));
  const login = `${customer.first
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-zа-яё]/g, '')}${v.digits(3)}`;
  return {
    name,
    lang: v.lang,
    footer: `${P('ORGANIZATION', telco)} · ${L({ en: 'Customer', es: 'Cliente', fr: 'Client', de: 'Kunde', it: 'Cliente', pt: 'Cliente', ru: 'Абонент' })} ${P('ID', customerNo)}`,
    pageWord: PAGE_WORD[v.lang],
    blocks: [
      { kind: 'lines', lines: [P('ORGANIZATION', telco)] },
      {
        kind: 'heading',
        text: L({
          en: 'Service Agreement – Mobile & Fibre',
          es: 'Contrato de servicios – Móvil y Fibra',
          fr: "Contrat d'abonnement – Mobile et Fibre",
          de: 'Auftragsbestätigung Mobilfunk & Glasfaser',
          it: 'Proposta di abbonamento – Mobile e Fibra',
          pt: 'Contrato de adesão – Móvel e Fibra',
          ru: 'Договор об оказании услуг связи',
        }),
      },
      {
        kind: 'fields',
        columns: 2,
        rows: [
          [
            L({
              en: 'Customer no.',
              es: 'N.º de cliente',
              fr: 'N° client',
              de: 'Kundennr.',
              it: 'Codice cliente',
              pt: 'N.º de cliente',
              ru: 'Лицевой счёт',
            }),
            P('ID', customerNo),
          ],
          [
            L({
              en: 'Contract no.',
              es: 'N.º de contrato',
              fr: 'N° de contrat',
              de: 'Vertragsnr.',
              it: 'N. contratto',
              pt: 'N.º de contrato',
              ru: 'Номер договора',
            }),
            P('ID', v.ref(v.pick(['C', 'VT', 'CT']), 9, '')),
          ],
          [
            L({
              en: 'Account holder',
              es: 'Titular',
              fr: 'Titulaire',
              de: 'Anschlussinhaber',
              it: 'Intestatario',
              pt: 'Titular',
              ru: 'Абонент',
            }),
            P('PERSON_NAME', customer.full),
          ],
          [
            L({
              en: 'Mobile number',
              es: 'Número de línea',
              fr: 'N° de ligne',
              de: 'Rufnummer',
              it: 'Numero',
              pt: 'N.º de telemóvel',
              ru: 'Абонентский номер',
            }),
            P('PHONE', v.phone()),
          ],
          [
            L({
              en: 'SIM card (ICCID)',
              es: 'Tarjeta SIM (ICCID)',
              fr: 'Carte SIM (ICCID)',
              de: 'SIM-Karte (ICCID)',
              it: 'SIM (ICCID)',
              pt: 'Cartão SIM (ICCID)',
              ru: 'SIM-карта (ICCID)',
            }),
            P('ID', `89${v.digits(2)} ${v.digits(4)} ${v.digits(4)} ${v.digits(4)} ${v.digits(3)}`),
          ],
          [
            L({
              en: 'PUK',
              es: 'PUK',
              fr: 'Code PUK',
              de: 'PUK',
              it: 'PUK',
              pt: 'PUK',
              ru: 'PUK-код',
            }),
            P('PASSWORD', v.digits(8)),
          ],
          [
            L({
              en: 'Online account',
              es: 'Usuario área cliente',
              fr: 'Identifiant espace client',
              de: 'Benutzername Kundencenter',
              it: 'Nome utente area clienti',
              pt: 'Utilizador área de cliente',
              ru: 'Логин личного кабинета',
            }),
            P('ID', login),
          ],
          [
            L({
              en: 'Initial password',
              es: 'Contraseña inicial',
              fr: 'Mot de passe provisoire',
              de: 'Initialpasswort',
              it: 'Password provvisoria',
              pt: 'Palavra-passe inicial',
              ru: 'Временный пароль',
            }),
            P('PASSWORD', v.password()),
          ],
          [
            L({
              en: 'E-mail',
              es: 'Correo electrónico',
              fr: 'Courriel',
              de: 'E-Mail',
              it: 'E-mail',
              pt: 'E-mail',
              ru: 'Эл. почта',
            }),
            P('EMAIL', v.email(customer)),
          ],
          [
            L({
              en: 'Date of birth',
              es: 'Fecha de nacimiento',
              fr: 'Date de naissance',
              de: 'Geburtsdatum',
              it: 'Data di nascita',
              pt: 'Data de nascimento',
              ru: 'Дата рождения',
            }),
            P('DATE', v.birthDate(20 + v.rng.int(55))),
          ],
        ],
      },
      {
        kind: 'lines',
        lines: [
          L({
            en: 'Installation address',
            es: 'Dirección de instalación',
            fr: "Adresse d'installation",
            de: 'Installationsanschrift',
            it: 'Indirizzo di attivazione',
            pt: 'Morada de instalação',
            ru: 'Адрес подключения',
          }),
          ...postalBlock(v, customer).slice(1),
        ],
      },
      {
        kind: 'table',
        header: [
          L({
            en: 'Product',
            es: 'Producto',
            fr: 'Offre',
            de: 'Produkt',
            it: 'Offerta',
            pt: 'Produto',
            ru: 'Тариф',
          }),
          L({
            en: 'Code',
            es: 'Código',
            fr: 'Code',
            de: 'Art.-Nr.',
            it: 'Codice',
            pt: 'Código',
            ru: 'Код',
          }),
          L({
            en: 'Monthly',
            es: 'Cuota mensual',
            fr: 'Prix mensuel',
            de: 'Monatlich',
            it: 'Canone mensile',
            pt: 'Mensalidade',
            ru: 'В месяц',
          }),
        ],
        rows: [
          ['Unlimited 5G 40GB', `TF-${v.digits(4)}`, P('MONEY_AMOUNT', v.money(60))],
          ['Fibre 1 Gbit/s', `FB-${v.digits(4)}`, P('MONEY_AMOUNT', v.money(50))],
          [
            L({
              en: 'Router rental',
              es: 'Alquiler router',
              fr: 'Location box',
              de: 'Routermiete',
              it: 'Noleggio modem',
              pt: 'Aluguer router',
              ru: 'Аренда роутера',
            }),
            `HW-${v.digits(3)}`,
            P('MONEY_AMOUNT', v.money(8)),
          ],
        ],
        widths: [3, 1, 1],
      },
      {
        kind: 'fields',
        columns: 1,
        rows: [
          [
            L({
              en: 'Direct debit from',
              es: 'Domiciliación bancaria',
              fr: 'Prélèvement sur',
              de: 'Abbuchung von',
              it: 'Addebito su conto',
              pt: 'Débito direto na conta',
              ru: 'Автоплатёж со счёта',
            }),
            P('ACCOUNT', v.iban()),
          ],
          [
            L({
              en: 'Signed on',
              es: 'Fecha de firma',
              fr: 'Signé le',
              de: 'Unterschrieben am',
              it: 'Firmato il',
              pt: 'Assinado em',
              ru: 'Дата подписания',
            }),
            P('DATE', v.longDate(2025, 2025)),
          ],
        ],
      },
    ],
  };
}

/** The administrative dev2 templates, by kind. */
export const ADMIN_TEMPLATES: Record<string, Dev2Template> = {
  tax: taxAssessment,
  collection: debtCollection,
  policy: policySchedule,
  telecom: telecomContract,
};
