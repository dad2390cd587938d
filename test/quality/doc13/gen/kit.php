<?php
// doc13's kit: a TCPDF document that records its truth (every printed occurrence of every
// personal value) and the local formats of values in the seven languages.
//
// A document is drawn with TCPDF's own API, as PHP portals do: Cell grids (with stretch modes:
// horizontal scaling Tz or character spacing Tc to fit a value into a fixed cell), MultiCell boxes,
// writeHTML tables, Text() at absolute positions, 1D/2D barcodes, and a running header and footer
// drawn on every page (Header()/Footer() record the values they print, once per page).
require_once '/usr/share/php/tcpdf/tcpdf.php';
require_once __DIR__ . '/values.php';

/** A small deterministic generator (xorshift32), seeded by the CRC-32 of the document's name. */
class Rng
{
    private int $s;

    public function __construct(int $seed)
    {
        $this->s = ($seed & 0xffffffff) ?: 0x9e3779b9;
    }

    /** A 32-bit step. */
    public function next(): int
    {
        $x = $this->s;
        $x ^= ($x << 13) & 0xffffffff;
        $x ^= $x >> 17;
        $x ^= ($x << 5) & 0xffffffff;
        return $this->s = $x & 0xffffffff;
    }

    /** An integer in [lo, hi]. */
    public function int(int $lo, int $hi): int
    {
        return $lo + $this->next() % ($hi - $lo + 1);
    }

    public function pick(array $a)
    {
        $a = array_values($a);
        return $a[$this->next() % count($a)];
    }

    public function chance(float $p): bool
    {
        return $this->next() / 4294967296 < $p;
    }

    /** `n` random digits. */
    public function digits(int $n): string
    {
        $s = '';
        for ($i = 0; $i < $n; $i++) {
            $s .= (string) $this->int(0, 9);
        }
        return $s;
    }

    public function letters(int $n, string $from = 'ABCDEFGHJKLMNPRSTUVWXYZ'): string
    {
        $s = '';
        for ($i = 0; $i < $n; $i++) {
            $s .= u_sub($from, $this->int(0, u_len($from) - 1), 1);
        }
        return $s;
    }
}

/** A person and the forms documents print. */
class Person
{
    public function __construct(public string $given, public string $last, public string $lang,
                                public string $pat = '', public bool $fem = false)
    {
    }

    /** Given name first (Russian: surname, name, patronymic, as forms print it). */
    public function full(): string
    {
        return $this->lang === 'ru' ? "{$this->last} {$this->given} {$this->pat}" : "{$this->given} {$this->last}";
    }

    /** 'H. Ashworth' (Russian 'Шереметев С. А.'). */
    public function short(): string
    {
        if ($this->lang === 'ru') {
            return $this->last . ' ' . u_sub($this->given, 0, 1) . '. ' . u_sub($this->pat, 0, 1) . '.';
        }
        return u_sub($this->given, 0, 1) . '. ' . $this->last;
    }

    /** 'ASHWORTH Harriet' as French and Italian forms print it, 'ASHWORTH, Harriet' elsewhere. */
    public function caps(): string
    {
        if ($this->lang === 'ru') {
            return u_upper($this->last) . ' ' . $this->given . ' ' . $this->pat;
        }
        $sep = in_array($this->lang, ['fr', 'it'], true) ? ' ' : ', ';
        return u_upper($this->last) . $sep . $this->given;
    }

    /** The salutation form: the given name (Russian: name and patronymic). */
    public function first(): string
    {
        return $this->lang === 'ru' ? "{$this->given} {$this->pat}" : $this->given;
    }
}

/** Unicode helpers without mbstring (Debian's php-cli lacks it by default). */
function u_len(string $s): int
{
    return iconv_strlen($s, 'UTF-8');
}

function u_sub(string $s, int $start, int $len): string
{
    return iconv_substr($s, $start, $len, 'UTF-8');
}

