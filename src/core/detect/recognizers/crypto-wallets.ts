/**
 * Cryptocurrency wallet addresses, a person's account in all but name: an Ethereum address
 * ("0x" and 40 hex digits), a Bitcoin bech32 address ("bc1…"), and a legacy Bitcoin address
 * (base58, 26-35 characters, starting 1 or 3) only after a wallet word, since a bare base58 run
 * may be any token.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { matchesOf } from './text-helpers';

const ETHEREUM = /(?<![\p{L}\p{N}])0x[0-9a-fA-F]{40}(?![\p{L}\p{N}])/gu;
const BECH32 = /(?<![\p{L}\p{N}])bc1[02-9ac-hj-np-z]{25,59}(?![\p{L}\p{N}])/gu;
const LEGACY =
  /(?<![\p{L}\p{N}])(?:wallet|btc|bitcoin|crypto|monedero|billetera|portefeuille|wallet-adresse|portafoglio|carteira|кошел[её]к\p{L}*)(?:[ \t]+(?:address|adresse|dirección|indirizzo|endereço|адрес))?[ \t]*:?[ \t]*([13][1-9A-HJ-NP-Za-km-z]{25,34})(?![\p{L}\p{N}])/giu;

/** The literal scan: every form above holds one of these. */
const PREFILTER =
  /0x|bc1|wallet|btc|bitcoin|crypto|monedero|billetera|portefeuille|portafoglio|carteira|кошел/iu;

/** Recognises wallet addresses as accounts. */
export const cryptoWalletRecognizer = safeRecognizer('crypto-wallet', ['ACCOUNT'], ({ folded }) => {
  const spans: Span[] = [];
  if (!PREFILTER.test(folded)) return spans;
  for (const [pattern, rule] of [
    [ETHEREUM, 'Ethereum wallet address'],
    [BECH32, 'Bitcoin wallet address'],
  ] as const) {
    for (const m of matchesOf(pattern, folded)) {
      const span = makeSpan('ACCOUNT', m.index, m.index + m[0].length, 0.85, 'crypto-wallet');
      span.reason = rule;
      spans.push(span);
    }
  }
  for (const m of matchesOf(LEGACY, folded)) {
    const end = m.index + m[0].length;
    const span = makeSpan('ACCOUNT', end - m[1]!.length, end, 0.8, 'crypto-wallet');
    span.reason = 'Bitcoin wallet address after a wallet word';
    spans.push(span);
  }
  return spans;
});
