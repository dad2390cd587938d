import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { allCovered } from './span-probes';

/** The spans of `tag` the built-in detector reports, as text. */
function found(text: string, tag: string): string[] {
  return findPii(text)
    .filter((s) => s.tag === tag)
    .map((s) => text.slice(s.start, s.end));
}

/** True when every visible character of `value` in `text` lies under some span. */
const covered = (text: string, value: string) => allCovered(text, findPii(text), value);

describe('postal addresses around a found postcode', () => {
  it('covers a town of several words after its postcode, also wrapped onto the next line', () => {
    const wrapped =
      'Florêncio Mascarenhas, residente na Travessa do Carvalhal, 102, 4900-347 Viana\n' +
      'do Castelo, representado pelo advogado';
    expect(covered(wrapped, 'Travessa do Carvalhal, 102, 4900-347 Viana\ndo Castelo')).toBe(true);
    const block =
      'Rua Almirante Cândido dos Reis, 90\n4900-347 Viana do Castelo\nCoimbra, 20 de março';
    expect(covered(block, 'Rua Almirante Cândido dos Reis, 90\n4900-347 Viana do Castelo')).toBe(
      true,
    );
  });

  it('covers a street without a street word before "postcode Town" (German, British)', () => {
    const de = 'Zwischen der Firma, Mühlenkamp 160a,\n90402 Nürnberg, vertreten durch Herrn';
    expect(covered(de, 'Mühlenkamp 160a,\n90402 Nürnberg')).toBe(true);
    const uk =
      'For the attention of Ms Pritchard\nUnit 7, 74 Bishopsgate\nCardiff CF10 3AT\nDeliver to';
    expect(covered(uk, 'Unit 7, 74 Bishopsgate\nCardiff CF10 3AT')).toBe(true);
  });

  it('takes an Italian province in brackets wrapped onto the next line', () => {
    const it_ = 'residente in Viale Papiniano 43, 90133 Palermo\n(PA), rappresentato e difeso';
    expect(covered(it_, 'Viale Papiniano 43, 90133 Palermo\n(PA)')).toBe(true);
  });

  it('reads no street in a year, a page, an invoice or a month before a postcode', () => {
    for (const text of [
      'Stand 2024, 10115 Berlin',
      'Seite 2\n10115 Berlin',
      'Rechnung 12, 80331 München',
      'März 12, 80331 München',
    ]) {
      expect(found(text, 'ADDRESS')).toEqual([]);
    }
  });
});

describe('numbers of time and units are no streets', () => {
  it('reads a German duration after a number as no street', () => {
    expect(found('Garantie: 2 Jahre. Seit 5 Jahren bei uns.', 'ADDRESS')).toEqual([]);
    const text = 'Alter: 64 Jahre. Die Garantie beträgt 2 Jahre.';
    expect(found(text, 'ADDRESS')).toEqual([]);
    expect(found(text, 'AGE')).toEqual(['64 Jahre']);
  });

  it('reads no unit inside a word ("Flights", "stellt", "box of")', () => {
    expect(found('Flights\nDeparture 10:40 from Gatwick', 'ADDRESS')).toEqual([]);
    expect(found('Patientin, 58 J., stellt sich vor.', 'ADDRESS')).toEqual([]);
    expect(found('Stretch film, box of 6 rolls', 'ADDRESS')).toEqual([]);
  });

  it('still reads real units after a street', () => {
    expect(covered('Flat 3, 12 Elm Street, London', 'Flat 3, 12 Elm Street')).toBe(true);
    expect(
      covered('742 Evergreen Terrace, Apt. 4B, Springfield', '742 Evergreen Terrace, Apt. 4B'),
    ).toBe(true);
  });
});

describe('ages of children in months and ages of things', () => {
  it('reads a baby or child age in months or weeks in the seven languages', () => {
    expect(found('He is 3 months old.', 'AGE')).toEqual(['3 months old']);
    expect(found('Das Baby ist 6 Monate alt.', 'AGE')).toEqual(['6 Monate alt']);
    expect(found('un bébé de 8 mois', 'AGE')).toEqual(['8 mois']);
    expect(found('una niña de 10 meses', 'AGE')).toEqual(['10 meses']);
    expect(found('il figlio di 7 mesi', 'AGE')).toEqual(['7 mesi']);
    expect(found('filho com 9 meses', 'AGE')).toEqual(['9 meses']);
    expect(found('ребёнок 5 месяцев', 'AGE')).toEqual(['5 месяцев']);
  });

  it('reads no age in terms counted in months', () => {
    const text = 'Garantía de 12 meses. Plazo: 6 meses. Kündigungsfrist 3 Monate. Il y a 3 mois.';
    expect(found(text, 'AGE')).toEqual([]);
  });

  it('reads no age of a building, a firm or a vehicle, and still the person beside it', () => {
    expect(found('The building is 120 years old.', 'AGE')).toEqual([]);
    expect(found('The car was about 10 years old.', 'AGE')).toEqual([]);
    expect(found('Das Unternehmen ist 25 Jahre alt.', 'AGE')).toEqual([]);
    expect(found('The tenant, who is 34 years old, lives in the house.', 'AGE')).toEqual([
      '34 years old',
    ]);
    expect(found('Maria ist 40 Jahre alt.', 'AGE')).toEqual(['40 Jahre alt']);
  });
});

