// Register rows printed one cell per line (wkhtmltopdf portal exports) whose name cell wraps over
// two or three lines above the e-mail cell that spells it, and the user name an export's footer
// prints after "Exported by" in seven languages, and board minutes' attendance lists (issue 15, R12). Each class has hard negatives:
// a header line above the row, a program that printed the page, a sentence after the verb.
import { describe, expect, it } from 'vitest';
import { credentialColumnRecognizer } from '../../../src/core/detect/recognizers/credential-columns';
import { nameBesideEmailRecognizer } from '../../../src/core/detect/recognizers/name-beside-email';
import { roleNameRecognizer } from '../../../src/core/detect/recognizers/role-names';
import { spanOver, untouched } from './span-probes';

/** What one reader alone reports, as strings. */
const read = (reader: typeof nameBesideEmailRecognizer, text: string) =>
  reader.find({ text, folded: text }).map((s) => text.slice(s.start, s.end));

/** The whole detector boxes every character of `value` in one box. */
const boxed = (text: string, value: string) => expect(spanOver(text, value), value).toBeDefined();

describe('a register name cell wrapped above its e-mail cell', () => {
  it('joins a given name and a surname on two lines (deu, ita, eng)', () => {
    const de = '512904 \nGottfried\nHillebrecht\ngottfried.hillebrecht@gmx\n.de\n0151 44120987 \n';
    expect(read(nameBesideEmailRecognizer, de)).toContain('Gottfried\nHillebrecht');
    boxed(de, 'Gottfried\nHillebrecht');
    const it_ = '300127 \nOttavia\nCastelbarco\no.castelbarco@libero.it \n+39 347 118 2290 \n';
    boxed(it_, 'Ottavia\nCastelbarco');
    const en = '774120 \nMarigold\nPennington\nmpennington@btinternet.com \n+44 7700 900 412 \n';
    boxed(en, 'Marigold\nPennington');
  });

  it('keeps particles, a middle initial and a surname-first cell (spa, por, fra, deu)', () => {
    const es = '220931 \nRemedios Ortiz de\nZárate\nremedios.ortiz@telefonica.net\n';
    boxed(es, 'Remedios Ortiz de\nZárate');
    const pt = '820311 \nPEREIRA DA\nFONSECA,\nHermenegilda\nhermenegilda.fonseca@sapo\n.pt\n';
    expect(read(nameBesideEmailRecognizer, pt)).toContain('PEREIRA DA\nFONSECA,\nHermenegilda');
    boxed(pt, 'PEREIRA DA\nFONSECA,\nHermenegilda');
    const fr = '640112 \nLEMERCIER,\nSixtine\nsixtine.lemercier@orange.fr \n';
    boxed(fr, 'LEMERCIER,\nSixtine');
    // The middle initial's own shorter reading ("Ansgar K.") does not cut the box.
    const de = '118230 \nAnsgar K.\nWildermuth\nansgar.wildermuth@web.de \n';
    expect(read(nameBesideEmailRecognizer, de)).toEqual(['Ansgar K.\nWildermuth']);
    boxed(de, 'Ansgar K.\nWildermuth');
  });

  it('reads Russian three-line cells when the Latin address spells the surname (rus)', () => {
    const title = '224511 \nВоротынский\nАрсений\nМатвеевич\nvorotynskiy12@mail.ru\n';
    expect(read(nameBesideEmailRecognizer, title)).toEqual(['Воротынский\nАрсений\nМатвеевич']);
    const caps = '601977 \nЗАБЕЛИНА\nЕВДОКИЯ\nПЕТРОВНА\nzabelina.e@yandex.ru\n';
    expect(read(nameBesideEmailRecognizer, caps)).toEqual(['ЗАБЕЛИНА\nЕВДОКИЯ\nПЕТРОВНА']);
  });

  it('leaves a header line, a number cell and an unspelt cell out (hard negatives)', () => {
    // The header's last cell has no trailing space but the address does not spell it.
    const header = 'Telefon \nProfil\nAdalbert Rosskopf\nadalbert.rosskopf@web.de \n';
    expect(read(nameBesideEmailRecognizer, header)).toEqual(['Adalbert Rosskopf']);
    // A wrapped cell never reaches over a number cell ending in a space.
    const row = '844429 \nHildegund\nWeissenborn\nh.weissenborn@t-online.de \n';
    expect(read(nameBesideEmailRecognizer, row)).toEqual(['Hildegund\nWeissenborn']);
    // A desk's mailbox under two wrapped words spells no name.
    const desk = 'Kontakt \nKunden\nService\nservice@kuechen.example \n';
    expect(read(nameBesideEmailRecognizer, desk)).toEqual([]);
    // A surname-first reading is not lengthened by a capitals line it does not follow.
    const lengthen = 'STATUS\nBRANDT,\nKunigunde\nkunigunde.brandt@gmx.de\n';
    expect(read(nameBesideEmailRecognizer, lengthen)).toEqual(['BRANDT,\nKunigunde']);
  });
});

