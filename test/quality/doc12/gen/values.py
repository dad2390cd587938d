"""Value pools of doc12, written from general knowledge by its author (no other set's pools).

Every pool that names a person, a street or a town is split by position: even entries go to
dev12, odd ones to held12 (`half`). Given-name lists alternate two women's and two men's names,
so each half holds both. Organisations are split by role: the roles of dev12's kinds (shops,
carriers, practices, employers, software vendors, gyms) and of held12's (hotels, car hire,
utilities, schools, insurers, event organisers) are different lists; the bank list is halved.
"""

LANGS = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru']


def half(pool, part):
    """The dev12 (even positions) or held12 (odd positions) half of a pool."""
    return pool[0::2] if part == 'dev12' else pool[1::2]


# Given names: F, F, M, M, ... so that both halves hold women and men.
GIVEN = {
    'en': ['Maisie', 'Ottilie', 'Jasper', 'Rupert', 'Felicity', 'Clementine', 'Hamish', 'Quentin',
           'Rosamund', 'Winifred', 'Ambrose', 'Digby', 'Henrietta', 'Juliet', 'Cormac', 'Ellis',
           'Lavinia', 'Saoirse', 'Tobias', 'Gideon', 'Araminta', 'Kezia', 'Ptolemy', 'Rafferty'],
    'es': ['Almudena', 'Encarnación', 'Eladio', 'Froilán', 'Visitación', 'Maitane', 'Gumersindo', 'Ximo',
           'Purificación', 'Soledad', 'Tristán', 'Abundio', 'Candela', 'Ainhoa', 'Baldomero', 'Rigoberto',
           'Eulalia', 'Covadonga', 'Dámaso', 'Heliodoro', 'Zuriñe', 'Guadalupe', 'Saturnino', 'Olegario'],
    'fr': ['Gwenaëlle', 'Perrine', 'Armel', 'Tanguy', 'Bernadette', 'Capucine', 'Fulbert', 'Régis',
           'Sidonie', 'Léontine', 'Ghislain', 'Hippolyte', 'Marie-Noëlle', 'Eugénie', 'Yannick', 'Amaury',
           'Rosine', 'Albane', 'Évariste', 'Josselin', 'Philomène', 'Aliénor', 'Clotaire', 'Ludovic'],
    'de': ['Waltraud', 'Henriette', 'Kunibert', 'Arnulf', 'Brunhilde', 'Irmtraud', 'Hartmut', 'Gottfried',
           'Frauke', 'Elfriede', 'Reinhold', 'Siegbert', 'Adelheid', 'Swantje', 'Ulrich', 'Meinhard',
           'Gesine', 'Wilhelmine', 'Burkhard', 'Degenhard', 'Rotraut', 'Edeltraud', 'Lothar', 'Folkert'],
    'it': ['Ginevra', 'Cesira', 'Edoardo', 'Ermanno', 'Marcella', 'Veronica', 'Romualdo', 'Ubaldo',
           'Tecla', 'Nives', 'Settimio', 'Gerardo', 'Ausilia', 'Letizia', 'Amedeo', 'Vittorio',
           'Clelia', 'Iolanda', 'Bonifacio', 'Lamberto', 'Mafalda', 'Eufemia', 'Guglielmo', 'Cirillo'],
    'pt': ['Gracinda', 'Custódia', 'Aníbal', 'Belmiro', 'Idalina', 'Ermelinda', 'Crispim', 'Severino',
           'Deolinda', 'Piedade', 'Hermenegildo', 'Fausto', 'Zulmira', 'Henriqueta', 'Valdemar', 'Abílio',
           'Otília', 'Clotilde', 'Firmino', 'Adelino', 'Esmeralda', 'Albertina', 'Leopoldo', 'Custódio'],
    'ru': ['Агафья', 'Василиса', 'Феликс', 'Ростислав', 'Серафима', 'Ксения', 'Демьян', 'Игнат',
           'Пелагея', 'Злата', 'Арсений', 'Лукьян', 'Ефросинья', 'Полина', 'Никанор', 'Филипп',
           'Капитолина', 'Нонна', 'Трофим', 'Емельян', 'Олимпиада', 'Яна', 'Елисей', 'Мирон'],
}


