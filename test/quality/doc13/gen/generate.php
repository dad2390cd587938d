<?php
// Writes doc13: draws each document with TCPDF 6.6.2 (Debian's php-tcpdf) and writes
// pdf/<name>.pdf and truth/<part>.json (every printed occurrence of every value).
//
// Usage: php test/quality/doc13/gen/generate.php dev13 [held13] [--out DIR]
// Needs php-cli (with intl) and php-tcpdf. TCPDF's time stamps (/CreationDate, /ModDate, XMP)
// and file identifier are fixed per document, so a regeneration gives the same bytes.
require_once __DIR__ . '/kit.php';

const PARTS = ['dev13', 'held13'];

$argv_ = array_slice($argv, 1);
$out = dirname(__DIR__);
$i = array_search('--out', $argv_, true);
if ($i !== false) {
    $out = $argv_[$i + 1];
}
$parts = array_values(array_filter($argv_, fn($a) => in_array($a, PARTS, true)));
if (!$parts) {
    fwrite(STDERR, "usage: generate.php dev13 [held13] [--out DIR]\n");
    exit(2);
}
@mkdir("$out/pdf", 0777, true);
@mkdir("$out/truth", 0777, true);
foreach ($parts as $part) {
    require_once __DIR__ . "/$part.php";
    $truth = [];
    $pages = 0;
    foreach (("documents_$part")($part) as [$name, $kind, $lang, $draw]) {
        $d = new Doc($name, $kind, $lang, $part);
        $draw($d);
        // Output() draws the last page's footer, then frees the TCPDF object.
        $t = $d->truth;
        // The running header and footer print their values on every page of the final document.
        $t->pages = $d->getNumPages();
        $running = $d->runningMarks();
        for ($pg = 0; $pg < $t->pages; $pg++) {
            array_push($t->marks, ...$running);
        }
        $d->Output("$out/pdf/$name.pdf", 'F');
        $entry = ['name' => $name, 'kind' => $kind, 'lang' => $lang, 'font' => $t->font,
                  'pages' => $t->pages, 'marks' => $t->marks];
        $truth[] = $entry;
        $pages += $entry['pages'];
    }
    $json = json_encode($truth, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
    // One document per line keeps diffs readable.
    $json = str_replace('},{"name"', "},\n{\"name\"", $json);
    file_put_contents("$out/truth/$part.json", $json . "\n");
    echo "$part: " . count($truth) . " documents, $pages pages\n";
}
