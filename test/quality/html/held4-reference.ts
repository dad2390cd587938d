/** held4: an employment certificate / reference letter from an employer's HR department. */
import type { Lang } from '../locales';
import { esc, page, pii, type HtmlDoc } from './kit';
import type { HtmlValues } from './values';
import { WORDS } from './words';

/** Marked values of the certificate text. */
interface V {
  name: string;
  born: string;
  birthplace: string;
  from: string;
  to: string;
  company: string;
  salary: string;
  boss: string;
  idNo: string;
}

interface Labels {
  title: string;
  body: Array<(x: V, she: boolean) => string>;
  roles: string[];
  verify: string;
  hr: string;
  ref: string;
  reg: string;
}

const L: Record<Lang, Labels> = {
  en: {
    title: 'TO WHOM IT MAY CONCERN',
    roles: ['Payroll Specialist', 'Logistics Coordinator', 'Quality Engineer'],
    hr: 'Director of People Operations',
    ref: 'Ref.',
    verify:
      'Employment can be verified by writing to our HR department. This letter contains personal data and is issued at the request of the employee.',
    reg: 'An equal opportunity employer.',
    body: [
      (x, s) =>
        `This is to certify that ${x.name}, born on ${x.born} in ${x.birthplace}, was employed by ${x.company} from ${x.from} to ${x.to}. During this period ${s ? 'she' : 'he'} held the position described below.`,
      (x, s) =>
        `${s ? 'Her' : 'His'} final annual salary was ${x.salary}. ${s ? 'She' : 'He'} reported to ${x.boss} and consistently exceeded expectations, showing initiative, accuracy and a cooperative attitude towards colleagues and customers.`,
      (x) =>
        `The employment ended by mutual agreement. We wish ${x.name} every success in the future. Employee number for reference: ${x.idNo}.`,
    ],
  },
  es: {
    title: 'CERTIFICADO DE EMPRESA',
    roles: ['Técnica de nóminas', 'Coordinador de logística', 'Ingeniera de calidad'],
    hr: 'Directora de Recursos Humanos',
    ref: 'Ref.',
    verify:
      'Este certificado se expide a petición del interesado y contiene datos personales protegidos.',
    reg: 'Inscrita en el Registro Mercantil, tomo 1234, folio 56.',
    body: [
      (x, s) =>
        `Certificamos que ${s ? 'doña' : 'don'} ${x.name}, nacid${s ? 'a' : 'o'} el ${x.born} en ${x.birthplace}, ha prestado servicios en ${x.company} desde el ${x.from} hasta el ${x.to}.`,
      (x) =>
        `Su último salario bruto anual ascendió a ${x.salary}. Dependía directamente de ${x.boss} y desempeñó sus funciones con plena satisfacción de la empresa, demostrando responsabilidad y capacidad de trabajo en equipo.`,
      (x) => `La relación laboral finalizó por baja voluntaria. Número de empleado: ${x.idNo}.`,
    ],
  },
  fr: {
    title: 'CERTIFICAT DE TRAVAIL',
    roles: ['Gestionnaire de paie', 'Coordinateur logistique', 'Ingénieure qualité'],
    hr: 'Directrice des ressources humaines',
    ref: 'Réf.',
    verify: 'Certificat délivré pour servir et valoir ce que de droit.',
    reg: 'SAS au capital de 150 000 euros.',
    body: [
      (x, s) =>
        `Nous soussignés certifions que ${s ? 'Madame' : 'Monsieur'} ${x.name}, né${s ? 'e' : ''} le ${x.born} à ${x.birthplace}, a été employé${s ? 'e' : ''} par ${x.company} du ${x.from} au ${x.to}.`,
      (x, s) =>
        `${s ? 'Elle' : 'Il'} percevait en dernier lieu une rémunération brute annuelle de ${x.salary}. Placé${s ? 'e' : ''} sous la responsabilité de ${x.boss}, ${s ? 'elle' : 'il'} a fait preuve de rigueur et d’un excellent sens du service.`,
      (x) => `${x.name} nous quitte libre de tout engagement. Matricule : ${x.idNo}.`,
    ],
  },
  de: {
    title: 'ARBEITSZEUGNIS',
    roles: ['Lohnbuchhalterin', 'Logistikkoordinator', 'Qualitätsingenieurin'],
    hr: 'Leitung Personal',
    ref: 'Zeichen',
    verify: 'Dieses Zeugnis wurde auf Wunsch der Mitarbeiterin bzw. des Mitarbeiters ausgestellt.',
    reg: 'Amtsgericht Registergericht HRB 12345.',
    body: [
      (x, s) =>
        `${s ? 'Frau' : 'Herr'} ${x.name}, geboren am ${x.born} in ${x.birthplace}, war vom ${x.from} bis zum ${x.to} in unserem Unternehmen ${x.company} beschäftigt.`,
      (x, s) =>
        `Das Jahresbruttogehalt betrug zuletzt ${x.salary}. ${s ? 'Sie' : 'Er'} berichtete direkt an ${x.boss} und erledigte die übertragenen Aufgaben stets zu unserer vollsten Zufriedenheit.`,
      (x, s) =>
        `${s ? 'Sie' : 'Er'} verlässt uns auf eigenen Wunsch. Wir danken ${x.name} für die stets gute Zusammenarbeit. Personalnummer: ${x.idNo}.`,
    ],
  },
  it: {
    title: 'DICHIARAZIONE DI SERVIZIO',
    roles: ['Addetta paghe', 'Coordinatore logistico', 'Ingegnera della qualità'],
    hr: 'Responsabile Risorse Umane',
    ref: 'Rif.',
    verify: 'Si rilascia su richiesta dell’interessato per gli usi consentiti dalla legge.',
    reg: 'Capitale sociale i.v. 100.000 euro.',
    body: [
      (x, s) =>
        `Si dichiara che ${s ? 'la Sig.ra' : 'il Sig.'} ${x.name}, nat${s ? 'a' : 'o'} a ${x.birthplace} il ${x.born}, è stat${s ? 'a' : 'o'} alle dipendenze di ${x.company} dal ${x.from} al ${x.to}.`,
      (x) =>
        `La retribuzione annua lorda percepita da ultimo era pari a ${x.salary}. Ha lavorato alle dirette dipendenze di ${x.boss}, distinguendosi per affidabilità e spirito di collaborazione.`,
      (x) => `Il rapporto di lavoro è cessato per dimissioni volontarie. Matricola: ${x.idNo}.`,
    ],
  },
  pt: {
    title: 'DECLARAÇÃO DE TRABALHO',
    roles: [
      'Técnica de processamento salarial',
      'Coordenador de logística',
      'Engenheira da qualidade',
    ],
    hr: 'Diretora de Recursos Humanos',
    ref: 'Ref.ª',
    verify: 'Declaração emitida a pedido do interessado, para os devidos efeitos.',
    reg: 'Capital social 50 000 euros.',
    body: [
      (x, s) =>
        `Declara-se que ${x.name}, nascid${s ? 'a' : 'o'} a ${x.born}, natural de ${x.birthplace}, exerceu funções em ${x.company} entre ${x.from} e ${x.to}.`,
      (x) =>
        `Auferia, à data da cessação, a remuneração anual ilíquida de ${x.salary}. Reportava a ${x.boss} e desempenhou as suas funções com zelo, competência e assiduidade.`,
      (x) => `O contrato cessou por acordo entre as partes. N.º mecanográfico: ${x.idNo}.`,
    ],
  },
  ru: {
    title: 'СПРАВКА С МЕСТА РАБОТЫ',
    roles: [
      'Специалист по расчёту заработной платы',
      'Координатор логистики',
      'Инженер по качеству',
    ],
    hr: 'Начальник отдела кадров',
    ref: 'Исх. №',
    verify: 'Справка выдана по месту требования.',
    reg: 'ОГРН 1027700132195.',
    body: [
      (x) =>
        `Настоящим подтверждается, что ${x.name}, дата рождения ${x.born}, место рождения ${x.birthplace}, работал(а) в ${x.company} с ${x.from} по ${x.to}.`,
      (x) =>
        `Годовой доход за последний год работы составил ${x.salary}. Непосредственный руководитель — ${x.boss}. За время работы зарекомендовал(а) себя как ответственный и квалифицированный специалист.`,
      (x) => `Трудовой договор расторгнут по инициативе работника. Табельный номер: ${x.idNo}.`,
    ],
  },
};

