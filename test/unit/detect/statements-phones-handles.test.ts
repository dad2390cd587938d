// Merchants in card-payment rows, national phone shapes, user names and wrapped tokens (issue 15,
// dev9 classes): our own probe texts in the seven languages, with the hard negatives beside them
// (posting words, amounts, dates, register numbers, headings that name a user field).
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { cardMerchants } from '../../../src/core/detect/recognizers/card-merchants';
import { loginNames } from '../../../src/core/detect/recognizers/login-names';
import { wrappedTokens } from '../../../src/core/detect/recognizers/wrapped-tokens';
import { spanOver, untouched } from './span-probes';

/** The whole detector boxes `value` as one span of `tag`. */
function expectTag(text: string, value: string, tag: string) {
  expect(spanOver(text, value)?.tag, value).toBe(tag);
}

/** What the card-merchant reader alone reports, as "TAG value". */
const merchants = (text: string) =>
  cardMerchants(text).map((s) => `${s.tag} ${text.slice(s.start, s.end)}`);

describe('merchants and towns in card-payment rows', () => {
  it('boxes no cash withdrawal at a machine and no card abbreviation as a merchant (deu, spa, ita)', () => {
    // Bank statements with a booking and a value date: a withdrawal row names the machine's
    // town, no merchant; "COMPRA TARJ." ends in the card word, then the card's own number.
    const de = `02.04. 02.04. Bargeldauszahlung GA Rostock 100,00 1.204,90
03.04. 03.04. Bargeldauszahlung GA Rostock 50,00 1.154,90`;
    const es = `02/04 02/04 REINTEGRO CAJERO MADRID 100,00 1.204,90
03/04 COMPRA TARJ. 4111 11** **** 1111 MERCADONA MADRID 45,20 1.159,70`;
    const it = `02/04 02/04 PRELIEVO BANCOMAT MILANO 100,00 1.204,90`;
    for (const text of [de, es, it])
      expect(
        merchants(text).filter((f) => /Bargeld|GA|REINTEGRO|CAJERO|TARJ|PRELIEVO|BANCOMAT/.test(f)),
      ).toEqual([]);
  });

  it('splits a chain from its towns by what recurs in the statement (eng, deu)', () => {
    const en = `03 Mar CARD PAYMENT COSTA COFFEE YEOVIL *4471 4.20 812.33
04 Mar CARD PAYMENT COSTA COFFEE TAUNTON *4471 3.10 809.23
05 Mar CARD PAYMENT THE GREEN DRAGON TAUNTON *4471 22.80 786.43
06 Mar DIRECT DEBIT Council Tax 120.00 666.43`;
    const found = merchants(en);
    expect(found).toContain('ORGANIZATION COSTA COFFEE');
    expect(found).toContain('LOCATION YEOVIL');
    expect(found).toContain('ORGANIZATION THE GREEN DRAGON');
    expect(found).toContain('LOCATION TAUNTON');
    // Posting words, masks and amounts are never part of a merchant box.
    expect(found.some((f) => /CARD|PAYMENT|\*4471|4\.20/.test(f))).toBe(false);
    const de = `02.04. Kartenzahlung Rewe Hofmann Bad Tölz 45,10 1.204,90
03.04. Kartenzahlung Rewe Hofmann Garmisch 12,35 1.192,55
04.04. Kartenzahlung Apotheke am Markt Bad Tölz 8,99 1.183,56`;
    expect(merchants(de)).toEqual([
      'ORGANIZATION Rewe Hofmann',
      'LOCATION Bad Tölz',
      'ORGANIZATION Rewe Hofmann',
      'LOCATION Garmisch',
      'ORGANIZATION Apotheke am Markt',
      'LOCATION Bad Tölz',
    ]);
  });

  it('reads French, Spanish, Italian and Portuguese card rows (fra, spa, ita, por)', () => {
    const fr = `06/05 PAIEMENT CB BOULANGERIE PAUL NANTES 4,80 1 203,11
07/05 PAIEMENT CB CARREFOUR MARKET NANTES 61,02 1 142,09`;
    expect(merchants(fr)).toContain('ORGANIZATION BOULANGERIE PAUL');
    const es = `01/06 COMPRA CON TARJETA CAFETERÍA LA ESQUINA SEGOVIA *3310 6,40 920,10
02/06 COMPRA CON TARJETA FARMACIA SANZ SEGOVIA *3310 12,95 907,15`;
    expect(merchants(es)).toContain('ORGANIZATION CAFETERÍA LA ESQUINA');
    expect(merchants(es)).toContain('LOCATION SEGOVIA');
    // One row, nothing recurs: a listed town is still split off ...
    const it_ = `03/05 PAGAMENTO POS OSTERIA DEL PORTO LIVORNO 38,00 2.410,55`;
    expect(merchants(it_)).toEqual(['ORGANIZATION OSTERIA DEL PORTO', 'LOCATION LIVORNO']);
    // ... and without one the whole description is one merchant box.
    const lone = `04/05 PAGAMENTO POS GELATERIA SAN CRISPINO 4,50 2.406,05`;
    expect(merchants(lone)).toEqual(['ORGANIZATION GELATERIA SAN CRISPINO']);
    const pt = `02/06 COMPRA TASCA DO ZÉ ÉVORA *9001 21,40 1.300,00
09/06 COMPRA TASCA DO ZÉ BEJA *9001 18,10 1.281,90`;
    expect(merchants(pt)).toContain('ORGANIZATION TASCA DO ZÉ');
  });

  it('takes a row whose mask and amounts wrapped below it (rus)', () => {
    const ru = `07.06. Оплата картой Кофейня «Зерно» Нижний Новгород
*0050
37,64 5 102,83
08.06. Оплата картой Кофейня «Зерно» Казань *0050 12,00 5 090,83`;
    const found = merchants(ru);
    expect(found).toContain('ORGANIZATION Кофейня «Зерно»');
    expect(found).toContain('LOCATION Нижний Новгород');
  });

  it('reads a card statement without posting words only where the town is evidenced (deu)', () => {
    const text = `Buchungsdatum Belegdatum Beschreibung Betrag
03.03. 05.03. Rossmann Filiale Ulm 14,75
04.03. 06.03. Gasthaus Krone Ulm 58,20
05.03. 06.03. Jahresgebühr Kreditkarte 30,00
06.03. 07.03. Monatsgebühr Kreditkarte 3,00
07.03. 08.03. Zahlung Danke 500,00`;
    expect(merchants(text)).toEqual([
      'ORGANIZATION Rossmann Filiale',
      'LOCATION Ulm',
      'ORGANIZATION Gasthaus Krone',
      'LOCATION Ulm',
    ]);
  });

  it('leaves rows without card words and descriptions without a row alone', () => {
    const text = `01/06 Comissão de manutenção 12,00 6.149,29
Pay by card payment at any branch of our bank.
12/06 TRANSFERÊNCIA DE AMÉLIA COSTA 290,83 3.461,68`;
    expect(merchants(text)).toEqual([]);
  });
});

