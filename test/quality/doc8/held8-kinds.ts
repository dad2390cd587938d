/**
 * held8's kinds (never tuned on; only doc8's author reads this file): police incident report,
 * board resolution, witness statement, academic recommendation letter with transcript, each in
 * the seven languages.
 */
import type { Template8 } from './generate';
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

/** A police incident report: complainant, narrative, stolen items with values. */
function incident(c: Ctx8, name: string): Doc8 {
  const force = org(c, 'body');
  const station = address(c);
  const desk = phone(c);
  const ref = recordId(c, c.pick(['', 'CR-', 'INC ']));
  const officer = person(c);
  const [victim, victimSur] = personParts(c);
  c.m('PERSON_NAME', victim);
  const born = date(c, 1950, 2004, true);
  const years = age(c, 20, 75);
  const home = address(c);
  const mobile = phone(c);
  const natId = nationalId(c);
  const when = date(c, 2025, 2026, false);
  const place = town(c);
  const employer = org(c, 'firm');
  const witness = person(c);
  const items = [money(c, 80, 1400), money(c, 40, 900), money(c, 150, 2500)];
  const sur = c.m('PERSON_NAME', victimSur);
  const T: L8<() => Block8[]> = {
    eng: () => [
      { k: 'lines', lines: [force, ...station.lines, `Telephone ${desk}`], bold: true },
      { k: 'title', text: 'Crime Report' },
      {
        k: 'fields',
        rows: [
          ['Crime reference:', ref],
          ['Reporting officer:', officer],
          ['Date of offence:', when],
        ],
      },
      { k: 'h', text: 'Victim details' },
      {
        k: 'fields',
        rows: [
          ['Name:', victim],
          ['Date of birth:', born],
          ['Address:', home.line],
          ['Mobile:', mobile],
          ['NI number:', natId],
        ],
      },
      { k: 'h', text: 'Circumstances' },
      {
        k: 'p',
        text: `The victim, aged ${years}, states that on ${when} she left her bicycle and rucksack in the staff area of ${employer}, where she works as a shift supervisor. On returning at the end of her shift she found the padlock cut and the items listed below missing. A colleague, ${witness}, reports seeing an unknown man near the rear entrance shortly before. Ms ${sur} was advised to contact her insurer and given the crime reference above.`,
      },
      {
        k: 'table',
        head: ['Item', 'Value'],
        body: [
          ['Bicycle (hybrid, grey)', items[0]!],
          ['Rucksack and contents', items[1]!],
          ['Laptop computer', items[2]!],
        ],
      },
      {
        k: 'p',
        text: `Enquiries with ${employer} regarding CCTV are ongoing. Any further information should be passed to ${force} on ${desk}, quoting ${ref}.`,
      },
      { k: 'lines', lines: [`${place}, ${when}`, officer, 'Police Constable'], right: true },
    ],
    spa: () => [
      { k: 'lines', lines: [force, ...station.lines, `Tel. ${desk}`], bold: true },
      { k: 'title', text: 'ATESTADO — DENUNCIA POR HURTO' },
      {
        k: 'fields',
        rows: [
          ['N.º de atestado:', ref],
          ['Instructor:', officer],
          ['Fecha de los hechos:', when],
        ],
      },
      {
        k: 'p',
        text: `Comparece doña ${victim}, nacida el ${born}, de ${years}, con DNI ${natId}, domiciliada en ${home.line} y con teléfono ${mobile}, quien manifiesta que el ${when}, mientras trabajaba en las instalaciones de ${employer}, le sustrajeron del vestuario los efectos que se relacionan.`,
      },
      {
        k: 'table',
        head: ['Efecto', 'Valor'],
        body: [
          ['Bicicleta de paseo', items[0]!],
          ['Mochila con documentación', items[1]!],
          ['Ordenador portátil', items[2]!],
        ],
      },
      {
        k: 'p',
        text: `Añade la señora ${sur} que su compañero ${witness} vio a un varón desconocido merodeando por la puerta trasera. Se le informa de sus derechos y se le facilita el número de atestado ${ref}.`,
      },
      {
        k: 'lines',
        lines: [`En ${place}, a ${when}.`, `El agente instructor: ${officer}`],
        right: true,
      },
    ],
    fra: () => [
      { k: 'lines', lines: [force, ...station.lines, `Tél. ${desk}`], bold: true },
      { k: 'title', text: 'PROCÈS-VERBAL DE PLAINTE' },
      {
        k: 'fields',
        rows: [
          ['N° de procédure :', ref],
          ['Agent :', officer],
          ['Date des faits :', when],
        ],
      },
      {
        k: 'p',
        text: `Se présente Madame ${victim}, née le ${born}, âgée de ${years}, demeurant ${home.line}, joignable au ${mobile}, numéro de sécurité sociale ${natId}, qui déclare déposer plainte contre X pour vol commis le ${when} dans les locaux de ${employer}, son employeur.`,
      },
      {
        k: 'p',
        text: `Madame ${sur} précise que son collègue ${witness} a aperçu un individu inconnu près de l’entrée de service. Les objets dérobés sont les suivants :`,
      },
      {
        k: 'table',
        head: ['Objet', 'Valeur'],
        body: [
          ['Vélo de ville', items[0]!],
          ['Sac à dos et papiers', items[1]!],
          ['Ordinateur portable', items[2]!],
        ],
      },
      { k: 'lines', lines: [`Fait à ${place}, le ${when}`, `L’agent : ${officer}`], right: true },
    ],
    deu: () => [
      { k: 'lines', lines: [force, ...station.lines, `Telefon ${desk}`], bold: true },
      { k: 'title', text: 'Strafanzeige — Diebstahl' },
      {
        k: 'fields',
        rows: [
          ['Vorgangsnummer:', ref],
          ['Sachbearbeiter:', officer],
          ['Tatzeit:', when],
        ],
      },
      {
        k: 'p',
        text: `Es erscheint Frau ${victim}, geboren am ${born}, ${years} alt, wohnhaft ${home.line}, erreichbar unter ${mobile}, Steuer-ID ${natId}, und erstattet Anzeige wegen Diebstahls. Sie gibt an, am ${when} im Personalraum der ${employer} ihr Fahrrad und ihren Rucksack abgestellt zu haben.`,
      },
      {
        k: 'p',
        text: `Nach Schichtende habe Frau ${sur} das Schloss aufgebrochen vorgefunden. Ihr Kollege ${witness} habe kurz zuvor einen unbekannten Mann am Hintereingang gesehen.`,
      },
      {
        k: 'table',
        head: ['Gegenstand', 'Wert'],
        body: [
          ['Fahrrad (Trekking)', items[0]!],
          ['Rucksack mit Inhalt', items[1]!],
          ['Notebook', items[2]!],
        ],
      },
      {
        k: 'lines',
        lines: [`${place}, den ${when}`, officer, 'Polizeioberkommissar'],
        right: true,
      },
    ],
    ita: () => [
      { k: 'lines', lines: [force, ...station.lines, `Tel. ${desk}`], bold: true },
      { k: 'title', text: 'VERBALE DI DENUNCIA' },
      {
        k: 'fields',
        rows: [
          ['Protocollo n.', ref],
          ['Verbalizzante:', officer],
          ['Data del fatto:', when],
        ],
      },
      {
        k: 'p',
        text: `È presente la sig.ra ${victim}, nata il ${born}, di ${years}, residente in ${home.line}, telefono ${mobile}, codice fiscale ${natId}, la quale denuncia il furto subito il ${when} presso gli spogliatoi di ${employer}, dove lavora come capoturno.`,
      },
      {
        k: 'p',
        text: `La sig.ra ${sur} riferisce che il collega ${witness} ha notato un uomo sconosciuto nei pressi dell’ingresso posteriore. Elenco dei beni sottratti:`,
      },
      {
        k: 'table',
        head: ['Bene', 'Valore'],
        body: [
          ['Bicicletta', items[0]!],
          ['Zaino con documenti', items[1]!],
          ['Computer portatile', items[2]!],
        ],
      },
      { k: 'lines', lines: [`${place}, ${when}`, `L’agente ${officer}`], right: true },
    ],
    por: () => [
      { k: 'lines', lines: [force, ...station.lines, `Tel. ${desk}`], bold: true },
      { k: 'title', text: 'AUTO DE DENÚNCIA' },
      {
        k: 'fields',
        rows: [
          ['NUIPC:', ref],
          ['Autuante:', officer],
          ['Data dos factos:', when],
        ],
      },
      {
        k: 'p',
        text: `Compareceu ${victim}, nascida em ${born}, de ${years}, residente na ${home.line}, telemóvel ${mobile}, NIF ${natId}, que declarou que no dia ${when}, nas instalações da ${employer}, onde trabalha, lhe foram subtraídos os bens abaixo indicados.`,
      },
      {
        k: 'table',
        head: ['Bem', 'Valor'],
        body: [
          ['Bicicleta', items[0]!],
          ['Mochila com documentos', items[1]!],
          ['Computador portátil', items[2]!],
        ],
      },
      {
        k: 'p',
        text: `A senhora ${sur} acrescenta que o colega ${witness} viu um homem desconhecido junto à porta das traseiras.`,
      },
      { k: 'lines', lines: [`${place}, ${when}`, `O agente: ${officer}`], right: true },
    ],
    rus: () => [
      { k: 'lines', lines: [force, ...station.lines, `Дежурная часть: ${desk}`], bold: true },
      { k: 'title', text: 'ПРОТОКОЛ ПРИНЯТИЯ УСТНОГО ЗАЯВЛЕНИЯ О ПРЕСТУПЛЕНИИ' },
      {
        k: 'fields',
        rows: [
          ['КУСП №', ref],
          ['Принял:', officer],
          ['Дата происшествия:', when],
        ],
      },
      {
        k: 'p',
        text: `Заявитель ${victim}, ${born} года рождения, ${years}, проживающая по адресу: ${home.line}, телефон ${mobile}, СНИЛС ${natId}, сообщила, что ${when} из служебного помещения ${employer}, где она работает старшим смены, неизвестный похитил принадлежащее ей имущество.`,
      },
      {
        k: 'p',
        text: `По словам заявителя ${sur}, её коллега ${witness} видел незнакомого мужчину у служебного входа. Перечень похищенного:`,
      },
      {
        k: 'table',
        head: ['Предмет', 'Стоимость'],
        body: [
          ['Велосипед', items[0]!],
          ['Рюкзак с документами', items[1]!],
          ['Ноутбук', items[2]!],
        ],
      },
      {
        k: 'lines',
        lines: [`г. ${place}, ${when}`, `Участковый уполномоченный ${officer}`],
        right: true,
      },
    ],
  };
  return shell(c, name, 'incident', T[c.lang](), `${force} — ${ref}`);
}

