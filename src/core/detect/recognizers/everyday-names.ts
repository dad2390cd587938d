/**
 * Everyday given names and surnames of the seven languages' countries that the older lists lack,
 * written from general knowledge of the names people carry there (the commonest few hundred of
 * each country, both sexes, with their usual accents), so that a "Given Surname" of any of the
 * seven languages is vouched for whichever half of a pool a document draws from. Names that are
 * also everyday words, months or places in one of the seven languages are left out, as in the
 * other lists (Rosa, Pilar, Blanca, Paloma, Constance, Prudence, Florence, Valencia, Paris, Colombo).
 */
const GIVEN =
  // English, Irish, Scottish, Welsh
  'Penelope Rosalind Rosamund Gwendolyn Geraldine Harriet Henrietta ' +
  'Georgina Josephine Clementine Eleanor Eleanora Elspeth Imelda Jemima Lavinia ' +
  'Lorraine Marianne Millicent Muriel Nerys Nicola Ottilie Petra Priscilla Rowena Sybil ' +
  'Tabitha Theodora Ursula Vanessa Veronica Wilhelmina Yvonne Annabel Annabelle Arabella ' +
  'Beatrice Cressida Davina Esmeralda Felicity Fiona Genevieve Gillian Hermione Isobel ' +
  'Jacqueline Juliet Katharine Kathleen Leonora Lucinda Madeleine Marjorie Maureen Miranda ' +
  'Octavia Pamela Rosemary Sabrina Serena Tamsin Thomasina Verity Winifred Zara ' +
  'Ambrose Archibald Barnaby Bartholomew Benedict Bertram Cedric Clarence Cornelius Crispin ' +
  'Cuthbert Cyril Desmond Edmund Ellis Everett Gilbert Godfrey Gregor Horace ' +
  'Ignatius Jasper Jeremiah Lancelot Leopold Lionel Malcolm Mortimer ' +
  'Nigel Percival Peregrine Quentin Reginald Rupert Sebastian Septimus Sidney Simon Stanley ' +
  'Tobias Trevor Tristram Valentine Vaughan Wilfrid Wyndham Alasdair Callum Gordon ' +
  'Graeme Iain Lorcan Oisín Ruairí Seán Siân Aneurin Emrys Gruffydd Iolo Owain Rhodri ' +
  // Spanish (Spain, Latin America), Catalan, Basque, Galician
  'Inmaculada Encarnación ' +
  'Montserrat Covadonga Almudena Arantxa Itziar Ainhoa Amaia Nerea Leire Maite Edurne ' +
  'Iratxe Idoia Yolanda Visitación Purificación Trinidad Concepción Consuelo ' +
  'Rosario Soledad Mercedes Margarita Lucía Sofía María Marta Raquel Susana Verónica ' +
  'Noelia Vanesa Lorena Tamara Estíbaliz Aránzazu Begoñita Guadalupe Jimena Ximena Maribel ' +
  'Mariluz Marisol Maricarmen Nuria Olga Reyes Salud Socorro Adoración Ascensión Natividad ' +
  'Iñaki Iñigo Asier Aitor Unai Gorka Ibai Mikel Xabier Jokin Koldo Joseba Patxi Txema ' +
  'Jordi Josep Pere Oriol Arnau Xavier Joan Martí Guillem Sergi Albert Quim Ramón ' +
  'Agustín Alfonso Andrés Aurelio Baltasar Bartolomé Benito Casimiro Ceferino Cipriano ' +
  'Eduardo Eladio Eleuterio Emilio Eusebio Faustino Federico Feliciano Fermín Florencio ' +
  'Gonzalo Gregorio Herminio Hilario Ignacio Isidoro Jacinto Jenaro Jesús Joaquín Julián ' +
  'Leandro Leonardo Lorenzo Marcelino Marcial Matías Maximino Nicolás Pascual Patricio ' +
  'Rafael Remigio Ricardo Rodrigo Rogelio Salvador Saturnino Sebastián Teodoro Tomás ' +
  'Valentín Venancio Vicente Wenceslao Zacarías ' +
  // French, Breton, Belgian, Swiss
  'Ghislaine Bernadette Jacqueline Josiane Huguette ' +
  'Monique Nicole Odile Odette Paulette Pierrette Simone Sylvie Yvette Colette Danielle ' +
  'Geneviève Gisèle Hélène Irène Josette Laurence Martine Mireille Murielle Nadine Noëlle ' +
  'Christiane Chantal Brigitte Évelyne Françoise Frédérique Marie-Claude Marie-Thérèse ' +
  'Anne-Sophie Anne-Laure Marie-Hélène Ségolène Bérénice Clémence Capucine Margaux ' +
  'Ombeline Perrine Solène Maëlle Maëlys Anaïs Aurélie Élodie Émilie Océane Mélanie Noémie ' +
  'Gwenaëlle Nolwenn Enora Soizic Armelle Rozenn Gaëlle Lénaïg Katell Morgane Typhaine ' +
  'Aristide Baptiste Barthélemy Benoît Céleste Clovis Corentin Cyprien Donatien Édouard ' +
  'Étienne Eugène Félix Florent Gaëtan Gaspard Gauthier Ghislain Grégoire Hervé Hippolyte ' +
  'Honoré Jérôme Joël Lucien Marcel Maxence Octave Pascal Philippe Raphaël Régis ' +
  'Rémi Rémy Romain Sylvain Théophile Thibault Thibaut Timothée Valentin Yannick Yves ' +
  'Gwenaël Erwan Loïc Ronan Tanguy Yann Goulven Maël Brieuc Killian ' +
  // German, Austrian, Swiss German
  'Hannelore Annegret Adelheid Brunhilde Dagmar Edeltraud Elfriede Gertrud ' +
  'Gudrun Hedwig Heidemarie Helga Hildegard Ilse Ingeborg Lieselotte Mechthild ' +
  'Rosemarie Sieglinde Traudl Ulrike Waltraud Wiebke Annelie Anneliese Friederike ' +
  'Gesine Henrike Hiltrud Jutta Karin Kerstin Margarete Marlene Regina Rotraut Silke ' +
  'Swantje Theresia Uta Ute Veronika Walburga Wilma Almut Antje Bettina Birgit ' +
  'Cordula Doris Elke Frauke Gabriele Heike Ines Kirsten Meike Petra Sabine Sigrid Tanja ' +
  'Adalbert Alois Anton Armin Bernhard Burkhard Detlef Dietmar Dieter Eberhard Egon ' +
  'Ekkehard Engelbert Erwin Falk Florian Gerhard Gernot Gottfried Gottlieb Hansjörg ' +
  'Hartmut Heiko Helmut Helmuth Herbert Hubert Ingo Joachim Jörg Jürgen Klaus Konrad ' +
  'Kurt Leopold Lothar Ludger Manfred Meinhard Norbert Ottmar Reinhard Reinhold Rüdiger ' +
  'Siegfried Sigmund Torsten Ulrich Volker Waldemar Wendelin Wilfried Winfried Wolfgang ' +
  // Italian
  'Concetta Assunta Annunziata Carmela Immacolata ' +
  'Nunzia Rosalba Rosaria Addolorata Benedetta Fiorella Gelsomina Giuseppina Graziella ' +
  'Loredana Mariagrazia Mariarosa Maddalena Ornella Patrizia Raffaella Romina Rossella ' +
  'Simonetta Tiziana Vittoria Agnese Arianna Camilla Caterina Cecilia Donatella Eleonora ' +
  'Elisabetta Fabiola Federica Francesca Giovanna Ilaria Letizia Lucrezia Marina Ottavia ' +
  'Piera Pierangela Serafina Teresa Valeria Vincenza Zaira ' +
  'Alessandro Amedeo Arnaldo Augusto Bonifacio Calogero Corrado Cosimo Domenico Edoardo ' +
  'Egidio Ercole Ettore Ezio Fabrizio Ferruccio Filiberto Gaetano Gennaro Gerardo ' +
  'Giacomo Gianfranco Gianluca Gianluigi Gianmarco Giancarlo Girolamo Guglielmo Ignazio ' +
  'Leonardo Ludovico Marcello Massimiliano Massimo Nazzareno Ottavio Pasquale ' +
  'Raffaele Renato Rocco Rodolfo Salvatore Saverio Settimio Teodoro Tommaso ' +
  'Ubaldo Umberto Vittorio Vincenzo ' +
  // Portuguese (Portugal, Brazil)
  'Conceição Graciete Inês Leonor Matilde Madalena ' +
  'Benedita Beatriz Carolina Catarina Constança Diana Ermelinda Fernanda Gabriela ' +
  'Guilhermina Helena Henriqueta Irene Isaura Joana Josefa Leopoldina Lurdes Mafalda ' +
  'Manuela Marília Natália Olímpia Otília Piedade Rosalina Sílvia Tânia Vitória Zulmira ' +
  'Adelaide Albertina Alzira Amélia Aurora Cândida Celeste Deolinda Edite Emília Eugénia ' +
  'Afonso Álvaro Anselmo Armando Artur Baltazar Bernardo Caetano Custódio Diamantino ' +
  'Duarte Eduardo Estêvão Gonçalo Henrique Horácio Jacinto Joaquim Leonel Lourenço ' +
  'Martim Nuno Octávio Olavo Rui Salvador Sebastião Severino Simão Tomé Valdemar Vasco ' +
  'Vitorino Zeferino João António Antônio Sérgio Fábio Márcio Flávio Cláudio Júlio ' +
  // Russian (Latin and Cyrillic)
  'Зинаида Клавдия Людмила Валентина Галина Тамара Антонина Лидия Нина Раиса ' +
  'Варвара Василиса Евдокия Елизавета Ксения Полина Таисия Ульяна Юлия Алла Инна Лариса ' +
  'Маргарита Светлана Снежана Элеонора Эльвира Ярослава Агата Арина Вероника Дарья Ирина ' +
  'Аркадий Вениамин Всеволод Геннадий Глеб Григорий Евгений Ефим Захар Иннокентий ' +
  'Кирилл Константин Леонид Лев Матвей Святослав Семён Станислав Тимофей Филипп Ярослав ' +
  'Zinaida Klavdiya Lyudmila Valentina Galina Antonina Lidiya Raisa Varvara ' +
  'Vasilisa Yelizaveta Kseniya Polina Taisiya Ulyana Yuliya Larisa Svetlana Snezhana ' +
  'Arkady Arkadiy Veniamin Vsevolod Gennady Gennadiy Gleb Grigory Yevgeny Yefim Zakhar ' +
  'Kirill Konstantin Leonid Matvey Svyatoslav Semyon Stanislav Timofey Yaroslav';

