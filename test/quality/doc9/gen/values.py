"""doc9's own value pools and local formats, from general knowledge (never read by anyone tuning
the detector). Pools are split by position: even entries for dev9, odd ones for held9 (Ctx.pool)."""

LANGS = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru']

GIVEN = {
    'en': ['Eleanor', 'Gareth', 'Philippa', 'Desmond', 'Harriet', 'Rupert', 'Imogen', 'Callum',
           'Rosalind', 'Fergus', 'Beatrix', 'Alistair', 'Niamh', 'Duncan', 'Felicity', 'Lachlan',
           'Priya', 'Tobias', 'Siobhan', 'Cedric', 'Marguerite', 'Ewan', 'Yasmin', 'Barnaby'],
    'es': ['Inmaculada', 'Gonzalo', 'Remedios', 'Eusebio', 'Almudena', 'Baltasar', 'Milagros',
           'Fulgencio', 'Esperanza', 'Teodoro', 'Consuelo', 'Leandro', 'Maribel', 'Ignacio',
           'Azucena', 'Rodrigo', 'Montserrat', 'Casimiro', 'Begoña', 'Aurelio', 'Nieves', 'Evaristo'],
    'fr': ['Ghislaine', 'Thibault', 'Solange', 'Gaspard', 'Clémence', 'Aurélien', 'Maryvonne',
           'Hippolyte', 'Bénédicte', 'Lucien', 'Ségolène', 'Anatole', 'Perrine', 'Baptiste',
           'Apolline', 'Florent', 'Edwige', 'Gautier', 'Mathilde', 'Raphaël', 'Odile', 'Honoré'],
    'de': ['Hiltrud', 'Eberhard', 'Waltraud', 'Siegfried', 'Annegret', 'Ludger', 'Roswitha',
           'Gottfried', 'Irmgard', 'Volker', 'Gudrun', 'Reinhold', 'Heike', 'Detlef', 'Brunhilde',
           'Ortwin', 'Liselotte', 'Wolfram', 'Sieglinde', 'Kunibert', 'Hannelore', 'Jörg'],
    'it': ['Loredana', 'Gianfranco', 'Ornella', 'Ercole', 'Graziella', 'Settimio', 'Fiorella',
           'Raffaele', 'Donatella', 'Ottavio', 'Benedetta', 'Gualtiero', 'Rosaria', 'Cosimo',
           'Annunziata', 'Ippolito', 'Mirella', 'Tancredi', 'Serafina', 'Leopoldo', 'Immacolata', 'Bruno'],
    'pt': ['Conceição', 'Joaquim', 'Filomena', 'Aníbal', 'Graça', 'Adelino', 'Rosário', 'Baltazar',
           'Leonor', 'Gervásio', 'Fátima', 'Bartolomeu', 'Glória', 'Custódio', 'Amélia', 'Sebastião',
           'Lurdes', 'Horácio', 'Benedita', 'Valdemar', 'Idalina', 'Arnaldo'],
    'ru': ['Ангелина', 'Вячеслав', 'Людмила', 'Григорий', 'Евдокия', 'Станислав', 'Зинаида',
           'Ростислав', 'Валентина', 'Аркадий', 'Прасковья', 'Тимофей', 'Серафима', 'Геннадий',
           'Антонина', 'Всеволод', 'Ульяна', 'Филипп', 'Таисия', 'Эдуард', 'Алевтина', 'Борислав'],
}

# Russian patronymics by the gender of the given name's position (even: female, odd: male).
PATRONYMIC_F = ['Аркадьевна', 'Викторовна', 'Олеговна', 'Павловна', 'Игоревна', 'Степановна',
                'Романовна', 'Ильинична', 'Фёдоровна', 'Денисовна', 'Юрьевна']
PATRONYMIC_M = ['Борисович', 'Леонидович', 'Тарасович', 'Матвеевич', 'Семёнович', 'Егорович',
                'Валерьевич', 'Петрович', 'Кириллович', 'Глебович', 'Захарович']

