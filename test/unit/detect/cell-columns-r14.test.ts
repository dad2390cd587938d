// Names and logins under their column in tables printed one cell per line (wkhtmltopdf, Chrome:
// every cell its own text run), logins in one-line rows under a login column, and a login label
// over its value (issue 15, R14). Names and logins here are invented or rare, so no list knows the
// whole value. Hard negatives: the header cells, a form printed one field per line, departments
// and job titles, status words, e-mails and their wrapped domains, dates and room numbers.
import { describe, expect, it } from 'vitest';
import { cellNameColumnRecognizer } from '../../../src/core/detect/recognizers/cell-name-columns';
import { loginColumnRecognizer } from '../../../src/core/detect/recognizers/login-columns';
import { loginPhraseRecognizer } from '../../../src/core/detect/recognizers/login-phrases';
import { spanOver } from './span-probes';

/** What one reader alone reports, as strings. */
const read = (reader: typeof loginColumnRecognizer, text: string) =>
  reader.find({ text, folded: text }).map((s) => text.slice(s.start, s.end));

/** The whole detector boxes every character of `value`. */
const boxed = (text: string, value: string) => expect(spanOver(text, value), value).toBeDefined();

const WIFI_EN = [
  'Harbourview Hotel ',
  'Guest Wi-Fi registrations',
  'Room ',
  'Guest ',
  'Wi-Fi login ',
  'Valid until ',
  'E-mail',
  '214 ',
  'Quillon Brackwater',
  'qbrackwater ',
  '16/03/2026 ',
  'q.brackwater@gmail.com',
  '215 ',
  'Ysolde Tremayne-Vex',
  'ysolde.tv71 ',
  '17/03/2026 ',
  'ytv@outl',
  'ook.com',
  '301 ',
  'FENWICK-OAKES,',
  'Bartholomew',
  'bfenwick_oakes ',
  '15/03/2026 ',
  'bart@fenwick.co.uk',
  '302 ',
  'Emma Thompson',
  'active ',
  '15/03/2026 ',
  'emma.t@yahoo.com',
  '',
].join('\n');

const PARENTS_DE = [
  'Elternliste Klasse 3b',
  'Schüler/in ',
  'Klasse ',
  'Erziehungsberechtigte ',
  'Telefon ',
  'Benutzername',
  'Jolanthe Wiesenthaler ',
  '3b ',
  'Rüdiger Wiesenthaler ',
  '0171 2234455 ',
  'r.wiesenthaler',
  'Kunigunde Pfefferkorn ',
  '3b ',
  'Walburga Pfefferkorn ',
  '0152 9988776 ',
  'wpfefferkorn',
  '',
].join('\n');

