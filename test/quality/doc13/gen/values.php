<?php
// doc13's value pools (written from general knowledge for this set; none taken from another set).
// Given-name, surname, street and town pools are split by position: even entries for dev13, odd
// ones for held13 (`half()`); the given-name lists alternate two women's and two men's names.
// Organisations are built from the part's own surnames and towns (so the parts share none) or
// taken from role pools that only one part uses.

const LANGS = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru'];

const GIVEN = [
    'en' => ['Harriet', 'Imogen', 'Rupert', 'Callum', 'Eleanor', 'Philippa', 'Douglas', 'Alistair', 'Rosalind', 'Maisie',
             'Fergus', 'Desmond', 'Gwendolyn', 'Beatrice', 'Leonard', 'Ewan', 'Marjorie', 'Tamsin', 'Crispin', 'Barnaby',
             'Winifred', 'Cressida', 'Ambrose', 'Lachlan'],
    'es' => ['Montserrat', 'Inmaculada', 'Ignacio', 'Borja', 'Remedios', 'Encarnación', 'Gonzalo', 'Iñaki', 'Rocío', 'Araceli',
             'Fermín', 'Baltasar', 'Begoña', 'Consuelo', 'Leandro', 'Jacinto', 'Milagros', 'Nieves', 'Teodoro', 'Anselmo',
             'Purificación', 'Covadonga', 'Eusebio', 'Casimiro'],
    'fr' => ['Ségolène', 'Apolline', 'Gaspard', 'Thibault', 'Bérénice', 'Clémence', 'Aurélien', 'Edmond', 'Sidonie', 'Albane',
             'Anatole', 'Lucien', 'Héloïse', 'Mathilde', 'Baptiste', 'Gonzague', 'Capucine', 'Solène', 'Honoré', 'Firmin',
             'Léontine', 'Eulalie', 'Théophile', 'Ambroise'],
    'de' => ['Hannelore', 'Roswitha', 'Wolfram', 'Detlef', 'Gudrun', 'Irmgard', 'Volker', 'Eckhard', 'Heike', 'Annegret',
             'Reinhold', 'Gernot', 'Brunhilde', 'Liselotte', 'Hartmut', 'Ulrich', 'Friederike', 'Wiebke', 'Siegfried', 'Ingolf',
             'Waltraud', 'Hedwig', 'Lothar', 'Gottfried'],
    'it' => ['Ottavia', 'Ludovica', 'Gianmarco', 'Ercole', 'Benedetta', 'Costanza', 'Tancredi', 'Corrado', 'Annunziata', 'Filomena',
             'Rodolfo', 'Saverio', 'Mafalda', 'Assunta', 'Ottavio', 'Guglielmo', 'Eleonora', 'Ginevra', 'Ruggero', 'Gualtiero',
             'Concetta', 'Serafina', 'Emidio', 'Ippolito'],
    'pt' => ['Conceição', 'Graça', 'Gonçalo', 'Leandro', 'Filipa', 'Inês', 'Duarte', 'Rodrigo', 'Benedita', 'Leonor',
             'Afonso', 'Sebastião', 'Glória', 'Fátima', 'Vasco', 'Baltazar', 'Matilde', 'Carolina', 'Henrique', 'Tomé',
             'Custódia', 'Amélia', 'Januário', 'Brás'],
    'ru' => ['Евгения', 'Варвара', 'Святослав', 'Ярослав', 'Агата', 'Лидия', 'Всеволод', 'Тимофей', 'Зинаида', 'Прасковья',
             'Аркадий', 'Никанор', 'Клавдия', 'Ульяна', 'Гордей', 'Фёдор', 'Серафима', 'Римма', 'Игнат', 'Савелий',
             'Нина', 'Таисия', 'Радомир', 'Трофим'],
];

