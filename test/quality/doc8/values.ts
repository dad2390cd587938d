/**
 * doc8's own value pools and local formats (never read by anyone tuning the detector). Pools
 * are split by position: even entries for dev8, odd ones for held8 (Ctx8.from).
 */
import type { Ctx8, L8, Lang8 } from './kit';

/** Given names (mixed) per language. */
const GIVEN: L8<string[]> = {
  eng: [
    'Rosalind',
    'Barnaby',
    'Philippa',
    'Cuthbert',
    'Genevieve',
    'Montgomery',
    'Harriet',
    'Leopold',
    'Winifred',
    'Fitzgerald',
    'Imogen',
    'Thaddeus',
    'Clementine',
    'Ambrose',
  ],
  spa: [
    'Maximiliana',
    'Fulgencio',
    'Encarnación',
    'Bartolomé',
    'Inmaculada',
    'Hermenegildo',
    'Visitación',
    'Leocadio',
    'Purificación',
    'Eustaquio',
    'Remedios',
    'Anselmo',
    'Candelaria',
    'Segismundo',
  ],
  fra: [
    'Marie-Christine',
    'Barthélemy',
    'Géraldine',
    'Anne-Laure',
    'Théophile',
    'Jean-Baptiste',
    'Ségolène',
    'Maximilien',
    'Évangéline',
    'Hippolyte',
    'Bernadette',
    'Enguerrand',
    'Clémentine',
    'Aurélien',
  ],
  deu: [
    'Hildegard',
    'Friedemann',
    'Walburga',
    'Gottfried',
    'Roswitha',
    'Bartholomäus',
    'Mechthild',
    'Wolfhard',
    'Adelheid',
    'Eberhard',
    'Gertrud',
    'Siegfried',
    'Irmgard',
    'Reinhold',
  ],
  ita: [
    'Massimiliano',
    'Annunziata',
    'Bartolomeo',
    'Genoveffa',
    'Gianfranco',
    'Mariagrazia',
    'Pierluigi',
    'Domenica',
    'Ermenegildo',
    'Crocifissa',
    'Gianmarco',
    'Benedetta',
    'Vittorio',
    'Loredana',
  ],
  por: [
    'Maximiliano',
    'Conceição',
    'Bartolomeu',
    'Esmeralda',
    'Sebastião',
    'Felismina',
    'Evangelista',
    'Guilhermina',
    'Anacleto',
    'Laurentina',
    'Florêncio',
    'Madalena',
    'Hermínio',
    'Albertina',
  ],
  rus: [
    'Александр Константинович',
    'Валентина Геннадьевна',
    'Святослав Игоревич',
    'Евгения Владимировна',
    'Вячеслав Аркадьевич',
    'Анастасия Вениаминовна',
    'Ростислав Юрьевич',
    'Людмила Станиславовна',
    'Всеволод Ефимович',
    'Маргарита Эдуардовна',
    'Иннокентий Павлович',
    'Екатерина Тимофеевна',
    'Владислав Родионович',
    'Елизавета Леонидовна',
  ],
};

