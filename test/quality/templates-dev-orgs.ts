/**
 * Development templates about organisations named without a legal form: an employment
 * reference letter (letterhead, "employed at …", a firm noun before the name, a German clause
 * with the verb last, a signature block with the employer under the job title) and a current
 * account statement whose rows name shops and trades in Title Case without posting words, in the
 * seven languages. Names come from their own pools (invented from general knowledge: trade words
 * and brand-like words, not from any benchmark).
 */
import { pii, type QualityDoc } from './doc-model';
import { LABELS } from './labels';
import type { Lang, Values } from './locales';
import type { Template } from './templates-dev';

type Say = Record<Lang, string>;
const P = pii;

interface Pool {
  /** Employers without a legal form: brand-like words and trade names. */
  employers: string[];
  /** Shops and trades as a statement row prints them. */
  merchants: string[];
  people: string[];
  titles: string[];
}

const POOLS: Record<Lang, Pool> = {
  en: {
    employers: ['Tidewell', 'Ravenstone Analytics', 'Oakhurst Dental', 'Kestrel Roofing'],
    merchants: ['Juniper Grocery', 'Saltmarsh Bistro', 'Ironbridge Fitness', 'Wren Florists'],
    people: ['Imogen Carver', 'Tobias Wendt', 'Ruth Abernethy', 'Callum Rees'],
    titles: ['Head of People', 'Operations Manager', 'HR Business Partner'],
  },
  es: {
    employers: ['Limpiezas Albor', 'Reformas Cantábrico', 'Viajes Alisio', 'Almadraba'],
    merchants: ['Panadería Trigal', 'Ferretería Ulloa', 'Óptica Miramar', 'Librería Candil'],
    people: ['Inés Carvajal', 'Gonzalo Ibarra', 'Maite Urquiza', 'Rodrigo Sanz'],
    titles: ['Directora de recursos humanos', 'Jefe de administración'],
  },
  fr: {
    employers: ['Serrurerie Garnier', 'Voyages Alizé', 'Nettoyage Brocéliande', 'Lumirel'],
    merchants: [
      'Boulangerie Fournier',
      'Pressing Lavandine',
      'Librairie Vauban',
      'Fromagerie Alpage',
    ],
    people: ['Maëlle Rigaud', 'Thibault Carré', 'Ségolène Huet', 'Arnaud Pichon'],
    titles: ['Responsable des ressources humaines', 'Directeur administratif'],
  },
  de: {
    employers: ['Hellweg Bau', 'Schreinerei Kolbe', 'Nordstern Reisen', 'Brinkmann Elektrotechnik'],
    merchants: ['Bäckerei Lindemann', 'Café Morgentau', 'Buchhandlung Seeger', 'Friseursalon Vogt'],
    people: ['Annika Rohwer', 'Falk Meinhardt', 'Svenja Dittrich', 'Ole Petersen'],
    titles: ['Leiterin Personal', 'Kaufmännischer Leiter'],
  },
  it: {
    employers: ['Servizi Dolomiti', 'Idraulica Ferrante', 'Viaggi Maestrale', 'Carrozzeria Fabbri'],
    merchants: ['Panificio Romagnoli', 'Gelateria Aurora', 'Ottica Zanetti', 'Enoteca Barbera'],
    people: ['Chiara Benedetti', 'Matteo Guidi', 'Serena Fumagalli', 'Davide Orsini'],
    titles: ['Responsabile amministrativo', 'Direttrice del personale'],
  },
  pt: {
    employers: ['Consultoria Atlântida', 'Limpezas Brilhante', 'Viagens Alfama', 'Serviços Douro'],
    merchants: [
      'Padaria Aurora',
      'Mercearia Bairrada',
      'Papelaria Camões',
      'Churrasqueira Minhota',
    ],
    people: ['Beatriz Carvalho', 'Tiago Moreira', 'Leonor Pacheco', 'Duarte Simões'],
    titles: ['Diretora de recursos humanos', 'Responsável administrativo'],
  },
  ru: {
    employers: ['Стройсервис', 'ТехноСнаб', 'Промторг', 'АльфаЛогистик'],
    merchants: ['Пекарня Колосок', 'Кофейня Зерно', 'Аптека Здоровье', 'Магазин Уют'],
    people: ['Алина Сергеевна Котова', 'Роман Ильич Гущин', 'Вера Павловна Лаптева'],
    titles: ['начальник отдела кадров', 'главный бухгалтер'],
  },
};

const pick = (v: Values, list: string[]) => v.rng.pick(list);