SURNAME = {
    'en': ['Thistlewood', 'Pemberton', 'Ashcroft', 'MacAllister', "O'Donoghue", 'Featherstone',
           'Winterbottom', 'Okonkwo', 'Blackwood-Hayes', 'Cartwright', 'Hargreaves', 'Fairbairn',
           'Oyelaran', 'Sutherland', 'Kettleborough', 'Radcliffe', 'Venkataraman', 'Lockhart',
           'Brackenridge', 'Abernethy', 'Ramsbottom', 'Quennell'],
    'es': ['Villalobos Peñalver', 'de la Fuente', 'Echeverría', 'Montesdeoca Ruiz', 'Arrieta',
           'Castañeda Olmo', 'del Campo', 'Iturbide', 'Sepúlveda Marín', 'Garrido', 'Zubizarreta',
           'Benavente Lara', 'Olmedo', 'de los Santos', 'Cifuentes Pardo', 'Urquijo', 'Barrionuevo',
           'Escudero Vidal', 'Alcántara', 'Goicoechea'],
    'fr': ['Lefebvre-Dumont', 'de Villeneuve', 'Rousseau', 'Beaumarchais', 'Delacroix', 'Fontaine',
           'Le Goff', 'Chauvin', 'de La Roche', 'Marchetti', 'Vasseur', 'Bonnefoy', 'Dubois-Laval',
           'Giraudoux', 'Lemaire', 'Kerouac', 'Peyrefitte', 'Morvan', 'Tessier', 'Abadie'],
    'de': ['Oberhuber', 'von Falkenberg', 'Schwarzkopf', 'Kleinschmidt', 'Brandauer', 'Pfeiffer',
           'Hinterseer', 'Wöllner', 'zu Lindenau', 'Rübsamen', 'Eichhorn', 'Kapfenberger',
           'Lautenschläger', 'Grünewald', 'Steinhauer', 'Mühlbacher', 'Haberkorn', 'Ziegenbalg',
           'Vogelsang', 'Wachtendonk'],
    'it': ['Santangelo', 'De Simone', 'Bevilacqua', 'Lo Presti', 'Castelnuovo', 'Della Valle',
           'Quagliarella', 'Mastroianni', 'Di Benedetto', 'Pellegrino', 'Scognamiglio', 'Tagliaferri',
           'Russo', 'Capobianco', 'Dell\'Acqua', 'Brambilla', 'Cannavacciuolo', 'Fiorentino',
           'La Rocca', 'Zanetti'],
    'pt': ['Magalhães', 'dos Santos Pereira', 'Carvalhosa', 'da Silva Nogueira', 'Figueiredo',
           'Albuquerque', 'de Sousa Coutinho', 'Meireles', 'Vasconcelos', 'Brandão', 'Quaresma',
           'do Carmo', 'Pestana', 'Tavares Leitão', 'Bettencourt', 'Sampaio', 'Gouveia', 'Rebelo',
           'da Cunha', 'Cordeiro'],
    'ru': ['Воронцова', 'Белозёров', 'Селиванова', 'Ковальчук', 'Длугач', 'Нестеренко', 'Полякова',
           'Шереметьев', 'Лазарева', 'Голованов', 'Тихомирова', 'Кудрявцев', 'Ермолаева',
           'Суворин', 'Фомина', 'Рябушкин', 'Андреева', 'Завьялов', 'Климова', 'Мартынюк'],
}

