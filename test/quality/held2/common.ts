/**
 * Pieces every template of the second held-out set shares: the template signature, the
 * organisation that issues a document (letterhead, footer) and a few words per language.
 */
import { parseMarked, pii, type Block, type QualityDoc } from '../doc-model';
import type { Held2Lang } from './pools';
import type { Address, Held2Values } from './values';

/** Builds one document from drawn values; `name` identifies it in the set. */
export type Held2Template = (v: Held2Values, name: string) => QualityDoc;

/** The word before a page number in footers. */
export const PAGE_WORD: Record<Held2Lang, string> = {
  en: 'Page',
  es: 'Página',
  fr: 'Page',
  de: 'Seite',
  it: 'Pagina',
  pt: 'Página',
  ru: 'Стр.',
};

/** "Phone", "E-mail" and "Web" as letterheads abbreviate them. */
export const CONTACT: Record<Held2Lang, { tel: string; mail: string; fax: string }> = {
  en: { tel: 'Tel.', mail: 'Email:', fax: 'Fax' },
  es: { tel: 'Tel.', mail: 'Correo:', fax: 'Fax' },
  fr: { tel: 'Tél.', mail: 'Courriel :', fax: 'Fax' },
  de: { tel: 'Tel.', mail: 'E-Mail:', fax: 'Fax' },
  it: { tel: 'Tel.', mail: 'E-mail:', fax: 'Fax' },
  pt: { tel: 'Tel.', mail: 'E-mail:', fax: 'Fax' },
  ru: { tel: 'Тел.', mail: 'Эл. почта:', fax: 'Факс' },
};

/** The organisation a document comes from, every part marked. */
export interface Org {
  /** The name, marked as an organisation. */
  name: string;
  plain: string;
  address: Address;
  phone: string;
  domain: string;
  /** The web address, marked. */
  web: string;
  /** A service mailbox at the organisation's domain, marked. */
  mail: string;
}

/** Draws the issuing organisation of a document. */
export function organisation(
  v: Held2Values,
  kind: 'companies' | 'banks' | 'clinics' | 'insurers' | 'schools' | 'utilities' | 'merchants',
): Org {
  const plain = v.org(kind);
  const domain = v.domainOf(plain);
  const box = v.pick(['info', 'service', 'contact', 'kontakt', 'admin', 'billing']);
  return {
    name: pii('ORGANIZATION', plain),
    plain,
    address: v.address(false),
    phone: v.phone(false),
    domain,
    web: pii('URL', `www.${domain}`),
    mail: pii('EMAIL', `${box}@${domain}`),
  };
}

/** A two-column letterhead: name and address left, contact lines right. */
export function letterhead(v: Held2Values, org: Org, extra: string[] = []): Block {
  const c = CONTACT[v.lang];
  return {
    kind: 'columns',
    left: [org.name, ...org.address.lines].join('\n'),
    right: [`${c.tel} ${org.phone}`, org.web, `${c.mail} ${org.mail}`, ...extra].join('\n'),
  };
}

/** The footer of an organisation: name, one-line address and phone, shortened to fit the page. */
export function orgFooter(v: Held2Values, org: Org): string {
  const candidates = [
    `${org.name} · ${org.address.oneLine} · ${CONTACT[v.lang].tel} ${org.phone}`,
    `${org.name} · ${org.address.oneLine}`,
    `${org.name} · ${org.address.town} · ${CONTACT[v.lang].tel} ${org.phone}`,
  ];
  return candidates.find((c) => parseMarked(c).text.length <= 105) ?? candidates[2]!;
}

/** A signature block: a rule, the name, and a role under it. */
export function signature(name: string, role: string): Block {
  return { kind: 'lines', lines: ['______________________________', name, role] };
}
