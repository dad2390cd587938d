/**
 * Still more family names, written from general knowledge of frequent surnames in the seven
 * languages' countries (regional ones too: Basque, Catalan, Galician, Breton, Alsatian, Swiss,
 * Austrian, Sicilian, Sardinian, Brazilian) and of the largest immigrant origins there (Arabic,
 * Maghrebi, Turkish, Kurdish, Persian, Polish, Romanian, Chinese, Vietnamese, Filipino, Indian,
 * Pakistani, Nigerian, Ghanaian, Kenyan, Senegalese). They vouch for a capitalised word after a
 * given name or in a "SURNAME, Given" cell. Surnames that are everyday words of the seven
 * languages (Blanco, Moreno, Leone, Conte, Marchand, Meunier, Vogel, Fuchs as words) are already
 * weighed elsewhere; none are added here that mean only a common thing.
 */
/** Particles and short words that must never vouch for a name on their own. */
const NOT_ALONE = new Set([
  'Le',
  'La',
  'De',
  'Di',
  'Da',
  'Do',
  'Du',
  'El',
  'Lo',
  'Dela',
  'Van',
  'Von',
]);

const NAMES =
  // English-speaking countries
  'Ashworth Atherton Babbage Bainbridge Blackwood Brennan Calloway Cartwright ' +
  'Chamberlain Clayton Cranston Crowley Dalton Davenport Donnelly Donovan Dunbar Ellison ' +
  'Fairbanks Fairfax Fenwick Finnegan Fitzpatrick Fletcher Gallagher Garrison Gilmore ' +
  'Goodwin Greenwood Hadley Halloran Hargreaves Hawthorne Hennessy Holloway Hutchinson ' +
  'Kavanagh Kendall Kilpatrick Langley Lockwood Lowery MacKenzie MacLeod Macpherson ' +
  'MacPherson McAllister McBride McCann McCormick McGuire McIntyre McKay McLaughlin McMahon ' +
  'McNamara Mulligan Nolan Norwood Oakley Pembroke Prescott Quigley Radcliffe Rafferty ' +
  'Redmond Remington Rutherford Sinclair Thornton Townsend Treadwell Underwood Wainwright ' +
  'Whitaker Whitfield Whittaker Wilkinson Winslow Worthington Yardley ' +
  // Spanish, Catalan, Basque, Galician, Latin American
  'Aguirre Alcaraz Almansa Anduaga Aranda Arrieta Arrizabalaga Arteaga Askasibar Azcárate ' +
  'Barrenetxea Bengoetxea Beristain Echeverría Etxeberria Etxebarria Echevarría ' +
  'Elorza Eguren Garmendia Goikoetxea Goñi Gorostiza Ibarra Iturbe Iturriaga Larrañaga ' +
  'Lizarraga Mendizábal Mugica Olaizola Ormaetxea Txapartegi Ugarte Urquiza Urrutia Zabala ' +
  'Zubizarreta Zuloaga Batlle Bosch Casals Castells Ferrer Fontanet Gisbert Llorens ' +
  ' Pujol Puig Riera Rovira Soler Vidal Coll Bonet Pons Rius ' +
  'Carballo Castiñeira Fraga Lorenzo Outeiro Piñeiro Rivas Seoane Varela ' +
  'Villar Abad Aparicio Arias Ballesteros Bermúdez Bustos Cano Carmona Carrasco ' +
  ' Duran Durán Escobar Espinosa Esteban Gallardo Gil Guzmán Herrera ' +
  'Hidalgo Ibáñez Lorente Luque Manzano Márquez Mateo Merino Montero ' +
  ' Olmedo Pascual Prieto Quintana Quintero Salazar Santana ' +
  'Sanchís Solís Soto Trujillo Valero Vallejo Vega Velasco Vicente Peñalosa ' +
  'Benítez Cabrera Cifuentes Beltrán Sáez Caballero Herrero Montes Crespo Pardo Román Rojas ' +
  'Benavides Bustamante Escudero Hurtado Lara Maldonado Mendoza Orozco Palacios Parra Quiroga ' +
  'Salinas Sandoval Sepúlveda Solano Tapia Valenzuela Velázquez Villalobos Zapata Cabello ' +
  'Semedo Pellegrini Mazza Hoxha Krasniqi Berisha Gashi Morina Kelmendi ' +
  // French, Breton, Alsatian
  'Allard Arnaud Baudin Bazin Benard Berthelot Besnard Bertin Bodin Bouvier ' +
  'Bouvet Brun Chauvin Cordier Delmas Deschamps Devaux Drouet Dubois Duchêne ' +
  'Dumas Dupré Durand Etienne Ferrand Gaudin Germain Gilbert Godard Guillaume Guillou ' +
  'Hamon Hébert Humbert Jacob Jouan Kerjean Kervella ' +
  'Lebreton Leblond Lebrun Lefort Lemoine Leroy Lesage Letellier Lévêque ' +
  'Maillot Marchal Marechal Martel Millet Moreau Naudin Olivier Pasquier ' +
  'Perret Pichon Poulain Quéré Raynaud Riviere Roger Rouxel Tanguy Texier ' +
  'Thibault Toussaint Vidal Villeneuve Weber Weiss Schaeffer Kieffer Koenig Meyer ' +
  // German, Austrian, Swiss
  'Ackermann Baumgärtner Baumgartner Beckmann Bischoff Blum Brandstätter ' +
  'Burkhardt Dietz Eberhardt Ebert Eckert Ehrlich Fischbach Frey Fritsch ' +
  'Gerber Göbel Gräfe Grimm Hagedorn Hauser Heller Hempel Henkel Hess Hildebrandt Hoffmeister ' +
  'Holzer Hübner Jahn Kessler Kirchner Klose Knorr Kopp Kunz Lindner Lindemann ' +
  'Lutz Marx Mohr Oberhuber Oberländer Oswald Pfister Popp Rademacher ' +
  'Reichert Reimann Reuter Riedel Rothe Rudolph Schade Schlegel Schmidtke Schott ' +
  'Schramm Schwab Seifert Siebert Straub Thiel Ulrich Voß Wagener ' +
  'Walther Weidmann Wendt Wenzel Wiedemann Wimmer Wirth Witt Wolter Zeller Zobel ' +
  'Aigner Bachmann Brunner Egger Eder Haider Hofbauer Kofler Lechner Mayrhofer ' +
  ' Schwarzenegger Wallner Wieser Wimmer Ammann Bühler Gerber Lüthi Meili ' +
  // Italian
  'Abbate Aiello Albanese Amoroso Angelini Antonelli Bassi Bellucci Bernasconi ' +
  'Bertolini Bonetti Bruno Calabrese Caputo Carli Cirillo Colella ' +
  ' Corsi Cosentino Cristiani Damiani ' +
  "D'Amico D'Angelo Dell'Acqua Esposito Fabbri Falcone Gallo Galli " +
  'Giordano Giuliani Guidi Iacono Lanza Lombardo Longhi Lucchesi Mancuso Marras ' +
  'Mazzoni Melis Morelli Mura Napolitano Pagani Parisi Perrone Pinna ' +
  'Porcu Puglisi Rota Salvi Santangelo Santoro Scotti Serra Sorrentino Spinelli ' +
  ' Tomasi Valente Zanetti Zanella Zappa Bernardini Donato Ferrante ' +
  // Portuguese, Brazilian
  'Abreu Afonso Amaral Aragão Baptista Bastos Brandão Cabral Caldeira Calado ' +
  ' Carneiro Castanheira Castro Couto Domingues Esteves Faria Farias Garcia ' +
  'Gaspar Guerreiro Henriques Leal Loureiro Macedo Magalhães ' +
  'Medeiros Meireles Morais Nogueira Paiva Peixoto Pimentel Quintela Rebelo Reis ' +
  'Resende Sá Salgado Sampaio Seixas Serrano Siqueira Tavares Valente Vasconcelos Vaz ' +
  'Veloso Xavier ' +
  // Russian, Ukrainian (Cyrillic; the endings rule covers most of the rest)
  'Абрамов Белов Беляев Богданов Воробьёв Гаврилов Герасимов Голубев Григорьев Гусев ' +
  'Давыдов Денисов Дмитриев Ершов Жуков Журавлёв Зайцев Захаров Ильин Калинин Киселёв ' +
  'Ковалёв Комаров Котов Крылов Кудрявцев Куликов Лазарев Макаров Медведев Мельников ' +
  'Михеев Назаров Никитин Осипов Поляков Пономарёв Романов Рыбаков Сергеев Сидоров ' +
  'Соловьёв Сорокин Тарасов Тихонов Титов Фролов Чернов Шевченко Коваленко Бондаренко ' +
  'Ткаченко Кравченко Мельник Бойко Ковальчук Гречко Шевчук Лысенко Руденко Савченко ' +
  // Arabic, Maghrebi, Middle Eastern
  'Abdelaziz Abdallah Alaoui Amrani Belhadj Belkacem Benali Benmoussa Bennani Benyahia ' +
  'Bouzid Chaouki Cherif Chraibi Djebbar Echchaoui Fassi Ghazali ' +
  'Haddad Hamdi Hamidi Idrissi Jaber Kaddour Khalil Lahlou Mansour Mansouri Mekki ' +
  'Messaoudi Naceri Ouali Rahmani Saadi Saleh Sayed Slimani Tahiri Tazi Touati Yacoubi ' +
  'Zerrouki Ziani Abbas Ahmadi Akbari Ali Amini Azizi Darwish Farouk Ghanem Habib Hamdan ' +
  'Hassan Ibrahim Jabbar Karimi Kazemi Mahmoud Mohammadi Moradi Najjar Nasser Qureshi ' +
  'Rahimi Rezaei Sadeghi Shahin Yousef Yousefi Zaki ' +
  // Turkish, Kurdish
  'Acar Akın Aksoy Altun Aslan Avcı Aydoğan Bozkurt Çakır Çetin Coşkun Erdoğan Eren Güler ' +
  'Güneş Işık Kahraman Kalkan Kara Karaca Kaplan Koç Korkmaz Kurt Özcan Özkan Polat ' +
  'Sarı Şimşek Tekin Tunç Turan Uçar Ünal Yavuz Yiğit Yüksel Zengin ' +
  // South Asian
  'Agrawal Ahmed Ahmad Banerjee Bhatt Bhattacharya Bose Chakraborty Chatterjee Chaudhary ' +
  ' Desai Dutta Ghosh Goswami Hussain Iqbal Kulkarni Mukherjee Naidu Pandey Pillai ' +
  'Rao Saxena Sen Sethi Shetty Siddiqui Sinha Srivastava Thakur Tiwari Trivedi ' +
  'Venkataraman Yadav Chowdhury Hossain Miah Rahman Uddin Akhtar Malik Mirza ' +
  'Raza Sheikh ' +
  // Chinese, Vietnamese, Filipino, Korean
  'Liu Xu Zhu Gao Luo Zheng Liang Xie Feng Deng Cao ' +
  'Peng Zeng Xiao Yuan Cai Jiang Cheng ' +
  ' Zhong Cui Wong Chan Cheung Leung Tsang ' +
  ' Duong Huynh Le Luong Nguyen Pham Phung Quach ' +
  'Tran Trinh Truong Vuong Bautista Garcia Mendoza Santos Villanueva ' +
  'Aquino Castillo Manalo Macaraeg Pangilinan Kim Lee Yoon Kwon ' +
  // West, East and Southern African
  'Abiodun Adebayo Adeleke Adeyemi Afolabi Agbaje Ajayi Akinola Akintola Babatunde Balogun ' +
  ' Chukwu Eze Ezeh Igwe Nwachukwu Nwankwo Nwosu Obi Odum Ogunleye Okafor Okeke ' +
  'Okonkwo Okoro Okoye Oladipo Olawale Onyango Osei Owusu Mensah Boateng Asante Appiah ' +
  'Agyeman Amoah Darko Ofori Acheampong Kamau Mwangi Njoroge Otieno Ochieng Kiprop ' +
  'Wanjiku Mutua Diallo Diop Ndiaye Cisse Cissé Camara Traoré Keita Coulibaly ' +
  'Koné Sylla Touré Mokoena Dlamini Nkosi Ndlovu Khumalo Mahlangu Moyo Sibanda ';

/** Family names of many origins, one word each (particles such as "Le", "De", "Di" are never surnames alone). */
export const MORE_FAMILY_NAMES: readonly string[] = [
  ...new Set(NAMES.split(/\s+/u).filter((w) => w.length > 1 && !NOT_ALONE.has(w))),
];
