/**
 * Issue 15: a person found by full name is named again by the given name alone in a sign-off or
 * after a greeting; that given name is redacted there too, and nowhere else.
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';
import { GIVEN_NAME_ECHO_RECOGNIZER } from '../../../src/core/detect/given-name-echoes';

/** The texts the detector, as the pipeline runs it, reports as PERSON_NAME. */
function names(text: string): string[] {
  return propagateOccurrences(text, findPii(text))
    .filter((s) => s.tag === 'PERSON_NAME')
    .map((s) => text.slice(s.start, s.end));
}

/** Occurrences of `value` in `text` (so a test checks the input holds what it claims). */
const count = (text: string, value: string) => text.split(value).length - 1;

describe('given names echoed in sign-offs and greetings', () => {
  it('redacts a sign-off under a mail whose header names the writer in full (e-mail local part alike)', () => {
    const text =
      'De: Covadonga Olabarrieta Sáez <covadonga@cierzo.es> 20/04/2025 10:57\n' +
      'Gracias por escribirnos. Revisaremos el cargo duplicado.\nUn saludo,\nCovadonga\nCierzo\n';
    expect(count(text, 'Covadonga')).toBe(2);
    expect(names(text).filter((n) => n === 'Covadonga')).toHaveLength(1);
  });

  it('reads a given name after a greeting that opens the line, in other languages', () => {
    const text =
      'Richiedente: Elettra Bonfiglio Ranieri\n\nCiao Elettra, abbiamo ricevuto la richiesta.\n';
    const spans = propagateOccurrences(text, findPii(text));
    const at = text.indexOf('Ciao Elettra') + 'Ciao '.length;
    expect(spans.some((s) => s.tag === 'PERSON_NAME' && s.start <= at && s.end >= at + 7)).toBe(
      true,
    );
  });

  it('reads the given name in block capitals under a form label when a surname in the e-mail is no ordinary word', () => {
    const text =
      'Last name\nWHITCOMBE\nFirst and middle names\nMARISOL\nPersonal e-mail\n' +
      'whitcombe.marisol47@gmail.com\nUser name\nwhitcombe.ma\nEmployee signature: Marisol Whitcombe\n';
    const found = names(text);
    expect(count(text, 'MARISOL')).toBe(1);
    expect(found).toContain('MARISOL');
    expect(found).toContain('WHITCOMBE');
  });

  it('leaves the given name alone where it is an ordinary word of the document or in running text', () => {
    const text =
      'Patient: Grace Whitlock\nShe handled the news with grace.\nGrace\n' +
      'Referred by: Hunter Bellamy\nThe report says Hunter agreed.\n';
    const spans = propagateOccurrences(text, findPii(text));
    expect(spans.some((s) => s.recognizer === GIVEN_NAME_ECHO_RECOGNIZER)).toBe(false);
  });

  it('does not chase a given name no full name vouches for', () => {
    const text = 'Order 4411 shipped.\nThanks,\nMarisol\n';
    const spans = propagateOccurrences(text, findPii(text));
    expect(spans.some((s) => s.recognizer === GIVEN_NAME_ECHO_RECOGNIZER)).toBe(false);
  });
});
