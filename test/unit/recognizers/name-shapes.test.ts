import { describe, expect, it } from 'vitest';
import { nameShapeRecognizer } from '../../../src/core/detect/recognizers/name-shapes';
import { found } from './textual-helpers';

describe('nameShapeRecognizer', () => {
  it.each([
    ['en', 'The verses from Faina D. Yefremova were read aloud.', 'Faina D. Yefremova'],
    ['en', 'What is your name? Stephan M Urner', 'Stephan M Urner'],
    ['es', 'El contrato lo firmó Carlos J. Pérez ayer.', 'Carlos J. Pérez'],
    ['fr', 'Le dossier de Jean-Paul M. Dubois est complet.', 'Jean-Paul M. Dubois'],
    ['de', 'Das Schreiben ging an Hans P. Müller in Bonn.', 'Hans P. Müller'],
    ['it', 'La lettera di Marco A. Bianchi è arrivata.', 'Marco A. Bianchi'],
    ['pt', 'O pedido de João M. Carvalho foi aceite.', 'João M. Carvalho'],
    ['ru', 'Документ подписал Иван И. Петров.', 'Иван И. Петров'],
  ])('%s: finds a middle-initial name in %j', (_lang, text, expected) => {
    expect(found(nameShapeRecognizer, text)).toContain(expected);
  });

  it.each([
    ['en', 'Tomomi lives at the end of the road.', 'Tomomi'],
    ['en', 'Mehrudin shouted at Todd.', 'Mehrudin'],
    ['en', 'Luiza is from Xignite.', 'Luiza'],
    ['en', 'eva kleist lives at 255 hersnapvej 18', 'eva kleist'],
    ['es', 'Lucía Ortega vive en Zaragoza.', 'Lucía Ortega'],
    ['fr', 'Amélie Giraud habite à Lyon.', 'Amélie Giraud'],
    ['de', 'Jürgen Vogt wohnt in Bremen.', 'Jürgen Vogt'],
    ['it', 'Chiara Fontana abita a Torino.', 'Chiara Fontana'],
    ['pt', 'Beatriz Lopes mora em Braga.', 'Beatriz Lopes'],
    ['ru', 'Ольга Смирнова живёт в Казани.', 'Ольга Смирнова'],
  ])('%s: finds the person before a person-only verb in %j', (_lang, text, expected) => {
    expect(found(nameShapeRecognizer, text)).toEqual([expected]);
  });

  it('reads lists of first names and colon-introduced lists of people', () => {
    expect(found(nameShapeRecognizer, 'They had 4: Romi, Erik, Amy and Kristen.')).toEqual([
      'Romi',
      'Erik',
      'Amy',
      'Kristen',
    ]);
    expect(found(nameShapeRecognizer, 'Our 3 founders: Eklund, Becker and Vasquez.')).toEqual([
      'Eklund',
      'Becker',
      'Vasquez',
    ]);
  });

  it('finds a name addressed at the start of a sentence', () => {
    expect(found(nameShapeRecognizer, 'Danial, can I please speak to your boss?')).toEqual([
      'Danial',
    ]);
  });

  it.each([
    'The World War I Memorial opens in May.',
    'See Appendix B Results for details.',
    'Paris, London and Berlin are on the list.',
    'Monday, Tuesday and Friday are booked.',
    'However, can you confirm the order?',
    'The Quick Brown Fox jumps.',
    'Cookies, Cakes and Pies are sold here.',
    'the house lives on in memory',
    'This email is from the billing team.',
    'The parcel is from Amazon.',
  ])('finds no name in %j', (text) => {
    expect(found(nameShapeRecognizer, text)).toEqual([]);
  });
});