/** Surnames per language (long ones, so that groff hyphenates them at line ends). */
const SURNAME: L8<string[]> = {
  eng: [
    'Throckmorton',
    'Fairweather',
    'Blackwood-Hastings',
    'Wetherington',
    'Cholmondeley',
    'Abernathy',
    'Pemberton-Lowe',
    'Huntingdon',
    'Sotheringham',
    'Winterbottom',
    'Ravenscroft',
    'Featherstonehaugh',
    'Kettleborough',
    'Ashworth',
  ],
  spa: [
    'Villavicencio',
    'Echeverría Goicoechea',
    'Santisteban',
    'Arriola Zubizarreta',
    'Valdemoro',
    'Castellanos de la Fuente',
    'Barrionuevo',
    'Olaizola Urquijo',
    'Montesinos',
    'Fuenmayor Carrasco',
    'Torrealday',
    'Peñalosa Benavides',
    'Villaescusa',
    'Aldecoa',
  ],
  fra: [
    'Vandenberghe',
    'Chateaubriand-Roussel',
    'Dumontier',
    'Lefebvre-Desnoettes',
    'Barthélémy-Caron',
    'Montgolfier',
    'Desmarchelier',
    'Vaillancourt',
    'Rochechouart',
    'Fontainebleau-Morel',
    'Delacroix',
    'Beauchamp-Lenoir',
    'Quennehen',
    'Grandjacquet',
  ],
  deu: [
    'Scheidemantel',
    'Oberhuber-Klingenstein',
    'Wolkenhauer',
    'Brandenburger',
    'Hinterseer',
    'Kaltenbrunner',
    'Schwarzenberger',
    'Eichendorff',
    'Rosenkranz-Vogel',
    'Liebknecht',
    'Hohenstaufer',
    'Mittermaier',
    'Grünwaldner',
    'Zimmermann-Roth',
  ],
  ita: [
    'Ambrosiani',
    'Castelfranchi',
    'Santangelo Bevilacqua',
    'Buonarroti',
    'Fontanarosa',
    'Lombardozzi',
    'Dellacasagrande',
    'Pietrangeli',
    'Scarpellini',
    'Montecatini',
    'Quattrocchi',
    'Serracchiani',
    'Bonaventura',
    'Chiaramonte',
  ],
  por: [
    'Vasconcelos Albuquerque',
    'Magalhães',
    'Figueiredo Bettencourt',
    'Nascimento',
    'Cavalcanti',
    'Quintanilha',
    'Mascarenhas',
    'Albergaria',
    'Carvalhosa Meireles',
    'Sequeira',
    'Vilaverde Damasceno',
    'Encarnação',
    'Montalvão',
    'Gouveia',
  ],
  rus: [
    'Шереметьев',
    'Преображенская',
    'Колокольцев',
    'Воскресенская',
    'Безбородов',
    'Милославская',
    'Трубецкой',
    'Белозерская',
    'Голенищев',
    'Вознесенская',
    'Остроумов',
    'Боголюбская',
    'Серебряков',
    'Завьялова',
  ],
};

/** Streets (with the number placed by `address`) per language. */
const STREET: L8<string[]> = {
  eng: [
    'Marlborough Crescent',
    'Kensington Gardens Terrace',
    'Wellingborough Road',
    'Sunningdale Avenue',
    'Buckinghamshire Close',
    'Huntingtower Drive',
    'Chesterfield Gardens',
    'Roxborough Place',
    'Abbotsbury Lane',
    'Cumberland Parade',
    'Fotheringay Road',
    'Westmorland Street',
  ],
  spa: [
    'Calle de Bravo Murillo',
    'Avenida de la Constitución',
    'Calle del Marqués de Urquijo',
    'Paseo de la Castellana',
    'Calle de Fuencarral',
    'Avenida de Andalucía',
    'Calle de Villanueva',
    'Ronda de Atocha',
    'Calle del Comandante Zorita',
    'Travesía de Belén',
    'Calle de Hermosilla',
    'Avenida de Blasco Ibáñez',
  ],
  fra: [
    'rue du Faubourg-Montmartre',
    'avenue de la Grande-Armée',
    'boulevard de Ménilmontant',
    'rue de la Chaussée-d’Antin',
    'allée des Marronniers',
    'quai des Célestins',
    'rue de Vaugirard',
    'impasse des Tonneliers',
    'avenue Jean-Jaurès',
    'rue des Francs-Bourgeois',
    'chemin de Ronde',
    'place des Terreaux',
  ],
  deu: [
    'Hindenburgstraße',
    'Friedrich-Ebert-Allee',
    'Kaiserswerther Straße',
    'Schwanthalerstraße',
    'Oberlandesgerichtsweg',
    'Brunnenbergstraße',
    'Rosenheimer Landstraße',
    'Kastanienallee',
    'Mühlenkamp',
    'Wilhelmshöher Allee',
    'Am Schwanenteich',
    'Hohenzollernring',
  ],
  ita: [
    'Via Giuseppe Garibaldi',
    'Corso Vittorio Emanuele II',
    'Viale della Repubblica',
    'Via dei Mille',
    'Piazza Santissima Annunziata',
    'Via Alessandro Manzoni',
    'Lungotevere Flaminio',
    'Via Sant’Agostino',
    'Corso Buenos Aires',
    'Via Monte Napoleone',
    'Viale Papiniano',
    'Via Porta Palazzo',
  ],
  por: [
    'Rua Almirante Cândido dos Reis',
    'Avenida da Liberdade',
    'Travessa do Carvalhal',
    'Rua de Santa Catarina',
    'Avenida Fontes Pereira de Melo',
    'Rua do Bonjardim',
    'Largo do Intendente',
    'Rua Conselheiro Lopo Vaz',
    'Calçada da Estrela',
    'Rua Nossa Senhora de Fátima',
    'Avenida dos Aliados',
    'Rua Dom João V',
  ],
  rus: [
    'ул. Большая Покровская',
    'Ленинградский проспект',
    'ул. Краснопресненская',
    'Старомонетный пер.',
    'ул. Верхнеторговая',
    'наб. Обводного канала',
    'ул. Богдана Хмельницкого',
    'Комсомольский проспект',
    'ул. Малая Садовая',
    'Рождественский бульвар',
    'ул. Кировоградская',
    'шоссе Энтузиастов',
  ],
};

