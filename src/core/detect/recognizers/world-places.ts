/**
 * A larger gazetteer of places: every sovereign country and common territories (English names and
 * the other six languages' names where they differ), capitals, and the main cities and towns of
 * Europe (with the Nordic, Baltic and Central European countries in depth), the Americas, Asia,
 * Africa and Oceania. Names that are also common first names or everyday English words (Jordan,
 * Chad, Georgia, Victoria, Florence, Sofia, Lima, Nice, Split, Reading, Bath, Mobile, Orange,
 * Austin, Charlotte, Eugene, Regina, Marion, Santiago, Lincoln, Hamilton, Wellington, Darwin, Split)
 * are left out on purpose: alone they prove nothing, and they would veto real person names.
 * Entries are separated by "|" so that multi-word names stay whole.
 */
const COUNTRIES_EN =
  'Afghanistan|Albania|Andorra|Antigua and Barbuda|Azerbaijan|Bahamas|Bahrain|Bangladesh|' +
  'Barbados|Belize|Benin|Bhutan|Bosnia and Herzegovina|Bosnia|Herzegovina|Botswana|Brunei|' +
  'Burkina Faso|Burundi|Cambodia|Cameroon|Cape Verde|Cabo Verde|Central African Republic|' +
  'Comoros|Congo|Democratic Republic of the Congo|Costa Rica|Ivory Coast|Cyprus|Djibouti|' +
  'Dominica|Dominican Republic|East Timor|Timor-Leste|El Salvador|Equatorial Guinea|Eritrea|' +
  'Eswatini|Swaziland|Fiji|Gabon|Gambia|Grenada|Guatemala|Guinea|Guinea-Bissau|Guyana|Haiti|' +
  'Honduras|India|Indonesia|Iran|Iraq|Jamaica|Japan|Kiribati|Kosovo|Kuwait|Kyrgyzstan|Laos|' +
  'Lebanon|Lesotho|Liberia|Libya|Liechtenstein|Madagascar|Malawi|Malaysia|Maldives|Mali|Malta|' +
  'Marshall Islands|Mauritania|Mauritius|Micronesia|Monaco|Mongolia|Montenegro|Myanmar|Burma|' +
  'Namibia|Nauru|Nepal|New Zealand|Nicaragua|Niger|North Korea|North Macedonia|Macedonia|Oman|' +
  'Pakistan|Palau|Palestine|Panama|Papua New Guinea|Philippines|Qatar|Rwanda|' +
  'Saint Kitts and Nevis|Saint Lucia|Saint Vincent and the Grenadines|Samoa|San Marino|' +
  'Sao Tome and Principe|Saudi Arabia|Seychelles|Sierra Leone|Singapore|Solomon Islands|' +
  'Somalia|South Korea|Korea|South Sudan|Sri Lanka|Sudan|Suriname|Syria|Taiwan|Tajikistan|' +
  'Tanzania|Thailand|Togo|Tonga|Trinidad and Tobago|Turkmenistan|Tuvalu|Uganda|' +
  'United Arab Emirates|UAE|Vanuatu|Vatican City|Vietnam|Viet Nam|Yemen|Zambia|Zimbabwe|' +
  'Greenland|Faroe Islands|Puerto Rico|Hong Kong|Macau|Macao|Gibraltar|Bermuda|Aruba|Curaçao|' +
  'Isle of Man|Åland|Svalbard|Northern Ireland|Great Britain|Britain|' +
  'Lithuania|Latvia|Estonia|Moldova|Armenia|Uzbekistan|Kazakhstan|Belarus|Ukraine|Slovenia|' +
  'Serbia|Croatia|Greece|Bulgaria|Romania|Hungary|Slovakia|Czechia|Czech Republic|Poland|' +
  'Iceland|Finland|Norway|Sweden|Denmark|Wales|England|Scotland|Ireland|Luxembourg|' +
  'Netherlands|The Netherlands|Belgium|Switzerland|Austria|Italy|Germany|France|' +
  'Portugal|Spain|Cuba|Ecuador|Bolivia|Paraguay|Uruguay|Venezuela|Peru|Colombia|Chile|' +
  'Argentina|Brazil|Mexico|Canada|United Kingdom|United States|United States of America|USA|' +
  'Australia|China|Egypt|Morocco|Algeria|Tunisia|Nigeria|Kenya|South Africa|Ethiopia|Ghana|' +
  'Senegal|Angola|Mozambique|Israel|Turkey|Türkiye|Russia|Russian Federation|Azerbaijan|' +
  'Czechoslovakia|Yugoslavia|Soviet Union|Scandinavia|Europe|Asia|Africa|North America|' +
  'South America|Latin America|Oceania|Antarctica|Middle East|Balkans|Caribbean';

