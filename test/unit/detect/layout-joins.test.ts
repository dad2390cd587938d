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

  it('a name in capitals does not go on with a role title on the next line', () => {
    const text = 'O Senhorio\nBRUNO SEMEDO VIEIRA\nO Arrendatário\n______\nRosário Monteiro';
    const role = text.indexOf('Arrendatário');
    expect(findPii(text).some((s) => s.start < role + 3 && role < s.end)).toBe(false);
  });

  it('a date goes on with its year, never with the next row’s amount', () => {
    const text = 'Fecha Concepto Importe\n12/10\n350,35 Transferencia recibida\n';
    const amount = text.indexOf('350,35');
    expect(findPii(text).some((s) => s.tag === 'DATE' && s.start < amount && amount < s.end)).toBe(
      false,
    );
  });
});

describe('a value read across a line end keeps what the lines read', () => {
  it('an identifier glued back at its hyphen outranks a fragment read as money', () => {
    const text =
      'A conta foi aberta a partir do IP 212.152.7.80, no dispositivo 24095B7C-8717-CAD5-\n' +
      'F1E4-04201683FD52; cartão guardado terminado em 7153, segundo o registo do sistema.';
    expect(
      covering(text, '24095B7C-8717-CAD5-\nF1E4-04201683FD52').some((s) => s.tag === 'ID'),
    ).toBe(true);
  });

  it('an organisation read across a line end does not swallow the card the row holds', () => {
    const text =
      'Fecha Valor Concepto Importe Saldo\n' +
      '16/08 17/08 COMPRA TARJ. XXXX-XXXX-XXXX-9133\nFarmacia Lda. Olmedo CÁCERES\n-69,13 5.265,11\n';
    expect(covering(text, 'XXXX-XXXX-XXXX-9133').some((s) => s.tag === 'CREDIT_CARD')).toBe(true);
  });
});
