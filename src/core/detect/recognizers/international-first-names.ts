/**
 * More first names, beyond the seven languages' own: Nordic, Dutch, Central and Eastern European,
 * Greek, Turkish, Arabic, Persian, South Asian, East Asian and African names, plus common English
 * ones missing from the first list. Names that are also everyday words (Will, Grace, Mark, Hope,
 * Summer, Guy, Rich, Sunny) or famous places (Florence, Sydney, Paris) are left out on purpose.
 */
export const INTERNATIONAL_FIRST_NAMES: readonly string[] = // English and American
  (
    'Abby Abbie Ada Adrian Agnes Alec Alexa Alexandra Alfie Alfred Alison Allan Allison Alma ' +
    'Alvin Amanda Andre Andrea Andy Angel Angelica Angie Anita Annie Anthony Antonia Archie Ariana ' +
    'Arnold Audrey Barry Becky Belinda Ben Benny Bernadette Bernard Bernice Bert Beth ' +
    'Bethany Betsy Bianca Blake Bonnie Brad Brady Brenda Brendan Brent Brett Brianna Bridget ' +
    'Britney Brittany Brooke Bryce Caitlin Caleb Calvin Cameron Candice Carla Carlos Carly ' +
    'Caroline Carrie Casey Cassandra Cecilia Cedric Chad Chelsea Cheryl Chester Chloe Christie ' +
    'Christopher Cindy Claire Clara Clarence Claude Claudia Clayton Clifford Clint Clyde Colin ' +
    'Connie Connor Conor Corey Craig Crystal Curtis Cynthia Daisy Dale Dana Danny Darlene ' +
    'Darren Darryl Debbie Deirdre Delia Derek Derrick Desmond Destiny Devin Dexter Dianne Dolly ' +
    'Dominic Donovan Dora Doreen Dorian Dustin Dwayne Dwight Earl Eddie Edgar Edith Edmund Edna ' +
    'Edwin Eileen Elaine Eleanor Eli Elias Eliza Ella Ellen Elliot Elliott Eloise Elsie Elvis ' +
    'Emil Emmett Enid Ernest Esther Ethel Eugene Eva Evan Eve Everett Faye Felicity Fiona Floyd ' +
    'Francis Franklin Freddie Frederick Gail Garrett Gavin Gemma Gene Geoffrey Georgina Gerald ' +
    'Geraldine Gilbert Gina Glen Glenn Gordon Graham Greg Gwen Gwendolyn Hailey Haley Harriet ' +
    'Harvey Hazel Heidi Herbert Herman Holly Homer Horace Howard Hubert Ian Ida Imogen Irene Iris ' +
    'Isaac Isabel Isabelle Ivan Ivy Jackie Jackson Jacqueline Jade Jaime Jake Jamie Jared Jasmine ' +
    'Jay Jayden Jeanette Jeanne Jeff Jenna Jeremiah Jill Joan Joanna Joanne Jodi Jody Joel Joey ' +
    'Johanna Jolene Jon Josephine Josh Joy Judith Julian Juliet June Justine Kaitlyn Karl Kathy ' +
    'Katrina Kay Kayla Keira Kelvin Kendra Kenneth Kenny Kerry Kieran Kim Kirk Kristen Kristin ' +
    'Kristina Kurt Kylie Lana Lance Leah Lee Leila Leo Leonard Leroy Leslie Lester Lewis Lillian ' +
    'Lilly Linda Lindsay Lindsey Lionel Lloyd Lois Lola Lorraine Louise Lucas Luke Lydia Lyle ' +
    'Lynn Mabel Mackenzie Maddie Madeline Maggie Malcolm Mandy Marcia Marcus Margot Marian Marion ' +
    'Marjorie Marlene Marshall Martin Marvin Matilda Maureen Maurice Max Maxine Maya Melanie ' +
    'Melinda Melvin Meredith Micheal Mildred Miles Millie Milton Miranda Miriam Misty Mitchell ' +
    'Molly Mona Morgan Muriel Myra Myrtle Nadine Naomi Natasha Nathaniel Neil Nelson Neville ' +
    'Nigel Nina Noel Nora Norma Norman Olive Owen Pamela Patsy Paula Pauline Pearl Peggy Penelope ' +
    'Percy Phil Philip Phoebe Phyllis Preston Priscilla Quentin Rachael Ralph Randall Rebekah ' +
    'Reginald Renee Rhonda Ricky Rita Robbie Roberta Robin Rodney Roland Ronnie Rosalind Rosemary ' +
    'Ross Roxanne Rudy Rupert Russell Ryan Sabrina Sally Sandy Savannah Scarlett Seth Shane ' +
    'Shannon Shaun Shawn Sheila Shelby Shelly Sherry Sidney Simon Sonia Sonya Spencer Stacey ' +
    'Stacy Stanley Stella Stuart Sylvia Tamara Tammy Tanya Tara Ted Teddy Terence Terri Tess ' +
    'Thelma Theodore Tiffany Tina Toby Todd Tommy Tracey Tracy Travis Trevor Tristan Troy Valerie ' +
    'Vanessa Vera Vernon Vicky Vince Viola Violet Vivian Wade Wallace Wanda Warren Wendy Wesley ' +
    'Wilbur Wilma Winifred Winston Yvonne Zachary Zack Zak Zara Zoey ' +
    // Nordic and Icelandic
    'Aase Agnete Anders Anette Anneli Ari Arne Asbjørn Astrid Birgitta Bjarne Bjørn Björn Bo ' +
    'Britt Dagny Einar Eirik Elin Elsa Emil Erik Espen Freja Frida Geir Gudrun Gunnar ' +
    'Guðrún Gustav Halldór Halvor Hanne Harald Helga Hilde Inga Inge Inger Ingrid Ivar Jens ' +
    'Jesper Jóhann Jón Jonas Karin Kari Kasper Katrine Kjell Knut Kristian Kristín Lars Leif Lene ' +
    'Liv Magnus Malin Mette Mikael Mikkel Morten Nils Ola Ole Olof Ove Pål Per Pernille Rasmus ' +
    'Ragnar Randi Sigrid Sigurd Sigurður Siv Solveig Stig Sune Svein Sven Terje Tor Tora Torben ' +
    'Tove Trond Trine Ulf Ulla Vigdís Viggo Åsa Ása Þór Þórunn Ásgeir Guðmundur Helgi Ólafur ' +
    // Finnish and Estonian
    'Aino Aleksi Antti Eero Eino Elina Hannu Heikki Ilkka Jari Jarmo Juha Jukka Jussi Kaarina ' +
    'Kalle Kari Kirsi Lauri Leena Liisa Mika Mikko Minna Onni Paavo Pekka Pirjo Riikka Sari Satu ' +
    'Seppo Timo Tuomas Tuula Veikko Ville Aivar Kadri Kaja Mart Tõnu Urmas ' +
    // Dutch and Flemish
    'Bas Bram Daan Dirk Femke Floor Geert Gerrit Hendrik Henk Jaap Jan Jeroen Joost Joris Kees ' +
    'Klaas Lieke Lotte Maarten Marieke Niels Pieter Roel Ruud Sander Sanne Sjoerd Thijs Wim Wouter ' +
    'Anouk Annelies Ingrid Joke Mieke Inge Ilse Griet ' +
    // Polish, Czech, Slovak, Slovenian, Croatian, Serbian, Bosnian
    'Agnieszka Aleksandra Andrzej Barbara Bartosz Bogdan Bożena Dariusz Dorota Elżbieta Ewa ' +
    'Grzegorz Halina Irena Jacek Jadwiga Jakub Janusz Jarosław Jerzy Joanna Józef Kamil Kasia ' +
    'Katarzyna Krzysztof Łukasz Maciej Małgorzata Marek Mariusz Mateusz Michał Paweł Piotr ' +
    'Przemysław Rafał Renata Ryszard Stanisław Szymon Tadeusz Tomasz Wacław Wiesław ' +
    'Wiktor Witold Wojciech Zbigniew Zofia Zuzanna Ludmila Jiří ' +
    'Jana Jaroslav Jaroslava Jindřich Josef Karel Lenka Lucie Martina Miloš Miroslav Ondřej Pavel ' +
    'Petr Radek Tereza Věra Vojtěch Zdeněk Šárka Michal Ján Jozef Mária Zuzana Ľubomír Branko ' +
    'Dragan Dušan Goran Igor Ivana Ivica Jelena Josip Luka Marija Marko Milan Milica Miloš ' +
    'Mirko Nenad Nikola Predrag Slobodan Snežana Stjepan Tomislav Vesna Zoran Željko Mehmed ' +
    'Amir Emir Jasmina Senad Edin Mirza Samir Sanja Maja Tanja Tijana Janez ' +
    'Jože Jožef Matej Mojca Nataša Urška Tamara ' +
    // Hungarian and Romanian
    'Attila Balázs Csaba Ferenc Gábor Gergely György István János József Katalin Krisztina ' +
    'Krisztián László Levente Márton Mihály Miklós Péter Sándor Szabolcs Tamás Zoltán Zsófia ' +
    'Zsolt Anikó Edit Erzsébet Ildikó Judit Klára Mónika Réka Tünde Zsuzsanna ' +
    'Andrei Bogdan Constantin Cristian Dumitru Florin Gheorghe Ioan Ion ' +
    'Ionuț Mihai Mircea Radu Sorin Vasile Alina Andreea Elena Ioana Mihaela Nicoleta Raluca ' +
    // Greek and Turkish
    'Alexandros Anastasios Athanasios Christos Dimitrios Georgios Ioannis Konstantinos Nikolaos ' +
    'Panagiotis Spyros Stavros Vasileios Yannis Eleni Ioanna Katerina Maria Sofia Vasiliki ' +
    'Ahmet Ali Ayşe Burak Can Cem Deniz Elif Emine Emre Fatma Hakan Hasan Hülya Hüseyin İbrahim ' +
    'Kemal Mehmet Murat Mustafa Oğuz Onur Özlem Selin Serkan Tarık Yusuf Zeynep ' +
    // Arabic, Persian, Caucasus and Central Asia
    'Abdul Abdullah Ahmad Ahmed Aisha Amina Fatima Hamza Hassan Hussein Ibrahim Karim Khalid ' +
    'Layla Mahmoud Mohamed Mohammed Mohammad Muhammad Nadia Omar Rania Said Salma Samira ' +
    'Tariq Yasmin Youssef Zainab Ziad Abbas Ali Reza Mehdi Parisa Shirin Dariush Farid Ramin ' +
    'Ruslan Ramzan Magomed Aslan Zaur Timur Rustam Farhod Dilnoza Gulnara Aigul Asel Nurlan ' +
    // Russian and Ukrainian in Latin script
    'Aleksandr Aleksei Alexei Anatoly Andrei Arkady Boris Dmitri Dmitry Fyodor Gennady Grigory ' +
    'Igor Ilya Konstantin Leonid Maxim Mikhail Nikita Nikolai Oleg Pavel Pyotr Sergei Sergey ' +
    'Stanislav Vadim Valentin Valery Vasily Viktor Vitaly Vladimir Vladislav Vyacheslav ' +
    'Yaroslav Yevgeny Yuri Yury Anastasia Anya Daria Darya Ekaterina Galina Irina Katya ' +
    'Ksenia Lyudmila Marina Nadezhda Natalia Natalya Oksana Olga Polina Svetlana Tatiana ' +
    'Tatyana Valentina Yulia Zhanna Mikhail Bohdan Mykola Oleksandr Oleksiy Taras ' +
    'Vasyl Volodymyr Yevhen Olena Iryna Halyna Vsevolod ' +
    // South Asian
    'Aarav Abhishek Aditya Amit Anil Arjun Ashok Deepak Ganesh Gaurav Harish Kiran Krishna ' +
    'Manoj Mahesh Nikhil Pradeep Prakash Rahul Raj Rajesh Rakesh Ramesh Ravi Rohit Sachin Sanjay ' +
    'Sandeep Santosh Sunil Suresh Vijay Vikram Vinod Aishwarya Ananya Anjali Deepa Divya Kavita ' +
    'Lakshmi Meena Neha Nisha Pooja Priya Radha Rekha Shreya Sunita Swati ' +
    // East and South-East Asian
    'Akira Haruki Hiroshi Kenji Makoto Naoki Satoshi Takashi Takeshi Yuki Yuto ' +
    'Hana Haruka Keiko Mai Sakura Yoko Yumiko Wei Jun Li Ming Xiao Yan Hui Jing Ling Min Ji ' +
    'Hyun Jae Seo Soo Jin Minh Thanh Nguyen Linh ' +
    // Hispanic, Brazilian and Italian extras
    'Adriana Alejandra Alicia Amparo Armando Arturo Aurelio Blanca Catalina Cristóbal Domingo ' +
    'Edgardo Efraín Eladio Esteban Eugenio Fabián Federico Gerardo Gilberto Gustavo Héctor ' +
    'Horacio Humberto Jacinto Jaime Julio Leandro Leonel Lorenzo Lucio Marcelo Mauricio ' +
    'Maximiliano Nicolás Octavio Orlando Osvaldo Pascual Ramiro Renato Reinaldo Rodolfo Rogelio ' +
    'Salvador Samuel Teodoro Tomás Ulises Valentín Vicente Alejandra Marisa Marisol ' +
    'Milagros Noelia Paloma Rebeca Rosario Soledad Vitória Vitoria Yolanda Agustín ' +
    'Aurora Bruna Cecília Débora Elisa Gaetano Gianluca Gianni Giacomo Luciano Nunzio ' +
    'Ottavio Pietro Raffaele Sandro Ugo Enrico ' +
    // French and German extras
    'Adèle Alexandre Anaïs Arnaud Aurélien Bastien Cédric Charlotte Cyril Damien Denis Édouard ' +
    'Émile Étienne Fabien Fabrice Florent Gaëlle Gilles Hervé Jérôme Joël Jonathan ' +
    'Laetitia Lionel Loïc Lucie Ludovic Marc Marcel Morgane Mélanie Noémie Raphaël Rémi Renaud ' +
    'Solène Sylvain Tristan Vincent Xavier Yann Zoé ' +
    'Annika Bärbel Detlef Dietrich Elke Erwin Friedrich Fritz Gerda Gottfried Hannelore Heinrich ' +
    'Hermann Hildegard Ilse Jochen Kurt Lothar Lukas Marlene Otto Reinhard Rüdiger Siegfried ' +
    'Stephan Ulrich Ulrike Volker Waltraud Wilhelm Wolfram Erich Ernst Gunter Helene Luise'
  ).split(' ');
