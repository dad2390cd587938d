/**
 * held7 kind: an HR performance review. The employer's header, the employee's record in a
 * grid (employee number, start date, manager, office address), an objectives table whose
 * comments name client firms and amounts, the manager's justified narrative that calls the
 * employee by given name, a training provider with its address, a pay recommendation, the
 * signatures with dates, the HR contact, and a confidential footer on every page.
 */
import {
  address,
  addDays,
  day,
  email,
  host,
  longDate,
  money,
  numericDate,
  person,
  phone,
} from './formats';
import type { Block7, Ctx7, Doc7, L7 } from './kit';
import { POOLS7 } from './values';

const T: L7<{
  title: (y: number) => string;
  employee: string;
  number: string;
  started: string;
  manager: string;
  office: string;
  period: string;
  objectives: string;
  head: string[];
  goals: string[];
  ratings: string[];
  comment: Array<(client: string, amount: string) => string>;
  narrative: (
    first: string,
    client: string,
    provider: string,
    addr: string,
    date: string,
  ) => string;
  pay: string;
  current: string;
  proposed: string;
  bonus: string;
  signed: string;
  hr: (name: string, mail: string, tel: string) => string;
  confidential: string;
  page: string;
}> = {
  eng: {
    title: (y) => `Annual Performance Review ${y}`,
    employee: 'Employee',
    number: 'Employee no.',
    started: 'Start date',
    manager: 'Line manager',
    office: 'Office',
    period: 'Review period',
    objectives: 'Objectives',
    head: ['Objective', 'Rating', 'Comment'],
    goals: [
      'Grow key accounts',
      'Deliver the warehouse system migration',
      'Reduce supplier lead times',
      'Mentor new starters',
      'Improve invoice accuracy',
    ],
    ratings: ['Exceeds', 'Meets', 'Partly meets'],
    comment: [
      (f, a) => `Won a renewal from ${f} worth ${a}.`,
      (f) => `Handled the escalation from ${f} calmly and quickly.`,
      (f, a) => `Negotiated ${a} of savings with ${f}.`,
    ],
    narrative: (n, f, p, a, d) =>
      `${n} has had a strong year. The relationship with ${f} is now one of our most stable, and ${n} has become the person colleagues turn to first. For next year we agreed that ${n} will attend the leadership course run by ${p} at ${a}, starting on ${d}.`,
    pay: 'Pay recommendation',
    current: 'Current salary',
    proposed: 'Proposed salary',
    bonus: 'One-off bonus',
    signed: 'Signed',
    hr: (n, m, t) => `HR business partner: ${n}, ${m}, ${t}`,
    confidential: 'Confidential: HR',
    page: 'Page {n} of {N}',
  },
  spa: {
    title: (y) => `Evaluación anual del desempeño ${y}`,
    employee: 'Empleado/a',
    number: 'N.º de empleado',
    started: 'Fecha de alta',
    manager: 'Responsable',
    office: 'Centro de trabajo',
    period: 'Periodo evaluado',
    objectives: 'Objetivos',
    head: ['Objetivo', 'Valoración', 'Comentario'],
    goals: [
      'Crecer en cuentas clave',
      'Migrar el sistema de almacén',
      'Reducir plazos de proveedores',
      'Tutelar a nuevas incorporaciones',
      'Mejorar la exactitud de la facturación',
    ],
    ratings: ['Supera', 'Cumple', 'Cumple parcialmente'],
    comment: [
      (f, a) => `Consiguió la renovación de ${f} por ${a}.`,
      (f) => `Gestionó la incidencia de ${f} con rapidez y calma.`,
      (f, a) => `Negoció ahorros de ${a} con ${f}.`,
    ],
    narrative: (n, f, p, a, d) =>
      `${n} ha tenido un año excelente. La relación con ${f} es hoy una de las más estables y ${n} se ha convertido en la primera persona a la que acude el equipo. Para el próximo año acordamos que ${n} realice el curso de liderazgo que imparte ${p} en ${a}, a partir del ${d}.`,
    pay: 'Propuesta retributiva',
    current: 'Salario actual',
    proposed: 'Salario propuesto',
    bonus: 'Bonus puntual',
    signed: 'Firmado',
    hr: (n, m, t) => `Responsable de RR. HH.: ${n}, ${m}, ${t}`,
    confidential: 'Confidencial: RR. HH.',
    page: 'Página {n} de {N}',
  },
  fra: {
    title: (y) => `Entretien annuel d’évaluation ${y}`,
    employee: 'Salarié(e)',
    number: 'Matricule',
    started: 'Date d’entrée',
    manager: 'Manager',
    office: 'Site',
    period: 'Période évaluée',
    objectives: 'Objectifs',
    head: ['Objectif', 'Appréciation', 'Commentaire'],
    goals: [
      'Développer les comptes clés',
      'Migrer le système d’entrepôt',
      'Réduire les délais fournisseurs',
      'Accompagner les nouveaux arrivants',
      'Fiabiliser la facturation',
    ],
    ratings: ['Dépassé', 'Atteint', 'Partiellement atteint'],
    comment: [
      (f, a) => `Renouvellement obtenu auprès de ${f} pour ${a}.`,
      (f) => `A traité l’escalade de ${f} avec calme et rapidité.`,
      (f, a) => `A négocié ${a} d’économies avec ${f}.`,
    ],
    narrative: (n, f, p, a, d) =>
      `${n} a réalisé une très belle année. La relation avec ${f} est désormais l’une des plus solides et ${n} est devenu(e) la personne que l’équipe sollicite en premier. Pour l’an prochain, nous avons convenu que ${n} suivra la formation au management dispensée par ${p}, ${a}, à partir du ${d}.`,
    pay: 'Proposition de rémunération',
    current: 'Salaire actuel',
    proposed: 'Salaire proposé',
    bonus: 'Prime exceptionnelle',
    signed: 'Signé',
    hr: (n, m, t) => `Contact RH : ${n}, ${m}, ${t}`,
    confidential: 'Confidentiel : RH',
    page: 'Page {n}/{N}',
  },
  deu: {
    title: (y) => `Jahresgespräch ${y}`,
    employee: 'Mitarbeiter/in',
    number: 'Personalnummer',
    started: 'Eintrittsdatum',
    manager: 'Führungskraft',
    office: 'Standort',
    period: 'Beurteilungszeitraum',
    objectives: 'Ziele',
    head: ['Ziel', 'Bewertung', 'Kommentar'],
    goals: [
      'Schlüsselkunden ausbauen',
      'Lagersystem migrieren',
      'Lieferzeiten verkürzen',
      'Neue Kolleginnen und Kollegen einarbeiten',
      'Rechnungsqualität verbessern',
    ],
    ratings: ['Übertroffen', 'Erfüllt', 'Teilweise erfüllt'],
    comment: [
      (f, a) => `Verlängerung mit ${f} über ${a} gewonnen.`,
      (f) => `Die Eskalation von ${f} ruhig und schnell gelöst.`,
      (f, a) => `Einsparungen von ${a} mit ${f} verhandelt.`,
    ],
    narrative: (n, f, p, a, d) =>
      `${n} hatte ein starkes Jahr. Die Beziehung zu ${f} gehört inzwischen zu unseren stabilsten, und ${n} ist für das Team die erste Ansprechperson. Für das kommende Jahr haben wir vereinbart, dass ${n} die Führungskräfteschulung von ${p} in der ${a} besucht, Beginn am ${d}.`,
    pay: 'Gehaltsempfehlung',
    current: 'Aktuelles Gehalt',
    proposed: 'Vorgeschlagenes Gehalt',
    bonus: 'Einmalprämie',
    signed: 'Unterschrieben',
    hr: (n, m, t) => `HR-Ansprechpartner/in: ${n}, ${m}, ${t}`,
    confidential: 'Vertraulich: Personal',
    page: 'Seite {n} von {N}',
  },
  ita: {
    title: (y) => `Valutazione annuale delle prestazioni ${y}`,
    employee: 'Dipendente',
    number: 'Matricola',
    started: 'Data di assunzione',
    manager: 'Responsabile',
    office: 'Sede',
    period: 'Periodo di valutazione',
    objectives: 'Obiettivi',
    head: ['Obiettivo', 'Valutazione', 'Commento'],
    goals: [
      'Sviluppare i clienti chiave',
      'Migrare il sistema di magazzino',
      'Ridurre i tempi dei fornitori',
      'Affiancare i nuovi assunti',
      'Migliorare l’accuratezza delle fatture',
    ],
    ratings: ['Superato', 'Raggiunto', 'Parzialmente raggiunto'],
    comment: [
      (f, a) => `Ottenuto il rinnovo di ${f} per ${a}.`,
      (f) => `Ha gestito con calma e rapidità l’escalation di ${f}.`,
      (f, a) => `Ha negoziato risparmi per ${a} con ${f}.`,
    ],
    narrative: (n, f, p, a, d) =>
      `${n} ha avuto un anno molto positivo. Il rapporto con ${f} è oggi tra i più solidi e ${n} è diventato il primo riferimento per i colleghi. Per il prossimo anno abbiamo concordato che ${n} frequenterà il corso di leadership tenuto da ${p} in ${a}, a partire dal ${d}.`,
    pay: 'Proposta retributiva',
    current: 'RAL attuale',
    proposed: 'RAL proposta',
    bonus: 'Una tantum',
    signed: 'Firmato',
    hr: (n, m, t) => `Referente HR: ${n}, ${m}, ${t}`,
    confidential: 'Riservato: Risorse Umane',
    page: 'Pagina {n} di {N}',
  },
  por: {
    title: (y) => `Avaliação anual de desempenho ${y}`,
    employee: 'Colaborador(a)',
    number: 'N.º mecanográfico',
    started: 'Data de admissão',
    manager: 'Chefia direta',
    office: 'Local de trabalho',
    period: 'Período avaliado',
    objectives: 'Objetivos',
    head: ['Objetivo', 'Avaliação', 'Comentário'],
    goals: [
      'Crescer nas contas-chave',
      'Migrar o sistema de armazém',
      'Reduzir prazos de fornecedores',
      'Acompanhar novos colaboradores',
      'Melhorar o rigor da faturação',
    ],
    ratings: ['Supera', 'Cumpre', 'Cumpre parcialmente'],
    comment: [
      (f, a) => `Garantiu a renovação da ${f} no valor de ${a}.`,
      (f) => `Resolveu a reclamação da ${f} com calma e rapidez.`,
      (f, a) => `Negociou poupanças de ${a} com a ${f}.`,
    ],
    narrative: (n, f, p, a, d) =>
      `${n} teve um ano muito positivo. A relação com a ${f} é hoje uma das mais sólidas e ${n} tornou-se a primeira pessoa a quem a equipa recorre. Para o próximo ano acordámos que ${n} frequentará o curso de liderança da ${p}, na ${a}, com início em ${d}.`,
    pay: 'Proposta salarial',
    current: 'Vencimento atual',
    proposed: 'Vencimento proposto',
    bonus: 'Prémio pontual',
    signed: 'Assinado',
    hr: (n, m, t) => `Recursos Humanos: ${n}, ${m}, ${t}`,
    confidential: 'Confidencial: RH',
    page: 'Página {n} de {N}',
  },
  rus: {
    title: (y) => `Ежегодная оценка эффективности за ${y} год`,
    employee: 'Сотрудник',
    number: 'Табельный номер',
    started: 'Дата приёма',
    manager: 'Руководитель',
    office: 'Офис',
    period: 'Оцениваемый период',
    objectives: 'Цели',
    head: ['Цель', 'Оценка', 'Комментарий'],
    goals: [
      'Развитие ключевых клиентов',
      'Перевод склада на новую систему',
      'Сокращение сроков поставок',
      'Наставничество новых сотрудников',
      'Точность выставления счетов',
    ],
    ratings: ['Превышает', 'Соответствует', 'Частично соответствует'],
    comment: [
      (f, a) => `Продлён договор с ${f} на ${a}.`,
      (f) => `Быстро и спокойно урегулирована претензия ${f}.`,
      (f, a) => `Согласована экономия ${a} с ${f}.`,
    ],
    narrative: (n, f, p, a, d) =>
      `${n} провёл(а) сильный год. Отношения с ${f} стали одними из самых устойчивых, и к ${n} коллеги обращаются в первую очередь. На следующий год договорились, что ${n} пройдёт курс для руководителей в ${p} по адресу ${a}, начало ${d}.`,
    pay: 'Предложение по оплате труда',
    current: 'Текущий оклад',
    proposed: 'Предлагаемый оклад',
    bonus: 'Разовая премия',
    signed: 'Подписано',
    hr: (n, m, t) => `HR-партнёр: ${n}, ${m}, ${t}`,
    confidential: 'Конфиденциально: HR',
    page: 'Стр. {n} из {N}',
  },
};

