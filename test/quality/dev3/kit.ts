/** Shared pieces of the dev3 documents: the template type, per-language strings, address blocks. */
import { pii, type QualityDoc } from '../doc-model';
import type { Lang } from '../locales';
import { ascii, type Day, type Dev3Values, type Person } from './values';

/** A dev3 document kind: builds one document from seeded values. */
export type Dev3Template = (v: Dev3Values, name: string) => QualityDoc;

/** One string per language. */
export type Say = Record<Lang, string>;

/** Marks `value` as personal data of `tag`. */
export const P = pii;

/** Marks a person's name. */
export const N = (name: string): string => pii('PERSON_NAME', name);
/** Marks an organisation. */
export const O = (org: string): string => pii('ORGANIZATION', org);
/** Marks a date. */
export const D = (date: string): string => pii('DATE', date);
/** Marks an amount of money. */
export const M = (amount: string): string => pii('MONEY_AMOUNT', amount);

/** The word before the page number in footers. */
export const PAGE: Say = {
  en: 'Page',
  es: 'Pág.',
  fr: 'Page',
  de: 'Seite',
  it: 'Pag.',
  pt: 'Pág.',
  ru: 'Лист',
};

/** "Tel." in the language. */
export const TEL: Say = {
  en: 'Tel.',
  es: 'Tel.',
  fr: 'Tél.',
  de: 'Tel.',
  it: 'Tel.',
  pt: 'Tel.',
  ru: 'Тел.',
};

/** The town line of an address: postcode and town in the country's order, each marked. */
export function townLine(v: Dev3Values, place = v.place()): string {
  const z = P('ZIP_CODE', place.zip);
  if (v.lang === 'en') {
    const [town, state] = place.town.split(', ') as [string, string];
    return `${P('LOCATION', town)}, ${state} ${z}`;
  }
  if (v.lang === 'ru') return `г. ${P('LOCATION', place.town)}, ${z}`;
  if (v.lang === 'it') {
    const prov =
      {
        Bergamo: 'BG',
        Bari: 'BA',
        Padova: 'PD',
        Perugia: 'PG',
        Trieste: 'TS',
        Lecce: 'LE',
        Modena: 'MO',
        Cagliari: 'CA',
      }[place.town] ?? '';
    return `${z} ${P('LOCATION', place.town)}${prov ? ` (${prov})` : ''}`;
  }
  return `${z} ${P('LOCATION', place.town)}`;
}

/** A postal address of a person on several lines: name, street, town (marked). */
export function postal(v: Dev3Values, who: Person, honorific = ''): string[] {
  const name = `${honorific ? honorific + ' ' : ''}${N(v.lang === 'ru' ? who.formal : who.full)}`;
  return [name, P('ADDRESS', v.street()), townLine(v)];
}

/** An address on one line: "street, town line". */
export function addressLine(v: Dev3Values): string {
  return `${P('ADDRESS', v.street())}, ${townLine(v)}`;
}

/** An organisation's address on one line: street without a flat, town line. */
export function orgAddress(v: Dev3Values): string {
  return `${P('ADDRESS', v.street(false))}, ${townLine(v)}`;
}

const LEGAL_FORMS =
  /^(S\.L\.|S\.A\.|SARL|SAS|GmbH|eG|AG|Inc\.|LLC|LLP|Lda\.|S\.r\.l\.|S\.p\.A\.|S\.n\.c\.|ООО|АО|ИП|СК|&|y|et|e|und|Company|Asociados|Associados|Söhne|Fils|Filhos)$/;

/** An organisation's mail and web domain, made from its name as companies do ("solvea-informatique.fr"). */
export function domainOf(v: Dev3Values, org: string): string {
  const words = org
    .replace(/[«»"]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !LEGAL_FORMS.test(w))
    .slice(0, 2)
    .map(ascii)
    .filter((w) => w.length > 3);
  const tld = { en: 'com', es: 'es', fr: 'fr', de: 'de', it: 'it', pt: 'pt', ru: 'ru' }[v.lang];
  return `${words.join('-')}.${tld}`;
}

/** The honorific of a person ("Ms.", "Frau", "г-жа"). */
export function honorific(v: Dev3Values, who: Person): string {
  const h: Record<Lang, [string, string]> = {
    en: ['Mr.', 'Ms.'],
    es: ['D.', 'D.ª'],
    fr: ['M.', 'Mme'],
    de: ['Herr', 'Frau'],
    it: ['Sig.', 'Sig.ra'],
    pt: ['Sr.', 'Sr.ª'],
    ru: ['г-н', 'г-жа'],
  };
  return h[v.lang][who.female ? 1 : 0];
}

/** The salutation of a letter to `who`, the name marked. */
export function salutation(v: Dev3Values, who: Person): string {
  const f = who.female;
  switch (v.lang) {
    case 'en':
      return `Dear ${f ? 'Ms.' : 'Mr.'} ${N(who.family)},`;
    case 'es':
      return `Estimad${f ? 'a' : 'o'} ${f ? 'Sra.' : 'Sr.'} ${N(who.family.split(' ')[0]!)}:`;
    case 'fr':
      return `${f ? 'Madame' : 'Monsieur'},`;
    case 'de':
      return `Sehr geehrte${f ? ' Frau' : 'r Herr'} ${N(who.family)},`;
    case 'it':
      return `Gentile ${f ? 'Signora' : 'Signor'} ${N(who.family)},`;
    case 'pt':
      return `Exm${f ? 'a. Senhora' : 'o. Senhor'} ${N(who.full)},`;
    case 'ru':
      return `Уважаем${f ? 'ая' : 'ый'} ${N(`${who.given} ${who.patronymic}`)}!`;
  }
}

/** The word "and" and other tiny glue words. */
export const AND: Say = { en: 'and', es: 'y', fr: 'et', de: 'und', it: 'e', pt: 'e', ru: 'и' };

/** A numeric date, marked. */
export const nd = (v: Dev3Values, t: Day): string => D(v.numDate(t));
/** A long date, marked. */
export const ld = (v: Dev3Values, t: Day): string => D(v.longDate(t));

/** Age in whole years on `at` of someone born on `born`. */
export function ageOn(born: Day, at: Day): number {
  return at.y - born.y - (at.m < born.m || (at.m === born.m && at.d < born.d) ? 1 : 0);
}

/** A place and date line above a letter ("Kassel, 3. März 2025"), both marked. */
export function placeDate(v: Dev3Values, town: string, t: Day): string {
  if (v.lang === 'en') return ld(v, t);
  return `${P('LOCATION', town)}, ${ld(v, t)}`;
}