describe('names and logins under their column, one cell per line', () => {
  it('reads rare names and every login shape under a Wi-Fi register header (eng)', () => {
    expect(read(cellNameColumnRecognizer, WIFI_EN)).toEqual([
      'Quillon Brackwater',
      'Ysolde Tremayne-Vex',
      'FENWICK-OAKES,\nBartholomew',
      'Emma Thompson',
    ]);
    expect(read(loginColumnRecognizer, WIFI_EN)).toEqual([
      'qbrackwater',
      'ysolde.tv71',
      'bfenwick_oakes',
    ]);
    boxed(WIFI_EN, 'Quillon Brackwater');
    boxed(WIFI_EN, 'ysolde.tv71');
  });

  it('takes the first row out of a header run, pupils, parents and logins (deu)', () => {
    expect(read(cellNameColumnRecognizer, PARENTS_DE)).toEqual([
      'Jolanthe Wiesenthaler',
      'Rüdiger Wiesenthaler',
      'Kunigunde Pfefferkorn',
      'Walburga Pfefferkorn',
    ]);
    expect(read(loginColumnRecognizer, PARENTS_DE)).toEqual(['r.wiesenthaler', 'wpfefferkorn']);
  });

  it('reads member, attendee and staff registers (spa, fra, ita, por, rus)', () => {
    const es =
      'Socio \nNombre de usuario \nAlta \nLeocadia Urquiza Berasategui\nlurquiza \n12/05/2026\nFermín Olaizola\nm.olaizola \n13/05/2026\n';
    expect(read(cellNameColumnRecognizer, es)).toEqual([
      'Leocadia Urquiza Berasategui',
      'Fermín Olaizola',
    ]);
    expect(read(loginColumnRecognizer, es)).toEqual(['lurquiza', 'm.olaizola']);
    const fr =
      'Participant \nIdentifiant \nAtelier \nMaëlys de La Tour\nmdelatour \nAtelier B\nGwenaëlle Kerjean\ngkerjean \nAtelier A\n';
    expect(read(cellNameColumnRecognizer, fr)).toEqual(['Maëlys de La Tour', 'Gwenaëlle Kerjean']);
    expect(read(loginColumnRecognizer, fr)).toEqual(['mdelatour', 'gkerjean']);
    const it_ =
      'N. \nCognome e nome \nNome utente \nReparto \n1 \nSCARAMUZZI, Ottorino\no.scaramuzzi \nMagazzino\n2 \nBENEDETTI, Rosalba\nrbenedetti82 \nMagazzino\n';
    expect(read(cellNameColumnRecognizer, it_)).toEqual([
      'SCARAMUZZI, Ottorino',
      'BENEDETTI, Rosalba',
    ]);
    expect(read(loginColumnRecognizer, it_)).toEqual(['o.scaramuzzi', 'rbenedetti82']);
    const pt =
      'Funcionário \nUtilizador \nEntrada \nGracinda Rebelo de Andrade\ngrandrade \n2019-03-01\n';
    expect(read(cellNameColumnRecognizer, pt)).toEqual(['Gracinda Rebelo de Andrade']);
    expect(read(loginColumnRecognizer, pt)).toEqual(['grandrade']);
    const ru =
      'ФИО \nЛогин \nОтдел \nВоротынская Евдокия Матвеевна\nvorotynskaya.e \nСклад\nПетров Иван Сергеевич\nipetrov \nСклад\n';
    expect(read(cellNameColumnRecognizer, ru)).toEqual([
      'Воротынская Евдокия Матвеевна',
      'Петров Иван Сергеевич',
    ]);
    expect(read(loginColumnRecognizer, ru)).toEqual(['vorotynskaya.e']);
  });

  it('leaves header cells, departments, job titles, repeated cells and status words out (hard negatives)', () => {
    const staff =
      'Name \nPosition \nDepartment \nLogin \nAnna Schmidt\nUX Designer \nCustomer Care\nanna.s \nOliver Brandt\nSenior Developer \nCustomer Care\nactive \nMara Quist\nUX Designer \nCustomer Care\nadmin \n';
    expect(read(cellNameColumnRecognizer, staff)).toEqual([
      'Anna Schmidt',
      'Oliver Brandt',
      'Mara Quist',
    ]);
    expect(read(loginColumnRecognizer, staff)).toEqual(['anna.s']);
    const de =
      'Name \nFunktion \nAbteilung \nTelefon \nAnna Berger\nSachbearbeiterin Buchhaltung\nVerwaltung\n0301234\nJolanthe Wiesenthaler\nLeiterin Einkauf\nEinkauf\n0305678\n';
    expect(read(cellNameColumnRecognizer, de)).toEqual(['Anna Berger', 'Jolanthe Wiesenthaler']);
    // Without any listed name in the column, nothing is read (a list of products, not people).
    const products =
      'Name \nCategory \nLogin \nQuantum Blaster\nToys \nqb_admin2\nNebula Ranger\nToys \nnr_admin3\n';
    expect(read(cellNameColumnRecognizer, products)).toEqual([]);
  });

  it('leaves a form printed one field per line alone (hard negatives)', () => {
    const form =
      'Contratto di iscrizione\nSocio\nCognome e nome \nTERRANOVA, Tecla\nData di nascita \n15/11/2003\nEtà \n22 anni\nMandato SEPA\nIntestatario del conto \nTecla Terranova\nBanca \nCredito Cooperativo Alto Adige\n';
    expect(read(cellNameColumnRecognizer, form)).toEqual([]);
  });
});