/** A board resolution: the directors present, a new director, a bank account and a payment. */
function resolution(c: Ctx8, name: string): Doc8 {
  const company = org(c, 'firm');
  const seat = address(c);
  const when = date(c, 2025, 2026, false);
  const chair = person(c);
  const directors = [person(c), person(c), person(c)];
  const newcomer = person(c);
  const newHome = address(c);
  const newBorn = date(c, 1960, 1995, true);
  const bank = org(c, 'bank');
  const account = iban(c);
  const supplier = org(c, 'firm');
  const amount = money(c, 20000, 450000);
  const secretary = person(c);
  const place = town(c);
  const roles: L8<[string, string, string, string]> = {
    eng: ['Name', 'Office', 'Chair', 'Director'],
    spa: ['Nombre', 'Cargo', 'Presidente', 'Consejero'],
    fra: ['Nom', 'Fonction', 'Président', 'Administrateur'],
    deu: ['Name', 'Funktion', 'Vorsitz', 'Mitglied'],
    ita: ['Nome', 'Carica', 'Presidente', 'Consigliere'],
    rus: ['Ф. И. О.', 'Должность', 'Председатель', 'Член совета'],
    por: ['Nome', 'Cargo', 'Presidente', 'Vogal'],
  };
  const [hn, ho, rc, rd] = roles[c.lang];
  const present: Block8 = {
    k: 'table',
    head: [hn, ho],
    body: [[chair, rc], ...directors.map((d) => [d, rd])],
  };
  const T: L8<() => Block8[]> = {
    eng: () => [
      { k: 'lines', lines: [company, ...seat.lines], bold: true },
      { k: 'title', text: 'Written Resolutions of the Board of Directors' },
      {
        k: 'p',
        text: `Minutes of a meeting of the board of ${company} held at ${seat.line} on ${when}. Present:`,
      },
      present,
      {
        k: 'p',
        text: `1. IT WAS RESOLVED that ${newcomer}, born ${newBorn}, of ${newHome.line}, be appointed a director of ${company} with immediate effect, and that ${secretary}, company secretary, file the notice of appointment.`,
      },
      {
        k: 'p',
        text: `2. IT WAS RESOLVED that an operating account be opened with ${bank}, number ${account}, and that any two directors, one of whom shall be ${chair}, be authorised signatories.`,
      },
      {
        k: 'p',
        text: `3. IT WAS RESOLVED that the framework agreement with ${supplier} be approved at a total price not exceeding ${amount}.`,
      },
      {
        k: 'lines',
        lines: [`${place}, ${when}`, '', `${chair}, Chair`, `${secretary}, Secretary`],
      },
    ],
    spa: () => [
      { k: 'lines', lines: [company, ...seat.lines], bold: true },
      { k: 'title', text: 'ACTA DEL CONSEJO DE ADMINISTRACIÓN' },
      {
        k: 'p',
        text: `En ${place}, en el domicilio social de ${company}, sito en ${seat.line}, el ${when}, se reúne el consejo de administración con asistencia de los siguientes consejeros:`,
      },
      present,
      {
        k: 'p',
        text: `PRIMERO. Se acuerda por unanimidad nombrar consejera a doña ${newcomer}, nacida el ${newBorn}, con domicilio en ${newHome.line}, quien acepta el cargo.`,
      },
      {
        k: 'p',
        text: `SEGUNDO. Se acuerda abrir una cuenta corriente en ${bank}, con IBAN ${account}, con firma mancomunada del presidente, don ${chair}, y de cualquier otro consejero.`,
      },
      {
        k: 'p',
        text: `TERCERO. Se aprueba el contrato marco con ${supplier} por un importe máximo de ${amount}. Y sin más asuntos que tratar, el secretario, don ${secretary}, levanta la sesión.`,
      },
      {
        k: 'lines',
        lines: [`V.º B.º El Presidente: ${chair}`, `El Secretario: ${secretary}`],
        right: true,
      },
    ],
    fra: () => [
      { k: 'lines', lines: [company, ...seat.lines], bold: true },
      { k: 'title', text: 'PROCÈS-VERBAL DU CONSEIL D’ADMINISTRATION' },
      {
        k: 'p',
        text: `Le ${when}, le conseil d’administration de ${company} s’est réuni au siège social, ${seat.line}, sous la présidence de Monsieur ${chair}. Sont présents :`,
      },
      present,
      {
        k: 'p',
        text: `Première résolution. Le conseil coopte Madame ${newcomer}, née le ${newBorn}, demeurant ${newHome.line}, en qualité d’administratrice.`,
      },
      {
        k: 'p',
        text: `Deuxième résolution. Le conseil autorise l’ouverture d’un compte courant auprès de ${bank} sous le numéro ${account}. Troisième résolution : le contrat-cadre avec ${supplier} est approuvé pour un montant maximal de ${amount}.`,
      },
      {
        k: 'lines',
        lines: [
          `Fait à ${place}, le ${when}`,
          `Le président : ${chair}`,
          `Le secrétaire de séance : ${secretary}`,
        ],
        right: true,
      },
    ],
    deu: () => [
      { k: 'lines', lines: [company, ...seat.lines], bold: true },
      { k: 'title', text: 'Beschluss des Aufsichtsrats' },
      {
        k: 'p',
        text: `Sitzung des Aufsichtsrats der ${company} am ${when} in den Geschäftsräumen ${seat.line}. Anwesend:`,
      },
      present,
      {
        k: 'p',
        text: `1. Der Aufsichtsrat bestellt Frau ${newcomer}, geboren am ${newBorn}, wohnhaft ${newHome.line}, mit sofortiger Wirkung zum Mitglied des Vorstands.`,
      },
      {
        k: 'p',
        text: `2. Bei der ${bank} wird ein Geschäftskonto mit der IBAN ${account} eröffnet; zeichnungsberechtigt sind ${chair} und ein weiteres Mitglied gemeinsam.`,
      },
      {
        k: 'p',
        text: `3. Dem Rahmenvertrag mit der ${supplier} bis zu einem Gesamtbetrag von ${amount} wird zugestimmt. Protokoll: ${secretary}.`,
      },
      {
        k: 'lines',
        lines: [`${place}, den ${when}`, '', `${chair} (Vorsitz)`, `${secretary} (Protokoll)`],
      },
    ],
    ita: () => [
      { k: 'lines', lines: [company, ...seat.lines], bold: true },
      { k: 'title', text: 'VERBALE DEL CONSIGLIO DI AMMINISTRAZIONE' },
      {
        k: 'p',
        text: `Il giorno ${when}, presso la sede di ${company} in ${seat.line}, si è riunito il consiglio di amministrazione. Sono presenti:`,
      },
      present,
      {
        k: 'p',
        text: `Il consiglio delibera all’unanimità di nominare consigliere la sig.ra ${newcomer}, nata il ${newBorn}, residente in ${newHome.line}; di aprire un conto corrente presso ${bank}, IBAN ${account}, con firma congiunta del presidente ${chair}; di approvare il contratto quadro con ${supplier} per un importo massimo di ${amount}.`,
      },
      {
        k: 'lines',
        lines: [`${place}, ${when}`, `Il Presidente ${chair}`, `Il Segretario ${secretary}`],
        right: true,
      },
    ],
    por: () => [
      { k: 'lines', lines: [company, ...seat.lines], bold: true },
      { k: 'title', text: 'ATA DA REUNIÃO DO CONSELHO DE ADMINISTRAÇÃO' },
      {
        k: 'p',
        text: `Aos ${when}, reuniu na sede da ${company}, na ${seat.line}, o conselho de administração, estando presentes:`,
      },
      present,
      {
        k: 'p',
        text: `Foi deliberado por unanimidade: designar como vogal ${newcomer}, nascida em ${newBorn}, residente na ${newHome.line}; abrir uma conta à ordem no ${bank}, com o IBAN ${account}, obrigando-se a sociedade com a assinatura do presidente ${chair}; aprovar o contrato-quadro com a ${supplier} até ao montante de ${amount}.`,
      },
      {
        k: 'lines',
        lines: [`${place}, ${when}`, `O Presidente: ${chair}`, `O Secretário: ${secretary}`],
        right: true,
      },
    ],
    rus: () => [
      { k: 'lines', lines: [company, ...seat.lines], bold: true },
      { k: 'title', text: 'ПРОТОКОЛ ЗАСЕДАНИЯ СОВЕТА ДИРЕКТОРОВ' },
      {
        k: 'p',
        text: `Дата проведения: ${when}. Место проведения: ${seat.line}. Присутствовали члены совета директоров ${company}:`,
      },
      present,
      {
        k: 'p',
        text: `Решили: 1. Избрать членом совета директоров ${newcomer}, ${newBorn} года рождения, проживающую по адресу: ${newHome.line}. 2. Открыть расчётный счёт ${account} в ${bank}; право первой подписи предоставить председателю ${chair}. 3. Одобрить рамочный договор с ${supplier} на сумму не более ${amount}.`,
      },
      {
        k: 'lines',
        lines: [`г. ${place}`, `Председатель: ${chair}`, `Секретарь: ${secretary}`],
        right: true,
      },
    ],
  };
  return shell(c, name, 'resolution', T[c.lang](), company);
}

