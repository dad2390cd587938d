/** dev6 kind: a formal letter from an organisation: letterhead, address block, reference line, signature. */
import type { Ctx } from './kit';
import { type Doc6, type Lang6, type Node } from './kit';
import { Values } from './values';

type T = Node[];
interface Words {
  title: (female: boolean) => string;
  yourRef: string;
  ourRef: string;
  subject: (claim: string) => T;
  dear: (title: string, last: string) => T;
  body: (date: string, amount: string, acct: string) => T[];
  contact: (name: string, phone: string, mail: string) => T;
  close: string;
  cc: string;
  reg: string;
  place: (town: string, date: string) => string;
  job: string;
  page: string;
}

const W: Record<Lang6, Words> = {
  eng: {
    title: (f) => (f ? 'Ms' : 'Mr'),
    yourRef: 'Your reference',
    ourRef: 'Our reference',
    subject: (c) => ['Re: Claim ', c, ' – water damage'],
    dear: (t, l) => [`Dear ${t} `, l, ','],
    body: (d, a, ac) => [
      [
        'Thank you for your letter regarding the water damage at your home on ',
        d,
        '. Our assessor has reviewed the photographs and the plumber’s invoice you sent.',
      ],
      [
        'We are pleased to confirm a settlement of ',
        a,
        ', which will be paid to account ',
        ac,
        ' within ten working days.',
      ],
      [
        'If you disagree with this decision, you may ask for a review within 30 days of the date of this letter.',
      ],
    ],
    contact: (n, p, m) => [
      'Should you have any questions, please contact your case handler ',
      n,
      ' directly on ',
      p,
      ' or at ',
      m,
      '.',
    ],
    close: 'Yours sincerely,',
    cc: 'cc:',
    reg: 'Registered office as above. Company number',
    place: (_t, d) => d,
    job: 'Claims Manager',
    page: 'Page {n} of {N}',
  },
  spa: {
    title: (f) => (f ? 'Sra.' : 'Sr.'),
    yourRef: 'Su referencia',
    ourRef: 'Nuestra referencia',
    subject: (c) => ['Asunto: Siniestro ', c, ' – daños por agua'],
    dear: (t, l) => [`Estimado/a ${t} `, l, ':'],
    body: (d, a, ac) => [
      [
        'Acusamos recibo de su escrito relativo a los daños por agua ocurridos en su vivienda el ',
        d,
        '. Nuestro perito ha revisado las fotografías y la factura del fontanero.',
      ],
      [
        'Nos complace comunicarle una indemnización de ',
        a,
        ', que se abonará en la cuenta ',
        ac,
        ' en un plazo de diez días hábiles.',
      ],
      [
        'Si no está de acuerdo con esta resolución, puede solicitar su revisión en el plazo de 30 días.',
      ],
    ],
    contact: (n, p, m) => [
      'Para cualquier aclaración puede dirigirse a su tramitador, ',
      n,
      ', en el teléfono ',
      p,
      ' o en ',
      m,
      '.',
    ],
    close: 'Atentamente,',
    cc: 'c.c.:',
    reg: 'Inscrita en el Registro Mercantil. CIF',
    place: (t, d) => `${t}, ${d}`,
    job: 'Responsable de Siniestros',
    page: 'Página {n} de {N}',
  },
  fra: {
    title: (f) => (f ? 'Madame' : 'Monsieur'),
    yourRef: 'Vos réf.',
    ourRef: 'Nos réf.',
    subject: (c) => ['Objet : sinistre n° ', c, ' – dégât des eaux'],
    dear: (t) => [`${t},`],
    body: (d, a, ac) => [
      [
        'Nous accusons réception de votre courrier relatif au dégât des eaux survenu à votre domicile le ',
        d,
        '. Notre expert a examiné les photographies et la facture du plombier.',
      ],
      [
        'Nous avons le plaisir de vous confirmer une indemnité de ',
        a,
        ', qui sera virée sur le compte ',
        ac,
        ' sous dix jours ouvrés.',
      ],
      ['En cas de désaccord, vous pouvez demander un réexamen dans un délai de 30 jours.'],
    ],
    contact: (n, p, m) => [
      'Votre gestionnaire, ',
      n,
      ', se tient à votre disposition au ',
      p,
      ' ou par courriel à ',
      m,
      '.',
    ],
    close: "Nous vous prions d'agréer nos salutations distinguées.",
    cc: 'Copie :',
    reg: 'SA au capital de 2 000 000 €. SIREN',
    place: (t, d) => `${t}, le ${d}`,
    job: 'Responsable indemnisation',
    page: 'Page {n}/{N}',
  },
  deu: {
    title: (f) => (f ? 'Frau' : 'Herr'),
    yourRef: 'Ihr Zeichen',
    ourRef: 'Unser Zeichen',
    subject: (c) => ['Schadenfall ', c, ' – Leitungswasserschaden'],
    dear: (t, l) => [t === 'Frau' ? 'Sehr geehrte Frau ' : 'Sehr geehrter Herr ', l, ','],
    body: (d, a, ac) => [
      [
        'vielen Dank für Ihr Schreiben zum Leitungswasserschaden in Ihrer Wohnung am ',
        d,
        '. Unser Sachverständiger hat die Fotos und die Rechnung des Installateurs geprüft.',
      ],
      [
        'Wir freuen uns, Ihnen eine Entschädigung von ',
        a,
        ' zu bestätigen. Der Betrag wird innerhalb von zehn Werktagen auf das Konto ',
        ac,
        ' überwiesen.',
      ],
      [
        'Sind Sie mit dieser Entscheidung nicht einverstanden, können Sie innerhalb von 30 Tagen eine Überprüfung beantragen.',
      ],
    ],
    contact: (n, p, m) => [
      'Bei Fragen erreichen Sie Ihre Sachbearbeiterin ',
      n,
      ' direkt unter ',
      p,
      ' oder per E-Mail an ',
      m,
      '.',
    ],
    close: 'Mit freundlichen Grüßen',
    cc: 'Kopie an:',
    reg: 'Amtsgericht, HRB',
    place: (t, d) => `${t}, ${d}`,
    job: 'Leiterin Schadenregulierung',
    page: 'Seite {n} von {N}',
  },
  ita: {
    title: (f) => (f ? 'Gentile Sig.ra' : 'Egregio Sig.'),
    yourRef: 'Vs. rif.',
    ourRef: 'Ns. rif.',
    subject: (c) => ['Oggetto: sinistro n. ', c, ' – danni da acqua'],
    dear: (t, l) => [`${t} `, l, ','],
    body: (d, a, ac) => [
      [
        'abbiamo ricevuto la Sua lettera relativa ai danni da acqua verificatisi nella Sua abitazione il ',
        d,
        '. Il nostro perito ha esaminato le fotografie e la fattura dell’idraulico.',
      ],
      [
        'Siamo lieti di confermarLe un indennizzo di ',
        a,
        ', che sarà accreditato sul conto ',
        ac,
        ' entro dieci giorni lavorativi.',
      ],
      [
        'Qualora non concordasse con la presente decisione, potrà chiederne il riesame entro 30 giorni.',
      ],
    ],
    contact: (n, p, m) => [
      'Per ogni chiarimento può contattare il liquidatore incaricato, ',
      n,
      ', al numero ',
      p,
      ' o all’indirizzo ',
      m,
      '.',
    ],
    close: 'Distinti saluti,',
    cc: 'p.c.:',
    reg: 'Capitale sociale i.v. – P. IVA',
    place: (t, d) => `${t}, ${d}`,
    job: 'Responsabile Sinistri',
    page: 'Pagina {n} di {N}',
  },
  por: {
    title: (f) => (f ? 'Exma. Senhora' : 'Exmo. Senhor'),
    yourRef: 'V/ referência',
    ourRef: 'N/ referência',
    subject: (c) => ['Assunto: Sinistro n.º ', c, ' – danos por água'],
    dear: (t, l) => [`${t} `, l, ','],
    body: (d, a, ac) => [
      [
        'Acusamos a receção da sua carta relativa aos danos por água ocorridos na sua habitação em ',
        d,
        '. O nosso perito analisou as fotografias e a fatura do canalizador.',
      ],
      [
        'Temos o prazer de confirmar uma indemnização de ',
        a,
        ', que será transferida para a conta ',
        ac,
        ' no prazo de dez dias úteis.',
      ],
      ['Caso não concorde com esta decisão, poderá solicitar a sua revisão no prazo de 30 dias.'],
    ],
    contact: (n, p, m) => [
      'Para qualquer esclarecimento contacte o gestor do processo, ',
      n,
      ', pelo telefone ',
      p,
      ' ou pelo e-mail ',
      m,
      '.',
    ],
    close: 'Com os melhores cumprimentos,',
    cc: 'c/c:',
    reg: 'Capital social 5 000 000 €. NIPC',
    place: (t, d) => `${t}, ${d}`,
    job: 'Diretora de Sinistros',
    page: 'Página {n} de {N}',
  },
  rus: {
    title: (f) => (f ? 'Уважаемая' : 'Уважаемый'),
    yourRef: 'На ваш №',
    ourRef: 'Исх. №',
    subject: (c) => ['О страховом случае № ', c, ' (залив квартиры)'],
    dear: (t, l) => [`${t} `, l, '!'],
    body: (d, a, ac) => [
      [
        'Благодарим вас за обращение по поводу залива вашей квартиры ',
        d,
        '. Наш эксперт изучил фотографии и счёт сантехника.',
      ],
      [
        'Сообщаем, что вам назначено страховое возмещение в размере ',
        a,
        ', которое будет перечислено на счёт ',
        ac,
        ' в течение десяти рабочих дней.',
      ],
      ['Если вы не согласны с решением, вы можете запросить его пересмотр в течение 30 дней.'],
    ],
    contact: (n, p, m) => [
      'По всем вопросам обращайтесь к специалисту ',
      n,
      ' по телефону ',
      p,
      ' или по адресу ',
      m,
      '.',
    ],
    close: 'С уважением,',
    cc: 'Копия:',
    reg: 'ОГРН',
    place: (t, d) => `г. ${t}, ${d}`,
    job: 'Начальник отдела урегулирования убытков',
    page: 'Стр. {n} из {N}',
  },
};

