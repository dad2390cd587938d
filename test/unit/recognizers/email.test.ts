import { describe, expect, it } from 'vitest';
import { emailRecognizer } from '../../../src/core/detect/recognizers/email';
import { found, spans } from './textual-helpers';

describe('emailRecognizer', () => {
  it.each([
    ['Email Address: john.smith@email.com', 'john.smith@email.com'],
    ['Contact jane+news@sub.example.co.uk.', 'jane+news@sub.example.co.uk'],
    ['Écrire à josé@correo.españa.es, merci', 'josé@correo.españa.es'],
    ['<a.b-c_d@mail.example.org>', 'a.b-c_d@mail.example.org'],
    ['Почта: ivan＠почта.рф', 'ivan＠почта.рф'],
  ])('finds the address in %j', (text, expected) => {
    expect(found(emailRecognizer, text)).toEqual([expected]);
  });

  it.each(['follow @handle on X', 'a@b', 'x@y.c', 'price @ 5 EUR', 'user@localhost'])(
    'ignores %j',
    (text) => {
      expect(found(emailRecognizer, text)).toEqual([]);
    },
  );

  it('scores high', () => {
    expect(spans(emailRecognizer, 'x john@example.com')[0]?.score).toBeGreaterThanOrEqual(0.9);
  });
});
