/**
 * Given names that were among the most given in the seven languages' countries over the last
 * decades (the national registers' yearly top lists, as general knowledge: England and Wales,
 * Ireland, Scotland, the United States, Spain, France, Germany, Austria, Switzerland, Italy,
 * Portugal, Brazil, Russia) and that the other lists lacked, plus the accented spellings those
 * countries use ("María", "Noé", "Côme"). Names that are everyday words or places in one of the
 * seven languages are left out on purpose, as in the other lists (Grace, Rose, Ruby, Hunter,
 * Isla, Luna, Vega, Nieves, Reyes, Remedios, Constance, Céleste, Victoire, Malo, Nil, Pau).
 */
const NAMES =
  // English-speaking countries
  'Theo Harrison Riley Reuben Frankie Louie Jenson Ezra Jude Ollie Jaxon Rowan Grayson Otis ' +
  'Sonny Freya Evie Rosie Esme Erin Thea Hallie Maisie Gracie Arabella Annabelle ' +
  'Ellery Tamsin Ottilie Priyanka Kayden Brody Tristan Declan Callum Kian Alfie Archie ' +
  'Jenna Kayla Leah Mollie Nia Paige Tilly Jessie Lacey Lexi ' +
  'Nevaeh Addison Aubree Ariana Kinsley Peyton Quinn Reagan Sawyer Ryder ' +
  'Jameson Landon Wyatt Greyson Silas Ellis Caspar ' +
  // Spain and Latin America
  'María Izan Gael Darío Íker Aarón Julen Saúl Martí Alonso Ismael Aleix Axel ' +
  'Venancio Maite Yolanda Noelia Vanesa Tamara Aroa Naiara Estíbaliz ' +
  'Josefa Herminia Eulalia Casilda Jacinta Leocadia Anselmo Baldomero ' +
  'Ceferino Crescencio Eleuterio Gumersindo Hermenegildo Nemesio Olegario Saturnino Wenceslao ' +
  // France, Belgium, Switzerland
  'Jules Gabin Noé Marius Victor Naël Mathis Timéo Enzo Marceau Nino Eliott Nolan Milo ' +
  'Augustin Lyam Rayan Yanis Sohan Kaïs Soan Kylian Naïm Lenny Grégoire Gauthier Romy ' +
  'Mila Léna Théa Louna Gwendoline Maëva Stéphanie Nolwenn Maïwenn Enora Lilou Maëlle Lison ' +
  'Anouk Capucine Clotilde Ghislaine Jacqueline Josiane Marcelle Odette Paulette Yvette ' +
  'Gisèle Huguette Mireille Colette Evelyne Françoise Annick Brigitte Raymonde Lucienne ' +
  // German-speaking countries
  'Jonas Elias Luis Paul Emil Anton Theodor Mats Matteo Jakob Leon Niklas Moritz ' +
  'Hannes Malte Ole Lasse Jannik Fynn Bastian Torben Sönke Jörn Kai-Uwe Hauke Frauke Silke ' +
  'Wiebke Imke Insa Gesa Frieda Mathilda Emmi Lotta Thea Malia Lenja ' +
  'Rieke Sünje Gudrun Hiltrud Irmgard Roswitha Waltraud Gertraud Adelheid Sieglinde Walburga ' +
  // Italy
  'Ginevra Gioele Tommaso Edoardo Pietro Riccardo Gabriele Mattia Cristian Diego ' +
  'Samuele Nicolò Niccolò Filippo Jacopo Iacopo Ettore Cesare Ottavio Lapo Ludovico Corrado ' +
  'Brando Beatrice Ludovica Matilde Noemi Rebecca Greta Nicole Arianna ' +
  'Camilla Cecilia Ilaria Lucrezia Ottavia Zoe Carlotta ' +
  'Annalisa Mariangela Mariagrazia Mariarosa Marisa Rossella Donatella Ornella Loredana ' +
  'Raffaella Fiorella Gabriella Antonella Mirella Graziella Carmela Concetta ' +
  'Nunzia Rosaria Filomena Gennaro Salvatore Vincenzo Ciro Calogero ' +
  // Portugal and Brazil
  'Gonçalo Duarte Afonso Tomás Rodrigo Vicente Lourenço Simão Dinis Martim ' +
  'Leonor Matilde Beatriz Mariana Inês Constança Madalena Benedita Teresinha ' +
  'Fernanda Luíza Heloísa Valentina Yasmin Kauã Enzo Davi Heitor Arthur ' +
  'Bernardo Lorenzo Theo Murilo Caio Vinícius Thiago Guilherme Otávio Cláudio ' +
  // Russia
  'Александр Максим Артём Михаил Даниил Иван Дмитрий Кирилл Андрей Егор Никита Илья Алексей ' +
  'Матвей Тимофей Владимир Ярослав Фёдор Георгий Константин Николай Степан ' +
  'Анастасия Мария Анна Виктория Екатерина Наталья Марина Полина София Дарья Алиса Ксения ' +
  'Александра Елена Алёна Варвара Василиса Вероника Милана Ульяна Таисия Есения Злата ' +
  'Евгения Кристина Светлана Татьяна Людмила Галина Валентина Нина Зинаида Тамара Лариса';

/** Popular given names of the seven languages' countries missing from the older lists. */
export const POPULAR_GIVEN_NAMES: readonly string[] = [...new Set(NAMES.split(/\s+/u))];