# Towns with a postcode and a region, per language; streets per language.
TOWNS = {
    'en': [('Harrogate', 'HG1 2RQ'), ('Aberystwyth', 'SY23 1PB'), ('Chelmsford', 'CM2 0JD'),
           ('Inverness', 'IV2 3HQ'), ('Kendal', 'LA9 4DL'), ('Ipswich', 'IP4 1JR'),
           ('Lancaster', 'LA1 3EX'), ('Shrewsbury', 'SY1 1YJ'), ('Truro', 'TR1 2SX'),
           ('Stirling', 'FK8 2BP'), ('Salisbury', 'SP1 3TS'), ('Worcester', 'WR5 1HN')],
    'es': [('Valladolid', '47008'), ('Cáceres', '10003'), ('Logroño', '26004'), ('Alcalá de Henares', '28805'),
           ('Santander', '39005'), ('Albacete', '02005'), ('Jerez de la Frontera', '11402'),
           ('Ourense', '32003'), ('Huesca', '22004'), ('Cartagena', '30201'), ('Badajoz', '06011'),
           ('Lorca', '30800')],
    'fr': [('Besançon', '25000'), ('Quimper', '29000'), ('Angoulême', '16000'), ('Colmar', '68000'),
           ('Valence', '26000'), ('Chambéry', '73000'), ('Saint-Brieuc', '22000'), ('Périgueux', '24000'),
           ('Montauban', '82000'), ('Troyes', '10000'), ('Bourg-en-Bresse', '01000'), ('Niort', '79000')],
    'de': [('Bamberg', '96047'), ('Göttingen', '37073'), ('Rosenheim', '83022'), ('Paderborn', '33098'),
           ('Tübingen', '72070'), ('Schwerin', '19053'), ('Bad Kreuznach', '55543'), ('Lüneburg', '21335'),
           ('Ingolstadt', '85049'), ('Frankfurt (Oder)', '15230'), ('Kempten', '87435'), ('Wetzlar', '35578')],
    'it': [('Bergamo', '24121'), ('Lecce', '73100'), ('Ferrara', '44121'), ('Sassari', '07100'),
           ('Arezzo', '52100'), ('Trento', '38122'), ('Reggio Emilia', '42121'), ('Cosenza', '87100'),
           ('Vicenza', '36100'), ('Pescara', '65122'), ('Novara', '28100'), ('Siracusa', '96100')],
    'pt': [('Braga', '4700-320'), ('Setúbal', '2900-102'), ('Viseu', '3500-115'), ('Aveiro', '3810-064'),
           ('Leiria', '2410-153'), ('Évora', '7000-509'), ('Guimarães', '4810-225'),
           ('Vila Nova de Gaia', '4400-134'), ('Faro', '8000-312'), ('Coimbra', '3000-241'),
           ('Portimão', '8500-510'), ('Barcelos', '4750-286')],
    'ru': [('Екатеринбург', '620014'), ('Самара', '443099'), ('Казань', '420111'),
           ('Нижний Новгород', '603005'), ('Ярославль', '150000'), ('Воронеж', '394036'),
           ('Тверь', '170100'), ('Калуга', '248000'), ('Пермь', '614000'), ('Томск', '634050'),
           ('Великий Новгород', '173001'), ('Иркутск', '664003')],
}

