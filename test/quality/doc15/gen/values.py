"""doc15's own value pools and each country's formats (written from general knowledge).

Every pool is split by position: even entries for dev15, odd entries for held15 (`pool`).
en = United Kingdom, es = Spain, fr = France, de = Germany, it = Italy, pt = Portugal, ru = Russia.
"""

LANGS = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru']

# Given names alternate two women's and two men's names (so both parts get both).
GIVEN = {
    'en': ['Imogen', 'Harriet', 'Rupert', 'Desmond', 'Philippa', 'Rosalind', 'Alistair', 'Cedric',
           'Beatrix', 'Wilhelmina', 'Gregory', 'Lionel', 'Eleanor', 'Marjorie', 'Humphrey', 'Bernard'],
    'es': ['Inmaculada', 'Remedios', 'Gonzalo', 'Baltasar', 'Montserrat', 'Milagros', 'Eusebio', 'Anselmo',
           'Begoña', 'Covadonga', 'Fulgencio', 'Wenceslao', 'Araceli', 'Purificación', 'Leandro', 'Casimiro'],
    'fr': ['Solange', 'Berthe', 'Gaspard', 'Anatole', 'Ghislaine', 'Ludivine', 'Thibault', 'Aurélien',
           'Clémence', 'Mireille', 'Honoré', 'Edmond', 'Séverine', 'Apolline', 'Lucien', 'Octave'],
    'de': ['Hildegard', 'Friederike', 'Volker', 'Rüdiger', 'Waltraud', 'Annegret', 'Siegfried', 'Eckhard',
           'Liselotte', 'Gudrun', 'Hartmut', 'Detlef', 'Roswitha', 'Irmgard', 'Reinhold', 'Ottmar'],
    'it': ['Ornella', 'Donatella', 'Ercole', 'Gualtiero', 'Loredana', 'Raffaella', 'Ottavio', 'Pasquale',
           'Graziella', 'Assunta', 'Amedeo', 'Corrado', 'Benedetta', 'Fiorella', 'Ludovico', 'Rodolfo'],
    'pt': ['Conceição', 'Filipa', 'Duarte', 'Gonçalo', 'Leonor', 'Graça', 'Rui', 'Tiago',
           'Benedita', 'Henriqueta', 'Afonso', 'Nuno', 'Madalena', 'Teresinha', 'Vasco', 'Bartolomeu'],
    'ru': ['Ангелина', 'Варвара', 'Святослав', 'Ярослав', 'Зинаида', 'Людмила', 'Всеволод', 'Аркадий',
           'Элеонора', 'Таисия', 'Геннадий', 'Тимофей', 'Раиса', 'Клавдия', 'Евгений', 'Леонид'],
}

# Russian patronymics by the given name's sex (index 0 women, 1 men), split by position too.
PATRONYMIC = {
    'f': ['Аркадьевна', 'Борисовна', 'Всеволодовна', 'Германовна', 'Данииловна', 'Егоровна', 'Захаровна', 'Игнатьевна'],
    'm': ['Аркадьевич', 'Борисович', 'Всеволодович', 'Германович', 'Даниилович', 'Егорович', 'Захарович', 'Игнатьевич'],
}

SURNAMES = {
    'en': ['Ashcombe', 'Brackenbury', 'Cheverton', 'Dunstable', 'Fairweather', 'Gillingham', 'Hollingsworth',
           'Kettlewell', 'Lockridge', 'Merriweather', 'Northcott', 'Penhaligon', 'Quarrington', 'Rowntree',
           'Stainthorpe', 'Thistlewood', 'Underhill', 'Waddington', 'Yeardley', 'Blenkinsop', 'Catterall',
           'Dimbleby', 'Entwhistle', 'Fotheringham'],
    'es': ['Arrieta', 'Belmonte', 'Cifuentes', 'Echeverría', 'Galindo', 'Iturbe', 'Lozoya', 'Mendiola',
           'Olazábal', 'Portillo', 'Quiroga', 'Salcedo', 'Tamayo', 'Urquijo', 'Villalobos', 'Zorrilla',
           'Aranda', 'Baena', 'Carvajal', 'Escobedo', 'Figueroa', 'Garrido', 'Heredia', 'Jáuregui'],
    'fr': ['Aubertin', 'Bouvier', 'Chastel', 'Delacroix', 'Esnault', 'Fauconnier', 'Garnier', 'Hurtaud',
           'Jolivet', 'Lacombe', 'Marchetti', 'Noiret', 'Peyrade', 'Quesnel', 'Rambert', 'Sauvageot',
           'Tessier', 'Vaillancourt', 'Arnoux', 'Boisseau', 'Courtois', 'Duplessis', 'Ferrand', 'Guillemin'],
    'de': ['Ahlgrimm', 'Brinkmeier', 'Dannenberg', 'Eisenhuth', 'Fassbender', 'Grotefend', 'Hollerbach',
           'Kleinschmidt', 'Lindemeyer', 'Mühlhausen', 'Niederberger', 'Oberländer', 'Pfefferkorn', 'Rosenthal',
           'Schwarzkopf', 'Tiedemann', 'Uhlenbrock', 'Wiesenthal', 'Zimmerling', 'Bergmüller', 'Dreesen',
           'Fröhlich', 'Hagedorn', 'Kessler'],
    'it': ['Abbondanza', 'Bellandi', 'Castellucci', 'Dell\'Orto', 'Esposito', 'Fabbrini', 'Guidotti', 'Iacobelli',
           'Lombardini', 'Mancuso', 'Nardella', 'Orsolini', 'Pellegrini', 'Quaranta', 'Rinaldi', 'Santangelo',
           'Tornabuoni', 'Vitale', 'Zanetti', 'Bertolucci', 'Carbone', 'Donati', 'Ferraresi', 'Gentile'],
    'pt': ['Albuquerque', 'Barbosa', 'Carvalhal', 'Damasceno', 'Esteves', 'Figueiredo', 'Gouveia', 'Henriques',
           'Lacerda', 'Magalhães', 'Nogueira', 'Oliveira', 'Pimentel', 'Quintela', 'Rebelo', 'Sampaio',
           'Teixeira', 'Valadares', 'Amaral', 'Bettencourt', 'Cordeiro', 'Domingues', 'Falcão', 'Guerreiro'],
    'ru': ['Белозёров', 'Воронцов', 'Голованов', 'Дорохов', 'Ермолаев', 'Жуковский', 'Завьялов', 'Игнатов',
           'Калашников', 'Лаптев', 'Мещеряков', 'Назаров', 'Овчинников', 'Прохоров', 'Рябинин', 'Самойлов',
           'Тихонов', 'Ушаков', 'Фомин', 'Харитонов', 'Чернышёв', 'Шубин', 'Щербаков', 'Юдин'],
}

