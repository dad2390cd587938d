/**
 * Tracked capitals with a kerned pair left joined ("HA LV O R S E N" for a font that kerns LV)
 * are still one letter-spaced run, and a name read with its form label ("Passenger Jane
 * Holloway") still spells the run through its two-word parts. Hard negatives: spaced headings
 * and ordinary capitals with two-letter words stay unread.
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { LETTER_SPACED_RECOGNIZER } from '../../../src/core/detect/letter-spaced';
import { propagateOccurrences } from '../../../src/core/detect/propagate';

/** Spans the letter-spaced reading added, as `TAG text`, with the pipeline's detector. */
function spaced(text: string): string[] {
  return propagateOccurrences(text, findPii(text))
    .filter((s) => s.recognizer === LETTER_SPACED_RECOGNIZER)
    .map((s) => `${s.tag} ${text.slice(s.start, s.end)}`);
}

describe('letter-spaced runs with kerned pairs', () => {
  it('reads a surname-first name whose kerned pair came out joined (English, Spanish)', () => {
    expect(
      spaced('Passenger Victor Talbot\nE-mail vtalbot@example.org\nNAME\nTA L B O T V I C T O R\n'),
    ).toContain('PERSON_NAME TA L B O T V I C T O R');
    expect(
      spaced(
        'Pasajero Valentín Yagüe\nCorreo vyague@example.es\nNOMBRE\nYA G Ü E VA L E N T Í N\n',
      ),
    ).toContain('PERSON_NAME YA G Ü E VA L E N T Í N');
  });

  it('reads the run through a name read with its label (Italian, Portuguese)', () => {
    expect(
      spaced(
        'Passeggero Ornella Sartori\nEmail osartori@example.it\nNOME\nS A R T O R I O R N E L L A\n',
      ),
    ).toContain('PERSON_NAME S A R T O R I O R N E L L A');
    expect(
      spaced(
        'Passageiro Joaquim Teixeira\nE-mail jteixeira@example.pt\nNOME\nT E I X E I R A J O A Q U I M\n',
      ),
    ).toContain('PERSON_NAME T E I X E I R A J O A Q U I M');
  });

  it('reads no spaced heading nor capitals with two-letter words', () => {
    expect(
      spaced('Passenger Victor Talbot\nB O A R D I N G PA S S\nGATE TO BE ANNOUNCED\n'),
    ).toEqual([]);
    expect(spaced('WE AT TA GO TO AT LA\nA TO Z OF TAX\n')).toEqual([]);
  });
});
