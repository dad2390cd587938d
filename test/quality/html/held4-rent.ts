/** held4: a rent arrears notice from a letting agency, with the tenant's rent account table. */
import type { Lang } from '../locales';
import { esc, page, pii, type HtmlDoc } from './kit';
import type { HtmlValues } from './values';
import { WORDS } from './words';

/** Marked values of the notice text. */
interface V {
  tenants: string;
  property: string;
  owed: string;
  deadline: string;
  iban: string;
  tenancy: string;
  manager: string;
}

interface Labels {
  subject: string;
  hello: string;
  paras: Array<(x: V) => string>;
  due: string;
  rent: string;
  paid: string;
  open: string;
  total: string;
  tenancy: string;
  property: string;
  manager: string;
  agency: string;
}

const L: Record<Lang, Labels> = {
  en: {
    subject: 'Notice of rent arrears',
    hello: 'Dear',
    due: 'Due date',
    rent: 'Rent due',
    paid: 'Received',
    open: 'Outstanding',
    total: 'Total outstanding',
    tenancy: 'Tenancy ref.',
    property: 'Property',
    manager: 'Property manager',
    agency: 'Letting & Property Management',
    paras: [
      (x) =>
        `Our records show that the rent for ${x.property} has not been paid in full. As of today the balance of your rent account under tenancy ${x.tenancy} is ${x.owed}, as itemised below.`,
      (x) =>
        `Please pay the outstanding amount no later than ${x.deadline} to account ${x.iban}, quoting your tenancy reference. If you are experiencing financial difficulty, contact ${x.manager} as soon as possible so that we can agree a payment plan.`,
      () =>
        'If payment is not received by that date, we may begin proceedings to recover possession of the property without further notice. This letter does not affect any payment already made in the last three working days.',
    ],
  },
  es: {
    subject: 'Requerimiento de pago de rentas',
    hello: 'Estimado/a',
    due: 'Vencimiento',
    rent: 'Renta',
    paid: 'Pagado',
    open: 'Pendiente',
    total: 'Total pendiente',
    tenancy: 'Ref. contrato',
    property: 'Inmueble',
    manager: 'Gestor',
    agency: 'Administración de fincas',
    paras: [
      (x) =>
        `Le comunicamos que las rentas de la vivienda sita en ${x.property} no han sido satisfechas en su totalidad. A fecha de hoy, el saldo pendiente del contrato ${x.tenancy} asciende a ${x.owed}, según el detalle siguiente.`,
      (x) =>
        `Le rogamos que abone dicha cantidad antes del ${x.deadline} en la cuenta ${x.iban}, indicando la referencia del contrato. Si atraviesa dificultades económicas, contacte con ${x.manager} para acordar un calendario de pagos.`,
      () =>
        'De no recibir el pago en el plazo indicado, nos veremos obligados a iniciar las acciones legales oportunas para el desahucio y la reclamación de las cantidades adeudadas.',
    ],
  },
  fr: {
    subject: 'Mise en demeure – loyers impayés',
    hello: 'Madame, Monsieur',
    due: 'Échéance',
    rent: 'Loyer dû',
    paid: 'Réglé',
    open: 'Reste dû',
    total: 'Total restant dû',
    tenancy: 'Réf. bail',
    property: 'Logement',
    manager: 'Gestionnaire',
    agency: 'Gestion locative',
    paras: [
      (x) =>
        `Sauf erreur de notre part, les loyers du logement situé ${x.property} ne nous sont pas parvenus en totalité. À ce jour, le solde de votre compte locataire (bail ${x.tenancy}) s’élève à ${x.owed}, selon le détail ci-dessous.`,
      (x) =>
        `Nous vous mettons en demeure de régler cette somme au plus tard le ${x.deadline} par virement sur le compte ${x.iban}. En cas de difficultés, contactez sans tarder ${x.manager} afin de convenir d’un échéancier.`,
      () =>
        'À défaut de règlement dans ce délai, nous serons contraints de faire délivrer un commandement de payer visant la clause résolutoire du bail.',
    ],
  },
  de: {
    subject: 'Mahnung – Mietrückstand',
    hello: 'Sehr geehrte Mieterin, sehr geehrter Mieter',
    due: 'Fällig am',
    rent: 'Soll',
    paid: 'Ist',
    open: 'Rückstand',
    total: 'Gesamtrückstand',
    tenancy: 'Mietvertrag Nr.',
    property: 'Mietobjekt',
    manager: 'Ansprechpartner',
    agency: 'Hausverwaltung',
    paras: [
      (x) =>
        `für die Wohnung ${x.property} sind die Mietzahlungen nicht vollständig eingegangen. Ihr Mietkonto zum Mietvertrag ${x.tenancy} weist derzeit einen Rückstand von ${x.owed} auf (Aufstellung unten).`,
      (x) =>
        `Bitte überweisen Sie den Betrag bis spätestens ${x.deadline} auf das Konto ${x.iban} unter Angabe der Vertragsnummer. Bei finanziellen Schwierigkeiten wenden Sie sich bitte umgehend an ${x.manager}, um eine Ratenzahlung zu vereinbaren.`,
      () =>
        'Geht die Zahlung nicht fristgerecht ein, behalten wir uns die fristlose Kündigung des Mietverhältnisses gemäß § 543 BGB vor.',
    ],
  },
  it: {
    subject: 'Sollecito di pagamento – canoni arretrati',
    hello: 'Gentile',
    due: 'Scadenza',
    rent: 'Canone',
    paid: 'Pagato',
    open: 'Residuo',
    total: 'Totale dovuto',
    tenancy: 'Rif. contratto',
    property: 'Immobile',
    manager: 'Referente',
    agency: 'Amministrazione immobili',
    paras: [
      (x) =>
        `dalle nostre scritture risulta che i canoni relativi all’immobile di ${x.property} non sono stati interamente corrisposti. Ad oggi il saldo del contratto ${x.tenancy} ammonta a ${x.owed}, come da prospetto.`,
      (x) =>
        `La invitiamo a versare l’importo entro il ${x.deadline} sul conto ${x.iban}, indicando il riferimento del contratto. In caso di difficoltà contatti ${x.manager} per concordare una rateizzazione.`,
      () =>
        'In mancanza di pagamento nel termine indicato procederemo con l’intimazione di sfratto per morosità senza ulteriore preavviso.',
    ],
  },
  pt: {
    subject: 'Interpelação – rendas em atraso',
    hello: 'Exmo.(a) Senhor(a)',
    due: 'Vencimento',
    rent: 'Renda',
    paid: 'Pago',
    open: 'Em dívida',
    total: 'Total em dívida',
    tenancy: 'Ref.ª contrato',
    property: 'Locado',
    manager: 'Gestor',
    agency: 'Gestão de arrendamentos',
    paras: [
      (x) =>
        `Verificamos que as rendas do locado sito em ${x.property} não foram integralmente pagas. Nesta data, o saldo do contrato ${x.tenancy} é de ${x.owed}, conforme o quadro seguinte.`,
      (x) =>
        `Solicitamos o pagamento até ${x.deadline} por transferência para o IBAN ${x.iban}, com indicação da referência do contrato. Em caso de dificuldade, contacte ${x.manager} para acordar um plano de pagamento.`,
      () =>
        'Na falta de pagamento no prazo indicado, procederemos à resolução do contrato e à cobrança judicial dos montantes em dívida.',
    ],
  },
  ru: {
    subject: 'Уведомление о задолженности по оплате найма',
    hello: 'Уважаемый(ая)',
    due: 'Срок оплаты',
    rent: 'Начислено',
    paid: 'Оплачено',
    open: 'Долг',
    total: 'Итого задолженность',
    tenancy: 'Договор №',
    property: 'Квартира',
    manager: 'Менеджер',
    agency: 'Управление арендой',
    paras: [
      (x) =>
        `Сообщаем, что плата за наём квартиры по адресу ${x.property} внесена не в полном объёме. Задолженность по договору ${x.tenancy} на сегодняшний день составляет ${x.owed} (расшифровка ниже).`,
      (x) =>
        `Просим погасить задолженность не позднее ${x.deadline} на счёт ${x.iban} с указанием номера договора. При финансовых затруднениях свяжитесь с менеджером (${x.manager}) для согласования графика платежей.`,
      () =>
        'В случае неоплаты в указанный срок мы будем вынуждены расторгнуть договор и обратиться в суд для взыскания задолженности.',
    ],
  },
};