def female(lang, given):
    """True for the women's names of a pool (they sit at positions 0, 1 of every four)."""
    return GIVEN[lang].index(given) % 4 < 2


SURNAMES = {
    'en': ['Entwistle', 'Grimshaw', 'Attenborough', 'Ffoulkes', 'Umeadi', 'Blenkinsop', 'Hargreaves-Dunn',
           'Tolhurst', 'MacGillivray', 'Pilkington', "O'Driscoll", 'Sowerby', 'Chakraborty', 'Wetherall',
           'Postlethwaite', 'Adeyemi', 'Crabtree', 'Vandenberg', 'Merriweather', 'Inglethorpe', 'Ackroyd',
           'Fitzwilliam', 'Lockhart-Bell', 'Ogunbanjo'],
    'es': ['Arrizabalaga', 'Sotomayor Rey', 'Villanueva de la Cruz', 'Olaizola', 'Pizarro Lebrón', 'Gorostiza',
           'Barrionuevo', 'Cuadrado Ojeda', 'Ezquerra', 'Llorente Bastida', 'Manzanares', 'Irigoyen',
           'Quiroga Seoane', 'Tejedor', 'Zubizarreta Alday', 'Bermejo', 'Castañeda Ruiz', 'Alcántara',
           'Fajardo Montes', 'Uribe', 'Pardo de Vera', 'Lozoya', 'Garcés Bielsa', 'Aranguren'],
    'fr': ['Lhermitte', 'Brisebois', 'de Kersauson', 'Ollivier', 'Chardonnet', 'Le Floch', 'Vaillancourt',
           'Duchêne', 'Rigaud-Perrin', 'Maupassant', 'Tessier', "L'Héritier", 'Bouvier-Lasalle', 'Gourvennec',
           'Mangin', 'Séverac', 'Poulain', 'Dufresnoy', 'Quintard', 'Abadie', 'Le Roux', 'Valette',
           'Chevrier', 'Beaumanoir'],
    'de': ['Eichendorff', 'Mittelstädt', 'von Bredow', 'Kühnemund', 'Habermalz', 'Scheufele', 'Brinkhaus',
           'Lütkemeyer', 'Ostermann-Krug', 'Piechotta', 'Wendeborn', 'Gräfenhain', 'Nowotny', 'Stiegler',
           'Baumgärtel', 'Rehbein', 'Tschirner', 'Overbeck', 'Zuckmayer', 'Hollweg', 'Kranewitter',
           'Sattelmacher', 'Uhlenbrock', 'Vierhaus'],
    'it': ['Buonarroti', 'Castelnuovo', 'Di Stefano', 'Albanese', 'Trombetta', 'La Rocca', 'Fumagalli',
           'Sciascia', 'Pellegrino-Neri', 'Ventimiglia', 'Zappalà', 'Orlandini', "Dell'Acqua", 'Marangoni',
           'Quagliarella', 'Spadaro', 'Lo Bianco', 'Gentilini', 'Rizzardi', 'Abbondanza', 'Caporaso',
           'Malaspina', 'Terranova', 'Bonfiglio'],
    'pt': ['Mascarenhas', 'Sá Carneiro', 'Tavares da Costa', 'Lemos', 'Barros Queirós', 'Pimentel',
           'Rebelo de Andrade', 'Quintela', 'Coutinho', 'Falcão', 'Azevedo Moura', 'Vilaça', 'Guimarães',
           'Souto', 'Carrilho', 'Bragança', 'Lacerda', 'Menezes Cabral', 'Espinheira', 'Frade',
           'Honorato', 'Pestana', 'Sobral', 'Ventura'],
}

