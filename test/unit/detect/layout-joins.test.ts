import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import type { Span } from '../../../src/core/detect/span';

/** The spans of `text` that cover every non-space character of `value` (its first occurrence). */
function covering(text: string, value: string): Span[] {
  const at = text.indexOf(value);
  expect(at, `"${value}" is in the text`).toBeGreaterThanOrEqual(0);
  const spans = findPii(text);
  const uncovered = [...value].some(
    (ch, i) => /\S/.test(ch) && !spans.some((s) => s.start <= at + i && at + i < s.end),
  );
  return uncovered ? [] : spans.filter((s) => s.start < at + value.length && at < s.end);
}

describe('values across line ends in wrapped paragraphs', () => {
  it('reads a house number at the end of a line with the street that starts the next', () => {
    const text =
      'This agreement is made between the Client and Desmond MacPherson, residing at 104\n' +
      'Kingsbury Crescent, Suite 302, Burlington, VT (the "Contractor"), who agrees to it.\n' +
      'The Contractor shall deliver the work to the site manager and report every week.';
    const spans = covering(text, '104\nKingsbury Crescent, Suite 302');
    expect(spans.some((s) => s.tag === 'ADDRESS')).toBe(true);
  });

  it('reads a street after a particle or a comma that ends the line', () => {
    const pt =
      'O presente contrato é celebrado entre a empresa e Filipa Quintela, residente na Estrada de\n' +
      'Benfica, 35, Viseu (o "Prestador"), que aceita as condições descritas neste documento.\n';
    expect(covering(pt, 'Estrada de\nBenfica, 35').some((s) => s.tag === 'ADDRESS')).toBe(true);
    const it =
      'Il presente contratto è stipulato tra lo Studio Legale Santangelo, con sede in Piazza del Duomo,\n' +
      '110, Lecce, rappresentato dal suo titolare, e la consulente che accetta le condizioni.\n';
    expect(covering(it, 'Piazza del Duomo,\n110').some((s) => s.tag === 'ADDRESS')).toBe(true);
  });

  it('reads a phone extension after "ext." that ends the line', () => {
    const text =
      'Please call our claims officer Carmen García Moreno at +34 91 227 43 94 ext.\n768 if anything in this letter is unclear to you.';
    expect(covering(text, '+34 91 227 43 94 ext.\n768').some((s) => s.tag === 'PHONE')).toBe(true);
  });
});

describe('values in a table cell or a form field wrapped in its column', () => {
  it('reads a date whose year is on the next line of its cell', () => {
    const fr =
      'Ouverture Client Objet Statut\n13 décembre\n2025\nInès Rousseau (1 18 02 38 916 630 34) Changement d’adresse';
    expect(covering(fr, '13 décembre\n2025').some((s) => s.tag === 'DATE')).toBe(true);
    const ru = 'Открыто Клиент Тема Статус\n12 августа 2025\nг.\nДмитрий Иванов, № 23756 Жалоба';
    expect(covering(ru, '12 августа 2025\nг.').some((s) => s.tag === 'DATE')).toBe(true);
  });

  it('reads a phone number whose last group wrapped', () => {
    const text = 'Name Office Phone\nMalte Oberhuber\n+49 (0)89 729\n7984\nUte von der Heyde';
    expect(covering(text, '+49 (0)89 729\n7984').some((s) => s.tag === 'PHONE')).toBe(true);
  });

  it('reads a surname or a patronymic alone on the next line with the name', () => {
    const text = 'ФИО Офис Телефон\nВарвара Олеговна\nЖуравлёва\n+7 (995) 938-11-91';
    expect(covering(text, 'Варвара Олеговна\nЖуравлёва').some((s) => s.tag === 'PERSON_NAME')).toBe(
      true,
    );
  });

  it('does not carry a name or an organisation into the title on the next line', () => {
    const text =
      'Praxis Dr. Brandt\nPatientenaufnahmebogen\nVollständiger Name Tobias Krüger Geburtsdatum 03.08.1948';
    const title = text.indexOf('Patientenaufnahmebogen');
    expect(findPii(text).some((s) => s.start < title + 5 && title < s.end)).toBe(false);
  });

  it('keeps the lines of an address block and of a heading apart', () => {
    const text =
      'Monthly statement\nMICHAEL OKAFOR\n119 Harbor View Drive\nDenver, CO 80203\nSummary';
    const summary = text.indexOf('Summary');
    expect(findPii(text).some((s) => s.end > summary)).toBe(false);
  });
});