describe('Russian addresses as one chain', () => {
  it('covers index, town, street, house and flat in either order, wrapped anywhere', () => {
    for (const address of [
      '603005,\nг. Нижний Новгород, ул. Кировоградская, д. 94',
      'пр. Мира, д. 34, кв. 1, г. Казань,\n420111',
      'наб. реки Фонтанки, д. 105, кв. 41, г.\nТомск, 634050',
      'Невский пр., д. 61, оф. 94, г. Самара,\n443010',
      '420111, г. Казань, ул. Большая Покровская, д.\n164, кв. 94',
      '603005, г. Нижний\nНовгород, бул. Победы, д. 60',
      'бульвар Строителей, д. 76, кв. 59',
    ]) {
      const text = `Адрес: ${address}, СНИЛС 123-456-789 01`;
      expect(found(text, 'ADDRESS')).toEqual([address]);
    }
  });

  it('reads no chain from a town alone or a street named in prose', () => {
    expect(found('Договор заключён в г. Москва, 12 марта 2025 года.', 'ADDRESS')).toEqual([]);
    expect(found('Встреча на ул. Ленина в 10:00.', 'ADDRESS')).toEqual(['ул. Ленина']);
  });
});

describe('street words of British and German addresses', () => {
  it('reads a parade and a hyphenated -Weg as streets', () => {
    expect(found('Patient address: 44 Station Parade, Leeds', 'ADDRESS')).toEqual([
      '44 Station Parade, Leeds',
    ]);
    expect(found('Heinrich-Heine-Weg 62', 'ADDRESS')).toEqual(['Heinrich-Heine-Weg 62']);
  });

  it('reads no street in a bill row: a date, a procedure code, its name, a quantity, prices', () => {
    const rows =
      '06/11 71046 Venipuncture 1 1,703.45 766.55 749.52\n' +
      '06/27 93000 Electrocardiogram 2 942.21 565.33 301.50\n';
    expect(found(rows, 'ADDRESS')).toEqual([]);
  });

  it('reads no street in a law paragraph or a school class before an age column', () => {
    expect(found('Gemäß § 41 Abs. 1 BGB gilt Folgendes.', 'ADDRESS')).toEqual([]);
    expect(found('Class 10D Age 10 Grade B', 'ADDRESS')).toEqual([]);
  });

  it('reads no town in a heading or form labels under a street line', () => {
    const text = 'Musterstraße 5\nEntlassungsbrief\nVollständiger Name Cordula Eichhorn';
    expect(found(text, 'LOCATION')).toEqual([]);
    expect(found('Puruntie 82\nSeinäjoki\nFinland', 'LOCATION')).toEqual(['Seinäjoki', 'Finland']);
  });
});

describe('pieces around a street line and quantities', () => {
  it('covers a flat on the line above the street and a house number after a numbered road', () => {
    const flat = 'Home address Flat 18\n41 Priory Gardens\nLancaster LA1 3EX\nMobile 07700 900123';
    expect(covered(flat, 'Flat 18\n41 Priory Gardens\nLancaster LA1 3EX')).toBe(true);
    const road =
      'Fátima Bettencourt\nEstrada Nacional 125, 10\n4810-225 Guimarães\nExtrato de conta';
    expect(covered(road, 'Estrada Nacional 125, 10\n4810-225 Guimarães')).toBe(true);
  });

  it('covers a town whose name goes on with two link words after a listed first word', () => {
    const text = 'Calle de Fuencarral, 127, 5º C\n11402 Jerez de la Frontera\nNº de contrato 123';
    expect(covered(text, 'Calle de Fuencarral, 127, 5º C\n11402 Jerez de la Frontera')).toBe(true);
    expect(found('Ulmer Straße 43, 96047 Bamberg Seite 1', 'LOCATION')).toEqual(['Bamberg']);
  });

  it('reads no page counter as a building and no meter reading as an identifier', () => {
    const ru = 'Банк «Ока»\nСтр. 1\nБанк «Ока»\nул. Ленина, д. 5, г. Рязань, 390000';
    expect(found(ru, 'ADDRESS')).toEqual(['ул. Ленина, д. 5, г. Рязань, 390000']);
    expect(found('01/09/2025: 44792 28/09/2025: 44992 200 kWh', 'ID')).toEqual([]);
  });
});