describe("an export footer's user name", () => {
  const logins = (text: string) =>
    credentialColumnRecognizer
      .find({ text, folded: text })
      .filter((s) => s.reason?.startsWith('user name after'))
      .map((s) => text.slice(s.start, s.end));

  it('reads the login after the export or print formula in seven languages', () => {
    const lines: Array<[string, string]> = [
      [
        'Exported by quentin.ashdown41 · 03/11/2026 09:40\nContains personal data.',
        'quentin.ashdown41',
      ],
      ['Exportiert von hwendlandt · 18.08.2024 17:15', 'hwendlandt'],
      ['Exporté par mlacombe · 23/10/2024 12:00', 'mlacombe'],
      ['Exportado por zubiaurre_mik · 25/07/2025 14:05', 'zubiaurre_mik'],
      ['Esportato da cavalcanti_ros · 13/12/2024 13:30', 'cavalcanti_ros'],
      ['Exportado por leonilde.cou12 · 12/03/2026 14:15', 'leonilde.cou12'],
      ['Выгрузил(а) yaroslava.kuz07 · 28.12.2026 14:30', 'yaroslava.kuz07'],
      ['Printed by dfairclough on 4 May 2026', 'dfairclough'],
    ];
    for (const [text, login] of lines) {
      expect(logins(text), text).toEqual([login]);
      boxed(text, login);
    }
  });

  it('leaves programs and sentences alone (hard negatives)', () => {
    expect(logins('Printed by wkhtmltopdf 0.12.6')).toEqual([]);
    expect(logins('This page was exported by the finance team on 3 May.')).toEqual([]);
    expect(logins('Esportato da sistema gestionale interno')).toEqual([]);
    const footer = 'Exported by chromium\nPage 1 of 2';
    expect(logins(footer)).toEqual([]);
    expect(untouched(footer, 'chromium')).toBe(true);
  });
});

describe("board minutes' attendance lists", () => {
  const attendees = (text: string) =>
    roleNameRecognizer
      .find({ text, folded: text })
      .filter((s) => s.reason === 'attendee named before a board role in brackets')
      .map((s) => text.slice(s.start, s.end));

  it('reads each name before its board role in brackets (ita, fra, por, eng)', () => {
    const it_ =
      'Presenti:\n• Corradino Malaspina (Presidente)\n• Gualtiero Sbarbaro (Amministratore del-\negato)\n' +
      'Partecipano inoltre: Venanzio Cimarosa (Segretario verbaliz-\nzante)\n';
    expect(attendees(it_)).toEqual([
      'Corradino Malaspina',
      'Gualtiero Sbarbaro',
      'Venanzio Cimarosa',
    ]);
    const fr =
      'Présents:\n• BERTRAND FONTENELLE (Directeur général)\n• Anselme Q. Kerhervé (Administratrice in-\ndépendante)\n';
    expect(attendees(fr)).toEqual(['BERTRAND FONTENELLE', 'Anselme Q. Kerhervé']);
    const pt = 'Presentes:\n• Anacleto Vasconcelos (Administrador não\nexecutivo)\n';
    expect(attendees(pt)).toEqual(['Anacleto Vasconcelos']);
    // A listed given name vouches without a heading.
    const en = '• Margaret Pemberton (Company Secretary)\n';
    expect(attendees(en)).toEqual(['Margaret Pemberton']);
    boxed(en, 'Margaret Pemberton');
  });

  it('leaves agenda items, units and unlisted words without a heading alone (hard negatives)', () => {
    const agenda =
      'Agenda\n• Board Meeting (Chair)\n• Gross Salary (EUR)\n• Annual Report (Director summary)\n';
    expect(attendees(agenda)).toEqual([]);
    // A bracket that is no board role.
    expect(attendees('Presenti:\n• Corradino Malaspina (Milano)\n')).toEqual([]);
    // Unlisted words before a role, with no attendance heading, stay out.
    expect(attendees('Sommario\n• Relazione Trimestrale (Presidente)\n')).toEqual([]);
  });
});
