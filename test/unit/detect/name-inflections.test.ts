import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { inflectedNamePattern } from '../../../src/core/detect/name-inflections';
import { PROPAGATED_RECOGNIZER, propagateOccurrences } from '../../../src/core/detect/propagate';
import type { Span } from '../../../src/core/detect/span';

const words = (text: string, spans: readonly Span[]) =>
  spans.map((s) => text.slice(s.start, s.end));

describe('a name found once is redacted in every form it is written in', () => {
  it('declined Russian names and surnames', () => {
    const text =
      'Абонент: Светлана Петровна Тихонова\n' +
      'Уведомление направлено Светлане Петровне Тихоновой; копия — Тихоновой и Тихонову.';
    const found: Span[] = [
      { tag: 'PERSON_NAME', start: 9, end: 35, score: 0.9, recognizer: 'name-form' },
    ];
    const spans = propagateOccurrences(text, found);
    expect(words(text, spans)).toEqual([
      'Светлана Петровна Тихонова',
      'Светлане Петровне Тихоновой',
      'Тихоновой',
      'Тихонову',
    ]);
    expect(spans.slice(1).every((s) => s.recognizer === PROPAGATED_RECOGNIZER)).toBe(true);
  });

  it('a masculine surname in the instrumental and a soft first name', () => {
    const text = 'Подпись: Тимофей Журавлёв.\nДоговор заключён с Тимофеем Журавлёвым в Москве.';
    const found: Span[] = [
      { tag: 'PERSON_NAME', start: 9, end: 25, score: 0.9, recognizer: 'name-form' },
    ];
    expect(words(text, propagateOccurrences(text, found))).toContain('Тимофеем Журавлёвым');
  });

  it('German genitive, English possessive and an elided French article', () => {
    const text =
      'Antragstellerin: Anna Müller. Müllers Antrag wurde geprüft, die Müllerstraße nicht. ' +
      "Signed by Megan Okafor. Okafor's lease and the dossier d'Okafor.";
    const spans = propagateOccurrences(text, findPii(text));
    const found = words(text, spans);
    expect(found).toContain('Müllers');
    expect(found.filter((w) => w === 'Okafor')).toHaveLength(2);
    expect(found.some((w) => w.startsWith('Müllerstr'))).toBe(false);
  });

  it('undeclinable words have no pattern; a declined form must end the word', () => {
    expect(inflectedNamePattern('шевченко')).toBeUndefined();
    expect(inflectedNamePattern('jones')).toBeUndefined();
    expect(inflectedNamePattern('журавлёв')?.test('журавлёвым')).toBe(true);
    expect(inflectedNamePattern('журавлёв')?.test('журавлёвка')).toBe(false);
  });
});

describe('a wrong guess is not multiplied through a long document', () => {
  it('one word guessed from a cue or an initial is not chased, a word the text writes in lower case neither', () => {
    const page =
      'Sei X ein Raum wie in Abbildung 3 gezeigt. Dann ist X kompakt, und dann gilt der Satz.\n' +
      'Abbildung 4 zeigt den Torus. Dann folgt die Behauptung aus der Topologie T. Dann.\n';
    const later =
      'Abbildung 5 zeigt die Sphäre. Dann ist jede Schleife zusammenziehbar, und dann folgt es.\n';
    const text = `${page}\f${later}\f${later}`;
    const at = (value: string) => ({
      start: text.indexOf(value),
      end: text.indexOf(value) + value.length,
    });
    const guesses: Span[] = [
      { tag: 'LOCATION', ...at('Abbildung'), score: 0.5, recognizer: 'context-entity' },
      { tag: 'PERSON_NAME', ...at('Topologie T. Dann'), score: 0.9, recognizer: 'name-shape' },
      { tag: 'ORGANIZATION', ...at('kompakt'), score: 0.8, recognizer: 'org-pattern' },
    ];
    const spans = propagateOccurrences(text, guesses);
    expect(spans.filter((s) => s.recognizer === PROPAGATED_RECOGNIZER)).toEqual([]);
  });

  it('an e-mail address at a line end does not take the next line’s word', () => {
    const text =
      'Wer es gerne gedruckt hätte, kann mir eine E-Mail an die Adresse info@martin-thoma.de\n' +
      'schicken. Danke an alle Tutoren und Korrektoren für ihre Hilfe beim Skript.';
    const spans = findPii(text).filter((s) => s.tag === 'EMAIL');
    expect(words(text, spans)).toEqual(['info@martin-thoma.de']);
  });

  it('reads the first name and particles written before a propagated surname with it', () => {
    const text =
      'Pour l’Employeur Le Salarié\nSébastien Duval-Moreau Laurence de La Rochefoucauld\n' +
      '4. Laurence de\nLa Rochefoucauld est tenu(e) au secret.\n' +
      'Contrat de travail Laurence de La Rochefoucauld · Page 1';
    const source = 'Sébastien Duval-Moreau Laurence de La Rochefoucauld';
    const start = text.indexOf(source);
    const found: Span[] = [
      { tag: 'PERSON_NAME', start, end: start + source.length, score: 0.8, recognizer: 'x' },
    ];
    expect(words(text, propagateOccurrences(text, found)).slice(1)).toEqual([
      'Laurence de\nLa Rochefoucauld',
      'Laurence de La Rochefoucauld',
    ]);
  });
});
