import { hasContextBefore } from '../context';
/**
 * IPv4 and IPv6 addresses. Regexes only find candidates; a small parser decides, so that version
 * numbers, section numbers, times and MAC addresses are not taken for addresses.
 */
import type { Span } from '../span';
import { lineStart, makeSpan, previousWord, safeRecognizer } from './helpers';
import { matchesOf } from './text-helpers';

/** Four dot-separated numbers not inside a longer dotted run ("1.2.3.4.5") or word. */
const IPV4_CANDIDATE =
  /(?<![\p{L}\p{N}_.]|\d\.)\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\p{L}\p{N}_]|\.\d)/gu;

/**
 * A maximal run of hex digits, ':' and '.' at a token start. The run is only a candidate; the
 * lookbehind admits one start per run, so the scan stays linear.
 */
const IPV6_CANDIDATE = /(?<![\p{L}\p{N}_:.])[0-9A-Fa-f:.]{2,60}(?![\p{L}\p{N}_:])/gu;

/** Words after which dotted numbers are document structure, not addresses. */
const STRUCTURE_WORDS = new Set([
  'section',
  'sec',
  'sec.',
  '§',
  '§§',
  'chapter',
  'ch.',
  'clause',
  'article',
  'art.',
  'paragraph',
  'para',
  'para.',
  'figure',
  'fig',
  'fig.',
  'table',
  'step',
  'version',
  'ver',
  'ver.',
  'v',
  'release',
  'rule',
  'item',
  'appendix',
  'annex',
  'sección',
  'apartado',
  'artículo',
  'capítulo',
  'article',
  'chapitre',
  'paragraphe',
  'abschnitt',
  'kapitel',
  'artikel',
  'absatz',
  'sezione',
  'articolo',
  'capitolo',
  'seção',
  'secção',
  'artigo',
  'capítulo',
  'раздел',
  'пункт',
  'статья',
  'глава',
  'версия',
]);

/** Labels that make even an address of small numbers ("1.1.1.1") certain. */
const IP_CONTEXT =
  /(?<!\p{L})(?:ip|ipv4|ipv6|address|dirección|adresse|indirizzo|endereço|адрес|host|server|dns|gateway)(?!\p{L})/iu;

/** Parses a dotted IPv4 address: four decimal octets 0-255 without leading zeros. */
export function parseIpv4(s: string): number[] | undefined {
  const parts = s.split('.');
  if (parts.length !== 4) return undefined;
  const octets: number[] = [];
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || (p.length > 1 && p.startsWith('0'))) return undefined;
    const n = Number(p);
    if (n > 255) return undefined;
    octets.push(n);
  }
  return octets;
}

/** True when `s` is a syntactically valid IPv6 address (RFC 4291 text forms, no zone or prefix). */
export function isValidIpv6(s: string): boolean {
  if (s.length < 2 || s.length > 45) return false;
  let head = s;
  let extraGroups = 0;
  const lastColon = s.lastIndexOf(':');
  const tail = s.slice(lastColon + 1);
  if (tail.includes('.')) {
    // An embedded IPv4 address (e.g. ::ffff:192.0.2.1) stands for the last two groups.
    if (!parseIpv4(tail)) return false;
    head = s.slice(0, lastColon + 1);
    if (!head.endsWith('::')) head = head.slice(0, -1);
    extraGroups = 2;
  }
  if (head.includes('.')) return false;
  const halves = head.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (part: string): string[] | undefined => {
    if (part === '') return [];
    const gs = part.split(':');
    return gs.every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g)) ? gs : undefined;
  };
  const left = groupsOf(halves[0] ?? '');
  const right = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  if (!left || !right) return false;
  const explicit = left.length + right.length + extraGroups;
  return halves.length === 2 ? explicit <= 7 : explicit === 8;
}

/** Recognises IPv4 and IPv6 addresses. */
export const ipAddressRecognizer = safeRecognizer('ip-address', ['IP'], (input) => {
  const { folded } = input;
  const spans: Span[] = [];
  for (const m of matchesOf(IPV4_CANDIDATE, folded)) {
    const octets = parseIpv4(m[0]);
    if (!octets) continue;
    const start = m.index;
    const end = start + m[0].length;
    if (STRUCTURE_WORDS.has(previousWord(folded, start))) continue;
    const labelled = hasContextBefore(folded, start, IP_CONTEXT, 32);
    if (!labelled && octets.every((o) => o < 10)) {
      // "4.2.1.3 Results" at a line start is a numbered heading.
      const atLineStart = folded.slice(lineStart(folded, start), start).trim() === '';
      if (atLineStart) continue;
      spans.push(makeSpan('IP', start, end, 0.5, 'ip-address'));
      continue;
    }
    spans.push(makeSpan('IP', start, end, labelled ? 0.95 : 0.9, 'ip-address'));
  }
  for (const m of matchesOf(IPV6_CANDIDATE, folded)) {
    let candidate = m[0];
    // A sentence may end right after the address.
    while (candidate.endsWith('.')) candidate = candidate.slice(0, -1);
    const colons = candidate.split(':').length - 1;
    if (colons < 2) continue;
    if (!isValidIpv6(candidate)) continue;
    const hex = candidate.replace(/[^0-9A-Fa-f]/g, '');
    // "::" alone, ratios like "1:2:3:4:5:6:7:8" and C++ "a::b" are not addresses; "::1" is.
    if (candidate !== '::1' && (hex.length < 4 || !/[0-9A-Fa-f]{2}/.test(candidate))) continue;
    if (!candidate.includes('::') && candidate.split(':').every((g) => /^\d$/.test(g))) continue;
    // Same scoring as IPv4, so an embedded IPv4 tail never outscores its IPv6 address.
    const score = hasContextBefore(folded, m.index, IP_CONTEXT, 32) ? 0.95 : 0.9;
    spans.push(makeSpan('IP', m.index, m.index + candidate.length, score, 'ip-address'));
  }
  return spans;
});
