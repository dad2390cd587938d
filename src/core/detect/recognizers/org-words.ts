/**
 * Head nouns that end organisation names ("Rapid Cycle Solutions", "Allstate Insurance Group"):
 * a capitalised run ending in one is an organisation, never a person.
 */
export const ORG_HEADS: ReadonlySet<string> = new Set(
  (
    'solutions systems technologies technology tech group holdings partners capital consulting ' +
    'consultants services insurance bank bancorp labs laboratories media networks network ' +
    'software foods motors industries international global enterprises associates corporation ' +
    'company inc llc ltd agency foundation institute university college academy school ' +
    'hospital clinic center centre store stores market markets pharma pharmaceuticals health ' +
    'healthcare energy airlines airways financial finance logistics studios records press ' +
    'publishing entertainment electronics telecom communications analytics data digital ' +
    'ventures trust realty properties construction engineering orchestra club council ' +
    'committee association society union league federation ministry bureau commission ' +
    'weekly daily times post news magazine journal gazette channel radio television tv ' +
    'works factory brewery bakery restaurant cafe hotel hotels resorts motors automotive ' +
    'devices instruments robotics biosciences bioscience therapeutics diagnostics medical ' +
    'research lab investments investment advisors securities exchange fund funds lines ' +
    'express transport shipping freight mobility apparel fashion brands products goods ' +
    'gmbh ag sa sarl srl spa bv nv plc corp co lda ltda oy ab as kg ' +
    // German compounds' heads and Romance company words ("Nordwind Logistik", "Grupo Almenara")
    'gruppe holding werke verlag logistik technik immobilien beratung handel versand grupo ' +
    'groupe gruppo transportes transports trasporti construcciones constructions costruzioni ' +
    'distribuciones talleres laboratorios laboratoires laboratori officine ateliers éditions ' +
    'edizioni editorial editora conseil consultoría consulenza consultoria ' +
    // Energy and utility words of the seven languages ("Galp Energia", "Total Energies Relais")
    'energia énergie energie energies energías outfitters coffee roasters relais management ' +
    // Trades and shops that close a firm's name without a legal form ("Harbor Dental",
    // "Northside Fitness", "Hansen Bau", "Nordlicht Reisen", "Keller Elektrotechnik"); kept to
    // words a heading or a department rarely ends in (no "Care", "Security", "Service").
    'dental dentistry orthodontics veterinary fitness grocery grocers salon plumbing roofing ' +
    'catering cleaning landscaping builders contractors interiors flooring opticians optical ' +
    'florist florists printing wellness physiotherapy chiropractic lettings removals ' +
    'movers couriers recycling staffing recruitment accountants solicitors attorneys architects ' +
    'surveyors jewellers jewelers cleaners creamery dairy vineyards winery distillery brewing ' +
    'tyres tires autos pizzeria deli bistro tavern ' +
    'bau reisen elektro elektrotechnik haustechnik sanitär gartenbau spedition umzüge ' +
    'gebäudereinigung druckerei steuerberatung metallbau holzbau touristik medien werbetechnik ' +
    'limpiezas reformas instalaciones asesores abogados consultores mudanzas viajes ' +
    'nettoyage déménagements voyages imprimerie assurances servizi impianti traslochi viaggi ' +
    'serviços limpezas viagens manufacturing pflegedienst ' +
    // Russian company heads ("Сибирская Логистика", "Альфа Групп", "Вектор Консалтинг")
    'логистика групп холдинг консалтинг технологии снабжение инжиниринг девелопмент трейдинг'
  ).split(' '),
);
