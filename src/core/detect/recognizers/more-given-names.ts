/**
 * Still more given names, written from general knowledge of the names people carry in the seven
 * languages' countries today (regional ones too: Basque, Catalan, Galician, Breton, Alsatian,
 * Swiss, Austrian, Sardinian, Brazilian, Ukrainian) and of the largest immigrant origins there
 * (Arabic, Turkish, Kurdish, Persian, Polish, Romanian, Balkan, Chinese, Vietnamese, Filipino,
 * Indian, Pakistani, Bangladeshi, Nigerian, Ghanaian, East African, Cape Verdean). They vouch for
 * a lone "Given Surname" that no label, title or greeting introduces ("Svenja Oberländer",
 * "Chinedu Okafor"). Names that are also everyday words or places in one of the seven languages
 * (Esperanza, Dolores, Pilar, Rocío, Graça, Amor, Clément, Ernst, Frank, Fortunato, Вера,
 * Надежда, Любовь, Lourdes, Fátima) are left out on purpose: alone they prove nothing.
 */
const NAMES =
  // English, Irish, Scottish, Welsh, American
  'Aidan Aileen Alastair Alistair Ainsley Alana Alannah Aoife Ashleigh Ashton Aubrey ' +
  'Beatrix Bernadine Bethan Bronwen Bryony Caoimhe Carys Cerys Ciara Ciaran Cillian Clodagh ' +
  'Cormac Dafydd Declan Deirdre Dermot Donal Dougal Duncan Eamon Eamonn Eilidh Eoin Ewan Fergus ' +
  'Fenella Finlay Finley Fionn Gareth Gethin Gwen Gwyneth Hamish Imogen Jocelyn ' +
  'Kieran Kirsty Lachlan Maeve Mairead Morag Niamh Niall Oisin Orla Padraig Rhian Rhiannon ' +
  'Rhys Ronan Rory Saoirse Seamus Sinead Siobhan Tadhg Tegan Torquil Wesley Winifred Wilfred ' +
  'Brayden Braxton Cody Colton Darnell Deshawn DeShawn Dominique Jamal Jaylen ' +
  'Jayden Kaylee Keisha Lakisha LaToya Latoya Marquis Shanice Shaniqua Tamika Tanisha Terrell ' +
  'Trevon Tyrone Tyrese Imani Aaliyah Zaire Kendrick Maddox Mackenzie Madeline Madeleine ' +
  'Marjorie Mildred Muriel Myrtle Nigel Percival Priscilla Rosalind Rupert Sebastian ' +
  'Theodore Tobias Trevor Vernon Wendy Whitney Yvonne Zachariah ' +
  // Spanish, Catalan, Basque, Galician, Latin American
  'Graça Consuelo Amparo Rocío Pilar Soledad Héctor Hector Wilson Djamila Amadou Rosaria Amílcar Милана Agustín Ainhoa Aitana Aitor Alazne Amaia Amaya Ander Andoni Araceli Arantxa Arantza Asier ' +
  'Begoña Borja Edurne Eneko Gorka Haizea Iker Imanol Iñaki Íñigo Iñigo Irati Itziar Jon Josu ' +
  'Koldo Leire Maite Mikel Nagore Nerea Oihane Unai Xabier Xabi Yeray Zuriñe ' +
  'Jordi Josep Joan Montserrat Montse Meritxell Núria Nuria Pol Roser Xavier Arnau Oriol ' +
  'Queralt Laia Gemma Ferran Quim Sergi Marc Xosé Xoán Uxía Iria Breixo Antía Brais ' +
  'Adolfo Alfonso Almudena Baltasar Bernabé Casimiro Celestino Cipriano ' +
  'Eladio Eleuterio Eloy Emiliano Epifanio Eusebio Evaristo Faustino ' +
  'Feliciano Fermín Filomena Florencio Gumersindo Herminia Higinio Hilario Inmaculada Isidoro ' +
  'Jacinto Jenaro Leandro Leocadia Leoncio Lucrecia Macarena Marcelino Maximino ' +
  'Nicanor Obdulia Olegario Pancracio Prudencio ' +
  'Rufino Saturnino Segismundo Serafín Severiano Teodoro Tomasa ' +
  'Valeriano Wenceslao Zacarías Yolanda Ximena Jimena Itzel Yesenia Yadira Marisol ' +
  'Lupita Xiomara Yuliana Dayana Brayan Jhon Yeison Wilmer Edwin Jhonatan Anderson ' +
  'Maricruz Maribel Mariló Marisa Maite Agapito Anselmo ' +
  // French, Breton, Alsatian, Swiss, Belgian, Québécois
  'Adélaïde Adèle Adrien Agathe Albane Alexandre Alix Amandine Ambroise Anaïs Anatole Apolline ' +
  'Armelle Arnaud Aurélie Aurélien Axelle Bastien Baptiste Bénédicte Blandine Brigitte Capucine ' +
  'Cédric Céline Chantal Clotilde Coralie Corentin Corinne Cyrille Delphine Didier Dorothée ' +
  'Edwige Églantine Eloïse Éloïse Émilie Enora Erwan Estelle Étienne Évelyne Fabienne Félicien ' +
  'Gaëtan Gaspard Geneviève Ghislaine Gilles Gwenaëlle Gwendal Gwénola Hortense Hugues Ingrid ' +
  'Jérôme Joëlle Josiane Jocelyne Killian Kévin Laetitia Lætitia Laurent Léonie Loïc Loïs ' +
  'Lucille Ludivine Maëlle Maël Maëlys Mathéo Mathilde Maxence Mélanie Mélissa Morgane Muriel ' +
  'Nadège Noémie Océane Odile Pascaline Perrine Pierre-Yves Quentin Raphaëlle Régis ' +
  'Rodolphe Romain Ronan Sébastien Séverine Sidonie Solenne Soizic Sylvain Tanguy Thibault ' +
  'Thibaut Tiphaine Valentin Véronique Virginie Yann Yannick Yves Yvette Zoé Jean-Baptiste ' +
  'Jean-Claude Jean-François Jean-Luc Jean-Marc Jean-Michel Jean-Paul Jean-Pierre Marie-Claire ' +
  'Marie-Hélène Marie-Laure Marie-Pierre Anne-Laure Anne-Sophie Pierre-Louis Louis-Philippe ' +
  // German, Austrian, Swiss
  'Almut Annegret Annelie Anneliese Arndt Bärbel Benedikt Bernd Birgit Björn Bodo Burkhard ' +
  'Carsten Cordula Detlef Dietmar Dirk Dörte Edeltraud Ekkehard Elke Elfriede Erdmute Eckhard ' +
  'Frauke Friederike Friedhelm Gerlinde Gesine Gottfried Gudrun Gunnar Hannelore Hartmut Heike ' +
  'Heiko Helga Helmut Hendrik Henrike Hiltrud Holger Ilse Imke Inge Ingeborg Irmgard Jens Jörg ' +
  'Jürgen Jutta Karsten Katrin Kerstin Klaus Knut Lars Lothar Lutz Malte Mareike Marlies ' +
  'Meike Mirko Nils Ortrud Ottilie Rainer Reinhard Roswitha Rüdiger Sabine Sigrid Silke ' +
  'Sönke Svenja Swantje Sybille Tanja Thorsten Torsten Ulf Ulla Ulrike Urs Ursula Uta Ute ' +
  'Volker Waltraud Wiebke Wilfried Wolfram Wolfgang Hans-Jürgen Hans-Peter Karl-Heinz ' +
  'Klaus-Dieter Anna-Lena Lena-Marie Jan-Niklas Jannik Janina Jasper Lasse Mattis Merle Ole ' +
  'Leonie Annika Antje Dagmar Gisela Hildegard Liesel Magdalena Resi Vreni Ueli ' +
  // Italian, Sardinian, Sicilian
  'Alessio Ambra Annalisa Antonella Arianna Assunta Benedetta Brunella Calogero Carmela ' +
  'Carmelo Concetta Cosimo Donatella Efisio Elisabetta Emanuela Ersilia Fabrizio Federica ' +
  'Filippo Fiorella Gaetano Gavino Gennaro Gianfranco Giancarlo Gianluca Gianluigi Gianmarco ' +
  'Gianni Gigliola Giuliana Graziella Ilaria Immacolata Ippolito Lorenza Loredana ' +
  'Ludovica Manuela Marcella Mariangela Marianna Mariateresa Massimiliano Maurizio Mirella ' +
  'Nunzia Nunzio Oreste Ornella Ottavio Pasquale Patrizia Piergiorgio Pierluigi Pierpaolo ' +
  'Raffaella Raffaele Rocco Romina Rossella Salvatore Samuele Santina Saverio Serena Settimio ' +
  'Simona Tiziana Tiziano Tommaso Ugo Vincenzo Vittorio Zeno Ettore Ercole Arturo ' +
  // Portuguese, Brazilian, Cape Verdean
  'Adélia Alcides Amélia Anabela Benedito Berenice Custódio Deolinda Edite Eduarda ' +
  'Elisabete Emanuel Ermelinda Felismina Florinda Gonçalo Hermínia Hugo Iolanda Irene ' +
  'Isaura Jacinta Joaquim Jordana Leonel Lurdes Madalena Manuela Marta Miquelina Natércia ' +
  'Nuno Odete Olímpia Rogério Rosália Salomé Sebastião Tânia Telmo Ulisses Valter ' +
  'Vasco Zélia Zulmira Anderson Cleiton Cleide Daiane Edivaldo Gilberto ' +
  'Gisele Jaqueline Josué Kléber Lucimar Marcos Raimundo Rosângela Sueli Tatiane Valdir ' +
  'Vanderlei Wagner Wanderley Jéssica Thaís Thalita Ísis ' +
  // Russian, Ukrainian, Belarusian (Cyrillic)
  'Аркадий Арсений Богдан Вениамин Всеволод Гавриил Геннадий Глеб Давид Демьян Евгений ' +
  'Ефим Захар Зиновий Игнат Иннокентий Ипполит Кузьма Лев Макар Марк Матвей Мирон Назар ' +
  'Остап Платон Прохор Радик Ростислав Савва Святослав Семён Семен Серафим Тарас Тимофей ' +
  'Тихон Трофим Филипп Эдуард Эльдар Эмиль Юлиан Яков Альберт Анатолий Арнольд Герман ' +
  'Алёна Алена Алиса Анжелика Антонина Ангелина Арина Варвара Василиса Вероника Виолетта ' +
  'Владислава Всеслава Диана Ева Евдокия Зинаида Злата Инна Изабелла Кира Клавдия Лидия ' +
  'Лилия Майя Мирослава Нелли Нонна Олеся Раиса Регина Римма Сабина Серафима Снежана ' +
  'Стефания Таисия Ульяна Эвелина Элеонора Эльвира Эмилия Юлиана Ярослава Богдана Оксана ' +
  'Тарас Остап Олекса Мирослав Ганна Олена Наталія Тетяна Марія Юлія Катерина Богдан Василь ' +
  'Петро Микола Андрій Сергій Олександр Олександра Ірина Ольга Людмила Світлана ' +
  // Russian, Ukrainian (Latin letters)
  'Arkady Arseny Bogdan Dmitri Dmitriy Evgeny Evgenia Gennady Gleb Grigory Igor Ilya Innokenty ' +
  'Kirill Konstantin Lyudmila Lyubov Matvey Nadezhda Oleg Oleksandr Oleksiy Olena Ostap ' +
  'Pyotr Rostislav Svetlana Svyatoslav Taras Timofey Vasily Vitaly Vladislav Vsevolod Yaroslav ' +
  'Yekaterina Yelena Yevgeny Yulia Zinaida Anastasiya Anzhelika Darya Kseniya Polina Taisiya ' +
  // Polish, Czech, Slovak, Romanian, Hungarian, Balkan, Greek
  'Agnieszka Aleksander Aleksandra Bartłomiej Bartosz Bogusław Bożena Czesław Dariusz Dorota ' +
  'Elżbieta Ewa Grażyna Grzegorz Halina Henryk Jacek Jadwiga Janusz Jarosław Jerzy Joanna ' +
  'Kazimierz Krystyna Krzysztof Łukasz Maciej Małgorzata Marek Mariusz Mirosław Paweł Przemysław ' +
  'Radosław Renata Ryszard Sławomir Stanisław Szymon Tadeusz Urszula Wiesław Witold Wojciech ' +
  'Zbigniew Zdzisław Zofia Żaneta Jiří Jiřina Lucie Miroslav Radek Tereza Vojtěch ' +
  'Zdeněk Alexandru Andreea Bogdana Cosmin Costel Cristina Dorin Florin Gheorghe Ileana ' +
  'Ionela Ionuț Iulia Liviu Mihaela Mircea Ovidiu Răzvan Sorin Valentina Vasile Viorel ' +
  'Zsófia Zoltán Gábor Ferenc Erzsébet Katalin László Sándor Dragan Dragana Goran Jelena ' +
  'Milica Miloš Nebojša Nikola Snežana Vesna Zoran Marija Ivana Bojan Edin Emir Amra ' +
  'Dimitrios Eleni Georgios Ioannis Konstantinos Panagiotis Vasiliki Stavros Theodora ' +
  // Dutch, Nordic, Finnish, Baltic
  'Anouk Bram Daan Femke Geert Joost Joris Lotte Maarten Marloes Niels Pieter Ruud ' +
  'Sanne Sjoerd Thijs Wouter Annelies Bjørn Kjell Knut Ingvild Ingrid Solveig Sigurd ' +
  'Torbjørn Åsa Astrid Gunnhild Leif Linnea Maja Pernille Ragnhild Sigrid Stig Tove Ulrika ' +
  'Aino Eero Jussi Kaarina Kalle Mervi Minna Outi Päivi Pekka Riikka Sami Tuomas ' +
  'Aistė Gintaras Jurgita Rūta Laura Andris Ilze Jānis Kristaps Līga ' +
  // Arabic, Maghrebi, Middle Eastern
  'Abdallah Abdel Abdelaziz Abdelkader Abdellah Abdelhak Abderrahmane Abdul Abdullah ' +
  'Abdulrahman Ahlam Aicha Aïcha Aisha Amina Amine Amira Anas Ayman Aymen Bilal ' +
  'Bouchra Chaima Chaïma Djamel Driss Fadi Fadila Farah Farid Faouzi Fatiha Fatima-Zahra ' +
  'Fouad Ghada Habib Hadi Hafsa Hajar Hakim Hamza Hanane Hassan Hatem Hayat Hicham ' +
  'Houda Hussein Ibrahim Ilyes Imane Imen Ismail Jamila Jawad Kamal Karim Karima Khadija ' +
  'Khaled Khalid Latifa Leila Lina Loubna Mahmoud Malika Marwa Marwan Meriem Mohamed ' +
  'Mohammed Mohammad Mokhtar Mostafa Mounir Mourad Mustapha Mustafa Nabil Nadia Naima Nassim ' +
  'Nawal Nizar Noura Omar Othmane Rachid Rania Rachida Redouane Reda Salma Samir Samira ' +
  'Sara Slimane Soufiane Souad Sofiane Tarek Tarik Walid Wassim Yacine Yasmina ' +
  'Yassine Yasmine Younes Youssef Zakaria Zineb Zohra Zoubir Nour Ranya Tariq Ziad ' +
  // Turkish, Kurdish, Persian, Afghan
  'Ahmet Ali Alper Arda Aslı Ayşe Aylin Ayten Barış Berk Burak Cem Cemile Cengiz Deniz Derya ' +
  'Ebru Elif Emine Emre Erkan Ertuğrul Esra Fatih Fatma Ferhat Gökhan Gülşen Hakan Halil ' +
  'Hatice Hülya Hüseyin İbrahim İsmail Kemal Kübra Leyla Mehmet Melek Meltem Merve Mesut ' +
  'Murat Mustafa Necla Nesrin Nihat Oğuz Orhan Özlem Recep Rüya Selim Serkan Sevgi Sibel ' +
  'Songül Şükrü Tuğba Tülay Uğur Ümit Volkan Yasemin Yavuz Yusuf Zehra Zeynep Zekiye ' +
  'Azad Berivan Dilan Diyar Hêvî Rojda Shirin Arash Babak Bahram Dariush Farhad Farzaneh ' +
  'Golnar Hamid Kamran Mahnaz Maryam Mehdi Mojgan Nasrin Parisa Parviz Reza Roya Shahram ' +
  'Shirin Soraya Ahmad Zahra Mahsa Niloufar Farshid Behrouz Ahmadullah Gulalai Zarmina ' +
  // South Asian
  'Aarav Aditi Aditya Akash Amit Anand Anil Anjali Ankit Anita Arjun Arun Ashok Deepa Deepak ' +
  'Devendra Divya Gaurav Geeta Harish Harpreet Jaspreet Kavita Kiran Krishna Kunal Lakshmi ' +
  'Manish Manoj Meena Mohan Naveen Neha Nikhil Nisha Pooja Pradeep Prakash Pranav Priya ' +
  'Priyanka Rahul Rajesh Rakesh Ramesh Ravi Rekha Rohan Rohit Sachin Sandeep Sanjay Sanjeev ' +
  'Santosh Shreya Shruti Sneha Sudha Sunil Sunita Suresh Swati Tanvi Varun Vijay Vikram ' +
  'Vinod Vishal Yash Gurpreet Manpreet Harjit Sukhwinder Simran Imran Ayesha Bushra Faisal ' +
  'Farhan Hina Irfan Kashif Nadeem Naveed Rizwan Sadia Saima Shahid Shazia Tahir Usman Waqar ' +
  'Zubair Abdur Anwar Fahim Habibur Mizanur Nasreen Rafiq Rubina Shamim Tahmina ' +
  // Chinese (pinyin), Vietnamese, Filipino, Korean, Thai
  'Bingbing Chunhua Dandan Guoqiang Haiyan Hongmei Huiling Jiahui Jianguo Jianhua Jiawei ' +
  'Jie Jing Jingyi Junjie Lihua Lijuan Liqiang Meiling Mingyu Qiang Shuang Tingting Xiaohong ' +
  'Xiaoli Xiaoming Xiaoyan Xin Xinyi Xiuying Yanping Yating Yifan Yuhang Yunfei Zhenyu ' +
  'Zhiwei Zihan Zixuan Wei Hui Yan Ying Yong Bao Duc Giang Hanh Hieu ' +
  'Hoa Hoang Huong Huy Khanh Linh Minh Ngoc Nhung Phuong Quang Quynh ' +
  'Thanh Thao Thuy Trang Trung Tuan Tung Uyen Vy Ánh Hương Phương Thảo Trâm Tuấn Dũng ' +
  'Jomar Marites Maricel Rowena Rodel Reynaldo Rommel Jun-ho Ji-woo Seo-yeon ' +
  'Min-jun Hye-jin Soo-ah Somchai Siriporn Nattapong Kanya Malee ' +
  // West, East and Southern African
  'Adaeze Adebayo Adebola Adekunle Adenike Adeola Adewale Afolabi Amaka Babajide Bolaji ' +
  'Chiamaka Chidi Chidinma Chidubem Chijioke Chima Chinedu Chinonso Chinwe Chioma Chukwuemeka ' +
  'Chukwudi Ebere Ekene Emeka Funke Funmilayo Ifeanyi Ifeoma Ikechukwu Kayode Kehinde Ngozi ' +
  'Nkechi Nnamdi Obinna Olamide Oluwafemi Oluwaseun Olumide Oluwatobi Onyeka Segun Temitope ' +
  'Tobenna Tolulope Tunde Uchenna Yetunde Abiodun Adaobi Obiageli Aminu Abubakar Usman ' +
  'Zainab Hauwa Halima Kwame Kwabena Kofi Kojo Kwaku Kwasi Yaw Akosua Abena Adwoa Afua ' +
  'Efua Yaa Esi Wanjiru Wanjiku Njeri Kamau Otieno Achieng Akinyi Odhiambo Mwangi Njoroge ' +
  'Thandiwe Thabo Sipho Lindiwe Nomvula Zanele Themba Bongani Lerato Tendai Tatenda Chipo ' +
  'Fatoumata Mamadou Moussa Oumar Aminata Ousmane Abdoulaye Mariam Aïssatou Awa Binta Ibrahima ' +
  'Sékou Seydou Kadiatou Assane Djeneba Modou Cheikh Adama Boubacar Hawa';

/** Given names of many origins, deduplicated. */
export const MORE_GIVEN_NAMES: readonly string[] = [...new Set(NAMES.split(/\s+/u))];
