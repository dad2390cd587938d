/**
 * dev8's kinds (tunable): court judgment, employment contract, medical discharge letter and
 * landlord notice, each in the seven languages. Mostly running justified prose, where groff
 * hyphenates names, streets and organisations at line ends, with some tables and letter blocks.
 */
import type { Block8, Ctx8, Doc8, Family8, L8 } from './kit';
import {
  address,
  age,
  date,
  email,
  iban,
  money,
  nationalId,
  org,
  person,
  personParts,
  phone,
  recordId,
  town,
} from './values';

const FAMILIES: Family8[] = ['T', 'H', 'P', 'N'];

/** The document shell every kind shares: font, measure and size drawn from the seed. */
function shell(c: Ctx8, name: string, kind: string, blocks: Block8[], footer?: string): Doc8 {
  return {
    name,
    kind,
    lang: c.lang,
    family: c.lang === 'rus' ? 'C' : c.pick(FAMILIES),
    width: c.pick([11, 12, 13, 14]),
    size: c.pick([10.5, 11, 12]),
    blocks,
    footer,
    marks: c.marks,
  };
}

/** Marks and returns a surname echo ("Mr X"). */
function echo(c: Ctx8, surname: string): string {
  return c.m('PERSON_NAME', surname);
}

/** A value printed in capitals: marked as printed. */
function up(c: Ctx8, value: string): string {
  const tag = c.marks.find((m) => m.text === value)?.tag ?? 'ORGANIZATION';
  return c.m(tag, value.toUpperCase());
}

/** A court's case number in the local shape (marked ID). */
function caseNumber(c: Ctx8): string {
  const y = c.int(2023, 2025);
  const shapes: L8 = {
    eng: `${c.letters(1)}${c.digits(2)}${c.letters(2)}${c.digits(3)}`,
    spa: `${c.digits(4)}/${y}`,
    fra: `${c.digits(2)}/${c.digits(5)}`,
    deu: `${c.int(1, 9)} O ${c.digits(3)}/${String(y).slice(2)}`,
    ita: `${c.digits(4)}/${y}`,
    por: `${c.digits(4)}/${String(y).slice(2)}.${c.int(1, 9)}T8${c.letters(3)}`,
    // Drawn only for Russian, so that the other languages' numbers stay as they were.
    rus: c.lang === 'rus' ? `2-${c.digits(4)}/${y}` : '',
  };
  return c.m('ID', shapes[c.lang]);
}