STREETS = {
    'en': ['Cavendish Road', 'Marlborough Crescent', 'Ferndale Avenue', 'Kingfisher Close',
           'Beechwood Drive', 'Station Approach', 'Tannery Lane', 'Albion Terrace', 'Priory Gardens',
           'Wellington Street', 'Orchard Way', 'Mill Hill'],
    'es': ['Calle de Fuencarral', 'Avenida de la Constitución', 'Calle Mayor', 'Paseo de Zorrilla',
           'Calle del Doctor Fleming', 'Plaza de San Juan', 'Ronda de Poniente', 'Calle Alfonso XIII',
           'Avenida de Portugal', 'Calle de la Paz', 'Travesía del Carmen', 'Calle Real'],
    'fr': ['rue des Tanneurs', 'avenue Jean Jaurès', 'boulevard de la Liberté', 'impasse des Lilas',
           'rue du Général Leclerc', 'place du Marché', 'chemin des Vignes', 'quai Saint-Michel',
           'rue Victor Hugo', 'allée des Cerisiers', 'route de Lyon', 'rue de la République'],
    'de': ['Lindenstraße', 'Am Mühlbach', 'Kastanienallee', 'Goethestraße', 'Hauptstraße',
           'Schillerplatz', 'Im Wiesengrund', 'Bahnhofstraße', 'Rosenweg', 'Marktplatz',
           'Ulmer Straße', 'An der Kirche'],
    'it': ['Via Giuseppe Garibaldi', 'Corso Vittorio Emanuele II', 'Via dei Mille', 'Piazza Dante',
           'Viale della Repubblica', 'Via San Francesco', 'Vicolo del Pozzo', 'Via Roma',
           'Largo Augusto', 'Via delle Rose', 'Corso Cavour', 'Via Nazionale'],
    'pt': ['Rua de Santa Catarina', 'Avenida da Liberdade', 'Travessa do Carmo', 'Rua Direita',
           'Largo do Rossio', 'Rua Dom Afonso Henriques', 'Avenida Fernão de Magalhães',
           'Rua das Flores', 'Praceta José Régio', 'Rua do Souto', 'Estrada Nacional 125', 'Rua Nova'],
    'ru': ['ул. Ленина', 'пр-т Мира', 'ул. Садовая', 'пер. Строителей', 'ул. Гагарина',
           'наб. Волжская', 'ул. Пушкинская', 'ул. Советская', 'б-р Победы', 'ул. Лесная',
           'ш. Московское', 'ул. Чкалова'],
}

# Organisations, most without a legal form (the class). Keys are roles.
BANKS = {
    'en': ['Northgate Building Society', 'Thamesbridge Bank', 'Pennine Savings Bank', 'Caledonian Mutual',
           'Severn Valley Bank', 'Ironbridge Private Bank'],
    'es': ['Caja Rural del Duero', 'Banco Meridional', 'Caixa de Levante', 'Banca Cantábrica',
           'Caja de Ahorros del Tajo', 'Banco del Ebro'],
    'fr': ['Crédit Maritime de Bretagne', 'Banque Rhodanienne', 'Caisse Solidaire du Jura',
           'Banque des Alpes', 'Crédit Coopératif de Loire', 'Banque Populaire du Morvan'],
    'de': ['Sparkasse Oberfranken-Süd', 'Volksbank Mittelhessen-Nord', 'Raiffeisenbank Chiemgau',
           'Stadtsparkasse Lindenberg', 'Kreissparkasse Hohenlohe', 'Hanseatische Privatbank'],
    'it': ['Banca Popolare del Garda', 'Cassa di Risparmio di Lucca', 'Credito Valtellinese Nord',
           'Banca di Credito Cooperativo Etna', 'Banca Adriatica', 'Cassa Rurale Alto Adige'],
    'pt': ['Caixa de Crédito do Minho', 'Banco Atlântico', 'Caixa Agrícola do Douro', 'Banco Lusitano',
           'Caixa Económica Açoriana', 'Banco do Alentejo'],
    'ru': ['Волжский банк', 'Уральский кредитный банк', 'Банк «Северная Пальмира»', 'Сибирский сберегательный банк',
           'Банк «Ока»', 'Камский коммерческий банк'],
}

