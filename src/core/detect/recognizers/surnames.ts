import { EVERYDAY_SURNAMES } from './everyday-names';
import { MORE_FAMILY_NAMES } from './more-family-names';
import { MORE_SURNAMES } from './more-surnames';

/**
 * Common surnames of the seven languages' countries and of frequent international origins, used to
 * vouch for capitalised words ("Müller", "Kowalski") no label introduces. Surnames that are also
 * everyday English words (White, Young, King, Green, Hill, Long, Black, Stone, Rose, Bell, Cook,
 * Ward, Price, Wood, Gray, Ford, Hunt, Grant, Hart) are left out: alone they prove nothing.
 */
export const SURNAMES: ReadonlySet<string> = new Set([
  ...MORE_SURNAMES,
  ...EVERYDAY_SURNAMES,
  ...MORE_FAMILY_NAMES,
  ...// English, Irish, Scottish
  (
    'Smith Johnson Williams Jones Miller Davis Wilson Anderson Taylor Thomas Moore Jackson ' +
    'Thompson Harris Clark Lewis Robinson Walker Allen Wright Scott Adams Nelson Campbell ' +
    'Mitchell Roberts Carter Phillips Evans Turner Parker Collins Edwards Stewart Morris Murphy ' +
    'Rogers Peterson Cooper Reed Bailey Kelly Howard Richardson Watson Brooks Bennett Hughes ' +
    'Myers Foster Sanders Ross Powell Sullivan Russell Jenkins Perry Butler Barnes Fisher ' +
    'Henderson Coleman Simmons Patterson Reynolds Hamilton Graham Wallace Griffin Hayes Gibson ' +
    'Bryant Ellis Stevens Murray Marshall Owens McDonald Harrison Kennedy Wells Woods ' +
    'Washington Tucker Freeman Burns Snyder Simpson Crawford Porter Gordon Wagner Hunter ' +
    'Hicks Dixon Palmer Robertson Holmes Boyd Mills Ferguson Nichols Daniels Stephens Gardner ' +
    'Payne Kelley Dunn Pierce Hawkins Spencer Peters Elliott Cunningham Bradley Lawrence ' +
    'Hughes Jennings Doyle Gallagher Sheehan Byrne ' +
    "O'Brien O'Connor O'Neill O'Sullivan Fitzgerald McCarthy MacDonald McKenzie Thomson " +
    'Morrison Henderson Paterson Fraser Sutherland Douglas Buchanan Donaldson Ferguson ' +
    // Spanish and Latin American
    'García Fernández González Rodríguez López Martínez Sánchez Pérez Gómez Jiménez Ruiz ' +
    'Hernández Díaz Moreno Muñoz Álvarez Romero Alonso Gutiérrez Navarro Torres Domínguez ' +
    'Vázquez Ramos Ramírez Serrano Blanco Molina Morales Suárez Ortega Delgado Castro Ortiz ' +
    'Rubio Marín Sanz Núñez Iglesias Medina Garrido Cortés Castillo Santos Lozano Guerrero ' +
    'Cano Prieto Méndez Calvo Gallego Vidal León Márquez Herrera Peña Flores Cabrera Vega ' +
    'Fuentes Carrasco Caballero Reyes Nieto Aguilar Santana Herrero Montero Hidalgo Giménez ' +
    'Ibáñez Ferrer Durán Benítez Vargas Arias Carmona Crespo Pastor Soto Velasco Soler ' +
    'Gallardo Rojas Mendoza Chávez Salazar Espinoza Valencia Guzmán Contreras Sandoval ' +
    'Garcia Fernandez Gonzalez Rodriguez Lopez Martinez Sanchez Perez Gomez Jimenez Hernandez ' +
    'Diaz Munoz Alvarez Gutierrez Dominguez Vazquez Ramirez Suarez Nunez Mendez Marquez ' +
    'Rivera Cruz Morales Ortiz Gutierrez Chavez Estrada Vasquez Castaneda ' +
    // French
    'Martin Bernard Dubois Durand Leroy Moreau Laurent Lefebvre Bertrand Roux Fournier ' +
    'Morel Girard Lefèvre Mercier Dupont Lambert Bonnet Legrand Garnier Faure Rousseau Guérin ' +
    'Muller Roussel Perrin Morin Gauthier Dumont Fontaine Chevalier Masson Boyer Lemaire ' +
    'Duval Joly Gautier Meunier Marchand Dufour Blanchard Barbier Brunet Schmitt Leroux ' +
    'Renard Rolland Caron Aubert Giraud Leclerc Bourgeois Renaud Lemoine Picard Gaillard ' +
    'Leclercq Lacroix Fabre Dupuis Guillot Rivière Moulin Lecomte Ménard Fleury Deschamps ' +
    'Carpentier Maillard Aubry Vasseur Renault Jacquet Collet Prévost Poirier Charpentier ' +
    'Royer Huet Dupuy Perrot Guyot Tremblay ' +
    'Gagnon Bouchard Gauthier Pelletier Bélanger Lavoie Côté Ouellet Leblanc ' +
    // German, Austrian, Swiss
    'Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer ' +
    'Koch Bauer Richter Klein Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann ' +
    'Hartmann Lange Werner Schmitz Krause Meier Lehmann Schmid Schulze Maier Köhler ' +
    'Herrmann König Mayer Huber Kaiser Fuchs Scholz Möller Weiß Hahn Schubert Vogel ' +
    'Friedrich Keller Günther Berger Winkler Lorenz Baumann Franke Albrecht Schuster ' +
    'Ludwig Böhm Kraus Schumacher Krämer Vogt Jäger Sommer Seidel Heinrich Brandt Haas ' +
    'Schreiber Schulte Dietrich Ziegler Kuhn Kühn Pohl Engel Busch Bergmann Voigt Sauer ' +
    'Wolff Pfeiffer Gruber Pichler Steiner Moser Hofer Leitner ' +
    // Italian
    'Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Gallo Conti ' +
    'Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri Fontana Santoro Mariani Rinaldi ' +
    'Caruso Ferrara Galli Martini Leone Longo Gentile Martinelli Vitale Lombardo Serra ' +
    'Coppola Marchetti Parisi Conte Ferraro Ferri Fabbri Marini Grasso Valentini Messina ' +
    'Gatti Pellegrini Palumbo Sanna Farina Rizzi Monti Cattaneo Morelli Amato Silvestri ' +
    'Mazza Testa Grassi Pellegrino Carbone Giuliani Benedetti Barone Rossetti Caputo ' +
    'Montanari Guerra Palmieri Bernardi Ferretti Bellini Basile Donati Piras Vitali ' +
    'Battaglia Sartori Neri Costantini Milani Pagano Ruggiero Sorrentino Negri ' +
    // Portuguese and Brazilian
    'Silva Santos Ferreira Pereira Oliveira Rodrigues Martins Sousa Souza Fernandes Gonçalves ' +
    'Gomes Lopes Marques Alves Almeida Ribeiro Pinto Carvalho Teixeira Moreira Correia ' +
    'Mendes Nunes Soares Vieira Monteiro Cardoso Rocha Neves Coelho Cunha Pires Simões ' +
    'Antunes Matos Fonseca Machado Araújo Barbosa Tavares Lourenço Figueiredo Azevedo ' +
    'Freitas Lima Barros Dias Melo Nascimento Andrade Batista Moura Cavalcanti ' +
    // Russian, Ukrainian, Belarusian (Latin script; the endings rule covers the rest)
    'Ivanov Smirnov Kuznetsov Popov Vasiliev Petrov Sokolov Mikhailov Novikov Fedorov ' +
    'Morozov Volkov Alekseev Lebedev Semenov Egorov Pavlov Kozlov Stepanov Nikolaev Orlov ' +
    'Andreev Makarov Nikitin Zakharov Zaitsev Solovyov Borisov Yakovlev Romanov Sorokin ' +
    'Kovalenko Bondarenko Tkachenko Shevchenko Kravchenko Melnyk Boyko Kovalchuk Moroz ' +
    'Иванов Смирнов Кузнецов Попов Васильев Петров Соколов Михайлов Новиков Фёдоров Федоров ' +
    'Морозов Волков Алексеев Лебедев Семёнов Егоров Павлов Козлов Степанов Николаев Орлов ' +
    'Иванова Смирнова Кузнецова Попова Петрова Соколова Новикова Морозова Волкова ' +
    // Nordic
    'Hansen Johansen Olsen Larsen Andersen Pedersen Nielsen Kristiansen Jensen Karlsen ' +
    'Johnsen Pettersen Eriksen Haugen Hagen Jacobsen Dahl Jørgensen Halvorsen Henriksen ' +
    'Lund Sørensen Jakobsen Moen Gundersen Iversen Solberg Svendsen Eide Knutsen Martinsen ' +
    'Paulsen Bakken Mathisen Amundsen Rasmussen Christensen Nilsen Knudsen Madsen Mikkelsen ' +
    'Poulsen Petersen Thomsen Clausen Kristensen Møller Johansson Andersson Karlsson Nilsson ' +
    'Eriksson Larsson Olsson Persson Svensson Gustafsson Pettersson Jonsson Jansson Hansson ' +
    'Bengtsson Lindberg Jakobsson Magnusson Olofsson Lindström Lindqvist Lindgren Axelsson ' +
    'Bergström Lundberg Lundgren Lundqvist Mattsson Berglund Fredriksson Sandberg Forsberg ' +
    'Sjöberg Wallin Engström Eklund Danielsson Lundin Håkansson Bergman Gunnarsson Nyström ' +
    'Holmberg Söderberg Nyberg Blomqvist Nordström Lundström Björklund Hedlund Dahlberg ' +
    'Korhonen Virtanen Mäkinen Nieminen Mäkelä Hämäläinen Laine Heikkinen Koskinen Järvinen ' +
    'Lehtonen Lehtinen Saarinen Salminen Heinonen Niemi Heikkilä Kinnunen Salonen Turunen ' +
    // Dutch and Belgian
    'Jansen Janssen Visser Smit Meijer Mulder Bos Vos Hendriks Dekker Brouwer Dijkstra ' +
    'Smits Kok Jacobs Vermeulen Schouten Hoekstra Maas Verhoeven Koster Prins Huisman ' +
    'Peeters Maes Claes Goossens Wouters Mertens Willems ' +
    // Central and South-East European
    'Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Szymański ' +
    'Woźniak Dąbrowski Kozłowski Jankowski Mazur Wojciechowski Kwiatkowski Krawczyk ' +
    'Kaczmarek Piotrowski Grabowski Zając Pawłowski Michalski Wieczorek Jabłoński Wróbel ' +
    'Majewski Olszewski Malinowski Jaworski Adamczyk Dudek Nowicki Pawlak Górski Walczak ' +
    'Sikora Rutkowski Szewczyk Ostrowski Tomaszewski Pietrzak Marciniak Zalewski Borkowski ' +
    'Novák Svoboda Novotný Dvořák Černý Procházka Kučera Veselý Horák Němec Pokorný ' +
    'Pospíšil Hájek Jelínek Růžička Beneš Fiala Sedláček Doležal Zeman Kolář Navrátil ' +
    'Nagy Kovács Tóth Szabó Horváth Varga Kiss Molnár Németh Farkas Balogh Papp Takács ' +
    'Juhász Mészáros Oláh Rácz Fekete Szilágyi Török Fehér Fodor Szalai Lukács Gulyás ' +
    'Horvat Kovačević Babić Marić Jurić Knežević Vuković Marković Petrović Matić Tomić ' +
    'Pavlović Božić Radić Perić Filipović Popović Jovanović Nikolić Đorđević Stojanović ' +
    'Ilić Stanković Milošević Živković Todorović Popescu Ionescu Popa Dumitru Stan Stoica ' +
    // Greek, Turkish, Middle Eastern
    'Papadopoulos Papadakis Papageorgiou Oikonomou Georgiou Dimitriou Nikolaou Karagiannis ' +
    'Yılmaz Kaya Demir Şahin Çelik Yıldız Yıldırım Öztürk Aydın Özdemir Arslan Doğan ' +
    'Cohen Levi Levy Friedman Katz Mizrahi Haddad Khoury Nassar Hussein Rahman Hosseini ' +
    // South and East Asian
    'Singh Kumar Sharma Patel Gupta Khan Shah Mehta Joshi Reddy Iyer Nair Chopra Malhotra ' +
    'Kapoor Verma Mishra Agarwal Wang Zhang Chen Yang Huang Zhao Zhou Guo Park Choi Jung ' +
    'Kang Yoon Sato Suzuki Takahashi Tanaka Watanabe Yamamoto Nakamura Kobayashi Kato ' +
    'Yoshida Yamada Sasaki Yamaguchi Matsumoto Inoue Kimura Hayashi Shimizu Hashimoto ' +
    'Nguyen Tran Pham Hoang Phan'
  ).split(' '),
]);

/**
 * Surname endings that mark a capitalised word as a family name in many languages: Slavic
 * (-ov, -ova, -ski, -ová, -ić), Nordic (-sen, -sson, -dóttir), Greek, Armenian, Romanian,
 * Finnish, Georgian and Lithuanian forms. Only used on words of six letters or more.
 */
export const SURNAME_ENDING =
  /(?:sson|dóttir|dottir|ssen|sen|ová|ski|ska|cki|cka|dzki|wicz|vić|vič|ić|ič|enko|chuk|czuk|escu|poulos|akis|idis|yan|oğlu|ov|ova|ev|eva|yev|yeva|ina|ovich|evich|ovna|evna|nen|lainen|shvili|dze|aite|ienė|ytė|mann|ов|ёв|ев|ова|ёва|ева|енко)$/u;
