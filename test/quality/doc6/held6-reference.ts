/** held6 kind: an employment reference / work certificate, a centred title and values inside prose. */
import type { Ctx, Doc6, Lang6, Node } from './kit';
import { Values } from './values';

type T = Node[];
interface Words {
  title: string;
  whom: string;
  p1: (
    title: string,
    name: string,
    dob: string,
    town: string,
    org: string,
    from: string,
    to: string,
  ) => T;
  p2: (title: string, last: string) => T;
  p3: (salary: string, empNo: string) => T;
  p4: (title: string, last: string) => T;
  contact: (phone: string, mail: string) => T;
  place: (town: string, date: string) => string;
  job: string;
  ms: string;
}

const W: Record<Lang6, Words> = {
  eng: {
    title: 'TO WHOM IT MAY CONCERN',
    whom: 'Employment reference',
    p1: (t, n, d, tw, o, f, to) => [
      `This is to confirm that ${t} `,
      n,
      ', born ',
      d,
      ' in ',
      tw,
      ', was employed by ',
      o,
      ' from ',
      f,
      ' to ',
      to,
      ' as a full-time logistics coordinator.',
    ],
    p2: (t, l) => [
      `During this time ${t} `,
      l,
      ' planned the weekly delivery routes for our northern depots, trained six new dispatchers and led the move to our new warehouse system. She was reliable, punctual and well liked by colleagues and customers.',
    ],
    p3: (s, e) => [
      'Her final annual salary was ',
      s,
      ' (employee number ',
      e,
      '). She left at her own request.',
    ],
    p4: (t, l) => [`We recommend ${t} `, l, ' without reservation and wish her every success.'],
    contact: (p, m) => ['For further information, I can be reached on ', p, ' or at ', m, '.'],
    place: (_t, d) => d,
    job: 'Head of Human Resources',
    ms: 'Ms',
  },
  spa: {
    title: 'CERTIFICADO DE EMPRESA',
    whom: 'A quien corresponda',
    p1: (t, n, d, tw, o, f, to) => [
      `Por la presente certificamos que ${t} `,
      n,
      ', nacida el ',
      d,
      ' en ',
      tw,
      ', ha prestado servicios en ',
      o,
      ' desde el ',
      f,
      ' hasta el ',
      to,
      ' como coordinadora de logística a jornada completa.',
    ],
    p2: (t, l) => [
      `Durante este periodo, la ${t} `,
      l,
      ' planificó las rutas semanales de reparto, formó a seis nuevos operadores y dirigió la implantación del nuevo sistema de almacén. Ha demostrado en todo momento responsabilidad y puntualidad.',
    ],
    p3: (s, e) => [
      'Su último salario bruto anual fue de ',
      s,
      ' (n.º de empleada ',
      e,
      '). La baja se produjo a petición propia.',
    ],
    p4: (t, l) => [`Recomendamos a la ${t} `, l, ' sin reservas y le deseamos mucho éxito.'],
    contact: (p, m) => [
      'Para cualquier información adicional puede llamarme al ',
      p,
      ' o escribir a ',
      m,
      '.',
    ],
    place: (t, d) => `${t}, ${d}`,
    job: 'Directora de Recursos Humanos',
    ms: 'Sra.',
  },
  fra: {
    title: 'CERTIFICAT DE TRAVAIL',
    whom: 'À qui de droit',
    p1: (t, n, d, tw, o, f, to) => [
      `Nous soussignés certifions que ${t} `,
      n,
      ', née le ',
      d,
      ' à ',
      tw,
      ', a été employée par ',
      o,
      ' du ',
      f,
      ' au ',
      to,
      ' en qualité de coordinatrice logistique à temps plein.',
    ],
    p2: (t, l) => [
      `Au cours de cette période, ${t} `,
      l,
      ' a organisé les tournées hebdomadaires de livraison, formé six nouveaux répartiteurs et piloté le passage au nouveau logiciel d’entrepôt. Elle a fait preuve de rigueur et de ponctualité.',
    ],
    p3: (s, e) => [
      'Sa dernière rémunération annuelle brute s’élevait à ',
      s,
      ' (matricule ',
      e,
      '). Elle nous quitte libre de tout engagement.',
    ],
    p4: (t, l) => [`Nous recommandons ${t} `, l, ' sans réserve.'],
    contact: (p, m) => [
      'Pour tout renseignement complémentaire, je reste joignable au ',
      p,
      ' ou à l’adresse ',
      m,
      '.',
    ],
    place: (t, d) => `Fait à ${t}, le ${d}`,
    job: 'Directrice des ressources humaines',
    ms: 'Madame',
  },
  deu: {
    title: 'ARBEITSZEUGNIS',
    whom: 'Zeugnis',
    p1: (t, n, d, tw, o, f, to) => [
      `${t} `,
      n,
      ', geboren am ',
      d,
      ' in ',
      tw,
      ', war vom ',
      f,
      ' bis zum ',
      to,
      ' bei der ',
      o,
      ' als Disponentin in Vollzeit beschäftigt.',
    ],
    p2: (t, l) => [
      `In dieser Zeit plante ${t} `,
      l,
      ' die wöchentlichen Touren unserer Niederlassungen, arbeitete sechs neue Disponenten ein und leitete die Einführung unseres neuen Lagerverwaltungssystems. Sie erledigte ihre Aufgaben stets zu unserer vollsten Zufriedenheit.',
    ],
    p3: (s, e) => [
      'Ihr letztes Jahresbruttogehalt betrug ',
      s,
      ' (Personalnummer ',
      e,
      '). Das Arbeitsverhältnis endet auf ihren eigenen Wunsch.',
    ],
    p4: (t, l) => [
      `Wir bedauern, ${t} `,
      l,
      ' zu verlieren, und wünschen ihr beruflich wie privat alles Gute.',
    ],
    contact: (p, m) => ['Für Rückfragen stehe ich Ihnen unter ', p, ' oder ', m, ' zur Verfügung.'],
    place: (t, d) => `${t}, den ${d}`,
    job: 'Personalleiterin',
    ms: 'Frau',
  },
  ita: {
    title: 'DICHIARAZIONE DI SERVIZIO',
    whom: 'A chi di competenza',
    p1: (t, n, d, tw, o, f, to) => [
      `Si attesta che la ${t} `,
      n,
      ', nata il ',
      d,
      ' a ',
      tw,
      ', ha lavorato presso ',
      o,
      ' dal ',
      f,
      ' al ',
      to,
      ' con mansioni di coordinatrice logistica a tempo pieno.',
    ],
    p2: (t, l) => [
      `In tale periodo la ${t} `,
      l,
      ' ha pianificato i giri di consegna settimanali, formato sei nuovi addetti e guidato il passaggio al nuovo gestionale di magazzino, dimostrando sempre affidabilità e puntualità.',
    ],
    p3: (s, e) => [
      'La sua ultima retribuzione annua lorda era di ',
      s,
      ' (matricola ',
      e,
      '). Il rapporto si è concluso per dimissioni volontarie.',
    ],
    p4: (t, l) => [`Raccomandiamo la ${t} `, l, ' senza riserve.'],
    contact: (p, m) => [
      'Per ulteriori informazioni sono raggiungibile al numero ',
      p,
      ' o all’indirizzo ',
      m,
      '.',
    ],
    place: (t, d) => `${t}, ${d}`,
    job: 'Responsabile Risorse Umane',
    ms: 'sig.ra',
  },
  por: {
    title: 'DECLARAÇÃO DE TRABALHO',
    whom: 'A quem possa interessar',
    p1: (t, n, d, tw, o, f, to) => [
      `Declara-se, para os devidos efeitos, que ${t} `,
      n,
      ', nascida em ',
      d,
      ', natural de ',
      tw,
      ', trabalhou na ',
      o,
      ' de ',
      f,
      ' a ',
      to,
      ', com a categoria de coordenadora de logística, a tempo inteiro.',
    ],
    p2: (t, l) => [
      `Durante este período, ${t} `,
      l,
      ' planeou as rotas semanais de distribuição, formou seis novos operadores e liderou a migração para o novo sistema de armazém, revelando sempre responsabilidade e pontualidade.',
    ],
    p3: (s, e) => [
      'A sua última remuneração anual ilíquida foi de ',
      s,
      ' (n.º de funcionária ',
      e,
      '). A cessação ocorreu por iniciativa da trabalhadora.',
    ],
    p4: (t, l) => [`Recomendamos ${t} `, l, ' sem reservas.'],
    contact: (p, m) => ['Para mais informações, contacte-me pelo ', p, ' ou por ', m, '.'],
    place: (t, d) => `${t}, ${d}`,
    job: 'Diretora de Recursos Humanos',
    ms: 'a Sra.',
  },
  rus: {
    title: 'ХАРАКТЕРИСТИКА С МЕСТА РАБОТЫ',
    whom: 'По месту требования',
    p1: (t, n, d, tw, o, f, to) => [
      `Настоящим подтверждаем, что ${t} `,
      n,
      ', ',
      d,
      ' года рождения, уроженка г. ',
      tw,
      ', работала в ',
      o,
      ' с ',
      f,
      ' по ',
      to,
      ' в должности координатора по логистике.',
    ],
    p2: (t, l) => [
      `За это время ${t} `,
      l,
      ' планировала еженедельные маршруты доставки, обучила шестерых новых диспетчеров и руководила переходом на новую складскую систему. Зарекомендовала себя ответственным и пунктуальным работником.',
    ],
    p3: (s, e) => [
      'Последний годовой доход составил ',
      s,
      ' (табельный номер ',
      e,
      '). Уволена по собственному желанию.',
    ],
    p4: (t, l) => [`Рекомендуем ${t} `, l, ' без каких-либо оговорок.'],
    contact: (p, m) => [
      'Дополнительную информацию можно получить по телефону ',
      p,
      ' или по адресу ',
      m,
      '.',
    ],
    place: (t, d) => `г. ${t}, ${d}`,
    job: 'Начальник отдела кадров',
    ms: 'гр.',
  },
};

