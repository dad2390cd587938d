/**
 * Institutions named by their head noun: banks, savings banks and credit unions, hospitals,
 * clinics and practices, universities and insurers, in the seven languages ("First Summit Bank",
 * "Caja Rural del Sur", "Cassa di Risparmio del Veneto", "Hôpital Saint-Joseph", "Klinikum Nord",
 * "Городская клиническая больница № 5", "Банк «Восток»"). The whole name is one organisation, so a
 * place word inside it ("Mercy General Hospital", "Banca Popolare di Lodi") is not a place.
 */
import type { Span } from '../span';
import { isCommonWord, isFirstName } from './name-evidence';
import { isOrgFieldLabel } from './org-fields';
import { practiceAfterDoctor, trailingSectorOrgs } from './org-sectors';
import { makeSpan, safeRecognizer } from './helpers';
import { HS, matchesOf } from './text-helpers';

/** Trades and services that open a firm's name in the seven languages (a name word follows). */
const TRADES_FIRST =
  'schreinerei tischlerei gärtnerei zimmerei dachdeckerei brauerei weingut fahrschule reisebüro ' +
  'friseursalon autowerkstatt limpiezas reformas instalaciones servicios mudanzas ' +
  'viajes autoescuela fontanería carpintería cerrajería floristería lavandería tintorería ' +
  'papelería imprenta gráficas nettoyage serrurerie taxis ambulances imprimerie pressing ' +
  'déménagements voyages électricité chauffage servizi idraulica impresa edilizia autofficina ' +
  'officina carrozzeria impianti pulizie traslochi viaggi tipografia ottica autoscuola palestra ' +
  'gelateria enoteca cantina caseificio consultoria limpezas serviços canalizações ' +
  'viagens ótica papelaria ginásio lavandaria mercearia churrasqueira cafetaria atelier ' +
  // More trades, shops, carriers and rentals that open a name ("Frutas Vega Baja", "Ferronnerie
  // Brière", "Sanitär Brückner", "Spedition Brinkmann", "Elettrotecnica Brenta", "Frantoio
  // Valdorcia", "Eletricidade Douro", "Autovermietung Starcar"), from general knowledge.
  'frutas verduras mensajería paquetería transportes pinturas cristalería carpintería frutería ' +
  'pescadería jardinería viveros electricidad electrónica climatización calefacción excavaciones ' +
  'aluminios cerámicas calzados confecciones joyería relojería perfumería droguería alimentación ' +
  'congelados quesos piensos maquinaria electrodomésticos informática rotulación autocares ' +
  'ferronnerie papeterie garage boucherie charcuterie fromagerie épicerie poissonnerie ' +
  'chocolaterie confiserie quincaillerie droguerie parfumerie bijouterie horlogerie jardinerie ' +
  'pépinières maçonnerie charpente vitrerie miroiterie carrelage messagerie blanchisserie ' +
  'traiteur vignobles climatisation électricité ' +
  'sanitär spedition getränke elektro gartenbau reinigungsdienst gebäudereinigung fleischerei ' +
  'malerbetrieb malerei schlosserei glaserei blumenhaus floristik friseur optik hörgeräte ' +
  'schreibwaren bürobedarf druckerei umzüge transporte kurierdienst pflegedienst ' +
  'hausmeisterservice heizungsbau haustechnik elektrotechnik baustoffe holzbau metallbau ' +
  'stahlbau tiefbau hochbau bauunternehmen steuerbüro ingenieurbüro architekturbüro ' +
  'planungsbüro sicherheitsdienst wäscherei autovermietung getränkehandel ' +
  'elettrotecnica frantoio cartoleria corriere vivai vivaio falegnameria carpenteria lavanderia ' +
  'tintoria spedizioni autotrasporti salumeria pescheria oleificio pastificio torrefazione ' +
  'profumeria gioielleria oreficeria libreria fioreria giardinaggio serramenti infissi ' +
  'ceramiche arredamenti tessuti calzature abbigliamento erboristeria agriturismo fattoria ' +
  'consorzio autonoleggio elettricità ' +
  'eletricidade mudanças serralharia carpintaria marcenaria caixilharia pinturas livraria ' +
  'drogaria ourivesaria relojoaria florista peixaria frutaria charcutaria garrafeira adega ' +
  'quinta contabilidade cabeleireiro expresso transitários ' +
  // Polyclinics named first ("Policlínica do Bonfim").
  'policlínica policlinica polyclinique ' +
  // Telecoms, furniture shops and therapy practices named first ("Telecable Norte", "Télécom
  // Horizon", "Telefonia Levante", "Möbelhaus Kranzbühler", "Orthopädie am Dom", "Fisioterapia
  // Belvedere", "Consultório Médico Alvalade", "Maison de Santé Pasteur"), from general
  // knowledge; a name word must follow, so "Santé publique" or "Fisioterapia" alone stay negative.
  'telecom télécom telecable telecomunicações telecomunicaciones telecomunicazioni telefonia ' +
  'telefonía möbelhaus möbelhandel orthopädie physiotherapie ergotherapie fisioterapia ' +
  'fisioterapia kinésithérapie ortopedia consultório consultorio veterinaria veterinária ' +
  'tierarztpraxis zahnarztpraxis guardería crèche santé logística logistica ' +
  // Foundations, associations and clubs named first ("Fundación Ayuda Solidaria", "Associazione
  // Sportiva Aurora", "Sportverein Grün-Weiß Neustadt", "Clube Desportivo Ribeirense"), cafés;
  // not English "Club", "Association", "Café" nor German "Verein", which open headings.
  'fundación fundação fondazione fondation stiftung asociación associazione associação ' +
  'sportverein turnverein clube caffè cafetería mútua mutua ' +
  // Industries that open a manufacturer's name ("Metalúrgica Alvorada", "Maschinenbau
  // Hinterkirchner", "Fonderia Brambati", "Chaudronnerie Morel"), from general knowledge; not
  // the words of a subject or a course ("Mecánica", "Textil", "Cerámica": "Mécanique Quantique").
  'metalúrgica metalurgica metallurgica metalomecânica metalmecánica maschinenbau werkzeugbau ' +
  'anlagenbau formenbau sägewerk gießerei giesserei fundición fundição fonderia fonderie ' +
  'siderurgia textilwerk tecelagem curtumes serrería serração segheria scierie chaudronnerie ' +
  'tôlerie décolletage usinage kunststofftechnik papelera ' +
  'cartiera cartonnerie verrerie vidraria latticini lacticínios lácteos molkerei käserei ' +
  'estaleiros astilleros cantieri werft ' +
  // Utilities named by what they supply ("Gaz et Électricité de Provence", "Gás Natural do
  // Tejo", "Águas do Porto"); English "Gas" and "Water", and "Energía", open too many headings
  // and course names ("Energía Solar Fotovoltaica").
  'gaz gás aguas águas';