/** Country names in Spanish, French, German, Italian, Portuguese and Russian that differ. */
const COUNTRIES_OTHER =
  'España|Francia|Alemania|Italia|Reino Unido|Estados Unidos|Países Bajos|Bélgica|Suiza|' +
  'Suecia|Noruega|Dinamarca|Finlandia|Islandia|Polonia|Chequia|República Checa|Eslovaquia|' +
  'Hungría|Rumanía|Grecia|Croacia|Eslovenia|Ucrania|Rusia|Turquía|Japón|Brasil|México|' +
  'Perú|Irlanda|Escocia|Inglaterra|Gales|Marruecos|Argelia|Túnez|Egipto|Sudáfrica|' +
  'Nueva Zelanda|Chipre|Estonia|Letonia|Lituania|Bielorrusia|Serbia|Bulgaria|' +
  'Espagne|Allemagne|Italie|Royaume-Uni|États-Unis|Etats-Unis|Pays-Bas|Belgique|Suisse|Suède|' +
  'Norvège|Danemark|Finlande|Islande|Pologne|Tchéquie|République tchèque|Slovaquie|Hongrie|' +
  'Roumanie|Grèce|Croatie|Slovénie|Russie|Turquie|Japon|Brésil|Mexique|Pérou|Irlande|Écosse|' +
  'Angleterre|Pays de Galles|Maroc|Algérie|Tunisie|Égypte|Afrique du Sud|Nouvelle-Zélande|' +
  'Chypre|Estonie|Lettonie|Lituanie|Biélorussie|Serbie|Bulgarie|Autriche|Chine|Inde|Canada|' +
  'Deutschland|Frankreich|Spanien|Italien|Vereinigtes Königreich|Vereinigte Staaten|' +
  'Niederlande|Belgien|Schweiz|Österreich|Schweden|Norwegen|Dänemark|Finnland|Polen|' +
  'Tschechien|Slowakei|Ungarn|Rumänien|Griechenland|Kroatien|Slowenien|Russland|Türkei|' +
  'Brasilien|Mexiko|Irland|Schottland|Marokko|Algerien|Tunesien|Ägypten|Südafrika|' +
  'Neuseeland|Zypern|Estland|Lettland|Litauen|Weißrussland|Serbien|Bulgarien|Luxemburg|' +
  'Spagna|Francia|Germania|Regno Unito|Stati Uniti|Paesi Bassi|Belgio|Svizzera|Svezia|' +
  'Norvegia|Danimarca|Finlandia|Islanda|Polonia|Repubblica Ceca|Slovacchia|Ungheria|Romania|' +
  'Grecia|Croazia|Slovenia|Ucraina|Russia|Turchia|Giappone|Brasile|Messico|Irlanda|Scozia|' +
  'Inghilterra|Marocco|Algeria|Tunisia|Egitto|Sudafrica|Nuova Zelanda|Cipro|Lettonia|' +
  'Espanha|França|Alemanha|Itália|Reino Unido|Estados Unidos|Países Baixos|Holanda|Bélgica|' +
  'Suíça|Suécia|Noruega|Dinamarca|Finlândia|Islândia|Polónia|Polônia|República Checa|' +
  'Hungria|Roménia|Romênia|Grécia|Croácia|Eslovénia|Ucrânia|Rússia|Turquia|Japão|Brasil|' +
  'México|Irlanda|Escócia|Inglaterra|Marrocos|Argélia|Tunísia|Egito|África do Sul|' +
  'Nova Zelândia|Chipre|Angola|Moçambique|Cabo Verde|' +
  'Россия|Украина|Беларусь|Белоруссия|Казахстан|Германия|Франция|Испания|Италия|' +
  'Великобритания|США|Соединённые Штаты|Нидерланды|Бельгия|Швейцария|Австрия|Швеция|' +
  'Норвегия|Дания|Финляндия|Исландия|Польша|Чехия|Словакия|Венгрия|Румыния|Греция|' +
  'Хорватия|Сербия|Словения|Болгария|Турция|Япония|Китай|Индия|Бразилия|Мексика|Канада|' +
  'Эстония|Латвия|Литва|Молдова|Грузия|Армения|Азербайджан|Узбекистан|Кипр|Израиль|Египет';