# Russian surnames: (masculine, feminine).
RU_SURNAMES = [('Завьялов', 'Завьялова'), ('Берёзкин', 'Берёзкина'), ('Трубецкой', 'Трубецкая'),
               ('Колокольцев', 'Колокольцева'), ('Самсонов', 'Самсонова'), ('Дорофеев', 'Дорофеева'),
               ('Полозов', 'Полозова'), ('Вяземский', 'Вяземская'), ('Кудряшов', 'Кудряшова'),
               ('Лыков', 'Лыкова'), ('Овчинников', 'Овчинникова'), ('Хрусталёв', 'Хрусталёва'),
               ('Журавлёв', 'Журавлёва'), ('Мамонтов', 'Мамонтова'), ('Селезнёв', 'Селезнёва'),
               ('Гладышев', 'Гладышева'), ('Аксаков', 'Аксакова'), ('Туполев', 'Туполева'),
               ('Шереметев', 'Шереметева'), ('Ракитин', 'Ракитина')]
RU_PATRONYMICS = [('Андреевич', 'Андреевна'), ('Валентинович', 'Валентиновна'), ('Германович', 'Германовна'),
                  ('Евгеньевич', 'Евгеньевна'), ('Климентьевич', 'Климентьевна'), ('Макарович', 'Макаровна'),
                  ('Олегович', 'Олеговна'), ('Павлович', 'Павловна'), ('Семёнович', 'Семёновна'),
                  ('Тарасович', 'Тарасовна'), ('Юрьевич', 'Юрьевна'), ('Яковлевич', 'Яковлевна')]

STREETS = {
    'en': ['Primrose Hill Road', 'Cavendish Place', 'Mill Race Lane', 'Nightingale Walk', 'Sycamore Court',
           'Ropewalk Street', 'Orchard Rise', 'Bishopsgate Row', 'Heron Close', 'Lavender Grove',
           'Tudor Way', 'Copperfield Road', 'Cobblers Yard', 'Windmill Hill'],
    'es': ['Calle de Hortaleza', 'Avenida de Andalucía', 'Calle del Cardenal Cisneros', 'Paseo de Gracia',
           'Calle Real', 'Ronda de Segovia', 'Calle de la Princesa', 'Avenida de Burgos',
           'Calle Arenal', 'Plaza de San Juan', 'Calle Alfonso X el Sabio', 'Travesía del Conde',
           'Calle de Velázquez', 'Rambla de Catalunya'],
    'fr': ['rue de la République', 'avenue des Ternes', 'rue des Carmes', 'boulevard Gambetta',
           'rue du Bac', 'allée des Châtaigniers', 'rue Lafayette', 'chemin des Vignes',
           'place des Vosges', 'rue Nationale', 'quai Saint-Antoine', 'rue des Remparts',
           'avenue Foch', 'impasse du Moulin'],
    'de': ['Ulmenweg', 'Kaiserstraße', 'Am Schlossgarten', 'Eichendorffstraße', 'Marktplatz',
           'Brunnenstraße', 'Birkenallee', 'Zum Hafen', 'Lessingstraße', 'Auf dem Kamp',
           'Mozartstraße', 'Hinter der Mauer', 'Gartenstraße', 'Wilhelm-Busch-Weg'],
    'it': ['Via Mazzini', 'Corso Italia', 'Via dei Fiori', 'Viale Europa', 'Piazza del Duomo',
           'Via Manzoni', 'Vicolo Stretto', 'Via Cesare Battisti', 'Lungomare Colombo', 'Via Solferino',
           'Via XX Settembre', 'Borgo Nuovo', 'Via Dante Alighieri', 'Salita San Nicola'],
    'pt': ['Rua do Ouro', 'Avenida de Roma', 'Rua das Flores', 'Travessa da Glória', 'Rua Garrett',
           'Avenida Fontes Pereira de Melo', 'Rua de Cedofeita', 'Largo da Sé', 'Rua Direita',
           'Avenida Central', 'Rua dos Clérigos', 'Beco do Forno', 'Rua Miguel Bombarda', 'Praça do Comércio'],
    'ru': ['ул. Тверская', 'пр-т Ленина', 'ул. Гороховая', 'Садовая-Кудринская ул.', 'ул. Лесная',
           'пер. Столешников', 'ул. Чехова', 'Московский пр-т', 'ул. Советская', 'наб. Обводного канала',
           'ул. Гагарина', 'б-р Профсоюзов', 'ул. Мира', 'пр-т Победы'],
}