/** The trades that open a firm's name, looked up one by one. */
const TRADES: ReadonlySet<string> = new Set(TRADES_FIRST.split(' '));

/** Head nouns of institutions (lower case; matched against whole words of a capitalised run). */
const HEADS: ReadonlySet<string> = new Set(
  (
    'bank banco banca banque caja caixa cassa sparkasse stadtsparkasse kreissparkasse volksbank ' +
    'raiffeisenbank landesbank credit crédit credito crédito union savings trust ' +
    'hospital hôpital hopital ospedale klinikum krankenhaus kreiskrankenhaus clinic clinica clínica ' +
    'clinique klinik policlinico poliklinik praxis gemeinschaftspraxis infirmary hospice ' +
    'university universidad université universität università universidade institute instituto ' +
    'institut istituto college insurance versicherung versicherungen assicurazioni seguros ' +
    'assurances mutuelle ' +
    // Public bodies and schools: "Ayuntamiento de Pamplona", "Comune di Padova", "Câmara
    // Municipal de Guimarães", "Landratsamt Regensburg", "Lycée Jean Moulin", "Liceo Scientifico
    // Galileo Galilei", "Escola Secundária de Camões", "Colegio Nuestra Señora del Pilar".
    'ayuntamiento comune câmara mairie préfecture prefecture landratsamt rathaus stadtverwaltung ' +
    'gemeinde bezirksamt municipality municipio município diputación generalitat regione ' +
    'school schule gymnasium realschule grundschule gesamtschule lycée collège école escuela ' +
    'colegio colégio escola liceu liceo scuola academy academia akademie accademia ' +
    // Practices and firms named by their kind: "Praxisgemeinschaft am Westring", "Casa di Cura San
    // Marco", "Cabinet Lefort & Associés", "Studio Legale Santangelo & Associati", "Kanzlei Roth".
    'praxisgemeinschaft cura cabinet studio kanzlei notariat despacho bufete caisse ' +
    'authority agency commission ' +
    // Company words that lead a Romance name or end a German one: "Grupo Almenara", "Transportes
    // Minho", "Officine Meccaniche Sarde", "Éditions Garnier", "Nordlicht Logistik".
    'grupo groupe gruppo gruppe transportes transports trasporti construcciones constructions ' +
    'costruzioni construções distribuciones talleres laboratorios laboratoires laboratori ' +
    'officine ateliers éditions edizioni editorial editora logistik immobilien verlag ' +
    'menuiserie boulangerie boucherie pâtisserie plomberie carrosserie librairie ' +
    // Shops, inns and pharmacies named by their kind: "Hotel zur Post", "Pousada de Viseu",
    // "Parador de Cardona", "Panadería La Espiga", "Farmacia Centrale", "Apotheke am Markt".
    'hotel hôtel hostal albergo pousada parador gasthof gasthaus auberge locanda ' +
    'restaurant restaurante ristorante trattoria osteria pizzeria brasserie taberna ' +
    'pharmacy farmacia farmácia pharmacie apotheke drogerie panadería pastelería carnicería ' +
    'ferretería librería peluquería óptica optique bäckerei metzgerei konditorei autohaus ' +
    'buchhandlung pasticceria panificio macelleria ferramenta padaria pastelaria talho ' +
    'sociedade sociedad société società stadtwerke ' +
    // Courts, tax and police offices named with their town: "Amtsgericht Kassel", "Finanzamt
    // Regensburg", "Tribunale di Lecce", "Juzgado de Primera Instancia", "Questura di Bergamo".
    'finanzamt jobcenter polizeipräsidium polizeiinspektion tribunal ' +
    // Firms named by what they make or do: "Aceites Guadalquivir", "Fratelli Rinaldi",
    // "Gestoría Roldán", "Imobiliária Horizonte Azul", "Azienda Ospedaliera San Giovanni Bosco".
    'hochschule fachhochschule iut ies ceip cfgs centro centre azienda ospedaliera aceites vinos bodegas muebles maderas conservas embutidos suministros ' +
    'recambios neumáticos hermanos gestoría asesoría inmobiliaria immobiliare imobiliária ' +
    'établissements ets meubles vins fratelli vini mobili forniture industrie vinhos móveis ' +
    'irmãos materiais agence agencia agenzia agência ' +
    // Laboratories and care centres: "Lakeshore Clinical Laboratory", "Labor Dr. Becker &
    // Kollegen", "Laboratoire Bioclinique du Rhône", "MVZ Nordring", "Poliambulatorio San Luca".
    'laboratory laboratoire laboratorio laboratório labor mvz poliambulatorio ambulatorio ' +
    'tribunale juzgado questura prefettura commissariat gendarmerie comisaría esquadra ' +
    // Trades named first ("Schreinerei Holzmann", "Limpiezas Brillo", "Servizi Ecologici
    // Padani", "Consultoria Atlântica", "Serrurerie Martin"); see TRADES_FIRST.
    TRADES_FIRST
  ).split(' '),
);