/** A court judgment: parties, facts, decision with an amount to pay into an account. */
export function judgment(c: Ctx8, name: string): Doc8 {
  const court = org(c, 'court');
  const caseNo = caseNumber(c);
  const when = date(c, 2024, 2026, false);
  const [claimantFull, claimantSur] = personParts(c);
  c.m('PERSON_NAME', claimantFull);
  const home = address(c);
  const firm = org(c, 'firm');
  const firmAt = address(c);
  const judge = person(c);
  const lawyer = person(c);
  const amount = money(c, 1500, 48000);
  const costs = money(c, 300, 4800);
  const account = iban(c);
  const bank = org(c, 'bank');
  const since = date(c, 2021, 2024, c.chance(0.5));
  const due = date(c, 2025, 2026, true);
  const place = town(c);
  const sur = echo(c, claimantSur);
  const T: L8<() => Block8[]> = {
    eng: () => [
      { k: 'lines', lines: [`IN THE ${up(c, court)}`], bold: true },
      { k: 'title', text: 'Judgment' },
      {
        k: 'fields',
        rows: [
          ['Claim number:', caseNo],
          ['Date of judgment:', when],
        ],
      },
      { k: 'h', text: 'Between' },
      {
        k: 'p',
        text: `${claimantFull}, of ${home.line}, Claimant, represented by ${lawyer} of counsel, and ${firm}, whose registered office is at ${firmAt.line}, Defendant.`,
      },
      { k: 'h', text: 'Reasons' },
      {
        k: 'p',
        text: `1. The Claimant was employed by the Defendant from ${since} until his dismissal. The Defendant contends that the dismissal followed a fair procedure; the tribunal does not accept that contention, having heard the evidence of Mr ${sur} and of the Defendant’s operations manager. Correspondence between ${firm} and the Claimant’s representatives shows that no disciplinary hearing was ever convened.`,
      },
      {
        k: 'p',
        text: `2. Having considered the documents and the submissions of counsel, the court finds that the Defendant acted unreasonably. Mr ${sur} is entitled to compensation, which the court assesses at ${amount}, together with costs of ${costs}.`,
      },
      { k: 'h', text: 'Order' },
      {
        k: 'p',
        text: `It is ordered that ${firm} pay to ${claimantFull} the sum of ${amount} by ${due}, by transfer to account ${account} held with ${bank}, and the costs of ${costs} within the same period.`,
      },
      {
        k: 'lines',
        lines: [`Given at ${place}, ${when}`, '', judge, 'District Judge'],
        right: true,
      },
    ],
    spa: () => [
      { k: 'lines', lines: [up(c, court)], bold: true },
      { k: 'title', text: 'SENTENCIA' },
      {
        k: 'fields',
        rows: [
          ['Procedimiento ordinario:', caseNo],
          ['Fecha:', when],
        ],
      },
      { k: 'h', text: 'Antecedentes de hecho' },
      {
        k: 'p',
        text: `PRIMERO. Por la representación procesal de don ${claimantFull}, con domicilio en ${home.line}, asistido por el letrado don ${lawyer}, se presentó demanda de juicio ordinario contra la mercantil ${firm}, con domicilio social en ${firmAt.line}, en reclamación de cantidad.`,
      },
      {
        k: 'p',
        text: `SEGUNDO. El demandante prestó servicios para la demandada desde el ${since}. Admitida a trámite la demanda, ${firm} se opuso alegando la prescripción de la acción, excepción que este juzgado no comparte a la vista de los requerimientos remitidos por el señor ${sur}.`,
      },
      { k: 'h', text: 'Fallo' },
      {
        k: 'p',
        text: `Que estimando íntegramente la demanda interpuesta por don ${claimantFull}, debo condenar y condeno a ${firm} a abonar al actor la cantidad de ${amount}, más ${costs} en concepto de costas, mediante ingreso en la cuenta ${account} de ${bank} antes del ${due}.`,
      },
      {
        k: 'lines',
        lines: [`En ${place}, a ${when}.`, '', `El Magistrado-Juez: ${judge}`],
        right: true,
      },
    ],
    fra: () => [
      {
        k: 'lines',
        lines: [up(c, court), 'RÉPUBLIQUE FRANÇAISE', 'AU NOM DU PEUPLE FRANÇAIS'],
        bold: true,
      },
      { k: 'title', text: 'JUGEMENT' },
      {
        k: 'fields',
        rows: [
          ['N° RG :', caseNo],
          ['Audience du :', when],
        ],
      },
      { k: 'h', text: 'Entre' },
      {
        k: 'p',
        text: `Monsieur ${claimantFull}, demeurant ${home.line}, demandeur, représenté par Maître ${lawyer}, avocat au barreau, d’une part, et ${firm}, dont le siège social est situé ${firmAt.line}, défenderesse, d’autre part.`,
      },
      { k: 'h', text: 'Exposé du litige' },
      {
        k: 'p',
        text: `Par acte du ${since}, les parties ont conclu un contrat de prestation que la société ${firm} a résilié sans préavis. Monsieur ${sur} soutient que cette rupture est abusive et sollicite réparation du préjudice subi ; la défenderesse conclut au rejet de l’ensemble des prétentions.`,
      },
      { k: 'h', text: 'Par ces motifs' },
      {
        k: 'p',
        text: `Le tribunal, statuant publiquement, condamne ${firm} à payer à Monsieur ${claimantFull} la somme de ${amount} à titre de dommages et intérêts, ainsi que ${costs} au titre de l’article 700 du code de procédure civile, par virement sur le compte ${account} ouvert auprès de ${bank}, au plus tard le ${due}.`,
      },
      {
        k: 'lines',
        lines: [`Fait à ${place}, le ${when}`, '', `Le président : ${judge}`],
        right: true,
      },
    ],
    deu: () => [
      { k: 'lines', lines: [court], bold: true },
      { k: 'title', text: 'Im Namen des Volkes — Urteil' },
      {
        k: 'fields',
        rows: [
          ['Aktenzeichen:', caseNo],
          ['Verkündet am:', when],
        ],
      },
      { k: 'h', text: 'In dem Rechtsstreit' },
      {
        k: 'p',
        text: `des Herrn ${claimantFull}, wohnhaft ${home.line}, Kläger, Prozessbevollmächtigter: Rechtsanwalt ${lawyer}, gegen die ${firm}, vertreten durch die Geschäftsführung, ${firmAt.line}, Beklagte, hat das Gericht auf die mündliche Verhandlung für Recht erkannt:`,
      },
      {
        k: 'p',
        text: `1. Die Beklagte wird verurteilt, an den Kläger ${amount} nebst Zinsen in Höhe von fünf Prozentpunkten über dem Basiszinssatz seit dem ${since} zu zahlen, und zwar auf das Konto ${account} bei der ${bank} bis zum ${due}.`,
      },
      { k: 'p', text: `2. Die Beklagte trägt die Kosten des Rechtsstreits in Höhe von ${costs}.` },
      { k: 'h', text: 'Tatbestand' },
      {
        k: 'p',
        text: `Der Kläger war bei der Beklagten als Schichtleiter beschäftigt. Die ${firm} kündigte das Arbeitsverhältnis fristlos. Herr ${sur} hält die Kündigung für unwirksam, da eine Abmahnung nicht erfolgt sei und die Betriebsratsanhörung fehlerhaft gewesen sei.`,
      },
      {
        k: 'lines',
        lines: [`${place}, den ${when}`, '', judge, 'Richter am Landgericht'],
        right: true,
      },
    ],
    ita: () => [
      {
        k: 'lines',
        lines: [up(c, court), 'REPUBBLICA ITALIANA', 'IN NOME DEL POPOLO ITALIANO'],
        bold: true,
      },
      { k: 'title', text: 'SENTENZA' },
      {
        k: 'fields',
        rows: [
          ['R.G. n.', caseNo],
          ['Data:', when],
        ],
      },
      {
        k: 'p',
        text: `Il Giudice, dott. ${judge}, ha pronunciato la seguente sentenza nella causa civile promossa da ${claimantFull}, residente in ${home.line}, rappresentato e difeso dall’avv. ${lawyer}, attore, contro ${firm}, con sede in ${firmAt.line}, convenuta.`,
      },
      { k: 'h', text: 'Svolgimento del processo' },
      {
        k: 'p',
        text: `Con atto di citazione notificato il ${since}, l’attore conveniva in giudizio la società ${firm} chiedendo il pagamento delle retribuzioni non corrisposte. La convenuta si costituiva contestando la domanda; il sig. ${sur} insisteva per l’accoglimento delle proprie conclusioni.`,
      },
      { k: 'h', text: 'P.Q.M.' },
      {
        k: 'p',
        text: `Il Tribunale condanna ${firm} al pagamento in favore di ${claimantFull} della somma di ${amount}, oltre alle spese di lite liquidate in ${costs}, da versare sul conto ${account} presso ${bank} entro il ${due}.`,
      },
      { k: 'lines', lines: [`${place}, ${when}`, '', `Il Giudice ${judge}`], right: true },
    ],
    por: () => [
      { k: 'lines', lines: [court], bold: true },
      { k: 'title', text: 'SENTENÇA' },
      {
        k: 'fields',
        rows: [
          ['Processo n.º', caseNo],
          ['Data:', when],
        ],
      },
      { k: 'h', text: 'Relatório' },
      {
        k: 'p',
        text: `${claimantFull}, residente na ${home.line}, representado pelo advogado ${lawyer}, intentou a presente ação declarativa contra ${firm}, com sede na ${firmAt.line}, pedindo a condenação desta no pagamento de créditos laborais.`,
      },
      {
        k: 'p',
        text: `Alega o autor que trabalhou para a ré desde ${since} e que a ${firm} nunca lhe pagou as horas extraordinárias. Citada, a ré contestou. O senhor ${sur} juntou recibos e mensagens que o tribunal considera suficientes.`,
      },
      { k: 'h', text: 'Decisão' },
      {
        k: 'p',
        text: `Pelo exposto, julga-se a ação procedente e condena-se ${firm} a pagar a ${claimantFull} a quantia de ${amount}, acrescida de custas no valor de ${costs}, por transferência para o IBAN ${account} do ${bank} até ${due}.`,
      },
      { k: 'lines', lines: [`${place}, ${when}`, '', `O Juiz de Direito, ${judge}`], right: true },
    ],
    rus: () => [
      { k: 'lines', lines: [up(c, court)], bold: true },
      { k: 'title', text: 'РЕШЕНИЕ ИМЕНЕМ РОССИЙСКОЙ ФЕДЕРАЦИИ' },
      {
        k: 'fields',
        rows: [
          ['Дело', caseNo],
          ['Дата:', when],
        ],
      },
      {
        k: 'p',
        text: `${court} в составе председательствующего судьи ${judge}, рассмотрев в открытом судебном заседании гражданское дело по иску ${claimantFull}, проживающего по адресу: ${home.line}, интересы которого представляет адвокат ${lawyer}, к ${firm}, адрес: ${firmAt.line}, о взыскании задолженности по заработной плате,`,
      },
      { k: 'h', text: 'установил:' },
      {
        k: 'p',
        text: `Истец работал у ответчика с ${since}. Ответчик ${firm} не выплатил истцу заработную плату за последние месяцы работы и компенсацию за неиспользованный отпуск. Представитель ответчика иск не признал, однако доказательств выплаты суду не представил. Доводы истца ${sur} подтверждаются расчётными листками.`,
      },
      { k: 'h', text: 'решил:' },
      {
        k: 'p',
        text: `Исковые требования удовлетворить. Взыскать с ${firm} в пользу ${claimantFull} задолженность в размере ${amount} и судебные расходы в размере ${costs} путём перечисления на счёт ${account} в ${bank} не позднее ${due}.`,
      },
      { k: 'lines', lines: [`г. ${place}, ${when}`, '', `Судья ${judge}`], right: true },
    ],
  };
  return shell(c, name, 'judgment', T[c.lang](), `${court} — ${caseNo}`);
}

