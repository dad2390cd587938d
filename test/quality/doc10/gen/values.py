"""Value pools of doc10, written from general knowledge by its author (no other set's pools).

Every pool that names a person, a place or a body is split by position: even entries go to dev10,
odd ones to held10 (`half`), so the two parts share no person, address or organisation.
"""

LANGS = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru']


def half(pool, part):
    """The dev10 (even positions) or held10 (odd positions) half of a pool."""
    return pool[0::2] if part == 'dev10' else pool[1::2]


FIRST = {
    'en': ['Harriet', 'Callum', 'Imogen', 'Rhys', 'Philippa', 'Declan', 'Rosalind', 'Alistair',
           'Bethany', 'Torquil', 'Gwendolyn', 'Ewan', 'Marjorie', 'Lachlan', 'Priyanka', 'Oluwaseun',
           'Siobhan', 'Dominic', 'Tabitha', 'Crispin', 'Niamh', 'Barnaby', 'Leonie', 'Fergus'],
    'es': ['Montserrat', 'Iñaki', 'Rocío', 'Baltasar', 'Inmaculada', 'Gonzalo', 'Nieves', 'Eusebio',
           'Macarena', 'Jacinto', 'Begoña', 'Anselmo', 'Consuelo', 'Teodoro', 'Araceli', 'Fermín',
           'Remedios', 'Leandro', 'Milagros', 'Severiano', 'Amparo', 'Casimiro', 'Itziar', 'Rodrigo'],
    'fr': ['Solène', 'Gaëtan', 'Ségolène', 'Aurélien', 'Bérénice', 'Timothée', 'Clémence', 'Anatole',
           'Maëlys', 'Baptiste', 'Ghislaine', 'Côme', 'Apolline', 'Eudes', 'Marie-Laure', 'Jean-Baptiste',
           'Océane', 'Lucien', 'Héloïse', 'Gauthier', 'Anne-Sophie', 'Thibault', 'Margaux', 'Florent'],
    'de': ['Friederike', 'Volker', 'Annegret', 'Torsten', 'Henrike', 'Detlef', 'Wiebke', 'Gernot',
           'Liselotte', 'Jörg', 'Roswitha', 'Ansgar', 'Hannelore', 'Malte', 'Dörte', 'Rüdiger',
           'Mechthild', 'Wolfram', 'Gudrun', 'Leopold', 'Sieglinde', 'Eckhard', 'Ortrud', 'Bastian'],
    'it': ['Ludovica', 'Ottavio', 'Benedetta', 'Gianmarco', 'Ornella', 'Raffaele', 'Costanza', 'Ettore',
           'Annunziata', 'Corrado', 'Mariagrazia', 'Leonardo', 'Donatella', 'Saverio', 'Filomena', 'Gualtiero',
           'Assunta', 'Pasquale', 'Elisabetta', 'Tommaso', 'Rosalba', 'Ignazio', 'Fiammetta', 'Arnaldo'],
    'pt': ['Conceição', 'Joaquim', 'Filipa', 'Rui', 'Leonor', 'Gonçalo', 'Inês', 'Duarte',
           'Benedita', 'Tomé', 'Graça', 'Afonso', 'Madalena', 'Vasco', 'Teresinha', 'Bartolomeu',
           'Iolanda', 'Caetano', 'Lurdes', 'Martim', 'Rosário', 'Simão', 'Margarida', 'Nuno'],
    'ru': ['Евдокия', 'Тимофей', 'Снежана', 'Всеволод', 'Зинаида', 'Ярослав', 'Ангелина', 'Святослав',
           'Таисия', 'Геннадий', 'Милена', 'Аркадий', 'Варвара', 'Лев', 'Ульяна', 'Прохор',
           'Элеонора', 'Эдуард', 'Любовь', 'Родион', 'Алевтина', 'Савелий', 'Кира', 'Матвей'],
}

