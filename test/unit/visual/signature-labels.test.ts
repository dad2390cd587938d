import { describe, expect, it } from 'vitest';
import {
  isSignatureLabel,
  isSignatureLine,
} from '../../../src/core/visual/signature/signature-labels';

describe('signature labels', () => {
  it('knows the label in the seven languages, with punctuation and accents', () => {
    for (const word of [
      'Signature:',
      'Signed',
      'Sign:',
      'Unterschrift',
      'Firma',
      'Firmado',
      'Signé',
      'Assinatura',
      'Подпись',
      'Firmato',
      'Initials:',
    ]) {
      expect(isSignatureLabel(word), word).toBe(true);
    }
  });

  it('does not take words that merely start alike', () => {
    for (const word of ['signal', 'Design', 'Name:', 'Date', 'assign']) {
      expect(isSignatureLabel(word), word).toBe(false);
    }
  });

  it('knows drawn lines of underscores or dots', () => {
    expect(isSignatureLine('__________')).toBe(true);
    expect(isSignatureLine('..........')).toBe(true);
    expect(isSignatureLine('___')).toBe(false);
    expect(isSignatureLine('Name')).toBe(false);
  });
});
