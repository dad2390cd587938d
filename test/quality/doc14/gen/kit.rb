# doc14's kit: Prawn document writing with truth recording, and local formats of values.
#
# A document is drawn with Prawn 2.4 (Debian's ruby-prawn, ruby-prawn-table) the way Rails apps
# draw theirs: a running header and footer stamped on every page (`repeat(:all)`), `number_pages`,
# `draw_text` at absolute positions, `text_box` with `overflow: :shrink_to_fit` for values in
# fixed boxes, `formatted_text` with bold/coloured runs inside a sentence, `character_spacing`,
# `column_box` two-column text, side-by-side `bounding_box` address blocks, prawn-table tables
# with a header row repeated over page breaks, TTF fonts embedded as subsets. Every personal
# value is recorded as truth each time it is printed; values in a repeated header or footer are
# recorded once per page after rendering.
# frozen_string_literal: true

require 'prawn'
require 'prawn/table'
require 'zlib'
require_relative 'values'

FONT_DIR = '/usr/share/fonts/truetype'
FONTS = {
  'DejaVu Sans' => %w[dejavu/DejaVuSans dejavu/DejaVuSans-Bold dejavu/DejaVuSans-Oblique],
  'DejaVu Serif' => %w[dejavu/DejaVuSerif dejavu/DejaVuSerif-Bold dejavu/DejaVuSerif-Italic],
  'DejaVu Sans Condensed' => %w[dejavu/DejaVuSansCondensed dejavu/DejaVuSansCondensed-Bold
                                dejavu/DejaVuSansCondensed-Oblique],
  'Liberation Sans' => %w[liberation/LiberationSans-Regular liberation/LiberationSans-Bold
                          liberation/LiberationSans-Italic],
  'Liberation Serif' => %w[liberation/LiberationSerif-Regular liberation/LiberationSerif-Bold
                           liberation/LiberationSerif-Italic]
}.freeze
MONO = %w[dejavu/DejaVuSansMono dejavu/DejaVuSansMono-Bold dejavu/DejaVuSansMono-Oblique].freeze
ACCENTS = %w[1F4E79 2E7D32 8E2439 5B3F9E 00695C B35900 37474F].freeze
FIXED_TIME = Time.utc(2025, 6, 1, 12, 0, 0)

RU_LAT = Hash[('абвгдеёжзийклмнопрстуфхцчшщъыьэюя'.chars).zip(
  %w[a b v g d e e zh z i y k l m n o p r s t u f kh ts ch sh shch] + [''] + %w[y] + [''] + %w[e yu ya]
)]

# Lower-case ASCII letters and digits of a word (Russian transliterated, accents dropped).
def latin(s)
  s = s.downcase.gsub('ß', 'ss').chars.map { |c| RU_LAT.fetch(c, c) }.join
  s.unicode_normalize(:nfd).gsub(/\p{Mn}/, '').gsub(/[^a-z0-9]/, '')
end

# A person and the forms documents print.
class Person
  attr_reader :given, :last, :lang, :pat, :fem

  def initialize(given, last, lang, pat, fem)
    @given, @last, @lang, @pat, @fem = given, last, lang, pat, fem
  end

  # Given name first (Russian: surname, name, patronymic, as forms print it).
  def full
    lang == 'ru' ? "#{last} #{given} #{pat}" : "#{given} #{last}"
  end

  # As a letter's greeting or prose names the person (Russian: name, patronymic, surname).
  def natural
    lang == 'ru' ? "#{given} #{pat} #{last}" : full
  end

  # Initial and surname ('H. Pemberton'; Russian 'Воронцов О. А.').
  def short
    lang == 'ru' ? "#{last} #{given[0]}. #{pat[0]}." : "#{given[0]}. #{last}"
  end

  # 'SURNAME Given' on a boarding pass or a badge (Russian: the full name in capitals).
  def caps
    lang == 'ru' ? full.upcase : "#{last.upcase} #{given.upcase}"
  end

  # The polite form with the surname ('Ms Pemberton' etc.: the title is not part of the value).
  def title
    t = { 'en' => %w[Ms Mr], 'es' => %w[Sra. Sr.], 'fr' => %w[Mme M.], 'de' => %w[Frau Herr],
          'it' => %w[Sig.ra Sig.], 'pt' => %w[Sra. Sr.], 'ru' => %w[г-жа г-н] }[lang]
    fem ? t[0] : t[1]
  end
