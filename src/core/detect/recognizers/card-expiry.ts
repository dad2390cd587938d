/**
 * A card's expiry date after its label ("exp 09/27", "Valid thru 11/26", "Ablaufdatum 11/2026",
 * "Vencimiento: 03/28", "date d'expiration 04/27", "Scadenza 12/26", "Validade 10/29", "Срок
 * действия 08/27"), in the seven languages: with the number it lets a card be used, so it goes with
 * it. A bare "12/25" stays out (a ratio, a score); the date reader needs day, month and year.
 */
import type { Span } from '../span';
import { makeSpan, safeRecognizer } from './helpers';
import { matchesOf } from './text-helpers';

/** The expiry label, then the month and a two- or four-digit year. */
const EXPIRY =
  /(?<!\p{L})(?:exp(?:\.|iry(?:[ \t]+date)?|ires|iration(?:[ \t]+date)?)?|valid[ \t]+(?:thru|through|until|to)|good[ \t]+thru|gültig[ \t]+bis|ablaufdatum|läuft[ \t]+ab|verfallsdatum|vence|vencimiento|fecha[ \t]+de[ \t]+(?:caducidad|vencimiento)|caducidad|caduca|date[ \t]+d'expiration|expire[ \t]+(?:le|fin)|valable[ \t]+jusqu'(?:au|à|a)|scadenza|data[ \t]+di[ \t]+scadenza|valida[ \t]+fino[ \t]+a|validade|válido[ \t]+até|data[ \t]+de[ \t]+validade|срок[ \t]+действия(?:[ \t]+до)?|действительна[ \t]+до|действует[ \t]+до)[ \t]*[:.]?[ \t]*((?:0[1-9]|1[0-2])[ \t]?[/.-][ \t]?(?:\d{2}|20\d{2}))(?![\p{N}]|[/.-]\d)/giu;

/** Recognises card expiry dates after their label. */
export const cardExpiryRecognizer = safeRecognizer('card-expiry', ['DATE'], ({ folded }) => {
  const spans: Span[] = [];
  for (const m of matchesOf(EXPIRY, folded)) {
    const end = m.index + m[0].length;
    const span = makeSpan('DATE', end - m[1]!.length, end, 0.8, 'card-expiry');
    span.reason = `expiry date after "${m[0].slice(0, -m[1]!.length).trim()}"`;
    spans.push(span);
  }
  return spans;
});