/** Builds one employment reference letter. */
export function referenceLetter(c: Ctx, name: string): Doc6 {
  const v = new Values(c);
  const w = W[c.lang];
  const org = c.m('ORGANIZATION', c.chance(0.5) ? v.firm() : v.brand());
  const orgAddr = v.address();
  const domain = v.domainOf(org);
  const p = v.person(c.chance(0.6));
  const hr = v.person(false);
  // Later paragraphs name her by surname (or by first name and patronymic in Russian).
  const short = c.lang === 'rus' ? p.full.split(' ').slice(1).join(' ') : p.last;
  const title = c.lang === 'rus' ? '' : w.ms;
  const t = (s: string) => s.replace(/\s+$/, '');
  const para = (parts: T): Node => ({
    text: parts,
    margin: [0, 0, 0, 9],
    alignment: 'justify',
    lineHeight: 1.3,
  });
  const from = c.m('DATE', v.date({ year: c.int(2012, 2019), shape: 'long' }));
  const to = c.m('DATE', v.date({ year: c.int(2023, 2025), shape: 'long' }));
  const k = c.lang === 'rus' ? 40 : 1;
  return {
    name,
    kind: 'reference-letter',
    lang: c.lang,
    def: {
      pageSize: 'A4',
      pageMargins: [72, 110, 72, 70],
      defaultStyle: { font: c.pick(['DejaVuSerif', 'LiberationSerif']), fontSize: 11 },
      content: [
        { text: w.whom, italics: true, fontSize: 9, color: '#555555' },
        {
          text: w.title,
          alignment: 'center',
          bold: true,
          fontSize: 14,
          margin: [0, 14, 0, 18],
          characterSpacing: 1,
        },
        para(
          w.p1(
            t(title),
            c.m('PERSON_NAME', p.full),
            c.m('DATE', v.date({ birth: true, shape: c.lang === 'rus' ? 'numeric' : 'long' })),
            c.m('LOCATION', v.address().town),
            org,
            from,
            to,
          ),
        ),
        para(w.p2(t(title), c.m('PERSON_NAME', short))),
        para(
          w.p3(
            c.m('MONEY_AMOUNT', v.money(30_000 * k, 70_000 * k)),
            c.m('ID', `${c.letters(1)}-${c.digits(5)}`),
          ),
        ),
        para(w.p4(t(title), c.m('PERSON_NAME', short))),
        para(
          w.contact(
            c.m('PHONE', v.phone(false)),
            c.m('EMAIL', `${hr.email.split('@')[0]}@${domain}`),
          ),
        ),
        {
          text: w.place(
            c.m('LOCATION', orgAddr.town),
            c.m('DATE', v.date({ year: 2025, shape: 'long' })),
          ),
          margin: [0, 16, 0, 40],
        },
        { text: c.m('PERSON_NAME', hr.full), bold: true },
        { text: w.job },
        { text: org },
      ],
    },
    running: {
      header: {
        stack: [
          { text: org, fontSize: 15, bold: true, alignment: 'center', color: '#4a235a' },
          {
            text: [c.m('ADDRESS', orgAddr.oneLine), '  |  ', c.m('URL', `https://www.${domain}`)],
            fontSize: 7.5,
            alignment: 'center',
          },
          {
            canvas: [
              { type: 'line', x1: 0, y1: 4, x2: 515, y2: 4, lineWidth: 0.8, lineColor: '#4a235a' },
            ],
          },
        ],
      },
      footer: { text: c.m('ADDRESS', orgAddr.oneLine), fontSize: 6.5, alignment: 'center' },
    },
    marks: c.marks,
  };
}
