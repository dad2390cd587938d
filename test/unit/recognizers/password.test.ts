import { describe, expect, it } from 'vitest';
import { passwordRecognizer } from '../../../src/core/detect/recognizers/password';
import { found, run } from './numeric-test-utils';

describe('password recognizer', () => {
  it('finds the seed sample, punctuation included', () => {
    expect(run(passwordRecognizer, 'Password: hunter2!')).toEqual([['PASSWORD', 'hunter2!', 0.9]]);
  });

  it('reads labels in the seven languages', () => {
    const cases: Array<[string, string]> = [
      ['Contraseña: Xy7#kq', 'Xy7#kq'],
      ['Mot de passe : s3cr3t', 's3cr3t'],
      ['Passwort: Geheim123', 'Geheim123'],
      ['Kennwort=abc$123', 'abc$123'],
      ['Password temporanea? no. Senha: 12ab!', '12ab!'],
      ['Пароль: qwerty123', 'qwerty123'],
      ['PIN: 4821', '4821'],
      ['passcode is 778899.', '778899'],
      ['password: "correct horse"', 'correct horse'],
    ];
    for (const [text, value] of cases)
      expect(found(passwordRecognizer, text), text).toEqual([value]);
  });

  it('stops at whitespace', () => {
    expect(found(passwordRecognizer, 'Password: abc123 Username: joe')).toEqual(['abc123']);
  });

  it('ignores labels without a value', () => {
    const negatives = [
      'Forgot your password? Click here',
      'Password reset instructions',
      'Password:\nUsername: joe',
      'Password: ********',
      'Password: Username:',
    ];
    for (const text of negatives) expect(found(passwordRecognizer, text), text).toEqual([]);
  });
});
