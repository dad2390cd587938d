/**
 * dev4: a CV with an employment-verification box, about employers named without a legal form:
 * an "Employer" field, a work-history table (period, employer, position, town), and sentences
 * ("I have worked at X as …", "joined X in 2019", "bei X beschäftigt", "trabajo en X como …").
 * Employers are ORGANIZATION, towns LOCATION; job titles, years alone and a month with its year
 * are not marked. The employers are brand-like and trade names written from general knowledge
 * for this set (not from any benchmark), a town's name inside one stays in it.
 */
import type { Lang } from '../locales';
import { esc, page, pii, type HtmlDoc } from './kit';
import type { HtmlValues } from './values';
import { WORDS } from './words';

/** Employers without a legal form, and towns, per country. */
const EMPLOYERS: Record<Lang, string[]> = {
  en: [
    'Brightwater Analytics',
    'Copperleaf Studios',
    'Northgate Pharmacy',
    'Maple & Finch',
    'Bluefin Logistics',
    'Halcyon Health',
    'Quillon',
    'Redwood Payments',
    'Oxford Street Dental',
  ],
  es: [
    'Grupo Ribera',
    'Talleres Amaya',
    'Clínica Dental Sonrisa',
    'Bodegas Tierra Alta',
    'Estudio Nómada',
    'Lanzadera Digital',
    'Transportes Sevilla Sur',
  ],
  fr: [
    'Maison Vasseur',
    'Atelier Lumière',
    'Groupe Hélio',
    'Cabinet Roussel',
    'Transports Marchal',
    'Pâtisserie Dumas',
    'Imprimerie de Lyon',
  ],
  de: [
    'Hofmann Logistik',
    'Bäckerei Krüger',
    'Lichtblick Medien',
    'Autohaus Brandt',
    'Kanzlei Wendler',
    'Stadtwerke Talheim',
    'Hamburger Hafenbetriebe',
  ],
  it: [
    'Officine Parodi',
    'Studio Legale Conti',
    'Pasticceria Riva',
    'Gruppo Meridiana',
    'Trasporti Bellini',
    'Farmacia San Marco',
    'Cantina Colli di Verona',
  ],
  pt: [
    'Grupo Tejo',
    'Clínica Sorriso',
    'Transportes Ribeiro',
    'Pastelaria Belém',
    'Estúdio Lume',
    'Construções Vieira',
    'Padaria Porto Velho',
  ],
  ru: [
    'ТехноПарк',
    'Вектор',
    'Сибирские Сети',
    'Альфа-Логистика',
    'Кондитерская Ласточка',
    'Стройинвест',
    'Уральские Заводы',
  ],
};

interface Words {
  cv: string;
  personal: string;
  experience: string;
  period: string;
  employer: string;
  position: string;
  town: string;
  verification: string;
  current: string;
  since: string;
  titles: string[];
  summary: (now: string, title: string, before: string) => string;
  joined: (org: string, year: number) => string;
  present: string;
}

