import type { Recognizer, Span } from '../span';
import { CALENDAR_WORDS } from './dates/months';
import { isCommonWord, isFirstName, isOrgOrPlaceWord, isSurname } from './name-evidence';
import { postingPrefixLength } from './statement-parties';
import { HS, eachMatch, lineEnd, makeSpan, qualifiedByPreviousWord } from './text-helpers';

/** One name word: capitalised (or all caps), hyphens and apostrophes inside; not a "Label:". */
// Nor the first word of the next field where a reading joins two lines: "Padre/madre o tutor:",
// "Ship to:" (a slash after it, or one lower-case word and a colon).
const WORD = `\\p{Lu}[\\p{L}'-]*(?![\\p{L}\\p{N}/])(?!${HS}*:(?!${HS}*(?:\\n|$)))(?!${HS}+\\p{Ll}+${HS}*:)(?!\\.\\p{Ll})`;
const INITIAL = `\\p{Lu}\\.(?=${HS}+\\p{Lu})`;
/** Lower-case particles inside names: "Ludwig van Beethoven", "María de la Cruz", "da Silva". */
const PARTICLE =
  "(?:van|von|zu|der|den|de|del|della|di|da|do|dos|das|du|la|le|los|las|bin|ibn|y|e|d')";
/** The same particles in capitals, inside a name written in capitals ("ORTEGA Y GASSET"). */
const CAPS_PARTICLE = '(?:VAN|VON|DER|DEN|DE|DEL|DELLA|DI|DA|DO|DOS|DAS|DU|LA|LE|LOS|LAS|Y)';
const CAPS_PARTICLE_WORD = new RegExp(`^${CAPS_PARTICLE}$`, 'u');
const NEXT = `${HS}+(?:${INITIAL}|(?:(?:${PARTICLE}|${CAPS_PARTICLE})${HS}+){0,2}${WORD})`;
/** Initials before the name: "J. R. Whitmore", "J.R. Whitmore", "M. Dupont". */
const LEAD_INITIAL = `\\p{Lu}\\.(?=${HS}*\\p{Lu})${HS}*`;
const NAME = `(?:${LEAD_INITIAL}){0,3}${WORD}(?:${NEXT}){0,3}`;
/** More name words at an exact position (sticky): "de La" + " Tour". */
const NEXT_AT = new RegExp(`(?:${NEXT}){0,2}`, 'uy');
/** A name at an exact position (sticky), for use right after a label, title or salutation. */
const NAME_AT = new RegExp(NAME, 'uy');
/** After a title the surname may open with its particles: "Mme de Villeneuve", "Herr von der Heyde". */
const SURNAME_AT = new RegExp(
  `(?:van|von|zu|de|del|della|di|da|do|dos|das|du|d')(?:${HS}+(?:der|den|la|las|los|le))?${HS}*${WORD}`,
  'uy',
);

/** Who did something to a ticket, form or document: "Reported by", "Zugewiesen an", "Автор". */
const BY_LABEL = [
  `(?:reported|requested|submitted|opened|created|assigned|approved|prepared|reviewed|verified|issued|closed)${HS}+(?:by|to)`,
  `(?:informado|solicitado|creado|aprobado|revisado|preparado)${HS}+por|asignado${HS}+a`,
  `(?:signalé|demandé|créé|approuvé|vérifié|établi|rédigé)e?${HS}+par|assigné${HS}+à`,
  `(?:gemeldet|erstellt|angefordert|genehmigt|freigegeben|bearbeitet|geprüft)${HS}+von|zugewiesen${HS}+an`,
  `(?:segnalato|richiesto|creato|approvato|redatto|verificato)${HS}+da|assegnato${HS}+a`,
  `(?:reportado|solicitado|criado|aprovado|elaborado|verificado)${HS}+por|atribuído${HS}+a`,
  'составил[а]?|утвердил[а]?',
].join('|');

/** Labels after which the rest of the field is a person's name. */
const LABEL = new RegExp(
  `(?<![\\p{L}])(?:(?:full|first|last|middle|given|legal|maiden|patient|employee|customer|client|applicant|contact|account${HS}+holder|holder|insured|beneficiary|student|tenant|guardian|father's|mother's|spouse)${HS}+name|name|patient|employee|applicant|beneficiary|insured|tenant|guardian|nombre(?:${HS}+completo)?|apellidos?|paciente|empleado|titular|nom(?:${HS}+complet)?|prénom|patiente?|employée?|vorname|nachname|familienname|patient(?:in)?|mitarbeiter(?:in)?|nome(?:${HS}+completo)?|cognome|sobrenome|paziente|dipendente|funcionári[oa]|фио|имя|фамилия|отчество|пациент|сотрудник)${HS}*:${HS}*|(?<![\\p{L}])(?:signed${HS}+by|firmado${HS}+por|signé${HS}+par|unterzeichnet${HS}+von|firmato${HS}+da|assinado${HS}+por|подписал[а]?|${BY_LABEL})${HS}*:?${HS}*`,
  'giu',
);
/** ", John", ", Maria Luisa" after a surname written first. */
const GIVEN_AFTER_COMMA =
  /^,[ \t]*\p{Lu}\p{Ll}[\p{L}'’-]*(?:[ \t]+(?:(?:del|de|da|do|dos|das|di|de[ \t]+la)[ \t]+)?\p{Lu}\p{Ll}[\p{L}'’-]*)?(?:[ \t]+\p{Lu}\.)?/u;