/** A witness statement to a court: the witness, what they saw, signed and dated. */
function witnessStatement(c: Ctx8, name: string): Doc8 {
  const court = org(c, 'court');
  const caseRef = recordId(c, c.pick(['', 'C-']));
  const [witness, witnessSur] = personParts(c);
  c.m('PERSON_NAME', witness);
  const years = age(c, 22, 80);
  const home = address(c);
  const tel = phone(c);
  const mail = email(c, witness, c.pick(['mailbox', 'postnet', 'correo']));
  const employer = org(c, 'firm');
  const accused = person(c);
  const when = date(c, 2024, 2025, false);
  const place = town(c);
  const signed = date(c, 2025, 2026, true);
  const sur = c.m('PERSON_NAME', witnessSur);
  const T: L8<() => Block8[]> = {
    eng: () => [
      { k: 'lines', lines: [`In the ${court}`, `Claim no. ${caseRef}`], bold: true },
      { k: 'title', text: 'Witness Statement' },
      {
        k: 'fields',
        rows: [
          ['Witness:', witness],
          ['Address:', home.line],
          ['Telephone:', tel],
          ['E-mail:', mail],
        ],
      },
      {
        k: 'p',
        text: `1. I am ${years} old and have worked as a warehouse supervisor at ${employer} for eleven years. I make this statement from my own knowledge.`,
      },
      {
        k: 'p',
        text: `2. On ${when} I was on the loading bay when I saw ${accused} reverse a forklift truck into the racking without looking. I shouted a warning but the load fell. I went straight to the site office and reported what I had seen.`,
      },
      {
        k: 'p',
        text: `3. Management at ${employer} later asked me, Mr ${sur}, to write down my account, which I did the same afternoon. I believe that the facts stated in this witness statement are true.`,
      },
      { k: 'lines', lines: [`Signed: ${witness}`, `Dated: ${signed}`, place] },
    ],
    spa: () => [
      { k: 'lines', lines: [court, `Procedimiento n.º ${caseRef}`], bold: true },
      { k: 'title', text: 'DECLARACIÓN TESTIFICAL' },
      {
        k: 'p',
        text: `Don ${witness}, de ${years}, con domicilio en ${home.line}, teléfono ${tel} y correo electrónico ${mail}, empleado de ${employer}, manifiesta lo siguiente:`,
      },
      {
        k: 'p',
        text: `Que el día ${when}, encontrándose en el muelle de carga, vio cómo don ${accused} maniobraba la carretilla elevadora marcha atrás sin mirar, golpeando las estanterías. Que el señor ${sur} avisó inmediatamente al encargado de turno.`,
      },
      {
        k: 'p',
        text: 'Que todo lo anterior es verdad y que está dispuesto a ratificarlo ante el juzgado.',
      },
      { k: 'lines', lines: [`En ${place}, a ${signed}`, '', `Fdo.: ${witness}`], right: true },
    ],
    fra: () => [
      { k: 'lines', lines: [court, `RG n° ${caseRef}`], bold: true },
      { k: 'title', text: 'ATTESTATION DE TÉMOIN' },
      {
        k: 'p',
        text: `Je soussigné ${witness}, âgé de ${years}, demeurant ${home.line}, téléphone ${tel}, courriel ${mail}, magasinier chez ${employer}, atteste avoir été témoin des faits suivants.`,
      },
      {
        k: 'p',
        text: `Le ${when}, sur le quai de chargement, j’ai vu Monsieur ${accused} reculer avec le chariot élévateur sans regarder et heurter les rayonnages. J’ai immédiatement prévenu le chef d’équipe.`,
      },
      {
        k: 'p',
        text: `Je sais que cette attestation est destinée à être produite en justice et qu’une fausse attestation m’expose à des sanctions pénales. Monsieur ${sur} joint une copie de sa pièce d’identité.`,
      },
      { k: 'lines', lines: [`Fait à ${place}, le ${signed}`, '', witness], right: true },
    ],
    deu: () => [
      { k: 'lines', lines: [court, `Aktenzeichen ${caseRef}`], bold: true },
      { k: 'title', text: 'Zeugenaussage' },
      {
        k: 'p',
        text: `Ich, ${witness}, ${years} alt, wohnhaft ${home.line}, Telefon ${tel}, E-Mail ${mail}, bin seit elf Jahren als Lagerleiter bei der ${employer} beschäftigt und mache folgende Angaben.`,
      },
      {
        k: 'p',
        text: `Am ${when} befand ich mich an der Laderampe. Ich sah, wie Herr ${accused} mit dem Gabelstapler rückwärts in das Hochregal fuhr, ohne sich umzusehen. Ich habe den Vorfall sofort der Schichtleitung gemeldet.`,
      },
      {
        k: 'p',
        text: `Herr ${sur} versichert, dass die vorstehenden Angaben der Wahrheit entsprechen.`,
      },
      { k: 'lines', lines: [`${place}, ${signed}`, '', witness], right: true },
    ],
    ita: () => [
      { k: 'lines', lines: [court, `R.G. n. ${caseRef}`], bold: true },
      { k: 'title', text: 'DICHIARAZIONE TESTIMONIALE' },
      {
        k: 'p',
        text: `Il sottoscritto ${witness}, di ${years}, residente in ${home.line}, telefono ${tel}, e-mail ${mail}, magazziniere presso ${employer}, dichiara quanto segue.`,
      },
      {
        k: 'p',
        text: `In data ${when}, trovandomi sulla banchina di carico, ho visto il sig. ${accused} fare retromarcia con il carrello elevatore senza guardare e urtare le scaffalature. Ho avvisato subito il capoturno.`,
      },
      {
        k: 'p',
        text: `Il sig. ${sur} è consapevole delle responsabilità penali in caso di dichiarazioni mendaci.`,
      },
      { k: 'lines', lines: [`${place}, ${signed}`, '', witness], right: true },
    ],
    por: () => [
      { k: 'lines', lines: [court, `Processo n.º ${caseRef}`], bold: true },
      { k: 'title', text: 'DECLARAÇÃO DE TESTEMUNHA' },
      {
        k: 'p',
        text: `${witness}, de ${years}, residente na ${home.line}, telefone ${tel}, correio eletrónico ${mail}, fiel de armazém na ${employer}, declara o seguinte.`,
      },
      {
        k: 'p',
        text: `No dia ${when}, encontrando-se no cais de carga, viu ${accused} fazer marcha-atrás com o empilhador sem olhar, embatendo nas estantes. O senhor ${sur} avisou de imediato o chefe de turno.`,
      },
      { k: 'p', text: 'Declara ainda que tudo o que acima se refere corresponde à verdade.' },
      { k: 'lines', lines: [`${place}, ${signed}`, '', witness], right: true },
    ],
    rus: () => [
      { k: 'lines', lines: [court, `Дело № ${caseRef}`], bold: true },
      { k: 'title', text: 'ПИСЬМЕННЫЕ ПОЯСНЕНИЯ СВИДЕТЕЛЯ' },
      {
        k: 'p',
        text: `Я, ${witness}, ${years}, проживающий по адресу: ${home.line}, телефон ${tel}, электронная почта ${mail}, работаю кладовщиком в ${employer} и сообщаю следующее.`,
      },
      {
        k: 'p',
        text: `${when} я находился на погрузочной площадке и видел, как ${accused}, управляя погрузчиком, сдавал назад, не глядя, и задел стеллажи. Я сразу сообщил о случившемся начальнику смены.`,
      },
      {
        k: 'p',
        text: `Об ответственности за дачу заведомо ложных показаний предупреждён. Свидетель ${sur}.`,
      },
      { k: 'lines', lines: [`г. ${place}, ${signed}`, '', witness], right: true },
    ],
  };
  return shell(c, name, 'witness', T[c.lang](), `${caseRef}`);
}

