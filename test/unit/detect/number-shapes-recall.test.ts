import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { spanOver, untouched } from './span-probes';

describe('Russian phones as printed, whatever the numbering plan says', () => {
  it('reads "+7 (xxx)", "8 (xxx)" and "8-9xx-…" forms, over a date reading of the tail', () => {
    expect(spanOver('Факс +7 (682) 72-12-86 · cardio', '+7 (682) 72-12-86')?.tag).toBe('PHONE');
    expect(spanOver('Тел. 8 (683) 27-11-00\nг-жа', '8 (683) 27-11-00')?.tag).toBe('PHONE');
    expect(spanOver('Свидетель Ирина 01.04.1970 8-996-998-87-39\n', '8-996-998-87-39')?.tag).toBe(
      'PHONE',
    );
  });

  it('leaves dates and ranges alone', () => {
    expect(spanOver('Дата 27-11-2000 подписан', '27-11-2000')?.tag).toBe('DATE');
    expect(untouched('в 2024 году 8 шагов', '8 шагов')).toBe(true);
  });
});

describe('Russian postcodes after "г. City," before a separator', () => {
  it('reads the index before "·" and a phone', () => {
    expect(
      spanOver('пр-т Космонавтов, д. 132, г. Тула, 300041 · Тел. +7 (555) 82-30-52', '300041')?.tag,
    ).toBe('ZIP_CODE');
  });
});

describe('keys, card ends and plates named in a sentence', () => {
  it("reads payment providers' secret keys", () => {
    const text = 'API-Schlüssel\n(sk_live_dmpCmjgKdLcLG1w6ilOUlom6) mitgeschickt';
    expect(spanOver(text, 'sk_live_dmpCmjgKdLcLG1w6ilOUlom6')?.tag).toBe('PASSWORD');
    expect(untouched('the sk_live prefix is documented', 'sk_live')).toBe(true);
  });

  it('reads the last digits of a card after "последние цифры"', () => {
    expect(spanOver('привязана карта, последние цифры 2439. Повторная', '2439')?.tag).toBe(
      'CREDIT_CARD',
    );
  });

  it('reads a plate after "регистрационным знаком"', () => {
    const text = 'с государственным регистрационным знаком Х387АС 33, собственником';
    expect(spanOver(text, 'Х387АС 33')?.tag).toBe('ID');
  });

  it('reads Cyrillic codes and grouped codes after a code word', () => {
    expect(spanOver('(код агента АГ-85774) доступен', 'АГ-85774')).toBeDefined();
    expect(spanOver('indicando il codice avviso 6894 2002 9387.', '6894 2002 9387')).toBeDefined();
    expect(spanOver('Código de\nverificación\n0673\nDomicilio', '0673')).toBeDefined();
    expect(untouched('article 1240 du Code de commerce 1240', 'commerce 1240')).toBe(true);
    expect(untouched('ГОСТ Р 52289-2019 требует', '52289-2019')).toBe(true);
  });
});

describe('label-above letter references, plates and printed phones (Chromium-printed forms)', () => {
  it('reads "Vos références" / "Sua referência" with the value on the next line', () => {
    expect(spanOver('Vos références\n220298\nN° de\nsinistre', '220298')?.tag).toBe('ID');
    expect(spanOver('Sua referência\n123102\nN.º', '123102')?.tag).toBe('ID');
  });

  it('reads plates after "targato" and "государственный номер"', () => {
    expect(spanOver('veicolo targato BA 049KT, assicurato', 'BA 049KT')?.tag).toBe('ID');
    expect(
      spanOver('автомобилем, государственный номер К 521 ТХ 116, застрахованным', 'К 521 ТХ 116')
        ?.tag,
    ).toBe('ID');
    expect(untouched('Fahrzeug BMW X5 gekauft', 'BMW X5')).toBe(true);
  });

  it('reads "(0221) 217 28-53" and "8 931 866 74 83"', () => {
    expect(spanOver('Tran, (0221) 217 28-53,\n', '(0221) 217 28-53')?.tag).toBe('PHONE');
    expect(spanOver('кв. 3, 8 931 866 74 83, 771182404201', '8 931 866 74 83')?.tag).toBe('PHONE');
  });
});

describe('vetoes and code words of the notice letters', () => {
  it('reads references after common words ("en", "une") and compound code words', () => {
    expect(
      spanOver('Merci de virer la somme en rappelant 8496 3910 4871. Le', '8496 3910 4871'),
    ).toBeDefined();
    expect(spanOver('en nuestro archivo FV-7383374 constan', 'FV-7383374')).toBeDefined();
    expect(spanOver('bleibt offen; Zugangscode 5548.', '5548')).toBeDefined();
    expect(spanOver("reste ouvert ; code d'accès 7243.", '7243')).toBeDefined();
    expect(spanOver('ГОСНОМЕР\nТ 889 УВ 21\nТЕЛЕФОН', 'Т 889 УВ 21')?.tag).toBe('ID');
  });

  it('keeps an invoice whose word ends the line before', () => {
    expect(untouched('Se adjunta la factura\nFA2024007 de la agencia', 'FA2024007')).toBe(true);
  });
});

describe('postcodes before a city on the next line, Spanish plates', () => {
  it('reads "…, 15, 10003" / "Cáceres, planta" and "…, 41, 24121" / "Bergamo (BG)"', () => {
    const es = 'la vivienda sita en Avenida de Portugal, 15, 10003\nCáceres, planta 4.ª';
    expect(spanOver(es, '10003')?.tag).toBe('ZIP_CODE');
    const it = 'residente in Via dei Serragli, 41, 24121\nBergamo (BG), tel.';
    expect(spanOver(it, '24121')?.tag).toBe('ZIP_CODE');
  });

  it('reads a Spanish plate whole, not its digits as a postcode', () => {
    expect(spanOver('Matrícula\n3117 GJX\nConductor', '3117 GJX')?.tag).toBe('ID');
    expect(spanOver('Calle Mayor 5, 28013 Madrid', '28013')).toBeDefined();
  });

  it('does not read column headers after "Código" as a code word', () => {
    const text = 'Código Concepto\tDevengos\tAcumulado\n1000\tSalario base\t906,14\n';
    expect(findPii(text).some((s) => s.tag === 'ID' && text.slice(s.start, s.end) === '1000')).toBe(
      false,
    );
  });
});

describe('the formal day of a signature clause', () => {
  it('reads "20th day of October, 2025" and "20 días del mes de octubre de 2025" whole', () => {
    const en = 'Signed at Lexington this 20th day of October, 2025.\n';
    expect(spanOver(en, '20th day of October, 2025')?.tag).toBe('DATE');
    const es = 'a los 20 días del mes de octubre de 2025, en Madrid';
    expect(spanOver(es, '20 días del mes de octubre de 2025')?.tag).toBe('DATE');
    expect(untouched('the 3rd day of testing 2025', '3rd day')).toBe(true);
  });
});