/** People's roles in forms, tickets, leases and medical records, in the seven languages. */
const ROLES = [
  'physician|doctor|attending|referring${HS}+physician|primary${HS}+care${HS}+physician|nurse|therapist|dentist|pharmacist|prescriber|guarantor|subscriber|policy${HS}*holder|insured${HS}+person|dependent|witness|representative|agent|assignee|reporter|requester|owner|landlord|lessor|lessee|buyer|seller|recipient|sender|addressee|attn|attention|c/o|next${HS}+of${HS}+kin|emergency${HS}+contact|contact${HS}+person|case${HS}+manager|account${HS}+manager|supervisor|bill${HS}+to|ship${HS}+to|sold${HS}+to|invoice${HS}+to|payee|payer|remitter|ordenante|donneur${HS}+d.ordre|zahlungsempfänger|ordinante|плательщик',
  'médic[oa]|doctora?|asegurad[oa]|beneficiari[oa]|tutora?|arrendador[a]?|arrendatari[oa]|inquilin[oa]|propietari[oa]|cónyuge|contacto|remitente|destinatari[oa]|solicitante|testigo|representante|persona${HS}+de${HS}+contacto',
  'médecin(?:${HS}+traitant)?|assuré(?:e)?|bénéficiaire|tuteur|tutrice|bailleur|locataire|propriétaire|conjoint(?:e)?|expéditeur|destinataire|demandeur|témoin|représentant(?:e)?|interlocut(?:eur|rice)|titulaire',
  '(?:haus|behandelnde[rn]?${HS}+)?arzt|ärztin|versicherte[r]?|begünstigte[r]?|vermieter(?:in)?|mieter(?:in)?|eigentümer(?:in)?|ehepartner(?:in)?|ansprechpartner(?:in)?|absender|empfänger(?:in)?|sachbearbeiter(?:in)?|antragsteller(?:in)?|zeugin|zeuge|vertreter(?:in)?|kontoinhaber(?:in)?|inhaber(?:in)?',
  'medico(?:${HS}+curante)?|assicurat[oa]|beneficiari[oa]|tutore|locatore|conduttore|inquilin[oa]|proprietari[oa]|coniuge|referente|mittente|destinatari[oa]|operatore|richiedente|testimone|rappresentante|intestatari[oa]|titolare',
  'médic[oa](?:${HS}+assistente)?|segurad[oa]|beneficiári[oa]|senhorio|arrendatári[oa]|proprietári[oa]|cônjuge|remetente|destinatári[oa]|requerente|testemunha',
  'врач|лечащий${HS}+врач|застрахованный|арендодатель|арендатор|наниматель|собственник|владелец|супруга?|контактное${HS}+лицо|отправитель|получатель|представитель|свидетель|менеджер|оператор',
]
  .join('|')
  .replace(/\$\{HS\}/g, HS);
/** A role label and its colon; the name after it is a person's. */
const ROLE_LABEL = new RegExp(`(?<![\\p{L}])(?:${ROLES})${HS}*:${HS}*`, 'giu');

/**
 * Roles whose field may also hold a department or a firm ("Responsable: Service client",
 * "Manager: Operations"): the value counts when it has two name words or a listed one.
 */