/** An academic recommendation letter with the student's transcript. */
function recommendation(c: Ctx8, name: string): Doc8 {
  const school = org(c, 'school');
  const campus = address(c);
  const prof = person(c);
  const profMail = email(c, prof, c.pick(['uni-mail', 'academia', 'facultad']));
  const profTel = phone(c);
  const [student, studentSur] = personParts(c);
  c.m('PERSON_NAME', student);
  const born = date(c, 1996, 2004, true);
  const sid = recordId(c, c.pick(['', 'S', 'MAT-']));
  const target = org(c, 'school');
  const place = town(c);
  const when = date(c, 2025, 2026, false);
  const sur = c.m('PERSON_NAME', studentSur);
  const grades: L8<string[][]> = {
    eng: [
      ['Econometrics II', '78'],
      ['Public Finance', '72'],
      ['Dissertation', '81'],
    ],
    spa: [
      ['Econometría II', '9,1'],
      ['Hacienda Pública', '8,4'],
      ['Trabajo Fin de Grado', 'Matrícula de Honor'],
    ],
    fra: [
      ['Économétrie II', '16/20'],
      ['Finances publiques', '14,5/20'],
      ['Mémoire', '17/20'],
    ],
    deu: [
      ['Ökonometrie II', '1,3'],
      ['Finanzwissenschaft', '1,7'],
      ['Bachelorarbeit', '1,0'],
    ],
    ita: [
      ['Econometria II', '30/30'],
      ['Scienza delle finanze', '28/30'],
      ['Prova finale', '30 e lode'],
    ],
    por: [
      ['Econometria II', '18'],
      ['Finanças Públicas', '17'],
      ['Projeto Final', '19'],
    ],
    rus: [
      ['Эконометрика II', 'отлично'],
      ['Государственные финансы', 'хорошо'],
      ['Выпускная квалификационная работа', 'отлично'],
    ],
  };
  const heads: L8<[string, string]> = {
    eng: ['Module', 'Mark'],
    spa: ['Asignatura', 'Calificación'],
    fra: ['Unité', 'Note'],
    deu: ['Modul', 'Note'],
    ita: ['Insegnamento', 'Voto'],
    por: ['Unidade curricular', 'Classificação'],
    rus: ['Дисциплина', 'Оценка'],
  };
  const transcript: Block8 = { k: 'table', head: heads[c.lang], body: grades[c.lang] };
  const T: L8<() => Block8[]> = {
    eng: () => [
      {
        k: 'lines',
        lines: [school, 'Department of Economics', ...campus.lines, profTel, profMail],
        right: true,
      },
      { k: 'p', text: `${place}, ${when}` },
      { k: 'title', text: 'Letter of Recommendation' },
      {
        k: 'p',
        text: `To the Admissions Committee, ${target}: I am writing in strong support of ${student} (student number ${sid}, born ${born}), who has just completed the BSc in Economics at ${school}, where I supervised her dissertation on regional housing markets.`,
      },
      {
        k: 'p',
        text: `Ms ${sur} is among the most capable students I have taught in twenty years. Her work combines technical rigour with unusual clarity of writing. An extract of her transcript follows.`,
      },
      transcript,
      {
        k: 'p',
        text: `I recommend her without reservation. Please contact me at ${profMail} or on ${profTel} should you need anything further.`,
      },
      { k: 'lines', lines: ['Yours faithfully,', '', `Professor ${prof}`] },
    ],
    spa: () => [
      {
        k: 'lines',
        lines: [school, 'Facultad de Ciencias Económicas', ...campus.lines, profTel, profMail],
        right: true,
      },
      { k: 'p', text: `${place}, ${when}` },
      { k: 'title', text: 'CARTA DE RECOMENDACIÓN' },
      {
        k: 'p',
        text: `A la comisión de admisión de ${target}: me complace recomendar a doña ${student}, con número de expediente ${sid} y nacida el ${born}, que ha finalizado el grado en Economía en ${school} bajo mi tutela.`,
      },
      {
        k: 'p',
        text: `La señora ${sur} ha demostrado una capacidad analítica excepcional. Adjunto un extracto de su expediente académico.`,
      },
      transcript,
      { k: 'p', text: `Quedo a su disposición en ${profMail} y en el ${profTel}.` },
      { k: 'lines', lines: ['Atentamente,', '', `Prof. Dr. ${prof}`] },
    ],
    fra: () => [
      {
        k: 'lines',
        lines: [school, 'Faculté d’économie', ...campus.lines, profTel, profMail],
        right: true,
      },
      { k: 'p', text: `${place}, le ${when}` },
      { k: 'title', text: 'LETTRE DE RECOMMANDATION' },
      {
        k: 'p',
        text: `À l’attention du jury d’admission de ${target}. Je recommande très chaleureusement Madame ${student}, numéro d’étudiant ${sid}, née le ${born}, qui achève sa licence d’économie à ${school} sous ma direction.`,
      },
      {
        k: 'p',
        text: `Madame ${sur} fait preuve d’une rigueur et d’une curiosité remarquables. Voici un extrait de son relevé de notes.`,
      },
      transcript,
      { k: 'p', text: `Je reste à votre disposition à l’adresse ${profMail} ou au ${profTel}.` },
      { k: 'lines', lines: [`Professeur ${prof}`], right: true },
    ],
    deu: () => [
      {
        k: 'lines',
        lines: [school, 'Lehrstuhl für Volkswirtschaftslehre', ...campus.lines, profTel, profMail],
        right: true,
      },
      { k: 'p', text: `${place}, ${when}` },
      { k: 'title', text: 'Empfehlungsschreiben' },
      {
        k: 'p',
        text: `An den Zulassungsausschuss der ${target}: Hiermit empfehle ich Frau ${student}, Matrikelnummer ${sid}, geboren am ${born}, die ihr Bachelorstudium der Volkswirtschaftslehre an der ${school} unter meiner Betreuung abgeschlossen hat.`,
      },
      {
        k: 'p',
        text: `Frau ${sur} gehört zu den begabtesten Studierenden meines Lehrstuhls. Ein Auszug aus ihrem Notenspiegel:`,
      },
      transcript,
      {
        k: 'p',
        text: `Für Rückfragen stehe ich unter ${profMail} oder ${profTel} gern zur Verfügung.`,
      },
      { k: 'lines', lines: ['Mit freundlichen Grüßen', '', `Prof. Dr. ${prof}`] },
    ],
    ita: () => [
      {
        k: 'lines',
        lines: [school, 'Dipartimento di Economia', ...campus.lines, profTel, profMail],
        right: true,
      },
      { k: 'p', text: `${place}, ${when}` },
      { k: 'title', text: 'LETTERA DI PRESENTAZIONE' },
      {
        k: 'p',
        text: `Alla commissione di ammissione di ${target}. Con piacere raccomando la dott.ssa ${student}, matricola ${sid}, nata il ${born}, che ha conseguito la laurea in Economia presso ${school} con una tesi da me seguita.`,
      },
      {
        k: 'p',
        text: `La dott.ssa ${sur} si è distinta per rigore e autonomia. Segue un estratto della sua carriera.`,
      },
      transcript,
      { k: 'p', text: `Resto a disposizione all’indirizzo ${profMail} o al numero ${profTel}.` },
      { k: 'lines', lines: ['Cordiali saluti', '', `Prof. ${prof}`] },
    ],
    por: () => [
      {
        k: 'lines',
        lines: [school, 'Faculdade de Economia', ...campus.lines, profTel, profMail],
        right: true,
      },
      { k: 'p', text: `${place}, ${when}` },
      { k: 'title', text: 'CARTA DE RECOMENDAÇÃO' },
      {
        k: 'p',
        text: `À comissão de admissão da ${target}: recomendo vivamente ${student}, estudante n.º ${sid}, nascida em ${born}, que concluiu a licenciatura em Economia na ${school} sob a minha orientação.`,
      },
      {
        k: 'p',
        text: `A ${sur} revelou uma capacidade de análise invulgar. Segue um extrato do seu certificado de habilitações.`,
      },
      transcript,
      { k: 'p', text: `Fico ao dispor pelo endereço ${profMail} ou pelo telefone ${profTel}.` },
      { k: 'lines', lines: ['Com os melhores cumprimentos,', '', `Prof. Doutor ${prof}`] },
    ],
    rus: () => [
      {
        k: 'lines',
        lines: [school, 'Кафедра экономической теории', ...campus.lines, profTel, profMail],
        right: true,
      },
      { k: 'p', text: `г. ${place}, ${when}` },
      { k: 'title', text: 'РЕКОМЕНДАТЕЛЬНОЕ ПИСЬМО' },
      {
        k: 'p',
        text: `В приёмную комиссию ${target}. Настоящим рекомендую ${student}, студенческий билет № ${sid}, дата рождения ${born}, окончившую бакалавриат по направлению «Экономика» в ${school} под моим руководством.`,
      },
      {
        k: 'p',
        text: `За годы обучения ${sur} проявила выдающиеся аналитические способности. Выписка из зачётной книжки приводится ниже.`,
      },
      transcript,
      {
        k: 'p',
        text: `Готов ответить на вопросы по адресу ${profMail} или по телефону ${profTel}.`,
      },
      { k: 'lines', lines: ['С уважением,', `профессор ${prof}`] },
    ],
  };
  return shell(c, name, 'recommendation', T[c.lang](), school);
}

/** held8's kinds (none shared with dev8). */
export const HELD8_KINDS: Record<string, Template8> = {
  incident,
  resolution,
  witness: witnessStatement,
  recommendation,
};