describe('logins in one-line rows and under a login label', () => {
  it('reads a row table with a login column (spa, eng, deu)', () => {
    const es =
      'Lista de participantes\nNombre Usuario Aula Fecha\nLeocadia Urquiza Berasategui lurquiza Aula 2 12/05/2026\nTeodora Quintanilla tquintanilla_77 Aula 1 12/05/2026\n';
    expect(read(loginColumnRecognizer, es)).toEqual(['lurquiza', 'tquintanilla_77']);
    const en =
      'Name Username Team Status\nPriya Ramanathan p.ramanathan Platform active\nGideon Achterberg gachterberg Platform pending\n';
    expect(read(loginColumnRecognizer, en)).toEqual(['p.ramanathan', 'gachterberg']);
    const de =
      'Nachname Vorname Benutzername Abteilung\nWiesenthaler Rüdiger rwiesenthaler Vertrieb\n';
    expect(read(loginColumnRecognizer, de)).toEqual(['rwiesenthaler']);
  });

  it('reads a login label over its value and a caps login after a colon (fra, ita, rus, deu)', () => {
    expect(
      read(
        loginColumnRecognizer,
        'Identifiant Wi-Fi \nchambre214.kerjean\nMot de passe \nX7#pL2\n',
      ),
    ).toEqual(['chambre214.kerjean']);
    expect(read(loginColumnRecognizer, 'Nome utente\nbuonarroti_mar\n')).toEqual([
      'buonarroti_mar',
    ]);
    expect(read(loginColumnRecognizer, 'Логин \nivanova_a\n')).toEqual(['ivanova_a']);
    expect(read(loginColumnRecognizer, 'WLAN-Zugang: Gast4821, gültig bis 16.03.')).toEqual([
      'Gast4821',
    ]);
  });

  it('leaves sentences, field lines, e-mails and words after a label alone (hard negatives)', () => {
    // A field line is no header: the password on the next line is no login.
    expect(
      read(
        loginColumnRecognizer,
        'Nome utente: conti.martina\nPassword temporanea: tmp-231-tiger\n',
      ),
    ).toEqual([]);
    // Status words, e-mails, web addresses and dates under a login label.
    expect(read(loginColumnRecognizer, 'User \nguest\nStatus \nactive\n')).toEqual([]);
    expect(read(loginColumnRecognizer, 'User name \nanna.s@example.com\n')).toEqual([]);
    expect(
      read(loginColumnRecognizer, 'Name Login Room\nAnna Schmidt www.example.com 2026.03\n'),
    ).toEqual([]);
    expect(read(loginColumnRecognizer, 'Benutzer \nHandbuch Kapitel 3\n')).toEqual([]);
    // A capitalised word after a label's colon is no login.
    expect(read(loginColumnRecognizer, 'Utente: Rossi\n')).toEqual([]);
  });
});

describe('logins after audit verbs and login formulas of prose', () => {
  const read2 = (text: string) =>
    loginPhraseRecognizer.find({ text, folded: text }).map((s) => text.slice(s.start, s.end));

  it('reads audit and export lines in seven languages', () => {
    const log = [
      'Ticket #4471 – Herr Konrad Wagner',
      '12.03.2026 09:14 erstellt von kwagner',
      '12.03.2026 10:02 geändert von m.rossi82 (Status: offen)',
      'Approvato da gbianchi il 12/03/2026 — Giulia Bianchi',
      'Modifié par rpoulain le 03/04/2026 (Rémi Poulain)',
      'Creado por lgarcia_2 el 02/02/2026',
      'Alterado por asilva.87 em 05/05/2026',
      'Изменил(а) ipetrov 12.03.2026 (Иван Петров, Ivan Petrov)',
      'Last modified by j.smith on 2026-03-12',
    ].join('\n');
    expect(read2(log)).toEqual([
      'kwagner',
      'm.rossi82',
      'gbianchi',
      'rpoulain',
      'lgarcia_2',
      'asilva.87',
      'ipetrov',
      'j.smith',
    ]);
  });

  it('reads a login a sentence gives (eng, spa, deu, rus)', () => {
    expect(read2('Dear Mr Okonkwo, your user name is cokonkwo and your password follows.')).toEqual(
      ['cokonkwo'],
    );
    expect(read2('Podrá acceder con el usuario lgarcia.82 desde mañana.')).toEqual(['lgarcia.82']);
    expect(read2('Sehr geehrte Frau Lindqvist, Ihr Benutzername lautet alindqvist.')).toEqual([
      'alindqvist',
    ]);
    expect(read2('Доступ под логином ivanov.petr выдан.')).toEqual(['ivanov.petr']);
  });

  it('leaves ordinary words after the same verbs and formulas alone (hard negatives)', () => {
    const text = [
      'Created by hand on 12 March. Modified by default settings.',
      'The username is required. Login is case-sensitive.',
      'Approved by management on 3 May. Erstellt von der Kundin Anna Berger.',
      'Geändert von system am 12.03.2026. Creado por el cliente.',
      'Modifié par votre conseiller. Логин пользователя не найден.',
    ].join('\n');
    expect(read2(text)).toEqual([]);
  });
});
