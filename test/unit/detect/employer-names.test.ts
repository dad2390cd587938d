/**
 * Issue 15 (R2): employers named without a legal form in CVs, HR forms and references, in the
 * seven languages ("Empregador atual:", "Entidade empregadora:", "trabajo en X como", "bei X als",
 * "J'ai rejoint X", "работаю в X", "Maple & Finch"), a link word inside a statement party's name,
 * and the negatives beside them (a table's next header cell, a person after "bei Frau").
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';

/** True when one finding covers every character of `value` (its first occurrence). */
function covered(text: string, value: string): boolean {
  const at = text.indexOf(value);
  expect(at).toBeGreaterThanOrEqual(0);
  return findPii(text).some((s) => s.start <= at && s.end >= at + value.length);
}

/** The organisations found in `text`. */
function orgs(text: string): string[] {
  return findPii(text)
    .filter((s) => s.tag === 'ORGANIZATION')
    .map((s) => text.slice(s.start, s.end));
}

describe('employers without a legal form', () => {
  it('reads an employer field with a qualifier after its label', () => {
    for (const [text, value] of [
      ['Empregador atual: Estúdio Lume', 'Estúdio Lume'],
      ['Entidade empregadora: Grupo Tejo · Admitido em 17-06-2023', 'Grupo Tejo'],
      ['Employeur actuel : Maison Vasseur', 'Maison Vasseur'],
      ['Empresa anterior: Lanzadera Digital', 'Lanzadera Digital'],
    ] as const)
      expect(covered(text, value), text).toBe(true);
  });

  it('reads the employer after a verb of working in the seven languages', () => {
    for (const [text, value] of [
      ['Actualmente trabajo en Estudio Nómada como comercial.', 'Estudio Nómada'],
      ['Atualmente trabalho na Estúdio Lume como contabilista.', 'Estúdio Lume'],
      ['Attualmente lavoro presso Gruppo Meridiana come contabile.', 'Gruppo Meridiana'],
      ['J’ai rejoint Maison Vasseur en 2015.', 'Maison Vasseur'],
      [
        'Seit dem Frühjahr bin ich bei Lichtblick Medien als Disponent beschäftigt.',
        'Lichtblick Medien',
      ],
      ['В настоящее время работаю в Сибирские Сети.', 'Сибирские Сети'],
      ['I joined Maple & Finch in 2014.', 'Maple & Finch'],
    ] as const)
      expect(covered(text, value), text).toBe(true);
  });

  it('reads a workshop named by its trade', () => {
    expect(covered('2020 – 2023\nAtelier Lumière\nComptable', 'Atelier Lumière')).toBe(true);
  });

  it('keeps a table’s next header cell and a person after "bei Frau" out', () => {
    const table = 'Période\nEmployeur\nPoste\nVille\n2023 – aujourd’hui\nGroupe Hélio';
    expect(orgs(table)).not.toContain('Poste');
    expect(orgs('Ich war bei Frau Weber als Pflegekraft tätig.')).not.toContain('Frau Weber');
  });

  it('keeps the link word inside a statement party’s name', () => {
    const text =
      'Fecha Concepto Importe Saldo\n03/02 RECIBO Gestoría Ruiz y Asociados S.L.U. -120,00 1.200,00';
    expect(covered(text, 'Gestoría Ruiz y Asociados S.L.U.')).toBe(true);
  });
});