/** Capitals and main cities outside Europe. */
const CITIES_WORLD =
  'New York|New York City|Los Angeles|Chicago|Phoenix|Philadelphia|San Antonio|' +
  'San Diego|San Jose|Jacksonville|Fort Worth|Columbus|San Francisco|Indianapolis|' +
  'Seattle|Denver|Boston|El Paso|Nashville|Detroit|Oklahoma City|Portland|' +
  'Las Vegas|Memphis|Louisville|Baltimore|Milwaukee|Albuquerque|Tucson|Fresno|Sacramento|' +
  'Kansas City|Atlanta|Miami|Raleigh|Omaha|Minneapolis|Tulsa|Wichita|New Orleans|' +
  'Tampa|Honolulu|Anchorage|Pittsburgh|Cincinnati|St. Louis|Saint Louis|' +
  'Salt Lake City|Colorado Springs|Boise|Spokane|Des Moines|Little Rock|Hartford|' +
  'Newark|Jersey City|Manhattan|Bronx|Staten Island|Berkeley|' +
  'Oakland|Palo Alto|Cambridge|Princeton|Toronto|Montreal|Montréal|Vancouver|Calgary|' +
  'Edmonton|Ottawa|Winnipeg|Quebec|Québec|Halifax|Saskatoon|Victoria BC|Mississauga|' +
  "Brampton|Kitchener|St. John's|Fredericton|Charlottetown|Yellowknife|Whitehorse|" +
  'Mexico City|Ciudad de México|Guadalajara|Monterrey|Puebla|Tijuana|Cancún|Mérida|' +
  'Havana|La Habana|Santo Domingo|San Juan|Kingston|Port-au-Prince|Guatemala City|' +
  'San Salvador|Tegucigalpa|Managua|Panama City|Bogotá|Bogota|Medellín|Medellin|Cali|' +
  'Barranquilla|Cartagena|Caracas|Maracaibo|Quito|Guayaquil|Cusco|Arequipa|La Paz|' +
  'Santa Cruz de la Sierra|Asunción|Montevideo|Buenos Aires|Córdoba|' +
  'Valparaíso|São Paulo|Sao Paulo|Rio de Janeiro|Brasília|Brasilia|' +
  'Fortaleza|Belo Horizonte|Manaus|Curitiba|Recife|Porto Alegre|Belém|Goiânia|Campinas|' +
  'Florianópolis|Joinville|Maceió|Caxias do Sul|Niterói|' +
  'Tokyo|Osaka|Kyoto|Yokohama|Nagoya|Sapporo|Fukuoka|Hiroshima|Sendai|Beijing|Peking|' +
  "Shanghai|Guangzhou|Shenzhen|Chengdu|Wuhan|Tianjin|Chongqing|Nanjing|Hangzhou|Xi'an|" +
  'Seoul|Busan|Incheon|Pyongyang|Taipei|Kaohsiung|Manila|Quezon City|Cebu|Jakarta|Surabaya|' +
  'Bandung|Bali|Kuala Lumpur|Bangkok|Chiang Mai|Phuket|Hanoi|Ho Chi Minh City|Saigon|' +
  'Phnom Penh|Vientiane|Yangon|Rangoon|Dhaka|Kathmandu|Colombo|Mumbai|Bombay|Delhi|' +
  'New Delhi|Bangalore|Bengaluru|Hyderabad|Chennai|Madras|Kolkata|Calcutta|Ahmedabad|Pune|' +
  'Jaipur|Lucknow|Karachi|Lahore|Islamabad|Rawalpindi|Kabul|Tehran|Teheran|Isfahan|Baghdad|' +
  'Basra|Damascus|Aleppo|Beirut|Amman|Jerusalem|Tel Aviv|Haifa|Riyadh|Jeddah|Mecca|' +
  'Doha|Abu Dhabi|Dubai|Sharjah|Manama|Kuwait City|Sanaa|Ankara|Istanbul|Izmir|' +
  'Antalya|Adana|Baku|Tbilisi|Yerevan|Tashkent|Samarkand|Almaty|Astana|Bishkek|' +
  'Dushanbe|Ashgabat|Ulaanbaatar|Cairo|Giza|Luxor|Casablanca|Rabat|Marrakech|' +
  'Marrakesh|Fes|Tangier|Agadir|Algiers|Tunis|Sfax|Sousse|Tripoli|Benghazi|Khartoum|' +
  'Addis Ababa|Nairobi|Mombasa|Kampala|Kigali|Dar es Salaam|Dodoma|Zanzibar|Lusaka|Harare|' +
  'Bulawayo|Maputo|Lilongwe|Luanda|Kinshasa|Brazzaville|Lagos|Abuja|Kano|Ibadan|Accra|' +
  'Kumasi|Dakar|Bamako|Abidjan|Ouagadougou|Niamey|Conakry|Freetown|Monrovia|Lomé|Cotonou|' +
  'Yaoundé|Douala|Libreville|Antananarivo|Port Louis|Windhoek|Gaborone|Johannesburg|' +
  'Pretoria|Cape Town|Durban|Port Elizabeth|Bloemfontein|Soweto|Sydney|Melbourne|Brisbane|' +
  'Perth|Canberra|Hobart|Gold Coast|Newcastle|Auckland|Christchurch|Dunedin|' +
  'Queenstown|Port Moresby|Suva|Nuuk|Reykjavík|Reykjavik';

