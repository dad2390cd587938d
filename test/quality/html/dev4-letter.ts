/** dev4: a business letter with a sidebar letterhead (insurer's decision on a claim). */
import type { Lang } from '../locales';
import { esc, page, pii, type HtmlDoc } from './kit';
import type { HtmlValues } from './values';
import { WORDS } from './words';

/** Marked values the paragraphs use. */
interface V {
  claim: string;
  policy: string;
  event: string;
  amount: string;
  paid: string;
  iban: string;
  handler: string;
  direct: string;
  plate: string;
}

interface Labels {
  subject: string;
  yourRef: string;
  ourRef: string;
  salute: (surname: string, female: boolean) => string;
  paras: Array<(x: V) => string>;
  direct: string;
  title: string;
  cc: string;
  vat: string;
  web: string;
  reg: string;
}

const L: Record<Lang, Labels> = {
  en: {
    subject: 'Your claim under policy',
    yourRef: 'Your reference',
    ourRef: 'Claim number',
    salute: (s, f) => `Dear ${f ? 'Ms.' : 'Mr.'} ${s},`,
    paras: [
      (x) =>
        `Thank you for reporting the incident of ${x.event} involving your vehicle with license plate ${x.plate}, insured under policy ${x.policy}. We have now completed our review of claim ${x.claim}.`,
      (x) =>
        `Based on the repair estimate and the adjuster’s report, we have approved ${x.amount}. After your deductible, a payment of ${x.paid} will be sent by direct deposit to your account ${x.iban} within five business days.`,
      (x) =>
        `If you disagree with this decision you may request a review within 60 days. Please quote the claim number in all correspondence. Your claims handler, ${x.handler}, can be reached directly at ${x.direct}.`,
    ],
    direct: 'Direct line',
    title: 'Senior Claims Adjuster',
    cc: 'cc',
    vat: 'NAIC No.',
    web: 'Web',
    reg: 'Licensed in all 50 states.',
  },
  es: {
    subject: 'Su siniestro de la póliza',
    yourRef: 'Su referencia',
    ourRef: 'Nº de siniestro',
    salute: (s, f) => `${f ? 'Estimada Sra.' : 'Estimado Sr.'} ${s}:`,
    paras: [
      (x) =>
        `Le agradecemos que nos comunicara el siniestro ocurrido el ${x.event} con el vehículo matrícula ${x.plate}, asegurado en la póliza ${x.policy}. Hemos concluido la tramitación del expediente ${x.claim}.`,
      (x) =>
        `De acuerdo con el informe pericial, se ha valorado el daño en ${x.amount}. Descontada la franquicia, le abonaremos ${x.paid} mediante transferencia a la cuenta ${x.iban} en un plazo de cinco días hábiles.`,
      (x) =>
        `Si no está conforme con esta resolución puede presentar una reclamación en el plazo de dos meses. Su tramitador, ${x.handler}, le atenderá en el teléfono directo ${x.direct}.`,
    ],
    direct: 'Teléfono directo',
    title: 'Tramitadora de siniestros',
    cc: 'c.c.',
    vat: 'CIF',
    web: 'Web',
    reg: 'Inscrita en el Registro Mercantil.',
  },
  fr: {
    subject: 'Votre sinistre – contrat',
    yourRef: 'Vos références',
    ourRef: 'N° de sinistre',
    salute: (_s, f) => (f ? 'Madame,' : 'Monsieur,'),
    paras: [
      (x) =>
        `Nous faisons suite à votre déclaration du sinistre survenu le ${x.event} avec le véhicule immatriculé ${x.plate}, assuré par le contrat ${x.policy}. L’instruction du dossier ${x.claim} est désormais terminée.`,
      (x) =>
        `Au vu du rapport d’expertise, le montant des dommages est fixé à ${x.amount}. Déduction faite de la franchise, nous vous versons ${x.paid} par virement sur votre compte ${x.iban} sous cinq jours ouvrés.`,
      (x) =>
        `En cas de désaccord, vous pouvez saisir notre service réclamations dans un délai de deux mois. Votre gestionnaire, ${x.handler}, reste à votre disposition au ${x.direct}.`,
    ],
    direct: 'Ligne directe',
    title: 'Gestionnaire sinistres',
    cc: 'Copie',
    vat: 'SIREN',
    web: 'Site',
    reg: 'Entreprise régie par le Code des assurances.',
  },
  de: {
    subject: 'Ihr Schadenfall zum Vertrag',
    yourRef: 'Ihr Zeichen',
    ourRef: 'Schadennummer',
    salute: (s, f) => `${f ? 'Sehr geehrte Frau' : 'Sehr geehrter Herr'} ${s},`,
    paras: [
      (x) =>
        `vielen Dank für Ihre Meldung des Schadens vom ${x.event} an Ihrem Fahrzeug mit dem Kennzeichen ${x.plate}, versichert unter Vertrag ${x.policy}. Die Prüfung des Schadens ${x.claim} ist abgeschlossen.`,
      (x) =>
        `Auf Grundlage des Gutachtens erkennen wir einen Schaden von ${x.amount} an. Abzüglich Ihrer Selbstbeteiligung überweisen wir ${x.paid} innerhalb von fünf Werktagen auf Ihr Konto ${x.iban}.`,
      (x) =>
        `Sind Sie mit dieser Entscheidung nicht einverstanden, können Sie innerhalb von zwei Monaten Widerspruch einlegen. Ihre Sachbearbeitung, ${x.handler}, erreichen Sie direkt unter ${x.direct}.`,
    ],
    direct: 'Durchwahl',
    title: 'Schadenregulierung',
    cc: 'Kopie an',
    vat: 'USt-IdNr.',
    web: 'Internet',
    reg: 'Sitz der Gesellschaft: siehe Briefkopf.',
  },
  it: {
    subject: 'Sinistro relativo alla polizza',
    yourRef: 'Vs. riferimento',
    ourRef: 'N. sinistro',
    salute: (s, f) => `${f ? 'Gentile Sig.ra' : 'Egregio Sig.'} ${s},`,
    paras: [
      (x) =>
        `facciamo seguito alla denuncia del sinistro avvenuto il ${x.event} con il veicolo targato ${x.plate}, assicurato con la polizza ${x.policy}. L’istruttoria della pratica ${x.claim} è conclusa.`,
      (x) =>
        `Sulla base della perizia il danno è stato quantificato in ${x.amount}. Al netto della franchigia le sarà liquidato l’importo di ${x.paid} mediante bonifico sul conto ${x.iban} entro cinque giorni lavorativi.`,
      (x) =>
        `In caso di disaccordo può presentare reclamo entro sessanta giorni. Il liquidatore incaricato, ${x.handler}, è raggiungibile al numero diretto ${x.direct}.`,
    ],
    direct: 'Tel. diretto',
    title: 'Liquidatore sinistri',
    cc: 'p.c.',
    vat: 'P. IVA',
    web: 'Web',
    reg: 'Iscritta all’Albo delle imprese di assicurazione.',
  },
  pt: {
    subject: 'Sinistro da apólice',
    yourRef: 'Sua referência',
    ourRef: 'N.º de sinistro',
    salute: (s, f) => `${f ? 'Exma. Senhora' : 'Exmo. Senhor'} ${s},`,
    paras: [
      (x) =>
        `Agradecemos a participação do sinistro ocorrido em ${x.event} com o veículo de matrícula ${x.plate}, seguro pela apólice ${x.policy}. A análise do processo ${x.claim} está concluída.`,
      (x) =>
        `Com base no relatório de peritagem, o dano foi avaliado em ${x.amount}. Deduzida a franquia, será pago o valor de ${x.paid} por transferência para a conta ${x.iban} no prazo de cinco dias úteis.`,
      (x) =>
        `Caso não concorde com esta decisão, pode apresentar reclamação no prazo de sessenta dias. O gestor do processo, ${x.handler}, está disponível no contacto direto ${x.direct}.`,
    ],
    direct: 'Contacto direto',
    title: 'Gestora de sinistros',
    cc: 'c/c',
    vat: 'NIPC',
    web: 'Site',
    reg: 'Matriculada na Conservatória do Registo Comercial.',
  },
  ru: {
    subject: 'Страховой случай по полису',
    yourRef: 'Ваш исх.',
    ourRef: '№ убытка',
    salute: (s, f) => `${f ? 'Уважаемая' : 'Уважаемый'} ${s}!`,
    paras: [
      (x) =>
        `Благодарим вас за сообщение о страховом случае ${x.event} с автомобилем, государственный номер ${x.plate}, застрахованным по полису ${x.policy}. Рассмотрение убытка ${x.claim} завершено.`,
      (x) =>
        `По заключению эксперта ущерб оценён в ${x.amount}. За вычетом франшизы вам будет перечислено ${x.paid} на счёт ${x.iban} в течение пяти рабочих дней.`,
      (x) =>
        `Если вы не согласны с решением, вы можете направить претензию в течение 30 дней. Ваш куратор, ${x.handler}, доступен по прямому телефону ${x.direct}.`,
    ],
    direct: 'Прямой телефон',
    title: 'Специалист по урегулированию убытков',
    cc: 'Копия',
    vat: 'ИНН',
    web: 'Сайт',
    reg: 'Лицензия Банка России.',
  },
};