const PROVIDERS: L7<string[]> = {
  eng: [
    'Northbridge Learning',
    'Keystone Leadership Academy',
    'Harbour Lights Training',
    'Summit Skills',
  ],
  spa: ['Escuela de Negocios Atalaya', 'Formación Aldaba', 'Instituto Cierzo', 'Academia Vértice'],
  fra: [
    'Institut Carrefour Management',
    'Formations Azimut',
    'École des Cadres Rhône',
    'Académie Cap Talent',
  ],
  deu: [
    'Akademie Weitblick',
    'Seminarhaus Kompass',
    'Führungsakademie Elbe',
    'Institut Perspektive',
  ],
  ita: [
    'Scuola di Management Ponte',
    'Accademia Timone',
    'Istituto Formazione Arco',
    'Centro Studi Meridiana',
  ],
  por: ['Academia Leme', 'Escola de Gestão Farol', 'Instituto Bússola', 'Formação Horizonte'],
  rus: [
    'Бизнес-школа «Вершина»',
    'Учебный центр «Навигатор»',
    'Академия «Лидер»',
    'Центр обучения «Перспектива»',
  ],
};

/** Builds one performance review. */
export function performanceReview(c: Ctx7, name: string): Doc7 {
  const t = T[c.lang];
  const P = POOLS7[c.lang];
  const m = c.m.bind(c);
  const employer = c.chance(0.5) ? c.from(P.firms) : c.from(P.formal);
  const empHost = host(c, employer);
  const emp = person(c);
  const manager = person(c);
  const hr = person(c);
  const office = address(c);
  const y = c.int(2023, 2024);
  const blocks: Block7[] = [];
  blocks.push({ k: 'lines', bold: true, lines: [m('ORGANIZATION', employer)] });
  blocks.push({ k: 'title', text: t.title(y) });
  blocks.push({
    k: 'fields',
    layout: c.pick(['grid', 'stacked'] as const),
    rows: [
      [t.employee, m('PERSON_NAME', emp.full)],
      [t.number, m('ID', `${c.pick(['E', 'P', ''])}${c.digits(6)}`)],
      [t.started, m('DATE', numericDate(c.lang, day(c, 2012, 2022)))],
      [t.manager, m('PERSON_NAME', manager.full)],
      [
        t.period,
        `${m('DATE', numericDate(c.lang, { y, m: 1, d: 1 }))} – ${m('DATE', numericDate(c.lang, { y, m: 12, d: 31 }))}`,
      ],
      [t.office, m('LOCATION', office.town)],
    ],
  });
  blocks.push({ k: 'fields', layout: 'inline', rows: [[t.office, m('ADDRESS', office.line)]] });
  blocks.push({ k: 'h', text: t.objectives });
  const clients = c.some(c.half([...P.firms, ...P.formal]), 3).filter((f) => f !== employer);
  const rows = c.some(t.goals, c.int(3, 5)).map((goal) => {
    const say = c.pick(t.comment);
    const amount = money(c.lang, c.int(50, 900) * 100000);
    if (say.length >= 2) m('MONEY_AMOUNT', amount);
    return [goal, c.pick(t.ratings), say(m('ORGANIZATION', c.pick(clients)), amount)];
  });
  blocks.push({
    k: 'table',
    head: t.head,
    body: rows,
    theme: c.pick(['grid', 'striped'] as const),
  });
  const provider = c.from(PROVIDERS[c.lang]);
  const provAddr = address(c);
  blocks.push({
    k: 'p',
    justify: true,
    text: t.narrative(
      m('PERSON_NAME', emp.first),
      m('ORGANIZATION', c.pick(clients)),
      m('ORGANIZATION', provider),
      m('ADDRESS', provAddr.line),
      m('DATE', longDate(c.lang, day(c, y + 1, y + 1))),
    ),
  });
  blocks.push({ k: 'h', text: t.pay });
  const salary = c.int(280, 950) * 10000;
  blocks.push({
    k: 'fields',
    layout: 'inline',
    rows: [
      [t.current, m('MONEY_AMOUNT', money(c.lang, salary))],
      [t.proposed, m('MONEY_AMOUNT', money(c.lang, Math.round(salary * 1.04)))],
      [t.bonus, m('MONEY_AMOUNT', money(c.lang, c.int(5, 40) * 10000))],
    ],
  });
  const signedOn = addDays({ y: y + 1, m: 1, d: 10 }, c.int(0, 40));
  blocks.push({
    k: 'table',
    theme: 'plain',
    head: [t.employee, t.manager],
    body: [
      [m('PERSON_NAME', emp.full), m('PERSON_NAME', manager.full)],
      [
        `${t.signed} ${m('DATE', numericDate(c.lang, signedOn))}`,
        `${t.signed} ${m('DATE', numericDate(c.lang, addDays(signedOn, 2)))}`,
      ],
    ],
  });
  blocks.push({
    k: 'p',
    text: t.hr(m('PERSON_NAME', hr.full), m('EMAIL', email(c, hr, empHost)), m('PHONE', phone(c))),
  });
  return {
    name,
    kind: 'review',
    lang: c.lang,
    family: c.pick(['LiberationSans', 'DejaVuSans', 'LiberationSerif'] as const),
    blocks,
    header: `${t.confidential} · ${m('PERSON_NAME', emp.full)}`,
    footer: [m('ORGANIZATION', employer)],
    pageLabel: t.page,
    marks: c.marks,
  };
}