EMPLOYERS = {
    'en': ['Harbourside Logistics', 'Cobalt Ridge Engineering', 'Willowmere Care Homes', 'Redfern Analytics',
           'Kestrel Print Works', 'Bramblewood Dairy', 'Saltmarsh Marine Services', 'Ivory Tower Consulting'],
    'es': ['Conservas Ribera del Sella', 'Transportes Hermanos Ocaña', 'Talleres Guadiana',
           'Construcciones Peñalara', 'Bodegas Viña Olvido', 'Clínica Dental Sonrisas', 'Aceites Sierra Mágina',
           'Ingeniería Alborán'],
    'fr': ['Menuiserie Lebrun', 'Transports Garnier Frères', 'Fromagerie du Haut-Doubs', 'Atelier Verrier Bastide',
           'Cabinet Moreau Expertise', 'Boulangeries Pain d\'Antan', 'Imprimerie du Lac', 'Chaudronnerie Vosgienne'],
    'de': ['Maschinenbau Hinterkirchner', 'Spedition Ruhrblick', 'Bäckerei Sonnenkorn', 'Brauerei Kellerbräu',
           'Autohaus Wendelstein', 'Druckerei Feldmann', 'Elektro Brennecke', 'Zimmerei Obermaier'],
    'it': ['Officine Meccaniche Valtrompia', 'Pastificio Rustichella', 'Tipografia Sant\'Ambrogio',
           'Trasporti Fratelli Gallo', 'Cantina Sociale Colli Euganei', 'Ceramiche Vietresi',
           'Oleificio Monte Amiata', 'Studio Tecnico Ferretti'],
    'pt': ['Metalúrgica Alvorada', 'Conservas Ramirez do Norte', 'Transportes Serra da Estrela',
           'Cortiças Montado', 'Padaria Pão Quente', 'Têxteis Vale do Ave', 'Vinhos Quinta do Vale', 'Serralharia Lusa'],
    'ru': ['Завод «Уралмаш-Техника»', 'Транспортная компания «Волга-Трак»', 'Хлебозавод № 3',
           'Типография «Печатный двор»', 'Строительная компания «Кремль»', 'Агрофирма «Заря»',
           'Мебельная фабрика «Кедр»', 'Научно-производственное объединение «Сигма»'],
}

LABS = {
    'en': ['Meridian Pathology', 'St Aldhelm Diagnostics', 'Fenland Clinical Laboratories', 'Corbridge Medical Laboratory'],
    'es': ['Laboratorio Análisis Clínicos Giralda', 'Laboratorio Cantabria Diagnóstico', 'Análisis Clínicos Levante',
           'Laboratorio Castellano'],
    'fr': ['Laboratoire Biopôle Atlantique', 'Laboratoire d\'analyses Saint-Éloi', 'Biolab Rhône-Alpes',
           'Laboratoire Pasteur-Vauban'],
    'de': ['Labor Dr. Eichendorff', 'Medizinisches Versorgungszentrum Laborzentrum Ost', 'Labor am Dom',
           'Laborpraxis Nordheide'],
    'it': ['Laboratorio Analisi San Gennaro', 'Centro Diagnostico Euganeo', 'Laboratorio Analisi Cliniche Lanterna',
           'Poliambulatorio Santa Chiara'],
    'pt': ['Laboratório de Análises Clínicas do Mondego', 'Laboratório Vasco da Gama', 'Clínica Laboratorial Atlântida',
           'Laboratório Médico da Boavista'],
    'ru': ['Медицинская лаборатория «Гемотест-Волга»', 'Клинико-диагностическая лаборатория «Здоровье»',
           'Лаборатория «ДНКом-Урал»', 'Диагностический центр «Медика»'],
}

VENDORS = {  # companies whose customers open support tickets
    'en': ['Brightwire Broadband', 'Pixelforge Cameras', 'Greenleaf Home Energy', 'Quillstone Software'],
    'es': ['Telecable Mediterráneo', 'Muebles Hogar Norte', 'Electrodomésticos Tajo', 'Viajes Sol de Poniente'],
    'fr': ['Fibre Océane', 'Cuisines Lambert', 'Vélos Tournesol', 'Assurances Mutuelles du Berry'],
    'de': ['Stadtwerke Lindenau', 'Küchenstudio Brenner', 'Fahrradmanufaktur Isartal', 'Glasfaser Allgäu'],
    'it': ['Fibra Tirrenica', 'Arredamenti Brianza Casa', 'Elettrodomestici Vesuvio', 'Viaggi Sirena Blu'],
    'pt': ['Fibra Atlântica', 'Móveis Casa Lusa', 'Eletrodomésticos Tejo', 'Viagens Rosa dos Ventos'],
    'ru': ['Интернет-провайдер «Сеть-Волга»', 'Магазин бытовой техники «Электрон»', 'Туристическое агентство «Сфера»',
           'Мебельный салон «Уют»'],
}

