/**
 * Issue 15 (R2): a firm named by its help desk in a chat or a ticket ("You are now chatting with
 * X Support", "service client de X", "Kundenservice von X", "службой поддержки X"), and
 * laboratories and care centres named by their kind ("Lakeshore Clinical Laboratory", "Labor Dr.
 * Becker & Kollegen", "MVZ Nordring", "Лаборатория «Гемотест»"), with the negatives beside them
 * (an agent's first name, "Technical Support", a desk phrase outside a chat).
 */
import { describe, expect, it } from 'vitest';
import { findPii } from '../../../src/core/detect/find-pii';
import { covered } from './span-probes';

/** The organisations found in `text`. */
function orgs(text: string): string[] {
  return findPii(text)
    .filter((s) => s.tag === 'ORGANIZATION')
    .map((s) => text.slice(s.start, s.end));
}

describe('a firm named by its help desk', () => {
  it('reads the name after a desk phrase in the seven languages', () => {
    for (const [text, value] of [
      [
        'Chat transcript\nYou are now chatting with Pinecrest Software Support.',
        'Pinecrest Software',
      ],
      [
        'Transcripción del chat\nEstás hablando con el servicio de atención de Tecnologías Ibéricas.',
        'Tecnologías Ibéricas',
      ],
      [
        'Transcription\nVous discutez avec le service client de Solutions Numériques Arvor.',
        'Solutions Numériques Arvor',
      ],
      [
        'Chatprotokoll\nSie chatten mit dem Kundenservice von Nordlicht Software.',
        'Nordlicht Software',
      ],
      [
        "Trascrizione chat\nStai parlando con l'assistenza clienti di Informatica Adriatica.",
        'Informatica Adriatica',
      ],
      [
        'Transcrição\nEstá a falar com o apoio ao cliente da Soluções Digitais Atlântico.',
        'Soluções Digitais Atlântico',
      ],
      ['Чат\nВы общаетесь со службой поддержки Медиа Плюс.', 'Медиа Плюс'],
    ] as const)
      expect(covered(text, value), value).toBe(true);
  });

  it('reads the words before a desk word in a chat', () => {
    const text = 'Live chat\nBluestone Analytics Support · Live chat\nAgent: Olivia';
    expect(covered(text, 'Bluestone Analytics')).toBe(true);
  });

  it('leaves an agent, a desk kind and a desk outside a chat alone', () => {
    expect(orgs('Chat transcript\nYou are now chatting with Olivia.')).toEqual([]);
    expect(orgs('Chat transcript\nTechnical Support · Live chat\nHello!')).toEqual([]);
    expect(orgs('Annual report\nMarketing Operations Support was reorganised.')).toEqual([]);
  });
});

describe('laboratories and care centres', () => {
  it('reads a laboratory or a centre named by its kind', () => {
    for (const [text, value] of [
      [
        'Laboratory report\nPerforming laboratory: Lakeshore Clinical Laboratory\nCollected: 03/04/2025',
        'Lakeshore Clinical Laboratory',
      ],
      [
        'Laborbefund\nLabor Dr. Becker & Kollegen\nFachärzte für Laboratoriumsmedizin',
        'Labor Dr. Becker & Kollegen',
      ],
      ['Laborbefund\nMVZ Nordring\nAuftragsnummer 123', 'MVZ Nordring'],
      [
        "Compte rendu d'analyses\nLaboratoire Bioclinique du Rhône\n12 rue des Lilas, 69003 Lyon",
        'Laboratoire Bioclinique du Rhône',
      ],
      [
        'Referto\nMedico richiedente: Dott. Luca Bianchi, Poliambulatorio San Luca',
        'Poliambulatorio San Luca',
      ],
      [
        'Boletim de análises\nLaboratório Dr. Sousa\nRua Augusta 10, 1100-053 Lisboa',
        'Laboratório Dr. Sousa',
      ],
      [
        'Результаты анализов\nЛаборатория «Гемотест»\nг. Москва, ул. Ленина, д. 5',
        'Лаборатория «Гемотест»',
      ],
    ] as const)
      expect(covered(text, value), value).toBe(true);
  });

  it('ends a body before its street on the same line', () => {
    const text =
      'Referto\nIstituto Comprensivo Dante Alighieri Via Garibaldi 183, 90133 Palermo (PA)';
    expect(covered(text, 'Istituto Comprensivo Dante Alighieri')).toBe(true);
    expect(covered(text, 'Via Garibaldi 183, 90133 Palermo (PA)')).toBe(true);
    expect(covered('Conto presso Banco Plaza Mayor', 'Banco Plaza Mayor')).toBe(true);
  });

  it('leaves English "Labor" alone', () => {
    expect(orgs('On the last Sunday before Labor Day we returned to Millbrook.')).toEqual([]);
  });

  it('keeps a doctor named alone a person', () => {
    const text = 'Befund\nBehandelnder Arzt: Dr. Becker\nLabor: siehe Anlage';
    const becker = findPii(text).find((s) => text.slice(s.start, s.end).includes('Becker'));
    expect(becker?.tag).toBe('PERSON_NAME');
  });
});