TOWNS = {
    'en': [('SE1 7PB', 'London'), ('L8 5RD', 'Liverpool'), ('B15 2TT', 'Birmingham'), ('S10 2HN', 'Sheffield'),
           ('CB2 1TN', 'Cambridge'), ('PL4 8AA', 'Plymouth'), ('DD1 4HN', 'Dundee'), ('NG7 2RD', 'Nottingham'),
           ('BN1 9QH', 'Brighton'), ('AB24 3FX', 'Aberdeen'), ('LE1 7RH', 'Leicester'), ('SA2 8PP', 'Swansea'),
           ('CT1 2EH', 'Canterbury'), ('HU6 7RX', 'Hull')],
    'es': [('03001', 'Alicante'), ('47002', 'Valladolid'), ('36202', 'Vigo'), ('30001', 'Murcia'),
           ('20003', 'San Sebastián'), ('11003', 'Cádiz'), ('39001', 'Santander'), ('10003', 'Cáceres'),
           ('26001', 'Logroño'), ('07001', 'Palma'), ('24003', 'León'), ('45001', 'Toledo'),
           ('43003', 'Tarragona'), ('14002', 'Córdoba')],
    'fr': [('06000', 'Nice'), ('76000', 'Rouen'), ('87000', 'Limoges'), ('29200', 'Brest'),
           ('49100', 'Angers'), ('25000', 'Besançon'), ('37000', 'Tours'), ('57000', 'Metz'),
           ('64000', 'Pau'), ('80000', 'Amiens'), ('38000', 'Grenoble'), ('51100', 'Reims'),
           ('66000', 'Perpignan'), ('86000', 'Poitiers')],
    'de': [('48143', 'Münster'), ('30159', 'Hannover'), ('99084', 'Erfurt'), ('79098', 'Freiburg im Breisgau'),
           ('66111', 'Saarbrücken'), ('18055', 'Rostock'), ('93047', 'Regensburg'), ('34117', 'Kassel'),
           ('55116', 'Mainz'), ('86150', 'Augsburg'), ('44135', 'Dortmund'), ('06108', 'Halle (Saale)'),
           ('23552', 'Lübeck'), ('72070', 'Tübingen')],
    'it': [('43121', 'Parma'), ('95131', 'Catania'), ('38122', 'Trento'), ('60121', 'Ancona'),
           ('09124', 'Cagliari'), ('55100', 'Lucca'), ('73100', 'Lecce'), ('24122', 'Bergamo'),
           ('06121', 'Perugia'), ('36100', 'Vicenza'), ('89125', 'Reggio Calabria'), ('48121', 'Ravenna'),
           ('39100', 'Bolzano'), ('84121', 'Salerno')],
    'pt': [('4200-135', 'Porto'), ('1100-148', 'Lisboa'), ('4810-225', 'Guimarães'), ('3500-103', 'Viseu'),
           ('9000-018', 'Funchal'), ('2900-062', 'Setúbal'), ('8500-510', 'Portimão'), ('5300-252', 'Bragança'),
           ('6300-559', 'Guarda'), ('4050-366', 'Porto'), ('9500-062', 'Ponta Delgada'), ('2300-313', 'Tomar'),
           ('7800-467', 'Beja'), ('3080-121', 'Figueira da Foz')],
    'ru': [('410012', 'Саратов'), ('394036', 'Воронеж'), ('305000', 'Курск'), ('170100', 'Тверь'),
           ('664003', 'Иркутск'), ('690091', 'Владивосток'), ('454091', 'Челябинск'), ('400131', 'Волгоград'),
           ('300041', 'Тула'), ('390000', 'Рязань'), ('163000', 'Архангельск'), ('214000', 'Смоленск'),
           ('625003', 'Тюмень'), ('432017', 'Ульяновск')],
}