const SURNAMES = [
    'en' => ['Ashworth', 'Pemberton', 'Thistlewood', 'Blackmore', 'Fairbairn', 'Hollingsworth', 'Cartwright', 'Drummond', 'Whitcombe',
             'Ogilvie', 'Bramley', 'Kettering', 'Lockhart', 'Penhaligon', 'Sutcliffe', 'Trelawney', 'Radcliffe', 'Winterbottom',
             'Aldridge', 'Galbraith', 'Hepworth', 'Marchbank', 'Stanhope', 'Quennell'],
    'es' => ['Albarracín', 'Echeverría', 'Valdivieso', 'Arrieta', 'Zubizarreta', 'Olmedo', 'Carrasquilla', 'Benavides', 'Urquiza',
             'Sotomayor', 'Mendizábal', 'Cifuentes', 'Larrañaga', 'Villaverde', 'Ibarrola', 'Montalbán', 'Garrido', 'Quintanilla',
             'Barrenechea', 'Escobedo', 'Peñalosa', 'Aguirrezábal', 'Baeza', 'Orellana'],
    'fr' => ['Delacroix-Vautrin', 'Lemercier', 'Beaumanoir', 'Courtois', 'Fauconnier', 'Rochefort', 'Duplessis', 'Marchal', 'Vasseur',
             'Chevallier', 'Lacombe', 'Grandjean', 'Boisselier', 'Peyrefitte', 'Castagnier', 'Vuillemin', 'Dufresnoy', 'Thévenot',
             'Bourdaloue', 'Massenet', 'Larrieu', 'Quéméner', 'Champollion', 'Abadie'],
    'de' => ['Weißbach', 'Brückner', 'Hollerbach', 'Kämmerer', 'Ostendorf', 'Rautenberg', 'Schwarzkopf', 'Lindemann', 'Pfisterer',
             'Dörfler', 'Eichhorn', 'Glöckner', 'Hufnagel', 'Kreuzberger', 'Mittermaier', 'Ruppert', 'Sauerbrey', 'Tiedemann',
             'Uhlenbrock', 'Vogelsang', 'Wendland', 'Zimmerling', 'Brandstetter', 'Köhnlein'],
    'it' => ['Bernasconi', 'Castelnuovo', 'Della Valle', 'Fabbrocini', 'Gualtieri', 'Lombardozzi', 'Mancuso', 'Nardelli', 'Pagliarulo',
             'Quaranta', 'Sciarrino', 'Tedeschi', 'Vitale', 'Zanichelli', 'Arcangeli', 'Buonocore', 'Cavalcanti', 'Di Stefano',
             'Ferraioli', 'Giordanella', 'Longobardi', 'Morabito', 'Petruzzelli', 'Santangelo'],
    'pt' => ['Albuquerque', 'Magalhães', 'Brandão', 'Carvalhal', 'Figueiredo', 'Gouveia', 'Meireles', 'Nogueira', 'Pestana', 'Quaresma',
             'Rebelo', 'Sequeira', 'Tavares', 'Valadares', 'Cerqueira', 'Damasceno', 'Espinheira', 'Falcão', 'Guimarães', 'Loureiro',
             'Mascarenhas', 'Portela', 'Sampaio', 'Vilaça'],
    'ru' => [['Шереметев', 'Шереметева'], ['Белозёров', 'Белозёрова'], ['Воронцов', 'Воронцова'], ['Голицын', 'Голицына'],
             ['Дьяконов', 'Дьяконова'], ['Ермолаев', 'Ермолаева'], ['Жуковский', 'Жуковская'], ['Завьялов', 'Завьялова'],
             ['Калашников', 'Калашникова'], ['Лаптев', 'Лаптева'], ['Мещерский', 'Мещерская'], ['Нестеренко', 'Нестеренко'],
             ['Оболенский', 'Оболенская'], ['Пожарский', 'Пожарская'], ['Ракитин', 'Ракитина'], ['Свиридов', 'Свиридова'],
             ['Тихомиров', 'Тихомирова'], ['Усольцев', 'Усольцева'], ['Филатов', 'Филатова'], ['Харитонов', 'Харитонова'],
             ['Чернышёв', 'Чернышёва'], ['Шувалов', 'Шувалова'], ['Щербаков', 'Щербакова'], ['Якушев', 'Якушева']],
];

// Russian patronymics from fathers' names: [masculine, feminine].
const RU_PATRONYMICS = [['Андреевич', 'Андреевна'], ['Борисович', 'Борисовна'], ['Викторович', 'Викторовна'],
    ['Геннадьевич', 'Геннадьевна'], ['Дмитриевич', 'Дмитриевна'], ['Олегович', 'Олеговна'], ['Петрович', 'Петровна'],
    ['Романович', 'Романовна'], ['Степанович', 'Степановна'], ['Юрьевич', 'Юрьевна']];