/** German compounds ending in a head noun ("Allgäuer Landversicherung", "Kreishandwerkerschaft"). */
const COMPOUND_HEADS = new Set(
  'versicherung krankenkasse sparkasse kasse bank klinik klinikum werke apotheke praxis kanzlei verwaltung genossenschaft stiftung gesellschaft handwerkerschaft kammer'.split(
    ' ',
  ),
);
/** The lengths of the compound heads, to try only the endings that can match. */
const COMPOUND_LENGTHS = [...new Set([...COMPOUND_HEADS].map((h) => h.length))];
const COMPOUND_HEAD = {
  test: (word: string): boolean =>
    COMPOUND_LENGTHS.some((n) => word.length > n && COMPOUND_HEADS.has(word.slice(-n))),
};

/** Firms named by their kind and a lower-case adjective: "Cabinet médical du Vieux Port", "Studio legale Rossi". */
const KIND_ADJECTIVE = new RegExp(
  `(?<![\\p{L}])(?:Cabinet|Centre|Centro|Studio|Clínica|Clinica|Clinique|Azienda|Agence|Agencia|Agenzia|Agência|Maison|Groupe|Grupo|Hôpital|Ospedale|Servicio|Servizio|Serviço|Laboratoire|Laboratorio|Laboratório|Consultorio|Consultório|Ambulatorio|Poliambulatorio|Residencia|Residenza|Residência|Unidad|Unidade|Unità|Unité|Policlínica|Policlinica|Polyclinique|Departamento|Servicio|Reparto|Abteilung)${HS}+(?:(?:de|di|da|du|des|do|dei|della)${HS}+)?\\p{Ll}{4,}(?:${HS}+\\p{Ll}{4,})?${HS}+(?:(?:du|de|des|della|del|dei|di|do|da|dos|das|de${HS}+la|de${HS}+l['’]|d['’]|l['’])${HS}*)?\\p{Lu}[\\p{L}'’-]*(?:${HS}+(?:(?:de|di|da|do|du)${HS}+)?\\p{Lu}[\\p{L}'’-]*){0,3}`,
  'gu',
);

/**
 * Hyphenated names joined to their head noun: "St.-Elisabeth-Krankenhaus", "Robert-Koch-Gymnasium",
 * "Sankt-Georg-Apotheke", "Hôpital-Saint-Louis" is read by the runs.
 */
const HYPHEN_HEAD = new RegExp(
  `(?<![\\p{L}\\p{N}.-])(?:(?:St|Sankt|Ste?)\\.?-)?(?:\\p{Lu}\\p{Ll}+-){1,3}(?:Krankenhaus|Klinikum|Klinik|Kliniken|Hospital|Spital|Stift|Gymnasium|Realschule|Grundschule|Gesamtschule|Schule|Apotheke|Praxis|Kita|Kindergarten|Heim|Zentrum)(?![\\p{L}\\p{N}-])`,
  'gu',
);

/**
 * Health units named by their kind, a link and a name with a capital ("Unidad de Fisioterapia Tres
 * Cantos", "Unidade de Saúde Familiar Lapa"); "Unité Valeurs" in a table header has no link.
 */
