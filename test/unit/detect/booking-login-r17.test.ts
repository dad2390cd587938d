/**
 * A travel booking's code after its label is the traveller's record (an ID); a login printed
 * right before its bracketed e-mail is a user name. Hard negatives: labels followed by words,
 * codes in lower case, plain words and web addresses before an e-mail.
 */
import { describe, expect, it } from 'vitest';
import { foldForMatching } from '../../../src/core/detect/normalize';
import { bookingCodeRecognizer } from '../../../src/core/detect/recognizers/booking-codes';
import { loginBeforeEmailRecognizer } from '../../../src/core/detect/recognizers/login-before-email';
import type { Recognizer } from '../../../src/core/detect/span';

/** What `recognizer` reads in `text`. */
function read(recognizer: Recognizer, text: string): string[] {
  return recognizer
    .find({ text, folded: foldForMatching(text) })
    .map((s) => text.slice(s.start, s.end));
}

describe('booking codes', () => {
  it('reads the code after its label in seven languages', () => {
    const flight = 'Your flight itinerary\n';
    expect(read(bookingCodeRecognizer, flight + 'Booking KX4P2Q\n')).toEqual(['KX4P2Q']);
    expect(read(bookingCodeRecognizer, 'Vuelo IB 3120\nLocalizador: QWERTZ\n')).toEqual(['QWERTZ']);
    expect(read(bookingCodeRecognizer, 'Hotel\nReserva 7HJ2K9\n')).toEqual(['7HJ2K9']);
    expect(read(bookingCodeRecognizer, 'Flug LH 400\nBuchungscode: M3N8PQ\n')).toEqual(['M3N8PQ']);
    expect(read(bookingCodeRecognizer, 'Vol AF 1234\nRéservation 2B7XYZ\n')).toEqual(['2B7XYZ']);
    expect(read(bookingCodeRecognizer, 'Volo AZ 77\nCodice prenotazione K8L2M4\n')).toEqual([
      'K8L2M4',
    ]);
    expect(read(bookingCodeRecognizer, 'Рейс SU 100\nКод бронирования: Ж1К2Л3\n')).toEqual([]);
    expect(read(bookingCodeRecognizer, 'Рейс SU 100\nБронирование P9R7T5\n')).toEqual(['P9R7T5']);
  });

  it('reads no word, no label continued, no letters-only code outside a flight text', () => {
    expect(read(bookingCodeRecognizer, 'BOOKING REFERENCE\nZ T Q R 8 B\n')).toEqual([]);
    expect(read(bookingCodeRecognizer, 'Reserva online en nuestra web\nReserva Madrid\n')).toEqual(
      [],
    );
    expect(read(bookingCodeRecognizer, 'Table booking ABCDEF confirmed\n')).toEqual([]);
    expect(read(bookingCodeRecognizer, 'Booking 12345678\nBooking 2024\n')).toEqual([]);
  });
});

describe('logins beside their e-mail', () => {
  it('reads the login in a label/value row (several languages and scripts of labels)', () => {
    expect(
      read(loginBeforeEmailRecognizer, 'Kontoinhaber h.brandauer (h.brandauer@example.de)\n'),
    ).toEqual(['h.brandauer']);
    expect(
      read(loginBeforeEmailRecognizer, 'Account owner jwhitfield_77 (jane.w@example.org)\n'),
    ).toEqual(['jwhitfield_77']);
    expect(read(loginBeforeEmailRecognizer, 'Владелец petrov.ilya (ipetrov@example.ru)\n')).toEqual(
      ['petrov.ilya'],
    );
  });

  it('reads no plain word, web address or domain before an e-mail', () => {
    expect(read(loginBeforeEmailRecognizer, 'Write to support (support@example.com)\n')).toEqual(
      [],
    );
    expect(read(loginBeforeEmailRecognizer, 'Visit acme.com (info@acme.com)\n')).toEqual([]);
    expect(read(loginBeforeEmailRecognizer, 'Contact us (help@shop.example.co.uk)\n')).toEqual([]);
    expect(read(loginBeforeEmailRecognizer, 'Jane Whitfield (jane.w@example.org)\n')).toEqual([]);
  });
});