SURNAME = {
    'en': ['Pemberton-Hale', 'Okonkwo', 'Fairweather', 'MacAskill', "O'Shaughnessy", 'Thistlewood',
           'Ramakrishnan', 'Blackwood', 'Featherstonehaugh', 'Cartwright', 'Penhaligon', 'Winterbottom',
           'Abernethy', 'Strickland', 'Nwachukwu', 'Ashdown', 'Trelawny', 'Kowalczyk', 'Haverford',
           'Sutherland', 'Llewellyn', 'Montgomery-Clyde', 'Oyelaran', 'Goodenough'],
    'es': ['Iturriaga Beltrán', 'de la Fuente', 'Villalobos Cid', 'Olmedo', 'Arrieta Zubiri', 'Cifuentes',
           'Del Castillo Ortega', 'Echeverría', 'Montoya Sáez', 'Peñalver', 'Zorrilla Lasa', 'Quintanilla',
           'Benavides Roldán', 'Etxeberria', 'Santisteban', 'Garrido-Mena', 'Valdivieso', 'Urquijo Ferrer',
           'Navascués', 'Ibáñez de Opacua', 'Carvajal', 'Mendizábal', 'Escudero Paz', 'Lanzarote'],
    'fr': ['Delacroix-Vernet', 'Lemaître', 'de Montaigu', 'Kerbrat', 'Fontanel', 'Le Goff', 'Rochefort',
           'Baudouin', 'Dumoulin', "d'Aubigné", 'Pellerin', 'Marchetti', 'Vasseur', 'Bonnefoy',
           'Le Bihan', 'Chastel', 'Desrosiers', 'Grandjean', 'Lacombe-Ferrand', 'Ménard', 'Thibaudeau',
           'Quérel', 'Sauvageot', 'Vigneron'],
    'de': ['Brandauer', 'von Thaden', 'Kleinschmidt', 'Oberländer', 'Hülsmann', 'Wachtendorf',
           'Steinhöfel', 'Meyer-Lindqvist', 'Zimmerli', 'Grevenbroich', 'Pfannkuch', 'Rautenberg',
           'Schwarzkopf', 'Lindemann', 'Dreyer-Haas', 'Kowalewski', 'Eisenhuth', 'Vogelsang',
           'Tiedemann', 'Ahlborn', 'Nussbaumer', 'Hagedorn', 'Quistorp', 'Wendland'],
    'it': ['Bellandi', 'Di Giacomo', 'Scarpellini', 'Lo Presti', 'Benvenuti', 'Santoro', 'Della Valle',
           'Cappelletti', 'Mancuso', 'De Filippis', 'Ruggiero', 'Tagliaferri', 'Moretti-Orsini',
           'Lombardozzi', 'Guidotti', 'Ferrante', "D'Alessandro", 'Pagliarulo', 'Cavalcanti', 'Brambilla',
           'Zanichelli', 'Leopardi', 'Salvemini', 'Giordani'],
    'pt': ['Albuquerque', 'Magalhães Pinto', 'Vasconcelos', 'da Silveira', 'Quaresma', 'Bettencourt',
           'Figueiredo Lobo', 'Sampaio', 'Nogueira', 'Carvalhais', 'dos Santos Rebelo', 'Meireles',
           'Brandão', 'Teixeira de Sousa', 'Gouveia', 'Seixas', 'Cordeiro', 'Valadares', 'Moniz',
           'Fonseca e Castro', 'Araújo', 'Portela', 'Peixoto', 'Antunes'],
}

# Russian: (surname masculine, surname feminine), patronymic stems (masc., fem.).
RU_SURNAME = [('Волконский', 'Волконская'), ('Карамзин', 'Карамзина'), ('Ступин', 'Ступина'),
              ('Бельский', 'Бельская'), ('Громов', 'Громова'), ('Ершов', 'Ершова'),
              ('Лаптев', 'Лаптева'), ('Нелидов', 'Нелидова'), ('Окунев', 'Окунева'),
              ('Рябинин', 'Рябинина'), ('Сухоруков', 'Сухорукова'), ('Тихомиров', 'Тихомирова'),
              ('Ушаков', 'Ушакова'), ('Черемисин', 'Черемисина'), ('Шубин', 'Шубина'),
              ('Юрлов', 'Юрлова'), ('Щербатов', 'Щербатова'), ('Пастухов', 'Пастухова'),
              ('Мещерский', 'Мещерская'), ('Голованов', 'Голованова')]