/** Capitals, cities and towns of Europe, most of all the Nordic, Baltic and Central countries. */
const CITIES_EUROPE =
  // United Kingdom and Ireland
  'London|Birmingham|Manchester|Liverpool|Leeds|Sheffield|Bristol|Leicester|Coventry|' +
  'Nottingham|Bradford|Southampton|Portsmouth|Brighton|Plymouth|Oxford|York|Norwich|Exeter|' +
  'Sunderland|Wolverhampton|Stoke-on-Trent|Swansea|Cardiff|Glasgow|Edinburgh|Aberdeen|' +
  'Dundee|Inverness|Belfast|Dublin|Limerick|Galway|Waterford|Kilkenny|' +
  // France
  'Paris|Marseille|Lyon|Toulouse|Nantes|Strasbourg|Montpellier|Bordeaux|Lille|Rennes|Reims|' +
  'Le Havre|Saint-Étienne|Toulon|Grenoble|Dijon|Nîmes|Villeurbanne|Clermont-Ferrand|' +
  'Le Mans|Aix-en-Provence|Brest|Amiens|Limoges|Annecy|Perpignan|Metz|Besançon|' +
  'Orléans|Rouen|Mulhouse|Caen|Avignon|Cannes|Calais|Dunkerque|Poitiers|Pau|' +
  'La Rochelle|Bayonne|Biarritz|Ajaccio|Bastia|Colmar|Versailles|Boulogne-Billancourt|' +
  // Belgium, Netherlands, Luxembourg
  'Brussels|Bruxelles|Brussel|Antwerp|Antwerpen|Anvers|Ghent|Gent|Gand|Bruges|Brugge|' +
  'Liège|Luik|Namur|Charleroi|Leuven|Louvain|Mechelen|Mons|Hasselt|Kortrijk|Ostend|Oostende|' +
  'Aalst|Tournai|Amsterdam|Rotterdam|The Hague|Den Haag|Utrecht|Eindhoven|Groningen|Tilburg|' +
  'Almere|Breda|Nijmegen|Apeldoorn|Haarlem|Arnhem|Enschede|Amersfoort|Zaanstad|Maastricht|' +
  'Leiden|Dordrecht|Zwolle|Delft|Alkmaar|Deventer|Venlo|Assen|Leeuwarden|Hilversum|' +
  // Germany
  'Berlin|Hamburg|München|Munich|Köln|Cologne|Frankfurt|Frankfurt am Main|Stuttgart|' +
  'Düsseldorf|Dortmund|Leipzig|Bremen|Dresden|Hannover|Hanover|Nürnberg|Nuremberg|' +
  'Duisburg|Bochum|Wuppertal|Bielefeld|Bonn|Münster|Karlsruhe|Mannheim|Augsburg|Wiesbaden|' +
  'Gelsenkirchen|Mönchengladbach|Braunschweig|Kiel|Chemnitz|Aachen|Magdeburg|' +
  'Freiburg|Krefeld|Lübeck|Mainz|Erfurt|Rostock|Kassel|Potsdam|Saarbrücken|Heidelberg|' +
  'Regensburg|Ingolstadt|Würzburg|Ulm|Wolfsburg|Göttingen|Darmstadt|Oldenburg|Osnabrück|' +
  'Trier|Jena|Schwerin|Koblenz|Passau|Bamberg|Konstanz|Tübingen|Weimar|Zwickau|' +
  // Austria, Switzerland, Liechtenstein
  'Wien|Vienna|Graz|Linz|Salzburg|Innsbruck|Klagenfurt|Villach|Wels|Sankt Pölten|' +
  'St. Pölten|Dornbirn|Bregenz|Steyr|Leoben|Zürich|Zurich|Genève|Geneva|Genf|Ginevra|Basel|' +
  'Bâle|Bern|Berne|Lausanne|Winterthur|Luzern|Lucerne|St. Gallen|Lugano|Biel|Bienne|Thun|' +
  'Fribourg|Freiburg im Üechtland|Neuchâtel|Sion|Chur|Schaffhausen|Locarno|Bellinzona|' +
  'Montreux|Davos|Vaduz|' +
  // Italy
  'Roma|Rome|Milano|Milan|Napoli|Naples|Torino|Turin|Palermo|Genova|Genoa|Bologna|Firenze|' +
  'Bari|Catania|Venezia|Venice|Verona|Padova|Padua|Trieste|Taranto|Brescia|Parma|' +
  'Modena|Reggio Calabria|Reggio Emilia|Perugia|Livorno|Ravenna|Cagliari|Foggia|' +
  'Rimini|Salerno|Ferrara|Sassari|Monza|Siracusa|Pescara|Bergamo|Vicenza|Trento|' +
  'Bolzano|Novara|Piacenza|Ancona|Udine|Arezzo|Lecce|Pisa|Lucca|Cremona|Pavia|' +
  "Mantova|Sanremo|Aosta|Matera|Potenza|Campobasso|L'Aquila|Catanzaro|Cosenza|" +
  // Spain
  'Madrid|Barcelona|Valencia|Sevilla|Seville|Zaragoza|Málaga|Malaga|Murcia|' +
  'Palma de Mallorca|Las Palmas|Bilbao|Alicante|Valladolid|Vigo|Gijón|Granada|Vitoria|' +
  'A Coruña|La Coruña|Elche|Oviedo|Badajoz|Cartagena|Jerez|Sabadell|Móstoles|Terrassa|' +
  'Pamplona|Almería|Santander|San Sebastián|Donostia|Albacete|Castellón|Logroño|' +
  'Salamanca|Huelva|Marbella|Tarragona|Cádiz|Lleida|Lérida|Jaén|Ourense|Girona|' +
  'Cáceres|Cuenca|Teruel|Huesca|Palencia|Ibiza|' +
  'Santiago de Compostela|Benidorm|Getafe|Alcalá de Henares|Fuenlabrada|Leganés|' +
  'Tenerife|Santa Cruz de Tenerife|' +
  // Portugal
  'Lisboa|Lisbon|Porto|Oporto|Braga|Coimbra|Funchal|Setúbal|Aveiro|Faro|Évora|Viseu|Leiria|' +
  'Guimarães|Amadora|Almada|Sintra|Cascais|Vila Nova de Gaia|Matosinhos|Ponta Delgada|' +
  'Viana do Castelo|Bragança|Castelo Branco|Santarém|Portalegre|Beja|' +
  // Nordic countries
  'København|Copenhagen|Kopenhagen|Aarhus|Århus|Odense|Aalborg|Esbjerg|Randers|Kolding|' +
  'Horsens|Vejle|Roskilde|Herning|Silkeborg|Næstved|Fredericia|Viborg|Køge|Holstebro|' +
  'Slagelse|Hillerød|Svendborg|Helsingør|Frederikshavn|Hjørring|Haderslev|Skive|Ringsted|' +
  'Sønderborg|Nyborg|Holbæk|Vordingborg|Brønderslev|Thisted|Nakskov|Tórshavn|' +
  'Oslo|Bergen|Trondheim|Stavanger|Drammen|Fredrikstad|Kristiansand|Sandnes|Tromsø|Tromso|' +
  'Sarpsborg|Skien|Ålesund|Sandefjord|Haugesund|Tønsberg|Porsgrunn|Bodø|Arendal|' +
  'Hamar|Larvik|Halden|Lillehammer|Harstad|Molde|Kongsberg|Gjøvik|Horten|Narvik|' +
  'Kristiansund|Hammerfest|Kirkenes|Asker|Bærum|Lørenskog|Stockholm|Göteborg|Gothenburg|' +
  'Malmö|Uppsala|Västerås|Örebro|Linköping|Helsingborg|Jönköping|Norrköping|Umeå|' +
  'Gävle|Borås|Södertälje|Eskilstuna|Halmstad|Växjö|Karlstad|Sundsvall|Östersund|Trollhättan|' +
  'Luleå|Lidköping|Borlänge|Falun|Kalmar|Skövde|Kristianstad|Karlskrona|Skellefteå|Uddevalla|' +
  'Visby|Kiruna|Nyköping|Varberg|Motala|Landskrona|Helsinki|Helsingfors|Espoo|Tampere|' +
  'Vantaa|Oulu|Turku|Åbo|Jyväskylä|Lahti|Kuopio|Pori|Kouvola|Joensuu|Lappeenranta|' +
  'Hämeenlinna|Vaasa|Seinäjoki|Rovaniemi|Mikkeli|Kotka|Porvoo|Kokkola|Hyvinkää|' +
  'Lohja|Järvenpää|Rauma|Kajaani|Kerava|Savonlinna|Kemi|Tornio|Mariehamn|Akureyri|' +
  'Hafnarfjörður|Kópavogur|Keflavík|Reykjanesbær|Selfoss|Egilsstaðir|Ísafjörður|Húsavík|' +
  // Baltic states
  'Tallinn|Tartu|Narva|Pärnu|Kohtla-Järve|Viljandi|Rakvere|Maardu|Kuressaare|Sillamäe|Võru|' +
  'Valga|Haapsalu|Jõhvi|Paide|Keila|Riga|Rīga|Daugavpils|Liepāja|Jelgava|Jūrmala|Ventspils|' +
  'Rēzekne|Valmiera|Jēkabpils|Vilnius|Kaunas|Klaipėda|Šiauliai|Panevėžys|Alytus|' +
  'Marijampolė|Mažeikiai|Utena|Palanga|' +
  // Poland, Czechia, Slovakia, Hungary
  'Warszawa|Warsaw|Kraków|Krakow|Cracow|Łódź|Lodz|Wrocław|Wroclaw|Poznań|Poznan|Gdańsk|' +
  'Gdansk|Szczecin|Bydgoszcz|Lublin|Białystok|Katowice|Gdynia|Częstochowa|Radom|Sosnowiec|' +
  'Toruń|Kielce|Rzeszów|Gliwice|Zabrze|Olsztyn|Bielsko-Biała|Bytom|Zielona Góra|Rybnik|' +
  'Opole|Tychy|Gorzów Wielkopolski|Elbląg|Płock|Wałbrzych|Tarnów|Koszalin|Kalisz|Legnica|' +
  'Grudziądz|Słupsk|Suwałki|Zakopane|Sopot|Praha|Prague|Prag|Brno|Ostrava|Plzeň|Pilsen|' +
  'Liberec|Olomouc|České Budějovice|Hradec Králové|Ústí nad Labem|Pardubice|Zlín|Havířov|' +
  'Kladno|Opava|Frýdek-Místek|Karviná|Jihlava|Teplice|Děčín|Karlovy Vary|Chomutov|' +
  'Jablonec nad Nisou|Mladá Boleslav|Prostějov|Přerov|Třebíč|Kolín|Tábor|Znojmo|Cheb|' +
  'Bratislava|Košice|Prešov|Žilina|Nitra|Banská Bystrica|Trnava|Trenčín|Poprad|' +
  'Prievidza|Zvolen|Považská Bystrica|Michalovce|Nové Zámky|Komárno|Levice|Budapest|' +
  'Debrecen|Szeged|Miskolc|Pécs|Győr|Nyíregyháza|Kecskemét|Székesfehérvár|Szombathely|' +
  'Szolnok|Tatabánya|Kaposvár|Érd|Veszprém|Békéscsaba|Zalaegerszeg|Sopron|Eger|Nagykanizsa|' +
  'Dunaújváros|Hódmezővásárhely|Szekszárd|Salgótarján|Esztergom|Siófok|Gödöllő|Vác|' +
  // Balkans, Romania, Bulgaria, Greece, Cyprus, Malta
  'Ljubljana|Maribor|Celje|Kranj|Koper|Velenje|Novo Mesto|Ptuj|Nova Gorica|Murska Sobota|' +
  'Zagreb|Rijeka|Osijek|Zadar|Pula|Dubrovnik|Šibenik|Varaždin|Karlovac|Slavonski Brod|' +
  'Beograd|Belgrade|Novi Sad|Niš|Kragujevac|Subotica|Zrenjanin|Pančevo|Čačak|Sarajevo|' +
  'Banja Luka|Tuzla|Zenica|Mostar|Bihać|Podgorica|Nikšić|Budva|Kotor|Skopje|Bitola|Ohrid|' +
  'Pristina|Prishtina|Prizren|Tirana|Tiranë|Durrës|Vlorë|Shkodër|Bucharest|București|' +
  'Cluj-Napoca|Timișoara|Iași|Constanța|Craiova|Brașov|Galați|Ploiești|Oradea|Brăila|Arad|' +
  'Pitești|Sibiu|Bacău|Târgu Mureș|Baia Mare|Buzău|Suceava|Chișinău|Chisinau|Bălți|Tiraspol|' +
  'Plovdiv|Varna|Burgas|Stara Zagora|Pleven|Sliven|Dobrich|Shumen|Veliko Tarnovo|' +
  'Blagoevgrad|Athens|Athina|Thessaloniki|Patras|Heraklion|Larissa|Volos|Ioannina|Chania|' +
  'Kavala|Kalamata|Corfu|Piraeus|Nicosia|Lefkosia|Limassol|Lemesos|Larnaca|Paphos|' +
  'Famagusta|Kyrenia|Valletta|Birkirkara|Sliema|Mdina|' +
  // Russia, Ukraine, Belarus (Latin spellings)
  'Moscow|Moskva|Saint Petersburg|St. Petersburg|St Petersburg|Novosibirsk|Yekaterinburg|' +
  'Ekaterinburg|Kazan|Nizhny Novgorod|Chelyabinsk|Samara|Omsk|Rostov-on-Don|Ufa|' +
  'Krasnoyarsk|Voronezh|Volgograd|Krasnodar|Saratov|Tyumen|Tolyatti|Izhevsk|Barnaul|' +
  'Ulyanovsk|Irkutsk|Khabarovsk|Yaroslavl|Vladivostok|Makhachkala|Tomsk|Orenburg|' +
  'Kemerovo|Novokuznetsk|Ryazan|Astrakhan|Penza|Lipetsk|Kirov|Tula|Kaliningrad|Kursk|' +
  'Murmansk|Arkhangelsk|Sochi|Vologda|Tver|Smolensk|Kaluga|Bryansk|Ivanovo|' +
  'Belgorod|Kostroma|Pskov|Novgorod|Petrozavodsk|Syktyvkar|Yakutsk|Magadan|Norilsk|Surgut|' +
  'Kyiv|Kiev|Kharkiv|Kharkov|Odesa|Odessa|Dnipro|Donetsk|Zaporizhzhia|Lviv|Lvov|Kryvyi Rih|' +
  'Mykolaiv|Mariupol|Luhansk|Vinnytsia|Simferopol|Sevastopol|Kherson|Poltava|Chernihiv|' +
  'Cherkasy|Zhytomyr|Sumy|Rivne|Ivano-Frankivsk|Ternopil|Lutsk|Uzhhorod|Chernivtsi|Minsk|' +
  'Gomel|Homel|Mogilev|Vitebsk|Grodno|Hrodna|Brest-Litovsk|Babruysk|' +
  // Russian-language spellings of more cities
  'Санкт-Петербург|Петербург|Новосибирск|Екатеринбург|Казань|Нижний Новгород|Челябинск|' +
  'Самара|Омск|Ростов-на-Дону|Уфа|Красноярск|Пермь|Воронеж|Волгоград|Краснодар|Саратов|' +
  'Тюмень|Тольятти|Ижевск|Барнаул|Ульяновск|Иркутск|Хабаровск|Ярославль|Владивосток|' +
  'Махачкала|Томск|Оренбург|Кемерово|Рязань|Астрахань|Пенза|Липецк|Киров|Тула|' +
  'Калининград|Курск|Мурманск|Архангельск|Сочи|Вологда|Тверь|Смоленск|Калуга|Брянск|' +
  'Иваново|Белгород|Кострома|Псков|Великий Новгород|Петрозаводск|Якутск|Сургут|' +
  'Киев|Харьков|Одесса|Днепр|Донецк|Запорожье|Львов|Минск|Гомель|Могилёв|Витебск|Гродно|' +
  'Брест|Алматы|Астана|Ташкент|Баку|Тбилиси|Ереван|Кишинёв|Рига|Таллин|Вильнюс|Варшава|' +
  'Прага|Вена|Будапешт|Стокгольм|Хельсинки|Осло|Копенгаген|Амстердам|Брюссель|Женева|' +
  'Цюрих|Мюнхен|Гамбург|Франкфурт|Милан|Барселона|Лиссабон|Афины|Стамбул|Анкара|Токио|' +
  'Пекин|Шанхай|Дели|Дубай|Каир|Торонто|Чикаго|Лос-Анджелес|Сан-Франциско|Вашингтон|' +
  'Подмосковье|Сибирь|Урал|Крым|Кавказ';