const W: Record<Lang, Words> = {
  en: {
    cv: 'Curriculum Vitae',
    personal: 'Personal details',
    experience: 'Work experience',
    period: 'Period',
    employer: 'Employer',
    position: 'Position',
    town: 'Location',
    verification: 'Employment verification',
    current: 'Current employer',
    since: 'Employed since',
    titles: ['Data Analyst', 'Office Manager', 'Warehouse Supervisor', 'Account Executive'],
    summary: (now, title, before) =>
      `Since the spring I have worked at ${now} as ${title}. Before that I spent four years with ${before}, where I led a small team.`,
    joined: (org, year) => `I joined ${org} in ${year} straight after my apprenticeship.`,
    present: 'present',
  },
  es: {
    cv: 'Currículum vitae',
    personal: 'Datos personales',
    experience: 'Experiencia profesional',
    period: 'Periodo',
    employer: 'Empleador',
    position: 'Puesto',
    town: 'Localidad',
    verification: 'Verificación laboral',
    current: 'Empresa actual',
    since: 'En plantilla desde',
    titles: ['Técnica de administración', 'Jefe de almacén', 'Comercial', 'Analista de datos'],
    summary: (now, title, before) =>
      `Actualmente trabajo en ${now} como ${title}. Antes estuve cuatro años en ${before}, donde coordiné un equipo pequeño.`,
    joined: (org, year) => `Me incorporé a ${org} en ${year} al terminar mis estudios.`,
    present: 'actualidad',
  },
  fr: {
    cv: 'Curriculum vitae',
    personal: 'État civil',
    experience: 'Expérience professionnelle',
    period: 'Période',
    employer: 'Employeur',
    position: 'Poste',
    town: 'Ville',
    verification: 'Attestation d’emploi',
    current: 'Employeur actuel',
    since: 'En poste depuis le',
    titles: ['Assistante de direction', 'Chef d’atelier', 'Commercial', 'Comptable'],
    summary: (now, title, before) =>
      `Je travaille actuellement chez ${now} en tant que ${title}. Auparavant, j’ai passé quatre ans chez ${before}, où j’encadrais une petite équipe.`,
    joined: (org, year) => `J’ai rejoint ${org} en ${year} après mon apprentissage.`,
    present: 'aujourd’hui',
  },
  de: {
    cv: 'Lebenslauf',
    personal: 'Persönliche Daten',
    experience: 'Berufserfahrung',
    period: 'Zeitraum',
    employer: 'Arbeitgeber',
    position: 'Position',
    town: 'Ort',
    verification: 'Beschäftigungsnachweis',
    current: 'Derzeitiger Arbeitgeber',
    since: 'Beschäftigt seit',
    titles: ['Sachbearbeiterin', 'Lagerleiter', 'Kaufmännische Angestellte', 'Disponent'],
    summary: (now, title, before) =>
      `Seit dem Frühjahr bin ich bei ${now} als ${title} beschäftigt. Davor war ich vier Jahre bei ${before} tätig und habe dort ein kleines Team geleitet.`,
    joined: (org, year) => `Nach meiner Ausbildung habe ich ${year} bei ${org} angefangen.`,
    present: 'heute',
  },
  it: {
    cv: 'Curriculum vitae',
    personal: 'Dati personali',
    experience: 'Esperienze lavorative',
    period: 'Periodo',
    employer: 'Datore di lavoro',
    position: 'Mansione',
    town: 'Città',
    verification: 'Verifica del rapporto di lavoro',
    current: 'Datore di lavoro attuale',
    since: 'Assunto dal',
    titles: ['Impiegata amministrativa', 'Magazziniere', 'Addetto vendite', 'Contabile'],
    summary: (now, title, before) =>
      `Attualmente lavoro presso ${now} come ${title}. In precedenza ho lavorato quattro anni per ${before}, dove coordinavo un piccolo gruppo.`,
    joined: (org, year) => `Sono entrato in ${org} nel ${year}, subito dopo il diploma.`,
    present: 'oggi',
  },
  pt: {
    cv: 'Curriculum vitae',
    personal: 'Dados pessoais',
    experience: 'Experiência profissional',
    period: 'Período',
    employer: 'Entidade empregadora',
    position: 'Função',
    town: 'Localidade',
    verification: 'Declaração de vínculo laboral',
    current: 'Empregador atual',
    since: 'Admitido em',
    titles: ['Técnica administrativa', 'Encarregado de armazém', 'Comercial', 'Contabilista'],
    summary: (now, title, before) =>
      `Atualmente trabalho na ${now} como ${title}. Antes disso, trabalhei quatro anos na ${before}, onde coordenei uma pequena equipa.`,
    joined: (org, year) => `Entrei na ${org} em ${year}, logo após terminar o curso.`,
    present: 'presente',
  },
  ru: {
    cv: 'Резюме',
    personal: 'Личные данные',
    experience: 'Опыт работы',
    period: 'Период',
    employer: 'Работодатель',
    position: 'Должность',
    town: 'Город',
    verification: 'Подтверждение занятости',
    current: 'Текущий работодатель',
    since: 'Принят на работу',
    titles: ['бухгалтер', 'начальник склада', 'менеджер по продажам', 'аналитик'],
    summary: (now, title, before) =>
      `В настоящее время работаю в ${now} (${title}). До этого четыре года работал в ${before}, где руководил небольшой группой.`,
    joined: (org, year) => `В ${year} году пришёл в ${org} после окончания колледжа.`,
    present: 'по настоящее время',
  },
};