/** An employment contract: parties, position, pay into an account, a pay table, signatures. */
export function contract(c: Ctx8, name: string): Doc8 {
  const employer = org(c, 'firm');
  const seat = address(c);
  const worker = person(c);
  const home = address(c);
  const natId = nationalId(c);
  const born = date(c, 1962, 2001, c.chance(0.6));
  const start = date(c, 2025, 2026, false);
  const salary = money(c, 24000, 78000);
  const monthly = money(c, 1800, 6200);
  const bonus = money(c, 500, 4000);
  const account = iban(c);
  const manager = person(c);
  const hrPhone = phone(c);
  const hrMail = email(c, manager, c.pick(['people-mail', 'staffdesk', 'hrportal']));
  const staffNo = recordId(c, c.pick(['E', 'P-', 'MA-', '']));
  const place = town(c);
  const signed = date(c, 2025, 2026, c.chance(0.5));
  const pay = (a: string, b: string, d: string): Block8 => ({
    k: 'table',
    head: [a, b],
    body: [
      [d, monthly],
      [
        c.lang === 'eng'
          ? 'Annual bonus (target)'
          : c.lang === 'deu'
            ? 'Jahresbonus (Ziel)'
            : c.lang === 'fra'
              ? 'Prime annuelle'
              : c.lang === 'spa'
                ? 'Bonus anual'
                : c.lang === 'ita'
                  ? 'Premio annuale'
                  : c.lang === 'rus'
                    ? 'Годовая премия'
                    : 'Prémio anual',
        bonus,
      ],
    ],
  });
  const T: L8<() => Block8[]> = {
    eng: () => [
      { k: 'lines', lines: [employer, ...seat.lines], bold: false },
      { k: 'title', text: 'Contract of Employment' },
      {
        k: 'p',
        text: `This contract is made on ${signed} between ${employer}, of ${seat.line} (“the Employer”), and ${worker}, born ${born}, of ${home.line}, National Insurance number ${natId} (“the Employee”), staff number ${staffNo}.`,
      },
      { k: 'h', text: '1. Commencement and duties' },
      {
        k: 'p',
        text: `Employment begins on ${start}. The Employee will report to ${manager}, Head of Operations, and will perform such duties as the Employer reasonably assigns. Continuous employment with ${employer} starts on the same date.`,
      },
      { k: 'h', text: '2. Remuneration' },
      {
        k: 'p',
        text: `The Employee’s salary is ${salary} a year, paid monthly in arrears by credit transfer to account ${account}. Questions about pay should be addressed to ${manager} on ${hrPhone} or at ${hrMail}.`,
      },
      pay('Component', 'Amount', 'Gross monthly salary'),
      { k: 'h', text: '3. Notice' },
      {
        k: 'p',
        text: 'Either party may end this contract by giving one month’s written notice during the first two years of continuous employment, rising by one week for each further complete year.',
      },
      {
        k: 'lines',
        lines: [`Signed at ${place}`, '', `For the Employer: ${manager}`, `Employee: ${worker}`],
      },
    ],
    spa: () => [
      { k: 'lines', lines: [employer, ...seat.lines] },
      { k: 'title', text: 'CONTRATO DE TRABAJO INDEFINIDO' },
      {
        k: 'p',
        text: `En ${place}, a ${signed}, reunidos de una parte ${employer}, con domicilio en ${seat.line}, representada por don ${manager}, y de otra doña ${worker}, nacida el ${born}, con DNI ${natId} y domicilio en ${home.line}, acuerdan celebrar el presente contrato.`,
      },
      { k: 'h', text: 'Cláusulas' },
      {
        k: 'p',
        text: `PRIMERA. La trabajadora prestará sus servicios como técnica de administración a partir del ${start}, con el número de empleada ${staffNo}, en el centro de trabajo que ${employer} tiene abierto en la localidad.`,
      },
      {
        k: 'p',
        text: `SEGUNDA. La retribución bruta anual será de ${salary}, distribuida en catorce pagas, que se abonarán mediante transferencia a la cuenta ${account}. Para cualquier consulta, el departamento de personal atiende en el ${hrPhone} y en ${hrMail}.`,
      },
      pay('Concepto', 'Importe', 'Salario base mensual'),
      { k: 'lines', lines: ['La empresa', manager, '', 'La trabajadora', worker], right: true },
    ],
    fra: () => [
      { k: 'lines', lines: [employer, ...seat.lines] },
      { k: 'title', text: 'CONTRAT DE TRAVAIL À DURÉE INDÉTERMINÉE' },
      {
        k: 'p',
        text: `Entre les soussignés : ${employer}, dont le siège est ${seat.line}, représentée par Monsieur ${manager}, d’une part, et Madame ${worker}, née le ${born}, demeurant ${home.line}, numéro de sécurité sociale ${natId}, d’autre part, il a été convenu ce qui suit.`,
      },
      { k: 'h', text: 'Article 1 — Engagement' },
      {
        k: 'p',
        text: `Madame ${worker} est engagée à compter du ${start} en qualité d’assistante de direction, matricule ${staffNo}. Elle exercera ses fonctions au sein de ${employer}, sous l’autorité du directeur administratif.`,
      },
      { k: 'h', text: 'Article 2 — Rémunération' },
      {
        k: 'p',
        text: `La rémunération annuelle brute est fixée à ${salary}, versée mensuellement par virement sur le compte ${account}. Le service du personnel est joignable au ${hrPhone} ou par courriel à ${hrMail}.`,
      },
      pay('Élément', 'Montant', 'Salaire mensuel brut'),
      {
        k: 'lines',
        lines: [
          `Fait à ${place}, le ${signed}, en deux exemplaires.`,
          '',
          `L’employeur : ${manager}`,
          `La salariée : ${worker}`,
        ],
      },
    ],
    deu: () => [
      { k: 'lines', lines: [employer, ...seat.lines] },
      { k: 'title', text: 'Arbeitsvertrag' },
      {
        k: 'p',
        text: `Zwischen der ${employer}, ${seat.line}, vertreten durch Herrn ${manager} (nachfolgend „Arbeitgeber“), und Frau ${worker}, geboren am ${born}, wohnhaft ${home.line}, Steuer-ID ${natId} (nachfolgend „Arbeitnehmerin“), wird folgender Vertrag geschlossen.`,
      },
      { k: 'h', text: '§ 1 Beginn und Tätigkeit' },
      {
        k: 'p',
        text: `Das Arbeitsverhältnis beginnt am ${start}. Die Arbeitnehmerin wird als Sachbearbeiterin in der Buchhaltung eingestellt (Personalnummer ${staffNo}). Die ${employer} kann ihr andere zumutbare Tätigkeiten zuweisen.`,
      },
      { k: 'h', text: '§ 2 Vergütung' },
      {
        k: 'p',
        text: `Die Arbeitnehmerin erhält ein Bruttojahresgehalt von ${salary}, zahlbar in zwölf Monatsraten auf das Konto ${account}. Rückfragen zur Abrechnung beantwortet die Personalabteilung unter ${hrPhone} oder ${hrMail}.`,
      },
      pay('Bestandteil', 'Betrag', 'Monatliches Bruttogehalt'),
      {
        k: 'lines',
        lines: [
          `${place}, den ${signed}`,
          '',
          `Arbeitgeber: ${manager}`,
          `Arbeitnehmerin: ${worker}`,
        ],
      },
    ],
    ita: () => [
      { k: 'lines', lines: [employer, ...seat.lines] },
      { k: 'title', text: 'CONTRATTO DI LAVORO SUBORDINATO A TEMPO INDETERMINATO' },
      {
        k: 'p',
        text: `Tra ${employer}, con sede in ${seat.line}, in persona del legale rappresentante ${manager}, e la sig.ra ${worker}, nata il ${born}, residente in ${home.line}, codice fiscale ${natId}, si conviene e si stipula quanto segue.`,
      },
      { k: 'h', text: 'Art. 1 — Assunzione' },
      {
        k: 'p',
        text: `La lavoratrice è assunta a decorrere dal ${start} con la qualifica di impiegata amministrativa, matricola ${staffNo}, presso gli uffici di ${employer}.`,
      },
      { k: 'h', text: 'Art. 2 — Retribuzione' },
      {
        k: 'p',
        text: `La retribuzione annua lorda è pari a ${salary}, corrisposta in tredici mensilità mediante bonifico sul conto ${account}. L’ufficio del personale risponde al numero ${hrPhone} e all’indirizzo ${hrMail}.`,
      },
      pay('Voce', 'Importo', 'Retribuzione mensile lorda'),
      {
        k: 'lines',
        lines: [
          `${place}, ${signed}`,
          '',
          `Il datore di lavoro: ${manager}`,
          `La lavoratrice: ${worker}`,
        ],
      },
    ],
    por: () => [
      { k: 'lines', lines: [employer, ...seat.lines] },
      { k: 'title', text: 'CONTRATO DE TRABALHO SEM TERMO' },
      {
        k: 'p',
        text: `Entre ${employer}, com sede na ${seat.line}, representada por ${manager}, como primeira outorgante, e ${worker}, nascida em ${born}, residente na ${home.line}, contribuinte n.º ${natId}, como segunda outorgante, é celebrado o presente contrato.`,
      },
      { k: 'h', text: 'Cláusula 1.ª' },
      {
        k: 'p',
        text: `A segunda outorgante é admitida ao serviço da ${employer} a partir de ${start}, com a categoria de técnica administrativa e o número mecanográfico ${staffNo}.`,
      },
      { k: 'h', text: 'Cláusula 2.ª' },
      {
        k: 'p',
        text: `A retribuição anual ilíquida é de ${salary}, paga em catorze prestações por transferência para o IBAN ${account}. Os recursos humanos atendem pelo telefone ${hrPhone} ou pelo endereço ${hrMail}.`,
      },
      pay('Rubrica', 'Valor', 'Vencimento base mensal'),
      {
        k: 'lines',
        lines: [
          `${place}, ${signed}`,
          '',
          `A primeira outorgante: ${manager}`,
          `A segunda outorgante: ${worker}`,
        ],
      },
    ],
    rus: () => [
      { k: 'lines', lines: [employer, ...seat.lines] },
      { k: 'title', text: 'ТРУДОВОЙ ДОГОВОР' },
      {
        k: 'p',
        text: `г. ${place}, ${signed}. ${employer}, адрес: ${seat.line}, в лице генерального директора ${manager}, именуемое в дальнейшем «Работодатель», и гражданка ${worker}, ${born} года рождения, проживающая по адресу: ${home.line}, СНИЛС ${natId}, именуемая в дальнейшем «Работник», заключили настоящий договор о нижеследующем.`,
      },
      { k: 'h', text: '1. Предмет договора' },
      {
        k: 'p',
        text: `Работник принимается на должность бухгалтера с ${start}, табельный номер ${staffNo}. Местом работы является офис ${employer}.`,
      },
      { k: 'h', text: '2. Оплата труда' },
      {
        k: 'p',
        text: `Работнику устанавливается годовой оклад в размере ${salary}, выплачиваемый дважды в месяц на счёт ${account}. По вопросам начисления заработной платы следует обращаться в отдел кадров по телефону ${hrPhone} или по адресу ${hrMail}.`,
      },
      pay('Статья', 'Сумма', 'Должностной оклад в месяц'),
      { k: 'lines', lines: [`Работодатель: ${manager}`, `Работник: ${worker}`] },
    ],
  };
  return shell(c, name, 'contract', T[c.lang](), employer);
}