// Streets: the pattern of each country's street line is in kit.php (`address`).
const STREETS = [
    'en' => ['Albion Road', 'Cavendish Crescent', 'Mill Lane', 'Rosebery Avenue', 'Ferndale Close', 'Hawthorn Drive', 'Queen Street',
             'Meadow Way', 'Church Walk', 'Kingsley Gardens', 'Elm Grove', 'Harbour View', 'Victoria Terrace', 'Orchard Rise',
             'Station Approach', 'Priory Lane'],
    'es' => ['Calle de Alcalá', 'Avenida de la Constitución', 'Calle del Carmen', 'Paseo de la Castellana', 'Calle Mayor',
             'Calle de San Bernardo', 'Avenida del Puerto', 'Calle Real', 'Ronda de Segovia', 'Calle de Goya', 'Travesía del Olivar',
             'Calle de la Paz', 'Plaza de España', 'Calle del Pilar', 'Avenida de Andalucía', 'Calle Nueva'],
    'fr' => ['rue des Lilas', 'avenue Jean-Jaurès', 'boulevard Voltaire', 'rue de la République', 'impasse des Tilleuls',
             'rue Victor-Hugo', 'place du Marché', 'chemin des Vignes', 'allée des Acacias', 'rue Pasteur', 'quai de la Loire',
             'rue du Moulin', 'cours Lafayette', 'rue des Écoles', 'avenue Foch', 'rue Saint-Martin'],
    'de' => ['Lindenstraße', 'Am Mühlbach', 'Bahnhofstraße', 'Kastanienallee', 'Gartenweg', 'Schillerstraße', 'Hauptstraße',
             'Rosenweg', 'Uhlandstraße', 'Am Stadtpark', 'Bergstraße', 'Goethestraße', 'Birkenweg', 'Kirchplatz', 'Wiesenstraße',
             'Feldstraße'],
    'it' => ['Via Giuseppe Garibaldi', 'Corso Vittorio Emanuele II', 'Via Roma', 'Viale dei Mille', 'Via Dante Alighieri',
             'Piazza della Libertà', 'Via Cavour', 'Via San Francesco', 'Via dei Fiori', 'Viale Europa', 'Via Mazzini',
             'Vicolo del Pozzo', 'Via Nazionale', 'Via Manzoni', 'Largo Augusto', 'Via Verdi'],
    'pt' => ['Rua das Flores', 'Avenida da Liberdade', 'Rua do Almada', 'Travessa do Carmo', 'Rua de Santa Catarina',
             'Avenida da Boavista', 'Rua Augusta', 'Largo do Rato', 'Rua Direita', 'Rua da Prata', 'Avenida dos Aliados',
             'Rua de Cedofeita', 'Praça da República', 'Rua do Sol', 'Rua Alexandre Herculano', 'Calçada da Estrela'],
    'ru' => ['ул. Ленина', 'ул. Садовая', 'пр-т Мира', 'ул. Пушкина', 'ул. Гагарина', 'Школьная ул.', 'ул. Лесная',
             'Комсомольский пр-т', 'ул. Чехова', 'наб. Фонтанки', 'ул. Строителей', 'Набережная ул.', 'ул. Советская',
             'пер. Кривоколенный', 'ул. Островского', 'Заводская ул.'],
];

// Towns with the postcode prefix the country uses for them (the rest of the code is generated).
const TOWNS = [
    'en' => [['Leeds', 'LS'], ['Norwich', 'NR'], ['Bristol', 'BS'], ['Exeter', 'EX'], ['York', 'YO'], ['Cardiff', 'CF'],
             ['Sheffield', 'S'], ['Brighton', 'BN'], ['Carlisle', 'CA'], ['Oxford', 'OX'], ['Harrogate', 'HG'], ['Derby', 'DE'],
             ['Bath', 'BA'], ['Truro', 'TR'], ['Lincoln', 'LN'], ['Durham', 'DH']],
    'es' => [['Madrid', '280'], ['Sevilla', '410'], ['Valencia', '460'], ['Zaragoza', '500'], ['Bilbao', '480'], ['Málaga', '290'],
             ['Salamanca', '370'], ['Granada', '180'], ['Oviedo', '330'], ['Pamplona', '310'], ['Córdoba', '140'], ['Burgos', '090'],
             ['Cádiz', '110'], ['León', '240'], ['Murcia', '300'], ['Toledo', '450']],
    'fr' => [['Lyon', '6900'], ['Nantes', '4400'], ['Bordeaux', '3300'], ['Lille', '5900'], ['Rennes', '3500'], ['Toulouse', '3100'],
             ['Dijon', '2100'], ['Grenoble', '3800'], ['Angers', '4900'], ['Reims', '5110'], ['Tours', '3700'], ['Metz', '5700'],
             ['Nancy', '5400'], ['Limoges', '8700'], ['Brest', '2920'], ['Nîmes', '3000']],
    'de' => [['Berlin', '10'], ['Hamburg', '22'], ['München', '80'], ['Köln', '50'], ['Leipzig', '04'], ['Dresden', '01'],
             ['Freiburg im Breisgau', '79'], ['Bremen', '28'], ['Nürnberg', '90'], ['Hannover', '30'], ['Münster', '48'],
             ['Kassel', '34'], ['Regensburg', '93'], ['Lübeck', '23'], ['Göttingen', '37'], ['Würzburg', '97']],
    'it' => [['Milano', '201'], ['Torino', '101'], ['Bologna', '401'], ['Firenze', '501'], ['Napoli', '801'], ['Genova', '161'],
             ['Padova', '351'], ['Bari', '701'], ['Verona', '371'], ['Palermo', '901'], ['Perugia', '061'], ['Trieste', '341'],
             ['Parma', '431'], ['Lecce', '731'], ['Bergamo', '241'], ['Ancona', '601']],
    'pt' => [['Lisboa', '1'], ['Porto', '4'], ['Braga', '47'], ['Coimbra', '30'], ['Aveiro', '38'], ['Faro', '80'], ['Setúbal', '29'],
             ['Viseu', '35'], ['Évora', '70'], ['Leiria', '24'], ['Guimarães', '48'], ['Funchal', '90'], ['Viana do Castelo', '49'],
             ['Castelo Branco', '60'], ['Amadora', '27'], ['Almada', '28']],
    'ru' => [['Москва', '1'], ['Казань', '420'], ['Екатеринбург', '620'], ['Новосибирск', '630'], ['Самара', '443'],
             ['Нижний Новгород', '603'], ['Ярославль', '150'], ['Пермь', '614'], ['Воронеж', '394'], ['Томск', '634'],
             ['Тверь', '170'], ['Калуга', '248'], ['Иркутск', '664'], ['Омск', '644'], ['Владимир', '600'], ['Псков', '180']],
];