UTILITIES = {
    'en': ['Wessex Water Supply', 'Northumbria Energy', 'Coastline Gas & Power', 'Pennine Electricity'],
    'es': ['Aguas del Segura', 'Eléctrica del Cinca', 'Gas Natural Cantábrico', 'Energía Verde Andaluza'],
    'fr': ['Eaux du Val de Loire', 'Énergies Alpines', 'Gaz et Électricité de Provence', 'Régie des Eaux de Colmar'],
    'de': ['Stadtwerke Sonnenberg', 'Energieversorgung Mittelrhein', 'Wasserzweckverband Ilmtal', 'Gasversorgung Havelland'],
    'it': ['Acquedotto Pugliese Nord', 'Energia Dolomiti', 'Gas Città di Novara', 'Servizi Idrici Toscani'],
    'pt': ['Águas do Cávado', 'Energia do Douro', 'Gás Natural do Tejo', 'Serviços Municipalizados de Viseu'],
    'ru': ['Мосэнергосбыт-Волга', 'Водоканал «Прикамье»', 'Газпром межрегионгаз Тверь', 'Энергосбыт «Урал»'],
}

MERCHANTS = {
    'en': ['Tesco Express', 'Greggs', 'Boots', 'Waitrose', 'Pret A Manger', 'Halfords', 'Wilko', 'Costa Coffee',
           'Ryman', 'Sainsbury\'s Local', 'The Crooked Billet', 'Robert Dyas'],
    'es': ['Mercadona', 'El Corte Inglés', 'Farmacia Ldo. Pineda', 'Panadería Los Olivos', 'Carrefour Express',
           'Ferretería La Llave', 'Bar Casa Paco', 'Librería Alcaraz', 'Gasolinera Repsol Arroyo', 'Zara Home',
           'Frutería Hermanos Gil', 'Restaurante El Faro'],
    'fr': ['Monoprix', 'Boulangerie Martin', 'Pharmacie du Centre', 'Brasserie Le Commerce', 'Fnac', 'Picard',
           'Leroy Merlin', 'Boucherie Duval', 'Intermarché', 'Café de la Gare', 'Librairie Gallimard', 'Decathlon'],
    'de': ['Edeka Schmitt', 'dm-drogerie markt', 'Bäckerei Kamps', 'Rossmann', 'Tankstelle Aral Nord',
           'Buchhandlung Thalia', 'Metzgerei Huber', 'Gasthof zum Hirschen', 'Kaufland', 'Apotheke am Markt',
           'Obi Baumarkt', 'Eiscafé Venezia'],
    'it': ['Esselunga', 'Farmacia Comunale 3', 'Bar Pasticceria Milano', 'Coop Alleanza', 'Trattoria da Gino',
           'Feltrinelli', 'Conad City', 'Macelleria Bianchi', 'Tabaccheria Rossi', 'Autogrill', 'Unieuro', 'Pizzeria Vesuvio'],
    'pt': ['Pingo Doce', 'Continente Bom Dia', 'Farmácia Central', 'Pastelaria Versailles', 'Worten',
           'Talho do Bairro', 'Restaurante O Pescador', 'Livraria Bertrand', 'Galp Areeiro', 'Café Majestic',
           'Intermarché Lousada', 'Sapataria Moderna'],
    'ru': ['Пятёрочка', 'Магнит', 'Аптека «Ригла»', 'Кофейня «Шоколадница»', 'ВкусВилл', 'Перекрёсток',
           'Булочная «Хлебница»', 'Книжный магазин «Буквоед»', 'АЗС Лукойл', 'Ресторан «Пельменная № 1»',
           'М.Видео', 'Детский мир'],
}

