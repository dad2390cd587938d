/**
 * dev7 kind: an approved supplier list. The buyer firm's header, a register table (supplier,
 * category, address wrapping inside its cell, phone, VAT number), a contacts list written
 * "Name, Firm, e-mail", a paragraph on the review with the purchasing lead and a date, and a
 * footer with the revision date on every page.
 */
import { address, day, email, host, longDate, numericDate, person, phone, vatId } from './formats';
import type { Block7, Ctx7, Doc7, L7 } from './kit';
import { POOLS7 } from './values';

const T: L7<{
  title: string;
  updated: string;
  head: string[];
  categories: string[];
  contacts: string;
  review: (lead: string, date: string, tel: string) => string;
  page: string;
}> = {
  eng: {
    title: 'Approved Supplier List',
    updated: 'Revised',
    head: ['Supplier', 'Category', 'Address', 'Telephone', 'VAT no.'],
    categories: ['Packaging', 'Transport', 'Printing', 'Facilities', 'IT services', 'Catering'],
    contacts: 'Account contacts',
    review: (l, d, t) =>
      `The list is reviewed every six months by ${l}. The next review is due on ${d}; proposals for new suppliers can be made on ${t}.`,
    page: 'Page {n} of {N}',
  },
  spa: {
    title: 'Relación de proveedores homologados',
    updated: 'Revisión',
    head: ['Proveedor', 'Categoría', 'Dirección', 'Teléfono', 'NIF'],
    categories: [
      'Embalaje',
      'Transporte',
      'Imprenta',
      'Mantenimiento',
      'Servicios TI',
      'Restauración',
    ],
    contacts: 'Personas de contacto',
    review: (l, d, t) =>
      `${l} revisa la relación cada seis meses. La próxima revisión será el ${d}; las propuestas de nuevos proveedores pueden hacerse en el ${t}.`,
    page: 'Página {n} de {N}',
  },
  fra: {
    title: 'Liste des fournisseurs référencés',
    updated: 'Mise à jour',
    head: ['Fournisseur', 'Catégorie', 'Adresse', 'Téléphone', 'N° TVA'],
    categories: [
      'Emballage',
      'Transport',
      'Impression',
      'Entretien',
      'Services informatiques',
      'Restauration',
    ],
    contacts: 'Interlocuteurs',
    review: (l, d, t) =>
      `La liste est revue tous les six mois par ${l}. Prochaine revue le ${d} ; toute proposition de nouveau fournisseur peut être faite au ${t}.`,
    page: 'Page {n}/{N}',
  },
  deu: {
    title: 'Liste freigegebener Lieferanten',
    updated: 'Stand',
    head: ['Lieferant', 'Kategorie', 'Anschrift', 'Telefon', 'USt-IdNr.'],
    categories: [
      'Verpackung',
      'Transport',
      'Druck',
      'Gebäudeservice',
      'IT-Dienstleistungen',
      'Verpflegung',
    ],
    contacts: 'Ansprechpartner',
    review: (l, d, t) =>
      `Die Liste wird halbjährlich von ${l} geprüft. Die nächste Prüfung ist am ${d}; Vorschläge für neue Lieferanten bitte unter ${t}.`,
    page: 'Seite {n} von {N}',
  },
  ita: {
    title: 'Albo fornitori qualificati',
    updated: 'Aggiornamento',
    head: ['Fornitore', 'Categoria', 'Indirizzo', 'Telefono', 'P. IVA'],
    categories: ['Imballaggi', 'Trasporti', 'Stampa', 'Manutenzione', 'Servizi IT', 'Ristorazione'],
    contacts: 'Referenti',
    review: (l, d, t) =>
      `L’albo è rivisto ogni sei mesi da ${l}. La prossima revisione è prevista il ${d}; le proposte di nuovi fornitori vanno fatte al ${t}.`,
    page: 'Pagina {n} di {N}',
  },
  por: {
    title: 'Lista de fornecedores aprovados',
    updated: 'Revisão',
    head: ['Fornecedor', 'Categoria', 'Morada', 'Telefone', 'NIPC'],
    categories: [
      'Embalagem',
      'Transporte',
      'Impressão',
      'Manutenção',
      'Serviços de TI',
      'Restauração',
    ],
    contacts: 'Contactos',
    review: (l, d, t) =>
      `A lista é revista semestralmente por ${l}. A próxima revisão está prevista para ${d}; propostas de novos fornecedores podem ser feitas pelo ${t}.`,
    page: 'Página {n} de {N}',
  },
  rus: {
    title: 'Реестр утверждённых поставщиков',
    updated: 'Редакция от',
    head: ['Поставщик', 'Категория', 'Адрес', 'Телефон', 'ИНН'],
    categories: [
      'Упаковка',
      'Транспорт',
      'Полиграфия',
      'Обслуживание зданий',
      'ИТ-услуги',
      'Питание',
    ],
    contacts: 'Контактные лица',
    review: (l, d, t) =>
      `Реестр пересматривается раз в полгода; ответственный — ${l}. Следующий пересмотр ${d}; предложения по новым поставщикам принимаются по телефону ${t}.`,
    page: 'Стр. {n} из {N}',
  },
};

/** Builds one approved supplier list. */
export function supplierList(c: Ctx7, name: string): Doc7 {
  const t = T[c.lang];
  const P = POOLS7[c.lang];
  const m = c.m.bind(c);
  const buyer = c.from(P.formal);
  const suppliers = c
    .some(c.half([...P.firms, ...P.carriers, ...P.formal]), c.int(6, 10))
    .filter((f) => f !== buyer);
  const updated = day(c, 2025, 2025);
  const blocks: Block7[] = [{ k: 'lines', bold: true, lines: [m('ORGANIZATION', buyer)] }];
  blocks.push({ k: 'title', text: t.title });
  blocks.push({ k: 'p', text: `${t.updated}: ${m('DATE', longDate(c.lang, updated))}` });
  const rows = suppliers.map((firm) => {
    const a = address(c);
    return [
      m('ORGANIZATION', firm),
      c.pick(t.categories),
      m('ADDRESS', a.line),
      m('PHONE', phone(c)),
      m('ID', vatId(c)),
    ];
  });
  blocks.push({
    k: 'table',
    head: t.head,
    body: rows,
    theme: c.pick(['grid', 'striped'] as const),
    nowrap: [0, 3, 4],
    fontSize: 7.5,
  });
  blocks.push({ k: 'h', text: t.contacts });
  blocks.push({
    k: 'lines',
    lines: suppliers.slice(0, c.int(3, 5)).map((firm) => {
      const who = person(c);
      return `${m('PERSON_NAME', who.full)}, ${m('ORGANIZATION', firm)}, ${m('EMAIL', email(c, who, host(c, firm)))}`;
    }),
  });
  const lead = person(c);
  blocks.push({
    k: 'p',
    justify: true,
    text: t.review(
      m('PERSON_NAME', lead.full),
      m('DATE', numericDate(c.lang, { ...updated, y: updated.y + 1 })),
      m('PHONE', phone(c)),
    ),
  });
  return {
    name,
    kind: 'suppliers',
    lang: c.lang,
    family: c.pick(['LiberationSans', 'DejaVuSans'] as const),
    blocks,
    footer: [
      `${m('ORGANIZATION', buyer)} · ${t.title} · ${t.updated} ${m('DATE', numericDate(c.lang, updated))}`,
    ],
    pageLabel: t.page,
    marks: c.marks,
  };
}