/** A medical discharge letter from a hospital to the patient's doctor, with a medication table. */
export function discharge(c: Ctx8, name: string): Doc8 {
  const hospital = org(c, 'care');
  const hospAt = address(c);
  const ward = phone(c);
  const [patientFull, patientSur] = personParts(c);
  c.m('PERSON_NAME', patientFull);
  const years = age(c, 19, 94);
  const born = date(c, 1931, 2005, true);
  const mrn = recordId(c, c.pick(['', 'H']));
  const home = address(c);
  const admitted = date(c, 2025, 2025, c.chance(0.5));
  const left = date(c, 2025, 2026, c.chance(0.5));
  const gp = person(c);
  const practice = org(c, 'care');
  const practiceAt = address(c);
  const doctor = person(c);
  const mail = email(c, doctor, c.pick(['medmail', 'clinicnet', 'santemail']));
  const follow = date(c, 2026, 2026, false);
  const sur = echo(c, patientSur);
  const meds = (h: [string, string, string]): Block8 => ({
    k: 'table',
    head: h,
    body: [
      ['Apixaban', '5 mg', '1-0-1'],
      ['Bisoprolol', '2.5 mg', '1-0-0'],
      ['Atorvastatin', '40 mg', '0-0-1'],
    ],
  });
  const T: L8<() => Block8[]> = {
    eng: () => [
      { k: 'lines', lines: [hospital, ...hospAt.lines, `Ward telephone ${ward}`], bold: false },
      { k: 'lines', lines: [`Dr ${gp}`, practice, ...practiceAt.lines] },
      { k: 'title', text: 'Discharge Summary' },
      {
        k: 'fields',
        rows: [
          ['Patient:', patientFull],
          ['Date of birth:', born],
          ['Hospital number:', mrn],
          ['Address:', home.line],
        ],
      },
      {
        k: 'p',
        text: `Dear Dr ${gp}, I saw your patient Mr ${sur}, aged ${years}, a retired electrician, who was admitted to ${hospital} on ${admitted} with palpitations and breathlessness and discharged home on ${left}.`,
      },
      {
        k: 'p',
        text: `An electrocardiogram on arrival showed atrial fibrillation with a rapid ventricular response. Mr ${sur} was anticoagulated and rate-controlled; echocardiography demonstrated preserved left ventricular function. He was reviewed by the cardiology team at ${hospital} before discharge.`,
      },
      meds(['Medication', 'Dose', 'Schedule']),
      {
        k: 'p',
        text: `We have arranged a clinic appointment on ${follow}. Please do not hesitate to contact me at ${mail} or on the ward telephone ${ward} with any concerns.`,
      },
      { k: 'lines', lines: ['Yours sincerely,', '', `Dr ${doctor}`, 'Consultant Cardiologist'] },
    ],
    spa: () => [
      { k: 'lines', lines: [hospital, ...hospAt.lines, `Tel. ${ward}`] },
      { k: 'title', text: 'INFORME DE ALTA HOSPITALARIA' },
      {
        k: 'fields',
        rows: [
          ['Paciente:', patientFull],
          ['Fecha de nacimiento:', born],
          ['N.º de historia clínica:', mrn],
          ['Domicilio:', home.line],
        ],
      },
      {
        k: 'p',
        text: `Paciente de ${years}, que ingresa en el servicio de Cardiología de ${hospital} el ${admitted} por palpitaciones y disnea de moderados esfuerzos. El señor ${sur} refiere episodios similares en los meses previos, no estudiados.`,
      },
      {
        k: 'p',
        text: `Durante el ingreso se objetiva fibrilación auricular con respuesta ventricular rápida, que se controla con betabloqueantes. Se inicia anticoagulación. Evolución favorable, por lo que se decide el alta el ${left}.`,
      },
      meds(['Medicamento', 'Dosis', 'Pauta']),
      {
        k: 'p',
        text: `Se remite a su médico de atención primaria, la doctora ${gp}, del ${practice}, ${practiceAt.line}. Revisión en consultas externas el ${follow}. Contacto: ${mail}.`,
      },
      {
        k: 'lines',
        lines: ['Fdo.:', `Dr. ${doctor}`, 'Facultativo especialista de área'],
        right: true,
      },
    ],
    fra: () => [
      { k: 'lines', lines: [hospital, ...hospAt.lines, `Secrétariat : ${ward}`] },
      { k: 'lines', lines: [`Docteur ${gp}`, practice, ...practiceAt.lines], right: true },
      { k: 'title', text: 'COMPTE RENDU D’HOSPITALISATION' },
      {
        k: 'fields',
        rows: [
          ['Patient :', patientFull],
          ['Né le :', born],
          ['IPP :', mrn],
          ['Adresse :', home.line],
        ],
      },
      {
        k: 'p',
        text: `Cher confrère, votre patient Monsieur ${sur}, âgé de ${years}, a été hospitalisé au ${hospital} du ${admitted} au ${left} pour une fibrillation atriale rapide révélée par des palpitations et une dyspnée d’effort.`,
      },
      {
        k: 'p',
        text: `L’échocardiographie transthoracique retrouve une fonction ventriculaire gauche conservée. Une anticoagulation curative a été instaurée et le traitement bradycardisant a permis un contrôle satisfaisant de la fréquence.`,
      },
      meds(['Traitement', 'Posologie', 'Prises']),
      {
        k: 'p',
        text: `Un rendez-vous de consultation est prévu le ${follow}. Je reste à votre disposition à l’adresse ${mail}.`,
      },
      { k: 'lines', lines: ['Bien confraternellement,', '', `Docteur ${doctor}`] },
    ],
    deu: () => [
      { k: 'lines', lines: [hospital, ...hospAt.lines, `Station: ${ward}`] },
      { k: 'lines', lines: [`Frau Dr. med. ${gp}`, practice, ...practiceAt.lines] },
      { k: 'title', text: 'Entlassungsbrief' },
      {
        k: 'fields',
        rows: [
          ['Patient:', patientFull],
          ['Geburtsdatum:', born],
          ['Fallnummer:', mrn],
          ['Anschrift:', home.line],
        ],
      },
      {
        k: 'p',
        text: `Sehr geehrte Frau Kollegin, wir berichten über Ihren Patienten Herrn ${sur}, ${years} alt, der sich vom ${admitted} bis zum ${left} in stationärer Behandlung im ${hospital} befand.`,
      },
      {
        k: 'p',
        text: `Die Aufnahme erfolgte wegen Herzrasens und Belastungsdyspnoe. Im EKG zeigte sich ein tachykardes Vorhofflimmern. Nach Frequenzkontrolle und Einleitung einer oralen Antikoagulation konnte Herr ${sur} in gutem Allgemeinzustand entlassen werden.`,
      },
      meds(['Medikament', 'Dosis', 'Einnahme']),
      {
        k: 'p',
        text: `Eine Wiedervorstellung in unserer Ambulanz ist für den ${follow} vereinbart. Für Rückfragen erreichen Sie uns unter ${mail}.`,
      },
      {
        k: 'lines',
        lines: [
          'Mit freundlichen kollegialen Grüßen',
          '',
          `Dr. med. ${doctor}`,
          'Oberarzt der Kardiologie',
        ],
      },
    ],
    ita: () => [
      { k: 'lines', lines: [hospital, ...hospAt.lines, `Reparto: ${ward}`] },
      { k: 'title', text: 'LETTERA DI DIMISSIONE' },
      {
        k: 'fields',
        rows: [
          ['Paziente:', patientFull],
          ['Data di nascita:', born],
          ['N. cartella:', mrn],
          ['Residenza:', home.line],
        ],
      },
      {
        k: 'p',
        text: `Gentile collega dott. ${gp}, il sig. ${sur}, di ${years}, è stato ricoverato presso ${hospital} dal ${admitted} al ${left} per cardiopalmo e dispnea da sforzo.`,
      },
      {
        k: 'p',
        text: `All’ingresso l’elettrocardiogramma documentava fibrillazione atriale ad elevata risposta ventricolare. È stata avviata terapia anticoagulante orale con buon controllo della frequenza; il decorso è stato regolare.`,
      },
      meds(['Farmaco', 'Dose', 'Posologia']),
      {
        k: 'p',
        text: `Si programma controllo ambulatoriale il ${follow}. Il medico curante, ${practice}, ${practiceAt.line}, riceve copia della presente. Per informazioni: ${mail}.`,
      },
      { k: 'lines', lines: ['Cordiali saluti', '', `Dott. ${doctor}`], right: true },
    ],
    por: () => [
      { k: 'lines', lines: [hospital, ...hospAt.lines, `Telefone do serviço: ${ward}`] },
      { k: 'title', text: 'NOTA DE ALTA' },
      {
        k: 'fields',
        rows: [
          ['Doente:', patientFull],
          ['Data de nascimento:', born],
          ['N.º de processo:', mrn],
          ['Morada:', home.line],
        ],
      },
      {
        k: 'p',
        text: `Exmo. Colega Dr. ${gp}, o senhor ${sur}, de ${years}, esteve internado no ${hospital} entre ${admitted} e ${left}, por palpitações e dispneia de esforço.`,
      },
      {
        k: 'p',
        text: `O eletrocardiograma de admissão revelou fibrilhação auricular com resposta ventricular rápida. Iniciou anticoagulação oral e controlo de frequência, com evolução favorável.`,
      },
      meds(['Medicação', 'Dose', 'Posologia']),
      {
        k: 'p',
        text: `Tem consulta de seguimento marcada para ${follow}. Segue cópia para a ${practice}, ${practiceAt.line}. Contacto: ${mail}.`,
      },
      { k: 'lines', lines: ['Com os melhores cumprimentos,', '', `Dr. ${doctor}`], right: true },
    ],
    rus: () => [
      { k: 'lines', lines: [hospital, ...hospAt.lines, `Тел. отделения: ${ward}`] },
      { k: 'title', text: 'ВЫПИСНОЙ ЭПИКРИЗ' },
      {
        k: 'fields',
        rows: [
          ['Пациент:', patientFull],
          ['Дата рождения:', born],
          ['Медицинская карта №', mrn],
          ['Адрес:', home.line],
        ],
      },
      {
        k: 'p',
        text: `Пациент ${sur}, ${years}, находился на стационарном лечении в кардиологическом отделении (${hospital}) с ${admitted} по ${left} с диагнозом: фибрилляция предсердий, тахисистолическая форма.`,
      },
      {
        k: 'p',
        text: `При поступлении жалобы на сердцебиение и одышку при нагрузке. На фоне проводимой терапии ритм урежен, начата антикоагулянтная терапия. Выписывается в удовлетворительном состоянии под наблюдение участкового терапевта ${gp} (${practice}, ${practiceAt.line}).`,
      },
      meds(['Препарат', 'Доза', 'Схема']),
      {
        k: 'p',
        text: `Повторная консультация кардиолога ${follow}. Вопросы по лечению можно направить по адресу ${mail}.`,
      },
      { k: 'lines', lines: ['Лечащий врач', doctor], right: true },
    ],
  };
  return shell(c, name, 'discharge', T[c.lang](), `${hospital} — ${patientFull}`);
}