/** Towns with a postcode (`[postcode, town]`). */
const TOWN: L8<Array<[string, string]>> = {
  eng: [
    ['NN8 4BQ', 'Wellingborough'],
    ['GL50 3PR', 'Cheltenham'],
    ['SK17 6DX', 'Buxton'],
    ['LN2 5HT', 'Lincoln'],
    ['TQ1 2LX', 'Torquay'],
    ['HG1 1EU', 'Harrogate'],
    ['CT1 2RB', 'Canterbury'],
    ['SY23 1DE', 'Aberystwyth'],
    ['DH1 3LE', 'Durham'],
    ['BA1 5PW', 'Bath'],
  ],
  spa: [
    ['28020', 'Madrid'],
    ['41001', 'Sevilla'],
    ['46010', 'Valencia'],
    ['50004', 'Zaragoza'],
    ['33003', 'Oviedo'],
    ['37002', 'Salamanca'],
    ['18009', 'Granada'],
    ['15701', 'Santiago de Compostela'],
    ['09003', 'Burgos'],
    ['30004', 'Murcia'],
  ],
  fra: [
    ['75009', 'Paris'],
    ['69002', 'Lyon'],
    ['33000', 'Bordeaux'],
    ['59800', 'Lille'],
    ['67000', 'Strasbourg'],
    ['31000', 'Toulouse'],
    ['44000', 'Nantes'],
    ['21000', 'Dijon'],
    ['13006', 'Marseille'],
    ['35000', 'Rennes'],
  ],
  deu: [
    ['45127', 'Essen'],
    ['80336', 'München'],
    ['40479', 'Düsseldorf'],
    ['34119', 'Kassel'],
    ['22303', 'Hamburg'],
    ['50672', 'Köln'],
    ['04109', 'Leipzig'],
    ['70173', 'Stuttgart'],
    ['90402', 'Nürnberg'],
    ['28195', 'Bremen'],
  ],
  ita: [
    ['20121', 'Milano'],
    ['00196', 'Roma'],
    ['50121', 'Firenze'],
    ['10122', 'Torino'],
    ['40126', 'Bologna'],
    ['80138', 'Napoli'],
    ['16124', 'Genova'],
    ['35122', 'Padova'],
    ['90133', 'Palermo'],
    ['37121', 'Verona'],
  ],
  por: [
    ['1250-096', 'Lisboa'],
    ['4000-322', 'Porto'],
    ['3000-214', 'Coimbra'],
    ['4700-424', 'Braga'],
    ['8000-138', 'Faro'],
    ['2400-137', 'Leiria'],
    ['7000-651', 'Évora'],
    ['3800-200', 'Aveiro'],
    ['4900-347', 'Viana do Castelo'],
    ['6000-084', 'Castelo Branco'],
  ],
  rus: [
    ['603005', 'Нижний Новгород'],
    ['190031', 'Санкт-Петербург'],
    ['420111', 'Казань'],
    ['630099', 'Новосибирск'],
    ['620014', 'Екатеринбург'],
    ['344002', 'Ростов-на-Дону'],
    ['443099', 'Самара'],
    ['150000', 'Ярославль'],
    ['125009', 'Москва'],
    ['236022', 'Калининград'],
  ],
};

