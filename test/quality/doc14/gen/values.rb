# doc14's value pools, written from general knowledge for this set (no value taken from another
# set). Pools are split by position between the parts: even entries for dev14, odd ones for
# held14 (`half`). Given-name lists alternate two women's and two men's names, so both parts name
# women and men.
# frozen_string_literal: true

module Pools
  LANGS = %w[en es fr de it pt ru].freeze

  GIVEN = {
    'en' => %w[Harriet Imogen Callum Rhys Bethany Philippa Declan Ewan Niamh Saoirse Gareth Tobias
               Felicity Henrietta Rupert Alistair Maisie Kirsty Hamish Lachlan Georgina Araminta
               Crispin Benedict Tamsin Lowri Dafydd Ciaran Rosalind Wilhelmina Barnaby Jolyon],
    'es' => ['Ainhoa', 'Itziar', 'Íñigo', 'Gonzalo', 'Remedios', 'Montserrat', 'Baltasar', 'Eusebio',
             'Nerea', 'Begoña', 'Joaquín', 'Rodrigo', 'Macarena', 'Inmaculada', 'Fermín', 'Ignacio',
             'Rocío', 'Almudena', 'Aitor', 'Xabier', 'Covadonga', 'Yolanda', 'Leandro', 'Teodoro',
             'Esperanza', 'Guadalupe', 'Anselmo', 'Marcelino', 'Consuelo', 'Soledad', 'Ramiro', 'Jacinto'],
    'fr' => ['Ségolène', 'Gwendoline', 'Aurélien', 'Thibault', 'Solène', 'Bérénice', 'Gaspard', 'Anatole',
             'Clémence', 'Ophélie', 'Maxence', 'Enguerrand', 'Apolline', 'Domitille', 'Baptiste', 'Grégoire',
             'Maëlys', 'Perrine', 'Florentin', 'Corentin', 'Éloïse', 'Héloïse', 'Tanguy', 'Yannick',
             'Capucine', 'Albane', 'Évrard', 'Lancelot', 'Mathilde', 'Léonie', 'Ambroise', 'Césaire'],
    'de' => ['Hannelore', 'Wiebke', 'Detlef', 'Gunther', 'Friederike', 'Annegret', 'Volker', 'Eckhard',
             'Sieglinde', 'Mareike', 'Torsten', 'Hartmut', 'Gudrun', 'Roswitha', 'Ulrich', 'Reinhold',
             'Ortrud', 'Liesel', 'Lutz', 'Wolfram', 'Dörte', 'Imke', 'Björn', 'Jürgen', 'Heike', 'Rieke',
             'Gerold', 'Kunibert', 'Almut', 'Edeltraud', 'Siegfried', 'Malte'],
    'it' => %w[Ludovica Benedetta Gianluca Ottavio Ginevra Cristiana Pierluigi Ermanno Loredana Mirella
               Corrado Tiziano Arianna Noemi Gualtiero Raffaele Ornella Serena Vittorio Cesare
               Graziella Rosalba Amedeo Fiorenzo Donatella Carlotta Eugenio Ippolito Costanza Fiamma
               Leonardo Ruggero],
    'pt' => ['Conceição', 'Leonor', 'Gonçalo', 'Duarte', 'Filipa', 'Inês', 'Tomé', 'Rodrigo', 'Graça',
             'Matilde', 'Afonso', 'Vasco', 'Benedita', 'Madalena', 'Salvador', 'Lourenço', 'Teresa',
             'Carolina', 'Sebastião', 'Martim', 'Irene', 'Fátima', 'Simão', 'Henrique', 'Glória',
             'Rosário', 'Bernardo', 'Caetano', 'Natália', 'Odete', 'Amândio', 'Joaquim'],
    'ru' => %w[Ольга Дарья Тимофей Всеволод Ксения Варвара Ярослав Святослав Полина Василиса Григорий
               Леонид Анастасия Зинаида Матвей Степан Евгения Людмила Остап Родион Алевтина Светлана
               Аркадий Филипп Кира Лидия Валентин Эдуард Раиса Таисия Игнат Емельян]
  }.freeze

  # The given names above that are women's (the lists alternate two women's, two men's names).
  def self.female?(lang, given)
    (GIVEN[lang].index(given) % 4) < 2
  end

  SURNAMES = {
    'en' => %w[Pemberton Whitcombe Ashworth Threlfall Kingsley Fairbrother Holloway Marchbanks Osgood
               Prendergast Lockwood Haverford Blackmore Cartwright Dunstable Fenwick Greenhalgh
               Hargreaves Illingworth Jessop Kettering Lambourne Mottram Northcote Ormerod Pickering
               Quartermaine Rushworth Sowerby Tattersall Underhill Wetherby Yardley Boothroyd
               Cholmondeley Dimmock Entwhistle Fothergill],
    'es' => ['Arrieta', 'Beltrán', 'Cuadrado', 'Echeverría', 'Fuentes', 'Garrido', 'Herrero', 'Iglesias',
             'Jurado', 'Lozano', 'Márquez', 'Navarro', 'Olmedo', 'Pacheco', 'Quintana', 'Robledo',
             'Salcedo', 'Toledano', 'Urquiza', 'Valverde', 'Zamora', 'Aguirre', 'Barrientos', 'Carmona',
             'Domínguez', 'Escobar', 'Figueroa', 'Galindo', 'Hidalgo', 'Ibarra', 'Llorente', 'Montoya'],
    'fr' => ['Aubertin', 'Beaumanoir', 'Chevallier', 'Delacroix', 'Escoffier', 'Fontaine', 'Guillemot',
             'Hamelin', 'Jacquemart', 'Lemoine', 'Marchetti', 'Noiret', 'Ollivier', 'Péguy', 'Quesnel',
             'Rivière', 'Saulnier', 'Tessier', 'Vautrin', 'Wattier', 'Brossard', 'Cordier', 'Desjardins',
             'Ferrand', 'Gauthier', 'Huchon', 'Joubert', 'Lacombe', 'Mercier', 'Pelletier', 'Rouvière',
             'Texier'],
    'de' => ['Achenbach', 'Brinkmann', 'Dörfler', 'Eggers', 'Fleischhauer', 'Grünewald', 'Hollmann',
             'Iffland', 'Jäckel', 'Kratzmann', 'Lindemann', 'Mühlbauer', 'Nießen', 'Oberländer', 'Pfeiffer',
             'Quandt', 'Rößler', 'Stelzer', 'Tiedemann', 'Ungerer', 'Vollmer', 'Wendt', 'Zimmermann',
             'Behrendt', 'Dittrich', 'Engelke', 'Fuchs', 'Gerlach', 'Hennig', 'Kästner', 'Lorenz', 'Sauter'],
    'it' => %w[Abbondanza Bellucci Cavalli Dell'Orto Esposito Ferraresi Guidotti Lombardi Mancuso Nardelli
               Orlandini Piccinini Quaranta Rinaldi Santoro Tagliaferri Valentini Zanetti Bonfanti Caruso
               D'Angelo Fabbri Giordano Leone Marchesi Negri Pellegrini Rizzo Sartori Tedeschi Vitale
               Zucchi],
    'pt' => ['Albuquerque', 'Bettencourt', 'Carvalhal', 'Domingues', 'Espínola', 'Figueiredo', 'Gouveia',
             'Henriques', 'Lacerda', 'Magalhães', 'Nogueira', 'Oliveira', 'Pimentel', 'Quaresma', 'Rebelo',
             'Sampaio', 'Teixeira', 'Valadares', 'Xavier', 'Antunes', 'Brandão', 'Cardoso', 'Esteves',
             'Fonseca', 'Guimarães', 'Loureiro', 'Machado', 'Novais', 'Pacheco', 'Resende', 'Serrão',
             'Tavares']
  }.freeze

  # Russian surnames as [man's form, woman's form].
  RU_SURNAMES = [%w[Воронцов Воронцова], %w[Белозёров Белозёрова], %w[Гончаров Гончарова],
                 %w[Дементьев Дементьева], %w[Ермолаев Ермолаева], %w[Жуковский Жуковская],
                 %w[Завьялов Завьялова], %w[Игнатьев Игнатьева], %w[Калашников Калашникова],
                 %w[Лаврентьев Лаврентьева], %w[Мартынов Мартынова], %w[Некрасов Некрасова],
                 %w[Овчинников Овчинникова], %w[Пестов Пестова], %w[Рябинин Рябинина],
                 %w[Самойлов Самойлова], %w[Тихомиров Тихомирова], %w[Ушаков Ушакова],
                 %w[Фомин Фомина], %w[Хромов Хромова], %w[Чернышёв Чернышёва], %w[Шубин Шубина],
                 %w[Щербаков Щербакова], %w[Юдин Юдина], %w[Яковлев Яковлева], %w[Архипов Архипова],
                 %w[Блинов Блинова], %w[Горбунов Горбунова], %w[Добролюбов Добролюбова],
                 %w[Ефремов Ефремова], %w[Кондратьев Кондратьева], %w[Лыков Лыкова]].freeze
  RU_PATRONYMICS = [%w[Андреевич Андреевна], %w[Борисович Борисовна], %w[Викторович Викторовна],
                    %w[Геннадьевич Геннадьевна], %w[Дмитриевич Дмитриевна], %w[Егорович Егоровна],
                    %w[Ильич Ильинична], %w[Константинович Константиновна], %w[Олегович Олеговна],
                    %w[Павлович Павловна], %w[Романович Романовна], %w[Семёнович Семёновна]].freeze

  STREETS = {
    'en' => ['Lavender Row', 'Carrington Crescent', 'Millbrook Lane', 'Ashdown Avenue', 'Kestrel Way',
             'Bramley Gardens', 'Thornfield Road', 'Cobden Street', 'Wellington Terrace', 'Larkspur Close',
             'Fairfax Drive', 'Rookery Mews', 'Sandringham Walk', 'Beechcroft Grove', 'Chapel Yard',
             'Foxglove Parade', 'Holmwood Place', 'Queensferry Court', 'Tanners Hill', 'Elmhurst Rise'],
    'es' => ['Calle de Fuencarral', 'Avenida de la Constitución', 'Calle Mayor', 'Paseo de Gracia',
             'Calle de Alcalá', 'Calle Sierpes', 'Rúa do Franco', 'Calle Larios', 'Avenida del Puerto',
             'Calle de San Vicente', 'Plaza de la Merced', 'Calle Real', 'Calle de Colón', 'Ronda de Toledo',
             'Calle del Carmen', 'Avenida de América', 'Calle Ancha', 'Calle Jesús del Gran Poder',
             'Calle Zurbano', 'Camino de Ronda'],
    'fr' => ['rue des Tanneurs', 'avenue Jean-Jaurès', 'boulevard Voltaire', 'rue du Faubourg Saint-Denis',
             'place des Cordeliers', 'rue de la République', 'chemin des Vignes', 'allée des Tilleuls',
             'rue Sainte-Catherine', 'quai de la Fosse', 'rue Nationale', 'avenue Foch', 'rue des Carmes',
             'impasse du Moulin', 'rue Victor-Hugo', 'cours Mirabeau', 'rue de Metz', 'rue Lamartine',
             'boulevard Carnot', 'rue des Écoles'],
    'de' => ['Lindenstraße', 'Am Mühlbach', 'Kastanienallee', 'Goethestraße', 'Hauptstraße', 'Schillerplatz',
             'Bahnhofstraße', 'Ahornweg', 'Rosenheimer Straße', 'Uhlandstraße', 'Friedrichstraße',
             'Am Stadtpark', 'Gartenstraße', 'Kirchgasse', 'Beethovenstraße', 'Wiesenweg', 'Marktplatz',
             'Eichendorffstraße', 'Schloßstraße', 'Hafenstraße'],
    'it' => ['Via dei Mille', 'Corso Vittorio Emanuele II', 'Via Garibaldi', 'Viale Mazzini', 'Via Roma',
             'Piazza della Libertà', 'Via San Francesco', 'Via Cavour', 'Via Dante Alighieri', 'Via Nazionale',
             'Via XX Settembre', 'Viale dei Pini', 'Via Solferino', 'Via del Corso', 'Borgo Pinti',
             'Via Manzoni', 'Via Toscana', 'Corso Buenos Aires', 'Via dei Servi', 'Viale Europa'],
    'pt' => ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Travessa do Carmo',
             'Rua do Almada', 'Largo do Rato', 'Rua Garrett', 'Avenida dos Aliados', 'Rua das Flores',
             'Rua de Cedofeita', 'Calçada da Estrela', 'Rua Direita', 'Avenida Fontes Pereira de Melo',
             'Rua do Ouro', 'Rua de São Bento', 'Rua Ferreira Borges', 'Avenida João XXI', 'Rua da Prata',
             'Rua Miguel Bombarda', 'Praça da República'],
    'ru' => ['ул. Садовая', 'пр-т Мира', 'ул. Пушкинская', 'ул. Лесная', 'Ленинградский пр-т',
             'ул. Гагарина', 'наб. Фонтанки', 'ул. Малая Морская', 'ул. Профсоюзная', 'Цветной бульвар',
             'ул. Кирова', 'ул. Большая Покровская', 'пер. Столярный', 'ул. Чехова', 'ул. Рабочая',
             'ул. Вокзальная', 'ул. Тверская', 'ул. Молодёжная', 'ул. Сибирская', 'Каменноостровский пр-т']
  }.freeze

  # [postcode, town] in each country's real format.
  TOWNS = {
    'en' => [%w[BS8\ 1TH Bristol], %w[LS6\ 2QD Leeds], %w[NR2\ 4SE Norwich], %w[EX4\ 3PL Exeter],
             %w[CF10\ 3AT Cardiff], %w[YO1\ 7HH York], %w[M20\ 2RN Manchester], %w[OX2\ 6NN Oxford],
             %w[BN1\ 4GH Brighton], %w[EH3\ 9QT Edinburgh], %w[NE2\ 1XD Newcastle], %w[CB4\ 1JF Cambridge],
             %w[B13\ 8JP Birmingham], %w[PL4\ 6AX Plymouth]],
    'es' => [%w[41003 Sevilla], %w[46002 Valencia], %w[50001 Zaragoza], %w[15703 Santiago\ de\ Compostela],
             %w[29015 Málaga], %w[48009 Bilbao], %w[37002 Salamanca], %w[18009 Granada], %w[33003 Oviedo],
             %w[47002 Valladolid], %w[30001 Murcia], %w[07001 Palma], %w[28014 Madrid], %w[08012 Barcelona]],
    'fr' => [%w[69002 Lyon], %w[31000 Toulouse], %w[44000 Nantes], %w[33000 Bordeaux], %w[67000 Strasbourg],
             %w[35000 Rennes], %w[59800 Lille], %w[13100 Aix-en-Provence], %w[21000 Dijon], %w[34000 Montpellier],
             %w[37000 Tours], %w[63000 Clermont-Ferrand], %w[75011 Paris], %w[06000 Nice]],
    'de' => [%w[04109 Leipzig], %w[28195 Bremen], %w[79098 Freiburg\ im\ Breisgau], %w[90402 Nürnberg],
             %w[24103 Kiel], %w[48143 Münster], %w[01067 Dresden], %w[69117 Heidelberg], %w[99084 Erfurt],
             %w[93047 Regensburg], %w[18055 Rostock], %w[34117 Kassel], %w[10437 Berlin], %w[80331 München]],
    'it' => [%w[40126 Bologna], %w[10121 Torino], %w[50122 Firenze], %w[37121 Verona], %w[80134 Napoli],
             %w[90133 Palermo], %w[43121 Parma], %w[35122 Padova], %w[16123 Genova], %w[70122 Bari],
             %w[06121 Perugia], %w[34121 Trieste], %w[20121 Milano], %w[00186 Roma]],
    'pt' => [%w[4050-262 Porto], %w[3000-214 Coimbra], %w[4700-320 Braga], %w[8000-138 Faro],
             %w[7000-506 Évora], %w[3810-193 Aveiro], %w[2400-118 Leiria], %w[4900-513 Viana\ do\ Castelo],
             %w[6000-084 Castelo\ Branco], %w[2900-066 Setúbal], %w[5000-603 Vila\ Real], %w[3500-110 Viseu],
             %w[1100-148 Lisboa], %w[9000-060 Funchal]],
    'ru' => [%w[420111 Казань], %w[630099 Новосибирск], %w[620014 Екатеринбург], %w[603005 Нижний\ Новгород],
             %w[344002 Ростов-на-Дону], %w[443099 Самара], %w[614000 Пермь], %w[664003 Иркутск],
             %w[150000 Ярославль], %w[236022 Калининград], %w[300041 Тула], %w[350063 Краснодар],
             %w[191186 Санкт-Петербург], %w[125009 Москва]]
  }.freeze

  MAIL_DOMAINS = {
    'en' => %w[btinternet.com outlook.com gmail.com sky.com yahoo.co.uk],
    'es' => %w[telefonica.net gmail.com hotmail.es yahoo.es movistar.es],
    'fr' => %w[orange.fr free.fr laposte.net gmail.com sfr.fr],
    'de' => %w[web.de gmx.de t-online.de posteo.de gmail.com],
    'it' => %w[libero.it virgilio.it alice.it gmail.com tiscali.it],
    'pt' => %w[sapo.pt gmail.com netcabo.pt hotmail.com iol.pt],
    'ru' => %w[yandex.ru mail.ru rambler.ru gmail.com bk.ru]
  }.freeze

  TLD = { 'en' => 'co.uk', 'es' => 'es', 'fr' => 'fr', 'de' => 'de', 'it' => 'it', 'pt' => 'pt', 'ru' => 'ru' }.freeze
  IBAN_LAYOUT = { 'en' => ['GB', 18], 'es' => ['ES', 20], 'fr' => ['FR', 23], 'de' => ['DE', 18],
                  'it' => ['IT', 23], 'pt' => ['PT', 21] }.freeze

  MONTHS = {
    'en' => %w[January February March April May June July August September October November December],
    'es' => %w[enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre],
    'fr' => %w[janvier février mars avril mai juin juillet août septembre octobre novembre décembre],
    'de' => %w[Januar Februar März April Mai Juni Juli August September Oktober November Dezember],
    'it' => %w[gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre],
    'pt' => %w[janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro],
    'ru' => %w[января февраля марта апреля мая июня июля августа сентября октября ноября декабря]
  }.freeze
  MONTHS_SHORT = {
    'en' => %w[Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec],
    'es' => %w[ene feb mar abr may jun jul ago sep oct nov dic],
    'fr' => %w[janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.],
    'de' => %w[Jan. Feb. März Apr. Mai Juni Juli Aug. Sep. Okt. Nov. Dez.],
    'it' => %w[gen feb mar apr mag giu lug ago set ott nov dic],
    'pt' => %w[jan fev mar abr mai jun jul ago set out nov dez],
    'ru' => %w[янв. февр. марта апр. мая июня июля авг. сент. окт. нояб. дек.]
  }.freeze
  WEEKDAYS = {
    'en' => %w[Monday Tuesday Wednesday Thursday Friday Saturday Sunday],
    'es' => %w[lunes martes miércoles jueves viernes sábado domingo],
    'fr' => %w[lundi mardi mercredi jeudi vendredi samedi dimanche],
    'de' => %w[Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag],
    'it' => %w[lunedì martedì mercoledì giovedì venerdì sabato domenica],
    'pt' => %w[segunda-feira terça-feira quarta-feira quinta-feira sexta-feira sábado domingo],
    'ru' => %w[понедельник вторник среда четверг пятница суббота воскресенье]
  }.freeze

  # The entries of a pool that belong to a part (even positions: dev14; odd: held14).
  def self.half(pool, part)
    off = part.start_with?('dev') ? 0 : 1
    pool.each_with_index.select { |_, i| i % 2 == off }.map(&:first)
  end
end
