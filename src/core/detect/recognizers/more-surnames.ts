/**
 * A further gazetteer of family names from many countries (English-speaking, Hispanic,
 * Portuguese and Brazilian, Italian, French, German, Dutch, Nordic, Finnish, Baltic, Polish, Czech
 * and Slovak, Hungarian, South Slavic, Greek, Russian and Ukrainian in Latin letters, Japanese,
 * Chinese, Korean, Vietnamese, Indian, Arabic and Turkish). Family names that are everyday words
 * (Baker, Brown, Fox, Park, Young, King, Long, Little, Rich, Hall, Bush, Page, Church, Cash, Gay,
 * Moss, Street, Lane, Mann as "man", Key, Day) are left out on purpose: alone they prove nothing.
 */
const NAMES =
  // English-speaking countries
  'Abbott Acosta Aguilar Alexander Alvarado Andrews Armstrong Arnold Atkins Austin Ayala ' +
  'Barker Barnett Barrett Barton Bates Beck Becker Benson Berry ' +
  'Blair Blake Bowen Bowers Bowman Boyle Bradshaw Brady Brennan Briggs Burgess Burke Burton ' +
  'Byrd Caldwell Cameron Carlson Carr Carroll Casey Chandler Chapman ' +
  'Christensen Clarke Cobb Cochran Cohen Cole Conner Conway Copeland Craig Curtis ' +
  'Dalton Daniel Davidson Dawson Dean Delgado Dennis Diaz Douglas Duncan Dunlap Dunning ' +
  'Eaton Erickson Estrada Fletcher Floyd Flynn Fowler Francis Franklin Frazier ' +
  'French Fuller Garrett Gibbs Gilbert Gillespie Glover Goodman Greene Gregory Griffith ' +
  'Hale Hammond Hansen Harmon Harper Harrington Hartman Harvey Hawkins Hayden Haynes ' +
  'Henry Hensley Herrera Hicks Higgins Hines Hodge Hodges Hoffman Hogan Holland Holloway ' +
  'Holt Hopkins Horton Houston Howell Hubbard Hudson Huff Humphrey Hutchinson Ingram Jacobs ' +
  'James Jarvis Jefferson Jennings Jensen Johnston Jordan Joseph Keller Kemp Kennedy Kent ' +
  'Kerr Kim Kirby Koch Lambert Lang Larson Lawson Leonard Lindsey Lloyd ' +
  'Logan Lowe Lucas Lyons Mack Maddox Malone Manning Martin Mason Massey ' +
  'Matthews Maxwell Mccarthy McCarthy Mccoy McCoy Mcdaniel Mcgee Mckenzie ' +
  'McKenzie Mclaughlin Melton Mendez Merritt Meyer Monroe Montgomery ' +
  'Moran Morales Morgan Morrison Morrow Morton Mosley Mullins Munoz Nash Neal Newman ' +
  'Newton Nicholson Nixon Norman Norris Norton Oconnor Oneal Oneill Osborne Owen ' +
  'Pacheco Parsons Patrick Patton Paul Pearson Pena Perkins Pittman Pollard Poole ' +
  'Pratt Preston Quinn Ramsey Randall Reese Reeves Reid Rhodes Riggs Rios Ritter ' +
  'Roach Robbins Rowe Russo Salazar Sampson Santana Saunders Schmidt Schneider ' +
  'Schultz Schwartz Shaffer Shelton Shepherd Sherman Simon Sims Sloan ' +
  'Stanley Steele Stokes Strickland Sutton Swanson Tate Terry Todd Torres ' +
  'Townsend Travis Tyler Underwood Vance Vaughn Vasquez Vazquez Wade Walsh Walton ' +
  'Warner Watkins Watts Webb Weber Webster Welch Wheeler Whitaker Whitney ' +
  'Wilkerson Wilkins Willis Wolfe Wong Woodward Wyatt Yates York Zimmerman ' +
  // Hispanic
  'Aguirre Alonso Álvarez Alvarez Aranda Arias Ávalos Avalos Benítez Caballero Cabrera ' +
  'Campos Cano Carmona Castillo Castro Cervantes Cisneros Contreras Cortés ' +
  'Cortez Crespo Cuevas Delgado Domínguez Duran Durán Espinoza Esteban Fernández Fuentes ' +
  'Gallardo Gallego Garrido Gil Giménez Gómez González Guerrero Gutiérrez Hernández Ibáñez ' +
  'Iglesias Jiménez Lara León Lorenzo Lozano Marín Márquez Martínez Medina ' +
  'Méndez Mendoza Molina Montero Moreno Muñoz Navarro Núñez Ortega Ortiz Pascual ' +
  'Peña Pérez Prieto Quintero Ramírez Ramos Rangel Reyes Rivas Rivera Rodríguez ' +
  'Román Romero Ruiz Sáez Sanz Santiago Santos Sáez Serrano Soler Soto Suárez Suarez ' +
  'Toledo Trujillo Valencia Vargas Vázquez Vega Velasco Vidal Zamora ' +
  // Portuguese and Brazilian
  'Almeida Alves Amaral Andrade Antunes Araújo Azevedo Barbosa Barros Batista Borges Brandão ' +
  'Cardoso Carvalho Correia Coutinho Cunha Dias Duarte Esteves Faria Fernandes Ferreira ' +
  'Figueiredo Fonseca Freitas Gomes Gonçalves Guimarães Lima Lopes Loureiro Macedo ' +
  'Machado Magalhães Marques Martins Matos Medeiros Melo Mendes Miranda Monteiro Moraes ' +
  'Morais Moreira Moura Nascimento Neves Nogueira Nunes Oliveira Pacheco Pereira Pimentel ' +
  'Pinheiro Pinto Ribeiro Rocha Rodrigues Sampaio Santana Saraiva Silva Siqueira Soares ' +
  'Sousa Souza Tavares Teixeira Vasconcelos Vieira ' +
  // Italian
  'Amato Barbieri Barone Bellini Benedetti Bernardi Bianchi Bruno Caputo Caruso Castelli ' +
  "Cattaneo Colombo Coppola D'Angelo De Luca De Rosa Esposito Fabbri Farina " +
  'Ferrara Ferrari Ferri Fontana Galli Gentile Giordano Giuliani Grasso Greco ' +
  'Leone Lombardi Lombardo Longo Mancini Marchetti Mariani Marino Martinelli Mazza ' +
  'Messina Morelli Moretti Neri Orlando Pagano Palermo Palumbo Parisi Pellegrini ' +
  'Ricci Rinaldi Rizzi Rizzo Romano Rossetti Rossi Russo Salvi Sanna Santoro Sartori ' +
  'Silvestri Valentini Vitale ' +
  // French
  'André Aubert Barbier Bertrand Bonnet Boucher Bourgeois Boyer Chevalier Clément ' +
  'Colin Dubois Dufour Dumont Dupont Durand Fabre Faure Fontaine Fournier Francois ' +
  'Gaillard Garnier Gauthier Gautier Girard Guérin Henry Joly Lacroix Lambert Laurent ' +
  'Leclerc Lefebvre Lefèvre Legrand Lemaire Lemoine Leroy Lucas Marchand Masson ' +
  'Mathieu Mercier Meunier Michel Moreau Morel Muller Nicolas Perrin Picard Renard ' +
  'Robin Rousseau Roussel Roux Thibault Vincent ' +
  // German, Austrian, Swiss
  'Albrecht Arnold Bauer Baumann Beck Becker Berger Brandt Braun Busch Dietrich Fischer ' +
  'Franke Friedrich Fuchs Graf Günther Haas Hahn Hartmann Heinrich Herrmann Hoffmann ' +
  'Hofmann Huber Jäger Kaiser Keller Koch König Köhler Krause Krüger Kuhn ' +
  'Kühn Lange Lehmann Lorenz Ludwig Maier Mayer Meier Meyer Möller Müller Neumann Otto Peters ' +
  'Pfeiffer Pohl Richter Roth Sauer Schäfer Scholz Schröder Schubert Schulte Schulz Schumacher ' +
  'Schuster Schwarz Seidel Thomas Vogt Voigt Wagner Walter Weber Weiß ' +
  'Werner Winkler Ziegler Zimmermann ' +
  // Dutch and Flemish
  'Bakker Bosch Brouwer Claes Claessens Dekker Dijkstra Goossens Hendriks Hermans Jacobs ' +
  'Janssen Janssens Jansen Kok Koster Maes Meijer Mertens Mulder Peeters Peters Smit ' +
  'Smits Timmermans Van Dam Van Dijk Van Leeuwen Visser Vos Willems Wouters ' +
  // Nordic
  'Andersen Bergström Björk Dahl Eklund Forsberg Gustafsson Hagen Halvorsen Hedlund ' +
  'Holm Holmberg Isaksen Jakobsen Johansen Karlsson Kristiansen Larsen Lindberg Lindgren ' +
  'Lindqvist Lindström Lundberg Lundgren Lundqvist Madsen Magnusson Mikkelsen Mortensen ' +
  'Nielsen Nilsen Nyberg Nyström Olsen Pedersen Petersen Rasmussen Sandberg Sandström ' +
  'Ström Sundberg Svensson Thomsen Poulsen Clausen ' +
  '' +
  'Bertelsen Kristensen ' +
  // Finnish and Estonian
  'Heikkinen Hämäläinen Järvinen Koskinen Korhonen Laine Lehtonen ' +
  'Mäkinen Mäkelä Nieminen Ojala Rantanen Salminen Salonen Tuominen Virtanen ' +
  'Kask Kukk Mägi Tamm Saar Sepp Rebane Ilves Pärn Kuusk Lepik Kallas Oja ' +
  // Polish, Czech, Slovak
  'Borkowski Dudek Jabłoński Kaczmarek Kowalczyk Kowalski Kozłowski Krawczyk ' +
  'Kucharski Kwiatkowski Lewandowski Mazur Nowak Nowakowski Pawlak Sikora Szymański ' +
  'Tomaszewski Wiśniewski Wójcik Woźniak Zieliński Dvořák ' +
  'Kučera Navrátil Novák Nováková Novotný Pokorný Procházka Svoboda Veselý ' +
  '' +
  // Hungarian and South Slavic
  'Balogh Farkas Horváth Kiss Kovács ' +
  'Lakatos Molnár Nagy Németh Oláh Papp Simon Szabó Takács ' +
  'Tóth Varga Babić Horvat Jovanović Knežević Kovačević ' +
  'Marković Nikolić Novak Pavlović Petrović Tomić Živković ' +
  // Greek
  'Alexiou Antoniou Christodoulou Dimitriou Georgiou Ioannou Karagiannis Konstantinou ' +
  'Nikolaou Oikonomou Papadakis Papadopoulos Papageorgiou Pappas Vlachos ' +
  // Russian, Ukrainian, Belarusian (Latin letters)
  '' +
  'Ivanov Ivanova Kuznetsov Kuznetsova ' +
  'Morozov Petrov Petrova Popov Smirnov Sokolov Volkov Kovalenko Shevchenko Bondarenko ' +
  // Japanese, Chinese, Korean, Vietnamese
  'Sato Suzuki Takahashi Tanaka Watanabe Ito Yamamoto Nakamura Kobayashi Kato Yoshida ' +
  'Yamada Sasaki Yamaguchi Matsumoto Inoue Kimura Hayashi Shimizu Yamazaki Mori Abe Ikeda ' +
  'Hashimoto Ishikawa Ogawa Okada Hasegawa Fujita Goto Maeda Fukuda ' +
  'Nishimura Wang Zhang Liu Chen Yang Huang Zhao Zhou Wu ' +
  'Xu Sun Zhu Ma Hu Guo Lin He Gao Luo Zheng Liang Xie Tang Han Cao Deng Feng Lee Choi ' +
  'Kang Cho Yoon Jang Lim Nguyen Tran Le Pham Hoang Vu Dang Bui Do Ngo Duong ' +
  // Indian, Arabic, Turkish
  'Sharma Verma Gupta Kumar Singh Patel Shah Mehta Reddy Rao Iyer Nair Menon Chopra Kapoor ' +
  'Malhotra Banerjee Chatterjee Mukherjee Das Bose Khan Hussain Rahman Haddad Khalil Mansour ' +
  'Nasser Saleh Yilmaz Yıldız Kaya Demir Şahin Çelik Öztürk Aydın Arslan Doğan Kılıç';

/** The family names above, one per entry (two-word names such as "Van Dijk" stay whole). */
export const MORE_SURNAMES: readonly string[] = NAMES.replace(/(De|Van) (\S+)/g, '$1\u00a0$2')
  .split(/\s+/)
  .map((n) => n.replace('\u00a0', ' '))
  .filter((n) => n.length > 2);
