/**
 * Words that label a place to sign, in the seven languages (English, Spanish, French, German,
 * Italian, Portuguese, Russian), folded to lower case without accents. A word counts when it
 * starts with one of them ("Signature:", "Unterschrift/Stempel", "firmado").
 */
const LABEL_STEMS = [
  'signature',
  'signatory',
  'signe',
  'firma',
  'firmado',
  'firmato',
  'unterschrift',
  'unterzeichnet',
  'assinatura',
  'assinado',
  'подпис',
  // Places for initials: "Initials", "Initiales", "Iniciales", "Iniziali", "Paraphe", "Rúbrica".
  'initial',
  'inicial',
  'iniziali',
  'paraphe',
  'rubrica',
] as const;

/** Lower case, accents removed (NFD without combining marks), leading punctuation dropped. */
function fold(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^[^\p{L}]+/u, '');
}

/** True when `word` labels a signature ("Signature", "Unterschrift", "Подпись"...). */
export function isSignatureLabel(word: string): boolean {
  const folded = fold(word);
  // "Sign" alone (as in "Sign:") is a label too, but not a prefix: "signal" is not one.
  if (/^sign\P{L}*$/u.test(folded)) return true;
  return LABEL_STEMS.some((stem) => folded.startsWith(stem));
}

/** True when `word` is a drawn line of underscores or dots, where a signature goes. */
export function isSignatureLine(word: string): boolean {
  return /^[_.…]{5,}$/.test(word.trim());
}