RU_PATRONYMIC = [('Аркадьевич', 'Аркадьевна'), ('Борисович', 'Борисовна'), ('Глебович', 'Глебовна'),
                 ('Денисович', 'Денисовна'), ('Захарович', 'Захаровна'), ('Ильич', 'Ильинична'),
                 ('Кириллович', 'Кирилловна'), ('Львович', 'Львовна'), ('Никитич', 'Никитична'),
                 ('Остапович', 'Остаповна'), ('Романович', 'Романовна'), ('Фёдорович', 'Фёдоровна')]
RU_FEMALE = {'Евдокия', 'Снежана', 'Зинаида', 'Ангелина', 'Таисия', 'Милена', 'Варвара', 'Ульяна',
             'Элеонора', 'Любовь', 'Алевтина', 'Кира'}

# Streets: (pattern, names). Towns: (postcode, town) per language.
STREETS = {
    'en': ['Larkspur Close', 'Wellington Terrace', 'Old Forge Lane', 'Marlborough Crescent',
           'Juniper Avenue', 'Tannery Row', 'Beacon Hill Road', 'Kingfisher Way', 'Abbey Mews',
           'Hawthorn Drive', 'Chantry Street', 'Foxglove Gardens'],
    'es': ['Calle de Zurbarán', 'Avenida de la Constitución', 'Calle Mayor', 'Paseo de la Castellana',
           'Calle del Almirante', 'Ronda de Valencia', 'Calle de San Bernardo', 'Avenida del Puerto',
           'Calle de los Reyes Católicos', 'Plaza del Pilar', 'Calle Colón', 'Camino de Ronda'],
    'fr': ['rue des Tanneurs', 'avenue Jean-Jaurès', 'boulevard de la Liberté', 'rue du Faubourg Saint-Jacques',
           'impasse des Lilas', 'quai de la Fosse', 'rue Sainte-Catherine', 'allée des Tilleuls',
           'place du Marché', 'chemin de la Garenne', 'rue Victor-Hugo', 'cours Mirabeau'],
    'de': ['Lindenstraße', 'Am Mühlbach', 'Goethestraße', 'Kastanienallee', 'Bahnhofstraße',
           'Schillerplatz', 'Hauptstraße', 'Im Wiesengrund', 'Friedrich-Ebert-Straße', 'Rosenweg',
           'Talstraße', 'An der Alster'],
    'it': ['Via Garibaldi', 'Corso Vittorio Emanuele II', 'Viale dei Mille', 'Via della Spiga',
           'Piazza Cavour', 'Via Roma', 'Vicolo del Pozzo', 'Via San Gallo', 'Lungarno Corsini',
           'Via Nazionale', 'Via dei Cappuccini', 'Borgo Pinti'],
    'pt': ['Rua de Santa Catarina', 'Avenida da Liberdade', 'Travessa do Carmo', 'Rua Augusta',
           'Largo do Rato', 'Rua do Almada', 'Avenida dos Aliados', 'Rua Ferreira Borges',
           'Calçada da Estrela', 'Rua da Boavista', 'Praça da República', 'Rua Sá da Bandeira'],
    'ru': ['ул. Садовая', 'пр-т Мира', 'ул. Малая Бронная', 'наб. реки Фонтанки', 'ул. Пушкинская',
           'Ленинский пр-т', 'ул. Большая Покровская', 'пер. Кривоколенный', 'ул. Баумана',
           'ул. Куйбышева', 'Лиговский пр-т', 'ул. Карла Маркса'],
}