const MAIL_DOMAINS = [
    'en' => ['btinternet.com', 'gmail.com', 'outlook.com', 'yahoo.co.uk'],
    'es' => ['gmail.com', 'hotmail.es', 'telefonica.net', 'yahoo.es'],
    'fr' => ['orange.fr', 'free.fr', 'laposte.net', 'gmail.com'],
    'de' => ['web.de', 'gmx.de', 't-online.de', 'posteo.de'],
    'it' => ['libero.it', 'virgilio.it', 'gmail.com', 'tiscali.it'],
    'pt' => ['sapo.pt', 'gmail.com', 'netcabo.pt', 'outlook.pt'],
    'ru' => ['yandex.ru', 'mail.ru', 'rambler.ru', 'bk.ru'],
];
const TLD = ['en' => 'co.uk', 'es' => 'es', 'fr' => 'fr', 'de' => 'de', 'it' => 'it', 'pt' => 'pt', 'ru' => 'ru'];

const MONTHS = [
    'en' => ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    'es' => ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    'fr' => ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    'de' => ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    'it' => ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
    'pt' => ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
    'ru' => ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
];

// Banks, halved by position between the parts (a bank names no customer, but identifies where
// the customer banks: marked as ORGANIZATION).
const BANKS = [
    'en' => ['Northbridge Building Society', 'Calder Valley Bank plc', 'Severn Mutual', 'Thamesmead Savings Bank'],
    'es' => ['Banco Cantábrico', 'Caja Rural de Tierra de Campos', 'Banca Levantina S.A.', 'Caixa Pirineu'],
    'fr' => ['Crédit Ligérien', 'Banque Populaire du Morvan', 'Caisse d’Épargne des Causses', 'Banque Rhodanienne SA'],
    'de' => ['Sparkasse Oberes Werratal', 'Volksbank Mittelhaardt eG', 'Raiffeisenbank Rottal-Inn eG', 'Hanseatische Privatbank AG'],
    'it' => ['Banca Popolare del Tirreno', 'Cassa di Risparmio di Valdelsa S.p.A.', 'Credito Cooperativo Alto Adda', 'Banca Lucana'],
    'pt' => ['Banco Atlântico Norte', 'Caixa Agrícola do Vale do Sousa', 'Banco Montado S.A.', 'Caixa Económica da Beira'],
    'ru' => ['АО «Волжский кредит»', 'ПАО Банк «Уральский резерв»', 'АО «Северо-Западный банк»', 'КБ «Приокский»'],
];

/** Even entries for dev13, odd ones for held13. */
function half(array $list, string $part): array
{
    $out = [];
    $odd = $part === 'held13' ? 1 : 0;
    foreach (array_values($list) as $i => $v) {
        if ($i % 2 === $odd) {
            $out[] = $v;
        }
    }
    return $out;
}

/** A given name's gender: the lists alternate two women's names and two men's names. */
function given_female(int $index): bool
{
    return intdiv($index, 2) % 2 === 0;
}