PHONE_PREFIX = {'en': '+44', 'es': '+34', 'fr': '+33', 'de': '+49', 'it': '+39', 'pt': '+351', 'ru': '+7'}
IBAN_CC = {'en': ('GB', 22), 'es': ('ES', 24), 'fr': ('FR', 27), 'de': ('DE', 22), 'it': ('IT', 27), 'pt': ('PT', 25)}
CURRENCY = {'en': '£', 'es': '€', 'fr': '€', 'de': '€', 'it': '€', 'pt': '€', 'ru': 'руб.'}
MAIL_DOMAINS = {'en': ['btinternet.com', 'outlook.co.uk', 'gmail.com'], 'es': ['telefonica.net', 'gmail.com', 'yahoo.es'],
                'fr': ['orange.fr', 'free.fr', 'laposte.net'], 'de': ['gmx.de', 'web.de', 't-online.de'],
                'it': ['libero.it', 'tiscali.it', 'alice.it'], 'pt': ['sapo.pt', 'gmail.com', 'clix.pt'],
                'ru': ['yandex.ru', 'mail.ru', 'rambler.ru']}

MONTHS = {
    'en': ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    'es': ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    'fr': ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    'de': ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    'it': ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
    'pt': ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
    'ru': ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
}
MONTHS_SHORT_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
AGE_UNIT = {'en': 'years', 'es': 'años', 'fr': 'ans', 'de': 'Jahre', 'it': 'anni', 'pt': 'anos', 'ru': 'лет'}

# United States English (a locale of 'en' used by the US kinds only): towns with state and ZIP, streets.
US_TOWNS = [('Portland', 'OR', '97205'), ('Madison', 'WI', '53703'), ('Tucson', 'AZ', '85701'), ('Columbus', 'OH', '43215'),
            ('Raleigh', 'NC', '27601'), ('Boise', 'ID', '83702'), ('Albany', 'NY', '12207'), ('Spokane', 'WA', '99201'),
            ('Savannah', 'GA', '31401'), ('Omaha', 'NE', '68102'), ('Fresno', 'CA', '93721'), ('Lexington', 'KY', '40507'),
            ('Burlington', 'VT', '05401'), ('Santa Fe', 'NM', '87501'), ('Duluth', 'MN', '55802'), ('Mobile', 'AL', '36602')]
US_STREETS = ['Oak Street', 'Maple Avenue', 'Cedar Lane', 'Elm Court', 'Lakeview Drive', 'Hillcrest Road', 'Pine Ridge Way',
              'Sycamore Boulevard', 'Willow Bend', 'Chestnut Street', 'Magnolia Drive', 'Aspen Trail']
US_GIVEN = ['Shanice', 'Tyrone', 'Madison', 'Dwayne', 'Brianna', 'Cody', 'Latoya', 'Marcus', 'Kayleigh', 'Jamal', 'Destiny', 'Hunter',
            'Guadalupe', 'Trevor', 'Mei-Ling', 'Ezekiel', 'Ashlyn', 'Dakota', 'Rosalinda', 'Brandon']
US_SURNAMES = ['Washington', 'Kowalczyk', 'Nguyen', 'McAllister', 'Delgado', 'Van Buren', 'Okafor', 'Lindqvist', "O'Malley",
               'Hernandez-Ruiz', 'Yamamoto', 'DeLuca', 'Abernathy', 'St. Clair', 'Rasmussen', 'Baptiste', 'Whitfield', 'Castellano']
US_HOSPITALS = ['Cascade Valley Medical Center', 'Riverbend Family Clinic', 'Mercy Ridge Hospital', 'Lakeshore Urgent Care',
                'Saint Brendan Health Partners', 'Prairie View Orthopedics']
US_INSURERS = ['Evergreen Health Plan', 'Summit Mutual Health', 'Keystone BlueCare', 'Pioneer Benefit Administrators']
US_EMPLOYERS = ['Redwood Freight Lines', 'Copperline Software', 'Blue Heron Bakery', 'Tri-County Transit Authority',
                'Granite State Plumbing', 'Lone Pine Veterinary Hospital', 'Harborview Dental Group', 'Sunbelt Roofing']
US_BANKS = ['First Cascade Credit Union', 'Heartland Community Bank', 'Great Lakes Federal Savings', 'Desert Sun Bank']