TOWNS = {
    'en': [('LS6 2AB', 'Leeds'), ('BS8 4RT', 'Bristol'), ('NR2 3QE', 'Norwich'), ('EH10 5HF', 'Edinburgh'),
           ('CF24 4AD', 'Cardiff'), ('YO31 7PN', 'York'), ('OX4 1DQ', 'Oxford'), ('M14 6LS', 'Manchester'),
           ('EX2 5BH', 'Exeter'), ('NE6 1SG', 'Newcastle upon Tyne'), ('BA2 3DT', 'Bath'), ('G12 8QQ', 'Glasgow')],
    'es': [('28014', 'Madrid'), ('41003', 'Sevilla'), ('46021', 'Valencia'), ('48009', 'Bilbao'),
           ('50004', 'Zaragoza'), ('29016', 'Málaga'), ('37002', 'Salamanca'), ('15704', 'Santiago de Compostela'),
           ('08037', 'Barcelona'), ('18009', 'Granada'), ('33003', 'Oviedo'), ('31002', 'Pamplona')],
    'fr': [('69003', 'Lyon'), ('44000', 'Nantes'), ('31000', 'Toulouse'), ('33800', 'Bordeaux'),
           ('67000', 'Strasbourg'), ('13100', 'Aix-en-Provence'), ('35000', 'Rennes'), ('59800', 'Lille'),
           ('34000', 'Montpellier'), ('21000', 'Dijon'), ('75005', 'Paris'), ('63000', 'Clermont-Ferrand')],
    'de': [('80331', 'München'), ('50667', 'Köln'), ('20095', 'Hamburg'), ('04109', 'Leipzig'),
           ('70173', 'Stuttgart'), ('01067', 'Dresden'), ('60311', 'Frankfurt am Main'), ('28195', 'Bremen'),
           ('90402', 'Nürnberg'), ('69117', 'Heidelberg'), ('10115', 'Berlin'), ('24103', 'Kiel')],
    'it': [('20121', 'Milano'), ('50122', 'Firenze'), ('40126', 'Bologna'), ('10123', 'Torino'),
           ('80134', 'Napoli'), ('90133', 'Palermo'), ('37121', 'Verona'), ('16123', 'Genova'),
           ('00186', 'Roma'), ('35122', 'Padova'), ('70122', 'Bari'), ('34121', 'Trieste')],
    'pt': [('1250-096', 'Lisboa'), ('4000-069', 'Porto'), ('3000-214', 'Coimbra'), ('4700-435', 'Braga'),
           ('8000-138', 'Faro'), ('3810-193', 'Aveiro'), ('7000-651', 'Évora'), ('2400-118', 'Leiria'),
           ('4900-290', 'Viana do Castelo'), ('6000-084', 'Castelo Branco'), ('5000-524', 'Vila Real'),
           ('2000-075', 'Santarém')],
    'ru': [('125009', 'Москва'), ('191011', 'Санкт-Петербург'), ('420111', 'Казань'), ('603005', 'Нижний Новгород'),
           ('630099', 'Новосибирск'), ('620014', 'Екатеринбург'), ('344002', 'Ростов-на-Дону'),
           ('443099', 'Самара'), ('350000', 'Краснодар'), ('150000', 'Ярославль'), ('236022', 'Калининград'),
           ('614000', 'Пермь')],
}

