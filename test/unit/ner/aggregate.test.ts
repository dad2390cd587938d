import { describe, expect, it } from 'vitest';
import { aggregateEntities } from '../../../src/core/ner/aggregate';
import { alignTokens } from '../../../src/core/ner/align';
import type { TokenPrediction } from '../../../src/core/ner/ports';

/** Aggregates a labelled WordPiece token list over `text`, returning [tag, word] pairs. */
function run(text: string, labelled: Array<[string, string]>): Array<[string, string]> {
  const predictions: TokenPrediction[] = labelled.map(([token, label]) => ({
    token,
    label,
    score: 0.9,
  }));
  const aligned = alignTokens(
    text,
    predictions.map((p) => p.token),
    { scheme: 'wordpiece', unknownToken: '[UNK]' },
  );
  return aggregateEntities(text, predictions, aligned).map((e) => [
    e.tag,
    text.slice(e.start, e.end),
  ]);
}

describe('aggregateEntities', () => {
  it('joins B-/I- words and labels a word by its first piece', () => {
    const text = 'Mr Johansson Smith met Acme.';
    expect(
      run(text, [
        ['mr', 'O'],
        ['johan', 'B-PER'],
        ['##sson', 'O'],
        ['smith', 'I-PER'],
        ['met', 'O'],
        ['acme', 'B-ORG'],
        ['.', 'O'],
      ]),
    ).toEqual([
      ['PERSON_NAME', 'Johansson Smith'],
      ['ORGANIZATION', 'Acme'],
    ]);
  });

  it('starts a new entity on B- and on an I- after another type (IOB1)', () => {
    const text = 'Paris London Berlin';
    expect(
      run(text, [
        ['paris', 'B-LOC'],
        ['london', 'B-LOC'],
        ['berlin', 'I-LOC'],
      ]),
    ).toEqual([
      ['LOCATION', 'Paris'],
      ['LOCATION', 'London Berlin'],
    ]);
    expect(
      run('Bob Paris', [
        ['bob', 'I-PER'],
        ['paris', 'I-LOC'],
      ]),
    ).toEqual([
      ['PERSON_NAME', 'Bob'],
      ['LOCATION', 'Paris'],
    ]);
  });

  it('ignores MISC and joins FIRSTNAME + LASTNAME of a PII model on one line', () => {
    const text = 'Anna Berg, Euro\nKarl\nOtt';
    expect(
      run(text, [
        ['anna', 'B-FIRSTNAME'],
        ['berg', 'B-LASTNAME'],
        [',', 'O'],
        ['euro', 'B-MISC'],
        ['karl', 'B-FIRSTNAME'],
        ['ott', 'B-LASTNAME'],
      ]),
    ).toEqual([
      ['PERSON_NAME', 'Anna Berg'],
      ['PERSON_NAME', 'Karl'],
      ['PERSON_NAME', 'Ott'],
    ]);
  });
});