const MORE_ROLES = [
  'pupil|student|learner|child|parent(?:${HS}*/${HS}*(?:guardian|carer))?|carer|account${HS}+holder|card${HS}*holder|borrower|co-borrower|debtor|claimant|(?:line|reporting|hiring|relationship|property)${HS}+manager|manager|mentor|(?:class${HS}+|form${HS}+|head${HS}*)?teacher|form${HS}+tutor|headteacher|principal|consultant|surgeon|advis[eo]r|caseworker|social${HS}+worker|midwife|passenger|travell?er|guest|occupant|resident|signatory|notary|executor|trustee|spouse|referee|interviewer|candidate|approver|employee${HS}+signature|prepared${HS}+for|signed|signature|firma|firmado|signé|unterschrift|firmato|assinatura|assinado|подпись|chair(?:person|man|woman)?|chaired${HS}+by|(?:minutes${HS}+)?taken${HS}+by|recorded${HS}+by|minute-taker|note-taker|secretary|preside|presidente|secretari[oa]|secretaría|président(?:e)?(?:${HS}+de${HS}+séance)?|secrétaire(?:${HS}+de${HS}+séance)?|vorsitz(?:ende[r]?)?|protokoll(?:führer(?:in)?)?|segretari[oa]|verbalizzante|presidiu|secretariou|председатель|секретарь|заявитель|ответственный|apologies|absent|present|attendees|in${HS}+attendance|ausentes|asistentes|excusée?s?|absents?|présents?|entschuldigt|abwesend|anwesend|teilnehmer(?:innen)?|assenti(?:${HS}+giustificati)?|presenti|partecipanti|presentes|participantes|отсутствовали|присутствовали|участники',
  'alumn[oa]|estudiante|padre|madre|padre${HS}*/${HS}*madre|tutor${HS}+legal|prestatari[oa]|deudor[a]?|titular${HS}+de${HS}+la${HS}+cuenta|jef[ea]|profesor[a]?|asesor[a]?|gestor[a]?|pasajer[oa]|firmante|avalista|interesad[oa]|reclamante|responsable',
  'élève|étudiant(?:e)?|parents?|responsable${HS}+légal|représentant${HS}+légal|emprunteu(?:r|se)|débit(?:eur|rice)|conseill(?:er|ère)|gestionnaire|enseignant(?:e)?|professeur(?:${HS}+principal)?|passag(?:er|ère)|signataire|souscript(?:eur|rice)|salarié(?:e)?|agent${HS}+traitant',
  'schüler(?:in)?|student(?:in)?|erziehungsberechtigte[r]?|elternteil|kreditnehmer(?:in)?|darlehensnehmer(?:in)?|schuldner(?:in)?|berater(?:in)?|betreuer(?:in)?|(?:klassen)?lehrer(?:in)?|vorgesetzte[r]?|führungskraft|fahrgast|reisende[r]?|unterzeichner(?:in)?|versicherungsnehmer(?:in)?|bearbeiter(?:in)?|verfasser(?:in)?',
  'alunn[oa]|student(?:e|essa)|genitore|tutore${HS}+legale|mutuatari[oa]|debit(?:ore|rice)|consulente|responsabile|insegnante|docente|passegger[oa]|firmatari[oa]|contraente|correntista|assistit[oa]',
  'alun[oa]|estudante|encarregad[oa]${HS}+de${HS}+educação|pai|mãe|mutuári[oa]|devedor[a]?|consultor[a]?|professor[a]?|passageir[oa]|signatári[oa]|tomador(?:${HS}+do${HS}+seguro)?|titular${HS}+da${HS}+conta|colaborador[a]?',
  'ученик|ученица|учащ\\p{L}+|студент(?:ка)?|родитель|законный${HS}+представитель|заёмщик|заемщик|должник|владелец${HS}+сч[её]та|классный${HS}+руководитель|руководитель|преподаватель|учитель|пассажир|подписант|страхователь|исполнитель',
]
  .join('|')
  .replace(/\$\{HS\}/g, HS);
/** One of those roles ending right before a colon (read only at the document's colons: cheap). */
const MORE_ROLE_BEFORE_COLON = new RegExp(`(?<![\\p{L}/])(?:${MORE_ROLES})${HS}*$`, 'iu');

/**
 * "The undersigned", the declarant's formula of statements and forms: "Il sottoscritto Marco
 * Bellini", "La soussignée Claire Roy", "I, the undersigned, John Hale", "Нижеподписавшийся".
 */
const UNDERSIGNED = new RegExp(
  `(?<![\\p{L}])(?:(?:io|il|la)${HS}+sottoscritt[oa]|(?:el|la)${HS}+abajo${HS}+firmante|(?:je${HS}+)?(?:le|la)${HS}+soussign[ée]e?|(?:der|die)${HS}+unterzeichnete|(?:o|a)${HS}+abaixo[- ]assinad[oa]|нижеподписавш\\p{L}+|(?:I,${HS}+)?the${HS}+undersigned)${HS}*,?${HS}*`,
  'giu',
);

/**
 * A party defined by its role in a contract: "Corisande Pell (the "Landlord")", "…, ci-après « le
 * Bailleur »", "(en adelante, "el Arrendador")", "(nachfolgend „Vermieter“)", "(di seguito
 * "Locatore")", "(doravante "Locador")", "(далее — «Арендодатель»)". The cue is found first;
 * the name is the run of capitalised words right before it.
 */