# Organisations without a legal form, in the same order in every language: letting agents (0, 4,
# 10), medical practices and clinics (1, 3, 5, 8, 13), employers (2, 6, 7, 11), others.
ORGS = {
    'en': ['Harbourside Lettings', 'Northgate Medical Practice', 'Brightwater Logistics', 'St Aldhelm Surgery',
           'Elmfield Housing Trust', 'Quayside Dental Care', 'Greyfriars Insurance', 'Meridian Parcel Services',
           'Linton Orthopaedic Clinic', 'Thornbury Fitness Club', 'Fenwick & Loake Estates', 'Kestrel Broadband',
           'Ravensworth Building Society', 'Whitecross Diagnostic Centre'],
    'es': ['Inmobiliaria Los Olivos', 'Gestoría Ribera', 'Transportes Alcázar', 'Clínica Santa Lucía',
           'Residencial Puerta del Sol', 'Centro Médico Arganzuela', 'Seguros La Vega', 'Mensajería Rápida Iberia',
           'Consultorio Dr. Ferrán', 'Electrodomésticos Guzmán', 'Fincas Mirasierra', 'Telecable Norte',
           'Caja Rural del Jalón', 'Policlínica San Rafael'],
    'fr': ['Agence Immobilière du Vieux-Port', 'Cabinet Médical des Tilleuls', 'Transports Lefebvre', 'Clinique du Parc',
           'Foncière des Quais', 'Maison de Santé Pasteur', 'Assurances Mutuelles du Centre', 'Livraisons Express Rhône',
           'Centre Dentaire Bellecour', 'Ameublement Girard', 'Gestion Locative Saint-Michel', 'Télécom Horizon',
           'Caisse Solidaire du Val', 'Laboratoire Mérieux-Saône'],
    'de': ['Hausverwaltung Sonnenhof', 'Praxis am Stadtpark', 'Spedition Kranich', 'Klinikum Nordstadt',
           'Wohnbau Lindenhof', 'Gemeinschaftspraxis Dr. Auer', 'Versicherungskontor Elbe', 'Paketdienst Blitzbote',
           'Zahnarztpraxis Rosenau', 'Möbelhaus Kranzbühler', 'Immobilien Seeblick', 'Stadtwerke Talheim',
           'Sparkasse Oberland', 'Orthopädie am Dom'],
    'it': ['Agenzia Immobiliare La Torre', 'Studio Medico Aurora', 'Trasporti Ferraris', 'Clinica San Giorgio',
           'Residenze del Lago', 'Poliambulatorio Santa Chiara', 'Assicurazioni Stella Alpina', 'Corriere Veloce Adriatico',
           'Centro Dentistico Sorriso', 'Arredamenti Colombo', 'Immobiliare Borgo Antico', 'Telefonia Levante',
           'Banca di Credito Valdarno', 'Fisioterapia Belvedere'],
    'pt': ['Imobiliária Ribeira', 'Clínica do Parque', 'Transportes Douro Norte', 'Centro de Saúde da Lapa',
           'Condomínio Jardins do Mondego', 'Consultório Médico Alvalade', 'Seguros Atlântida', 'Expresso Entregas Tejo',
           'Clínica Dentária Sorrisos', 'Móveis Barbosa', 'Habitações Foz Nova', 'Telecomunicações Serra',
           'Caixa Agrícola do Minho', 'Fisiomed Estrela'],
    'ru': ['Агентство недвижимости «Кров»', 'Поликлиника «Здоровье»', 'Транспортная компания «Вектор»',
           'Клиника «Медлайн»', 'Управляющая компания «Уютный дом»', 'Медицинский центр «Авиценна»',
           'Страховая компания «Оберег»', 'Служба доставки «Стрела»', 'Стоматология «Жемчуг»',
           'Мебельный салон «Берёза»', 'Жилищный кооператив «Заря»', 'Интернет-провайдер «Сетевой»',
           'Банк «Северная казна»', 'Диагностический центр «Гиппократ»'],
}

MAIL_DOMAINS = ['mailbox.org', 'posteo.net', 'gmx.net', 'outlook.com', 'yahoo.com', 'proton.me']
ORG_DOMAINS = {'en': 'co.uk', 'es': 'es', 'fr': 'fr', 'de': 'de', 'it': 'it', 'pt': 'pt', 'ru': 'ru'}

# Month names for written dates.
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

IBAN_LAYOUT = {'en': ('GB', 18), 'es': ('ES', 20), 'fr': ('FR', 23), 'de': ('DE', 18),
               'it': ('IT', 23), 'pt': ('PT', 21)}

