import { describe, expect, it } from 'vitest';
import { organizationRecognizer } from '../../../src/core/detect/recognizers/organization';
import { found } from './textual-helpers';

describe('organizationRecognizer', () => {
  it.each([
    ['Paid to Acme Inc. for', 'Acme Inc.'],
    ['We hired Acme, Inc. for', 'Acme, Inc.'],
    ['Müller Bau GmbH', 'Müller Bau GmbH'],
    ['Banco Santander S.A. y', 'Banco Santander S.A.'],
    ['Fiat S.p.A.', 'Fiat S.p.A.'],
    ['Ferrari S.r.l.', 'Ferrari S.r.l.'],
    ['Sonae SGPS Lda', 'Sonae SGPS Lda'],
    ['Smith & Co.', 'Smith & Co.'],
    ['Bank of America Corp', 'Bank of America Corp'],
    ['The Widget Company LLC said', 'Widget Company LLC'],
    ['договор с ООО «Ромашка»', 'ООО «Ромашка»'],
  ])('finds the organization in %j', (text, expected) => {
    expect(found(organizationRecognizer, text)).toEqual([expected]);
  });

  it.each(['the AG said', 'inc.', 'Key Features', 'sold to the LLC'])('ignores %j', (text) => {
    expect(found(organizationRecognizer, text)).toEqual([]);
  });
});
