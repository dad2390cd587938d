import { describe, expect, it } from 'vitest';
import { orgPatternRecognizer } from '../../../src/core/detect/recognizers/org-patterns';
import { found } from './textual-helpers';

describe('orgPatternRecognizer', () => {
  it.each([
    ['en', 'Tomomi is from Hawkins, Richardson and Santana.', 'Hawkins, Richardson and Santana'],
    ['en', 'We wrote to Vazquez-Riggs yesterday.', 'Vazquez-Riggs'],
    ['es', 'Trabaja en García, Pérez y Romero desde 2010.', 'García, Pérez y Romero'],
    ['fr', 'Le cabinet Dupont, Lambert et Moreau a répondu.', 'Dupont, Lambert et Moreau'],
    ['de', 'Die Kanzlei Müller, Schmidt und Fischer schrieb uns.', 'Müller, Schmidt und Fischer'],
    ['it', 'Lo studio Rossi, Ricci e Esposito ha risposto.', 'Rossi, Ricci e Esposito'],
    ['pt', 'O escritório Silva, Pereira e Santos respondeu.', 'Silva, Pereira e Santos'],
    ['ru', 'Фирма Иванов, Петров и Сидоров ответила.', 'Иванов, Петров и Сидоров'],
  ])('%s: finds a partnership name in %j', (_lang, text, expected) => {
    expect(found(orgPatternRecognizer, text)).toEqual([expected]);
  });

  it('finds a name by what only companies have or do', () => {
    expect(found(orgPatternRecognizer, 'The Avalara office is at PSC 0413.')).toEqual(['Avalara']);
    expect(found(orgPatternRecognizer, 'During 2008, Sp Capital Iq invested heavily.')).toEqual([
      'Sp Capital Iq',
    ]);
    expect(found(orgPatternRecognizer, 'Maria invested heavily in bonds.')).toEqual([]);
    expect(found(orgPatternRecognizer, 'The Paris office is closed.')).toEqual([]);
  });

  it('finds a name defined as a company', () => {
    expect(found(orgPatternRecognizer, 'Telenav is a design agency based in Oslo.')).toEqual([
      'Telenav',
    ]);
    expect(
      found(orgPatternRecognizer, 'Persint is an international investment bank and insurer.'),
    ).toEqual(['Persint']);
    expect(found(orgPatternRecognizer, 'Maria Rossi is a friend of the company.')).toEqual([]);
    expect(found(orgPatternRecognizer, 'This is a small company.')).toEqual([]);
  });

  it('finds the company line of a signature block', () => {
    const text = 'Dreux Joly\nPaxata\nPSC 3294, Box 9168\nAPO AA 61487';
    expect(
      found(orgPatternRecognizer, 'Stephan Urner\nOpencounter\n83854 Strickstrasse 61'),
    ).toEqual(['Opencounter']);
    expect(found(orgPatternRecognizer, text.replace('Dreux', 'Daniel'))).toEqual(['Paxata']);
    expect(
      found(orgPatternRecognizer, '> Lina Artemova\n> Irecycle\n> Lina Artemova\n> 2224 Main St'),
    ).toEqual(['Irecycle']);
    expect(
      found(orgPatternRecognizer, 'Julcsa Kárpáthy\nMhealthcoach\n50668 Kiannonkatu 98 Apt. 105'),
    ).toEqual(['Mhealthcoach']);
  });

  it.each([
    'We visited Paris, London and Berlin.',
    'Our founders: Eklund, Becker and Vasquez.',
    'Donna, Sherry, Donald and Shane came.',
    'Anna Müller-Schmidt signed it.',
    'Salt, Pepper and Oil are needed.',
    'Maria Rossi\nSales manager\nPlease call me back.',
    'John Smith\nSales Manager\n12 Main Street',
    'Jürgen Vogt\nTechnischer Leiter\n12 Hauptstraße',
  ])('finds no organisation in %j', (text) => {
    expect(found(orgPatternRecognizer, text)).toEqual([]);
  });
});