const UPPER = ['à' => 'À', 'á' => 'Á', 'â' => 'Â', 'ã' => 'Ã', 'ä' => 'Ä', 'å' => 'Å', 'æ' => 'Æ', 'ç' => 'Ç', 'è' => 'È', 'é' => 'É',
    'ê' => 'Ê', 'ë' => 'Ë', 'ì' => 'Ì', 'í' => 'Í', 'î' => 'Î', 'ï' => 'Ï', 'ñ' => 'Ñ', 'ò' => 'Ò', 'ó' => 'Ó', 'ô' => 'Ô', 'õ' => 'Õ',
    'ö' => 'Ö', 'ø' => 'Ø', 'ù' => 'Ù', 'ú' => 'Ú', 'û' => 'Û', 'ü' => 'Ü', 'ý' => 'Ý', 'ÿ' => 'Ÿ', 'œ' => 'Œ',
    'а' => 'А', 'б' => 'Б', 'в' => 'В', 'г' => 'Г', 'д' => 'Д', 'е' => 'Е', 'ё' => 'Ё', 'ж' => 'Ж', 'з' => 'З', 'и' => 'И', 'й' => 'Й',
    'к' => 'К', 'л' => 'Л', 'м' => 'М', 'н' => 'Н', 'о' => 'О', 'п' => 'П', 'р' => 'Р', 'с' => 'С', 'т' => 'Т', 'у' => 'У', 'ф' => 'Ф',
    'х' => 'Х', 'ц' => 'Ц', 'ч' => 'Ч', 'ш' => 'Ш', 'щ' => 'Щ', 'ъ' => 'Ъ', 'ы' => 'Ы', 'ь' => 'Ь', 'э' => 'Э', 'ю' => 'Ю', 'я' => 'Я'];

/** Upper case of Latin-1 and Cyrillic text. */
function u_upper(string $s): string
{
    return strtr(strtoupper($s), UPPER);
}

const RU_LAT = ['а' => 'a', 'б' => 'b', 'в' => 'v', 'г' => 'g', 'д' => 'd', 'е' => 'e', 'ё' => 'e', 'ж' => 'zh', 'з' => 'z', 'и' => 'i',
    'й' => 'y', 'к' => 'k', 'л' => 'l', 'м' => 'm', 'н' => 'n', 'о' => 'o', 'п' => 'p', 'р' => 'r', 'с' => 's', 'т' => 't', 'у' => 'u',
    'ф' => 'f', 'х' => 'kh', 'ц' => 'ts', 'ч' => 'ch', 'ш' => 'sh', 'щ' => 'shch', 'ъ' => '', 'ы' => 'y', 'ь' => '', 'э' => 'e',
    'ю' => 'yu', 'я' => 'ya'];
const LOWER_FOLD = ['ä' => 'ae', 'ö' => 'oe', 'ü' => 'ue', 'ß' => 'ss', 'à' => 'a', 'á' => 'a', 'â' => 'a', 'ã' => 'a', 'å' => 'a',
    'ç' => 'c', 'è' => 'e', 'é' => 'e', 'ê' => 'e', 'ë' => 'e', 'ì' => 'i', 'í' => 'i', 'î' => 'i', 'ï' => 'i', 'ñ' => 'n', 'ò' => 'o',
    'ó' => 'o', 'ô' => 'o', 'õ' => 'o', 'ø' => 'o', 'ù' => 'u', 'ú' => 'u', 'û' => 'u', 'ý' => 'y', 'ÿ' => 'y', 'œ' => 'oe'];

function ascii_fold(string $s): string
{
    $lower = strtr(strtolower($s), array_flip(UPPER));
    return strtr($lower, LOWER_FOLD + RU_LAT);
}

/** Lower-case ASCII letters of a word (Russian transliterated). */
function latin(string $s): string
{
    return preg_replace('/[^a-z0-9]/', '', strtolower(ascii_fold($s)));
}

/** Values in one language's formats, from one part's pools. */
class Values
{
    public array $given;
    public array $last;
    public array $streets;
    public array $towns;

    public function __construct(public Rng $r, public string $lang, public string $part)
    {
        $this->given = half(GIVEN[$lang], $part);
        $this->last = half(SURNAMES[$lang], $part);
        $this->streets = half(STREETS[$lang], $part);
        $this->towns = half(TOWNS[$lang], $part);
    }

    public function person(?bool $fem = null): Person
    {
        $r = $this->r;
        do {
            $j = $r->int(0, count($this->given) - 1);
        } while ($fem !== null && ($j % 2 === 0) !== $fem);
        $isFem = $j % 2 === 0;
        $last = $r->pick($this->last);
        if ($this->lang === 'ru') {
            $pat = $r->pick(RU_PATRONYMICS);
            return new Person($this->given[$j], $last[$isFem ? 1 : 0], 'ru', $pat[$isFem ? 1 : 0], $isFem);
        }
        return new Person($this->given[$j], $last, $this->lang, '', $isFem);
    }

