/**
 * More towns of the seven languages' countries and of the United States, written from general
 * knowledge of their mid-sized cities, county towns and regional capitals: the places printed in
 * statements' merchant rows, letterheads and forms ("Chattanooga", "Portimão", "Angers",
 * "Тверь"). Towns whose names are everyday words or first names (Nice, Tours, Mobile,
 * Reading, Bath, Sale, Orange, Split, Norman, Lincoln, Madison, Charlotte, Владимир, Florence, Lima as
 * a surname, Essen, Halle, Zug, Marl, Worms) are left out on purpose.
 */
const TOWNS =
  // United States
  'Albany|Allentown|Amarillo|Anaheim|Anchorage|Ann Arbor|Arlington|Asheville|Bakersfield|' +
  'Baton Rouge|Billings|Birmingham|Bismarck|Boise|Bridgeport|Burlington|Cambridge|Cedar Rapids|' +
  'Charleston|Chattanooga|Cheyenne|Cincinnati|Cleveland|Colorado Springs|' +
  'Corpus Christi|Dayton|Des Moines|Duluth|Durham|El Paso|Erie|Evansville|Fargo|Flagstaff|Fort Collins|' +
  'Fort Lauderdale|Fort Wayne|Fort Worth|Fresno|Gainesville|Grand Rapids|Green Bay|Greensboro|' +
  'Greenville|Harrisburg|Hartford|Huntsville|Indianapolis|Jacksonville|Juneau|Kalamazoo|Knoxville|' +
  'Lancaster|Lansing|Laredo|Las Cruces|Lexington|Little Rock|Louisville|Lubbock|Lynchburg|' +
  'Macon|Memphis|Milwaukee|Minneapolis|Missoula|Modesto|Nashville|New Haven|Newark|' +
  'Norfolk|Oakland|Ogden|Oklahoma City|Omaha|Pasadena|Pensacola|Peoria|Pittsburgh|' +
  'Portland|Provo|Raleigh|Reno|Richmond|Riverside|Roanoke|Rochester|Rockford|Sacramento|' +
  'Saint Paul|St. Louis|St. Paul|Salt Lake City|San Antonio|San Bernardino|San Jose|Santa Fe|' +
  'Scottsdale|Scranton|Shreveport|Sioux Falls|South Bend|Spokane|Stamford|' +
  'Stockton|Syracuse|Tacoma|Tallahassee|Tampa|Topeka|Tucson|Tulsa|Wichita|Wilmington|' +
  'Winston-Salem|Worcester|Yonkers|Youngstown|' +
  // United Kingdom and Ireland
  'Aberdeen|Bangor|Blackpool|Bolton|Bournemouth|Bradford|Brighton|Carlisle|Chelmsford|Cheltenham|' +
  'Colchester|Coventry|Croydon|Derry|Doncaster|Dundee|Exeter|Galway|Gloucester|Huddersfield|Inverness|' +
  'Ipswich|Kilkenny|Leicester|Limerick|Luton|Middlesbrough|Milton Keynes|Northampton|Norwich|' +
  'Nottingham|Oldham|Peterborough|Plymouth|Portsmouth|Salford|Sheffield|Southampton|' +
  'Stockport|Sunderland|Swansea|Swindon|Telford|Waterford|Wolverhampton|York|' +
  // Spain
  'Albacete|Alcalá de Henares|Algeciras|Almería|Ávila|Badajoz|Burgos|Cáceres|Cartagena|Castellón|' +
  'Castellón de la Plana|Ciudad Real|Córdoba|Cuenca|Elche|Ferrol|Getafe|Girona|Guadalajara|Huelva|' +
  'Huesca|Jaén|Jerez de la Frontera|Lleida|Logroño|Lugo|Marbella|Mérida|Móstoles|Ourense|' +
  'Oviedo|Palencia|Pamplona|Ponferrada|Pontevedra|Reus|Sabadell|Salamanca|San Sebastián|Donostia|' +
  'Santander|Santiago de Compostela|Segovia|Soria|Talavera de la Reina|Tarragona|Terrassa|Teruel|' +
  'Torrejón de Ardoz|Vigo|Vitoria-Gasteiz|' +
  // France
  'Aix-en-Provence|Ajaccio|Amiens|Angers|Angoulême|Annecy|Arras|Avignon|Bastia|Bayonne|Besançon|' +
  'Béziers|Brest|Caen|Calais|Chambéry|Clermont-Ferrand|Colmar|Dijon|Dunkerque|Grenoble|La Rochelle|' +
  'Le Havre|Le Mans|Lille|Limoges|Lorient|Metz|Montpellier|Mulhouse|Nantes|Nîmes|Niort|' +
  'Orléans|Pau|Perpignan|Poitiers|Quimper|Reims|Rennes|Rouen|Saint-Brieuc|Saint-Étienne|' +
  'Saint-Malo|Saint-Nazaire|Toulon|Troyes|Vannes|Versailles|' +
  // Germany, Austria, Switzerland
  'Aachen|Augsburg|Bamberg|Bayreuth|Bielefeld|Bochum|Bonn|Braunschweig|Bregenz|Chemnitz|Cottbus|' +
  'Darmstadt|Dortmund|Duisburg|Erfurt|Erlangen|Flensburg|Freiburg|Freiburg im Breisgau|Fulda|Gelsenkirchen|' +
  'Gera|Gießen|Göttingen|Graz|Heidelberg|Heilbronn|Ingolstadt|Innsbruck|Jena|Kaiserslautern|' +
  'Karlsruhe|Kassel|Kiel|Klagenfurt|Koblenz|Konstanz|Krefeld|Linz|Lübeck|Lüneburg|Luzern|Magdeburg|' +
  'Mainz|Mannheim|Mönchengladbach|Münster|Oldenburg|Osnabrück|Paderborn|Passau|Potsdam|Regensburg|' +
  'Rostock|Saarbrücken|Salzburg|Schwerin|St. Gallen|Trier|Tübingen|Ulm|Villach|Wiesbaden|Winterthur|' +
  'Wolfsburg|Wuppertal|Würzburg|Zwickau|' +
  // Italy
  'Alessandria|Ancona|Arezzo|Asti|Bari|Benevento|Bergamo|Brescia|Brindisi|Cagliari|Caserta|Catania|' +
  'Catanzaro|Cosenza|Cremona|Foggia|Forlì|La Spezia|Lecce|Livorno|Lucca|Mantova|' +
  'Modena|Monza|Novara|Padova|Parma|Pavia|Perugia|Pesaro|Pescara|Piacenza|Pisa|' +
  'Pistoia|Potenza|Ravenna|Reggio Calabria|Reggio Emilia|Rimini|Salerno|Sassari|Siena|Siracusa|' +
  'Taranto|Terni|Trento|Treviso|Trieste|Udine|Varese|Vercelli|Verona|Vicenza|Viterbo|' +
  // Portugal
  'Almada|Amadora|Aveiro|Barcelos|Beja|Braga|Bragança|Castelo Branco|Coimbra|Covilhã|Évora|Faro|' +
  'Funchal|Guimarães|Leiria|Loulé|Matosinhos|Odivelas|Ponta Delgada|Portalegre|Portimão|' +
  'Santarém|Setúbal|Sintra|Viana do Castelo|Vila Nova de Gaia|Vila Real|Viseu|' +
  // Russia
  'Архангельск|Астрахань|Барнаул|Белгород|Брянск|Владивосток|Волгоград|Вологда|Воронеж|' +
  'Иваново|Ижевск|Иркутск|Калининград|Калуга|Кемерово|Киров|Кострома|Краснодар|Красноярск|Курск|' +
  'Липецк|Мурманск|Набережные Челны|Нижний Новгород|Новгород|Новосибирск|Омск|Оренбург|Пенза|Пермь|' +
  'Петрозаводск|Псков|Ростов-на-Дону|Рязань|Самара|Саратов|Смоленск|Сочи|Ставрополь|Сургут|Тамбов|' +
  'Тверь|Томск|Тула|Тюмень|Ульяновск|Уфа|Хабаровск|Чебоксары|Челябинск|Ярославль';

/** Towns of the seven languages' countries and the United States. */
export const MORE_PLACES: readonly string[] = TOWNS.split('|');