/** The roles organisations play in doc8's documents. */
export type Role8 = 'firm' | 'care' | 'body' | 'court' | 'bank' | 'school';

/** Organisations per language and role; most carry no legal form. */
const ORG: L8<Record<Role8, string[]>> = {
  eng: {
    court: [
      'Central London County Court',
      'Employment Tribunal (Bristol)',
      'Manchester Civil Justice Centre',
      'Cardiff Magistrates’ Court',
    ],
    firm: [
      'Harrowgate Precision Engineering',
      'Bramblefield Logistics',
      'Kingfisher Hospitality Group Ltd',
      'Northumbrian Waterworks',
      'Oakhaven Property Management',
      'Silverbirch Software',
      'Thistledown Catering',
      'Wrexham Valley Builders plc',
    ],
    care: [
      'St Bartholomew’s Infirmary',
      'Radcliffe Community Hospital',
      'Greenacres Rehabilitation Centre',
      'Moorfield Medical Practice',
    ],
    body: [
      'Wellingborough Borough Council',
      'Leicestershire Constabulary',
      'Crown Prosecution Service',
      'HM Courts and Tribunals Service',
    ],
    bank: ['Yorkshire Building Society', 'Metro Bank', 'Nationwide', 'Coventry Building Society'],
    school: [
      'University of Gloucestershire',
      'Birkbeck College',
      'Loughborough University',
      'Royal Holloway',
    ],
  },
  spa: {
    court: [
      'Juzgado de lo Social número 3 de Sevilla',
      'Juzgado de Primera Instancia número 12 de Valencia',
      'Audiencia Provincial de Zaragoza',
      'Juzgado de lo Mercantil número 1 de Oviedo',
    ],
    firm: [
      'Construcciones Villarreal',
      'Transportes Hermanos Echevarría',
      'Inmobiliaria Puertollano S.L.',
      'Bodegas Riberalta',
      'Talleres Mecánicos Aranzadi',
      'Consultoría Albarracín',
      'Hostelería Costablanca',
      'Distribuciones Ultramarinas Navarro S.A.',
    ],
    care: [
      'Hospital Universitario Marqués de Valdecilla',
      'Clínica Nuestra Señora del Rosario',
      'Hospital General Universitario Gregorio Marañón',
      'Centro de Salud Arganzuela',
    ],
    body: [
      'Ayuntamiento de Salamanca',
      'Juzgado de Primera Instancia número 4',
      'Policía Municipal',
      'Agencia Tributaria',
    ],
    bank: ['Caja Rural de Navarra', 'Ibercaja', 'Unicaja', 'Kutxabank'],
    school: [
      'Universidad Complutense',
      'Universitat de València',
      'Universidad de Deusto',
      'Universidad Pontificia Comillas',
    ],
  },
  fra: {
    court: [
      'Conseil de prud’hommes de Nanterre',
      'Tribunal judiciaire de Rennes',
      'Cour d’appel de Versailles',
      'Tribunal de commerce de Lille Métropole',
    ],
    firm: [
      'Menuiseries Beauregard',
      'Transports Delacourt et Fils',
      'Imprimerie Vauquelin SARL',
      'Boulangeries Chantegrelet',
      'Cabinet Desrosiers Conseil',
      'Établissements Marchandeau',
      'Laboratoires Villeneuve',
      'Société Lyonnaise de Manutention SAS',
    ],
    care: [
      'Centre hospitalier universitaire de Montpellier',
      'Clinique Sainte-Geneviève',
      'Hôpital Lariboisière',
      'Polyclinique des Quatre-Pavillons',
    ],
    body: [
      'Tribunal judiciaire de Bordeaux',
      'Préfecture de la Gironde',
      'Commissariat central de Lille',
      'Caisse primaire d’assurance maladie',
    ],
    bank: [
      'Crédit Mutuel de Bretagne',
      'Banque Populaire Rives de Paris',
      'Caisse d’Épargne Hauts de France',
      'LCL',
    ],
    school: [
      'Université Paris-Panthéon-Assas',
      'Sciences Po Bordeaux',
      'Université Grenoble Alpes',
      'École normale supérieure de Lyon',
    ],
  },
  deu: {
    court: [
      'Arbeitsgericht Düsseldorf',
      'Landgericht Frankenthal (Pfalz)',
      'Amtsgericht Tempelhof-Kreuzberg',
      'Oberlandesgericht Celle',
    ],
    firm: [
      'Maschinenbau Hinterkirchner',
      'Spedition Rheinland-Westfalen',
      'Wohnungsbaugenossenschaft Rheinblick eG',
      'Bäckerei Oberlechner',
      'Elektrotechnik Sonnenschein',
      'Hausverwaltung Kranichstein',
      'Gebäudereinigung Blitzblank',
      'Ingenieurbüro Wasserkamp GmbH',
    ],
    care: [
      'Universitätsklinikum Schleswig-Holstein',
      'Evangelisches Krankenhaus Königin Elisabeth',
      'St.-Vinzenz-Hospital',
      'Rehabilitationsklinik Schwarzwaldblick',
    ],
    body: [
      'Landgericht Mönchengladbach',
      'Polizeipräsidium Oberbayern Nord',
      'Amtsgericht Charlottenburg',
      'Bezirksamt Friedrichshain-Kreuzberg',
    ],
    bank: [
      'Stadtsparkasse Gelsenkirchen',
      'Volksbank Mittelhessen',
      'Kreissparkasse Ludwigsburg',
      'Hamburger Sparkasse',
    ],
    school: [
      'Ruprecht-Karls-Universität Heidelberg',
      'Technische Universität Dresden',
      'Hochschule Niederrhein',
      'Ludwig-Maximilians-Universität München',
    ],
  },
  ita: {
    court: [
      'Tribunale di Milano, Sezione Lavoro',
      'Tribunale ordinario di Firenze',
      'Corte d’Appello di Genova',
      'Giudice di Pace di Verona',
    ],
    firm: [
      'Officine Meccaniche Castelnuovo',
      'Trasporti Fratelli Bellandi',
      'Costruzioni Edili Valtellina S.r.l.',
      'Pasticceria Sant’Ambrogio',
      'Studio Associato Ferraresi',
      'Tipografia Montefeltro',
      'Cooperativa Agricola Valdarno',
      'Manifatture Tessili Biellesi S.p.A.',
    ],
    care: [
      'Azienda Ospedaliera Sant’Andrea',
      'Policlinico Universitario Agostino Gemelli',
      'Ospedale Maggiore della Carità',
      'Casa di Cura Villa Serena',
    ],
    body: [
      'Tribunale ordinario di Bologna',
      'Questura di Torino',
      'Comune di Sesto San Giovanni',
      'Agenzia delle Entrate',
    ],
    bank: [
      'Banca Popolare di Sondrio',
      'Cassa di Risparmio di Asti',
      'Credito Emiliano',
      'Banca Sella',
    ],
    school: [
      'Università degli Studi di Padova',
      'Politecnico di Torino',
      'Università Ca’ Foscari',
      'Scuola Normale Superiore',
    ],
  },
  por: {
    court: [
      'Tribunal Judicial da Comarca de Lisboa Oeste',
      'Tribunal do Trabalho de Coimbra',
      'Juízo Local Cível do Porto',
      'Tribunal da Relação de Guimarães',
    ],
    firm: [
      'Construções Vale do Sousa',
      'Transportes Irmãos Figueiredo',
      'Imobiliária Atlântida Lda.',
      'Padaria Flor de Sintra',
      'Metalúrgica Alvorada',
      'Gabinete Contabilístico Meireles',
      'Hotelaria Costa Dourada',
      'Cerâmicas Aveirenses S.A.',
    ],
    care: [
      'Centro Hospitalar Universitário de São João',
      'Hospital de Santa Maria',
      'Clínica da Misericórdia de Guimarães',
      'Unidade de Saúde Familiar Arco-Íris',
    ],
    body: [
      'Tribunal Judicial da Comarca de Braga',
      'Polícia de Segurança Pública',
      'Câmara Municipal de Matosinhos',
      'Autoridade Tributária e Aduaneira',
    ],
    bank: [
      'Caixa Geral de Depósitos',
      'Banco Comercial Português',
      'Crédito Agrícola',
      'Novo Banco',
    ],
    school: [
      'Universidade de Coimbra',
      'Universidade do Minho',
      'Instituto Superior Técnico',
      'Universidade Nova de Lisboa',
    ],
  },
  rus: {
    court: [
      'Нижегородский районный суд',
      'Арбитражный суд Свердловской области',
      'Куйбышевский районный суд',
      'Мировой судья судебного участка № 3',
    ],
    firm: [
      'ООО «Волжская строительная компания»',
      'Типография «Печатный двор»',
      'Транспортная компания «Сибирский путь»',
      'АО «Уралэлектромонтаж»',
      'Хлебозавод «Каравай»',
      'Агентство недвижимости «Квартал»',
      'Управляющая компания «Жилкомсервис»',
      'ПАО «Северсталь-Метиз»',
    ],
    care: [
      'Городская клиническая больница № 40',
      'Областная клиническая больница имени Семашко',
      'Поликлиника № 12',
      'Кардиологический центр «Сердце»',
    ],
    body: [
      'Отдел полиции № 5 УМВД России по г. Казани',
      'Управление Росреестра',
      'Администрация Ленинского района',
      'Межрайонная инспекция ФНС № 18',
    ],
    bank: ['Сбербанк', 'Банк «Санкт-Петербург»', 'Ак Барс Банк', 'Газпромбанк'],
    school: [
      'Казанский федеральный университет',
      'Высшая школа экономики',
      'Уральский федеральный университет',
      'Новосибирский государственный университет',
    ],
  },
};

