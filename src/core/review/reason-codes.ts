/** A named set of legal reason codes a reviewer can give each redaction. */
export interface ReasonSet {
  id: string;
  name: string;
  /** Code and what it means, shown as the option's title. */
  codes: readonly (readonly [code: string, meaning: string])[];
}

/** The built-in sets; "none" turns reason codes off. */
export const REASON_SETS: readonly ReasonSet[] = [
  { id: 'none', name: 'No reason codes', codes: [] },
  {
    id: 'us-foia',
    name: 'US FOIA exemptions',
    codes: [
      ['b(4)', 'Trade secrets and confidential commercial information'],
      ['b(5)', 'Privileged inter- or intra-agency communications'],
      ['b(6)', 'Personal privacy (personnel, medical and similar files)'],
      ['b(7)(C)', 'Law enforcement records: personal privacy'],
      ['b(7)(D)', 'Law enforcement records: confidential source'],
      ['b(7)(E)', 'Law enforcement techniques and procedures'],
      ['b(7)(F)', 'Law enforcement records: danger to life or safety'],
    ],
  },
  {
    id: 'uk-foi',
    name: 'UK FOI Act exemptions',
    codes: [
      ['s.40', 'Personal information'],
      ['s.41', 'Information provided in confidence'],
      ['s.42', 'Legal professional privilege'],
      ['s.43', 'Commercial interests'],
    ],
  },
  {
    id: 'gdpr',
    name: 'GDPR',
    codes: [
      ['Art. 4(1)', 'Personal data'],
      ['Art. 9', 'Special category data'],
      ['Art. 10', 'Criminal convictions and offences'],
    ],
  },
];

/** The set with `id` (the "none" set when it is unknown). */
export function reasonSet(id: string): ReasonSet {
  return REASON_SETS.find((s) => s.id === id) ?? REASON_SETS[0]!;
}