MAIL_DOMAINS = ['web.de', 'icloud.com', 'hotmail.com', 'laposte.net', 'libero.it', 'sapo.pt',
                'yandex.ru', 'mail.ru', 'btinternet.com', 'orange.fr', 'telefonica.net', 'gmail.com']
TLD = {'en': 'co.uk', 'es': 'es', 'fr': 'fr', 'de': 'de', 'it': 'it', 'pt': 'pt', 'ru': 'ru'}

MONTHS = {
    'en': ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
           'October', 'November', 'December'],
    'es': ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre',
           'octubre', 'noviembre', 'diciembre'],
    'fr': ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre',
           'octobre', 'novembre', 'décembre'],
    'de': ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September',
           'Oktober', 'November', 'Dezember'],
    'it': ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto',
           'settembre', 'ottobre', 'novembre', 'dicembre'],
    'pt': ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro',
           'outubro', 'novembro', 'dezembro'],
    'ru': ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября',
           'октября', 'ноября', 'декабря'],
}
MONTHS_SHORT = {
    'en': ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    'es': ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
    'fr': ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
    'de': ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
    'it': ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
    'pt': ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'],
    'ru': ['янв.', 'февр.', 'марта', 'апр.', 'мая', 'июня', 'июля', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'],
}

IBAN_LAYOUT = {'en': ('GB', 18), 'es': ('ES', 20), 'fr': ('FR', 23), 'de': ('DE', 18),
               'it': ('IT', 23), 'pt': ('PT', 21)}

# Organisations by role: (name without a legal form, name with one). A document prints one of
# the two. dev12's roles and held12's roles are different lists; 'bank' is halved.
ORGS = {
    'en': {
        'shop': ['Wildflower & Thyme Homewares', 'Pennyfarthing Cycles Ltd', 'The Tin Kettle Kitchen Store', 'Ashgrove Outdoor Supplies Ltd',
                 'Barrowby Books', 'Lumen Lighting Direct Ltd'],
        'carrier': ['Swiftline Couriers', 'Redkite Parcels Ltd', 'Northbound Freight'],
        'clinic': ['Hollybrook Physiotherapy', 'Riverside Eye Centre', 'Castlegate Dental Studio', 'Meadowbank Medical Centre'],
        'employer': ['Copperleaf Analytics Ltd', 'Harrowgate Joinery', 'Bluefin Marine Services Ltd', 'Stonebridge Care Homes'],
        'vendor': ['Cloudhaven Software Ltd', 'Tillbox POS', 'Brightdesk Systems'],
        'gym': ['IronWorks Gym Canterbury', 'Tidewater Swim & Fitness Club', 'Peak Motion Health Club Ltd'],
        'hotel': ['The Grange Hotel', 'Harbour Lights Inn Ltd', 'Wolds View Guest House'],
        'rental': ['Motorway Car & Van Hire', 'Greenfleet Rentals Ltd', 'Airside Vehicle Hire'],
        'utility': ['Severnside Water', 'Northern Lantern Energy Ltd', 'Coastline Gas Supply'],
        'school': ["St Bride's Primary School", 'Oakwood Academy', 'Kingsmead Community College'],
        'insurer': ['Beaconsfield Mutual', 'Shieldwell Insurance plc', 'Harbourne Home & Motor'],
        'events': ['Northern Lights Festival', 'Quayside Marathon Ltd', 'Greenacre Book Fair'],
        'bank': ['Thamesbank', 'Highland Savings Ltd', 'Clydeside Building Society', 'Wessex Mutual Bank'],
    },
    'es': {
        'shop': ['Ferretería El Candil', 'Deportes Aneto S.L.', 'Librería La Alcazaba', 'Muebles Tajo S.A.',
                 'Ópticas Mirador', 'Jardinería Los Almendros S.L.'],
        'carrier': ['Envíos Sierra Norte', 'Paquetería Levante S.L.', 'Transportes Galaico'],
        'clinic': ['Clínica Dental Albaicín', 'Centro de Fisioterapia Retiro', 'Oftalmología Avenida S.L.P.', 'Consultorio Médico La Alameda'],
        'employer': ['Conservas Cantábrico S.A.', 'Carpintería Hermanos Ugarte', 'Logística Meseta S.L.', 'Residencia Los Pinos'],
        'vendor': ['Nubeware Soluciones S.L.', 'Gestión Ágil', 'Programas Ibéricos S.A.'],
        'gym': ['Gimnasio Olimpo', 'Club Natación Bahía', 'Centro Deportivo Vértice S.L.'],
        'hotel': ['Hotel Mirador de la Sierra', 'Hostal La Giralda S.L.', 'Parador Costa Brava'],
        'rental': ['Alquiler de Coches Solmar', 'Autos Peninsular S.A.', 'Rent a Car Aeropuerto Norte'],
        'utility': ['Aguas del Segura', 'Energía Verde Ibérica S.A.', 'Gas Natural Cantábrico'],
        'school': ['Colegio Público Miguel Hernández', 'Colegio San Ignacio', 'Instituto Las Encinas'],
        'insurer': ['Seguros El Faro S.A.', 'Mutua Castellana', 'Aseguradora Ría de Arosa'],
        'events': ['Festival de Jazz de la Bahía', 'Maratón Ciudad Amurallada S.L.', 'Feria del Libro del Sur'],
        'bank': ['Banco del Ebro', 'Caja Rural de Almansa', 'Bankia Duero S.A.', 'Caixa Penedès Nova'],
    },
    'fr': {
        'shop': ['Quincaillerie Bérard', 'Maison Caradec SARL', 'Librairie du Vieux Quai', 'Cuisines Morvan SAS',
                 'Cycles Lamotte', 'Épicerie Fine Les Halles SARL'],
        'carrier': ['Coursiers du Rhône', 'Colis Express Armor SAS', 'Messagerie Beaujolaise'],
        'clinic': ['Cabinet de Kinésithérapie des Lices', 'Centre Ophtalmologique Opéra', 'Cabinet Dentaire du Mail SELARL', 'Maison Médicale Saint-Roch'],
        'employer': ['Menuiserie Le Gall SARL', 'Conserverie Kerlann', 'Logistique Atlantique SAS', 'Ehpad Les Glycines'],
        'vendor': ['Nuagerie Logiciels SAS', 'Caisse Facile', 'Solutions Hélios'],
        'gym': ['Salle Énergie Forme', 'Club Aquatique des Remparts', 'Fitness Horizon SAS'],
        'hotel': ['Hôtel du Lion d’Or', 'Auberge des Trois Vallées SARL', 'Hôtel Les Remparts'],
        'rental': ['Location Auto Garonne', 'Loc’Azur SAS', 'Véhicules Express Gare'],
        'utility': ['Eaux du Val de Loire', 'Énergies Alpines SA', 'Gaz de la Côte d’Opale'],
        'school': ['École élémentaire Jules-Ferry', 'Collège Jean-Moulin', 'Lycée Saint-Exupéry'],
        'insurer': ['Mutuelle des Bocages', 'Assurances Pascal SA', 'Garantie Rurale de l’Ouest'],
        'events': ['Festival des Vieilles Pierres', 'Semi-Marathon des Deux Rives SAS', 'Salon du Livre de Bretagne'],
        'bank': ['Banque de Savoie', 'Crédit Maritime du Ponant', 'Caisse Régionale Quercy SA', 'Banque Vosgienne'],
    },
    'de': {
        'shop': ['Eisenwaren Schmalfuß', 'Fahrradhaus Zweirad-Kuhn GmbH', 'Buchhandlung am Rathaus', 'Küchenstudio Brennecke GmbH & Co. KG',
                 'Optik Wiesental', 'Gartenbedarf Hollerbusch e.K.'],
        'carrier': ['Kurierdienst Elbflitzer', 'Paketlogistik Südwest GmbH', 'Spedition Lahntal'],
        'clinic': ['Physiotherapie am Markt', 'Augenzentrum Westend', 'Zahnärzte am Schlossplatz MVZ GmbH', 'Hausarztpraxis Lindenhof'],
        'employer': ['Tischlerei Brockmann', 'Feinkost Albers GmbH', 'Logistikzentrum Weserbogen GmbH', 'Seniorenresidenz Abendsonne'],
        'vendor': ['Wolkenwerk Software GmbH', 'Kassenprofi', 'Datenhafen Systeme AG'],
        'gym': ['Fitnessstudio Kraftwerk', 'Schwimmverein Delphin 1921 e.V.', 'Vitalclub Sport GmbH'],
        'hotel': ['Hotel Zum Goldenen Hirsch', 'Landhotel Birkenhof GmbH', 'Pension Seeblick'],
        'rental': ['Autovermietung Blitzstart', 'Mietwagen Nordost GmbH', 'Flughafen-Autovermietung Ries'],
        'utility': ['Stadtwerke Ilmenau', 'Energieversorgung Mittelrhein AG', 'Wasserverband Nordheide'],
        'school': ['Grundschule am Lindenhof', 'Gymnasium Philippinum', 'Gesamtschule Wiesengrund'],
        'insurer': ['Hanseatische Schadenkasse', 'Versicherungsverein Harz VVaG', 'Allgemeine Rheinversicherung AG'],
        'events': ['Stadtfest Kulturnacht', 'Rheinufer-Marathon GmbH', 'Buchmesse am See'],
        'bank': ['Kreissparkasse Hochrhein', 'Volksbank Wendland eG', 'Bankhaus Schilling & Co.', 'Sparda Mittelland'],
    },
    'it': {
        'shop': ['Ferramenta Bertolini', 'Cicli Montanari S.r.l.', 'Libreria del Portico', 'Cucine Valsesia S.p.A.',
                 'Ottica Belvedere', 'Vivaio Le Camelie S.n.c.'],
        'carrier': ['Corriere Lampo', 'Spedizioni Tirreno S.r.l.', 'Pony Express Navigli'],
        'clinic': ['Studio Fisioterapico San Marco', 'Centro Oculistico Duomo', 'Studio Dentistico Associato Riva', 'Ambulatorio Medico Le Mura'],
        'employer': ['Falegnameria Cortesi', 'Caseificio Val Taro S.r.l.', 'Logistica Padana S.p.A.', 'Casa di Riposo Villa dei Pini'],
        'vendor': ['Nuvola Software S.r.l.', 'Cassa Semplice', 'Sistemi Informativi Orione'],
        'gym': ['Palestra Atlante', 'Circolo Nuoto Laguna A.S.D.', 'Centro Fitness Olimpia S.r.l.'],
        'hotel': ['Albergo Due Torri', 'Hotel Bellavista S.r.l.', 'Locanda del Castello'],
        'rental': ['Autonoleggio Stella', 'Noleggi Riviera S.p.A.', 'Rent Car Aeroporto Sud'],
        'utility': ['Acquedotto del Montefeltro', 'Energia Alpina S.p.A.', 'Gas Lagunare'],
        'school': ['Scuola Primaria Gianni Rodari', 'Istituto Comprensivo Dante Alighieri', 'Liceo Scientifico Galilei'],
        'insurer': ['Assicurazioni Riviera S.p.A.', 'Mutua Emiliana', 'Compagnia Tutela Casa'],
        'events': ['Festival della Musica Antica', 'Maratona delle Mura S.S.D.', 'Fiera del Libro di Lago'],
        'bank': ['Banca Popolare di Lodi Vecchia', 'Cassa di Risparmio del Tronto', 'Credito Cooperativo Alto Adige', 'Banca Sella Nord'],
    },
    'pt': {
        'shop': ['Drogaria Central', 'Bicicletas Ribeirinha, Lda.', 'Livraria Tágide', 'Cozinhas Minho, S.A.',
                 'Óptica Avenida', 'Jardins do Sado, Lda.'],
        'carrier': ['Estafetas Rápidos', 'Encomendas Atlântico, Lda.', 'Transportes Beirão'],
        'clinic': ['Clínica de Fisioterapia do Bonfim', 'Centro Oftalmológico Marquês', 'Clínica Dentária Sé, Lda.', 'Consultório Médico da Graça'],
        'employer': ['Carpintaria Irmãos Lima', 'Conservas Nau, S.A.', 'Logística Ribatejo, Lda.', 'Lar Residencial Santa Marta'],
        'vendor': ['Nuvem Software, Lda.', 'Caixa Fácil', 'Sistemas Navegante, S.A.'],
        'gym': ['Ginásio Titã', 'Clube Naval do Sado', 'Centro de Fitness Olímpia, Lda.'],
        'hotel': ['Hotel Miradouro', 'Pousada do Castelo, S.A.', 'Residencial Ribeira'],
        'rental': ['Rent-a-Car Algarve Sol', 'Aluguer Auto Lusitano, Lda.', 'Viaturas Aeroporto Norte'],
        'utility': ['Águas do Mondego', 'Energia Litoral, S.A.', 'Gás do Alentejo'],
        'school': ['Escola Básica Sophia de Mello Breyner', 'Agrupamento de Escolas Infante D. Henrique', 'Colégio São Tomás'],
        'insurer': ['Seguradora Farol, S.A.', 'Mútua dos Pescadores', 'Seguros Lusitânia Rural'],
        'events': ['Festival de Fado de Alfama', 'Meia Maratona do Douro, Lda.', 'Feira do Livro do Porto'],
        'bank': ['Banco Minhoto', 'Caixa de Crédito Ribatejana', 'Banco Atlântico, S.A.', 'Montepio Serrano'],
    },
    'ru': {
        'shop': ['Интернет-магазин «Домоцвет»', 'ООО «Велосклад»', 'Книжный магазин «Переплёт»', 'АО «Кухни Прикамья»',
                 'Салон оптики «Зоркий»', 'ИП Сорокин «Садовод»'],
        'carrier': ['Курьерская служба «Гонец»', 'ООО «Посылкин»', 'Транспортная компания «Тройка»'],
        'clinic': ['Центр реабилитации «Движение»', 'Глазная клиника «Прозрение»', 'ООО «Стоматология Улыбка»', 'Семейная клиника «Доктор рядом»'],
        'employer': ['Столярная мастерская «Кедр»', 'ООО «Молочный двор»', 'АО «Логистический парк Восток»', 'Пансионат «Золотая осень»'],
        'vendor': ['ООО «Облачные решения»', 'Касса-Про', 'АО «Информационные системы Орион»'],
        'gym': ['Фитнес-клуб «Атлант»', 'Бассейн «Дельфин»', 'ООО «Спортивный клуб Вершина»'],
        'hotel': ['Гостиница «Волжская»', 'ООО «Отель Северная звезда»', 'Гостевой дом «Уют»'],
        'rental': ['Прокат автомобилей «Колесо»', 'ООО «АвтоРент Плюс»', 'Аэропорт-прокат «Взлёт»'],
        'utility': ['Водоканал «Чистый исток»', 'АО «Энергосбыт Поволжья»', 'Газовая служба «Теплый дом»'],
        'school': ['Школа № 57', 'Гимназия № 3', 'Лицей «Интеллект»'],
        'insurer': ['Страховая компания «Надёжный щит»', 'АО «Страховой дом Восток»', 'ООО «Гарант-Полис»'],
        'events': ['Фестиваль «Белые ночи джаза»', 'АНО «Марафон Трёх мостов»', 'Книжная ярмарка «Лиса»'],
        'bank': ['Банк «Приволжский»', 'АО «Сибирский расчётный банк»', 'Банк «Таврида»', 'ПАО «Банк Камский»'],
    },
}