/** A landlord's notice of rent arrears to the tenant, with an arrears table. */
export function landlordNotice(c: Ctx8, name: string): Doc8 {
  const agent = org(c, 'firm');
  const agentAt = address(c);
  const agentPhone = phone(c);
  const [tenantFull, tenantSur] = personParts(c);
  c.m('PERSON_NAME', tenantFull);
  const flat = address(c);
  const ref = recordId(c, c.pick(['', 'T-', 'LV-']));
  const rent = money(c, 450, 1900);
  const rows: string[][] = [];
  for (let i = 0; i < 3; i++)
    rows.push([date(c, 2025, 2025, true), money(c, 450, 1900), money(c, 0, 400)]);
  const total = money(c, 900, 5200);
  const sent = date(c, 2025, 2026, false);
  const deadline = date(c, 2026, 2026, false);
  const account = iban(c);
  const bank = org(c, 'bank');
  const clerk = person(c);
  const mail = email(c, clerk, c.pick(['lettingsdesk', 'homemail', 'rentnet']));
  const place = town(c);
  const sur = echo(c, tenantSur);
  const table = (h: string[]): Block8 => ({ k: 'table', head: h, body: rows });
  const T: L8<() => Block8[]> = {
    eng: () => [
      { k: 'lines', lines: [agent, ...agentAt.lines, `Tel. ${agentPhone}`], right: true },
      { k: 'lines', lines: [`Ms ${tenantFull}`, ...flat.lines] },
      { k: 'p', text: `${place}, ${sent}` },
      { k: 'title', text: 'Notice of Rent Arrears' },
      {
        k: 'fields',
        rows: [
          ['Tenancy reference:', ref],
          ['Monthly rent:', rent],
        ],
      },
      {
        k: 'p',
        text: `Dear Ms ${sur}, we write on behalf of your landlord about the tenancy of ${flat.line}. Our records show that the rent due under your agreement has not been paid in full, and the balance now outstanding is ${total}.`,
      },
      table(['Due date', 'Rent due', 'Paid']),
      {
        k: 'p',
        text: `Unless the arrears are cleared by ${deadline}, your landlord intends to serve notice seeking possession. Payment can be made to account ${account} with ${bank}, quoting ${ref}. If you are having difficulty paying, please contact ${clerk} on ${agentPhone} or at ${mail} so that a repayment plan can be discussed.`,
      },
      { k: 'lines', lines: ['Yours sincerely,', '', clerk, `Lettings Manager, ${agent}`] },
    ],
    spa: () => [
      { k: 'lines', lines: [agent, ...agentAt.lines, `Tel. ${agentPhone}`], right: true },
      { k: 'lines', lines: [`Dña. ${tenantFull}`, ...flat.lines] },
      { k: 'p', text: `${place}, ${sent}` },
      { k: 'title', text: 'REQUERIMIENTO DE PAGO DE RENTAS' },
      {
        k: 'fields',
        rows: [
          ['Referencia del contrato:', ref],
          ['Renta mensual:', rent],
        ],
      },
      {
        k: 'p',
        text: `Estimada señora ${sur}: en nombre de la propiedad de la vivienda sita en ${flat.line}, le comunicamos que constan impagadas las mensualidades que se detallan, con una deuda total de ${total}.`,
      },
      table(['Vencimiento', 'Renta', 'Pagado']),
      {
        k: 'p',
        text: `Le requerimos para que abone dicha cantidad antes del ${deadline} en la cuenta ${account} de ${bank}, indicando la referencia ${ref}; en caso contrario se iniciará el procedimiento de desahucio. Puede contactar con ${clerk} en el ${agentPhone} o en ${mail}.`,
      },
      { k: 'lines', lines: ['Atentamente,', '', clerk, agent] },
    ],
    fra: () => [
      { k: 'lines', lines: [agent, ...agentAt.lines, `Tél. ${agentPhone}`], right: true },
      { k: 'lines', lines: [`Madame ${tenantFull}`, ...flat.lines] },
      { k: 'p', text: `${place}, le ${sent}` },
      { k: 'title', text: 'MISE EN DEMEURE — LOYERS IMPAYÉS' },
      {
        k: 'fields',
        rows: [
          ['Référence du bail :', ref],
          ['Loyer mensuel :', rent],
        ],
      },
      {
        k: 'p',
        text: `Madame ${sur}, agissant pour le compte de votre bailleur, nous constatons que les loyers du logement situé ${flat.line} ne sont pas intégralement réglés. Le solde restant dû s’élève à ${total}.`,
      },
      table(['Échéance', 'Loyer', 'Réglé']),
      {
        k: 'p',
        text: `Nous vous mettons en demeure de régler cette somme avant le ${deadline} par virement sur le compte ${account} ouvert à ${bank}, en rappelant la référence ${ref}. À défaut, la clause résolutoire du bail sera mise en œuvre. Votre gestionnaire, ${clerk}, reste joignable au ${agentPhone} ou à ${mail}.`,
      },
      {
        k: 'lines',
        lines: ['Veuillez agréer, Madame, nos salutations distinguées.', '', clerk, agent],
      },
    ],
    deu: () => [
      { k: 'lines', lines: [agent, ...agentAt.lines, `Telefon ${agentPhone}`], right: true },
      { k: 'lines', lines: [`Frau ${tenantFull}`, ...flat.lines] },
      { k: 'p', text: `${place}, ${sent}` },
      { k: 'title', text: 'Mahnung und Kündigungsandrohung' },
      {
        k: 'fields',
        rows: [
          ['Mietvertragsnummer:', ref],
          ['Monatliche Miete:', rent],
        ],
      },
      {
        k: 'p',
        text: `Sehr geehrte Frau ${sur}, im Auftrag Ihres Vermieters teilen wir Ihnen mit, dass die Miete für die Wohnung ${flat.line} in den folgenden Monaten nicht vollständig gezahlt wurde. Der Rückstand beträgt insgesamt ${total}.`,
      },
      table(['Fälligkeit', 'Soll', 'Gezahlt']),
      {
        k: 'p',
        text: `Wir fordern Sie auf, den Betrag bis zum ${deadline} auf das Konto ${account} bei der ${bank} unter Angabe der Nummer ${ref} zu überweisen. Andernfalls wird das Mietverhältnis fristlos gekündigt. Ihr Ansprechpartner ist ${clerk}, erreichbar unter ${agentPhone} oder ${mail}.`,
      },
      { k: 'lines', lines: ['Mit freundlichen Grüßen', '', clerk, agent] },
    ],
    ita: () => [
      { k: 'lines', lines: [agent, ...agentAt.lines, `Tel. ${agentPhone}`], right: true },
      { k: 'lines', lines: [`Gent.ma Sig.ra ${tenantFull}`, ...flat.lines] },
      { k: 'p', text: `${place}, ${sent}` },
      { k: 'title', text: 'SOLLECITO DI PAGAMENTO DEI CANONI' },
      {
        k: 'fields',
        rows: [
          ['Codice contratto:', ref],
          ['Canone mensile:', rent],
        ],
      },
      {
        k: 'p',
        text: `Gentile sig.ra ${sur}, per conto della proprietà dell’immobile sito in ${flat.line}, Le comunichiamo che risultano non saldati i canoni indicati di seguito, per un importo complessivo di ${total}.`,
      },
      table(['Scadenza', 'Canone', 'Versato']),
      {
        k: 'p',
        text: `La invitiamo a provvedere al pagamento entro il ${deadline} mediante bonifico sul conto ${account} presso ${bank}, indicando il codice ${ref}; in mancanza si procederà con l’intimazione di sfratto per morosità. Per accordi può rivolgersi a ${clerk} al numero ${agentPhone} o all’indirizzo ${mail}.`,
      },
      { k: 'lines', lines: ['Distinti saluti', '', clerk, agent] },
    ],
    por: () => [
      { k: 'lines', lines: [agent, ...agentAt.lines, `Tel. ${agentPhone}`], right: true },
      { k: 'lines', lines: [`Exma. Senhora ${tenantFull}`, ...flat.lines] },
      { k: 'p', text: `${place}, ${sent}` },
      { k: 'title', text: 'INTERPELAÇÃO PARA PAGAMENTO DE RENDAS' },
      {
        k: 'fields',
        rows: [
          ['Referência do contrato:', ref],
          ['Renda mensal:', rent],
        ],
      },
      {
        k: 'p',
        text: `Exma. Senhora ${sur}, em representação do senhorio do locado sito na ${flat.line}, informamos que se encontram em atraso as rendas abaixo indicadas, no montante total de ${total}.`,
      },
      table(['Vencimento', 'Renda', 'Pago']),
      {
        k: 'p',
        text: `Solicitamos o pagamento até ${deadline}, por transferência para o IBAN ${account} do ${bank}, com a referência ${ref}. Caso contrário, será promovida a resolução do contrato de arrendamento. Poderá contactar ${clerk} pelo ${agentPhone} ou ${mail}.`,
      },
      { k: 'lines', lines: ['Com os melhores cumprimentos,', '', clerk, agent] },
    ],
    rus: () => [
      { k: 'lines', lines: [agent, ...agentAt.lines, `Тел. ${agentPhone}`], right: true },
      { k: 'lines', lines: [`Нанимателю ${tenantFull}`, ...flat.lines] },
      { k: 'p', text: `г. ${place}, ${sent}` },
      { k: 'title', text: 'ПРЕДУПРЕЖДЕНИЕ О ЗАДОЛЖЕННОСТИ ПО АРЕНДНОЙ ПЛАТЕ' },
      {
        k: 'fields',
        rows: [
          ['Договор найма №', ref],
          ['Ежемесячная плата:', rent],
        ],
      },
      {
        k: 'p',
        text: `Уважаемая ${c.m('PERSON_NAME', tenantFull.split(' ').slice(0, 2).join(' '))}! Сообщаем, что по квартире по адресу ${flat.line} образовалась задолженность по плате за наём в размере ${total}. Гражданка ${sur} ранее уведомлялась о просрочке.`,
      },
      table(['Срок оплаты', 'Начислено', 'Оплачено']),
      {
        k: 'p',
        text: `Просим погасить задолженность до ${deadline} путём перечисления на счёт ${account} в ${bank} с указанием номера договора ${ref}. В противном случае договор будет расторгнут в судебном порядке. Ваш менеджер: ${clerk}, тел. ${agentPhone}, ${mail}.`,
      },
      { k: 'lines', lines: ['С уважением,', clerk, agent] },
    ],
  };
  return shell(c, name, 'landlord', T[c.lang](), agent);
}