function referenceLetter(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const pool = POOLS[v.lang];
  const employer = pick(v, pool.employers);
  const previous = pick(
    v,
    pool.employers.filter((e) => e !== employer),
  );
  const employee = pick(v, pool.people);
  const signer = pick(
    v,
    pool.people.filter((p) => p !== employee),
  );
  const start = P('DATE', v.date(2015, 2022));
  const E = P('ORGANIZATION', employer);
  const E2 = P('ORGANIZATION', previous);
  const who = P('PERSON_NAME', employee);
  const heading: Say = {
    en: 'Employment reference',
    es: 'Certificado de empresa',
    fr: 'Attestation employeur',
    de: 'Arbeitsbescheinigung',
    it: 'Dichiarazione del datore di lavoro',
    pt: 'Declaração da entidade patronal',
    ru: 'Справка с места работы',
  };
  const body: Say = {
    en: `We confirm that ${who} has been employed at ${E} since ${start}. Before joining the company ${E} the employee worked for ${E2} for three years.`,
    es: `Certificamos que ${who} trabaja en la empresa ${E} desde el ${start}. Antes trabajó tres años para la empresa ${E2}.`,
    fr: `Nous certifions que ${who} est salarié de la société ${E} depuis le ${start}. Auparavant, il a travaillé trois ans chez ${E2}.`,
    de: `Hiermit bestätigen wir, dass ${who} seit dem ${start} bei ${E} beschäftigt ist. Zuvor war ${who} drei Jahre bei der Firma ${E2} tätig.`,
    it: `Si certifica che ${who} è dipendente della ditta ${E} dal ${start}. In precedenza ha lavorato per tre anni presso ${E2}.`,
    pt: `Declaramos que ${who} trabalha na empresa ${E} desde ${start}. Anteriormente trabalhou três anos para a empresa ${E2}.`,
    ru: `Настоящим подтверждаем, что ${who} работает в компании ${E} с ${start}. Ранее работал(а) три года в компании ${E2}.`,
  };
  const employerLabel: Say = {
    en: 'Employer',
    es: 'Empresa',
    fr: 'Employeur',
    de: 'Arbeitgeber',
    it: 'Datore di lavoro',
    pt: 'Entidade patronal',
    ru: 'Работодатель',
  };
  const signerName = P('PERSON_NAME', signer);
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: `${E} · ${heading[v.lang]}`,
    blocks: [
      { kind: 'heading', text: heading[v.lang] },
      {
        kind: 'fields',
        columns: 1,
        rows: [
          [L.name, who],
          [employerLabel[v.lang], E],
          [L.startDate, P('DATE', v.date(2015, 2022))],
        ],
      },
      { kind: 'para', text: body[v.lang] },
      { kind: 'gap' },
      {
        kind: 'lines',
        lines: [L.regards, '', signerName, pick(v, pool.titles), E, P('EMAIL', v.email(signer))],
      },
    ],
  };
}

function shopStatement(v: Values, name: string): QualityDoc {
  const L = LABELS[v.lang];
  const pool = POOLS[v.lang];
  const holder = P('PERSON_NAME', pick(v, pool.people));
  let balance = 2000 + v.rng.int(3000);
  const money = (n: number) => {
    const [int, dec] = Math.abs(n).toFixed(2).split('.');
    const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, v.lang === 'en' ? ',' : '.');
    return `${n < 0 ? '-' : ''}${grouped}${v.lang === 'en' ? '.' : ','}${dec}`;
  };
  const rows: string[][] = [];
  for (let i = 0; i < 7; i++) {
    const amount = -(1 + v.rng.int(9000) / 100);
    balance += amount;
    rows.push([
      P('DATE', v.shortDate()),
      P('ORGANIZATION', pick(v, [...pool.merchants, ...pool.employers])),
      P('MONEY_AMOUNT', money(amount)),
      P('MONEY_AMOUNT', money(balance)),
    ]);
  }
  const heading: Say = {
    en: 'Current account statement',
    es: 'Extracto de cuenta corriente',
    fr: 'Relevé de compte courant',
    de: 'Kontoauszug Girokonto',
    it: 'Estratto conto corrente',
    pt: 'Extrato de conta à ordem',
    ru: 'Выписка по текущему счёту',
  };
  return {
    name,
    lang: v.lang,
    pageWord: L.page,
    footer: heading[v.lang],
    blocks: [
      { kind: 'heading', text: heading[v.lang] },
      { kind: 'fields', columns: 1, rows: [[L.name, holder]] },
      {
        kind: 'table',
        header: [L.date, L.description, L.amount, L.balance],
        widths: [16, 44, 20, 20],
        rows,
      },
    ],
  };
}

/** The organisation-centred development templates, by kind. */
export const DEV_ORG_TEMPLATES: Record<string, Template> = {
  'orgs-reference': referenceLetter,
  'orgs-statement': shopStatement,
};
