/**
 * A travel booking's code (an airline's or agent's record locator, six letters and digits) after
 * its label ("Booking ZTQR8B", "Reserva H94ESJ", "Buchung A38CNB", "Бронирование J6SHD5"): the
 * traveller's booking, as a ticket or a passport number is. A code of letters only is taken in a
 * text about flights (airport-codes.ts's FLIGHT_TEXT), where a capitalised word after the label
 * is less likely than a locator.
 */
import type { Span } from '../span';
import { FLIGHT_TEXT } from './airport-codes';
import { makeSpan, safeRecognizer } from './helpers';

/** A booking label and the six-character code after it (seven languages). */
const BOOKING_CODE =
  /(?<![\p{L}\p{N}])(booking(?: reference| ref\.?| code| no\.?)?|reservation(?: code)?|pnr|record locator|buchung(?:scode|snummer)?|reserva|localizador|código de reserva|réservation|référence de réservation|prenotazione|codice (?:di )?prenotazione|бронировани[ея]|код бронирования|номер брони|бронь)(?:[ \t]*[:#№][ \t]*|[ \t]+)([A-Z0-9]{6})(?![\p{L}\p{N}])/giu;

/** Recognises a six-character booking code after its label (see the module comment). */
export const bookingCodeRecognizer = safeRecognizer('booking-code', ['ID'], ({ text }) => {
  const lower = text.toLowerCase();
  if (!/booking|reserv|réserv|pnr|locator|buchung|localizador|prenotazion|брон/u.test(lower))
    return [];
  const spans: Span[] = [];
  let flights: boolean | undefined;
  for (const m of text.matchAll(BOOKING_CODE)) {
    const code = m[2]!;
    // The code is printed in capitals: "Reserva Madrid" or "booking online" is no code.
    if (code !== code.toUpperCase() || !/[A-Z]/u.test(code)) continue;
    if (!/\d/u.test(code)) {
      flights ??= FLIGHT_TEXT.test(lower);
      if (!flights) continue;
    }
    const start = m.index + m[0].length - code.length;
    const span = makeSpan('ID', start, start + code.length, 0.8, 'booking-code');
    span.reason = `booking code after "${m[1]}"`;
    spans.push(span);
  }
  return spans;
});
