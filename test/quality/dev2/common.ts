/** Shared pieces of the dev2 templates: the template type, per-language strings, address blocks. */
import { pii, type QualityDoc } from '../doc-model';
import type { Lang } from '../locales';
import type { Dev2Values, Person } from './values';

/** A dev2 template: builds one document from seeded values. */
export type Dev2Template = (v: Dev2Values, name: string) => QualityDoc;

/** One string per language. */
export type Say = Record<Lang, string>;

/** Marks a value as personal data of `tag`. */
export const P = pii;

/** The word before the page number in footers. */
export const PAGE_WORD: Say = {
  en: 'Page',
  es: 'Página',
  fr: 'Page',
  de: 'Seite',
  it: 'Pagina',
  pt: 'Página',
  ru: 'Страница',
};

/** The postcode-and-town line of an address, in the country's order, each part marked. */
export function townLine(v: Dev2Values, place = v.town()): string {
  const { town, zip } = place;
  const z = P('ZIP_CODE', zip);
  if (v.lang === 'en') {
    const [city, state] = town.split(', ') as [string, string];
    return `${P('LOCATION', city)}, ${P('LOCATION', state)} ${z}`;
  }
  if (v.lang === 'ru') return `${z}, г. ${P('LOCATION', town)}`;
  return `${z} ${P('LOCATION', town)}`;
}

/** A postal address block of a person: name, street, town (Russian puts the town first). */
export function postalBlock(v: Dev2Values, who: Person, title?: string): string[] {
  const street = P('ADDRESS', v.street());
  const name = (title ? `${title} ` : '') + P('PERSON_NAME', who.full);
  return v.lang === 'ru' ? [name, townLine(v), street] : [name, street, townLine(v)];
}

/** A letterhead of an organisation: its name, street and town on lines. */
export function letterhead(v: Dev2Values, org: string): string[] {
  const street = P('ADDRESS', v.street());
  return v.lang === 'ru'
    ? [P('ORGANIZATION', org), `${townLine(v)}, ${street}`, `${tel(v)} ${P('PHONE', v.phone())}`]
    : [P('ORGANIZATION', org), `${street} · ${townLine(v)}`, `${tel(v)} ${P('PHONE', v.phone())}`];
}

/** "Tel." in the language. */
export function tel(v: Dev2Values): string {
  return { en: 'Phone', es: 'Tel.', fr: 'Tél.', de: 'Tel.', it: 'Tel.', pt: 'Tel.', ru: 'Тел.' }[
    v.lang
  ];
}

/** A person's honorific in the language. */
export function honorific(v: Dev2Values, who: Person): string {
  const h: Record<Lang, [string, string]> = {
    en: ['Mr.', 'Ms.'],
    es: ['D.', 'Dña.'],
    fr: ['M.', 'Mme'],
    de: ['Herr', 'Frau'],
    it: ['Sig.', 'Sig.ra'],
    pt: ['Sr.', 'Sra.'],
    ru: ['г-н', 'г-жа'],
  };
  return h[v.lang][who.female ? 1 : 0];
}

/** The national ID's tag: the US SSN has its own, other countries' numbers are IDs. */
export function idTag(v: Dev2Values): string {
  return v.lang === 'en' ? 'SSN' : 'ID';
}