const UNIT_OF = new RegExp(
  `(?<![\\p{L}])(?:Unidad|Unidade|Unità|Unité)${HS}+(?:de|di|du|da|do|des|della|del|dei)${HS}+(?:\\p{Ll}+${HS}+){0,3}?\\p{Lu}[\\p{L}'’-]+(?:${HS}+(?:(?:de|di|da|do|du)${HS}+)?\\p{Lu}[\\p{L}'’-]+){0,4}`,
  'gu',
);

/** Column headers of a table of people and firms: a run holding one is a header row. */
const HEADER_WORDS =
  /^(?:nom|nome|nombre|name|имя|фио|fonction|funktion|función|função|ruolo|cargo|role|rôle|poste|position|courriel|e-mail|email|telefono|téléphone|telefon|teléfono|telefone|телефон|должность)$/iu;

/** Russian single words ending in "банк": "Уралбизнесбанк", "Промсвязьбанка". */
const RUSSIAN_BANK_WORD = /(?<![\p{L}])[А-ЯЁ][а-яё]{3,}банк(?:а|е|у|ом)?(?![\p{L}])/gu;

/** Head nouns that only make an institution with a name word after them ("Praxis Dr. Brandt"). */
const LEADING_ONLY: ReadonlySet<string> = new Set([
  ...TRADES_FIRST.split(' '),
  ...'iut ies ceip centro centre azienda aceites vinos bodegas muebles maderas conservas embutidos suministros recambios neumáticos hermanos gestoría asesoría inmobiliaria immobiliare imobiliária établissements ets meubles vins fratelli vini mobili forniture industrie vinhos móveis irmãos materiais agence agencia agenzia agência'.split(
    ' ',
  ),
  ...'hotel hôtel hostal albergo pousada parador gasthof gasthaus auberge locanda restaurant restaurante ristorante trattoria osteria pizzeria brasserie taberna farmacia farmácia pharmacie apotheke drogerie panadería pastelería carnicería ferretería librería peluquería óptica optique bäckerei metzgerei konditorei autohaus buchhandlung pasticceria panificio macelleria ferramenta padaria pastelaria talho sociedade sociedad société società stadtwerke finanzamt jobcenter polizeipräsidium polizeiinspektion tribunal tribunale juzgado questura prefettura commissariat gendarmerie comisaría esquadra'.split(
    ' ',
  ),
  'labor',
  'mvz',
  'laboratoire',
  'laboratorio',
  'laboratório',
  'poliambulatorio',
  'ambulatorio',
  'credit',
  'crédit',
  'union',
  'trust',
  'praxis',
  'cabinet',
  'studio',
  'kanzlei',
  'despacho',
  'bufete',
  'caisse',
  'cura',
  'academy',
  'school',
]);

/** Head nouns that name a body only after its name ("Food Standards Agency", not "Agency Fees"). */
const TRAILING_ONLY: ReadonlySet<string> = new Set([
  'authority',
  'agency',
  'commission',
  // "Nordlicht Logistik", not the agenda item "Logistik und Lieferungen".
  'logistik',
]);

/** Words that make a capitalised run a document's or a form's title. */
const DOCUMENT_WORDS =
  /^(?:form|forms|claim|application|request|statement|report|certificate|invoice|summary|details|information|card|record|records|formulario|solicitud|formulaire|demande|formular|antrag|modulo|richiesta|formulário|pedido|diplôme|diploma|degree|título|titolo|abschluss|schadenanzeige|anzeige|antrag|bescheid|kostenvoranschlag|meldung|booking|reservation|confirmation|voucher|receipt|bill|reserva|réservation|buchung|buchungsbestätigung|prenotazione|quittung|ricevuta|recibo|reçu|factura|facture|rechnung|fattura|fatura|bestätigung|confirmación|conferma|confirmação|menu|menü|carta)$/iu;

/** Words that name a department of the writer's own firm, never a firm. */
const DEPARTMENT =
  /^(?:abteilung|department|dept\.?|departamento|département|reparto|dipartimento|bereich|tätigkeit|service|servicio|servizio|serviço)$/iu;

/** German articles and prepositions: before a head they end the sentence's words, not a name's. */
const GERMAN_LINK = /^(?:von|vom|der|dem|den|die|das|bei|beim|zur|zum|im|am|in|für)$/u;

/** A German street compound ("Gartenstraße", "Lindenallee", "Rosenweg"): an address cell. */
const GERMAN_STREET =
  /^\p{Lu}\p{Ll}+(?:straße|strasse|str\.|weg|allee|platz|gasse|damm|ufer|chaussee)$/u;

/** A statement row's posting words before a name ("Lastschrift Stadtwerke Kassel"). */
const POSTING_WORD =
  /^(?:lastschrift|kartenzahlung|überweisung|gutschrift|dauerauftrag|virement|prélèvement|prlv|bonifico|addebito|adeudo|recibo|transferencia|transferência|pagamento|paiement|sepa|pos|dd|перевод|оплата)$/iu;