    /** A surname of the part's pool (Russian: masculine form), for firms named after people. */
    public function surname(): string
    {
        $s = $this->r->pick($this->last);
        return is_array($s) ? $s[0] : $s;
    }

    public function town(): string
    {
        return $this->r->pick($this->towns)[0];
    }

    /** [street line, town line] in the country's format. */
    public function address(): array
    {
        $r = $this->r;
        $st = $r->pick($this->streets);
        [$town, $pre] = $r->pick($this->towns);
        $n = $r->int(1, 148);
        switch ($this->lang) {
            case 'en':
                $pc = $pre . $r->int(1, 19) . ' ' . $r->int(1, 9) . $r->letters(2, 'ABDEFGHJLNPQRSTUWXYZ');
                $line = ($r->chance(0.25) ? 'Flat ' . $r->int(1, 12) . ', ' : '') . "$n $st";
                return [$line, "$town $pc"];
            case 'es':
                $cp = $pre . sprintf('%02d', $r->int(1, 52));
                return ["$st, $n, " . $r->int(1, 8) . '.º ' . $r->pick(['A', 'B', 'C', 'D', 'izda.', 'dcha.']), "$cp $town"];
            case 'fr':
                $cp = $pre . $r->int(0, 9);
                $bis = $r->chance(0.15) ? ' bis' : '';
                return ["$n$bis $st", "$cp $town"];
            case 'de':
                $plz = $pre . $r->digits(5 - strlen($pre));
                return ["$st $n" . ($r->chance(0.15) ? 'a' : ''), "$plz $town"];
            case 'it':
                $prov = ['Milano' => 'MI', 'Torino' => 'TO', 'Bologna' => 'BO', 'Firenze' => 'FI', 'Napoli' => 'NA',
                         'Genova' => 'GE', 'Padova' => 'PD', 'Bari' => 'BA', 'Verona' => 'VR', 'Palermo' => 'PA',
                         'Perugia' => 'PG', 'Trieste' => 'TS', 'Parma' => 'PR', 'Lecce' => 'LE', 'Bergamo' => 'BG',
                         'Ancona' => 'AN'][$town];
                $cap = $pre . sprintf('%02d', $r->int(21, 48));
                return ["$st, $n", "$cap $town ($prov)"];
            case 'pt':
                $cp = str_pad($pre . $r->digits(4 - strlen($pre)), 4, '0') . '-' . $r->digits(3);
                return ["$st, $n, " . $r->int(1, 9) . '.º ' . $r->pick(['Esq.', 'Dto.', 'Frente']), "$cp $town"];
            default:
                $idx = $pre . $r->digits(6 - strlen($pre));
                return ["$st, д. $n, кв. " . $r->int(1, 240), "г. $town, $idx"];
        }
    }

    public function oneLine(array $a): string
    {
        return $a[0] . ', ' . $a[1];
    }