/** Country calling codes, IBAN country and length, and the national number of each language. */
const IBAN: L8<[string, number]> = {
  eng: ['GB', 22],
  spa: ['ES', 24],
  fra: ['FR', 27],
  deu: ['DE', 22],
  ita: ['IT', 27],
  por: ['PT', 25],
  rus: ['RU', 20],
};

/** A person's full name (marked PERSON_NAME). */
export function person(c: Ctx8): string {
  return c.m('PERSON_NAME', `${c.from(GIVEN[c.lang])} ${c.from(SURNAME[c.lang])}`);
}

/** A surname alone, for "Mr X" echoes: returns [full name, surname]; both marked where printed. */
export function personParts(c: Ctx8): [string, string] {
  const given = c.from(GIVEN[c.lang]);
  const surname = c.from(SURNAME[c.lang]);
  return [`${given} ${surname}`, surname];
}

/** An organisation of a role (marked ORGANIZATION). */
export function org(c: Ctx8, role: Role8): string {
  return c.m('ORGANIZATION', c.from(ORG[c.lang][role]));
}

/** A town (marked LOCATION). */
export function town(c: Ctx8): string {
  return c.m('LOCATION', c.from(TOWN[c.lang])[1]);
}

/** A postal address, printed on one line or as a block of lines (marked ADDRESS, one span, when read). */
export function address(c: Ctx8): { line: string; lines: string[] } {
  const street = c.from(STREET[c.lang]);
  const n = String(c.int(2, 188));
  const [pc, t] = c.from(TOWN[c.lang]);
  const lang: Lang8 = c.lang;
  const first =
    lang === 'eng'
      ? `${c.chance(0.3) ? `Flat ${c.int(1, 24)}, ` : ''}${n} ${street}`
      : lang === 'fra'
        ? `${n} ${street}`
        : lang === 'ita'
          ? `${street} ${n}`
          : lang === 'spa'
            ? `${street}, ${n}${c.chance(0.5) ? `, ${c.int(1, 9)}.º ${c.pick(['A', 'B', 'izda.', 'dcha.'])}` : ''}`
            : lang === 'por'
              ? `${street}, ${n}${c.chance(0.5) ? `, ${c.int(1, 6)}.º ${c.pick(['Esq.', 'Dto.', 'A'])}` : ''}`
              : `${street} ${n}${c.chance(0.2) ? 'a' : ''}`;
  if (lang === 'rus') {
    // Russian order: postcode and town, then street, house and flat.
    const head = `${pc}, г. ${t}`;
    const tail = `${street}, д. ${n}${c.chance(0.6) ? `, кв. ${c.int(1, 240)}` : ''}`;
    return {
      get line() {
        return c.m('ADDRESS', `${head}, ${tail}`);
      },
      get lines() {
        c.m('ADDRESS', `${tail} ${head}`);
        return [tail, head];
      },
    };
  }
  const second =
    lang === 'eng'
      ? `${t} ${pc}`
      : lang === 'ita'
        ? `${pc} ${t}${c.chance(0.5) ? ` (${t.slice(0, 2).toUpperCase()})` : ''}`
        : `${pc} ${t}`;
  // Marked when printed: the one-line form and the block of lines are different strings.
  return {
    get line() {
      return c.m('ADDRESS', `${first}, ${second}`);
    },
    get lines() {
      c.m('ADDRESS', `${first} ${second}`);
      return [first, second];
    },
  };
}

