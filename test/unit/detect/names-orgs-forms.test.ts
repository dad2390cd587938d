/**
 * Issue 15 (R2): surnames in capitals before a listed given name ("VASSEUR Ségolène" in a running
 * header), legal-form names in brackets or opened by a Romance article ("(Carrow Bank plc)",
 * "La Prévoyance Lyonnaise SA"), mutual insurers ("a.G."), Russian forms with «…», names joined by
 * hyphens to their head noun ("St.-Elisabeth-Krankenhaus"), a flat written before its street,
 * and the negatives beside them (posting words, a note, a sentence's "units").
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';

/** The detector's findings in `text`, as "TAG:covered text". */
function found(text: string): string[] {
  return findPii(text).map((s) => `${s.tag}:${text.slice(s.start, s.end)}`);
}

/** True when every non-space character of `value` (first occurrence) lies under a finding. */
function covered(text: string, value: string): boolean {
  const at = text.indexOf(value);
  expect(at).toBeGreaterThanOrEqual(0);
  const spans = findPii(text);
  for (let i = at; i < at + value.length; i++) {
    if (/\s/.test(text[i]!)) continue;
    if (!spans.some((s) => s.start <= i && s.end > i)) return false;
  }
  return true;
}

describe('surname in capitals before the given name', () => {
  it('reads parties of a running header and a register', () => {
    const text =
      'Contrat de location BL-2023-26854\nVASSEUR Ségolène / GUILLOT Yannick\nDI STEFANO Tommaso\nMAGALHÃES Gonçalo A.';
    const all = found(text);
    for (const f of [
      'PERSON_NAME:VASSEUR Ségolène',
      'PERSON_NAME:GUILLOT Yannick',
      'PERSON_NAME:DI STEFANO Tommaso',
      'PERSON_NAME:MAGALHÃES Gonçalo A.',
    ])
      expect(all).toContain(f);
  });

  it('reads no posting word or note word as a surname', () => {
    const all = found('TRANSFERENCIA Maria\nNOTA Maria llamó ayer.');
    expect(all).not.toContain('PERSON_NAME:TRANSFERENCIA Maria');
    expect(all).not.toContain('PERSON_NAME:NOTA Maria');
  });
});

describe('organisations with a legal form, in brackets or opened by an article', () => {
  it('reads the whole name', () => {
    for (const [text, value] of [
      ['Paid by transfer to GB74 BARC 8454 1371 5830 43 (Carrow Bank plc).', 'Carrow Bank plc'],
      [
        'Überwiesen auf DE71 5941 3429 3386 5098 43 (Volksbank Mittelweser eG).',
        'Volksbank Mittelweser eG',
      ],
      ['Boulangeries Artisanales du Rhône SA', 'Boulangeries Artisanales du Rhône SA'],
      ['Assureur: La Prévoyance Lyonnaise SA', 'La Prévoyance Lyonnaise SA'],
      ['Versicherer: Süddeutsche Krankenversicherung a.G.', 'Süddeutsche Krankenversicherung a.G.'],
      ['Страховщик: ООО СК «Уральский Полис»', 'ООО СК «Уральский Полис»'],
      [
        'Vertrauliche ärztliche Mitteilung — St.-Elisabeth-Krankenhaus',
        'St.-Elisabeth-Krankenhaus',
      ],
    ] as const)
      expect(covered(text, value), text).toBe(true);
  });

  it('leaves a sentence’s article and firm noun outside', () => {
    expect(found('La société Dupont SA a payé.')).toContain('ORGANIZATION:Dupont SA');
  });
});

describe('a flat written before its street', () => {
  it('covers the flat and the street', () => {
    const text = 'The parcel was collected from Flat 10, 52 Bramble Lane, NG7 1FB Nottingham.';
    expect(covered(text, 'Flat 10, 52 Bramble Lane')).toBe(true);
  });

  it('reads no unit in a sentence about units', () => {
    expect(found('We sold 3 units, 12 Kings were lost.').some((f) => f.startsWith('ADDRESS'))).toBe(
      false,
    );
  });
});
