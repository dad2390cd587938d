/**
 * Words that are often capitalised (sentence starts, headings, Title Case) but are no part of a
 * person's name, in the seven languages. A capitalised run is trimmed of these before it can be
 * taken for a name, so "Why is Katrine" yields "Katrine" and "Key Features" yields nothing.
 */
export const COMMON_CAPITALISED: ReadonlySet<string> = new Set(
  // English function words, pronouns, question words and sentence openers
  (
    "a an the this that these those there here it its i i'm i'd i'll i've me my mine we our us " +
    'you your he him his she her they them their what who whom whose which why when where how ' +
    'is are was were be been being am do does did done have has had having will would shall ' +
    'should can could may might must not no yes and or but nor so yet for of to in on at by ' +
    'with from into onto over under about after before since until while if then than as also ' +
    'just only even still ever never always sometimes often maybe perhaps please thanks thank ' +
    'hello hi hey dear ok okay oh well now today tomorrow yesterday tonight all any some each ' +
    'every both either neither none one two three four five six seven eight nine ten first ' +
    'second third last next new old other another such same more most less many much few very ' +
    'unlike like during despite although though because unless whether upon within without ' +
    'between among against toward towards via per re fw fwd cc bcc subject note notes ' +
    // Headings, document and form words
    'name names address phone mobile fax desk email e-mail website web date time total summary ' +
    'introduction conclusion overview contents chapter section page table figure appendix ' +
    'key features feature why choose about contact home services service products product ' +
    'personal info information details account customer client user bot agent support team ' +
    'billing shipping order invoice receipt payment card number id report project plan ' +
    'annual quarterly monthly weekly daily general public private important urgent final draft ' +
    'mission statement title description status type category level part step item ' +
    'action adventure animation comedy kids family mystery suspense drama horror romance ' +
    'news sports music film movie song album book story chapter world national international ' +
    'global local united north south east west northern southern eastern western central ' +
    'upper lower great big little small good best better bad free open closed yours sincerely ' +
    'regards best kind warm cheers attn attention dept department office manager director ' +
    'president ceo cto cfo chairman head senior junior assistant associate sir madam mr mrs ms ' +
    'dr prof st saint mount lake river street road avenue city state county country ' +
    'university college school hospital bank church court police army navy republic kingdom ' +
    'christmas easter halloween thanksgiving ramadan new year god lord ' +
    // Spanish, French, German, Italian, Portuguese function words and openers
    'el la los las un una unos unas lo de del al y o pero que quien como cuando donde por para ' +
    'con sin sobre este esta estos estas ese esa mi mis su sus tu tus nuestro hola gracias ' +
    'le les une des du au aux et ou mais qui quoi comment quand où pour avec sans sur ce cette ' +
    'ces mon ma mes son sa ses notre votre bonjour merci madame monsieur ' +
    'der die das den dem des ein eine einer und oder aber wer wie wann wo warum für mit ohne ' +
    'auf bei von zu im am ich du er sie es wir ihr mein meine sein seine hallo danke ' +
    'il lo gli i uno una e ma che chi come quando dove perché per con senza su questo questa ' +
    'ciao grazie o os um uma e mas quem como quando onde porque para com sem sobre este esta ' +
    'olá obrigado obrigada ' +
    // Languages and nationalities of a CV or a statistics table ("Languages: English, French"),
    // and the placeholder text of templates ("Lorem Ipsum")
    'english french spanish italian portuguese russian chinese japanese arabic dutch polish ' +
    'turkish greek swedish norwegian danish finnish czech hungarian korean hindi lorem ipsum ' +
    // Sentence openers that follow a variable's full stop in technical text ("auf X. Dann ist",
    // "soit E. Alors", "sea X. Entonces"): never a surname after an initial
    'dann sei seien diese dieser dieses dies also nun hier daher somit damit jede jeder jedes ' +
    'alle man gilt sind ist nach durch über unter gegen vor zwischen bis weil wenn dass als ' +
    'auch noch schon sehr kein keine nicht ja nein hierbei dabei dazu insbesondere sodass wobei ' +
    'alors donc puis ensuite soit dans par ici ainsi car si nous vous ils elles tout tous ' +
    'toute toutes chaque entonces luego así sea pues también cada todo todos todas nosotros ' +
    'ellos ellas aquí allora quindi poi dunque ogni tutto tutti tutte anche então depois assim ' +
    'seja aqui também nós eles elas тогда затем пусть это эта этот эти все каждый также здесь ' +
    // Salutation words and titles written out ("Estimada Señora García:", "Sehr geehrte Frau")
    'estimado estimada estimados querido querida señor señora señorita señores doña signor ' +
    'signora signore signorina gentile egregio egregia senhor senhora prezado prezada exmo exma ' +
    'geehrte geehrter liebe lieber mademoiselle ' +
    // Column headers of amounts and items ("Concepto Importe", "Position Betrag", "Статья Сумма")
    'importe montant betrag importo montante сумма amount concepto rubrique rubrica voce ' +
    'posición position показатель статья descrição ' +
    // German nouns that follow "in"/"aus" in forms ("in Höhe von", "in Ordnung", "in Anlage")
    'höhe ordnung bezug anlage anhang rechnung ' +
    // Page and heading words of the seven languages ("Página 2", "Seite 3", "Стр. 4")
    'página pagina seite стр страница lista formulario formulaire formular modulo formulário ' +
    // Flat, floor and building words of an address line ("Apartment 7", "Escalera B", "Aufgang B")
    'apartment flat suite unit building floor level tower escalera bloque portal planta puerta ' +
    'bâtiment escalier appartement étage porte wohnung aufgang hinterhaus vorderhaus stock ' +
    'scala interno palazzina piano bloco andar lote квартира корпус подъезд этаж офис ' +
    // Parties and departments named by their role ("to Tenant", "from Human Resources")
    'tenant landlord lessor lessee employee employer client customer patient seller buyer ' +
    'contractor owner department resources human team checklist inspection ' +
    // Statement fields after a party ("Piotr Engelhardt Verwendungszweck", "CAUSALE", "IBAN")
    'verwendungszweck causale motif concepto mandatsref iban bic karte ' +
    // Form labels that a wrapped name may run into ("Tanisha" / "Birthdate", "Familienname …
    // Vorname") and document kinds (words that also name firms, "Data", "Mobile", "Finance",
    // "Engineering", are left out: "Nordic Data Systems")
    'birthdate fecha datum дата téléphone telefon telefono telefone телефон signature ' +
    'unterschrift assinatura подпись references referencias références referenzen referenze ' +
    'referências рекомендации familienname vorname nachname geburtsdatum bruttojahresgehalt ' +
    'gehalt salary salario salaire stipendio salário lease contrato bail mietvertrag contratto ' +
    'arrendamento договор personen leiterin leiter nómina bisherige frühere aktuelle previous ' +
    'former nombre apellidos apellido prénom cognome sobrenome apelidos имя фамилия отчество given'
  ).split(' '),
);