/** A CV page with an employment-verification box and a work history of three to five posts. */
export function employmentHistory(v: HtmlValues, name: string): HtmlDoc {
  const lang = v.lang;
  const w = WORDS[lang];
  const t = W[lang];
  const person = v.person();
  const addr = v.address();
  const pool = [...EMPLOYERS[lang]];
  const take = () => pool.splice(v.rng.int(pool.length), 1)[0]!;
  const posts = v.between(3, 5);
  const employers = Array.from({ length: posts }, take);
  const org = (x: string) => pii('ORGANIZATION', x);
  let year = 2025;
  const rows: string[] = [];
  for (let i = 0; i < posts; i++) {
    const from = year - v.between(1, 5);
    const period = `${from} – ${i === 0 ? t.present : year}`;
    const town = v.address().town;
    rows.push(
      `<tr><td>${esc(period)}</td><td>${org(employers[i]!)}</td><td>${esc(v.pick(t.titles))}</td><td>${pii('LOCATION', town)}</td></tr>`,
    );
    year = from;
  }
  const font = v.pick(['"Liberation Serif", serif', '"Liberation Sans", sans-serif']);
  const html = page({
    lang,
    paper: lang === 'en' ? 'Letter' : 'A4',
    css: `
body { font-family: ${font}; font-size: 10pt; color: #202020; }
header { font-size: 8pt; color: #666; }
footer { font-size: 7.5pt; color: #777; text-align: right; }
h1 { font-size: 17pt; margin: 0 0 1mm; }
h2 { font-size: 11pt; border-bottom: 0.6pt solid #888; margin: 5mm 0 2mm; }
.grid { display: grid; grid-template-columns: 45mm 1fr; row-gap: 1mm; }
.grid .k { color: #555; }
table.hist { width: 100%; font-size: 9pt; }
table.hist th { text-align: left; border-bottom: 0.8pt solid #333; padding: 1mm; }
table.hist td { padding: 1mm; vertical-align: top; }
.box { border: 0.8pt solid #555; padding: 2mm 3mm; margin-top: 4mm; }
p { line-height: 1.35; text-align: justify; }`,
    header: `${esc(t.cv)} · ${pii('PERSON_NAME', person.full)}`,
    footer: `${esc(w.page)} <span class="pageno"></span> ${esc(w.of)} <span class="pagecount"></span>`,
    blocks: [
      `<h1>${pii('PERSON_NAME', person.full)}</h1>`,
      `<h2>${esc(t.personal)}</h2><div class="grid"><div class="k">${esc(w.address)}</div><div>${v.addressLines(addr).join(', ')}</div>` +
        `<div class="k">${esc(w.phone)}</div><div>${pii('PHONE', v.phone(true))}</div>` +
        `<div class="k">${esc(w.email)}</div><div>${pii('EMAIL', v.email(person))}</div></div>`,
      `<p>${t.summary(org(employers[0]!), esc(v.pick(t.titles)), org(employers[1]!))} ${t.joined(org(employers[posts - 1]!), year)}</p>`,
      `<h2>${esc(t.experience)}</h2><table class="hist"><thead><tr><th>${esc(t.period)}</th><th>${esc(t.employer)}</th><th>${esc(t.position)}</th><th>${esc(t.town)}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
      `<div class="box"><b>${esc(t.verification)}</b><br>${esc(t.current)}: ${org(employers[0]!)}<br>` +
        `${esc(t.employer)}: ${org(employers[0]!)} · ${esc(t.since)} ${pii('DATE', v.dateNum(v.day(2021, 2024)))}</div>`,
    ],
  });
  return { name, lang, html };
}
