import { describe, expect, it } from 'vitest';
import { interpretInstruction } from '../../../src/core/custom/interpret-instruction';
import type { CustomPlan } from '../../../src/core/custom/plan';

/** The plan in a compact form: kinds as tag lists (birth dates marked), terms, patterns, rest. */
function summary(plan: CustomPlan) {
  return {
    kinds: plan.kinds.map((k) => `${k.kind.tags.join('+')}${k.kind.birth ? ' (birth)' : ''}`),
    terms: plan.terms,
    patterns: plan.patterns.map((p) => `/${p.source}/${p.flags}`),
    notUnderstood: plan.notUnderstood,
  };
}

interface Case {
  instruction: string;
  kinds?: string[];
  terms?: string[];
  patterns?: string[];
  notUnderstood?: string[];
}

const ALL_TEXT =
  'PERSON_NAME+EMAIL+PHONE+ADDRESS+DATE+ID+ACCOUNT+ZIP_CODE+IP+URL+SSN+DRIVER_LICENSE+PASSPORT+PASSWORD+AGE+CREDIT_CARD+MONEY_AMOUNT+ORGANIZATION+LOCATION';

const CASES: Record<string, Case[]> = {
  eng: [
    {
      instruction: 'Please redact all personal names and email addresses from this document.',
      kinds: ['PERSON_NAME', 'EMAIL'],
    },
    { instruction: 'Remove the name "John Smith" everywhere', terms: ['John Smith'] },
    {
      instruction: 'anonymize patient names, DOBs and SSNs',
      kinds: ['PERSON_NAME', 'DATE (birth)', 'SSN'],
    },
    {
      instruction: 'Remove salaries and contact details',
      kinds: ['MONEY_AMOUNT', 'EMAIL+PHONE+ADDRESS+URL'],
    },
    {
      instruction: 'redact everything about the merger',
      notUnderstood: ['everything about', 'merger'],
    },
    {
      instruction: "remove every mention of Project Falcon and the patient's date of birth",
      kinds: ['DATE (birth)'],
      terms: ['Project Falcon'],
    },
    {
      instruction: 'Redact "Project Falcon" and all phone numbers',
      kinds: ['PHONE'],
      terms: ['Project Falcon'],
    },
    { instruction: 'the terms Alpha, Beta and Gamma', terms: ['Alpha', 'Beta', 'Gamma'] },
    {
      instruction: 'Remove names, phone numbers and addresses',
      kinds: ['PERSON_NAME', 'PHONE', 'ADDRESS'],
    },
    { instruction: 'black out all email addresses', kinds: ['EMAIL'] },
    {
      instruction: 'hide the words foo, bar or baz; also IBANs',
      kinds: ['ACCOUNT'],
      terms: ['foo', 'bar', 'baz'],
    },
    { instruction: 'redact /\\bAB-\\d{4}\\b/i', patterns: ['/\\bAB-\\d{4}\\b/i'] },
    {
      instruction: 'redact the ticket codes /TCK-\\d+/ and the code name "Blue Jay"',
      terms: ['Blue Jay'],
      patterns: ['/TCK-\\d+/'],
    },
    {
      instruction: 'redact /(unclosed/ please',
      notUnderstood: [
        'the regular expression /(unclosed/ (Invalid regular expression: /(unclosed/g: Unterminated group)',
      ],
    },
    {
      instruction: 'redact the secret stuff and phone numbers',
      kinds: ['PHONE'],
      notUnderstood: ['secret stuff'],
    },
    {
      instruction: 'all mentions of Acme Corp, as well as email addresses',
      kinds: ['EMAIL'],
      terms: ['Acme Corp'],
    },
    { instruction: 'remove Bank of America', terms: ['Bank of America'] },
    { instruction: 'Remove all personal data', kinds: [ALL_TEXT] },
    {
      instruction: "Redact credit card numbers and driver's license numbers",
      kinds: ['CREDIT_CARD', 'DRIVER_LICENSE'],
    },
    {
      instruction: 'mask social security numbers, IP addresses and URLs',
      kinds: ['SSN', 'IP', 'URL'],
    },
    { instruction: 'redact dates and money amounts', kinds: ['DATE', 'MONEY_AMOUNT'] },
    {
      instruction: "delete the client's passport number and zip code",
      kinds: ['PASSPORT', 'ZIP_CODE'],
    },
    {
      instruction: 'Remove ‘Blue Harbor’ and /INV-\\d+/',
      terms: ['Blue Harbor'],
      patterns: ['/INV-\\d+/'],
    },
    { instruction: 'redact and/or hide nothing', notUnderstood: ['nothing'] },
  ],
  spa: [
    {
      instruction: 'Elimina el nombre del paciente y su fecha de nacimiento',
      kinds: ['PERSON_NAME', 'DATE (birth)'],
    },
    {
      instruction: 'Elimina los nombres, los correos y los números de teléfono',
      kinds: ['PERSON_NAME', 'EMAIL', 'PHONE'],
    },
    { instruction: 'Borra todas las menciones de Proyecto Halcón', terms: ['Proyecto Halcón'] },
    {
      instruction: 'Oculta las fechas de nacimiento y las direcciones',
      kinds: ['DATE (birth)', 'ADDRESS'],
    },
    {
      instruction: 'Tacha los números de cuenta y las contraseñas',
      kinds: ['ACCOUNT', 'PASSWORD'],
    },
    { instruction: 'Elimina los términos Alfa, Beta y Gamma', terms: ['Alfa', 'Beta', 'Gamma'] },
    { instruction: 'Anonimiza los datos personales', kinds: [ALL_TEXT] },
  ],
  fra: [
    {
      instruction: 'Supprimez les noms et les dates de naissance',
      kinds: ['PERSON_NAME', 'DATE (birth)'],
    },
    { instruction: "Masquez les numéros de téléphone et l'adresse", kinds: ['PHONE', 'ADDRESS'] },
    { instruction: 'Caviardez toutes les mentions de « Projet Faucon »', terms: ['Projet Faucon'] },
    {
      instruction: 'Effacez les courriels et les numéros de sécurité sociale',
      kinds: ['EMAIL', 'SSN'],
    },
    { instruction: 'Supprimez les mots Alpha et Bêta', terms: ['Alpha', 'Bêta'] },
    {
      instruction: 'Supprimez les codes postaux et les montants',
      kinds: ['ZIP_CODE', 'MONEY_AMOUNT'],
    },
  ],
  deu: [
    {
      instruction: 'Schwärzen Sie alle Kontonummern und Telefonnummern',
      kinds: ['ACCOUNT', 'PHONE'],
    },
    { instruction: 'Entfernen Sie alle Erwähnungen von „Projekt Falke“', terms: ['Projekt Falke'] },
    {
      instruction: 'Entferne Namen, E-Mail-Adressen und Geburtsdaten',
      kinds: ['PERSON_NAME', 'EMAIL', 'DATE (birth)'],
    },
    {
      instruction: 'Bitte alle Adressen und Postleitzahlen schwärzen',
      kinds: ['ADDRESS', 'ZIP_CODE'],
    },
    {
      instruction: 'Schwärze die Begriffe Alpha, Beta und Gamma',
      terms: ['Alpha', 'Beta', 'Gamma'],
    },
    {
      instruction: 'Entferne Kreditkartennummern und Passwörter',
      kinds: ['CREDIT_CARD', 'PASSWORD'],
    },
  ],
  ita: [
    {
      instruction: "Rimuovi il codice fiscale e l'indirizzo del paziente",
      kinds: ['ID', 'ADDRESS'],
    },
    { instruction: 'Rimuovi tutti i nomi e gli indirizzi email', kinds: ['PERSON_NAME', 'EMAIL'] },
    {
      instruction: 'Oscura le date di nascita e i numeri di telefono',
      kinds: ['DATE (birth)', 'PHONE'],
    },
    { instruction: 'Cancella tutte le menzioni di Progetto Falco', terms: ['Progetto Falco'] },
    { instruction: 'Rimuovi gli indirizzi e i numeri di conto', kinds: ['ADDRESS', 'ACCOUNT'] },
    { instruction: 'Oscura i dati personali', kinds: [ALL_TEXT] },
  ],
  por: [
    { instruction: 'Remova o CPF e o endereço do cliente', kinds: ['ID', 'ADDRESS'] },
    {
      instruction: 'Remova os nomes e as datas de nascimento do paciente',
      kinds: ['PERSON_NAME', 'DATE (birth)'],
    },
    { instruction: 'Apague os telefones e os e-mails', kinds: ['PHONE', 'EMAIL'] },
    { instruction: 'Remova todas as menções de "Projeto Falcão"', terms: ['Projeto Falcão'] },
    { instruction: 'Oculte os endereços e os números de conta', kinds: ['ADDRESS', 'ACCOUNT'] },
    { instruction: 'Remova os termos Alfa, Beta e Gama', terms: ['Alfa', 'Beta', 'Gama'] },
  ],
  rus: [
    { instruction: 'Удалите ФИО и паспортные данные', kinds: ['PERSON_NAME', 'PASSPORT'] },
    {
      instruction: 'Удалите все номера телефонов и адреса электронной почты',
      kinds: ['PHONE', 'EMAIL'],
    },
    { instruction: 'Скройте имена и даты рождения', kinds: ['PERSON_NAME', 'DATE (birth)'] },
    { instruction: 'все упоминания ООО Ромашка', terms: ['ООО Ромашка'] },
    { instruction: 'Удалите адреса и номера счетов', kinds: ['ADDRESS', 'ACCOUNT'] },
    { instruction: 'Удалите персональные данные', kinds: [ALL_TEXT] },
    {
      instruction: 'Замажьте паспорта и что-то непонятное',
      kinds: ['PASSPORT'],
      notUnderstood: ['что-то непонятное'],
    },
  ],
};

describe('interpretInstruction', () => {
  for (const [language, cases] of Object.entries(CASES)) {
    describe(language, () => {
      for (const c of cases) {
        it(c.instruction, () => {
          expect(summary(interpretInstruction(c.instruction))).toEqual({
            kinds: c.kinds ?? [],
            terms: c.terms ?? [],
            patterns: c.patterns ?? [],
            notUnderstood: c.notUnderstood ?? [],
          });
        });
      }
    });
  }

  it('covers at least 40 instructions in the seven languages', () => {
    expect(Object.keys(CASES).sort()).toEqual(['deu', 'eng', 'fra', 'ita', 'por', 'rus', 'spa']);
    expect(Object.values(CASES).flat().length).toBeGreaterThanOrEqual(40);
  });
});