describe('national phone shapes', () => {
  it('reads French pairs, bracketed area codes and Russian toll-free numbers', () => {
    expectTag('Vous pouvez me joindre au 06.41.27.88.30 après 18 h.', '06.41.27.88.30', 'PHONE');
    expectTag('Tel. 01 45 67 22 98', '01 45 67 22 98', 'PHONE');
    expectTag('Rückruf erbeten: (0621) 498 77 12', '(0621) 498 77 12', 'PHONE');
    expectTag('Mobile\n(01632) 960457', '(01632) 960457', 'PHONE');
    expectTag('Горячая линия: 8 800 555 35 35', '8 800 555 35 35', 'PHONE');
    expectTag('Служба поддержки 8 800 100 0 100', '8 800 100 0 100', 'PHONE');
  });

  it('keeps dates, amounts, versions and register numbers negative', () => {
    const text =
      'Registered in England No. 04518822. Version 1.2.3.4 released 14.03.2024; total 1.234.567,89 EUR; IBAN DE89 3704 0044 0532 0130 00.';
    expect(
      findPii(text)
        .filter((s) => s.tag === 'PHONE')
        .map((s) => text.slice(s.start, s.end)),
    ).toEqual([]);
  });
});

describe('user names and handles after their label', () => {
  it('reads logins and @handles in the seven languages', () => {
    const form = `Username jbarraclough
Usuario: mlozano
Nom d'utilisateur : cgarnier
Benutzername   hkessler   Abteilung Einkauf
Nome utente: r.bassani
Utilizador de chat @tmacedo
Логин okuznetsova
Ник в мессенджере @okuz
Slack handle: @j.barraclough`;
    const found = loginNames(form).map((l) => form.slice(l.start, l.end));
    expect(found).toEqual([
      'jbarraclough',
      'mlozano',
      'cgarnier',
      'hkessler',
      'r.bassani',
      '@tmacedo',
      'okuznetsova',
      '@okuz',
      '@j.barraclough',
    ]);
    expect(spanOver(form, 'okuznetsova')?.tag).toBe('ID');
  });

  it('never takes a word of a sentence or a heading', () => {
    const text = `User guide
Please login with your badge.
The user name is shown on your card.
Usuario registrado
Ник в мессенджере необязателен`;
    expect(loginNames(text)).toEqual([]);
  });
});

describe('PINs and tokens', () => {
  it('reads door and alarm PINs after their label', () => {
    expectTag('PIN porta 480213', '480213', 'PASSWORD');
    expectTag('PIN-код двери 7710', '7710', 'PASSWORD');
    expectTag('PIN de la puerta: 5521', '5521', 'PASSWORD');
    expectTag('PIN alarme 90817', '90817', 'PASSWORD');
  });

  it('joins a token wrapped at a narrow column edge, and only a token', () => {
    const text = `Nunca cole o token xoxb-4412309871-883012-Qw7RtY
u8PzXc91 num chat. A chave sk-Ab3dEf6hIj9kLm2nOp5q
rSt8uVw1 expira.
the key sk-abcdefghijklmnopqrstuvwx
Please rotate it.`;
    const joined = wrappedTokens(text).map((t) => text.slice(t.start, t.end));
    expect(joined).toEqual([
      'xoxb-4412309871-883012-Qw7RtY\nu8PzXc91',
      'sk-Ab3dEf6hIj9kLm2nOp5q\nrSt8uVw1',
    ]);
    expect(untouched(text, 'Please')).toBe(true);
  });
});

describe('home folders across a line end', () => {
  it('ends a Windows home path at its line end unless the path goes on', () => {
    const text =
      'Ihr Laptop ist mit dem Verzeichnis C:\\Users\\kbrandt7\neingerichtet. Melden Sie sich an.';
    const urls = findPii(text)
      .filter((s) => s.tag === 'URL')
      .map((s) => text.slice(s.start, s.end));
    expect(urls).toEqual(['C:\\Users\\kbrandt7']);
    const spaced = 'Gespeichert unter C:\\Users\\Ana Gil\\Documents\\lohn.pdf heute.';
    expect(spanOver(spaced, 'C:\\Users\\Ana Gil\\Documents\\lohn.pdf')?.tag).toBe('URL');
  });
});
