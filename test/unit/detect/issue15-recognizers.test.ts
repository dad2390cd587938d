import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';

/** The [tag, text] pairs findPii reports for `text`. */
const found = (text: string) => findPii(text).map((s) => [s.tag, text.slice(s.start, s.end)]);
/** True when some span covers every character of `value` (first occurrence). */
const covered = (text: string, value: string) => {
  const at = text.indexOf(value);
  return findPii(text).some((s) => s.start <= at && s.end >= at + value.length);
};

describe('numbers in their context', () => {
  it('finds labelled member, policy, claim, employee, MRN and ticket numbers in 7 languages', () => {
    expect(found('Member ID: 123-4567-89 Group No. G-55102')).toEqual([
      ['ID', '123-4567-89'],
      ['ID', 'G-55102'],
    ]);
    expect(found('N.º de sócio 364-7622-34')).toContainEqual(['ID', '364-7622-34']);
    expect(found('Versicherungsnummer VN-88123001, Personalnummer 004711')).toEqual([
      ['ID', 'VN-88123001'],
      ['ID', '004711'],
    ]);
    expect(found('MRN 95852368')).toEqual([['ID', '95852368']]);
    expect(found('Номер полиса POL-97587859')).toEqual([['ID', 'POL-97587859']]);
    expect(found('Support request #873073')).toEqual([['ID', '#873073']]);
  });

  it('finds tax IDs, licence plates and user names after their label', () => {
    expect(found('USt-IdNr. 46 909 593 900')).toEqual([['ID', '46 909 593 900']]);
    expect(found('Kennzeichen M-DM 7432')).toEqual([['ID', 'M-DM 7432']]);
    expect(found('Matrícula 1422 VFN')).toEqual([['ID', '1422 VFN']]);
    expect(found('Username @kevin_delgado')).toEqual([['ID', '@kevin_delgado']]);
  });

  it('leaves business references, years and plain words after a label alone', () => {
    expect(found('Order 987654321 shipped. Policy 2024 applies to the whole group.')).toEqual([]);
    expect(found('Visit https://shop.example.com/item?ref=0301234567 now')).not.toContainEqual([
      'ID',
      '0301234567',
    ]);
    expect(found('User guide, chapter 4')).toEqual([]);
  });

  it('reads masked cards and "ending in" digits as card numbers', () => {
    expect(found('Card payment ****7702 at the pharmacy')).toContainEqual([
      'CREDIT_CARD',
      '****7702',
    ]);
    expect(found('Paid with XXXX-XXXX-XXXX-1234')).toContainEqual([
      'CREDIT_CARD',
      'XXXX-XXXX-XXXX-1234',
    ]);
    expect(found('La tarjeta terminada en 4242 está bloqueada.')).toContainEqual([
      'CREDIT_CARD',
      '4242',
    ]);
    expect(found('Order total **bold** 12')).toEqual([]);
  });
});

describe('statement rows', () => {
  const statement = [
    'Date Description Amount Balance',
    '03/09 Card payment ****5265 257.68 1,966.13',
    '14.03. Überweisung 505,99 873,41',
    'Sep 3 Transfer to Kevin Delgado 505.99 873.41',
  ].join('\n');

  it('reads amounts under a money column and the short date that starts a row', () => {
    const spans = found(statement);
    for (const amount of ['257.68', '1,966.13', '505,99', '873,41']) {
      expect(spans).toContainEqual(['MONEY_AMOUNT', amount]);
    }
    expect(spans).toContainEqual(['DATE', '03/09']);
    expect(spans).toContainEqual(['DATE', '14.03.']);
    expect(covered(statement, 'Sep 3')).toBe(true);
  });

  it('leaves bare decimals alone outside a money table', () => {
    expect(found('Version 4.21 of the manual, section 12.50.')).toEqual([]);
  });
});

describe('secrets', () => {
  it('finds API keys, tokens, key blocks and passwords stated in a sentence', () => {
    const key = 'ghp_ScTlPc8WZkkMF54MNrKeOnYTLHw2j42sBc8h';
    expect(found(`The integration uses the key ${key} today.`)).toContainEqual(['PASSWORD', key]);
    expect(found('AWS: AKIAIOSFODNN7EXAMPLE')).toContainEqual(['PASSWORD', 'AKIAIOSFODNN7EXAMPLE']);
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJlMTIz';
    expect(found(`Authorization: Bearer ${jwt}`)).toContainEqual(['PASSWORD', jwt]);
    expect(found('My old password was Summer9193! and it expired.')).toContainEqual([
      'PASSWORD',
      'Summer9193!',
    ]);
    expect(found('Mon ancien mot de passe était qX7#pL760zR.')).toContainEqual([
      'PASSWORD',
      'qX7#pL760zR',
    ]);
    const pem = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBg\n-----END PRIVATE KEY-----';
    expect(found(pem)).toEqual([['PASSWORD', pem]]);
  });

  it('does not take sentence words after "password" for a password', () => {
    expect(found('The password is required to open the file.')).toEqual([]);
    expect(found('Your password was changed yesterday.')).toEqual([]);
  });
});

