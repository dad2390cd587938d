import { describe, expect, it } from 'vitest';
import type { TextTag } from '../../../src/core/contract/tags';
import { findPii } from '../../../src/core/detect/find-pii';

/** The texts the whole built-in detector reports for one tag. */
function found(text: string, tag: TextTag): string[] {
  return findPii(text, [tag]).map((s) => text.slice(s.start, s.end));
}

describe('built-in person names in seven languages', () => {
  it.each([
    ['en', 'I met Maria Rossi yesterday at the station.', 'Maria Rossi'],
    ['en', 'Please forward this to Tristan Dennis before Friday.', 'Tristan Dennis'],
    ['en', 'My name is lena andersson and I lost my card.', 'lena andersson'],
    ['en', '"We are ready," says Navrátilová.', 'Navrátilová'],
    ['es', 'Ayer hablé con Javier Fernández sobre el contrato.', 'Javier Fernández'],
    ['fr', 'Le dossier a été signé par Camille Lefèvre hier.', 'Camille Lefèvre'],
    ['de', 'Gestern rief Jürgen Hoffmann im Büro an.', 'Jürgen Hoffmann'],
    ['it', 'La pratica è seguita da Giulia Esposito.', 'Giulia Esposito'],
    ['pt', 'O contrato foi enviado para João Carvalho.', 'João Carvalho'],
    ['ru', 'Договор подписал Сергей Иванов вчера.', 'Сергей Иванов'],
    ['ru', 'Меня зовут Ольга Петрова.', 'Ольга Петрова'],
  ])('%s: finds the name in %j', (_lang, text, expected) => {
    expect(found(text, 'PERSON_NAME')).toEqual([expected]);
  });

  it('reads a signature block and a dialogue', () => {
    expect(
      found('Best regards\n\nSigrid Nyström\nAcme Ltd\n+46 8 123 45 67', 'PERSON_NAME'),
    ).toEqual(['Sigrid Nyström']);
    expect(found('Lisa: Where were you?\nNathan: At home.', 'PERSON_NAME')).toEqual([
      'Lisa',
      'Nathan',
    ]);
  });

  it.each([
    'Monday Morning Meeting',
    'Key Features Of The Release',
    'Why Choose Our Annual Report',
    'The Quick Brown Fox',
    'In March we released the Galaxy Tab.',
    'Friday, June 14: Project Update',
    'Bienvenue à la Réunion Annuelle',
    'Willkommen zur Jahresversammlung',
    'Summary Of Changes In Version 2',
  ])('finds no name in %j', (text) => {
    expect(found(text, 'PERSON_NAME')).toEqual([]);
  });
});

describe('built-in addresses, places and organisations', () => {
  it.each([
    ['Send it to 5049 Harjukuja 54, Seinäjoki, Finland.', '5049 Harjukuja 54, Seinäjoki, Finland'],
    [
      'It is in 1737 Cheriton Dr\nHibberdene\n, KZ\n South Africa 68793',
      '1737 Cheriton Dr\nHibberdene\n, KZ\n South Africa 68793',
    ],
    ['Our office: Rua Augusta 100, 1100-053 Lisboa', 'Rua Augusta 100, 1100-053 Lisboa'],
    [
      'Meet at the corner of Beiteveien 2 and Solli Plass',
      'the corner of Beiteveien 2 and Solli Plass',
    ],
    ['The office is at PSC 0413, Box 8144\nAPO AA 42323', 'PSC 0413, Box 8144\nAPO AA 42323'],
  ])('finds the address in %j', (text, expected) => {
    expect(found(text, 'ADDRESS')).toEqual([expected]);
  });

  it.each(['Chapter 3 Section 4', 'We sold 5 Musicians Of The 70s', 'During 1971, Acme grew'])(
    'finds no address in %j',
    (text) => {
      expect(found(text, 'ADDRESS')).toEqual([]);
    },
  );

  it.each([
    ['She grew up in Remniku before the war.', 'Remniku'],
    ['Vivo en Madrid desde 2010.', 'Madrid'],
    ['Er zog nach München.', 'München'],
  ])('finds the place in %j', (text, expected) => {
    expect(found(text, 'LOCATION')).toEqual([expected]);
  });

  it.each([
    ['He joined Rapid Cycle Solutions last year.', 'Rapid Cycle Solutions'],
    ['Die Müller Bau GmbH hat geliefert.', 'Müller Bau GmbH'],
    ['Договор с ООО "Ромашка" подписан.', 'ООО "Ромашка"'],
  ])('finds the organisation in %j', (text, expected) => {
    expect(found(text, 'ORGANIZATION')).toEqual([expected]);
  });

  it('never crosses a form feed and never throws on odd input', () => {
    const text = 'Maria\fRossi lives at 12 Elm\fStreet';
    for (const s of findPii(text)) expect(text.slice(s.start, s.end)).not.toContain('\f');
    expect(() => findPii('\u0000'.repeat(1000) + 'A '.repeat(5000))).not.toThrow();
  });
});