const PARTY_CUE =
  /[(,][ \t]*(?:the[ \t]+["“'‘]|hereinafter|hereafter|en[ \t]+adelante|ci-après|ci[ \t]+après|nachfolgend|im[ \t]+folgenden|di[ \t]+seguito|in[ \t]+seguito|doravante|далее)/giu;
/** Roles that only firms take in a contract's definitions. */
const FIRM_ROLE =
  /company|supplier|provider|vendor|contractor|employer|bank|lender|insurer|agency|empresa|proveedor|entidad|société|fournisseur|prestataire|employeur|gesellschaft|lieferant|arbeitgeber|auftragnehmer|società|fornitore|datore|sociedade|fornecedor|empregador|компания|общество|поставщик|исполнитель|работодатель/iu;

/** Two to five name words (particles, initials, hyphens) ending where the cue starts. */
const NAME_BEFORE_CUE =
  /(?<![\p{L}\p{N}'’-])\p{Lu}[\p{L}'’-]+(?:[ \t]+(?:(?:van|von|der|den|de|del|della|di|da|do|dos|das|du|la|le|y)[ \t]+)*(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+)){1,4}$/u;

/** "Ysolde Carrow (customer): Hi": a chat line led by the speaker's name and role. */
const SPEAKER =
  /(?:^|\n)[ \t]*(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){0,2})[ \t]*\((?:customer|client|agent|support|guest|member|cliente|agente|kunde|kundin|mitarbeiter(?:in)?|operatore|operador[a]?|клиент|оператор|агент)\)[ \t]*:/giu;

/** A courtesy title where a name was expected ("Sra.", "Senhor", "Dr"). */
const TITLE_WORD =
  /^(?:Mr|Mrs|Ms|Mx|Miss|Dr|Dra|Prof|Sr|Sra|Srta|Herr|Frau|Mme|Mlle|Sig|Dott|Avv|Ing|Señor|Señora|Senhor|Senhora|Signor|Signora|Monsieur|Madame|Doña|Don|Dona)(?:\.|[ \t]|$)/u;

/** A particle word of a name, in either case ("de la", "Lo Presti", "Dalla Valle"). */
const PARTICLE_WORD =
  /^(?:van|von|zu|der|den|de|del|della|delle|dalla|dal|dei|degli|di|da|do|dos|das|du|des|la|le|lo|los|las|bin|ibn|y|e|d')$/iu;

/** Words in front of "Name:" that make it a thing's name ("Company Name", "File Name"). */
const NOT_PERSON_QUALIFIER = new Set([
  'company',
  'business',
  'file',
  'user',
  'product',
  'project',
  'domain',
  'host',
  'brand',
  'trade',
  'bank',
  'app',
  'display',
  'device',
  'organization',
  'organisation',
  'school',
  'street',
  'city',
  'country',
  'event',
  'course',
  'plan',
  'document',
  'field',
  'team',
  'group',
  'store',
  'shop',
]);

/** Courtesy titles; the name after one is reported without the title. */
const TITLE = new RegExp(
  `(?<![\\p{L}])(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof|Sir|Herr|Frau|Sr|Sra|Srta|Sres|Sras|Dña|Doña|Dra|Mme|Mlle|Sig\\.ra|Sig\\.na|Sig|Dott\\.ssa|Dott|Avv|Ing|г-н|г-жа|госпожа|господин)\\.?${HS}+|(?<![\\p{L}]|\\p{Lu}\\p{L}+${HS}+)M\\.${HS}+|(?<![\\p{L}])D\\.${HS}+(?=(?:de|del)${HS})|(?<![\\p{L}])(?:[Mm]onsieur|[Mm]adame|[Mm]ademoiselle|[Ss]eñor|[Ss]eñora|[Ss]eñorita|[Ss]ignor|[Ss]ignora|[Ss]ignorina|[Ss]enhor|[Ss]enhora|Doctor|Doktor|Docteur|Dottore|Dottoressa|Dr\\.ssa|Professor|Profesor|Profesora|Professeur|Professore|Professoressa|Maître|Dª|D\\.ª|Exmo\\.?|Exma\\.?)${HS}+|(?<![\\p{L}.])(?:(?:sig\\.ra|sig\\.na|dott\\.ssa|prof\\.ssa|avv\\.ta|Prof\\.ssa|Avv\\.ta)\\.?|(?:sig|dott|avv|ing|geom|rag|arch|sr|sra|srta|dña|dra|dr|prof)\\.)${HS}*(?=\\p{Lu})`,
  'gu',
);
/** Offices and roles a title may precede instead of a name ("Monsieur le Maire", "Señor Presidente"). */
const ROLE_WORDS = new Set(
  'presidente président president präsident directeur directrice director directora direttore direttrice direktor sindaco maire alcalde alcaldesa bürgermeister juez juge richter giudice ministro ministre minister abogado avocat avvocato notaire notario notaio gerente manager cliente client kunde usuario utilisateur utente user doctor docteur dottore doktor professor professeur profesor professore secretary secrétaire secretario segretario colleague kollege kollegin collega colega confrère consœur коллега'.split(
    ' ',
  ),
);

/** Salutations; the name must end the phrase (comma, "!" or line end) to count. */
const SALUTATION = new RegExp(
  `(?<![\\p{L}])(?:Dear|Hi|Hey|Hello|Good${HS}+(?:morning|afternoon|evening)|Querid[oa]|Estimad[oa]|Hola|Buen(?:os|as)${HS}+(?:días|tardes|noches)|Cher|Chère|Bonjour|Bonsoir|Salut|Lieber|Liebe|Hallo|Guten${HS}+(?:Tag|Morgen|Abend)|Caro|Cara|Gentile|Ciao|Buongiorno|Buonasera|Salve|Prezad[oa]|Olá|Bom${HS}+dia|Boa${HS}+(?:tarde|noite)|Уважаем(?:ый|ая)|Дорог(?:ой|ая)|Здравствуйте|Добрый${HS}+(?:день|вечер)|Доброе${HS}+утро|Привет)${HS}*,?${HS}+`,
  'gu',
);
/** Words a salutation may be followed by that are not names. */
const NOT_A_NAME = new Set([
  'sir',
  'sirs',
  'madam',
  'madame',
  'customer',
  'customers',
  'team',
  'all',
  'colleagues',
  'friends',
  'client',
  'clients',
  'members',
  'valued',
  'hiring',
  'everyone',
  'there',
  'world',
  'user',
  'users',
  'partner',
  'partners',
  'student',
  'students',
  'señor',
  'señora',
  'señores',
  'monsieur',
  'mesdames',
  'kollegen',
  'kunde',
  'kunden',
  'damen',
  'signore',
  'signora',
  'cliente',
  'clientes',
  'senhor',
  'senhora',
  'коллеги',
  'клиент',
  'друзья',
  'manager',
  'applicant',
  'candidate',
  'reader',
  'colleague',
  'colleagues',
  'confrère',
  'consœur',
  'confrères',
  'kollege',
  'kollegin',
  'collega',
  'colleghi',
  'colega',
  'colegas',
  'коллега',
  'doctor',
  'doctora',
  'docteur',
  'dottore',
  'dottoressa',
  'doutor',
  'doutora',
]);

/** E-mail header fields at the start of a line. */
/** "VASSEUR Ségolène", "DI STEFANO Tommaso", "MAGALHÃES Gonçalo A.": surname in capitals first. */
const CAPS_SURNAME_FIRST =
  /(?<![\p{L}\p{N}])((?:(?:DI|DE|DA|DEL|DELLA|DOS|DAS|DU|VAN|VON|LE|LA|EL|AL)[ \t]+)?\p{Lu}{3,}(?:[-'’]\p{Lu}{2,})?)[ \t]+(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?:[ \t]+(\p{Lu}\.|\p{Lu}\p{Ll}+))?(?![\p{L}])/gu;

const HEADER = new RegExp(
  `(?:^|(?<=[\\n\\f]))(?:from|to|cc|bcc|reply-to|sender|de|para|à|a|an|von|da|от|кому|копия)${HS}*:${HS}*`,
  'giu',
);
/** Display names of desks and teams in mail headers, in the seven languages. */
const MAILBOX_DESK =
  /(?:^|[ \t])(?:support|sales|info|billing|team|service|helpdesk|help[ \t]desk|no-?reply|admin|hr|payroll|accounts|soporte|ventas|facturación|equipo|servicio|assistance|équipe|kundenservice|vertrieb|buchhaltung|assistenza|vendite|supporto|suporte|vendas|equipa|поддержка|служба)(?:[ \t]|$)/iu;

/** "Name <mail>" or "\"Name\" <mail>" inside a header line. */
const MAILBOX =
  /(?:"([^"\n<>]{2,80})"|((?:\p{Lu}[\p{L}'’-]+,[ \t]+(?=\p{Lu}))?[^,;<>"\n]{2,80}?))[ \t]*<[^<>\n@ ]+@[^<>\n ]+>/gu;

function nameAt(text: string, index: number): [number, number] | undefined {
  NAME_AT.lastIndex = index;
  const m = NAME_AT.exec(text);
  if (!m) return undefined;
  // "Mr Hargreave's account": the possessive ending is no part of the name.
  const possessive = /['’]s$/u.test(m[0]) ? 2 : 0;
  let end = index + m[0].length - possessive;
  // Particles in capitals belong to a name in capitals ("ORTEGA Y GASSET"); after a name in
  // Title Case they start the next label ("Jean Dubois" / "TÉLÉPHONE DE LA PHARMACIE").
  if (/\p{Ll}/u.test(m[0].split(/[ \t]/)[0] ?? '')) {
    const tokens = [...m[0].slice(0, end - index).matchAll(/[^ \t]+/gu)];
    const at = tokens.findIndex((t, i) => i > 0 && CAPS_PARTICLE_WORD.test(t[0]));
    if (at > 0) {
      let keep = at;
      while (keep > 1 && !/\p{Ll}/u.test(tokens[keep - 1]![0])) keep--;
      const last = tokens[keep - 1]!;
      end = index + last.index + last[0].length;
    }
  }
  return [index, end];
}

function words(text: string, start: number, end: number): string[] {
  return text.slice(start, end).split(/[ \t]+/);
}

/** Person names after labels, titles, salutations and in mail headers, or led by a first name. */
export const personNameRecognizer: Recognizer = {
  name: 'person-name',
  tags: ['PERSON_NAME'],
  find({ folded }) {
    const spans: Span[] = [];
    eachMatch(LABEL, folded, (m) => {
      const prev = qualifiedByPreviousWord(folded, m.index)?.toLowerCase();
      if (prev !== undefined && NOT_PERSON_QUALIFIER.has(prev)) return;
      const at = m.index + m[0].length;
      SURNAME_AT.lastIndex = at;
      // "Nom, prénom : de La Tour, Karim": a surname may open with its particle after a label.
      const particled = /^\p{Ll}/u.test(folded[at] ?? '') ? SURNAME_AT.exec(folded) : null;
      let found: [number, number] | undefined = particled
        ? [at, at + particled[0].length]
        : nameAt(folded, at);
      if (particled && found) {
        NEXT_AT.lastIndex = found[1];
        found = [at, found[1] + (NEXT_AT.exec(folded)?.[0].length ?? 0)];
      }
      // "EMP-6492574": letters glued to digits by a dash are a reference code, not a name.
      if (found && /^-\d/.test(folded.slice(found[1], found[1] + 2))) return;
      // "Name: Sra. Lucía Santamaría": the title's own match reads the name after it.
      if (found && TITLE_WORD.test(folded.slice(found[0], found[1] + 1))) return;
      // Two fields on one line, "Gemeldet von Anna Roth Benutzername @aroth": the last word is
      // the next field's label when a value (handle, number, e-mail) follows it.
      const capitalised = found ? folded.slice(found[0], found[1]).match(/\p{Lu}\p{L}+/gu) : null;
      if (
        found &&
        (capitalised?.length ?? 0) >= 3 &&
        /^[ \t]+(?:[@+#]|\d|\S+@)/.test(folded.slice(found[1], found[1] + 40))
      ) {
        const lastSpace = folded.lastIndexOf(' ', found[1] - 1);
        if (lastSpace > found[0]) found[1] = lastSpace;
      }
      if (!found) return;
      // "Employee: SMITH, John", "Patient: Rossi, Maria": surname, comma, given names.
      const given = GIVEN_AFTER_COMMA.exec(folded.slice(found[1], found[1] + 60));
      // "Paciente: Vázquez Olmedo, María del Carmen": two surnames before the comma when a
      // listed given name follows it.
      const surnames = folded
        .slice(found[0], found[1])
        .trim()
        .split(/[ \t]+/)
        .filter((w) => !PARTICLE_WORD.test(w)).length;
      if (
        given &&
        (surnames === 1 ||
          (surnames === 2 && isFirstName(given[0].slice(1).trim().split(/[ \t]/)[0]!)))
      )
        found[1] += given[0].length;
      spans.push(makeSpan('PERSON_NAME', found[0], found[1], 0.92, 'person-name'));
    });
    const byRole = (at: number, label: string, strict: boolean) => {
      const found = nameAt(folded, at);
      if (!found) return;
      // "Persona de contacto: Sra. Lucía Santamaría": a title is no name; its own match reads on.
      if (TITLE_WORD.test(folded.slice(found[0], found[1] + 1))) return;
      const value = words(folded, found[0], found[1]);
      // "Provider: Mercy General Hospital", "Landlord: Oberhuber Immobilien": a body, not a person.
      // A word after a particle is a surname's ("Joaquín de la Fuente", "Fernández de Córdoba"),
      // and a listed given name that opens a longer name is one ("Ginevra Barbieri-Conti").
      const vetoed = value.some(
        (w, i) =>
          (isOrgOrPlaceWord(w) || isCommonWord(w)) &&
          !(i > 0 && (PARTICLE_WORD.test(w) || PARTICLE_WORD.test(value[i - 1]!))) &&
          !(i === 0 && value.length >= 2 && isFirstName(w) && !isCommonWord(w)),
      );
      if (vetoed) return;
      // A weaker role ("Manager:", "Responsable:") may name a department: two name words or a
      // listed one make it a person.
      const named = value.filter((w) => !PARTICLE_WORD.test(w) && !/^\p{Lu}\.$/u.test(w));
      if (
        strict &&
        named.length < 2 &&
        !named.some((w) => isFirstName(w) || isSurname(w)) &&
        !/^\p{Lu}\./u.test(value[0] ?? '')
      )
        return;
      if (
        /^[ \t]*(?:GmbH|AG|Inc|LLC|Ltd|S\.|SARL|SAS|Lda|ООО)/u.test(
          folded.slice(found[1], found[1] + 8),
        )
      )
        return;
      const given = GIVEN_AFTER_COMMA.exec(folded.slice(found[1], found[1] + 60));
      if (given && value.length === 1) found[1] += given[0].length;
      const span = makeSpan('PERSON_NAME', found[0], found[1], 0.9, 'person-name');
      span.reason = `name after the label "${label.replace(/[\s:]+$/u, '')}"`;
      spans.push(span);
    };
    eachMatch(ROLE_LABEL, folded, (m) => byRole(m.index + m[0].length, m[0], false));
    for (let colon = folded.indexOf(':'); colon >= 0; colon = folded.indexOf(':', colon + 1)) {
      const role = MORE_ROLE_BEFORE_COLON.exec(folded.slice(Math.max(0, colon - 48), colon));
      if (!role) continue;
      let at = colon + 1;
      while (folded[at] === ' ' || folded[at] === '\t') at++;
      byRole(at, role[0], true);
    }
    eachMatch(PARTY_CUE, folded, (m) => {
      let cue = m.index;
      while (cue > 0 && (folded[cue - 1] === ' ' || folded[cue - 1] === '\t')) cue--;
      const lineStart = folded.lastIndexOf('\n', cue - 1) + 1;
      const before = NAME_BEFORE_CUE.exec(folded.slice(Math.max(lineStart, cue - 80), cue));
      if (!before) return;
      // "Northwind Traders (the "Supplier")": a firm's defined role is no person's.
      if (FIRM_ROLE.test(folded.slice(cue, cue + 60))) return;
      // "Entre Oriane Vasselot, ci-après…": the sentence's opening preposition is no name word.
      const lead = /^(?:(?:between|and|entre|et|y|zwischen|und|tra|fra|e|между|и)[ \t]+)+/iu.exec(
        before[0],
      );
      const name = lead ? before[0].slice(lead[0].length) : before[0];
      const value = name.split(/[ \t]+/);
      const named = value.filter((w) => !PARTICLE_WORD.test(w) && !/^\p{Lu}\.$/u.test(w));
      if (named.length < 2 || named.some((w) => isOrgOrPlaceWord(w) || isCommonWord(w))) return;
      const span = makeSpan('PERSON_NAME', cue - name.length, cue, 0.86, 'person-name');
      span.reason = 'party named before its role in a contract';
      spans.push(span);
    });
    eachMatch(SPEAKER, folded, (m) => {
      const name = m[1]!;
      if (name.split(/[ \t]+/).some((w) => isOrgOrPlaceWord(w) || isCommonWord(w))) return;
      const start = m.index + m[0].indexOf(name);
      const span = makeSpan('PERSON_NAME', start, start + name.length, 0.85, 'person-name');
      span.reason = 'chat speaker with a role';
      spans.push(span);
    });
    eachMatch(UNDERSIGNED, folded, (m) => {
      const found = nameAt(folded, m.index + m[0].length);
      if (!found) return;
      const value = words(folded, found[0], found[1]);
      const named = value.filter((w) => !PARTICLE_WORD.test(w));
      if (named.length < 2 || named.some((w) => isOrgOrPlaceWord(w) || isCommonWord(w))) return;
      const span = makeSpan('PERSON_NAME', found[0], found[1], 0.88, 'person-name');
      span.reason = `name after "${m[0].trim()}"`;
      spans.push(span);
    });
    eachMatch(TITLE, folded, (m) => {
      // "1234 Oak Dr Springfield": "Dr" ends a street there, it is no title. Other titles never
      // end a street name, so "on 2 January 2024 to Ms Sarah Mitchell" is still a name.
      if (
        /^[Dd]r\b/.test(m[0]) &&
        /\d[\p{L}]?[ \t]+(?:[\p{L}.'-]+[ \t]+){0,3}$/u.test(
          folded.slice(Math.max(0, m.index - 40), m.index),
        )
      )
        return;
      // "Praxis Dr. Brandt", "Cabinet Dr Lefort": a practice named after its doctor is an
      // organisation (the institution recognizer reads it whole).
      if (
        /(?:praxis|kanzlei|cabinet|studio|consultorio|ambulatorio|poliambulatorio|clinic|clinique|klinik|labor|laboratoire|laboratorio|laboratório|laboratory|mvz)[ \t]+$/iu.test(
          folded.slice(Math.max(0, m.index - 14), m.index),
        )
      )
        return;
      // "Colégio Nossa Senhora da Graça", "Nuestra Señora del Pilar": a saint's title, no person.
      if (/(?:Nossa|Nuestra|Notre)[ \t]+$/u.test(folded.slice(Math.max(0, m.index - 8), m.index)))
        return;
      const at = m.index + m[0].length;
      SURNAME_AT.lastIndex = at;
      const particled = SURNAME_AT.exec(folded);
      if (particled) {
        const span = makeSpan('PERSON_NAME', at, at + particled[0].length, 0.88, 'person-name');
        span.reason = 'surname with particles after a title';
        spans.push(span);
        return;
      }
      const found = nameAt(folded, at);
      if (!found) return;
      const first = words(folded, found[0], found[1])[0]?.toLowerCase() ?? '';
      if (CALENDAR_WORDS.has(first) || ROLE_WORDS.has(first)) return;
      // "Herr Dr. Kowalczyk", "Exmo. Sr. Tavares": a second title is no name; its own match
      // reads the name after it.
      if (
        /^(?:dr|dra|prof|sr|sra|srta|mr|mrs|ms|dott|ing|avv|mag)$/.test(first) &&
        folded[found[1]] === '.'
      )
        return;
      // "Madame, Monsieur M. Dupont": a title followed by another title; the next one reads it.
      if (/^\p{Lu}$/u.test(folded.slice(found[0], found[1]))) return;
      if (/^M\.[ \t]/u.test(folded.slice(found[0], found[1])) && /^[Mm][oa]/u.test(m[0])) return;
      spans.push(makeSpan('PERSON_NAME', found[0], found[1], 0.88, 'person-name'));
    });
    eachMatch(SALUTATION, folded, (m) => {
      const at = m.index + m[0].length;
      const found = nameAt(folded, at);
      if (!found) return;
      const first = words(folded, found[0], found[1])[0]?.toLowerCase() ?? '';
      if (NOT_A_NAME.has(first) || CALENDAR_WORDS.has(first)) return;
      if (/^(?:mr|mrs|ms|dr|prof|herr|frau|sr|sra|mme|sig)\.?$/i.test(first)) return;
      if (!/^[ \t]*(?:[,!:]|$|\n)/.test(folded.slice(found[1], found[1] + 3))) return;
      spans.push(makeSpan('PERSON_NAME', found[0], found[1], 0.85, 'person-name'));
    });
    eachMatch(CAPS_SURNAME_FIRST, folded, (m) => {
      // "VASSEUR Ségolène", "DI STEFANO Tommaso": registers, running headers and party lists
      // write the surname in capitals before the given name; the given name must be listed.
      const surname = m[1]!;
      const given = m[2]!;
      if (!isFirstName(given)) return;
      const core = surname.replace(/^(?:\p{Lu}{1,4}[ \t]+)+(?=\p{Lu}{3})/u, '');
      const title = core.charAt(0) + core.slice(1).toLowerCase();
      if (isCommonWord(title) || isOrgOrPlaceWord(title)) return;
      // "TRANSFERENCIA Maria", "PAGO Ana": a statement's posting word, no surname.
      if (postingPrefixLength(`${surname} ${given} x`) > 0) return;
      // An unlisted surname counts only where a name stands alone: a line, a list item or a
      // field of its own ("NOTA Maria llamó" is a note).
      const alone =
        /(?:^|\n|[/,;:|·–-])[ \t]*$/u.test(folded.slice(Math.max(0, m.index - 3), m.index)) &&
        /^[ \t]*(?:$|\n|[/,;|·(–-]|\d)/u.test(
          folded.slice(m.index + m[0].length, m.index + m[0].length + 3),
        );
      if (!isSurname(title) && !alone) return;
      // Inside a run of capitals ("PAGO EN TIENDA Maria") the capitals are no surname.
      if (/\p{Lu}{2,}[ \t]+$/u.test(folded.slice(Math.max(0, m.index - 20), m.index))) return;
      let end = m.index + m[0].length;
      const more = m[3];
      if (more && !(/^\p{Lu}\.$/u.test(more) || isFirstName(more))) {
        end -= more.length;
        while (end > m.index && /[ \t]/.test(folded[end - 1]!)) end--;
      }
      const span = makeSpan('PERSON_NAME', m.index, end, 0.8, 'person-name');
      span.reason = 'surname in capitals before a listed given name';
      spans.push(span);
    });
    eachMatch(HEADER, folded, (m) => {
      const start = m.index + m[0].length;
      const line = folded.slice(start, lineEnd(folded, start));
      eachMatch(MAILBOX, line, (box) => {
        const raw = box[1] ?? box[2] ?? '';
        const lead = raw.length - raw.trimStart().length;
        const name = raw.trim();
        if (!/\p{Lu}/u.test(name) || name.includes('@')) return;
        // "Support <support@…>", "Billing Team <…>": a desk's display name is no person's.
        if (MAILBOX_DESK.test(name) || (!/[ \t]/.test(name) && isCommonWord(name))) return;
        const offset = start + box.index + (box[1] !== undefined ? 1 : 0) + lead;
        spans.push(makeSpan('PERSON_NAME', offset, offset + name.length, 0.9, 'person-name'));
      });
    });
    return spans;
  },
};