# The same bodies by role (what a document needs: a letting agent, a clinic, an employer, a shop,
# a bank); each role list is split even/odd between the parts like every other pool.
ROLE_IDX = {'letting': [0, 4, 10], 'medical': [1, 3, 5, 8, 13], 'employer': [2, 7, 11, 6]}
EXTRA = {
    'en': {'care': ['Silverbirch Home Care', 'Hearthside Care at Home', 'Willowbank Homecare', 'Kindred Carers Network'],
           'shop': ['Hallam Home Appliances', 'Brindley Electricals', 'Wainwright Kitchens', 'Ashby Direct'],
           'bank': ['Ravensworth Building Society', 'Cheviot Savings Bank', 'Pennine Mutual', 'Solent Community Bank']},
    'es': {'care': ['Asistencia Domiciliaria Alborada', 'Cuidados Hogar Sereno', 'Servicios Sociosanitarios Mirador', 'Atención a Domicilio Azahar'],
           'shop': ['Electrodomésticos Guzmán', 'Hogar Sureste', 'Bazar Miramar', 'Tiendas Peñalara'],
           'bank': ['Caja Rural del Jalón', 'Banca Meridional', 'Caja Laboral del Ebro', 'Banco Ribereño']},
    'fr': {'care': ['Aide à Domicile Les Glycines', 'Service de Soins Infirmiers du Marais', 'Présence Seniors Loire', 'Domicile Services Bellevue'],
           'shop': ['Ameublement Girard', 'Électroménager Duval', 'Maison Brossard', 'Bazar de la Loire'],
           'bank': ['Caisse Solidaire du Val', 'Banque Populaire des Causses', 'Crédit des Marais', 'Caisse d’Épargne du Bocage']},
    'de': {'care': ['Ambulanter Pflegedienst Lebensbaum', 'Sozialstation Am Kirchberg', 'Pflegedienst Abendrot', 'Hauskrankenpflege Weidenhof'],
           'shop': ['Möbelhaus Kranzbühler', 'Elektro Wiedemann', 'Haushaltswaren Brenner', 'Versandhaus Nordlicht'],
           'bank': ['Sparkasse Oberland', 'Volksbank Mittelweser', 'Raiffeisenbank Hügelland', 'Stadtsparkasse Elsterau']},
    'it': {'care': ['Assistenza Domiciliare Il Girasole', 'Cooperativa Sociale Arcobaleno', 'Servizi alla Persona Villa Serena', 'Cura a Domicilio San Martino'],
           'shop': ['Arredamenti Colombo', 'Elettrodomestici Rinaldi', 'Casa e Cucina Fontana', 'Bazar Tirreno'],
           'bank': ['Banca di Credito Valdarno', 'Cassa Rurale delle Valli', 'Banca Popolare del Sannio', 'Credito Lagunare']},
    'pt': {'care': ['Apoio Domiciliário Girassol', 'Cuidar em Casa Alvorada', 'Serviço de Apoio Sénior Tejo', 'Lar e Companhia Miradouro'],
           'shop': ['Móveis Barbosa', 'Eletrodomésticos Pinheiro', 'Casa Lusitana', 'Bazar do Sado'],
           'bank': ['Caixa Agrícola do Minho', 'Banco Raiano', 'Caixa Económica Beira Mar', 'Crédito Transmontano']},
    'ru': {'care': ['Патронажная служба «Забота»', 'Центр социального обслуживания «Опора»', 'Служба сиделок «Милосердие»', 'Центр ухода «Тёплый дом»'],
           'shop': ['Мебельный салон «Берёза»', 'Магазин бытовой техники «Гром»', 'Интернет-магазин «Лукошко»', 'Торговый дом «Ладья»'],
           'bank': ['Банк «Северная казна»', 'Банк «Уральский червонец»', 'Банк «Волжский кредит»', 'Банк «Приокский»']},
}


def role_orgs(lang, role):
    """The organisations of a language that play a role (letting, medical, employer, care, shop, bank)."""
    if role in EXTRA[lang]:
        return EXTRA[lang][role]
    return [ORGS[lang][i] for i in ROLE_IDX[role]]