/** Spanish, French, German, Italian and Portuguese names of cities that differ from English. */
const CITIES_OTHER =
  'Londres|Nueva York|Nueva Delhi|Moscú|Moscou|Moskau|Mosca|Moscovo|Múnich|Munique|Monaco di ' +
  'Baviera|Colonia|Colonia Agrippina|Colónia|Viena|Vienne|Vienna|Genf|Ginebra|Gênes|Génova|' +
  'Florencia|Florenz|Venecia|Venise|Venedig|Veneza|Nápoles|Naples|Neapel|Nápoles|Turín|' +
  'Milán|Mailand|Milão|Roma|Rom|Lisbonne|Lissabon|Lisboa|Bruselas|Bruxelas|Amberes|' +
  'Copenhague|Kopenhagen|Estocolmo|Varsovia|Varsovie|Warschau|Varsóvia|Praga|Prag|Pequín|' +
  'Pékin|Peking|Pequim|Atenas|Athènes|Athen|Atene|Estambul|Istanbul|Istambul|Le Caire|Kairo|' +
  'Il Cairo|El Cairo|Cairo|Bâle|Basilea|Zúrich|Zurigo|Marsella|Marseille|Marsiglia|Burdeos|' +
  'Bordéus|Edimburgo|Édimbourg|Dublino|Dublín|Ciudad del Cabo|Le Cap|Kapstadt|Città del Capo';

const ALL = [COUNTRIES_EN, COUNTRIES_OTHER, CITIES_WORLD, CITIES_EUROPE, CITIES_OTHER]
  .join('|')
  .split('|')
  .map((name) => name.trim())
  .filter((name) => name.length > 1);

/**
 * Country names (English, and the names of the other six languages where they differ; that list
 * also holds a few foreign spellings of cities). An address ends with its country: nothing after
 * it on the same reading belongs to the address.
 */
export const COUNTRY_NAMES: ReadonlySet<string> = new Set(
  [COUNTRIES_EN, COUNTRIES_OTHER]
    .join('|')
    .split('|')
    .map((name) => name.trim())
    .filter((name) => name.length > 1),
);

/** Every place name of this file, as written (Title Case or the language's own casing). */
export const WORLD_PLACES: readonly string[] = ALL;