const PLATES: Record<Lang, (v: HtmlValues) => string> = {
  en: (v) =>
    `${v.letter('ABCDEFGHJK')}${v.letter('ABCDEFGHJK')}${v.letter('LMNPRSTUVW')}-${v.digits(4)}`,
  es: (v) =>
    `${v.digits(4)} ${v.letter('BCDFGHJKL')}${v.letter('BCDFGHJKLMNPRST')}${v.letter('BCDFGHJKLMNPRSTVWXYZ')}`,
  fr: (v) =>
    `${v.letter('ABCDEFGH')}${v.letter('ABCDEFGH')}-${v.digits(3)}-${v.letter('JKLMNP')}${v.letter('QRSTVW')}`,
  de: (v) =>
    `${v.pick(['B', 'HH', 'M', 'K', 'L'])}-${v.letter('ABCDEFGH')}${v.letter('KLMNPR')} ${v.between(1, 9999)}`,
  it: (v) =>
    `${v.letter('ABCDEFG')}${v.letter('ABCDEFGHJ')} ${v.digits(3)}${v.letter('KLMNP')}${v.letter('RSTVZ')}`,
  pt: (v) => `${v.digits(2)}-${v.letter('ABCDEFGH')}${v.letter('JKLMNP')}-${v.digits(2)}`,
  ru: (v) =>
    `${v.pick(['А', 'В', 'Е', 'К', 'М'])} ${v.digits(3)} ${v.pick(['ОР', 'ТХ', 'ВС'])} ${v.pick(['77', '78', '116', '199'])}`,
};