STREETS = {
    'en': ['Larkspur Avenue', 'Quarry Lane', 'Bramble Close', 'Foxglove Road', 'Mill Race Walk', 'Orchard Rise',
           'Sandpiper Crescent', 'Tannery Row', 'Wheelwright Street', 'Cobbler\'s Mews', 'Heron Drive', 'Kiln Terrace'],
    'es': ['Calle del Almendro', 'Calle de la Alfarería', 'Avenida de los Tilos', 'Calle Mayor de Abajo',
           'Paseo de la Ribera', 'Calle del Tinte', 'Calle de los Huertos', 'Plaza del Pilarejo',
           'Calle de la Cordelería', 'Avenida del Azud', 'Calle del Horno Viejo', 'Ronda de San Lázaro'],
    'fr': ['rue des Tanneurs', 'allée des Glycines', 'rue du Moulin Rouge', 'chemin des Vignes', 'rue de la Poterne',
           'boulevard des Cordiers', 'impasse des Lilas', 'rue du Four à Chaux', 'avenue des Marronniers',
           'rue de la Halle aux Draps', 'quai des Bateliers', 'rue des Capucins'],
    'de': ['Lindenstraße', 'Am Mühlbach', 'Kastanienallee', 'Gerberweg', 'Holunderstieg', 'Brunnengasse',
           'Ahornring', 'Zur Ziegelei', 'Feldlerchenweg', 'Töpfergasse', 'Weidendamm', 'Hopfengarten'],
    'it': ['Via dei Tintori', 'Via della Fornace', 'Viale dei Tigli', 'Vicolo del Pozzo', 'Via del Mulino',
           'Corso della Repubblica', 'Via delle Ginestre', 'Piazza della Pesa', 'Via dei Cappuccini',
           'Via del Lavatoio', 'Borgo San Frediano', 'Via della Canapa'],
    'pt': ['Rua das Flores', 'Travessa do Carmo', 'Rua da Alfândega', 'Avenida dos Plátanos', 'Rua do Moinho',
           'Largo do Pelourinho', 'Rua dos Tanoeiros', 'Calçada da Fonte', 'Rua da Cerâmica',
           'Avenida da Boavista', 'Rua do Salitre', 'Beco das Olarias'],
    'ru': ['ул. Садовая', 'ул. Кирпичная', 'пр. Лесной', 'ул. Мельничная', 'пер. Гончарный', 'ул. Озёрная',
           'ул. Сиреневая', 'наб. Речная', 'ул. Кузнечная', 'пер. Яблоневый', 'ул. Полевая', 'б-р Липовый'],
}