/** A one- or two-page arrears notice. */
export function rentNotice(v: HtmlValues, name: string): HtmlDoc {
  const lang = v.lang;
  const w = WORDS[lang];
  const l = L[lang];
  const agency = v.company();
  const domain = v.domain(agency);
  const office = v.address();
  const tenant = v.person();
  const co = v.rng.next() < 0.5 ? v.person() : undefined;
  const home = v.address();
  const manager = v.person();
  const rent = v.amount(480, 2100);
  const sent = v.day(2024, 2025);
  const months = v.between(3, 9);
  const rows: string[] = [];
  let open = 0;
  for (let i = months; i >= 1; i--) {
    const due = new Date(Date.UTC(sent.getUTCFullYear(), sent.getUTCMonth() - i + 1, 1));
    const paid =
      v.rng.next() < 0.5
        ? rent
        : v.rng.next() < 0.5
          ? 0
          : Math.round(rent * v.rng.next() * 100) / 100;
    open += rent - paid;
    rows.push(
      `<tr><td>${pii('DATE', v.dateNum(due))}</td><td class="n">${pii('MONEY_AMOUNT', v.money(rent))}</td><td class="n">${pii('MONEY_AMOUNT', v.money(paid))}</td><td class="n">${pii('MONEY_AMOUNT', v.money(open))}</td></tr>`,
    );
  }
  const acct = v.account();
  const tenancy = v.ref(v.pick(['', 'MV-', 'L']), 6);
  const names = co
    ? `${pii('PERSON_NAME', tenant.full)} ${lang === 'en' ? 'and' : lang === 'de' ? 'und' : lang === 'ru' ? 'и' : lang === 'fr' ? 'et' : 'e'} ${pii('PERSON_NAME', co.full)}`
    : pii('PERSON_NAME', tenant.full);
  const x: V = {
    tenants: names,
    property: v.addressLines(home).join(', '),
    owed: pii('MONEY_AMOUNT', v.money(open)),
    deadline: pii('DATE', v.dateLong(new Date(sent.getTime() + 14 * 86400000))),
    iban: pii('ACCOUNT', acct.account),
    tenancy: pii('ID', tenancy),
    manager: pii('PERSON_NAME', manager.full),
  };
  const font = v.pick([
    '"Liberation Sans", sans-serif',
    '"DejaVu Serif", serif',
    '"URW Gothic", "DejaVu Sans", sans-serif',
  ]);
  const html = page({
    lang,
    paper: lang === 'en' ? 'Letter' : 'A4',
    css: `
body { font-family: ${font}; font-size: 10pt; color: #202020; }
header { display: flex; justify-content: space-between; align-items: flex-start; }
header .ag { font-size: 14pt; font-weight: bold; color: #2e5e4e; }
header .ag small { display: block; font-size: 7.5pt; font-weight: normal; color: #555; }
header .ct { font-size: 7.5pt; text-align: right; line-height: 1.4; }
footer { font-size: 7pt; color: #777; display: flex; justify-content: space-between; }
.addr { margin: 4mm 0 8mm; line-height: 1.35; }
.meta { display: grid; grid-template-columns: auto 1fr; column-gap: 4mm; font-size: 9pt; margin-bottom: 5mm; }
.meta > span { color: #555; }
h2 { font-size: 11pt; text-transform: uppercase; margin: 0 0 3mm; }
p { line-height: 1.45; text-align: justify; margin: 0 0 3mm; }
table.acc { width: 80%; margin: 2mm 0 5mm 8mm; font-size: 9pt; }
table.acc th { border-bottom: 0.8pt solid #2e5e4e; text-align: left; padding: 1mm; }
table.acc td { padding: 0.8mm 1mm; border-bottom: 0.2pt solid #ccc; }
td.n, th.n { text-align: right; }
tr.tot td { font-weight: bold; border-top: 0.8pt solid #2e5e4e; }`,
    header:
      `<div class="ag">${pii('ORGANIZATION', agency)}<small>${esc(l.agency)}</small></div>` +
      `<div class="ct">${v.addressLines(office).join('<br>')}<br>${pii('PHONE', v.phone(false))}<br>${pii('EMAIL', `info@${domain}`)}</div>`,
    footer: `<span>${esc(l.tenancy)} ${pii('ID', tenancy)}</span><span>${esc(w.page)} <span class="pageno"></span> ${esc(w.of)} <span class="pagecount"></span></span>`,
    blocks: [
      `<div class="addr">${names.replace(/ (and|und|и|et|e) /, '<br>')}<br>${v.addressLines(home).join('<br>')}</div>`,
      `<div class="meta"><span>${esc(w.date)}</span><div>${pii('DATE', v.dateNum(sent))}</div><span>${esc(l.tenancy)}</span><div>${pii('ID', tenancy)}</div>` +
        `<span>${esc(l.manager)}</span><div>${pii('PERSON_NAME', manager.full)}, ${pii('PHONE', v.phone(false))}, ${pii('EMAIL', v.workEmail(manager, domain))}</div></div>`,
      `<h2>${esc(l.subject)}</h2>`,
      `<p>${esc(l.hello)}${lang === 'de' ? ',' : lang === 'fr' || lang === 'pt' ? ',' : ` ${x.tenants},`}</p>`,
      `<p>${l.paras[0]!(x)}</p>`,
      `<table class="acc split"><thead><tr><th>${esc(l.due)}</th><th class="n">${esc(l.rent)}</th><th class="n">${esc(l.paid)}</th><th class="n">${esc(l.open)}</th></tr></thead><tbody>${rows.join('')}` +
        `<tr class="tot"><td>${esc(l.total)}</td><td></td><td></td><td class="n">${x.owed}</td></tr></tbody></table>`,
      ...l.paras.slice(1).map((p) => `<p>${p(x)}</p>`),
      `<p>${esc(w.regards)}<br><br>${pii('PERSON_NAME', manager.full)}<br>${pii('ORGANIZATION', agency)}</p>`,
    ],
  });
  return { name, lang, html };
}