/** A one- or two-page letter with a letterhead sidebar. */
export function claimLetter(v: HtmlValues, name: string): HtmlDoc {
  const lang = v.lang;
  const w = WORDS[lang];
  const l = L[lang];
  const insurer = v.company();
  const domain = v.domain(insurer);
  const office = v.address();
  const to = v.person();
  const toAddr = v.address();
  const handler = v.person();
  const copy = v.person();
  const sent = v.day(2024, 2025);
  const event = new Date(sent.getTime() - v.between(10, 90) * 86400000);
  const amountN = v.amount(800, 9500);
  const deductible = v.pick([150, 250, 300, 500]);
  const acct = v.account();
  const claim = v.ref(v.pick(['SIN-', 'CL', '']), 9);
  const policy = v.ref(v.pick(['POL', 'AU-', '']), 8);
  const direct = v.phone(false);
  const font = v.pick([
    '"Liberation Serif", serif',
    '"DejaVu Serif", serif',
    '"Liberation Sans", sans-serif',
  ]);
  const x: V = {
    claim: pii('ID', claim),
    policy: pii('ID', policy),
    event: pii('DATE', v.dateLong(event)),
    amount: pii('MONEY_AMOUNT', v.money(amountN)),
    paid: pii('MONEY_AMOUNT', v.money(amountN - deductible)),
    iban: pii('ACCOUNT', acct.account),
    handler: pii('PERSON_NAME', handler.full),
    direct: pii('PHONE', direct),
    plate: pii('ID', PLATES[lang](v)),
  };
  const place = lang === 'en' ? '' : `${pii('LOCATION', office.town)}, `;
  const html = page({
    lang,
    paper: lang === 'en' ? 'Letter' : 'A4',
    css: `
body { font-family: ${font}; font-size: 10.5pt; color: #111; }
.page > main { left: 62mm; }
.page > header { left: 16mm; right: auto; width: 40mm; top: 14mm; font-size: 7.8pt; color: #36454f; line-height: 1.45; }
header .logo { font-size: 12pt; font-weight: bold; color: #8b0000; margin-bottom: 4mm; line-height: 1.15; }
header p { margin: 0 0 3mm; }
footer { left: 62mm !important; font-size: 7pt; color: #777; display: flex; justify-content: space-between; }
.window { font-size: 10pt; line-height: 1.35; margin-bottom: 10mm; }
.window .back { font-size: 6.5pt; color: #666; border-bottom: 0.4pt solid #999; margin-bottom: 1.5mm; }
.refs { display: flex; gap: 8mm; font-size: 8.5pt; margin-bottom: 6mm; }
.refs div > span.l { display: block; color: #666; font-size: 7pt; }
.date { text-align: right; margin-bottom: 6mm; }
h2 { font-size: 11pt; margin: 0 0 4mm; }
p.body { text-align: justify; line-height: 1.4; margin: 0 0 3mm; }
.sig { margin-top: 10mm; }`,
    header:
      `<div class="logo">${pii('ORGANIZATION', insurer)}</div>` +
      `<p>${v.addressLines(office).join('<br>')}</p><p>${esc(w.phone)} ${pii('PHONE', v.phone(false))}<br>${esc(l.web)}: ${pii('URL', `www.${domain}`)}</p>` +
      `<p>${esc(l.vat)} ${pii('ID', v.taxId())}</p><p>${esc(l.reg)}</p>`,
    footer: `<span>${esc(l.ourRef)} ${pii('ID', claim)}</span><span>${esc(w.page)} <span class="pageno"></span> ${esc(w.of)} <span class="pagecount"></span></span>`,
    blocks: [
      `<div class="window"><div class="back">${pii('ORGANIZATION', insurer)} · ${pii('ADDRESS', office.street)} · ${pii('ZIP_CODE', office.zip)} ${pii('LOCATION', office.town)}</div>` +
        `${pii('PERSON_NAME', to.full)}<br>${v.addressLines(toAddr).join('<br>')}</div>`,
      `<div class="refs"><div><span class="l">${esc(l.yourRef)}</span>${pii('ID', v.ref('', 6))}</div><div><span class="l">${esc(l.ourRef)}</span>${x.claim}</div>` +
        `<div><span class="l">${esc(l.direct)}</span>${x.direct}</div><div><span class="l">${esc(w.email)}</span>${pii('EMAIL', v.workEmail(handler, domain))}</div></div>`,
      `<div class="date">${place}${pii('DATE', v.dateLong(sent))}</div>`,
      `<h2>${esc(l.subject)} ${x.policy}</h2>`,
      `<p class="body">${esc(l.salute(lang === 'ru' ? `${to.first}` : to.last, to.female)).replace(esc(lang === 'ru' ? to.first : to.last), pii('PERSON_NAME', lang === 'ru' ? to.first : to.last))}</p>`,
      ...l.paras.map((p) => `<p class="body">${p(x)}</p>`),
      `<div class="sig">${esc(w.regards)}<br><br><br>${pii('PERSON_NAME', handler.full)}<br>${esc(l.title)}<br><br><small>${esc(l.cc)}: ${pii('PERSON_NAME', copy.full)}</small></div>`,
    ],
  });
  return { name, lang, html };
}
