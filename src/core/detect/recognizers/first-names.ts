import { EVERYDAY_GIVEN_NAMES } from './everyday-names';
import { INTERNATIONAL_FIRST_NAMES } from './international-first-names';
import { MORE_GIVEN_NAMES } from './more-given-names';
import { MORE_FIRST_NAMES } from './more-first-names';
import { POPULAR_GIVEN_NAMES } from './popular-given-names';

/**
 * Common first names of the seven OCR languages' countries, used only to vouch for a capitalised
 * word sequence ("Maria Rossi") that no label or title introduces. Names that are also common
 * words or months (May, June, Will, Mark, Grace, Hope, Rose, Bill) are left out on purpose.
 */
export const FIRST_NAMES: ReadonlySet<string> = new Set([
  ...// English
  (
    'James John Robert Michael William David Richard Joseph Thomas Charles Christopher Daniel ' +
    'Matthew Anthony Donald Steven Paul Andrew Joshua Kenneth Kevin Brian George Timothy Ronald ' +
    'Edward Jason Jeffrey Ryan Jacob Gary Nicholas Eric Jonathan Johnathan Stephen Larry Justin ' +
    'Scott Brandon Benjamin Samuel Gregory Alexander Frank Patrick Raymond Jack Dennis Jerry Tyler ' +
    'Aaron Jose Adam Nathan Henry Douglas Zachary Peter Kyle Ethan Walter Noah Jeremy Christian ' +
    'Keith Roger Terry Austin Sean Gerald Carl Harold Dylan Arthur Lawrence Jordan Jesse Bryan ' +
    'Billy Bruce Gabriel Joe Logan Albert Willie Alan Eugene Russell Vincent Philip Bobby Johnny ' +
    'Bradley Roy Ralph Louis Randy Wayne Howard Liam Oliver Lucas Mason Elijah Harry Oscar Charlie ' +
    'Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Lisa Nancy Betty ' +
    'Margaret Sandra Ashley Kimberly Emily Donna Michelle Carol Amanda Dorothy Melissa Deborah ' +
    'Stephanie Rebecca Sharon Laura Cynthia Kathleen Amy Angela Shirley Anna Brenda Pamela Emma ' +
    'Nicole Helen Samantha Katherine Christine Debra Rachel Carolyn Janet Catherine Maria Heather ' +
    'Diane Ruth Julie Olivia Joyce Virginia Victoria Kelly Lauren Christina Joan Evelyn Judith ' +
    'Megan Andrea Cheryl Hannah Jacqueline Martha Gloria Teresa Ann Sara Madison Frances Kathryn ' +
    'Janice Jean Abigail Alice Judy Sophia Julia Denise Amber Doris Marilyn Danielle Beverly ' +
    'Isabella Theresa Diana Natalie Brittany Charlotte Marie Kayla Alexis Lori Ava Mia Amelia ' +
    'Harper Chloe Ella Lily Zoe Jane Sophie Lucy Jessie Ellie Mike Tom Tim Jim Bob Steve Dave ' +
    'Chris Nick Tony Sam Ben Dan Matt Joe Alex Kate Katie Jenny Liz Beth Sue Meg ' +
    // Spanish
    'Juan Carlos Luis Miguel Javier Antonio Manuel Francisco Pedro Alejandro Pablo Sergio Jorge ' +
    'Alberto Fernando Rafael Diego Andrés Ramón Enrique Raúl Víctor Ignacio Álvaro Adrián Rubén ' +
    'Óscar Jesús Gonzalo Santiago Mateo Hugo Martín Emilio Joaquín Marcos Iván Guillermo Felipe ' +
    'Ana Carmen Lucía Laura Marta Isabel Cristina Paula Elena Sara Raquel Pilar Rosa Beatriz ' +
    'Silvia Patricia Mercedes Dolores Nuria Rocío Alba Irene Sofía Valentina Daniela Gabriela ' +
    'Camila Ximena Guadalupe Inés Lorena Natalia Verónica Montserrat Esperanza Consuelo ' +
    // French
    'Jean Pierre Jacques Michel Philippe Alain Nicolas François Bernard Christophe Éric Eric ' +
    'Laurent Olivier Frédéric Sébastien Julien Thierry Pascal Stéphane Didier Patrice Guillaume ' +
    'Mathieu Antoine Maxime Baptiste Théo Léo Louis Clément Quentin Romain Benoît Yves Gérard ' +
    'Marie Nathalie Isabelle Sylvie Catherine Françoise Monique Valérie Sandrine Céline Sophie ' +
    'Aurélie Camille Chloé Manon Léa Emma Juliette Élodie Amandine Mathilde Margaux Pauline ' +
    'Brigitte Véronique Christelle Virginie Hélène Agnès Delphine Élise Océane Inès ' +
    // German
    'Hans Peter Klaus Wolfgang Jürgen Dieter Uwe Günter Horst Helmut Werner Manfred Gerhard Karl ' +
    'Heinz Rolf Stefan Andreas Thomas Frank Franz Markus Jörg Torsten Sven Matthias Tobias ' +
    'Florian ' +
    'Sebastian Lukas Jonas Felix Leon Maximilian Moritz Niklas Jan Tim Kai Lars Dirk Bernd ' +
    'Ursula Monika Petra Sabine Renate Helga Karin Brigitte Ingrid Erika Gisela Andrea Claudia ' +
    'Susanne Stefanie Julia Katharina Anja Nicole Birgit Heike Martina Kerstin Tanja Jana Lena ' +
    'Leonie Hannah Johanna Greta Frieda Jürgen Ute Silke Doris Gabriele Annette ' +
    // Italian
    'Giuseppe Giovanni Francesco Marco Alessandro Luca Andrea Matteo Lorenzo Stefano Roberto ' +
    'Paolo Massimo Davide Simone Federico Riccardo Gabriele Salvatore Vincenzo Domenico Fabio ' +
    'Mario Luigi Giorgio Sergio Claudio Emanuele Daniele Leonardo Tommaso Filippo Alberto Enrico ' +
    'Giulia Francesca Chiara Sara Alessandra Valentina Federica Elisa Martina Silvia Giorgia ' +
    'Paola Roberta Simona Laura Anna Maria Elena Alessia Ilaria Beatrice Aurora Ginevra Rita ' +
    'Giovanna Antonella Lucia Teresa Caterina Angela Marta Serena Veronica Camilla Noemi ' +
    // Portuguese
    'João José António Antônio Manuel Francisco Pedro Paulo Luís Carlos Miguel Rui Nuno Tiago ' +
    'Rodrigo Gonçalo Diogo Duarte Afonso Bruno Ricardo Fábio Vítor Sérgio Hélder Marcelo Gustavo ' +
    'Leonardo Gabriel Rafael Felipe Thiago Matheus Guilherme Eduardo Fernando Henrique Vinícius ' +
    'Maria Ana Joana Beatriz Mariana Inês Catarina Sofia Leonor Matilde Carolina Rita Teresa ' +
    'Francisca Margarida Filipa Raquel Sandra Cláudia Patrícia Fernanda Juliana Camila Larissa ' +
    'Letícia Bruna Luana Adriana Aline Vanessa Conceição Fátima Luísa Helena ' +
    // Russian
    'Александр Алексей Андрей Антон Артём Борис Вадим Валентин Валерий Василий Виктор Виталий ' +
    'Владимир Владислав Вячеслав Георгий Григорий Даниил Денис Дмитрий Евгений Егор Иван Игорь ' +
    'Илья Кирилл Константин Леонид Максим Михаил Никита Николай Олег Павел Пётр Петр Роман ' +
    'Руслан Сергей Станислав Степан Тимур Фёдор Юрий Ярослав ' +
    'Александра Алина Алла Анастасия Анна Валентина Валерия Вера Виктория Галина Дарья Евгения ' +
    'Екатерина Елена Елизавета Жанна Зоя Ирина Карина Кристина Ксения Лариса Любовь Людмила ' +
    'Маргарита Марина Мария Надежда Наталья Нина Оксана Ольга Полина Светлана Софья Татьяна ' +
    'Юлия Яна'
  ).split(' '),
  ...INTERNATIONAL_FIRST_NAMES,
  ...MORE_FIRST_NAMES,
  ...MORE_GIVEN_NAMES,
  ...POPULAR_GIVEN_NAMES,
  ...EVERYDAY_GIVEN_NAMES,
]);