    /** A phone number in the country's formats (international or national). */
    public function phone(bool $mobile = true): string
    {
        $r = $this->r;
        $intl = $r->chance(0.35);
        switch ($this->lang) {
            case 'en':
                if ($mobile) {
                    return ($intl ? '+44 7' : '07') . $r->int(400, 999) . ' ' . $r->digits(6);
                }
                return $r->pick(['0113 ', '0117 ', '01603 ', '029 ']) . $r->int(200, 999) . ' ' . $r->digits(4);
            case 'es':
                return ($intl ? '+34 ' : '') . ($mobile ? $r->pick(['6', '7']) . $r->digits(2) : '9' . $r->digits(2))
                    . ' ' . $r->digits(3) . ' ' . $r->digits(3);
            case 'fr':
                $g = ' ' . $r->digits(2) . ' ' . $r->digits(2) . ' ' . $r->digits(2) . ' ' . $r->digits(2);
                $first = $mobile ? $r->pick(['6', '7']) : $r->pick(['1', '2', '3', '4', '5']);
                return ($intl ? "+33 $first" : "0$first") . $g;
            case 'de':
                if ($mobile) {
                    return ($intl ? '+49 1' : '01') . $r->pick(['51', '60', '70', '76']) . ' ' . $r->digits(8);
                }
                return $r->pick(['030 ', '040 ', '(089) ', '0221 ', '0341 ']) . $r->digits(3) . ' ' . $r->digits(4);
            case 'it':
                if ($mobile) {
                    return ($intl ? '+39 ' : '') . '3' . $r->digits(2) . ' ' . $r->digits(3) . ' ' . $r->digits(4);
                }
                return ($intl ? '+39 ' : '') . $r->pick(['02 ', '011 ', '051 ', '055 ']) . $r->digits(4) . ' ' . $r->digits(4);
            case 'pt':
                return ($intl ? '+351 ' : '') . ($mobile ? '9' . $r->pick(['1', '2', '3', '6']) : '2' . $r->digits(1))
                    . $r->digits(1) . ' ' . $r->digits(3) . ' ' . $r->digits(3);
            default:
                $code = $mobile ? '9' . $r->digits(2) : $r->pick(['495', '812', '843', '343']);
                return ($intl ? '+7 ' : '8 ') . "($code) " . $r->digits(3) . '-' . $r->digits(2) . '-' . $r->digits(2);
        }
    }

    public function email(Person $p): string
    {
        $r = $this->r;
        $g = latin($p->given);
        $l = latin($p->last);
        $local = $r->pick(["$g.$l", substr($g, 0, 1) . $l, "$l.$g", "$g$l" . $r->int(2, 99), "$g-$l"]);
        return $local . '@' . $r->pick(MAIL_DOMAINS[$this->lang]);
    }

    /** A firm's web domain from its name. */
    public function domain(string $org): string
    {
        $words = array_filter(explode(' ', preg_replace('/\b(GmbH|AG|eG|Ltd|plc|S\.L\.|S\.A\.|SARL|SAS|S\.r\.l\.|S\.p\.A\.|Lda\.|ООО|АО|Co\.|KG|&)/u', '', $org)));
        $w = array_slice(array_map('latin', $words), 0, 2);
        return implode('-', array_filter($w)) . '.' . TLD[$this->lang];
    }

    /** A date: 'num' (the country's numeric form), 'word' (day, month name, year) or 'iso'. */
    public function date(?string $style = null, ?int $y = null, ?int $m = null, ?int $d = null): string
    {
        $r = $this->r;
        $y ??= $r->int(2024, 2026);
        $m ??= $r->int(1, 12);
        $d ??= $r->int(1, 28);
        $style ??= $r->pick(['num', 'num', 'word']);
        if ($style === 'iso') {
            return sprintf('%04d-%02d-%02d', $y, $m, $d);
        }
        if ($style === 'num') {
            $sep = ['en' => '/', 'es' => '/', 'fr' => '/', 'de' => '.', 'it' => '/', 'pt' => '/', 'ru' => '.'][$this->lang];
            return sprintf('%02d%s%02d%s%04d', $d, $sep, $m, $sep, $y);
        }
        $mn = MONTHS[$this->lang][$m - 1];
        return match ($this->lang) {
            'en' => "$d $mn $y",
            'es', 'pt' => "$d de $mn de $y",
            'de' => "$d. $mn $y",
            'ru' => "$d $mn $y г.",
            default => "$d $mn $y",
        };
    }

    /** A date of birth (numeric). */
    public function dob(): string
    {
        return $this->date('num', $this->r->int(1948, 2006));
    }

    /** An amount with the currency as the country prints it. */
    public function money(float $a, bool $code = false): string
    {
        $n = fn(string $th, string $dec) => number_format($a, 2, $dec, $th);
        return match ($this->lang) {
            'en' => $code ? 'GBP ' . $n(',', '.') : '£' . $n(',', '.'),
            'es', 'de' => $n('.', ',') . ($code ? ' EUR' : ' €'),
            'fr' => $n(' ', ',') . ($code ? ' EUR' : ' €'),
            'it' => $code ? 'EUR ' . $n('.', ',') : '€ ' . $n('.', ','),
            'pt' => $n(' ', ',') . ($code ? ' EUR' : ' €'),
            default => $n(' ', ',') . ($code ? ' RUB' : ' руб.'),
        };
    }