/** Builds one formal letter. */
export function formalLetter(c: Ctx, name: string): Doc6 {
  const v = new Values(c);
  const w = W[c.lang];
  const org = c.m('ORGANIZATION', c.chance(0.5) ? v.firm() : v.brand());
  const orgAddr = v.address();
  const domain = v.domainOf(org);
  const to = v.person();
  const toAddr = v.address();
  const handler = v.person(false);
  const boss = v.person(false);
  const female = c.chance(0.5);
  const claim = c.m('ID', `${c.digits(2)}-${c.digits(6)}-${c.letters(1)}`);
  const orgPhone = c.m('PHONE', v.phone(false));
  // Russian letters address a person by first name and patronymic.
  const salutName = c.lang === 'rus' ? to.full.split(' ').slice(1).join(' ') : to.last;
  const recipientName = c.m('PERSON_NAME', to.full);
  const letterDate = c.m('DATE', v.date({ year: 2025, shape: 'long' }));
  const body = w.body(
    c.m('DATE', v.date({ year: 2025, shape: c.pick(['long', 'numeric'] as const) })),
    c.m(
      'MONEY_AMOUNT',
      v.money(c.lang === 'rus' ? 40_000 : 800, c.lang === 'rus' ? 300_000 : 9_000),
    ),
    c.m('ACCOUNT', v.account().value),
  );
  const handlerMail = c.m('EMAIL', `${handler.email.split('@')[0]}@${domain}`);
  const twoCol = c.chance(0.5);
  const letterhead: Node = {
    columns: [
      { text: org, fontSize: 16, bold: true, color: '#2c3e50', width: '*' },
      {
        stack: [c.m('ADDRESS', orgAddr.lines.join('\n')), orgPhone, c.m('URL', `www.${domain}`)],
        fontSize: 7.5,
        alignment: 'right',
        width: 170,
      },
    ],
    margin: [0, 0, 0, 24],
  };
  const recipient: Node = {
    stack: [
      { text: [`${w.title(female)} `, recipientName] },
      c.m('ADDRESS', toAddr.lines.join('\n')),
    ],
    margin: [0, 0, 0, 18],
  };
  const refs: Node = {
    table: {
      widths: [90, '*'],
      body: [
        [{ text: w.yourRef, color: '#555555' }, c.m('ID', `${c.letters(1)}${c.digits(5)}`)],
        [{ text: w.ourRef, color: '#555555' }, claim],
      ],
    },
    layout: 'noBorders',
    fontSize: 8,
    margin: [0, 0, 0, 10],
  };
  const content: Node[] = [
    ...(twoCol
      ? [
          {
            columns: [
              recipient,
              { stack: [refs, { text: w.place(c.m('LOCATION', orgAddr.town), letterDate) }] },
            ],
          },
        ]
      : [
          recipient,
          {
            text: w.place(c.m('LOCATION', orgAddr.town), letterDate),
            alignment: 'right',
            margin: [0, 0, 0, 8],
          },
          refs,
        ]),
    { text: w.subject(claim), bold: true, margin: [0, 14, 0, 10] },
    { text: w.dear(w.title(female), c.m('PERSON_NAME', salutName)), margin: [0, 0, 0, 8] },
    ...body.map((b) => ({ text: b, margin: [0, 0, 0, 8], alignment: 'justify' })),
    {
      text: w.contact(c.m('PERSON_NAME', handler.full), c.m('PHONE', v.phone(false)), handlerMail),
      margin: [0, 0, 0, 14],
    },
    { text: w.close, margin: [0, 0, 0, 28] },
    { text: c.m('PERSON_NAME', boss.full), bold: true },
    { text: w.job, fontSize: 9 },
    { text: [`${w.cc} `, c.m('PERSON_NAME', handler.full)], fontSize: 8, margin: [0, 18, 0, 0] },
  ];
  return {
    name,
    kind: 'formal-letter',
    lang: c.lang,
    def: {
      pageSize: 'A4',
      pageMargins: [64, 56, 64, 64],
      defaultStyle: {
        font: c.pick(['LiberationSerif', 'Roboto', 'DejaVuSerif']),
        fontSize: 10.5,
        lineHeight: 1.2,
      },
      content: [letterhead, ...content],
    },
    running: {
      footer: {
        text: [
          org,
          ' · ',
          c.m('ADDRESS', orgAddr.oneLine),
          ' · ',
          `${w.reg} `,
          c.m('ID', c.digits(c.lang === 'rus' ? 13 : 9)),
        ],
        fontSize: 6.5,
        color: '#666666',
      },
    },
    marks: c.marks,
  };
}
