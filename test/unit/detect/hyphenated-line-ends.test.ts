// Values hyphenated at a line end in justified prose (issue 15: "hyphenation and column layout
// respected"): the whole value, both pieces, lies under boxes; ordinary words hyphenated at a line
// end stay plain prose, and real hyphenated compounds and broken numbers keep their hyphen.
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { joinWrappedLines } from '../../../src/core/detect/line-joins';
import { allCovered } from './span-probes';

/** Every character of each value lies under a box of the whole detector. */
function expectCovered(text: string, ...values: string[]) {
  const spans = findPii(text);
  for (const value of values) expect(allCovered(text, spans, value), value).toBe(true);
}

/** No box touches any character of `word`. */
function expectPlain(text: string, word: string) {
  const at = text.indexOf(word);
  expect(at, `${word} is in the input`).toBeGreaterThanOrEqual(0);
  const hit = findPii(text).find((s) => s.start < at + word.length && at < s.end);
  expect(hit && text.slice(hit.start, hit.end), word).toBeUndefined();
}

describe('values hyphenated at a line end', () => {
  it('reads a date whose capitalised month is broken after one letter (deu)', () => {
    const text = `Sehr geehrte Frau Kollegin, wir berichten über Ihren Patienten, der
sich vom 11.07.2025 bis zum 18. Fe-
bruar 2025 in stationärer Behandlung im Klinikum war und in gutem
Allgemeinzustand entlassen werden konnte.`;
    expectCovered(text, '18. Fe-\nbruar 2025');
  });

  it('reads a street whose name is broken at the line end, with its postcode and town (deu)', () => {
    const text = `gegen die Wohnungsbaugenossenschaft Rheinblick eG, vertreten durch
die Geschäftsführung, Kai-
serswerther Straße 181, 40479 Düsseldorf, Beklagte, hat das Gericht
auf die mündliche Verhandlung für Recht erkannt:`;
    expectCovered(text, 'Kai-\nserswerther Straße 181, 40479 Düsseldorf');
  });

  it('reads a Russian address whose street is broken after the city (rus)', () => {
    const text = `Управляющая компания «Жилкомсервис», адрес: 603005, г. Нижний Новгород, ул. Краснопрес-
ненская, д. 148, в лице генерального директора, именуемое в дальнейшем
«Работодатель», заключили настоящий договор о нижеследующем.`;
    expectCovered(text, '603005, г. Нижний Новгород, ул. Краснопрес-\nненская, д. 148');
  });

  it('reads a building society named after a cue word, broken inside its last word (eng)', () => {
    const text = `Unless the arrears are cleared by 27 September 2026, your landlord
intends to serve notice seeking possession. Payment can be made to
account GB81 8013 0766 0752 5675 88 with Yorkshire Building Soci-
ety, quoting the tenancy reference. If you are having difficulty paying,
please contact the office.`;
    expectCovered(text, 'Yorkshire Building Soci-\nety');
  });

  it('reads a Spanish date and an Italian person broken at the line end (spa, ita)', () => {
    expectCovered(
      `Se remite el informe a su médico de atención primaria para revisión en
consultas externas, que tendrá lugar el próximo 14 de ju-
lio de 2025 en el Hospital General, donde deberá presentarse en ayunas.`,
      '14 de ju-\nlio de 2025',
    );
    expectCovered(
      `Il Giudice ha pronunciato la seguente sentenza nella causa civile promossa
dal sig. Gianfranco Ambro-
siani, residente in Milano, rappresentato e difeso dall’avv. Rossi.`,
      'Gianfranco Ambro-\nsiani',
    );
  });

  it('reads a French date whose month is broken (fra)', () => {
    const text = `Le conseil, après en avoir délibéré conformément à la loi, a rendu le
présent jugement le 12 sep-
tembre 2025, dont il a été donné lecture aux parties présentes à l'audience.`;
    expectCovered(text, '12 sep-\ntembre 2025');
  });
});

describe('ordinary hyphenated words and real compounds', () => {
  it('leaves ordinary words hyphenated at a line end as prose (eng, deu, fra, por)', () => {
    const eng = `The Tribunal finds that the dismissal was procedurally unfair for the rea-
sons set out below, and that the claimant is entitled to compensation. Re-
garding the deposit, the landlord confirms it was protected in time.`;
    expectPlain(eng, 'Re-\ngarding');
    expectPlain(eng, 'rea-\nsons');
    const deu = `Die Beklagte wird verurteilt, an den Kläger den ausstehenden Betrag zu
zahlen. Die Kosten des Rechts-
streits trägt die Beklagte nach dem Ausgang des Verfahrens. Ver-
sicherungsnachweise sind dem Gericht binnen einer Woche vorzulegen.`;
    expectPlain(deu, 'Rechts-\nstreits');
    expectPlain(deu, 'Ver-\nsicherungsnachweise');
    const fra = `Le conseil constate que le salarié a été licencié sans cause réelle. Con-
formément à la loi, il lui est alloué une indemnité dont le montant est fixé
ci-après, sous réserve des cotisations sociales applicables.`;
    expectPlain(fra, 'Con-\nformément');
    const por = `A ré alegou que o trabalhador nunca lhe apresentou qualquer reclama-
ção formal durante a vigência do contrato. Pro-
cede, por isso, parcialmente o pedido formulado pelo autor.`;
    expectPlain(por, 'Pro-\ncede');
  });

  it('glues a broken phone number and keeps a real compound’s hyphen in the joined view', () => {
    const text = `For any question about this notice, please call our office on (503) 555-
1000 during opening hours, or write to Mariasole Barbieri-
Conti, who manages the tenancy on behalf of the landlord and the agent.`;
    const view = joinWrappedLines(text);
    expect(view?.text).toContain('(503) 555-1000');
    expect(view?.text).toContain('Barbieri-Conti');
    expectCovered(text, '(503) 555-\n1000');
  });
});