/** A phone number in the language's usual shapes (marked PHONE). */
export function phone(c: Ctx8): string {
  const d = (n: number) => c.digits(n);
  const shapes: L8<string[]> = {
    eng: [`01${d(3)} ${d(6)}`, `+44 7${d(3)} ${d(6)}`, `(01${d(3)}) ${d(3)} ${d(3)}`],
    spa: [
      `+34 9${d(2)} ${d(3)} ${d(3)}`,
      `6${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
      `91 ${d(3)} ${d(2)} ${d(2)}`,
    ],
    fra: [
      `0${c.int(1, 5)} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
      `+33 6 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`,
      `06.${d(2)}.${d(2)}.${d(2)}.${d(2)}`,
    ],
    deu: [`0${d(3)} ${d(7)}`, `+49 (0)${d(2)} ${d(4)}-${d(3)}`, `0171 ${d(7)}`],
    ita: [`+39 0${d(2)} ${d(7)}`, `3${d(2)} ${d(3)} ${d(4)}`, `0${d(2)} ${d(4)} ${d(3)}`],
    por: [`+351 2${d(2)} ${d(3)} ${d(3)}`, `9${d(2)} ${d(3)} ${d(3)}`, `21 ${d(3)} ${d(4)}`],
    // Drawn only for Russian, so that the other languages' numbers stay as they were.
    rus:
      c.lang === 'rus'
        ? [
            `+7 (9${d(2)}) ${d(3)}-${d(2)}-${d(2)}`,
            `8 (8${d(2)}) ${d(3)}-${d(2)}-${d(2)}`,
            `+7 495 ${d(3)} ${d(2)} ${d(2)}`,
          ]
        : [],
  };
  return c.m('PHONE', c.pick(shapes[c.lang]));
}