end

# Organisation names built per role: a brand word or a surname of the part's pool, the role's
# noun, and (sometimes) a legal form, in each language's way of naming firms.
module Orgs
  STEMS = {
    'en' => %w[Harbourside Northgate Brightwater Kingsmead Ravenscourt Oakhaven Silverdale Fernbrook
               Westmarch Larchfield Coppergate Highmoor Stonebridge Ambervale Thistledown Meridian],
    'es' => %w[Alborán Guadalquivir Cierzo Levante Montejaén Tramontana Albufera Moncayo Navacerrada
               Sotavento Peñalara Mediterránea Castilla Cantábrico Almenara Gredos],
    'fr' => %w[Hermine Mistral Vercors Armorique Bellecour Garonne Lumière Beaujolais Cévennes Aubrac
               Étoile Sologne Morvan Presqu'île Chantilly Iroise],
    'de' => %w[Elbtal Nordlicht Isarwerk Rheingold Alsterblick Harzquell Spreeufer Ostwind Taunus Wendland
               Schwarzwald Moselgrund Weserbogen Allgäu Havelland Fichtelberg],
    'it' => %w[Aurora Belvedere Dolomiti Tirreno Levante Fenice Arno Vesuvio Monviso Adriatica Sirio
               Maremma Garda Orione Etna Brenta],
    'pt' => %w[Atlântico Alvorada Mondego Arrábida Tejo Marão Estrela Douro Sintra Gerês Caravela Lusitana
               Montemuro Algarve Barlavento Minho],
    'ru' => %w[Северная\ звезда Волжский\ берег Омега Гранит Меридиан Рассвет Кедр Байкал Ладога Орион
               Сапсан Восход Уральский\ самоцвет Алтай Нева Вега]
  }.freeze

  LEGAL = { 'en' => ['Ltd', 'Limited', 'LLP', 'plc'], 'es' => ['S.L.', 'S.A.', 'S.L.U.'],
            'fr' => ['SARL', 'SAS', 'SA'], 'de' => ['GmbH', 'GmbH & Co. KG', 'AG', 'e.K.'],
            'it' => ['S.r.l.', 'S.p.A.', 's.a.s.'], 'pt' => ['Lda.', 'S.A.', 'Unipessoal Lda.'],
            'ru' => %w[ООО АО ПАО] }.freeze

  # The nouns of a role per language (what the firm or body is).
  NOUNS = {
    'broker' => { 'en' => ['Wealth Management', 'Investments', 'Securities'], 'es' => ['Inversiones', 'Valores'],
                  'fr' => ['Gestion Privée', 'Patrimoine'], 'de' => ['Vermögensverwaltung', 'Wertpapierhandel'],
                  'it' => ['Investimenti', 'Patrimoni'], 'pt' => ['Investimentos', 'Corretora'],
                  'ru' => ['Инвестиции', 'Брокер'] },
    'saas' => { 'en' => ['Software', 'Cloud', 'Analytics'], 'es' => ['Software', 'Cloud'], 'fr' => ['Logiciels', 'Cloud'],
                'de' => ['Software', 'Cloud'], 'it' => ['Software', 'Cloud'], 'pt' => ['Software', 'Cloud'],
                'ru' => ['Софт', 'Облако'] },
    'clinic' => { 'en' => ['Medical Practice', 'Health Centre', 'Clinic'], 'es' => ['Centro Médico', 'Clínica'],
                  'fr' => ['Cabinet Médical', 'Centre de Santé'], 'de' => ['Praxisklinik', 'Gemeinschaftspraxis'],
                  'it' => ['Poliambulatorio', 'Centro Medico'], 'pt' => ['Clínica', 'Centro Médico'],
                  'ru' => ['Медицинский центр', 'Клиника'] },
    'employer' => { 'en' => ['Engineering', 'Logistics', 'Foods'], 'es' => ['Ingeniería', 'Logística'],
                    'fr' => ['Ingénierie', 'Logistique'], 'de' => ['Maschinenbau', 'Logistik'],
                    'it' => ['Ingegneria', 'Logistica'], 'pt' => ['Engenharia', 'Logística'],
                    'ru' => ['Инжиниринг', 'Логистика'] },
    'garage' => { 'en' => ['Motors', 'Autocentre'], 'es' => ['Talleres', 'Automoción'], 'fr' => ['Garage', 'Automobiles'],
                  'de' => ['Autohaus', 'Kfz-Meisterbetrieb'], 'it' => ['Autofficina', 'Carrozzeria'],
                  'pt' => ['Oficina Auto', 'Automóveis'], 'ru' => ['Автосервис', 'Автоцентр'] },
    'travel' => { 'en' => ['Travel', 'Holidays'], 'es' => ['Viajes'], 'fr' => ['Voyages'], 'de' => ['Reisen', 'Touristik'],
                  'it' => ['Viaggi'], 'pt' => ['Viagens'], 'ru' => ['Тур', 'Трэвел'] },
    'airline' => { 'en' => ['Airways'], 'es' => ['Air'], 'fr' => ['Airlines'], 'de' => ['Airlines'],
                   'it' => ['Airlines'], 'pt' => ['Air'], 'ru' => ['Авиа'] },
    'property' => { 'en' => ['Lettings', 'Property Management'], 'es' => ['Gestión Inmobiliaria', 'Fincas'],
                    'fr' => ['Immobilier', 'Gestion Locative'], 'de' => ['Hausverwaltung', 'Immobilien'],
                    'it' => ['Immobiliare', 'Amministrazioni'], 'pt' => ['Imobiliária', 'Gestão Imobiliária'],
                    'ru' => ['Управляющая компания', 'Недвижимость'] },
    'lawfirm' => { 'en' => ['Solicitors'], 'es' => ['Abogados'], 'fr' => ['Avocats'], 'de' => ['Rechtsanwälte'],
                   'it' => ['Studio Legale'], 'pt' => ['Advogados'], 'ru' => ['Юридическая фирма'] },
    'retailer' => { 'en' => ['Home Stores', 'Supermarkets'], 'es' => ['Supermercados', 'Hogar'],
                    'fr' => ['Maison', 'Marché'], 'de' => ['Markt', 'Warenhaus'], 'it' => ['Supermercati', 'Casa'],
                    'pt' => ['Supermercados', 'Casa'], 'ru' => ['Гипермаркет', 'Торговый дом'] },
    'charity' => { 'en' => ['Trust', 'Foundation'], 'es' => ['Fundación'], 'fr' => ['Fondation'], 'de' => ['Stiftung'],
                   'it' => ['Fondazione'], 'pt' => ['Fundação'], 'ru' => ['Благотворительный фонд'] },
    'school' => { 'en' => ['College'], 'es' => ['Instituto'], 'fr' => ['Lycée'], 'de' => ['Gymnasium'],
                  'it' => ['Istituto'], 'pt' => ['Escola Secundária'], 'ru' => ['Гимназия'] },
    'pharmacy' => { 'en' => ['Pharmacy'], 'es' => ['Farmacia'], 'fr' => ['Pharmacie'], 'de' => ['Apotheke'],
                    'it' => ['Farmacia'], 'pt' => ['Farmácia'], 'ru' => ['Аптека'] },
    'visa' => { 'en' => ['Visa Services'], 'es' => ['Servicios Consulares'], 'fr' => ['Services Visas'],
                'de' => ['Visa-Service'], 'it' => ['Servizi Visti'], 'pt' => ['Serviços de Vistos'],
                'ru' => ['Визовый центр'] },
    'bank' => { 'en' => ['Bank'], 'es' => ['Banco'], 'fr' => ['Banque'], 'de' => ['Bank'], 'it' => ['Banca'],
                'pt' => ['Banco'], 'ru' => ['Банк'] }
  }.freeze

  # Languages whose firms put the noun before the name ('Banco Alborán', 'Studio Legale ...'),
  # and the roles that do so in German ('Autohaus Dörfler', 'Hausverwaltung Elbtal').
  NOUN_FIRST = %w[es fr it pt ru].freeze
  NOUN_FIRST_DE = %w[garage property clinic pharmacy school charity lawfirm].freeze
  # Roles whose English borrowed noun follows the name in every language ('Mistral Airlines').
  NOUN_LAST = %w[airline saas].freeze
end

# Words of role nouns and legal forms, which a firm's web domain does not use.
ORG_WORDS = (Orgs::NOUNS.values.flat_map(&:values).flatten + Orgs::LEGAL.values.flatten)
            .flat_map { |w| w.tr('«»', '  ').split.map { |x| latin(x) } }.to_h { |w| [w, true] }

# Personal values in a language's local formats, drawn from one part's pools.
class Values
  attr_reader :r, :lang, :part

  def initialize(rng, lang, part)
    @r, @lang, @part = rng, lang, part
    @used = {}
  end

  def pick(pool)
    fresh = pool.reject { |p| @used[p] }
    fresh = pool if fresh.empty?
    v = fresh[r.rand(fresh.size)]
    @used[v] = true
    v
  end

  def choice(list) = list[r.rand(list.size)]
  def digits(n) = Array.new(n) { r.rand(10) }.join
  def letters(n, alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ') = Array.new(n) { alphabet[r.rand(alphabet.size)] }.join

  def person
    given = pick(Pools.half(Pools::GIVEN[lang], part))
    fem = Pools.female?(lang, given)
    if lang == 'ru'
      sur = pick(Pools.half(Pools::RU_SURNAMES, part))[fem ? 1 : 0]
      pat = choice(Pools::RU_PATRONYMICS)[fem ? 1 : 0]
      return Person.new(given, sur, lang, pat, fem)
    end
    last = pick(Pools.half(Pools::SURNAMES[lang], part))
    last += " #{pick(Pools.half(Pools::SURNAMES[lang], part))}" if lang == 'es' && r.rand < 0.7
    Person.new(given, last, lang, nil, fem)
  end

  # An organisation of a role: stem or founder's surname, the role's noun, maybe a legal form.
  def org(role, legal: nil)
    noun = choice(Orgs::NOUNS.fetch(role).fetch(lang))
    stem = if lang != 'ru' && r.rand < 0.35 && !%w[bank charity school].include?(role)
             pick(Pools.half(Pools::SURNAMES[lang], part))
           else
             pick(Pools.half(Orgs::STEMS[lang], part))
           end
    name = if lang == 'ru'
             "#{noun} «#{stem}»"
           elsif (Orgs::NOUN_FIRST.include?(lang) && !Orgs::NOUN_LAST.include?(role)) ||
                 (lang == 'de' && Orgs::NOUN_FIRST_DE.include?(role))
             "#{noun} #{stem}"
           else
             "#{stem} #{noun}"
           end
    legal = r.rand < 0.6 if legal.nil?
    return name unless legal && !%w[charity school].include?(role)

    form = choice(Orgs::LEGAL[lang])
    lang == 'ru' ? "#{form} «#{stem}»" : "#{name} #{form}"
  end

  def town = pick(Pools.half(Pools::TOWNS[lang], part))

  # [street line, town line, town] in the language's postal layout.
  def address
    street = pick(Pools.half(Pools::STREETS[lang], part))
    pc, town = self.town
    n = 1 + r.rand(140)
    case lang
    when 'en'
      line = "#{n} #{street}"
      line = "Flat #{1 + r.rand(20)}, #{line}" if r.rand < 0.3
      [line, "#{town} #{pc}", town]
    when 'es' then ["#{street}, #{n}, #{1 + r.rand(8)}º #{choice(%w[A B C D])}", "#{pc} #{town}", town]
    when 'fr' then ["#{n}#{choice(['', '', ' bis'])} #{street}", "#{pc} #{town}", town]
    when 'de' then ["#{street} #{n}#{choice(['', '', 'a', 'b'])}", "#{pc} #{town}", town]
    when 'it' then ["#{street} #{n}", "#{pc} #{town}", town]
    when 'pt' then ["#{street}, #{n}, #{1 + r.rand(7)}.º #{choice(%w[Esq. Dto.])}", "#{pc} #{town}", town]
    else ["#{street}, д. #{n}, кв. #{1 + r.rand(200)}", "г. #{town}, #{pc}", town]
    end
  end

  def one_line(a) = "#{a[0]}, #{a[1]}"

  def phone(mobile: nil)
    mobile = r.rand < 0.6 if mobile.nil?
    d = method(:digits)
    case lang
    when 'en' then mobile ? choice(["07#{d[3]} #{d[6]}", "+44 7#{d[3]} #{d[6]}"]) : choice(["0117 #{d[3]} #{d[4]}", "0113 #{d[3]} #{d[4]}", "(01865) #{d[6]}"])
    when 'es' then mobile ? choice(["6#{d[2]} #{d[2]} #{d[2]} #{d[2]}", "+34 6#{d[2]} #{d[3]} #{d[3]}"]) : "9#{d[2]} #{d[2]} #{d[2]} #{d[2]}"
    when 'fr' then mobile ? choice(["07 #{d[2]} #{d[2]} #{d[2]} #{d[2]}", "+33 6 #{d[2]} #{d[2]} #{d[2]} #{d[2]}"]) : "0#{choice(%w[2 3 4 5])} #{d[2]} #{d[2]} #{d[2]} #{d[2]}"
    when 'de' then mobile ? choice(["0172 #{d[7]}", "+49 157 #{d[8]}", "0170-#{d[7]}"]) : choice(["0341 #{d[6]}", "(0421) #{d[3]} #{d[3]}", "0911/#{d[6]}"])
    when 'it' then mobile ? choice(["34#{d[1]} #{d[3]} #{d[4]}", "+39 33#{d[1]} #{d[7]}"]) : "0#{d[2]} #{d[3]} #{d[4]}"
    when 'pt' then mobile ? choice(["9#{choice(%w[1 2 3 6])}#{d[1]} #{d[3]} #{d[3]}", "+351 91#{d[1]} #{d[3]} #{d[3]}"]) : "2#{d[2]} #{d[3]} #{d[3]}"
    else mobile ? choice(["+7 (9#{d[2]}) #{d[3]}-#{d[2]}-#{d[2]}", "8 9#{d[2]} #{d[3]} #{d[2]} #{d[2]}"]) : "+7 (#{d[3]}) #{d[3]}-#{d[2]}-#{d[2]}"
    end
  end

  def email(p)
    g = latin(p.given.split(/[ -]/).first)
    l = latin(p.last.split(' ').first)
    "#{choice(["#{g}.#{l}", "#{g[0]}#{l}", "#{l}.#{g[0]}#{digits(2)}", "#{g}#{l[0, 3]}"])}@#{choice(Pools::MAIL_DOMAINS[lang])}"
  end

  def username(p)
    g = latin(p.given.split(/[ -]/).first)
    l = latin(p.last.split(' ').first)
    choice(["#{g[0]}#{l}#{digits(2)}", "#{l}_#{g[0, 3]}", "#{g}.#{l}"])
  end

  # The firm's web domain ('northgate.co.uk').
  def domain(org)
    words = org.tr('«»', '  ').split.map { |w| latin(w) }
    words = words.reject { |w| w.size < 4 || ORG_WORDS.include?(w) }
    "#{words.first || 'firma'}.#{Pools::TLD[lang]}"
  end

  # A grouped IBAN with correct check digits (Russia: a 20-digit account).
  def iban(grouped: nil)
    return "40817810#{digits(12)}" if lang == 'ru'

    cc, n = Pools::IBAN_LAYOUT[lang]
    bban = case cc
           when 'GB' then letters(4, 'ABCDEFGHJKLMNPRSTWXY') + digits(n - 4)
           when 'IT' then letters(1) + digits(n - 1)
           else digits(n)
           end
    num = (bban + cc + '00').chars.map { |c| c.to_i(36).to_s }.join.to_i
    raw = format('%s%02d%s', cc, 98 - num % 97, bban)
    grouped = r.rand >= 0.2 if grouped.nil?
    grouped ? raw.scan(/.{1,4}/).join(' ') : raw
  end

  def card
    last4 = digits(4)
    choice(["**** **** **** #{last4}", "XXXX-XXXX-XXXX-#{last4}", "#{choice(%w[4 5])}#{digits(3)} #{digits(2)}** **** #{last4}"])
  end

  # A national number in its local form (NI number, DNI, NIR, RV-Nummer, codice fiscale, NIF, SNILS).
  def national
    d = method(:digits)
    case lang
    when 'en' then "#{letters(2, 'ABCEGHJKLMNPRSTWXYZ')} #{d[2]} #{d[2]} #{d[2]} #{choice(%w[A B C D])}"
    when 'es'
      n = d[8].to_i
      format('%08d%s', n, 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23])
    when 'fr' then "#{choice(%w[1 2])} #{d[2]} #{d[2]} #{d[2]} #{d[3]} #{d[3]} #{d[2]}"
    when 'de' then "#{d[2]} #{d[6]} #{letters(1)} #{d[3]}"
    when 'it'
      l = 'ABCDEFGHLMNPRSTVZ'
      "#{letters(6, l)}#{d[2]}#{choice(%w[A B C D E H L M P R S T])}#{d[2]}#{letters(1, l)}#{d[3]}#{letters(1, l)}"
    when 'pt' then "#{choice(%w[1 2])}#{d[2]} #{d[3]} #{d[3]}"
    else "#{d[3]}-#{d[3]}-#{d[3]} #{d[2]}"
    end
  end

  def passport
    case lang
    when 'en' then digits(9)
    when 'es' then letters(3) + digits(6)
    when 'fr' then "#{digits(2)}#{letters(2)}#{digits(5)}"
    when 'de' then "C#{letters(1, 'FGHJKLMNPRTVWXYZ')}#{digits(2)}#{letters(2, 'CFGHJKLMNPRTVWXYZ')}#{digits(3)}"
    when 'it' then "Y#{letters(1)}#{digits(7)}"
    when 'pt' then "C#{digits(6)}"
    else "#{digits(2)} #{digits(2)} #{digits(6)}"
    end
  end

  def ref(prefix = '', n = 6, letters_n = 0, sep = '') = "#{prefix}#{letters(letters_n)}#{sep}#{digits(n)}"

  # A date in a local numeric or written form.
  def date(year: nil, style: nil, month: nil, day: nil, weekday: false)
    y = year || 2024 + r.rand(3)
    mo = month || 1 + r.rand(12)
    dd = day || 1 + r.rand(28)
    style ||= choice(%i[num num word short iso])
    s = case style
        when :word
          mn = Pools::MONTHS[lang][mo - 1]
          case lang
          when 'en' then choice(["#{dd} #{mn} #{y}", "#{mn} #{dd}, #{y}"])
          when 'es', 'pt' then "#{dd} de #{mn} de #{y}"
          when 'de' then "#{dd}. #{mn} #{y}"
          when 'ru' then "#{dd} #{mn} #{y} г."
          else "#{dd} #{mn} #{y}"
          end
        when :short
          mn = Pools::MONTHS_SHORT[lang][mo - 1]
          lang == 'de' ? format('%02d. %s %d', dd, mn, y) : format('%02d %s %d', dd, mn, y)
        when :iso then format('%d-%02d-%02d', y, mo, dd)
        else
          sep = %w[de ru].include?(lang) ? '.' : (lang == 'pt' && r.rand < 0.5 ? '-' : '/')
          lang == 'en' && r.rand < 0.3 ? format('%02d/%02d/%d', mo, dd, y) : format('%02d%s%02d%s%d', dd, sep, mo, sep, y)
        end
    return s unless weekday

    wd = Pools::WEEKDAYS[lang][Time.utc(y, mo, dd).wday - 1]
    wd = Pools::WEEKDAYS[lang][6] if Time.utc(y, mo, dd).wday.zero?
    lang == 'de' || lang == 'en' ? "#{wd}, #{s}" : "#{wd} #{s}"
  end

  def birth(style: nil)
    y = 1950 + r.rand(56)
    [date(year: y, style: style), 2025 - y]
  end

  def age(years)
    return "#{years} #{{ 'en' => 'years', 'es' => 'años', 'fr' => 'ans', 'de' => 'Jahre', 'it' => 'anni', 'pt' => 'anos' }[lang]}" if lang != 'ru'

    last = years % 10
    u = if last == 1 && years % 100 != 11 then 'год'
        elsif (2..4).cover?(last) && !(12..14).cover?(years % 100) then 'года'
        else 'лет'
        end
    "#{years} #{u}"
  end

  # An amount with its currency in the local form (`code`: 'EUR 12,50', 'GBP 12.50').
  def money(amount, code: false)
    cents = (amount * 100).round
    whole, frac = cents.abs.divmod(100)
    sign = cents.negative? ? '-' : ''
    group = ->(n, sep) { n.to_s.reverse.scan(/\d{1,3}/).join(sep).reverse }
    case lang
    when 'en' then code ? "#{sign}GBP #{group[whole, ',']}.#{format('%02d', frac)}" : "#{sign}£#{group[whole, ',']}.#{format('%02d', frac)}"
    when 'ru' then "#{sign}#{group[whole, ' ']},#{format('%02d', frac)} #{code ? 'RUB' : '₽'}"
    else
      sep = { 'es' => '.', 'fr' => ' ', 'de' => '.', 'it' => '.', 'pt' => ' ' }[lang]
      body = "#{sign}#{group[whole, sep]},#{format('%02d', frac)}"
      return "EUR #{body}" if code

      lang == 'it' ? "€ #{body}" : "#{body} €"
    end
  end

  # A UK-style or local licence plate.
  def plate
    case lang
    when 'en' then "#{letters(2, 'ABDEFGHKLMNOPRSVWY')}#{format('%02d', 10 + r.rand(64))} #{letters(3, 'ABCDEFGHJKLMNOPRSTUVWXYZ')}"
    when 'es' then "#{digits(4)} #{letters(3, 'BCDFGHJKLMNPRSTVWXYZ')}"
    when 'fr', 'it' then "#{letters(2)}-#{digits(3)}-#{letters(2)}"
    when 'de' then "#{choice(%w[L HB FR N KI MS DD HD EF R HRO KS])}-#{letters(2)} #{1 + r.rand(9999)}"
    when 'pt' then "#{letters(2)}-#{digits(2)}-#{letters(2)}"
    else "#{letters(1, 'АВЕКМНОРСТУХ')}#{digits(3)}#{letters(2, 'АВЕКМНОРСТУХ')} #{choice(%w[77 78 116 154 66 52 61])}"
    end
  end

  def vin = "#{choice(%w[WVW WBA VF1 ZFA SAL VSS XTA WDD])}#{letters(6, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}#{digits(8)}"
end

# One Prawn document being drawn, with its truth.
class Doc
  attr_reader :name, :kind, :lang, :part, :rng, :font_name, :size, :accent, :pdf, :v, :marks

  def initialize(name, kind, lang, part, fonts: FONTS.keys)
    @name, @kind, @lang, @part = name, kind, lang, part
    @rng = Random.new(Zlib.crc32(name))
    @font_name = fonts[rng.rand(fonts.size)]
    @size = [8.5, 9, 9.5, 10][rng.rand(4)]
    @accent = ACCENTS[rng.rand(ACCENTS.size)]
    @marks = []
    @repeated = []
    @v = Values.new(rng, lang, part)
    @pdf = Prawn::Document.new(page_size: 'A4', margin: [72, 48, 56, 48],
                               compress: true, info: { Title: name, Creator: 'Prawn', Producer: 'Prawn',
                                       CreationDate: FIXED_TIME, ModDate: FIXED_TIME })
    files = FONTS.fetch(font_name).map { |f| "#{FONT_DIR}/#{f}.ttf" }
    pdf.font_families.update('Body' => { normal: files[0], bold: files[1], italic: files[2] },
                             'Mono' => { normal: "#{FONT_DIR}/#{MONO[0]}.ttf", bold: "#{FONT_DIR}/#{MONO[1]}.ttf",
                                         italic: "#{FONT_DIR}/#{MONO[2]}.ttf" })
    pdf.font('Body')
    pdf.font_size(size)
  end

  # Records a printed value and returns it.
  def m(tag, value)
    @marks << [tag, value]
    value
  end

  # Records a value printed in a `repeat(:all)` header or footer (once per page, counted at the end).
  def rep(tag, value)
    @repeated << [tag, value]
    value
  end

  # Records a two-line address (street line, town line) as one value; returns its two lines.
  def addr(a)
    @marks << ['ADDRESS', "#{a[0]}\n#{a[1]}"]
    "#{a[0]}\n#{a[1]}"
  end

  def h1(s)
    pdf.font('Body', style: :bold) { pdf.text(s, size: size + 6, color: accent) }
    pdf.move_down 6
  end

  def h2(s)
    pdf.move_down 8
    pdf.font('Body', style: :bold) { pdf.text(s, size: size + 2, color: accent) }
    pdf.stroke_color 'BBBBBB'
    pdf.stroke_horizontal_rule
    pdf.move_down 4
  end

  def p(s, **opts) = pdf.text(s, **opts)

  # A sentence of runs: strings are plain, [text, :bold] / [text, :color] runs are emphasised.
  def runs(parts, **opts)
    pdf.formatted_text(parts.map do |part|
      next { text: part } if part.is_a?(String)

      text, how = part
      how == :bold ? { text: text, styles: [:bold] } : { text: text, color: accent, styles: [:bold] }
    end, **opts)
  end

  # The running header and footer on every page (the firm, its contact line; the customer's name
  # and reference as many Rails statements print them), and "page N of M".
  def running(left, right, foot, page_word)
    hdr_y = pdf.bounds.top + 44
    pdf.repeat(:all) do
      pdf.font('Body', style: :bold) { pdf.draw_text(left, at: [0, hdr_y], size: size + 3) }
      pdf.text_box(right, at: [pdf.bounds.width / 2, hdr_y + 9], width: pdf.bounds.width / 2, height: 30,
                          align: :right, size: size - 1.5, overflow: :shrink_to_fit)
      pdf.stroke_color accent
      pdf.stroke_horizontal_line 0, pdf.bounds.width, at: pdf.bounds.top + 14
      pdf.text_box(foot, at: [0, -14], width: pdf.bounds.width - 90, height: 24, size: size - 2,
                         overflow: :shrink_to_fit, color: '555555')
    end
    @page_word = page_word
  end

  # Label/value pairs as a borderless two-column table (labels grey).
  def kv(pairs, width: nil, label_width: nil)
    width ||= pdf.bounds.width
    data = pairs.map { |k, val| [k, val] }
    pdf.table(data, width: width, column_widths: { 0 => label_width || width * 0.35 },
                    cell_style: { borders: [], padding: [1.5, 4, 1.5, 0], size: size }) do
      column(0).text_color = '666666'
    end
  end

  # A data table (prawn-table): a header row repeated on every page it spans, `right` columns
  # right-aligned (money), cells that wrap.
  def table(head, rows, right: [], widths: nil, font_size: nil)
    fs = font_size || size - 1
    acc = accent
    opts = { header: true, width: pdf.bounds.width, row_colors: %w[FFFFFF F3F3F3],
             cell_style: { size: fs, padding: [3, 4], border_color: 'CCCCCC', border_width: 0.5 } }
    opts[:column_widths] = widths.each_with_index.to_h { |w, i| [i, pdf.bounds.width * w] } if widths
    pdf.table([head] + rows, **opts) do
      row(0).font_style = :bold
      row(0).background_color = acc
      row(0).text_color = 'FFFFFF'
      right.each { |c| column(c).align = :right }
    end
    pdf.move_down 6
  end

  # Two address blocks side by side (`bounding_box`), e.g. sender and recipient.
  def side_by_side(left, right, gap: 30)
    w = (pdf.bounds.width - gap) / 2
    top = pdf.cursor
    pdf.bounding_box([0, top], width: w) { left.call }
    low = pdf.cursor
    pdf.bounding_box([w + gap, top], width: w) { right.call }
    pdf.move_cursor_to([low, pdf.cursor].min)
    pdf.move_down 8
  end

  # A value in a fixed box that shrinks the type until it fits (`overflow: :shrink_to_fit`).
  def fitted(text, x, y, w, h, **opts)
    pdf.text_box(text, at: [x, y], width: w, height: h, overflow: :shrink_to_fit, min_font_size: 4, **opts)
  end

  # Renders the document to `path`; returns the number of pages. Values of the running header and
  # footer are recorded once per page.
  def render(path)
    # number_pages stamps the pages that exist when it is called: the last step before rendering.
    if @page_word
      pdf.number_pages("#{@page_word} <page>/<total>", at: [pdf.bounds.width - 80, -14], width: 80,
                                                      align: :right, size: size - 2)
    end
    pdf.render_file(path)
    pages = pdf.page_count
    pages.times { @marks.concat(@repeated.map(&:dup)) }
    pages
  end
end

# The text of a language among seven given in the order en es fr de it pt ru.
def tr(doc, *texts) = texts[Pools::LANGS.index(doc.lang)]

PAGE = %w[Page Página Page Seite Pagina Página Стр.].freeze
def page_word(d) = PAGE[Pools::LANGS.index(d.lang)]

# A firm's one-line contact (address, phone, e-mail) for a header; each value recorded by `rec`.
def firm_line(d, a, phone, email, rec)
  [d.send(rec, 'ADDRESS', d.v.one_line(a)), d.send(rec, 'PHONE', phone), d.send(rec, 'EMAIL', email)].join(' · ')
end