/** Column words of a statement's header, never inside an institution's name. */
const STATEMENT_COLUMN =
  /^(?:débit|debit|débito|solde|saldo|balance|opérations|operations|descritivo|movimientos|movimenti|umsätze|betrag|importe|montant|valor|amount)$/iu;

/** Words that link the parts of a name. */
const LINK = `(?:of|the|for|and|&|de|del|della|dei|degli|di|do|da|dos|das|du|des|la|von|der|für|am|an|im|zum|zur|y|e|et|und|las|los|les|il|lo)`;
const WORD = `(?:\\p{Lu}[\\p{L}'’-]*\\.?|\\p{Lu}\\p{L}*-\\p{Lu}[\\p{L}'’-]*)`;
/** A run of capitalised words with links between them, on one line. */
const RUN = new RegExp(
  `(?<![\\p{L}\\p{N}])${WORD}(?![\\p{N}])(?:[ \\t]+(?:${LINK}[ \\t]+){0,2}(?:(?:[dl]|dell|dall|nell|sull|all|de[ \\t]l)['’])?${WORD}(?![\\p{N}])){0,6}`,
  'gu',
);

/** Russian: an optional capitalised adjective and lower-case ones, a head noun, then «name» or № N. */
const RUSSIAN = new RegExp(
  `(?:\\p{Lu}\\p{Ll}+[ \\t]+(?:\\p{Ll}+(?:ая|ий|ый|ой|ое|ые|ых)[ \\t]+){0,2})?(?:[Бб]анк(?!омат)|[Бб]ольниц[аы]|[Кк]линик[аи]|[Пп]оликлиник[аи]|[Мм]едцентр|[Гг]оспиталь|[Уу]ниверситет|[Ии]нститут|[Сс]траховая[ \\t]+компания|[Шш]кола|[Гг]имназия|[Лл]ицей|[Кк]олледж)` +
    // Guillemets are folded to '"' for matching (normalize.ts).
    `(?:[ \\t]*"[^"\\n]{1,40}"|[ \\t]*№[ \\t]*\\d+)?`,
  'gu',
);

/** Russian firms and shops named by their kind and a quoted name: "Отель «Ногай»", "Аптека «Здоровье»". */
const RUSSIAN_QUOTED = new RegExp(
  // An adjective may open the kind ("Медицинская лаборатория «…»", "Туристическое агентство «…»").
  `(?<![\\p{L}])(?:\\p{Lu}\\p{Ll}+(?:ая|ое|ый|ий|ой|ые|ое)${HS}+)?(?:[Ии]нтернет-)?(?:[Лл]аборатори|[Оо]тел|[Гг]остиниц|[Аа]птек|[Кк]афе|[Рр]есторан|[Сс]алон|[Мм]агазин|[Сс]туди|[Аа]гентств|[Аа]телье|[Аа]втосервис|[Цц]ентр|[Фф]ирм|[Кк]омпани|[Гг]рупп\\p{Ll}*${HS}+компаний|[Тт]уроператор|[Аа]виакомпани|(?:[Ии]нтернет-)?[Пп]ровайдер|[Оо]ператор${HS}+связи|[Дд]вор|[Хх]озяйств|[Пп]итомник|[Оо]бществ|[Пп]арк|[Ии]здательств|[Нн]отариальн\\p{Ll}*${HS}+контор|[Юю]ридическ\\p{Ll}*${HS}+фирм|[Аа]двокатск\\p{Ll}*${HS}+бюро|[Кк]оллеги\\p{Ll}*${HS}+адвокатов|[Фф]онд|[Зз]авод|[Фф]абрик|[Тт]ипографи|[Пп]екарн|[Сс]томатологи|[Сс]анатори|[Пп]ансионат|[Кк]офейн|[Пп]иццери|[Бб]ар|[Кк]луб|[Тт]урагентств|[Хх]имчистк|[Лл]омбард|[Сс]упермаркет|[Гг]ипермаркет|[Уу]ниверсам|ТЦ|ТРЦ|ТК|ТД|СК|ЧОП|АЗС|[Кк]анцтовар|[Ээ]лектромонтаж|[Пп]рокат|[Кк]абинет|[Тт]орговый${HS}+дом|[Тт]ранспортн\\p{Ll}*${HS}+компани|[Сс]лужб\\p{Ll}*${HS}+доставки|[Кк]урьерск\\p{Ll}*${HS}+служб|[Бб]юро|[Мм]астерск|[Аа]втошкол|[Сс]тройматериал|[Мм]ебел|[Сс]антехник|[Шш]иномонтаж|[Аа]втомойк|[Пп]ерев[оё]зк|[Кк]лининг|[Кк]ондитерск|[Хх]лебозавод|[Цц]вет|[Оо]птик|[Уу]правляющ\\p{Ll}*${HS}+компани|[Бб]анк|[Кк]линик|[Шш]кол|[Уу]ниверситет|[Сс]трахов\\p{Ll}*${HS}+компани)\\p{Ll}*(?:${HS}+\\p{Ll}{3,}){0,2}${HS}*"[^"\\n]{1,40}"`,
  'gu',
);