    /** A plain number in the country's format (a table cell under a currency heading). */
    public function num(float $a): string
    {
        return match ($this->lang) {
            'en' => number_format($a, 2, '.', ','),
            'es', 'de', 'it' => number_format($a, 2, ',', '.'),
            default => number_format($a, 2, ',', ' '),
        };
    }

    /** The country's IBAN (grouped by four) or, in Russia, a 20-digit account. */
    public function iban(bool $grouped = true): string
    {
        $r = $this->r;
        if ($this->lang === 'ru') {
            return '40817810' . $r->digits(12);
        }
        [$cc, $bban] = match ($this->lang) {
            'en' => ['GB', $r->letters(4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') . $r->digits(14)],
            'es' => ['ES', $r->digits(20)],
            'fr' => ['FR', $r->digits(23)],
            'de' => ['DE', $r->digits(18)],
            'it' => ['IT', $r->letters(1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') . $r->digits(22)],
            default => ['PT', '0' . $r->digits(20)],
        };
        $iban = $cc . sprintf('%02d', 98 - mod97($bban . $cc . '00')) . $bban;
        return $grouped ? trim(chunk_split($iban, 4, ' ')) : $iban;
    }

    /** A masked card number. */
    public function card(): string
    {
        $r = $this->r;
        return $r->pick(['**** **** **** ', 'XXXX XXXX XXXX ', $r->pick(['4', '5']) . $r->digits(3) . ' **** **** '])
            . $r->digits(4);
    }

    /** A reference like 'INV-2025-04817'. */
    public function ref(string $prefix, int $n, string $sep = ''): string
    {
        return $prefix . $sep . $this->r->digits($n);
    }

    /** A national insurance / social security number, tagged as the country's forms use it. */
    public function nationalNo(Person $p): array
    {
        $r = $this->r;
        switch ($this->lang) {
            case 'en':
                return ['SSN', $r->letters(2, 'ABCEGHJKLMNPRSTWXYZ') . ' ' . $r->digits(2) . ' ' . $r->digits(2) . ' '
                    . $r->digits(2) . ' ' . $r->pick(['A', 'B', 'C', 'D'])];
            case 'es':
                $prov = sprintf('%02d', $r->int(1, 52));
                $num = $r->digits(8);
                return ['SSN', "$prov/$num/" . sprintf('%02d', mod97($prov . $num))];
            case 'fr':
                $body = ($p->fem ? '2' : '1') . sprintf('%02d', $r->int(50, 99)) . sprintf('%02d', $r->int(1, 12))
                    . sprintf('%02d', $r->int(1, 95)) . $r->digits(3) . $r->digits(3);
                $key = sprintf('%02d', 97 - mod97($body));
                return ['SSN', substr($body, 0, 1) . ' ' . substr($body, 1, 2) . ' ' . substr($body, 3, 2) . ' '
                    . substr($body, 5, 2) . ' ' . substr($body, 7, 3) . ' ' . substr($body, 10, 3) . ' ' . $key];
            case 'de':
                return ['SSN', sv_nummer($r, $p)];
            case 'it':
                return ['SSN', codice_fiscale($r, $p)];
            case 'pt':
                return ['ID', nif($r, $r->pick(['1', '2']))];
            default:
                return ['SSN', snils($r)];
        }
    }

    /** A tax number of a person (the country's own), tag ID. */
    public function taxNo(Person $p): string
    {
        $r = $this->r;
        return match ($this->lang) {
            'en' => $r->digits(5) . ' ' . $r->digits(5),          // UTR
            'es' => dni($r),
            'fr' => $r->int(0, 3) . $r->digits(1) . ' ' . $r->digits(2) . ' ' . $r->digits(3) . ' ' . $r->digits(3) . ' ' . $r->digits(3),
            'de' => steuer_id($r),
            'it' => codice_fiscale($r, $p),
            'pt' => nif($r, $r->pick(['1', '2'])),
            default => inn12($r),
        };
    }

    /** A licence plate in the country's current format. */
    public function plate(): string
    {
        $r = $this->r;
        return match ($this->lang) {
            'en' => $r->letters(2, 'ABDEFGHKLMNOPRSVWY') . $r->digits(2) . ' ' . $r->letters(3, 'ABCDEFGHJKLMNOPRSTUVWXYZ'),
            'es' => $r->digits(4) . ' ' . $r->letters(3, 'BCDFGHJKLMNPRSTVWXYZ'),
            'fr' => $r->letters(2) . '-' . $r->digits(3) . '-' . $r->letters(2),
            'de' => $r->pick(['B', 'HH', 'M', 'K', 'L', 'DD', 'HB', 'N']) . '-' . $r->letters(2, 'ABCDEFGHKLMNPRSTUVWXYZ') . ' ' . $r->int(1, 9999),
            'it' => $r->letters(2) . ' ' . $r->digits(3) . ' ' . $r->letters(2),
            'pt' => $r->letters(2) . '-' . $r->digits(2) . '-' . $r->letters(2),
            default => $r->letters(1, 'АВЕКМНОРСТУХ') . $r->digits(3) . $r->letters(2, 'АВЕКМНОРСТУХ') . ' ' . $r->pick(['77', '99', '197', '16', '66', '54']),
        };
    }

    /** A passport number in the country's format. */
    public function passport(): string
    {
        $r = $this->r;
        return match ($this->lang) {
            'en' => $r->digits(9),
            'es' => $r->letters(3) . $r->digits(6),
            'fr' => $r->digits(2) . $r->letters(2) . $r->digits(5),
            'de' => $r->letters(1, 'CFGHJK') . $r->letters(8, 'CFGHJKLMNPRTVWXYZ0123456789'),
            'it' => $r->letters(2) . $r->digits(7),
            'pt' => $r->letters(1, 'CPN') . $r->digits(6),
            default => $r->digits(2) . ' ' . $r->digits(2) . ' ' . $r->digits(6),
        };
    }
}

function mod97(string $s): int
{
    $m = 0;
    foreach (str_split($s) as $c) {
        $v = ctype_digit($c) ? $c : (string) (ord($c) - 55);
        foreach (str_split($v) as $d) {
            $m = ($m * 10 + (int) $d) % 97;
        }
    }
    return $m;
}

function dni(Rng $r): string
{
    $n = $r->int(10000000, 79999999);
    return $n . 'TRWAGMYFPDXBNJZSQVHLCKE'[$n % 23];
}

function nif(Rng $r, string $first): string
{
    $d = $first . $r->digits(7);
    $s = 0;
    for ($i = 0; $i < 8; $i++) {
        $s += (int) $d[$i] * (9 - $i);
    }
    $c = 11 - $s % 11;
    return $d . ($c >= 10 ? '0' : (string) $c);
}

function snils(Rng $r): string
{
    $d = $r->digits(9);
    $s = 0;
    for ($i = 0; $i < 9; $i++) {
        $s += (int) $d[$i] * (9 - $i);
    }
    $c = $s < 100 ? $s : ($s % 101 === 100 ? 0 : $s % 101);
    if ($s === 100 || $s === 101) {
        $c = 0;
    }
    return substr($d, 0, 3) . '-' . substr($d, 3, 3) . '-' . substr($d, 6, 3) . ' ' . sprintf('%02d', $c);
}

function inn12(Rng $r): string
{
    $d = array_map('intval', str_split($r->int(1, 9) . $r->digits(9)));
    $w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
    $c1 = array_sum(array_map(fn($a, $b) => $a * $b, $d, $w1)) % 11 % 10;
    $d[] = $c1;
    $w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
    $c2 = array_sum(array_map(fn($a, $b) => $a * $b, $d, $w2)) % 11 % 10;
    $d[] = $c2;
    return implode('', $d);
}

/** German tax identification number (11 digits, ISO 7064 MOD 11,10 check digit). */
function steuer_id(Rng $r): string
{
    $digits = range(0, 9);
    for ($i = 9; $i > 0; $i--) {
        $j = $r->int(0, $i);
        [$digits[$i], $digits[$j]] = [$digits[$j], $digits[$i]];
    }
    if ($digits[0] === 0) {
        [$digits[0], $digits[1]] = [$digits[1], $digits[0]];
    }
    $digits[9] = $digits[$r->int(1, 8)];    // one digit twice
    $p = 10;
    foreach ($digits as $d) {
        $s = ($d + $p) % 10;
        $p = (($s === 0 ? 10 : $s) * 2) % 11;
    }
    $c = 11 - $p;
    $id = implode('', $digits) . ($c === 10 ? '0' : (string) $c);
    return substr($id, 0, 2) . ' ' . substr($id, 2, 3) . ' ' . substr($id, 5, 3) . ' ' . substr($id, 8, 3);
}

/** German social insurance number: area, birth date, initial, serial, check digit. */
function sv_nummer(Rng $r, Person $p): string
{
    $area = $r->pick(['12', '15', '24', '38', '53', '65']);
    $birth = sprintf('%02d%02d%02d', $r->int(1, 28), $r->int(1, 12), $r->int(50, 99));
    $init = strtoupper(substr(latin($p->last), 0, 1));
    $serial = sprintf('%02d', $p->fem ? $r->int(50, 99) : $r->int(0, 49));
    $digits = $area . $birth . sprintf('%02d', ord($init) - 64) . $serial;
    $w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];
    $s = 0;
    foreach (str_split($digits) as $i => $d) {
        $x = (int) $d * $w[$i];
        $s += intdiv($x, 10) + $x % 10;
    }
    return "$area $birth $init$serial" . ($s % 10);
}

/** Italian codice fiscale built from the person's names with its check letter. */
function codice_fiscale(Rng $r, Person $p): string
{
    $part = function (string $s, bool $given): string {
        $s = strtoupper(latin($s));
        $cons = preg_replace('/[AEIOU0-9]/', '', $s);
        $voc = preg_replace('/[^AEIOU]/', '', $s);
        if ($given && strlen($cons) >= 4) {
            return $cons[0] . $cons[2] . $cons[3];
        }
        return substr(str_pad($cons . $voc, 3, 'X'), 0, 3);
    };
    $day = $r->int(1, 28) + ($p->fem ? 40 : 0);
    $code = $part($p->last, false) . $part($p->given, true) . sprintf('%02d', $r->int(50, 99))
        . 'ABCDEHLMPRST'[$r->int(0, 11)] . sprintf('%02d', $day)
        . $r->pick(['F205', 'L219', 'A944', 'D612', 'F839', 'H501', 'D969', 'A662', 'G273', 'L781']);
    $odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
    $s = 0;
    foreach (str_split($code) as $i => $c) {
        $v = ctype_digit($c) ? (int) $c : ord($c) - 65;
        $s += $i % 2 === 0 ? $odd[$v] : $v;
    }
    return $code . chr(65 + $s % 26);
}

/** Page x of y in a language. */
function page_of(string $lang, string $n, string $t): string
{
    return match ($lang) {
        'en' => "Page $n of $t", 'es', 'pt' => "Página $n de $t", 'fr' => "Page $n sur $t",
        'de' => "Seite $n von $t", 'it' => "Pagina $n di $t", default => "Страница $n из $t",
    };
}

/** A document's truth, kept outside the TCPDF object (Close() frees every TCPDF property). */
class Truth
{
    /** Every printed occurrence of a personal value: [tag, text]. */
    public array $marks = [];
    public string $font = '';
    public int $pages = 0;
}

/** One TCPDF document being drawn, with its truth. */
class Doc extends TCPDF
{
    public Rng $r;
    public Values $v;
    public string $font;
    public Truth $truth;
    /** The running header: [left text parts, right text parts]; each part [tag|null, text]. */
    public array $head = [[], []];
    /** The running footer's parts ([tag|null, text]); the page number is added after them. */
    public array $foot = [];
    public array $accent = [31, 95, 168];

    public function __construct(public string $name, public string $kind, public string $lang, public string $part)
    {
        parent::__construct('P', 'mm', 'A4', true, 'UTF-8', false);
        $this->truth = new Truth();
        $this->r = new Rng(crc32($name));
        // TCPDF's QR encoder drops random masks with rand(): seed it so QR codes regenerate the same.
        mt_srand(crc32($name));
        $this->v = new Values($this->r, $lang, $part);
        // Western documents mostly in the core fonts (Latin-1, not embedded), some in DejaVu;
        // Russian ones in embedded DejaVu subsets.
        $this->font = $lang === 'ru'
            ? $this->r->pick(['dejavusans', 'dejavuserif', 'dejavusanscondensed'])
            : $this->r->pick(['helvetica', 'helvetica', 'times', 'dejavusans', 'helvetica', 'courier']);
        $this->truth->font = $this->font;
        $this->accent = $this->r->pick([[31, 95, 168], [46, 125, 50], [142, 36, 57], [91, 63, 158], [0, 105, 92], [55, 71, 79]]);
        $this->file_id = md5('doc13/' . $name);
        $this->setDocCreationTimestamp(1748779200);       // 2025-06-01 12:00 UTC, fixed
        $this->setDocModificationTimestamp(1748779200);
        $this->SetCreator(PDF_CREATOR);
        $this->SetAuthor('');
        $this->SetMargins(15, 28, 15);
        $this->SetHeaderMargin(8);
        $this->SetFooterMargin(14);
        $this->SetAutoPageBreak(true, 22);
        $this->setCellPaddings(1, 0.6, 1, 0.6);
    }

    /** Records a printed value and returns its text. */
    public function m(string $tag, string $value): string
    {
        $this->truth->marks[] = [$tag, $value];
        return $value;
    }

    /** Records and escapes a value for writeHTML. */
    public function h(string $tag, string $value): string
    {
        return htmlspecialchars($this->m($tag, $value), ENT_NOQUOTES);
    }

    /** Records a two-line address as one value; returns it for MultiCell ("street\ntown"). */
    public function addr(array $a): string
    {
        return $this->m('ADDRESS', $a[0] . "\n" . $a[1]);
    }

    public function f(string $style = '', float $size = 9): void
    {
        $this->SetFont($this->font, $style, $size);
    }

    /** The text of running parts (recorded once per page by `runningMarks`, not here: TCPDF
     *  may open a page, draw its header, and delete the page again when it stays empty). */
    private function parts(array $parts): string
    {
        return implode('', array_map(fn($p) => $p[1], $parts));
    }

    /** The marks the running header and footer print on every page. */
    public function runningMarks(): array
    {
        [$left, $right] = $this->head;
        $all = array_merge($left, $this->foot, ...$right);
        return array_values(array_map(fn($p) => [$p[0], $p[1]], array_filter($all, fn($p) => $p[0] !== null)));
    }

    public function Header(): void
    {
        [$left, $right] = $this->head;
        $this->SetTextColor(...$this->accent);
        $this->SetFont($this->font, 'B', 13);
        $this->SetXY(15, 9);
        $this->Cell(95, 7, $this->parts($left), 0, 0, 'L', false, '', 1);
        $this->SetTextColor(80, 80, 80);
        $this->SetFont($this->font, '', 8);
        $y = 9;
        foreach ($right as $line) {
            $this->SetXY(110, $y);
            $this->Cell(85, 4, $this->parts($line), 0, 0, 'R', false, '', 1);
            $y += 4;
        }
        $this->SetDrawColor(...$this->accent);
        $this->Line(15, 23, 195, 23);
        $this->SetTextColor(0, 0, 0);
    }

    public function Footer(): void
    {
        $this->SetY(-16);
        $this->SetDrawColor(180, 180, 180);
        $this->Line(15, $this->GetY(), 195, $this->GetY());
        $this->SetFont($this->font, '', 7);
        $this->SetTextColor(90, 90, 90);
        $this->Cell(140, 5, $this->parts($this->foot), 0, 0, 'L', false, '', 1);
        $this->Cell(40, 5, page_of($this->lang, $this->getAliasNumPage(), $this->getAliasNbPages()), 0, 0, 'R');
        $this->SetTextColor(0, 0, 0);
    }

    /** A label cell and a value cell in a bordered grid; `stretch` fits the value to the cell
     *  (1, 2: horizontal scaling; 4: character spacing), as TCPDF forms do. */
    public function pair(string $label, float $lw, string $value, float $vw, int $stretch = 0, int $ln = 0): void
    {
        $this->SetFillColor(242, 242, 242);
        $this->f('B', 7.5);
        $this->Cell($lw, 6, $label, 1, 0, 'L', true, '', 1);
        $this->f('', 9);
        $this->Cell($vw, 6, $value, 1, $ln, 'L', false, '', $stretch);
    }

    /** A section heading bar. */
    public function bar(string $text): void
    {
        $this->Ln(2);
        $this->SetFillColor(...$this->accent);
        $this->SetTextColor(255, 255, 255);
        $this->f('B', 9.5);
        $this->Cell(0, 6, $text, 0, 1, 'L', true);
        $this->SetTextColor(0, 0, 0);
        $this->Ln(1);
    }
}