describe('validation never hides a finding', () => {
  it('reports toll-free, 555 and Russian trunk-prefix numbers and off-plan SSNs', () => {
    expect(found('Call 1-800-699-2234 today')).toContainEqual(['PHONE', '1-800-699-2234']);
    expect(found('Звоните 8 (495) 391-60-97')).toContainEqual(['PHONE', '8 (495) 391-60-97']);
    expect(found('SSN: 912-17-4641')).toContainEqual(['SSN', '912-17-4641']);
    expect(found('sul conto IT60 X054 1031 1702 6433 9399 572')).toContainEqual([
      'ACCOUNT',
      'IT60 X054 1031 1702 6433 9399 572',
    ]);
  });
});

describe('organisations and names', () => {
  it('reads an institution as one organisation, place words included', () => {
    expect(found('She was admitted to Mercy General Hospital on 3 May 2024.')).toContainEqual([
      'ORGANIZATION',
      'Mercy General Hospital',
    ]);
    expect(found('Please call Cassa di Risparmio del Veneto now')).toContainEqual([
      'ORGANIZATION',
      'Cassa di Risparmio del Veneto',
    ]);
    expect(found('Городская клиническая больница № 5')).toEqual([
      ['ORGANIZATION', 'Городская клиническая больница № 5'],
    ]);
  });

  it('does not take a label or a heading with a head noun for an organisation', () => {
    const text =
      'Introducing the Future of Privacy Protection:\n● Bank Account Numbers: 111234567890\n' +
      '● Credit Card Numbers: 4111-2345-6789-1234';
    expect(found(text).filter(([tag]) => tag === 'ORGANIZATION')).toEqual([]);
  });

  it('does not take heading or product words for organisations or places', () => {
    const text = 'Privacy Protection\nOur PDFs are read with OCR and stored as PDF files.';
    expect(found(text)).toEqual([]);
    expect(found('Patient Intake Form\nPhone: (415) 555-0132')).not.toContainEqual([
      'PERSON_NAME',
      'Patient Intake Form',
    ]);
  });

  it('finds names in capitals and with particles', () => {
    expect(found('MICHAEL OKAFOR\n119 Harbor View Drive')).toContainEqual([
      'PERSON_NAME',
      'MICHAEL OKAFOR',
    ]);
    expect(
      covered('Questions go to Julien de la Fontaine in payroll.', 'Julien de la Fontaine'),
    ).toBe(true);
  });
});

describe('links to a person', () => {
  it('finds file:// links and paths in a home folder, not system paths', () => {
    expect(found('Open file:///home/priya/contracts/lease.pdf today')).toContainEqual([
      'URL',
      'file:///home/priya/contracts/lease.pdf',
    ]);
    expect(found('Saved to C:\\Users\\jdoe\\Documents\\tax.pdf')).toContainEqual([
      'URL',
      'C:\\Users\\jdoe\\Documents\\tax.pdf',
    ]);
    expect(found('Copied to /Users/mweber/Desktop/scan.png.')).toContainEqual([
      'URL',
      '/Users/mweber/Desktop/scan.png',
    ]);
    expect(covered('Write to mailto:priya.v@example.com', 'priya.v@example.com')).toBe(true);
    expect(found('The /usr/bin/env tool and the /home page.')).toEqual([]);
  });
});

describe('identifiers in a table column', () => {
  it('reads the cell under an ID header, and leaves the groups of an IBAN below to the IBAN', () => {
    const text = [
      'Full name Employee ID SSN Start date',
      'KEVIN DELGADO 123456 521-40-1234 03/14/2019',
      'Net pay was sent to account GB29 NWBK 4520 2091 5886 45 on the first working day.',
    ].join('\n');
    const spans = found(text);
    expect(spans).toContainEqual(['ID', '123456']);
    expect(spans).toContainEqual(['ACCOUNT', 'GB29 NWBK 4520 2091 5886 45']);
    expect(spans).not.toContainEqual(['ID', '4520']);
  });
});