/** Russian public bodies: "Управление Росреестра по Ярославской области", "Администрация города Томска". */
const RUSSIAN_BODY = new RegExp(
  `(?<![\\p{L}])(?:Управление|Министерство|Департамент|Комитет|Администрация|Прокуратура|Инспекция|Отделение)(?:${HS}+\\p{L}+){0,3}?${HS}+(?:по${HS}+(?:[\\p{L}-]+${HS}+){0,2}(?:области|краю|району|округу|республике)|города${HS}+\\p{Lu}[\\p{L}-]+|(?:\\p{Lu}[\\p{L}-]+${HS}+)?(?:области|района))`,
  'gu',
);

/**
 * A Cyrillic letter: every Russian pattern above needs one, so a text without one (most pages)
 * skips them; a test for one letter is far cheaper than the patterns, which try every word.
 */
const CYRILLIC = /[\u0400-\u04FF]/;

/** The hyphen and head noun every `HYPHEN_HEAD` match holds, looked for first (rare, cheap). */
const HYPHENED_HEAD =
  /-(?:Krankenhaus|Klinikum|Klinik|Kliniken|Hospital|Spital|Stift|Gymnasium|Realschule|Grundschule|Gesamtschule|Schule|Apotheke|Praxis|Kita|Kindergarten|Heim|Zentrum)/;

const linkWord = new RegExp(`^${LINK}$`, 'iu');

/** Common words that often open an institution's name ("First Summit Bank", "Central Hospital"). */
const NAME_OPENER =
  /^(?:first|national|united|general|central|royal|new|great|north|south|east|west|northern|southern|eastern|western|city|state|federal|international|global|community|citizens|saint|st\.?|county|health|public|rural|popular|popolare|norte|sur|nord|sud|centro|nossa|nuestra|notre|senhora|señora|dame|santa|sainte|san|são|sankt)$/iu;

/** Conjunctions that may join two names in one run ("Pousada de Viseu and Parador de Cardona"). */
const CONJUNCTION = /^(?:and|&|y|e|et|und|и)$/iu;

/**
 * The run as one piece, or as two where a conjunction is followed by a leading head noun that
 * opens a second institution's name ("Hotel Post and Pousada de Viseu").
 */
function splitAtSecondName(run: string, index: number): Array<{ 0: string; index: number }> {
  const tokens = [...run.matchAll(/\S+/g)];
  for (let k = 1; k + 1 < tokens.length; k++) {
    const next = tokens[k + 1]![0].toLowerCase();
    // "Whitcombe & Daughters and Harbourside Dental Studio": two names of two words or more,
    // the second with its own head noun ("Department of Health and Social Care" stays whole).
    const twoNames =
      k >= 2 &&
      k + 2 < tokens.length &&
      tokens[k]![0] !== '&' &&
      tokens.slice(k + 1).some((t) => {
        const w = t[0].toLowerCase().replace(/\.$/, '');
        return HEADS.has(w) || HEADS.has(w.slice(w.lastIndexOf('-') + 1)) || COMPOUND_HEAD.test(w);
      });
    if (
      CONJUNCTION.test(tokens[k]![0]) &&
      // One head word before the conjunction is no name of its own ("Gaz et Électricité de
      // Provence" is one firm).
      ((k >= 2 && LEADING_ONLY.has(next) && HEADS.has(next)) || twoNames)
    ) {
      const cut = tokens[k + 1]!.index;
      return [
        { 0: run.slice(0, tokens[k]!.index).trimEnd(), index },
        ...splitAtSecondName(run.slice(cut), index + cut),
      ];
    }
  }
  return [{ 0: run, index }];
}