const SURNAMES =
  // English, Irish, Scottish, Welsh
  'Ainsworth Aldridge Appleby Ashworth Atherton Bainbridge Blackburn Blakemore Bradshaw ' +
  'Brierley Broadbent Cartwright Chadwick Cholmondeley Clitheroe Crabtree Cunningham ' +
  'Davenport Dunmore Ellsworth Fairbairn Fairweather Fitzgerald Fitzpatrick Fitzwilliam ' +
  'Gallagher Greenhalgh Hammond Hardcastle Hathaway Heathcote Holloway Houghton Kilbride ' +
  'Lockhart Loughlin Macaulay MacDonald Mackenzie Mackintosh Macleod McAllister McCarthy ' +
  'McDermott McGregor McIntyre McKenzie McLaughlin McNamara Merriweather Montgomery ' +
  'Nightingale Oakley Ormerod Pennington Prendergast Radcliffe Ramsbottom Rathbone ' +
  'Rowntree Shuttleworth Sinclair Stirling Sutcliffe Thackeray Townsend ' +
  'Underwood Wainwright Whitaker Whitfield Whittaker Wilberforce Winterbottom Worthington ' +
  "O'Brien O'Connor O'Sullivan O'Neill O'Reilly O'Donnell O'Donoghue O'Mahony O'Callaghan " +
  "O'Shea O'Leary O'Keeffe O'Dwyer O'Rourke O'Hara O'Connell O'Malley O'Toole " +
  // Spanish, Catalan, Basque, Galician
  'Aguirre Alcántara Aranda Arroyo Ayala Barrientos Barrionuevo Beltrán Bermúdez Bustamante ' +
  'Caballero Calderón Camacho Cano Carrasco Castañeda Cisneros Contreras Cortés ' +
  'Cuesta Echeverría Elizondo Escobar Esteban Figueroa Gallego Galindo Garrido Guerrero ' +
  'Hidalgo Iglesias Izquierdo Jiménez Lozano Maldonado Manzano Marín Medina Mejía Méndez ' +
  'Mendoza Miranda Montero Morales Moreno Navarro Núñez Ochoa Olmedo Orozco Ortega Pacheco ' +
  'Padilla Palacios Pardo Parra Pascual Peña Prieto Quintana Quiroga Rivas Robles Rojas ' +
  'Rubio Salazar Salinas Sandoval Santana Sanz Serrano Soler Sotomayor Suárez Tapia ' +
  'Toledo Trujillo Urquijo Valenzuela Vallejo Velasco Velázquez Vidal Villalobos ' +
  'Villanueva Zamora Zapata Zurita Etxeberria Etxebarria Goikoetxea Urrutia Zabala ' +
  'Zubizarreta Arteaga Garmendia Gorostiza Larrañaga Mendizábal Olaizola Uribe Agirre ' +
  'Puig Pujol Ferrer Vilanova Casals Riera Roca Font Batlle Bosch Coll Serra Vives Sala ' +
  'Castells Planas Pons Gual Rovira Sabaté Soldevila Boix Camps Prat Tort ' +
  'Otero Outeiro Castro Varela Piñeiro Vázquez Rey Seoane Lamas Fraga Mosquera Souto ' +
  // French, Breton
  'Rousseau Arnaud Aubert ' +
  'Barbier Baudin Bertin Besnard Blanchard Bonnet Boucher Bouchet Bourgeois Brunet ' +
  'Carpentier Charpentier Chauvin Chevalier Clément Colin Collet Cousin Delmas Deschamps ' +
  'Devaux Dumas Dupuis Dupuy Duval Fabre Faure Fleury Fournier Gaillard Garnier Gauthier ' +
  'Gautier Gérard Giraud Guérin Guillaume Hamon Hébert Huet Jacquet Joly Lacroix ' +
  'Lambert Lebrun Leclerc Leclercq Lecomte Lefèvre Lefebvre Legrand Lejeune Lemaire ' +
  'Lemoine Leroux Leroy Lévêque Marchal Marchand Masson Mathieu Mercier Meunier Meyer ' +
  'Michaud Millet Moreau Morel Moulin Noël Olivier Perrin Picard Poirier Prévost ' +
  'Renard Renaud Rey Rivière Roche Rolland Roussel Roux Royer Schmitt Tessier Vasseur ' +
  'Vidal Vincent Baudouin Castaing Chastain Courtois Daguerre Desjardins Dufresne ' +
  'Fauconnier Lamarque Larochelle Laurent Maréchal Montagne Peyrot Rochefort Sarrazin ' +
  'Kerjean Kerouac Le Goff Le Gall Le Bihan Le Floch Le Roux Le Corre Quéméner Tanguy ' +
  // German, Austrian, Swiss
  'Achenbach Ackermann Altmann Baumgartner Bergmann Bernhardt Brandt Breitenbach Dietrich ' +
  'Eberhardt Eichhorn Engel Fischbach Freudenberg Fuchs Gebhardt Goldschmidt Grünewald ' +
  'Hagedorn Hahn Hartmann Heinrich Herrmann Hirschfeld Hoffmann Holzapfel Hübner ' +
  'Kaiser Kessler Kirchner Kleinschmidt Köhler Kranz Krause Kuhn Lehmann Lindner ' +
  'Lorenz Ludwig Marquardt Mayer Meier Möller Neubauer Pfeiffer Reichert ' +
  'Reinhardt Ritter Rosenthal Sauer Schäfer Scheffler Schiller Schreiber Schubert ' +
  'Schulte Schumacher Schwab Seidel Sommer Stadler Steinbach Steiner Thalheimer Vogt ' +
  'Wagner Walther Weidmann Weigel Weiß Wendt Winkler Wolff Ziegler Zimmermann Zöllner ' +
  'Auer Berger Eder Egger Gruber Haas Huber Lechner Moser Pichler Reiter Wimmer Leitner ' +
  // Italian
  "D'Alessandro D'Angelo D'Amico D'Agostino D'Onofrio D'Antonio D'Urso D'Addario " +
  'Barbieri Bellini Benedetti ' +
  'Bernardi Bianchi Bonetti Brambilla Caputo Carbone Castelli Cattaneo Conti ' +
  'Costantini Esposito Fabbri Ferraro Fontana Galli Giordano Greco ' +
  'Guerra Lombardi Longo Mancini Marchetti Mariani Martinelli Messina Monti Morelli ' +
  'Moretti Negri Orlando Palumbo Parisi Pellegrini Piras Porcu Rinaldi Ruggiero ' +
  'Russo Sala Sanna Santoro Serra Silvestri Testa Valentini Vitale Zanetti Zanella ' +
  'Albanese Amato Basile Battaglia Bruno Caruso Coppola Cirillo De Luca Donati Farina ' +
  'Gallo Grasso Lombardo Marino Mazza Neri Pagano Pace Rizzo Sorrentino Villa ' +
  // Portuguese, Brazilian
  'Magalhães Figueiredo ' +
  'Antunes Baptista Batista Bettencourt Brandão Cabral Caldeira Campos Coelho Correia ' +
  'Cunha Domingues Esteves Faria Fonseca Gaspar Gomes Lacerda Leal Lobo ' +
  'Loureiro Macedo Machado Maia Marques Matos Meireles Mendes Monteiro Morais Moura ' +
  'Nogueira Nunes Pacheco Paiva Pereira Pimentel Pinheiro Pinto Queirós Rebouças ' +
  'Sampaio Saraiva Seixas Simões Tavares Teixeira Valente Veloso Vieira Xavier Amaral ' +
  // Russian (Latin and Cyrillic)
  'Кузнецова Смирнова ' +
  'Иванова Попова Соколова Лебедева Козлова Новикова Морозова Петрова Волкова Соловьёва ' +
  'Васильева Зайцева Павлова Семёнова Голубева Виноградова Богданова Воробьёва Фёдорова ' +
  'Михайлова Беляева Тарасова Белова Комарова Орлова Киселёва Макарова Андреева ' +
  'Ковалёва Ильина Гусева Титова Кузьмина Кудрявцева Баранова Куликова Алексеева ' +
  'Степанова Яковлева Сорокина Сергеева Романова Захарова Борисова Королёва Герасимова ' +
  'Пономарёва Григорьева Лазарев Медведев Ершов Никитин Соболев Рябов Поляков Цветков ' +
  'Данилов Жуков Фролов Журавлёв Николаев Крылов Максимов Сидоров Осипов Белоусов ' +
  'Федотов Дорофеев Егоров Матвеев Бобров Дмитриев Калинин Анисимов Петухов Антонов ' +
  'Тимофеев Никифоров Веселов Филиппов Марков Большаков Суханов Миронов Ширяев ' +
  'Александров Коновалов Шестаков Казаков Ефимов Денисов Громов Фомин Давыдов Мельников ' +
  'Щербаков Блинов Колесников Карпов Афанасьев Власов Маслов Исаков Тихонов Аксёнов ' +
  'Гаврилов Родионов Котов Горбунов Кудряшов Быков Зуев Третьяков Савельев Панов ' +
  'Рыбаков Суворов Абрамов Воронов Мухин Архипов Трофимов Мартынов Емельянов Горшков ' +
  'Чернов Овчинников Селезнёв Панфилов Копылов Михеев Галкин Назаров Лобанов Лукин ' +
  'Беляков Потапов Некрасов Хохлов Жданов Наумов Шилов Воронцов Ермаков Дроздов Игнатьев ' +
  'Савин Логинов Сафонов Капустин Кириллов Моисеев Елисеев Кошелев Костин Горбачёв ' +
  'Орехов Ефремов Исаев Евдокимов Калашников Кабанов Носков Юдин Кулагин Лапин Прохоров ' +
  'Нестеров Харитонов Агафонов Муравьёв Ларионов Федосеев Зимин Пахомов Шубин Игнатов ' +
  'Филатов Крюков Рогов Кулаков Терентьев Молчанов Владимиров Артемьев Гурьев Зиновьев ' +
  'Гришин Кононов Дементьев Ситников Симонов Мишин Фадеев Комиссаров Мамонтов Носов ' +
  'Гуляев Шаров Устинов Вишняков Евсеев Лаврентьев Брагин Константинов Корнилов ' +
  'Авдеев Зыков Бирюков Шарапов Никонов Щукин Дьячков Одинцов Сазонов Якушев Красильников ' +
  'Гордеев Самойлов Князев Беспалов Уваров Шашков Бобылёв Доронин Белозёров Рожков ' +
  'Самсонов Мясников Лихачёв Буров Сысоев Фомичёв Русаков Стрелков Гущин Тетерин ' +
  'Колобов Субботин Фокин Блохин Селиверстов Пестов Кондратьев Силин Меркушев Лыткин Туров';

/** Everyday given names of the seven languages' countries missing from the older lists. */
export const EVERYDAY_GIVEN_NAMES: readonly string[] = [...new Set(GIVEN.split(/\s+/u))];

/**
 * Everyday surnames of the seven languages' countries missing from the older lists; those
 * written with a particle ("Le Goff", "De Luca") are kept whole with a no-break space.
 */
export const EVERYDAY_SURNAMES: readonly string[] = [
  ...new Set(SURNAMES.replace(/\b(Le|De) (\S+)/gu, '$1\u00a0$2').split(/[ \n]+/u)),
];
