import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { propagateOccurrences } from '../../../src/core/detect/propagate';
import { termEvidence } from '../../../src/core/detect/term-evidence';

/** Every value the pipeline would redact, as "TAG:text". */
function redacted(text: string): string[] {
  return propagateOccurrences(text, findPii(text)).map(
    (s) => `${s.tag}:${text.slice(s.start, s.end)}`,
  );
}

// A text's own usage says which capitalised words are its terms (term-evidence.ts): German
// writes every noun with a capital, mathematics writes variables as capitals. These classes were
// found on the outside corpus's German thesis and on court filings; each case here is one class.
describe('term filter: the document says which words are its terms', () => {
  const german =
    'Es gibt disjunkte Umgebungen U von x und Uy von y. Sei Vy Umgebungen von x, sodass die ' +
    'Umgebungen offen sind. Dann ist die Menge offen und wir haben das gezeigt. Vielen Dank an ' +
    'Frau Randecker und an Frau Anna Krüger für die Hilfe bei der Korrektur.';

  it('reads a German noun after an article or an adjective as no surname, names still found', () => {
    const found = redacted(german);
    expect(found.filter((f) => f.includes('Umgebungen'))).toEqual([]);
    expect(found).toContain('PERSON_NAME:Randecker');
    expect(found).toContain('PERSON_NAME:Anna Krüger');
  });

  it('applies the German noun evidence to German text only ("had given Hakuba")', () => {
    expect(termEvidence(german).german).toBe(true);
    const english =
      'Hakuba had given Hakuba his address: 0304 Rua Cidade de Maracajá 468, Joinville';
    expect(termEvidence(english).german).toBe(false);
    expect(redacted(english)).toContain('PERSON_NAME:Hakuba');
  });

  it('takes a one-word guess the text writes in lower case for no organisation', () => {
    const text =
      'By using the service you agree to the Terms of Use. The use of the service is subject ' +
      'to our policy on use of data.';
    expect(redacted(text).filter((f) => f.startsWith('ORGANIZATION'))).toEqual([]);
  });

  it('takes a defined term or the first word of a found organisation for no one-word name', () => {
    const filing =
      'On January 18, 2010 the Debtor filed its plan. The Court heard testimony from Allen ' +
      'Choy, managing member of the Debtor, and other evidence.';
    expect(redacted(filing).filter((f) => f.includes('Debtor'))).toEqual([]);
    const policy =
      'Visit the Instagram Help Center. Instagram may change these terms. If Instagram ' +
      'removes content, Instagram will tell you.';
    expect(redacted(policy).filter((f) => f.startsWith('PERSON_NAME'))).toEqual([]);
  });

  it('reads groups, segments and variables of a technical text as no firms or initials', () => {
    const text =
      'Sei G eine Gruppe und X ein Raum. Die Gruppe S operiert auf X. Sei H eine Untergruppe ' +
      'von G und Y ein Raum mit Y in X. Dann ist die Gruppe PS endlich. Sei U offen in X und V ' +
      'offen in Y. Dann ist U in V und V in X, also X offen. Sei P ein Punkt, Q ein Punkt, R ' +
      'ein Punkt und T ein Punkt. Die Strecke AB schneidet die Strecke CD. Die Seiten AB und ' +
      'CD sind gleich. Seien M AB und N AB gegeben, dann ist AB offen. Sei K kompakt in X. ' +
      'Außerdem ist K abgeschlossen in X. Außerdem ist X kompakt und X (mit X) hausdorffsch.';
    expect(termEvidence(text).technical).toBe(true);
    expect(termEvidence(text).isVariable('X')).toBe(true);
    const found = redacted(text);
    expect(found.filter((f) => f.startsWith('ORGANIZATION'))).toEqual([]);
    expect(found.filter((f) => f.includes('Außerdem'))).toEqual([]);
  });

  it('keeps an initial before a surname the text uses once, in a technical text too', () => {
    const text =
      'Sei X ein Raum und Y ein Raum. Dann ist X offen in Y und X kompakt, X zusammenhängend ' +
      'und X hausdorffsch. Sei R ein Ring, R kommutativ, R noethersch, R lokal und R endlich. ' +
      'Sei f stetig von X nach Y und g stetig von Y nach X, P und Q Punkte, S und T Mengen, ' +
      'W und Z offen, K und L kompakt, M und N Mannigfaltigkeiten, B und C Basen. ' +
      'Der Beweis steht in „Algebraische Topologie“ von R. Stöcker und H. Zieschang.';
    expect(termEvidence(text).technical).toBe(true);
    const found = redacted(text);
    expect(found).toContain('PERSON_NAME:R. Stöcker');
    expect(found).toContain('PERSON_NAME:H. Zieschang');
  });

  it('reads a count glued to a word as no identifier; a labelled number stays one', () => {
    const found = redacted('Es ist ein 2-dimensionaler Raum. EIN 12-3456789');
    expect(found).not.toContain('ID:2-dimensionaler');
    expect(found).toContain('ID:12-3456789');
  });

  it('reads "(c)" among list items as no copyright sign; a copyright notice still is one', () => {
    expect(redacted('(a) Halbraum (b) Würfel (c) Sphäre mit einem Loch')).toEqual([]);
    expect(redacted('(c) Beh.: P(R) ist kompakt.')).toEqual([]);
    expect(redacted('relief under the Copyright Act of the United States')).not.toContain(
      'ORGANIZATION:Act of',
    );
    expect(redacted('© 2024 Northwind Traders. All rights reserved.')).toContain(
      'ORGANIZATION:Northwind Traders',
    );
    expect(redacted('Copyright (c) 2023 Kerjean Conseil')).toContain(
      'ORGANIZATION:Kerjean Conseil',
    );
  });

  it('leaves the names of the other languages alone', () => {
    const found = redacted(
      'Madame Claire Dupont a signé le bail. Signora Giulia Rossi ha firmato. La señora María ' +
        'García Pérez firmó. O senhor João Silva assinou. Иван Петрович Сидоров подписал договор.',
    );
    for (const name of [
      'Claire Dupont',
      'Giulia Rossi',
      'María García Pérez',
      'João Silva',
      'Иван Петрович Сидоров',
    ])
      expect(found).toContain(`PERSON_NAME:${name}`);
  });
});