/** Recognises institutions by their head noun. */
export const institutionRecognizer = safeRecognizer(
  'institution',
  ['ORGANIZATION'],
  ({ folded }) => {
    const spans: Span[] = [];
    for (const whole of matchesOf(RUN, folded)) {
      for (const m of splitAtSecondName(whole[0], whole.index)) {
        const tokens = [...m[0].matchAll(/\S+/g)];
        const words = tokens.map((t) => t[0]);
        const isHead = (w: string) => {
          const lower = w
            .toLowerCase()
            .replace(/\.$/, '')
            .replace(/^[dl]['’]/u, '');
          const last = lower.slice(lower.lastIndexOf('-') + 1);
          return (
            HEADS.has(lower) ||
            (lower.length >= 9 && COMPOUND_HEAD.test(lower)) ||
            (last !== lower && (HEADS.has(last) || COMPOUND_HEAD.test(last)))
          );
        };
        const headAt = words.findIndex(isHead);
        if (headAt < 0) continue;
        // Openers and heading words before the name ("Dear", "Statement") are not part of it.
        let from = 0;
        while (
          from < headAt &&
          ((isCommonWord(words[from]!) && !NAME_OPENER.test(words[from]!)) ||
            linkWord.test(words[from]!) ||
            POSTING_WORD.test(words[from]!))
        )
          from++;
        // "Unterlagen von der Orthopädie am Dom": a link right before the head ends the words
        // before it; the name opens at its head.
        // "Ségolène Rousseau de Imprimerie du Lac": a person before the link is not the name.
        if (
          headAt > from &&
          (GERMAN_LINK.test(words[headAt - 1]!) ||
            (linkWord.test(words[headAt - 1]!) && isFirstName(words[from]!)))
        )
          from = headAt;
        let to = words.length;
        // "Stadtwerke Kassel Mandatsref …", "Amtsgericht Regensburg HRB 1234": a reference's
        // marker after the name ends it.
        const marker = words.findIndex(
          (w, k) =>
            k > headAt &&
            /^(?:mandatsref|ref|referenz|iban|bic|hrb|hra|kunden-nr|mandat|karte|card|carte)\.?:?$/iu.test(
              w,
            ),
        );
        if (marker > 0) to = marker;
        // "Istituto Comprensivo Dante Alighieri Via Garibaldi 183": a street named after the
        // body on its line is its address, not part of its name.
        const street = words.findIndex(
          (w, k) =>
            k > headAt + 1 &&
            /^(?:Via|Viale|Piazza|Corso|Largo|Calle|Avenida|Avda\.|Paseo|Plaza|Rua|Avenida|Travessa|Praça)$/u.test(
              w,
            ),
        );
        if (street > 0) to = Math.min(to, street);
        // "Elektro Kessler IT-Dienstleistungen Gartenstraße 115" (a supplier table's row): a
        // German street compound after the head is the address cell.
        const germanStreet = words.findIndex((w, k) => k > headAt + 1 && GERMAN_STREET.test(w));
        if (germanStreet > 0) to = Math.min(to, germanStreet);
        // "Limpiezas Brillo" / "Société : …" read as one line: a word before a colon is the next
        // field's label.
        const nextLabel = tokens.findIndex(
          (t, k) =>
            k > headAt &&
            (isOrgFieldLabel(t[0]) ||
              isCommonWord(t[0]) ||
              // A word set apart by a wide gap is the next cell's label ("Schulz
              // Maschinenbau   Eintritt: 01.02.2024").
              /(?:[ \t]{2,}|\t)$/u.test(m[0].slice(0, t.index))) &&
            /^[ \t]?:/.test(folded.slice(m.index + t.index + t[0].length)),
        );
        if (nextLabel > 0) to = Math.min(to, nextLabel);
        // "…para Grupo Peixoto. We thank…": a sentence's full stop after the head ends the name
        // (an abbreviation's dot, "St.", "Co.", does not).
        const stop = words.findIndex((w, k) => k >= headAt && w.length > 4 && /\p{Ll}\.$/u.test(w));
        if (stop >= 0) to = Math.min(to, stop + 1);
        while (to > from + 1 && linkWord.test(words[to - 1]!)) to--;
        const kept = words.slice(from, to);
        if (kept.length < 2) continue; // "Bank" or "Hospital" alone is a common noun
        // "Nº DE HISTORIA CLÍNICA", "PRIMARY INSURANCE": a form's field label, not a body.
        if (/^(?:nº|n°|no\.?|nr\.?|n\.|№)$/iu.test(kept[0]!)) continue;
        if (/^(?:primary|secondary)$/iu.test(kept[0]!) && !/\p{Ll}/u.test(kept.join(''))) continue;
        let head = kept.findIndex(isHead);
        const headWord = kept[head]!.toLowerCase().replace(/\.$/, '');
        // "Harbourside Dental Studio": a studio may close a name of three words or more.
        const trailingStudio = headWord === 'studio' && kept.length >= 3;
        if (LEADING_ONLY.has(headWord) && head === kept.length - 1 && !trailingStudio) continue;
        // German "Labor" names a laboratory before its doctor ("Labor Dr. Becker"); English
        // "Labor Day", "Labor Relations" are no body.
        if (headWord === 'labor' && !/^(?:Dr|Prof)\.?$/u.test(kept[head + 1] ?? '')) continue;
        if (TRAILING_ONLY.has(kept[head]!.toLowerCase()) && head === 0) continue;
        // "Bank Account Numbers", "Credit Card Numbers": a heading or a label, not a name.
        // "Mar" inside a name is the sea ("Colegio Santa María del Mar", "Caixa Económica Beira
        // Mar"), not March.
        const label = (w: string, k: number) =>
          k !== head &&
          isCommonWord(w) &&
          !NAME_OPENER.test(w) &&
          !linkWord.test(w) &&
          !(w === 'Mar' && k > 0);
        // "Corriere Padano Servizi IT Via …": after a name that opens with its head and has a
        // name word, a common word starts the row's next cell.
        const cell =
          head === 0 && TRADES.has(headWord)
            ? kept.findIndex(
                (w, k) => k >= 2 && !isHead(w) && (/^IT(?:-|$)/u.test(w) || label(w, k)),
              )
            : -1;
        if (cell > 0) {
          kept.length = cell;
          to = from + cell;
        }
        if (kept.some(label)) continue;
        // "National Insurance" (number, contributions) is the UK's scheme, not a body; "Abteilung
        // Logistik", "Department …": the writer's own department, not a firm.
        if (/^national insurance$/iu.test(kept.join(' '))) continue;
        if (kept.some((w) => DEPARTMENT.test(w)) || DEPARTMENT.test(words[from - 1] ?? ''))
          continue;
        // "Nom Société Fonction Courriel": a table's header row, not a body.
        if (kept.some((w) => HEADER_WORDS.test(w))) continue;
        // "Health Insurance Claim Form", "Bank Transfer Request": a document's title, not a body.
        // "Kostenvoranschlag der Werkstatt Autohaus Brenner": a document word before the head
        // opens the sentence, not the name; after the head it makes a title ("Bank Transfer Request").
        const documentAt = kept.findLastIndex((w) => DOCUMENT_WORDS.test(w));
        if (documentAt >= head) continue;
        if (documentAt >= 0) {
          let cut = documentAt + 1;
          while (cut < head && (linkWord.test(kept[cut]!) || isCommonWord(kept[cut]!))) cut++;
          const skipTokens = cut;
          kept.splice(0, skipTokens);
          from += skipTokens;
          head -= skipTokens;
          if (kept.length < 2) continue;
        }
        // "Opérations Débit Crédit Solde", "Descritivo Débito Crédito Saldo": a statement's header.
        if (kept.some((w) => STATEMENT_COLUMN.test(w))) continue;
        const start = m.index + tokens[from]!.index;
        const lastToken = tokens[to - 1]!;
        let end = m.index + lastToken.index + lastToken[0].length;
        // A sentence's full stop after the name ("…al Ayuntamiento de Pamplona.") is not part of
        // it; an abbreviation's dot ("St.", "Co.") is.
        if (folded[end - 1] === '.' && lastToken[0].length > 5) end--;
        // "№ 5" after the name belongs to it.
        const number = /^[ \t]*(?:№|No\.|Nr\.|n\.)[ \t]*\d+/u.exec(folded.slice(end, end + 10));
        if (number) end += number[0].length;
        const span = makeSpan('ORGANIZATION', start, end, 0.82, 'institution');
        span.reason = `institution named by "${kept[head]}"`;
        spans.push(span);
      }
    }
    const cyrillic = CYRILLIC.test(folded);
    if (cyrillic)
      for (const m of matchesOf(RUSSIAN_BODY, folded)) {
        const span = makeSpan('ORGANIZATION', m.index, m.index + m[0].length, 0.82, 'institution');
        span.reason = 'public body named with its region';
        spans.push(span);
      }
    for (const m of matchesOf(UNIT_OF, folded)) {
      const span = makeSpan('ORGANIZATION', m.index, m.index + m[0].length, 0.82, 'institution');
      span.reason = 'health unit named by its kind and a name';
      spans.push(span);
    }
    for (const m of matchesOf(KIND_ADJECTIVE, folded)) {
      // "Grupo sanguíneo A+", "Groupe sanguin A": a blood group, not a firm.
      if (/[ \t]sangu/iu.test(m[0])) continue;
      const span = makeSpan('ORGANIZATION', m.index, m.index + m[0].length, 0.82, 'institution');
      span.reason = 'firm named by its kind, an adjective and a name';
      spans.push(span);
    }
    if (HYPHENED_HEAD.test(folded))
      for (const m of matchesOf(HYPHEN_HEAD, folded)) {
        const span = makeSpan('ORGANIZATION', m.index, m.index + m[0].length, 0.82, 'institution');
        span.reason = 'name joined by hyphens to its head noun';
        spans.push(span);
      }
    if (cyrillic)
      for (const m of matchesOf(RUSSIAN_BANK_WORD, folded)) {
        const span = makeSpan('ORGANIZATION', m.index, m.index + m[0].length, 0.8, 'institution');
        span.reason = 'bank named in one word';
        spans.push(span);
      }
    if (cyrillic)
      for (const m of matchesOf(RUSSIAN_QUOTED, folded)) {
        const span = makeSpan('ORGANIZATION', m.index, m.index + m[0].length, 0.84, 'institution');
        span.reason = 'firm named by its kind and a quoted name';
        spans.push(span);
      }
    if (cyrillic)
      for (const m of matchesOf(RUSSIAN, folded)) {
        const named = /"|№/.test(m[0]) || /^\p{Lu}/u.test(m[0]);
        if (!named || !/[ \t"№]/.test(m[0])) continue;
        const span = makeSpan('ORGANIZATION', m.index, m.index + m[0].length, 0.82, 'institution');
        span.reason = 'institution named by its head noun';
        spans.push(span);
      }
    // A name before a trailing sector word ("Kestrel Broadband", "Nordwind Spedition").
    trailingSectorOrgs(folded, spans);
    // A form's GP field: "Dr Ann Cole, Northgate Surgery".
    practiceAfterDoctor(folded, spans);
    return spans;
  },
);