const TLD: L8 = { eng: 'co.uk', spa: 'es', fra: 'fr', deu: 'de', ita: 'it', por: 'pt', rus: 'ru' };
const TRANSLIT: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** An e-mail address made from a name at `site` under the language's country domain (marked EMAIL). */
export function email(c: Ctx8, name: string, site: string): string {
  const domain = `${site}.${TLD[c.lang]}`;
  if (c.lang === 'rus') {
    // Russian: the given name's initial and the surname, transliterated.
    const words = name.toLowerCase().split(' ');
    const latin = (s: string) => [...s].map((ch) => TRANSLIT[ch] ?? ch).join('');
    return c.m('EMAIL', `${latin(words[0]![0]!)}.${latin(words[words.length - 1]!)}@${domain}`);
  }
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f’']/g, '')
    .toLowerCase()
    .split(/[\s-]+/);
  return c.m('EMAIL', `${ascii[0]}.${ascii[ascii.length - 1]}@${domain}`);
}

/** An IBAN printed in groups of four (marked ACCOUNT). */
export function iban(c: Ctx8): string {
  // Russia has no IBAN: a 20-digit settlement account (расчётный счёт), printed unbroken.
  if (c.lang === 'rus')
    return c.m('ACCOUNT', `40${c.pick(['702', '817', '802'])}810${c.digits(12)}`);
  const [cc, len] = IBAN[c.lang];
  const body = `${cc}${c.digits(2)}${c.digits(len - 4)}`;
  return c.m('ACCOUNT', body.replace(/(.{4})/g, '$1 ').trim());
}

const MONTHS: L8<string[]> = {
  eng: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  spa: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  fra: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  deu: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  ita: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
  por: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
  rus: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
};