# Towns with a postcode of the town's real range (UK: the outward code's area; Russia: 6 digits).
TOWNS = {
    'en': [('Harrogate', 'HG2'), ('Shrewsbury', 'SY3'), ('Chelmsford', 'CM2'), ('Kendal', 'LA9'),
           ('Taunton', 'TA1'), ('Lincoln', 'LN2'), ('Stirling', 'FK8'), ('Truro', 'TR1'),
           ('Salisbury', 'SP1'), ('Durham', 'DH1'), ('Hereford', 'HR4'), ('Canterbury', 'CT1')],
    'es': [('Valladolid', '470'), ('Salamanca', '370'), ('Logroño', '260'), ('Cáceres', '100'),
           ('Albacete', '020'), ('Huesca', '220'), ('Ourense', '320'), ('Teruel', '440'),
           ('Soria', '420'), ('Jaén', '230'), ('Cuenca', '160'), ('Lugo', '270')],
    'fr': [('Besançon', '250'), ('Poitiers', '860'), ('Annecy', '740'), ('Quimper', '290'),
           ('Colmar', '680'), ('Périgueux', '240'), ('Valence', '260'), ('Angers', '490'),
           ('Chartres', '280'), ('Rodez', '120'), ('Niort', '790'), ('Troyes', '100')],
    'de': [('Göttingen', '370'), ('Bamberg', '960'), ('Paderborn', '331'), ('Lüneburg', '213'),
           ('Heilbronn', '740'), ('Cottbus', '030'), ('Landshut', '840'), ('Oldenburg', '261'),
           ('Fulda', '360'), ('Gera', '075'), ('Koblenz', '560'), ('Rosenheim', '830')],
    'it': [('Cremona', '261'), ('Arezzo', '521'), ('Treviso', '311'), ('Lecce', '731'),
           ('Perugia', '061'), ('Bergamo', '241'), ('Ravenna', '481'), ('Macerata', '621'),
           ('Vicenza', '361'), ('Matera', '751'), ('Pistoia', '511'), ('Sondrio', '231')],
    'pt': [('Braga', '4700'), ('Viseu', '3500'), ('Évora', '7000'), ('Aveiro', '3800'),
           ('Guimarães', '4800'), ('Leiria', '2400'), ('Setúbal', '2900'), ('Coimbra', '3000'),
           ('Tomar', '2300'), ('Faro', '8000'), ('Beja', '7800'), ('Chaves', '5400')],
    'ru': [('Ярославль', '150'), ('Калуга', '248'), ('Тверь', '170'), ('Вологда', '160'),
           ('Рязань', '390'), ('Псков', '180'), ('Тамбов', '392'), ('Кострома', '156'),
           ('Смоленск', '214'), ('Владимир', '600'), ('Иваново', '153'), ('Орёл', '302')],
}

# Stems for organisation names (a coined word, a landscape word or a family name).
ORG_STEMS = {
    'en': ['Hawthorne', 'Saltmarsh', 'Greyfriars', 'Kingsmead', 'Ravensworth', 'Ashdown', 'Fernleigh',
           'Wyvern', 'Castlegate', 'Birchfield', 'Moorcroft', 'Langstone'],
    'es': ['Guadalmedina', 'Sierra Alta', 'Montearagón', 'Ribagorza', 'Valdeorras', 'Peñalara',
           'Almanzora', 'Cierzo', 'Moncayo', 'Tramontana', 'Bardenas', 'Guadarrama'],
    'fr': ['Val de Loue', 'Armorique', 'Hautes Fagnes', 'Sainte-Odile', 'Vercors', 'Mont Aigoual',
           'Bocage', 'Cévennes', 'Pays d\'Ouche', 'Aubrac', 'Sologne', 'Beauce'],
    'de': ['Weserbergland', 'Hohenlohe', 'Altmühl', 'Spessart', 'Kraichgau', 'Rhön', 'Eichsfeld',
           'Fichtelgebirge', 'Wetterau', 'Hunsrück', 'Uckermark', 'Ammerland'],
    'it': ['Valtellina', 'Maremma', 'Garfagnana', 'Lunigiana', 'Sila', 'Murgia', 'Cadore',
           'Montefeltro', 'Irpinia', 'Langhe', 'Cilento', 'Casentino'],
    'pt': ['Alvão', 'Barroso', 'Arrábida', 'Marão', 'Gerês', 'Sicó', 'Montemuro', 'Caramulo',
           'Estrela Azul', 'Lousã', 'Açor', 'Malcata'],
    'ru': ['Приокский', 'Северная Звезда', 'Верхневолжский', 'Каменный Пояс', 'Ладожский', 'Мещёра',
           'Уральский Самоцвет', 'Валдай', 'Онего', 'Селигер', 'Жигули', 'Хибины'],
}

MAIL_HOSTS = {
    'en': ['btinternet.com', 'outlook.com'], 'es': ['telefonica.net', 'gmail.com'],
    'fr': ['orange.fr', 'free.fr'], 'de': ['web.de', 'gmx.de'], 'it': ['libero.it', 'tiscali.it'],
    'pt': ['sapo.pt', 'gmail.com'], 'ru': ['yandex.ru', 'mail.ru'],
}

MONTHS = {
    'en': ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
           'November', 'December'],
    'es': ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre',
           'noviembre', 'diciembre'],
    'fr': ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre',
           'novembre', 'décembre'],
    'de': ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober',
           'November', 'Dezember'],
    'it': ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre',
           'ottobre', 'novembre', 'dicembre'],
    'pt': ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro',
           'novembro', 'dezembro'],
    'ru': ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября',
           'ноября', 'декабря'],
}

IBAN_COUNTRY = {'en': ('GB', 22), 'es': ('ES', 24), 'fr': ('FR', 27), 'de': ('DE', 22), 'it': ('IT', 27),
                'pt': ('PT', 25)}


def pool(values, part):
    """The part's half of a pool: even positions for dev15, odd for held15."""
    return values[0::2] if part == 'dev15' else values[1::2]