/** A one-page employment certificate. */
export function referenceLetter(v: HtmlValues, name: string): HtmlDoc {
  const lang = v.lang;
  const w = WORDS[lang];
  const l = L[lang];
  const company = v.company();
  const domain = v.domain(company);
  const office = v.address();
  const emp = v.person();
  const hr = v.person();
  const boss = v.person();
  const from = v.day(2008, 2019);
  const to = v.day(2020, 2025);
  const issued = new Date(to.getTime() + v.between(1, 30) * 86400000);
  const born = v.day(1958, 2000);
  const salary = lang === 'ru' ? v.amount(600000, 2400000) : v.amount(24000, 88000);
  const x: V = {
    name: pii('PERSON_NAME', emp.full),
    born: pii('DATE', v.rng.next() < 0.5 ? v.dateLong(born) : v.dateNum(born)),
    birthplace: pii('LOCATION', v.address().town),
    from: pii('DATE', v.dateLong(from)),
    to: pii('DATE', v.dateLong(to)),
    company: pii('ORGANIZATION', company),
    salary: pii('MONEY_AMOUNT', v.money(salary)),
    boss: pii('PERSON_NAME', boss.full),
    idNo: pii('ID', v.ref(v.pick(['', 'P', 'HR-']), 5)),
  };
  const font = v.pick([
    '"URW Bookman", "DejaVu Serif", serif',
    '"Liberation Serif", serif',
    '"DejaVu Sans", sans-serif',
  ]);
  const html = page({
    lang,
    paper: lang === 'en' ? 'Letter' : 'A4',
    css: `
body { font-family: ${font}; font-size: 11pt; color: #1a1a1a; }
header { text-align: center; border-bottom: 0.8pt double #555; padding-bottom: 2mm; }
header .n { font-size: 16pt; letter-spacing: 1pt; }
header .a { font-size: 8pt; color: #555; }
.page > main { top: 40mm; left: 25mm; right: 25mm; }
footer { text-align: center; font-size: 7.5pt; color: #666; }
h1 { text-align: center; font-size: 13pt; letter-spacing: 2pt; margin: 8mm 0 8mm; }
.ref { display: flex; justify-content: space-between; font-size: 9pt; }
p.t { text-align: justify; line-height: 1.6; text-indent: 8mm; margin: 0 0 4mm; }
.role { margin: 2mm 0 5mm 16mm; font-weight: bold; }
.sig { margin-top: 16mm; width: 70mm; margin-left: auto; text-align: center; line-height: 1.4; }
.stamp { border: 1.2pt solid #1f4e9c; color: #1f4e9c; border-radius: 50%; width: 32mm; height: 32mm; display: flex; align-items: center; justify-content: center; text-align: center; font-size: 7pt; margin: 4mm 0 0 6mm; }
.note { font-size: 8pt; color: #555; margin-top: 10mm; }`,
    header: `<div class="n">${pii('ORGANIZATION', company)}</div><div class="a">${v.addressLines(office).join(' — ')} — ${pii('PHONE', v.phone(false))} — ${pii('URL', `https://www.${domain}`)}</div>`,
    footer: `${esc(l.reg)} · ${esc(w.page)} <span class="pageno"></span> ${esc(w.of)} <span class="pagecount"></span>`,
    blocks: [
      `<div class="ref"><span>${esc(l.ref)} ${pii('ID', `${v.letter('ABCDHKLMR')}${v.letter('ABCDHKLMR')}/${v.digits(3)}/${issued.getUTCFullYear()}`)}</span><span>${lang === 'en' ? '' : `${pii('LOCATION', office.town)}, `}${pii('DATE', v.dateLong(issued))}</span></div>`,
      `<h1>${esc(l.title)}</h1>`,
      `<p class="t">${l.body[0]!(x, emp.female)}</p>`,
      `<div class="role">${esc(v.pick(l.roles))}</div>`,
      ...l.body.slice(1).map((b) => `<p class="t">${b(x, emp.female)}</p>`),
      `<div class="sig">${pii('PERSON_NAME', hr.full)}<br>${esc(l.hr)}<br>${pii('EMAIL', v.workEmail(hr, domain))}</div>`,
      `<div class="stamp">${pii('ORGANIZATION', company)}</div>`,
      `<p class="note">${esc(l.verify)}</p>`,
    ],
  });
  return { name, lang, html };
}
