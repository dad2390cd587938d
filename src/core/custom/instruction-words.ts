/**
 * Words of an instruction that carry no request of their own, in the seven languages (folded:
 * lower case, no accents). Instruction verbs, articles, quantifiers, prepositions, politeness,
 * and the people whose data is meant ("the patient's", "del cliente"), which narrow nothing the
 * detectors could use. Anything not listed here, not a kind and not a term is reported as not
 * understood.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  `
  remove redact delete hide mask black blacken out blackout anonymize anonymise erase censor strip
  cover obscure find detect mark replace please all every each any the a an of in on at from to
  and or with its their his her also too whole entire document text file pdf page pages which
  that this these those is are be appear appears appearing mentioned found listed including
  include such as well plus you can could would i want need me my our we us kindly
  sie ihr ihre usted ustedes vous voi lei voce voces vos вы
  elimina eliminar eliminad borra borrar borre oculta ocultar oculte tacha tachar anonimiza
  anonimizar censura censurar todo todos todas toda cada el la los las un una unos unas de del en
  y o por favor documento texto tambien que se aparece aparezca incluido
  supprime supprimez supprimer efface effacez effacer masque masquez masquer cache cachez cacher
  caviarde caviardez caviarder anonymise anonymisez anonymiser tout tous toutes toute chaque le
  les une des du dans et ou vous plait aussi qui apparait
  entferne entfernen entfernt entfernen schwarze schwarzen schwarzt losche loschen loscht
  anonymisiere anonymisieren anonymisiert verberge verbergen maskiere maskieren alle allen aller
  jede jeden jedes jeder der die das den dem des ein eine einen einer im und oder bitte dokument
  auch samtliche samtlichen sowie vom zu
  rimuovi rimuovere rimuovete elimina eliminare eliminate cancella cancellare cancellate oscura
  oscurare oscurate nascondi nascondere anonimizza anonimizzare tutti tutte tutto ogni il lo
  i gli di della dello delle dei degli nel nella e per documento testo anche
  remova remover removam apague apagar oculte tarje tarjar anonimize anonimizar todos todas os as
  um uma do da dos das no na nos nas
  удали удалите удалить скрой скройте скрыть замажь замажьте замазать закрась закрасьте
  вычеркни вычеркните зачеркни зачеркните анонимизируй анонимизируйте все всех всё каждый
  каждое каждую и или в во из на пожалуйста документ документе документа текст тексте текста
  также а
  patient patients client clients customer customers employee employees person user users
  applicant applicants contact member members individual individuals everywhere anywhere
  throughout wherever su sus son sa ses leur leurs sein seine seiner seinen suo sua suoi sue
  seu seus suas его её их
  paciente pacientes cliente clientes empleado empleados usuario usuarios
  salarie employe employes utilisateur utilisateurs
  patienten kunde kunden mitarbeiter mitarbeiterin nutzer
  paziente pazienti dipendente dipendenti utente utenti
  funcionario funcionarios utilizador
  пациент пациента пациентов клиент клиента клиентов сотрудник сотрудника сотрудников
  пользователя пользователей
  `
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words that introduce literal terms: "all mentions of X", "the terms A, B and C",
 * "las palabras ...", "все упоминания ...". A trailing `*` marks a prefix.
 */
export const TERM_INTRODUCERS: readonly string[] = [
  'mention*',
  'occurrence*',
  'instance*',
  'reference*',
  'term',
  'terms',
  'word',
  'words',
  'phrase*',
  'string*',
  'keyword*',
  'expression*',
  'mencion*',
  'aparicion*',
  'termino*',
  'palabra*',
  'referencia*',
  'expresion*',
  'terme*',
  'mot',
  'mots',
  'occurence*',
  'erwahnung*',
  'vorkommen',
  'begriff*',
  'wort',
  'worter',
  'ausdruck*',
  'ausdrucke',
  'menzion*',
  'occorrenz*',
  'termine',
  'termini',
  'parola',
  'parole',
  'riferiment*',
  'espression*',
  'menco*',
  'mencao',
  'ocorrencia*',
  'termo',
  'termos',
  'palavra*',
  'expresso*',
  'упоминани*',
  'термин*',
  'слово',
  'слова',
  'выражени*',
];

/** Prepositions and articles that may follow an introducer ("mentions of the", "menciones del"). */
export const INTRODUCER_TAILS: ReadonlySet<string> = new Set(
  'of to the de del du des la le les von vom der die das di della dello dei delle do da dos das a o'.split(
    ' ',
  ),
);

/** Words and phrases that separate the items of a list ("A, B and C"). */
export const LIST_CONNECTORS: readonly string[][] = [
  'as well as',
  'along with',
  'and',
  'or',
  'plus',
  'y',
  'o',
  'asi como',
  'et',
  'ou',
  'ainsi que',
  'und',
  'oder',
  'sowie',
  'e',
  'nonche',
  'oppure',
  'assim como',
  'и',
  'или',
  'а также',
].map((phrase) => phrase.split(' '));

/** Leading articles dropped from a literal term ("the Falcon project" -> "Falcon project"). */
export const LEADING_ARTICLES: ReadonlySet<string> = new Set(
  'the a an el la los las le les un une der die das den dem ein eine il lo gli i o os as um uma'.split(
    ' ',
  ),
);

/** Short prepositions that may join the words of a proper name ("Bank of America"). */
export const NAME_JOINERS: ReadonlySet<string> = new Set(
  'of de du del della di da do dos das von van der den la le y e'.split(' '),
);

/** True when folded `word` matches vocabulary `entry` (exactly, or as a prefix with `*`). */
export function wordMatches(entry: string, word: string): boolean {
  return entry.endsWith('*') ? word.startsWith(entry.slice(0, -1)) : word === entry;
}