/** A calendar date, written out or numeric (marked DATE); `year` bounds the year. */
export function date(c: Ctx8, lo = 2023, hi = 2026, numeric = c.chance(0.4)): string {
  const d = c.int(1, 28);
  const mo = c.int(1, 12);
  const y = c.int(lo, hi);
  const p2 = (n: number) => String(n).padStart(2, '0');
  const name = MONTHS[c.lang][mo - 1]!;
  const text = numeric
    ? c.lang === 'deu' || c.lang === 'rus'
      ? `${p2(d)}.${p2(mo)}.${y}`
      : c.lang === 'por' && c.chance(0.3)
        ? `${y}-${p2(mo)}-${p2(d)}`
        : `${p2(d)}/${p2(mo)}/${y}`
    : c.lang === 'eng' || c.lang === 'rus'
      ? `${d} ${name} ${y}`
      : c.lang === 'deu'
        ? `${d}. ${name} ${y}`
        : c.lang === 'spa' || c.lang === 'por'
          ? `${d} de ${name} de ${y}`
          : `${d} ${name} ${y}`;
  return c.m('DATE', text);
}

/** A money amount with its currency (marked MONEY_AMOUNT). */
export function money(c: Ctx8, lo: number, hi: number): string {
  const v = c.int(lo, hi);
  const cents = c.chance(0.5) ? '00' : String(c.int(10, 99));
  const grouped = (sep: string) => String(v).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const text =
    c.lang === 'eng'
      ? `£${grouped(',')}.${cents}`
      : c.lang === 'rus'
        ? `${grouped(' ')},${cents} руб.`
        : c.lang === 'fra'
          ? `${grouped('\u00a0')},${cents} €`
          : c.lang === 'por'
            ? `${grouped('.')},${cents} €`
            : c.lang === 'ita' && c.chance(0.4)
              ? `€ ${grouped('.')},${cents}`
              : `${grouped('.')},${cents} €`;
  return c.m('MONEY_AMOUNT', text.replace(/\u00a0/g, ' '));
}

/** A person's national number (marked SSN). */
export function nationalId(c: Ctx8): string {
  const L = 'ABCDEFGHJKLMNPRSTVWXYZ';
  const text: L8<() => string> = {
    eng: () =>
      `${c.letters(2, 'ABCEGHJKLMNPRSTWXYZ')} ${c.digits(2)} ${c.digits(2)} ${c.digits(2)} ${c.pick(['A', 'B', 'C', 'D'])}`,
    spa: () => `${c.digits(8)}-${c.letters(1, L)}`,
    fra: () =>
      `${c.pick(['1', '2'])} ${c.digits(2)} ${c.digits(2)} ${c.digits(2)} ${c.digits(3)} ${c.digits(3)} ${c.digits(2)}`,
    deu: () => `${c.digits(2)} ${c.digits(3)} ${c.digits(3)} ${c.digits(3)}`,
    ita: () =>
      `${c.letters(6, 'BCDFGHLMNPRSTVZ')}${c.digits(2)}${c.letters(1, 'ABCDEHLMPRST')}${c.digits(2)}${c.letters(1, 'ABCDEFGHILM')}${c.digits(3)}${c.letters(1)}`,
    por: () => `${c.digits(3)} ${c.digits(3)} ${c.digits(3)}`,
    rus: () => `${c.digits(3)}-${c.digits(3)}-${c.digits(3)} ${c.digits(2)}`,
  };
  return c.m('SSN', text[c.lang]());
}

/** A record/case/file number with a prefix (marked ID). */
export function recordId(c: Ctx8, prefix: string): string {
  return c.m('ID', `${prefix}${c.digits(c.int(5, 8))}`);
}

/** An age with its unit word (marked AGE). */
export function age(c: Ctx8, lo: number, hi: number): string {
  const n = c.int(lo, hi);
  const rus =
    n % 10 === 1 && n % 100 !== 11
      ? 'год'
      : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14)
        ? 'года'
        : 'лет';
  const unit: L8 = {
    rus,
    eng: 'years',
    spa: 'años',
    fra: 'ans',
    deu: 'Jahre',
    ita: 'anni',
    por: 'anos',
  };
  return c.m('AGE', `${n} ${unit[c.lang]}`);
}
