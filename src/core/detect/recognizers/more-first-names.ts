/**
 * A further gazetteer of given names from many countries (Japanese, Russian, Ukrainian and
 * Belarusian in Latin letters, South Slavic, Hungarian, Czech and Slovak, Polish, Greek, Nordic,
 * Finnish, Baltic, Dutch, Iberian and Latin American, Italian, French, German, Arabic, Turkish,
 * Chinese, Korean, Vietnamese and Indian). Names that are also everyday words in one of the seven
 * languages (Will, Mark, Rose, Amber, Dawn, Pat, Sol, Luz, Paz, Mar, Fé, Bo, Lea, Vera as
 * "true") are left out on purpose: alone they prove nothing. Written from general knowledge of
 * common given names; an audit (issue 15) removed 30 rare entries that had come from the
 * development sentences of the benchmark (Akifumi, Hafþór, Willemine and the like).
 */
const NAMES =
  // Japanese
  'Akihiro Akira Akiko Aoi Asuka Ayaka Ayumi Chie Chihiro Daichi Daisuke Emi Eri ' +
  'Fumiko Haruka Haruki Haruto Hayato Hikari Hinata Hiroko Hiroshi Hiroto Hiroyuki Hisako ' +
  'Hitomi Ichiro Junko Kaede Kaito Kana Kanako Kaori Kaoru Katsuo Kazuki Kazuko ' +
  'Kazuo Kei Keiko Kenji Kenta Kentaro Koji Kumiko Kyoko Maiko Mako Mami Manami Mao ' +
  'Masahiro Masaki Masako Masaru Masato Mayu Megumi Michiko Midori Mika Miki Minoru ' +
  'Misaki Mitsuki Miyu Momoko Naoki Naoko Naomi Natsuki Nobuo Noriko Osamu Reiko Ren Rie Rin ' +
  'Riku Rina Ryo Ryota Ryuu Sachiko Saki Sakura Satoshi Sayaka Shigeru Shinji ' +
  'Shinya Sho Shota Shun Sora Souta Tadashi Takashi Takeshi Takumi Taro Tatsuya Tetsuya ' +
  'Tomoko Tomomi Tomoya Toshiko Tsubasa Yamato Yoko Yoshiko Yoshio Yui Yuka Yuki Yuko ' +
  'Yumi Yuna Yusuke Yuta Yuto Yuu ' +
  // Russian, Ukrainian, Belarusian (Latin letters)
  'Afanasiy Agafya Aleksandr Aleksei Aleksey Alexei Alina Anastasia Anastasiya Anatoly ' +
  'Andrei Andrey Anzhela Arkady Arseniy Artem Artyom Bogdana Boris Dmitri Dmitriy Dmitry ' +
  'Efim Evgenia Evgeniy Evgeny Fyodor Galina Gennady Georgiy Gleb Grigory ' +
  'Igor Ilya Inna Irina Kirill Klavdiya Konstantin Ksenia Kseniya Larisa Leonid Lidiya ' +
  'Lyudmila Maksim Margarita Matvei Mikhail Nadezhda Natalia Natalya Nikita Nikolai ' +
  'Nikolay Oksana Oleg Oleksandr Oleksiy Olga Pavel Polina Raisa Ruslan Semyon Sergei ' +
  'Sergey Stanislav Stepan Svetlana Taras Tatiana Tatyana Timofei Ulyana Vadim Valentina ' +
  'Valeriy Varvara Vasily Vasilisa Veronika Viktor Viktoriya Vitaly Vladislav Vsevolod ' +
  'Yaroslav Yekaterina Yelena Yevgeny Yulia Yuliya Yuri Yury Zhanna Zinaida Zoya ' +
  'Bogdan Dmytro Mykola Mykhailo Petro Vasyl Yuriy Halyna Olena Oksana Ivanna Solomiya ' +
  'Ales Aliaksandr Siarhei Uladzimir Yauhen Alena Volha Hanna Nasta ' +
  // South Slavic (Bosnian, Croatian, Serbian, Slovenian, Macedonian)
  'Adnan Alen Alija Almir Amela Amir Amra Anđela Anja Azra Biljana Blaž Bojan Boris ' +
  'Božidar Branimir Branka Branko Darko Davor Dejan Dino Dragan Dragana Dražen Dušan Dušica ' +
  'Edin Elvir Emir Enes Esad Goran Gordana Gregor Haris Hrvoje Igor Ines Irena Ivan ' +
  'Ivana Ivica Ivo Jasmin Jasmina Jelena Jovan Jovana Jože Jurij Kemal Klemen Lejla ' +
  'Ljiljana Luka Maja Marija Marijan Marko Matej Matija Mehmed Milan Milena Milica ' +
  'Miloš Mirela Mirko Mirjana Mladen Nedim Nenad Nermin Nevena Nikola Nina Petar Primož ' +
  'Rok Sanja Saša Selma Semir Senad Slavko Snežana Srđan Stjepan Suad Tanja Tijana Tomislav ' +
  'Urška Uroš Vedran Vesna Vinko Višeslav Vladimir Vlatko Zlatan Zlatko Zoran Zrinka ' +
  'Željko Žiga Živa Špela Tadeja Nejc Jernej Anže Tjaša Ajda Nuša Alenka Mojca Darja Bojana ' +
  // Hungarian
  'Ágnes Ákos Aladár Andor András Anikó Annamária Antal Árpád Attila Balázs Béla Bence Boglárka ' +
  'Borbála Csaba Csilla Dániel Dénes Dóra Enikő Erika Erzsébet Éva Ferenc Gábor Gergely ' +
  'Gizella Gyula Györgyi György Hajnalka Ildikó Imre Irén István Judit ' +
  'Júlia Kálmán Katalin Klára Kornél Krisztián Krisztina Lajos László Levente Lili Magdolna ' +
  'Márta Márton Mátyás Mihály Miklós Nándor Nikolett Noémi Orsolya Pál Péter Réka ' +
  'Rozália Sándor Szilvia Tamás Tibor Tünde Viktória Vilma Zita Zoltán Zsófia ' +
  'Zsolt Zsuzsanna Katica ' +
  // Czech and Slovak
  'Aleš Alžběta Bohumil Bohuslav Božena Dagmar Dalibor Drahomíra Eliška Hana Ivana Jaroslav ' +
  'Jaroslava Jindřich Jiří Jitka Josef Kamila Karel Kateřina Kristýna Ladislav Lenka Libor ' +
  'Libuše Lubomír Ludmila Lukáš Marcela Markéta Martina Miloslav Miroslav Miroslava Monika ' +
  'Ondřej Pavla Pavlína Petr Přemysl Radek Radka Radim Radomír Rostislav Růžena Stanislava ' +
  'Šárka Tereza Tomáš Václav Vladimíra Vlasta Vojtěch Zdeněk Zdeňka Zuzana Ján Jozef Ľubomír ' +
  'Ľudmila Juraj Matúš Michal Milan Peter Štefan Dušan Katarína Mária Zuzka ' +
  // Polish
  'Adam Agata Alicja Aniela Antoni Bartłomiej Beata Bogusław Bolesław Bronisław Czesław ' +
  'Danuta Edyta Filip Franciszek Grażyna Grzegorz Halina Henryk Iwona Jacek Jadwiga ' +
  'Jakub Janina Jarosław Jerzy Joanna Józef Kacper Kamil Karolina Kazimierz Krystyna ' +
  'Krzysztof Leszek Lucyna Łukasz Maciej Małgorzata Marek Mariusz Marzena Mateusz Michał ' +
  'Mieczysław Mirosław Paweł Piotr Przemek Przemysław Radosław Ryszard Sławomir ' +
  'Stanisław Szymon Tadeusz Teresa Tomasz Urszula Wacław Waldemar Wiesław Wiktor ' +
  'Wiktoria Witold Władysław Wojciech Zbigniew Zdzisław Zofia Zuzanna Żaneta ' +
  // Greek and Cypriot
  'Achilleas Aikaterini Alexandros Anastasios Andreas Angeliki Antonios Apostolos Argyro ' +
  'Aristotelis Athanasios Charalambos Christos Chrysanthi Dimitra Dimitrios Dimitris Eleftheria ' +
  'Eleni Evangelia Evangelos Georgios Giorgos Ioanna Ioannis Kalliopi Konstantinos Kostas ' +
  'Kyriakos Lambros Maria Marios Michalis Nikolaos Nikos Panagiota Panagiotis Paraskevi ' +
  'Pavlos Petros Spyridon Spyros Stavros Stelios Stylianos Theodoros Vasileios Vasiliki ' +
  'Yiannis Zoe ' +
  // Nordic and Icelandic
  'Aksel Lina Anneke Arnar Ásdís Auður Baldur Bergljót Birgir Birna Bjarki Bjarni Dagur ' +
  'Einar Elín Eyþór Fannar Finnur Gísli Guðný Gunnhildur Hallgrímur Haukur ' +
  'Heiðar Hekla Hrafn Hulda Ingibjörg Ísak Jónas Kolbrún Kristján Magnea Margrét Matthías ' +
  'Ólöf Óskar Pétur Ragnheiður Sigríður Sindri Snorri Steinunn Sveinn Tinna Unnur Valdís ' +
  'Þorsteinn Þóra Ægir Agnete Asger Birte Bodil Christoffer Dorthe Frederikke ' +
  'Gitte Grethe Jannik Jeppe Kirsten Kristoffer Lasse Mads Malene Marianne Nanna ' +
  'Ninna Oluf Preben Sidsel Søren Steen Susanne Thorkild Vibeke Villads Aslak ' +
  'Bjørg Eivind Gunhild Håkon Jorunn Kåre Ragnhild Sindre Sølvi Synnøve Torgeir Turid Vebjørn ' +
  'Agneta Alva Anneli Annika Bengt Birger Göran Gunilla Hjalmar Ingvar Jöns Kerstin Lennart ' +
  'Linnea Lovisa Märta Mats Måns Ronja Sixten Stina Tuva Valter Åke Ebba Elsa Freja ' +
  'Hampus Ingemar Margareta Ylva Ulrika ' +
  // Finnish, Estonian, Latvian, Lithuanian
  'Aatu Aila Aki Anni Anu Arto Eetu Eila Elias Hanna Heli Hilkka Irja Jaana ' +
  'Janne Joonas Jorma Kaija Kaisa Kalevi Kari Kauko Kirsti Leevi Maija Marjatta Marja ' +
  'Markku Matti Merja Minna Mirja Olli Outi Pasi Pentti Petri Raija Raimo Reijo Risto Sanna ' +
  'Sami Sirpa Suvi Taisto Tapani Tapio Teemu Terhi Tuomo Tuulikki Ulla Unto Vesa Väinö ' +
  'Aare Aarne Agu Ain Andres Anneli Enn Heino Helju Hillar Indrek Jaan Jaanus Juhan Kaido ' +
  'Kalju Kalev Liina Lembit Maarja Madis Margus Merike Mihkel Peeter Priit Raivo Reet Siim ' +
  'Tiit Toomas Triin Tõnis Ülle Ülo Andris Anita Dace Gunta Ilze Inese Jānis Kārlis Laima ' +
  'Māris Mārtiņš Pēteris Uldis Valdis Zane Aldona Algirdas Audrius Birutė Dalia Darius ' +
  'Gediminas Inga Jonas Jūratė Kęstutis Laima Mindaugas Rasa Rūta Saulius Tomas Vytautas ' +
  'Žydrūnas Aušra Eglė Gintarė ' +
  // Dutch and Flemish
  'Aafke Adriaan Anke Annemiek Arjen Bart Berend Bert Coen Corné Dieuwke Douwe Eelco ' +
  'Egbert Evert Fenna Femke Frits Gijs Hannie Hanneke Hein Henk Ilona Jelle ' +
  'Jochem Joep Jolanda Joris Jurgen Kees Klaas Koen Lars Lieke Luuk Marijke Marloes ' +
  'Mees Mirjam Niek Nienke Pim Rik Rutger Sietske Sjaak Stijn Teun Tjitske Wietske ' +
  'Willemijn Wout Ymke Yvonne ' +
  // Spanish, Portuguese and Latin American
  'Adela Adolfo Adriana Agustín Alberto Alejandra Alfonso Alicia Almudena Álvaro ' +
  'Amparo Ana Andrés Ángela Anselmo Armando Arturo Aurelio Baltasar ' +
  'Bautista Benito Bernardo Camila Catalina Cayetana Celia Cesar ' +
  'César Cristóbal Eduardo Elena Emilio Encarnación Enrique ' +
  'Esteban Eusebio Felipe Fermín Fernando Florencia Gabriela Gerardo Gonzalo ' +
  'Guadalupe Guillermo Gustavo Hernán Horacio Ignacio Inés Inmaculada Isidro Jacinto ' +
  'Jimena Joaquín Joaquin Julián Leandro Leonor Lorena Lucía Macarena Maha Marcela Mariano ' +
  'Matías Montserrat Nicolás Octavio Ramiro Ramón Reinaldo ' +
  'Rocío Rodrigo Rogelio Rosario Salvador Santiago Tomás Valeria Ximena ' +
  'Yolanda Zulema Adão Adriano Afonso Aline Amélia Antônio António Beatriz Benedito Bruna ' +
  'Caio Cristiano Diogo Edson Eliane Emanuel Fabiana Fabrício Flávia Gilberto ' +
  'Gonçalo Heitor Henrique Iara Irene Joana Joaquim Júlio Juliana Leonardo ' +
  'Lourenço Luana Luíza Luiza Marcos Mariana Matheus Natália Otávio Raimundo Renata Rui ' +
  'Sebastião Silvana Simão Tatiana Thiago Tiago Valdemar Vanessa Vinícius ' +
  // Italian
  'Adelmo Agnese Alessia Alfio Ambra Amedeo Annunziata Arnaldo Assunta Beatrice ' +
  'Benedetta Brunella Carmela Cesare Ciro Concetta Corrado Cosimo Donatella Edoardo Elisa ' +
  'Emidio Enrico Ettore Fabrizio Federica Filippo Fiorella Gaetano Gianluca Gianni Gino ' +
  'Giovanna Girolamo Graziella Ignazio Ilaria Leone Loredana Lorenzo Ludovica ' +
  'Mafalda Manuela Marcello Margherita Marisa Massimo Maurizio Mirella Nunzia Ornella ' +
  'Ottavio Pasquale Pietro Raffaella Rebecca Renzo Rocco Romolo Rosalba Salvatore Sergio ' +
  'Silvio Teodoro Tiziana Tullio Ugo Umberto Valerio Vittoria Vittorio ' +
  // French
  'Adèle Alain Albane Amandine Anaïs Apolline Armand Arnaud Aurélie Baptiste Bastien ' +
  'Benoît Bérénice Brigitte Capucine Céline Clément Clémence Corentin Delphine ' +
  'Didier Edmée Élodie Éloïse Émile Étienne Fabien Fabienne Gaëlle Gaëtan ' +
  'Gaspard Geneviève Ghislaine Gilles Guillaume Hélène Hervé Hugues Inès Jacqueline Jérôme ' +
  'Joël Josiane Lætitia Léa Léon Loïc Lucienne Ludovic Maëlle Marcel Marcelle Mathilde ' +
  'Maxence Mélanie Michèle Mireille Nathalie Océane Odile Pascal Pascale Perrine ' +
  'Pierrick Quentin Raphaël Régis Rémi Romain Sébastien Ségolène Solène Sylvain ' +
  'Thibault Timothée Valentin Valérie Yannick Yves Yvette Zoé Gérard Huguette ' +
  // German, Austrian and Swiss
  'Achim Anneliese Arno Barbara Bärbel Benedikt Berthold Brunhilde Burkhard Detlef Dieter ' +
  'Dietrich Eckhard Ekkehard Elfriede Erwin Fritz Gerhard Gertrud Gisela Gottfried Gudrun ' +
  'Günter Günther Hannelore Hans-Peter Heike Heinrich Heinz Helmut Herta Hildegard Horst ' +
  'Ilse Irmgard Jörg Jürgen Karl-Heinz Klaus Kunigunde Lothar Lukas Manfred Mechthild ' +
  'Reinhard Reinhold Roswitha Rüdiger Sabine Siegfried Sieglinde Steffen Susanne Torsten ' +
  'Ulrich Ulrike Ursula Uwe Volker Waltraud Wilfried Winfried Wolfgang Annegret ' +
  // Arabic, Turkish and Persian
  'Abdallah Abdul Abdullah Ahmad Ahmed Aisha Ali Amina Ayşe Bilal Burak Cem Deniz Emine Emre ' +
  'Fatima Fatma Hakan Hamza Hasan Hassan Hüseyin Ibrahim Kerem Khalid Leyla Mehmet Merve ' +
  'Mohamed Mohammed Muhammad Murat Mustafa Nour Omar Osman Rania Salma Samir Selin ' +
  'Serkan Tarek Yasmin Yusuf Zeynep Reza Dariush Farid Parisa Shirin Hamid Mahmoud Nadia ' +
  'Rashid Youssef Karim Laila Mariam ' +
  // Chinese, Korean, Vietnamese, Indian
  'Wei Jie Ming Hui Xiu Ying Jing Xiaoming Yan Hao Qiang Zhen Mei Lian ' +
  'Jiahao Zihan Minjun Seojun Jiwoo Seoyeon Jiho Hyun Jisoo Minseo Eunji Sungmin Dong-hyun ' +
  'Thanh Minh Huong Linh Anh Tuan Nguyet Phuong Quang Trang Aarav Aditya Amit Ananya Anil ' +
  'Anjali Arjun Deepak Divya Ganesh Gaurav Ishaan Kavya Krishna Lakshmi Manoj Neha Nikhil ' +
  'Pooja Priya Rahul Rajesh Ravi Rohan Sanjay Shreya Sunil Suresh Vijay Vikram Vivek';

/** The names above, one per entry. */
export const MORE_FIRST_NAMES: readonly string[] = NAMES.split(/\s+/).filter((n) => n.length > 1);
