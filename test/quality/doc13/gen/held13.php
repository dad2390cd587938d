<?php
// held13 (never tuned on): motor insurance policy schedules, medical laboratory reports, tenancy
// deposit protection certificates, utility meter-reading letters, HR-portal leave approvals;
// seven languages, drawn with TCPDF. Nobody tuning the detector reads this file.

/** A firm of one of held13's roles, named after the part's surnames and towns. */
function held_org(Doc $d, string $role): string
{
    $s = $d->v->surname();
    $t = $d->v->town();
    $pools = [
        'insurer' => ['en' => ["$s Mutual Insurance", "$t General Insurance plc"], 'es' => ["Seguros $s S.A.", "Mutua de $t"],
                      'fr' => ["Assurances $s", "Mutuelle de $t"], 'de' => ["$s Versicherung AG", "$t Versicherungsverein a.G."],
                      'it' => ["Assicurazioni $s S.p.A.", "Mutua di $t"], 'pt' => ["Seguros $s, S.A.", "Mútua de $t"],
                      'ru' => ["СК «$s Страхование»", "АО «Страховой дом {$t}»"]],
        'lab' => ['en' => ["$s Pathology Ltd", "$t Diagnostic Laboratory"], 'es' => ["Laboratorio $s", "Análisis Clínicos $t S.L."],
                  'fr' => ["Laboratoire $s", "Biologie médicale de $t SELAS"], 'de' => ["Labor Dr. $s MVZ GmbH", "Laborpraxis $t"],
                  'it' => ["Laboratorio Analisi $s S.r.l.", "Centro Diagnostico di $t"], 'pt' => ["Laboratório $s, Lda.", "Clínica de Análises de $t"],
                  'ru' => ["ООО «Лаборатория {$s}»", "Диагностический центр «{$t}»"]],
        'agent' => ['en' => ["$s Lettings Ltd", "$t Property Management"], 'es' => ["Inmobiliaria $s S.L.", "Gestión de Alquileres $t"],
                    'fr' => ["Agence $s Immobilier", "Gestion locative de $t SARL"], 'de' => ["Hausverwaltung $s GmbH", "Immobilien $t KG"],
                    'it' => ["Agenzia Immobiliare $s", "Gestioni Immobiliari $t S.r.l."], 'pt' => ["Imobiliária $s, Lda.", "Gestão de Arrendamentos $t"],
                    'ru' => ["Агентство недвижимости «{$s}»", "ООО «Управляющая компания {$t}»"]],
        'utility' => ['en' => ["$t Water plc", "$s Energy Ltd"], 'es' => ["Aguas de $t S.A.", "Energía $s S.L."],
                      'fr' => ["Eaux de $t", "Énergie $s SAS"], 'de' => ["Energieversorgung $t GmbH", "$s Energie AG"],
                      'it' => ["Acquedotto di $t S.p.A.", "$s Energia S.r.l."], 'pt' => ["Águas de $t, S.A.", "$s Energia, Lda."],
                      'ru' => ["АО «Водоканал {$t}»", "ООО «$s Энергосбыт»"]],
        'employer' => ['en' => ["$s Retail Group plc", "$t Hospital Trust"], 'es' => ["Grupo $s S.A.", "Hospital de $t"],
                       'fr' => ["Groupe $s SA", "Centre hospitalier de $t"], 'de' => ["$s Handelsgesellschaft mbH", "Klinikum $t gGmbH"],
                       'it' => ["Gruppo $s S.p.A.", "Azienda Ospedaliera di $t"], 'pt' => ["Grupo $s, SGPS", "Hospital de $t, E.P.E."],
                       'ru' => ["ООО «Группа {$s}»", "ГБУЗ «Больница г. {$t}»"]],
    ];
    return $d->r->pick($pools[$role][$d->lang]);
}

// ---------------------------------------------------------------------------------------------
const POL = [
    'en' => ['t' => 'Motor insurance schedule', 'no' => 'Policy number', 'ph' => 'Policyholder', 'dob' => 'Date of birth', 'veh' => 'Vehicle', 'reg' => 'Registration',
             'cover' => 'Cover', 'covers' => ['Comprehensive', 'Third party, fire and theft'], 'from' => 'Period of insurance', 'drv' => 'Named drivers', 'dh' => ['Driver', 'Date of birth', 'Licence no.', 'Relationship'],
             'rel' => ['Policyholder', 'Spouse', 'Son', 'Daughter'], 'prem' => 'Annual premium', 'ipt' => 'incl. Insurance Premium Tax', 'pay' => 'Paid by direct debit from %s.', 'excess' => 'Compulsory excess', 'broker' => 'Your adviser'],
    'es' => ['t' => 'Condiciones particulares — Seguro de automóvil', 'no' => 'N.º de póliza', 'ph' => 'Tomador', 'dob' => 'Fecha de nacimiento', 'veh' => 'Vehículo', 'reg' => 'Matrícula',
             'cover' => 'Modalidad', 'covers' => ['Todo riesgo', 'Terceros ampliado'], 'from' => 'Vigencia', 'drv' => 'Conductores declarados', 'dh' => ['Conductor', 'Fecha de nacimiento', 'N.º de permiso', 'Relación'],
             'rel' => ['Tomador', 'Cónyuge', 'Hijo', 'Hija'], 'prem' => 'Prima anual', 'ipt' => 'impuestos incluidos', 'pay' => 'Domiciliado en la cuenta %s.', 'excess' => 'Franquicia', 'broker' => 'Su mediador'],
    'fr' => ['t' => 'Conditions particulières — Assurance automobile', 'no' => 'N° de contrat', 'ph' => 'Souscripteur', 'dob' => 'Né(e) le', 'veh' => 'Véhicule', 'reg' => 'Immatriculation',
             'cover' => 'Formule', 'covers' => ['Tous risques', 'Tiers plus'], 'from' => 'Période de garantie', 'drv' => 'Conducteurs désignés', 'dh' => ['Conducteur', 'Date de naissance', 'N° de permis', 'Lien'],
             'rel' => ['Souscripteur', 'Conjoint', 'Fils', 'Fille'], 'prem' => 'Cotisation annuelle', 'ipt' => 'taxes comprises', 'pay' => 'Prélevée sur le compte %s.', 'excess' => 'Franchise', 'broker' => 'Votre conseiller'],
    'de' => ['t' => 'Versicherungsschein Kfz-Versicherung', 'no' => 'Versicherungsschein-Nr.', 'ph' => 'Versicherungsnehmer/in', 'dob' => 'Geburtsdatum', 'veh' => 'Fahrzeug', 'reg' => 'Kennzeichen',
             'cover' => 'Deckung', 'covers' => ['Vollkasko', 'Teilkasko'], 'from' => 'Vertragslaufzeit', 'drv' => 'Berechtigte Fahrer', 'dh' => ['Fahrer/in', 'Geburtsdatum', 'Führerschein-Nr.', 'Beziehung'],
             'rel' => ['Versicherungsnehmer/in', 'Ehepartner/in', 'Sohn', 'Tochter'], 'prem' => 'Jahresbeitrag', 'ipt' => 'inkl. Versicherungsteuer', 'pay' => 'Abbuchung per SEPA-Lastschrift von %s.', 'excess' => 'Selbstbeteiligung', 'broker' => 'Ihr Berater'],
    'it' => ['t' => 'Scheda di polizza RC Auto', 'no' => 'Polizza n.', 'ph' => 'Contraente', 'dob' => 'Data di nascita', 'veh' => 'Veicolo', 'reg' => 'Targa',
             'cover' => 'Garanzie', 'covers' => ['RC + Kasko', 'RC + Furto e Incendio'], 'from' => 'Periodo di copertura', 'drv' => 'Conducenti abituali', 'dh' => ['Conducente', 'Data di nascita', 'Patente n.', 'Rapporto'],
             'rel' => ['Contraente', 'Coniuge', 'Figlio', 'Figlia'], 'prem' => 'Premio annuo', 'ipt' => 'imposte incluse', 'pay' => 'Addebito SDD sul conto %s.', 'excess' => 'Franchigia', 'broker' => 'Il suo agente'],
    'pt' => ['t' => 'Condições particulares — Seguro automóvel', 'no' => 'Apólice n.º', 'ph' => 'Tomador do seguro', 'dob' => 'Data de nascimento', 'veh' => 'Veículo', 'reg' => 'Matrícula',
             'cover' => 'Coberturas', 'covers' => ['Danos próprios', 'Responsabilidade civil'], 'from' => 'Período', 'drv' => 'Condutores', 'dh' => ['Condutor', 'Data de nascimento', 'Carta n.º', 'Relação'],
             'rel' => ['Tomador', 'Cônjuge', 'Filho', 'Filha'], 'prem' => 'Prémio anual', 'ipt' => 'encargos incluídos', 'pay' => 'Débito direto na conta %s.', 'excess' => 'Franquia', 'broker' => 'O seu mediador'],
    'ru' => ['t' => 'Полис ОСАГО / КАСКО', 'no' => 'Полис №', 'ph' => 'Страхователь', 'dob' => 'Дата рождения', 'veh' => 'Автомобиль', 'reg' => 'Госномер',
             'cover' => 'Программа', 'covers' => ['КАСКО полное', 'ОСАГО'], 'from' => 'Срок страхования', 'drv' => 'Допущенные водители', 'dh' => ['Водитель', 'Дата рождения', 'ВУ №', 'Степень родства'],
             'rel' => ['Страхователь', 'Супруг(а)', 'Сын', 'Дочь'], 'prem' => 'Страховая премия', 'ipt' => 'за год', 'pay' => 'Списание со счёта %s.', 'excess' => 'Франшиза', 'broker' => 'Ваш агент'],
];

function licence_no(Doc $d, Person $p): string
{
    $r = $d->r;
    return match ($d->lang) {
        'en' => strtoupper(substr(str_pad(latin($p->last), 5, '9'), 0, 5)) . $r->digits(6) . strtoupper(substr(latin($p->given), 0, 1)) . '9' . $r->letters(2) . $r->digits(2),
        'es' => dni($r),
        'fr' => $r->digits(12),
        'de' => $r->letters(1, 'BFJ') . $r->digits(3) . $r->letters(6, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789') . $r->digits(1),
        'it' => $r->letters(2) . $r->digits(7) . $r->letters(1),
        'pt' => $r->letters(1, 'LPCF') . '-' . $r->digits(6) . ' ' . $r->digits(1),
        default => $r->digits(2) . ' ' . $r->digits(2) . ' ' . $r->digits(6),
    };
}

function policy(Doc $d): void
{
    $t = POL[$d->lang];
    $v = $d->v;
    $r = $d->r;
    $ins = held_org($d, 'insurer');
    $p = $v->person();
    $no = $r->pick(['MTR/', 'AU-', 'P', '']) . $r->digits(8) . ($r->chance(0.4) ? '/' . $r->int(1, 9) : '');
    $d->SetTitle($t['t']);
    $d->head = [[['ORGANIZATION', $ins]], [[[null, $t['no'] . ' '], ['ID', $no]], [[null, $t['ph'] . ': '], ['PERSON_NAME', $p->full()]]]];
    $d->foot = [['ORGANIZATION', $ins], [null, ' · '], ['ADDRESS', $v->oneLine($v->address())], [null, ' · '], ['PHONE', $v->phone(false)]];
    $d->AddPage();
    $d->f('', 10);
    $a = $v->address();
    $d->MultiCell(90, 5, $d->m('PERSON_NAME', $p->full()) . "\n" . $d->addr($a), 0, 'L', false, 1, 15, 32);
    $d->SetXY(120, 32);
    $d->Cell(75, 5, $d->m('DATE', $v->date('word')), 0, 1, 'R');
    $d->SetY(56);
    $d->f('B', 13);
    $d->Cell(0, 7, $t['t'], 0, 1);
    $y = $r->int(2024, 2026);
    $mo = $r->int(1, 12);
    $dd = $r->int(1, 28);
    $plate = $v->plate();
    $grid = [[$t['no'], $d->m('ID', $no), 1], [$t['ph'], $d->m('PERSON_NAME', $p->caps()), 4], [$t['dob'], $d->m('DATE', $v->dob()), 0],
             [$t['reg'], $d->m('LICENSE_PLATE', $plate), 4], [$t['veh'], $r->pick(MAKES_H), 0], [$t['cover'], $r->pick($t['covers']), 0],
             [$t['from'], $d->m('DATE', $v->date('num', $y, $mo, $dd)) . ' – ' . $d->m('DATE', $v->date('num', $y + 1, $mo, $dd)), 1],
             [$t['excess'], $d->m('MONEY_AMOUNT', $v->money($r->pick([150, 250, 300, 500]))), 0]];
    foreach (array_chunk($grid, 2) as [$x, $z]) {
        $d->pair($x[0], 32, $x[1], 58, $x[2]);
        $d->pair($z[0], 32, $z[1], 58, $z[2], 1);
    }
    $d->bar($t['drv']);
    $w = [62, 35, 48, 35];
    $d->f('B', 8);
    foreach ($t['dh'] as $i => $h) {
        $d->Cell($w[$i], 6, $h, 'B', $i === 3 ? 1 : 0);
    }
    $d->f('', 9);
    $drivers = [[$p, $t['rel'][0]]];
    for ($k = $r->int(0, 2); $k > 0; $k--) {
        $q = $v->person();
        $drivers[] = [$q, $r->pick(array_slice($t['rel'], 1))];
    }
    foreach ($drivers as [$q, $rel]) {
        $d->Cell($w[0], 6, $d->m('PERSON_NAME', $q->full()), 0, 0, 'L', false, '', 1);
        $d->Cell($w[1], 6, $d->m('DATE', $v->dob()));
        $d->Cell($w[2], 6, $d->m('ID', licence_no($d, $q)), 0, 0, 'L', false, '', 1);
        $d->Cell($w[3], 6, $rel, 0, 1);
    }
    $d->Ln(3);
    $prem = $r->int(28000, 190000) / 100;
    $d->f('B', 11);
    $d->Cell(120, 7, $t['prem'] . ' (' . $t['ipt'] . ')', 'T', 0);
    $d->Cell(60, 7, $d->m('MONEY_AMOUNT', $v->money($prem)), 'T', 1, 'R');
    $d->f('', 9);
    $d->MultiCell(0, 5, sprintf($t['pay'], $d->m('ACCOUNT', $v->iban())), 0, 'L');
    $d->Ln(4);
    $agent = $v->person();
    $d->MultiCell(0, 5, $t['broker'] . ': ' . $d->m('PERSON_NAME', $agent->full()) . ' · ' . $d->m('PHONE', $v->phone(true)) . ' · '
        . $d->m('EMAIL', latin($agent->given) . '.' . latin($agent->last) . '@' . $v->domain($ins)), 0, 'L');
}
const MAKES_H = ['Opel Astra', 'Citroën C3', 'Hyundai i30', 'Nissan Qashqai', 'Dacia Sandero', 'Mazda 3', 'Volvo V60', 'Škoda Fabia'];

// ---------------------------------------------------------------------------------------------
const LAB = [
    'en' => ['t' => 'Laboratory report', 'pt' => 'Patient', 'dob' => 'DOB', 'age' => 'Age', 'sex' => ['Female', 'Male'], 'lab' => 'Lab no.', 'req' => 'Requested by', 'coll' => 'Collected',
             'rep' => 'Reported', 'head' => ['Test', 'Result', 'Units', 'Reference range'], 'groups' => ['Full blood count', 'Renal function', 'Lipids'], 'years' => '%d years',
             'val' => 'Validated by', 'flag' => 'Results outside the reference range are marked *.', 'nhs' => 'NHS number'],
    'es' => ['t' => 'Informe de laboratorio', 'pt' => 'Paciente', 'dob' => 'F. nacimiento', 'age' => 'Edad', 'sex' => ['Mujer', 'Hombre'], 'lab' => 'N.º de muestra', 'req' => 'Solicitante', 'coll' => 'Extracción',
             'rep' => 'Informe', 'head' => ['Prueba', 'Resultado', 'Unidades', 'Valores de referencia'], 'groups' => ['Hemograma', 'Función renal', 'Perfil lipídico'], 'years' => '%d años',
             'val' => 'Validado por', 'flag' => 'Los resultados fuera de rango se marcan con *.', 'nhs' => 'CIP / TSI'],
    'fr' => ['t' => 'Compte rendu d’analyses', 'pt' => 'Patient(e)', 'dob' => 'Né(e) le', 'age' => 'Âge', 'sex' => ['Femme', 'Homme'], 'lab' => 'N° de dossier', 'req' => 'Prescripteur', 'coll' => 'Prélevé le',
             'rep' => 'Édité le', 'head' => ['Analyse', 'Résultat', 'Unités', 'Valeurs de référence'], 'groups' => ['Hémogramme', 'Fonction rénale', 'Bilan lipidique'], 'years' => '%d ans',
             'val' => 'Validé par', 'flag' => 'Les résultats hors normes sont signalés par *.', 'nhs' => 'N° de sécurité sociale'],
    'de' => ['t' => 'Laborbefund', 'pt' => 'Patient/in', 'dob' => 'Geb.-Datum', 'age' => 'Alter', 'sex' => ['weiblich', 'männlich'], 'lab' => 'Auftrags-Nr.', 'req' => 'Einsender', 'coll' => 'Entnahme',
             'rep' => 'Befund vom', 'head' => ['Untersuchung', 'Ergebnis', 'Einheit', 'Referenzbereich'], 'groups' => ['Blutbild', 'Nierenwerte', 'Fettstoffwechsel'], 'years' => '%d Jahre',
             'val' => 'Medizinisch validiert', 'flag' => 'Werte außerhalb des Referenzbereichs sind mit * markiert.', 'nhs' => 'Versichertennummer'],
    'it' => ['t' => 'Referto di laboratorio', 'pt' => 'Paziente', 'dob' => 'Nato/a il', 'age' => 'Età', 'sex' => ['F', 'M'], 'lab' => 'N. accettazione', 'req' => 'Medico richiedente', 'coll' => 'Prelievo',
             'rep' => 'Refertato il', 'head' => ['Esame', 'Risultato', 'Unità', 'Valori di riferimento'], 'groups' => ['Emocromo', 'Funzionalità renale', 'Assetto lipidico'], 'years' => '%d anni',
             'val' => 'Firmato digitalmente da', 'flag' => 'I valori fuori intervallo sono indicati con *.', 'nhs' => 'Codice fiscale'],
    'pt' => ['t' => 'Relatório de análises clínicas', 'pt' => 'Utente', 'dob' => 'Data de nasc.', 'age' => 'Idade', 'sex' => ['Feminino', 'Masculino'], 'lab' => 'N.º de requisição', 'req' => 'Médico requisitante', 'coll' => 'Colheita',
             'rep' => 'Emitido em', 'head' => ['Análise', 'Resultado', 'Unidades', 'Valores de referência'], 'groups' => ['Hemograma', 'Função renal', 'Perfil lipídico'], 'years' => '%d anos',
             'val' => 'Validado por', 'flag' => 'Os resultados fora do intervalo de referência estão assinalados com *.', 'nhs' => 'N.º de utente'],
    'ru' => ['t' => 'Результаты лабораторных исследований', 'pt' => 'Пациент', 'dob' => 'Дата рождения', 'age' => 'Возраст', 'sex' => ['жен.', 'муж.'], 'lab' => 'Заявка №', 'req' => 'Направивший врач', 'coll' => 'Взятие биоматериала',
             'rep' => 'Дата выдачи', 'head' => ['Показатель', 'Результат', 'Ед. изм.', 'Референсные значения'], 'groups' => ['Общий анализ крови', 'Функция почек', 'Липидный профиль'], 'years' => '%d лет',
             'val' => 'Врач КДЛ', 'flag' => 'Значения вне референсного интервала отмечены *.', 'nhs' => 'Полис ОМС'],
];
const TESTS = [
    [['Hb', 'g/L', '120–160'], ['WBC', '10^9/L', '4.0–10.0'], ['PLT', '10^9/L', '150–400']],
    [['Creatinine', 'µmol/L', '45–90'], ['Urea', 'mmol/L', '2.5–7.8'], ['eGFR', 'mL/min', '>60']],
    [['Cholesterol', 'mmol/L', '<5.0'], ['HDL', 'mmol/L', '>1.0'], ['LDL', 'mmol/L', '<3.0'], ['Triglycerides', 'mmol/L', '<1.7']],
];

function lab(Doc $d): void
{
    $t = LAB[$d->lang];
    $v = $d->v;
    $r = $d->r;
    $labOrg = held_org($d, 'lab');
    $p = $v->person();
    $labNo = $r->digits(2) . $r->letters(1) . $r->digits(6);
    $d->SetTitle($t['t']);
    $d->head = [[['ORGANIZATION', $labOrg]], [[[null, $t['lab'] . ' '], ['ID', $labNo]], [[null, $t['pt'] . ': '], ['PERSON_NAME', $p->caps()]]]];
    $d->foot = [['ORGANIZATION', $labOrg], [null, ' · '], ['ADDRESS', $v->oneLine($v->address())], [null, ' · '], ['PHONE', $v->phone(false)]];
    $d->AddPage();
    $d->f('B', 14);
    $d->Cell(0, 8, $t['t'], 0, 1);
    $byear = $r->int(1940, 2005);
    $age = 2025 - $byear;
    $doc = $v->person();
    $coll = $v->date('num', 2025);
    [$ntag, $nat] = $d->lang === 'en' ? ['ID', $r->digits(3) . ' ' . $r->digits(3) . ' ' . $r->digits(4)] : ($d->lang === 'ru' ? ['ID', $r->digits(16)] : ($d->lang === 'pt' ? ['ID', $r->digits(9)] : ($d->lang === 'es' ? ['ID', $r->letters(4) . $r->digits(12)] : $v->nationalNo($p))));
    // A patient box drawn with Text() at fixed positions, a sample barcode with its text.
    $y0 = $d->GetY() + 1;
    $d->SetDrawColor(150, 150, 150);
    $d->Rect(15, $y0, 180, 30);
    $rows = [[$t['pt'], $d->m('PERSON_NAME', $p->caps()), $t['lab'], $d->m('ID', $labNo)],
             [$t['dob'], $d->m('DATE', $v->dob()), $t['age'], $d->m('AGE', sprintf($t['years'], $age)) . ' · ' . $t['sex'][$p->fem ? 0 : 1]],
             [$t['nhs'], $d->m($ntag, $nat), $t['coll'], $d->m('DATE', $coll) . ' ' . sprintf('%02d:%02d', $r->int(7, 11), $r->int(0, 59))],
             [$t['req'], 'Dr. ' . $d->m('PERSON_NAME', $doc->full()), $t['rep'], $d->m('DATE', $v->date('num', 2025))]];
    foreach ($rows as $k => [$l1, $v1, $l2, $v2]) {
        $yy = $y0 + 2 + $k * 7;
        $d->f('', 7);
        $d->Text(17, $yy, $l1);
        $d->Text(107, $yy, $l2);
        $d->f('B', 9);
        $d->Text(45, $yy - 0.5, $v1);
        $d->Text(137, $yy - 0.5, $v2);
    }
    $d->SetY($y0 + 32);
    $style = ['position' => 'R', 'border' => false, 'text' => true, 'font' => 'helvetica', 'fontsize' => 7, 'fgcolor' => [0, 0, 0], 'stretchtext' => 4];
    $d->write1DBarcode($d->m('ID', $labNo), 'C39', '', '', 70, 14, 0.3, $style, 'N');
    // Results: writeHTML with a group heading spanning the row (colspan) and a method note in
    // a cell spanning the group's rows (rowspan).
    $html = '<table cellpadding="3" border="1"><tr style="background-color:#e0e0e0;font-weight:bold;"><td width="34%">' . $t['head'][0] . '</td><td width="16%" align="right">'
        . $t['head'][1] . '</td><td width="16%">' . $t['head'][2] . '</td><td width="22%">' . $t['head'][3] . '</td><td width="12%">&nbsp;</td></tr>';
    foreach (TESTS as $g => $tests) {
        $html .= '<tr><td colspan="5" style="font-weight:bold;">' . $t['groups'][$g] . '</td></tr>';
        foreach ($tests as $i => [$name, $unit, $range]) {
            $val = $r->int(10, 990) / 10;
            $html .= '<tr><td>' . $name . '</td><td align="right">' . number_format($val, 1, $d->lang === 'en' ? '.' : ',', '') . ($r->chance(0.2) ? ' *' : '')
                . '</td><td>' . htmlspecialchars($unit) . '</td><td>' . htmlspecialchars($range) . '</td>'
                . ($i === 0 ? '<td rowspan="' . count($tests) . '">' . $r->pick(['ICP', 'ENZ', 'FCM']) . '</td>' : '') . '</tr>';
        }
    }
    $html .= '</table>';
    $d->f('', 8.5);
    $d->writeHTML($html, true, false, true, false, '');
    $d->Ln(2);
    $d->f('I', 8);
    $d->Cell(0, 5, $t['flag'], 0, 1);
    $d->Ln(4);
    $d->f('', 9);
    $val = $v->person();
    $d->Cell(0, 5, $t['val'] . ': ' . $d->m('PERSON_NAME', $val->short()) . ', ' . $d->m('DATE', $v->date('num', 2025)), 0, 1);
}

// ---------------------------------------------------------------------------------------------
const DEP = [
    'en' => ['t' => 'Deposit Protection Certificate', 'no' => 'Certificate number', 'ten' => 'Tenant(s)', 'll' => 'Landlord', 'ag' => 'Letting agent', 'prop' => 'Property address',
             'amt' => 'Deposit protected', 'start' => 'Tenancy start date', 'rec' => 'Deposit received on', 'ret' => 'Repayment account', 'body' => 'This certifies that the deposit of %s paid by %s for the property named below is protected under the scheme from %s.',
             'sig' => 'Signed for the scheme', 'scheme' => 'Deposit Protection Service'],
    'es' => ['t' => 'Certificado de depósito de fianza', 'no' => 'N.º de certificado', 'ten' => 'Arrendatario/a', 'll' => 'Arrendador/a', 'ag' => 'Agente inmobiliario', 'prop' => 'Vivienda arrendada',
             'amt' => 'Importe de la fianza', 'start' => 'Inicio del contrato', 'rec' => 'Fecha de depósito', 'ret' => 'Cuenta de devolución', 'body' => 'Se certifica que la fianza de %s abonada por %s por el arrendamiento de la vivienda indicada ha sido depositada el %s.',
             'sig' => 'Por el organismo depositario', 'scheme' => 'Registro de Fianzas'],
    'fr' => ['t' => 'Attestation de dépôt de garantie', 'no' => 'N° d’attestation', 'ten' => 'Locataire(s)', 'll' => 'Bailleur', 'ag' => 'Mandataire', 'prop' => 'Logement loué',
             'amt' => 'Dépôt de garantie', 'start' => 'Prise d’effet du bail', 'rec' => 'Reçu le', 'ret' => 'Compte de restitution', 'body' => 'Nous attestons que le dépôt de garantie de %s versé par %s pour le logement ci-dessous a été encaissé le %s.',
             'sig' => 'Pour le mandataire', 'scheme' => 'Service des dépôts'],
    'de' => ['t' => 'Bescheinigung über die Mietkaution', 'no' => 'Bescheinigungs-Nr.', 'ten' => 'Mieter/in', 'll' => 'Vermieter/in', 'ag' => 'Hausverwaltung', 'prop' => 'Mietobjekt',
             'amt' => 'Kautionsbetrag', 'start' => 'Mietbeginn', 'rec' => 'Eingang der Kaution', 'ret' => 'Rückzahlungskonto', 'body' => 'Hiermit bestätigen wir, dass die Kaution von %s, gezahlt von %s für das unten genannte Mietobjekt, am %s insolvenzsicher angelegt wurde.',
             'sig' => 'Für die Hausverwaltung', 'scheme' => 'Kautionskonto'],
    'it' => ['t' => 'Attestazione di deposito cauzionale', 'no' => 'Attestazione n.', 'ten' => 'Conduttore', 'll' => 'Locatore', 'ag' => 'Agenzia', 'prop' => 'Immobile locato',
             'amt' => 'Deposito cauzionale', 'start' => 'Decorrenza del contratto', 'rec' => 'Versato il', 'ret' => 'Conto per la restituzione', 'body' => 'Si attesta che il deposito cauzionale di %s versato da %s per l’immobile indicato è stato ricevuto in data %s.',
             'sig' => 'Per l’agenzia', 'scheme' => 'Ufficio Locazioni'],
    'pt' => ['t' => 'Certificado de caução de arrendamento', 'no' => 'Certificado n.º', 'ten' => 'Arrendatário', 'll' => 'Senhorio', 'ag' => 'Mediadora', 'prop' => 'Imóvel arrendado',
             'amt' => 'Valor da caução', 'start' => 'Início do contrato', 'rec' => 'Recebida em', 'ret' => 'Conta para devolução', 'body' => 'Certifica-se que a caução de %s paga por %s relativa ao imóvel abaixo indicado foi recebida em %s.',
             'sig' => 'Pela mediadora', 'scheme' => 'Gestão de Cauções'],
    'ru' => ['t' => 'Справка о внесении обеспечительного платежа', 'no' => 'Справка №', 'ten' => 'Наниматель', 'll' => 'Наймодатель', 'ag' => 'Агентство', 'prop' => 'Адрес квартиры',
             'amt' => 'Обеспечительный платёж', 'start' => 'Начало найма', 'rec' => 'Дата внесения', 'ret' => 'Счёт для возврата', 'body' => 'Настоящим подтверждается, что обеспечительный платёж в размере %s внесён нанимателем %s по указанному ниже договору %s.',
             'sig' => 'От агентства', 'scheme' => 'Отдел расчётов'],
];

function deposit(Doc $d): void
{
    $t = DEP[$d->lang];
    $v = $d->v;
    $r = $d->r;
    $agent = held_org($d, 'agent');
    $tenants = [$v->person()];
    if ($r->chance(0.4)) {
        $tenants[] = $v->person();
    }
    $ll = $v->person();
    $no = $r->letters(2, 'DPCT') . $r->digits(7);
    $prop = $v->address();
    $amount = $r->int(6, 30) * 100.0;
    $rec = $v->date('num');
    $d->SetTitle($t['t']);
    $d->head = [[['ORGANIZATION', $agent]], [[[null, $t['scheme']]], [[null, $t['no'] . ' '], ['ID', $no]]]];
    $d->foot = [['ORGANIZATION', $agent], [null, ' · '], ['ADDRESS', $v->oneLine($v->address())], [null, ' · '], ['EMAIL', 'deposits@' . $v->domain($agent)]];
    $d->AddPage();
    // A certificate frame: double border, centred title, values set with Text() on a grid.
    $d->SetDrawColor(...$d->accent);
    $d->SetLineWidth(1.2);
    $d->Rect(15, 30, 180, 200);
    $d->SetLineWidth(0.3);
    $d->Rect(18, 33, 174, 194);
    $d->SetLineWidth(0.2);
    $d->SetY(40);
    $d->f('B', 17);
    $d->SetTextColor(...$d->accent);
    $d->Cell(0, 10, $t['t'], 0, 1, 'C');
    $d->SetTextColor(0, 0, 0);
    $d->f('', 9.5);
    $names = implode(', ', array_map(fn($q) => $d->m('PERSON_NAME', $q->full()), $tenants));
    $d->SetX(25);
    $d->MultiCell(160, 5, sprintf($t['body'], $d->m('MONEY_AMOUNT', $v->money($amount)), $names, $d->m('DATE', $rec)), 0, 'C');
    $rows = [[$t['no'], $d->m('ID', $no)], [$t['ten'], implode(' / ', array_map(fn($q) => $d->m('PERSON_NAME', $q->caps()), $tenants))],
             [$t['ll'], $d->m('PERSON_NAME', $ll->full())], [$t['ag'], $d->m('ORGANIZATION', $agent)], [$t['amt'], $d->m('MONEY_AMOUNT', $v->money($amount, true))],
             [$t['start'], $d->m('DATE', $v->date('word'))], [$t['rec'], $d->m('DATE', $rec)], [$t['ret'], $d->m('ACCOUNT', $v->iban($r->chance(0.6)))]];
    $y = 82;
    foreach ($rows as [$l, $val]) {
        $d->f('', 8);
        $d->SetTextColor(100, 100, 100);
        $d->Text(28, $y, $l);
        $d->SetTextColor(0, 0, 0);
        $d->f('B', 10);
        $d->SetXY(78, $y - 0.6);
        $d->Cell(104, 6, $val, 'B', 0, 'L', false, '', 1);
        $y += 10;
    }
    $d->f('', 8);
    $d->SetTextColor(100, 100, 100);
    $d->Text(28, $y + 2, $t['prop']);
    $d->SetTextColor(0, 0, 0);
    $d->f('B', 10);
    $d->MultiCell(104, 5, $d->addr($prop), 0, 'L', false, 1, 78, $y + 1.4);
    $d->write2DBarcode('DPC:' . $no, 'QRCODE,M', 28, 180, 30, 30, ['border' => false, 'fgcolor' => [0, 0, 0]], 'N');
    $sig = $v->person();
    $d->f('', 9);
    $d->SetXY(110, 196);
    $d->Cell(75, 5, $d->m('PERSON_NAME', $sig->full()), 'T', 2, 'C');
    $d->Cell(75, 5, $t['sig'], 0, 1, 'C');
}

// ---------------------------------------------------------------------------------------------
const METER = [
    'en' => ['t' => 'Your meter reading', 'acc' => 'Account number', 'sup' => 'Supply address', 'mtr' => 'Meter serial', 'dear' => 'Dear %s,', 'head' => ['Read date', 'Reading', 'Type', 'Units used'],
             'types' => ['Actual', 'Estimated', 'Customer'], 'body' => 'Thank you for sending us your reading on %s. Your next bill, estimated at %s, will be collected by Direct Debit from %s on or after %s. If the reading below looks wrong, call us on %s.',
             'sign' => 'Yours sincerely,', 'team' => 'Customer Accounts', 'ref' => 'Please quote your account number %s in all correspondence.'],
    'es' => ['t' => 'Lectura de contador', 'acc' => 'N.º de contrato', 'sup' => 'Dirección de suministro', 'mtr' => 'N.º de contador', 'dear' => 'Estimado/a %s:', 'head' => ['Fecha', 'Lectura', 'Tipo', 'Consumo'],
             'types' => ['Real', 'Estimada', 'Facilitada por el cliente'], 'body' => 'Le agradecemos la lectura comunicada el %s. Su próxima factura, estimada en %s, se cargará en la cuenta %s a partir del %s. Si la lectura no es correcta, llámenos al %s.',
             'sign' => 'Atentamente,', 'team' => 'Atención al Cliente', 'ref' => 'Indique su n.º de contrato %s en cualquier comunicación.'],
    'fr' => ['t' => 'Relevé de compteur', 'acc' => 'Référence client', 'sup' => 'Adresse de consommation', 'mtr' => 'N° de compteur', 'dear' => 'Madame, Monsieur %s,', 'head' => ['Date', 'Index', 'Type', 'Consommation'],
             'types' => ['Réel', 'Estimé', 'Autorelevé'], 'body' => 'Nous avons bien reçu votre relevé du %s. Votre prochaine facture, estimée à %s, sera prélevée sur le compte %s à partir du %s. En cas d’erreur, appelez le %s.',
             'sign' => 'Nos salutations distinguées.', 'team' => 'Service Clients', 'ref' => 'Rappelez votre référence client %s dans toute correspondance.'],
    'de' => ['t' => 'Ihr Zählerstand', 'acc' => 'Vertragskonto', 'sup' => 'Verbrauchsstelle', 'mtr' => 'Zählernummer', 'dear' => 'Sehr geehrte/r %s,', 'head' => ['Ablesedatum', 'Zählerstand', 'Art', 'Verbrauch'],
             'types' => ['Ablesung', 'Schätzung', 'Selbstablesung'], 'body' => 'vielen Dank für Ihren Zählerstand vom %s. Ihr nächster Abschlag von %s wird von Ihrem Konto %s ab dem %s eingezogen. Falls der Stand nicht stimmt, rufen Sie uns an: %s.',
             'sign' => 'Mit freundlichen Grüßen', 'team' => 'Kundenservice', 'ref' => 'Bitte geben Sie Ihr Vertragskonto %s immer an.'],
    'it' => ['t' => 'Autolettura contatore', 'acc' => 'Codice cliente', 'sup' => 'Indirizzo di fornitura', 'mtr' => 'Matricola contatore', 'dear' => 'Gentile %s,', 'head' => ['Data', 'Lettura', 'Tipo', 'Consumo'],
             'types' => ['Effettiva', 'Stimata', 'Autolettura'], 'body' => 'grazie per l’autolettura del %s. La prossima bolletta, stimata in %s, sarà addebitata sul conto %s dal %s. Se la lettura non è corretta, chiami il %s.',
             'sign' => 'Cordiali saluti', 'team' => 'Servizio Clienti', 'ref' => 'Indichi sempre il codice cliente %s.'],
    'pt' => ['t' => 'Leitura do contador', 'acc' => 'N.º de conta', 'sup' => 'Local de consumo', 'mtr' => 'N.º do contador', 'dear' => 'Caro(a) %s,', 'head' => ['Data', 'Leitura', 'Tipo', 'Consumo'],
             'types' => ['Real', 'Estimada', 'Comunicada'], 'body' => 'Agradecemos a leitura comunicada em %s. A próxima fatura, estimada em %s, será debitada na conta %s a partir de %s. Se a leitura estiver errada, ligue %s.',
             'sign' => 'Com os melhores cumprimentos,', 'team' => 'Apoio ao Cliente', 'ref' => 'Indique sempre o n.º de conta %s.'],
    'ru' => ['t' => 'Показания счётчика', 'acc' => 'Лицевой счёт', 'sup' => 'Адрес объекта', 'mtr' => 'Заводской № счётчика', 'dear' => 'Уважаемый(ая) %s!', 'head' => ['Дата', 'Показание', 'Тип', 'Расход'],
             'types' => ['Контрольное', 'Расчётное', 'Передано абонентом'], 'body' => 'Благодарим за показания, переданные %s. Следующий платёж в размере %s будет списан со счёта %s не ранее %s. Если показания неверны, позвоните по телефону %s.',
             'sign' => 'С уважением,', 'team' => 'Абонентский отдел', 'ref' => 'Указывайте лицевой счёт %s при любом обращении.'],
];

function meter(Doc $d): void
{
    $t = METER[$d->lang];
    $v = $d->v;
    $r = $d->r;
    $u = held_org($d, 'utility');
    $p = $v->person();
    $acc = $r->digits($r->pick([8, 10, 12]));
    $sup = $v->address();
    $d->SetTitle($t['t']);
    $d->head = [[['ORGANIZATION', $u]], [[[null, $t['acc'] . ' '], ['ID', $acc]]]];
    $d->foot = [['ORGANIZATION', $u], [null, ' · '], ['ADDRESS', $v->oneLine($v->address())], [null, ' · '], ['URL', 'www.' . $v->domain($u)]];
    $d->AddPage();
    $d->f('', 10);
    $d->MultiCell(90, 5, $d->m('PERSON_NAME', $p->full()) . "\n" . $d->addr($sup), 0, 'L', false, 1, 15, 32);
    $d->SetXY(120, 32);
    $d->Cell(75, 5, $d->m('DATE', $v->date('word')), 0, 1, 'R');
    $d->SetXY(120, 38);
    $d->pair($t['acc'], 28, $d->m('ID', $acc), 47, 2, 1);
    $d->SetX(120);
    $mtr = $r->letters(1, 'EGKLSW') . $r->digits(2) . $r->letters(1) . $r->digits(5);
    $d->pair($t['mtr'], 28, $d->m('ID', $mtr), 47, 2, 1);
    $d->SetY(62);
    $d->f('B', 12);
    $d->Cell(0, 7, $t['t'], 0, 1);
    $d->f('', 9.5);
    $d->MultiCell(0, 5, sprintf($t['dear'], $d->m('PERSON_NAME', $d->lang === 'ru' ? $p->first() : $p->full())), 0, 'L');
    $d->Ln(1);
    $sent = $v->date('num');
    $d->MultiCell(0, 5, sprintf($t['body'], $d->m('DATE', $sent), $d->m('MONEY_AMOUNT', $v->money($r->int(3000, 24000) / 100)), $d->m('ACCOUNT', $v->iban()),
        $d->m('DATE', $v->date('word')), $d->m('PHONE', $v->phone(false))), 0, 'J');
    $d->Ln(2);
    $d->f('', 8.5);
    $d->MultiCell(0, 5, $t['sup'] . ': ' . $d->m('ADDRESS', $v->oneLine($sup)), 1, 'L');
    $d->Ln(2);
    $html = '<table cellpadding="3" border="0"><tr style="background-color:#e8e8e8;font-weight:bold;"><td width="25%">' . implode('</td><td width="25%" align="right">', $t['head']) . '</td></tr>';
    $reading = $r->int(10000, 80000);
    $rowsN = $r->chance(0.35) ? $r->int(30, 44) : $r->int(4, 8);    // a long history runs onto page 2
    for ($k = 0; $k < $rowsN; $k++) {
        $used = $r->int(120, 900);
        $reading += $used;
        $html .= '<tr><td>' . $d->h('DATE', $v->date('num', 2014 + intdiv($k, 4), 1 + ($k * 3) % 12, $r->int(1, 28))) . '</td><td align="right">' . sprintf('%05d', $reading % 100000)
            . '</td><td align="right">' . $r->pick($t['types']) . '</td><td align="right">' . $used . ' kWh</td></tr>';
    }
    $d->writeHTML($html . '</table>', true, false, true, false, '');
    $d->Ln(3);
    $d->f('', 9.5);
    $d->MultiCell(0, 5, sprintf($t['ref'], $d->m('ID', $acc)), 0, 'L');
    $d->Ln(3);
    $sig = $v->person();
    $d->MultiCell(0, 5, $t['sign'] . "\n" . $d->m('PERSON_NAME', $sig->full()) . "\n" . $t['team'], 0, 'L');
}

// ---------------------------------------------------------------------------------------------
const LEAVE = [
    'en' => ['t' => 'Leave request — approved', 'emp' => 'Employee', 'no' => 'Staff no.', 'user' => 'Username', 'mgr' => 'Approver', 'type' => 'Leave type', 'types' => ['Annual leave', 'Parental leave', 'Study leave'],
             'from' => 'First day', 'to' => 'Last day', 'days' => 'Working days', 'left' => 'Balance after this request', 'hist' => 'Request history', 'hh' => ['Date', 'Action', 'By', 'Comment'],
             'acts' => ['Submitted', 'Approved', 'Viewed'], 'cmts' => ['Cover arranged with the team.', 'Enjoy your holiday!', ''], 'hi' => 'Hello %s, your request %s has been approved by %s.', 'portal' => 'HR self-service portal', 'req' => 'Request'],
    'es' => ['t' => 'Solicitud de vacaciones — aprobada', 'emp' => 'Empleado/a', 'no' => 'N.º de empleado', 'user' => 'Usuario', 'mgr' => 'Aprobador/a', 'type' => 'Tipo de ausencia', 'types' => ['Vacaciones', 'Permiso por nacimiento', 'Permiso por estudios'],
             'from' => 'Desde', 'to' => 'Hasta', 'days' => 'Días laborables', 'left' => 'Saldo restante', 'hist' => 'Historial', 'hh' => ['Fecha', 'Acción', 'Usuario', 'Comentario'],
             'acts' => ['Enviada', 'Aprobada', 'Consultada'], 'cmts' => ['Sustitución organizada.', '¡Felices vacaciones!', ''], 'hi' => 'Hola, %s: su solicitud %s ha sido aprobada por %s.', 'portal' => 'Portal del Empleado', 'req' => 'Solicitud'],
    'fr' => ['t' => 'Demande de congé — validée', 'emp' => 'Salarié(e)', 'no' => 'Matricule', 'user' => 'Identifiant', 'mgr' => 'Valideur', 'type' => 'Type d’absence', 'types' => ['Congés payés', 'RTT', 'Congé parental'],
             'from' => 'Du', 'to' => 'Au', 'days' => 'Jours ouvrés', 'left' => 'Solde restant', 'hist' => 'Historique', 'hh' => ['Date', 'Action', 'Par', 'Commentaire'],
             'acts' => ['Déposée', 'Validée', 'Consultée'], 'cmts' => ['Remplacement prévu.', 'Bonnes vacances !', ''], 'hi' => 'Bonjour %s, votre demande %s a été validée par %s.', 'portal' => 'Portail RH', 'req' => 'Demande'],
    'de' => ['t' => 'Urlaubsantrag — genehmigt', 'emp' => 'Mitarbeiter/in', 'no' => 'Personal-Nr.', 'user' => 'Benutzername', 'mgr' => 'Genehmigt von', 'type' => 'Abwesenheitsart', 'types' => ['Erholungsurlaub', 'Elternzeit', 'Bildungsurlaub'],
             'from' => 'Von', 'to' => 'Bis', 'days' => 'Arbeitstage', 'left' => 'Resturlaub', 'hist' => 'Verlauf', 'hh' => ['Datum', 'Aktion', 'Von', 'Kommentar'],
             'acts' => ['Eingereicht', 'Genehmigt', 'Gelesen'], 'cmts' => ['Vertretung ist geregelt.', 'Schönen Urlaub!', ''], 'hi' => 'Hallo %s, Ihr Antrag %s wurde von %s genehmigt.', 'portal' => 'Mitarbeiterportal', 'req' => 'Antrag'],
    'it' => ['t' => 'Richiesta ferie — approvata', 'emp' => 'Dipendente', 'no' => 'Matricola', 'user' => 'Nome utente', 'mgr' => 'Approvatore', 'type' => 'Tipo di assenza', 'types' => ['Ferie', 'Congedo parentale', 'Permesso studio'],
             'from' => 'Dal', 'to' => 'Al', 'days' => 'Giorni lavorativi', 'left' => 'Residuo', 'hist' => 'Cronologia', 'hh' => ['Data', 'Azione', 'Utente', 'Nota'],
             'acts' => ['Inviata', 'Approvata', 'Visualizzata'], 'cmts' => ['Sostituzione organizzata.', 'Buone ferie!', ''], 'hi' => 'Ciao %s, la tua richiesta %s è stata approvata da %s.', 'portal' => 'Portale HR', 'req' => 'Richiesta'],
    'pt' => ['t' => 'Pedido de férias — aprovado', 'emp' => 'Colaborador', 'no' => 'N.º mecanográfico', 'user' => 'Utilizador', 'mgr' => 'Aprovador', 'type' => 'Tipo de ausência', 'types' => ['Férias', 'Licença parental', 'Licença para formação'],
             'from' => 'De', 'to' => 'Até', 'days' => 'Dias úteis', 'left' => 'Saldo restante', 'hist' => 'Histórico', 'hh' => ['Data', 'Ação', 'Por', 'Comentário'],
             'acts' => ['Submetido', 'Aprovado', 'Consultado'], 'cmts' => ['Substituição assegurada.', 'Boas férias!', ''], 'hi' => 'Olá %s, o seu pedido %s foi aprovado por %s.', 'portal' => 'Portal do Colaborador', 'req' => 'Pedido'],
    'ru' => ['t' => 'Заявление на отпуск — согласовано', 'emp' => 'Сотрудник', 'no' => 'Табельный №', 'user' => 'Логин', 'mgr' => 'Согласующий', 'type' => 'Вид отпуска', 'types' => ['Ежегодный оплачиваемый', 'Учебный', 'Без сохранения оплаты'],
             'from' => 'С', 'to' => 'По', 'days' => 'Рабочих дней', 'left' => 'Остаток', 'hist' => 'История', 'hh' => ['Дата', 'Действие', 'Кто', 'Комментарий'],
             'acts' => ['Подано', 'Согласовано', 'Просмотрено'], 'cmts' => ['Замещение согласовано.', 'Хорошего отдыха!', ''], 'hi' => '%s, ваше заявление %s согласовано: %s.', 'portal' => 'Портал сотрудника', 'req' => 'Заявление'],
];

function leave(Doc $d): void
{
    $t = LEAVE[$d->lang];
    $v = $d->v;
    $r = $d->r;
    $emp = held_org($d, 'employer');
    $p = $v->person();
    $m = $v->person();
    $user = $r->pick([latin($p->given) . '.' . latin($p->last), substr(latin($p->given), 0, 1) . latin($p->last), latin($p->last) . $r->int(1, 99)]);
    $muser = substr(latin($m->given), 0, 1) . latin($m->last);
    $req = $r->pick(['LV-', 'ABS-', 'REQ']) . $r->digits(6);
    $d->SetTitle($t['t']);
    $d->head = [[['ORGANIZATION', $emp]], [[[null, $t['portal']]], [[null, $t['req'] . ' '], ['ID', $req]]]];
    $d->foot = [['ORGANIZATION', $emp], [null, ' · ' . $t['portal'] . ' · '], ['URL', 'https://hr.' . $v->domain($emp) . '/leave/' . strtolower($req)]];
    $d->AddPage();
    $d->f('B', 14);
    $d->Cell(0, 8, $t['t'], 0, 1);
    $d->f('', 9.5);
    $d->MultiCell(0, 5, sprintf($t['hi'], $d->m('PERSON_NAME', $p->first()), $d->m('ID', $req), $d->m('PERSON_NAME', $m->full())), 0, 'L');
    $d->Ln(2);
    $y = $r->int(2025, 2026);
    $mo = $r->int(1, 12);
    $day = $r->int(1, 14);
    $n = $r->int(3, 15);
    $grid = [[$t['emp'], $d->m('PERSON_NAME', $p->caps()), 4], [$t['no'], $d->m('ID', $r->digits(6)), 0], [$t['user'], $d->m('USERNAME', $user), 0],
             [$t['mgr'], $d->m('PERSON_NAME', $m->full()), 1], [$t['type'], $r->pick($t['types']), 0], [$t['days'], (string) $n, 0],
             [$t['from'], $d->m('DATE', $v->date('num', $y, $mo, $day)), 0], [$t['to'], $d->m('DATE', $v->date('num', $y, $mo, $day + $n)), 0]];
    foreach (array_chunk($grid, 2) as [$a, $b]) {
        $d->pair($a[0], 30, $a[1], 60, $a[2]);
        $d->pair($b[0], 30, $b[1], 60, $b[2], 1);
    }
    $d->pair($t['left'], 30, $r->int(0, 25) . ',' . $r->pick(['0', '5']), 150, 0, 1);
    $d->bar($t['hist']);
    $html = '<table cellpadding="3" border="1"><tr style="background-color:#eeeeee;font-weight:bold;"><td width="22%">' . $t['hh'][0] . '</td><td width="18%">' . $t['hh'][1]
        . '</td><td width="22%">' . $t['hh'][2] . '</td><td width="38%">' . $t['hh'][3] . '</td></tr>';
    foreach ([[0, $user, 0], [2, $muser, 2], [1, $muser, $r->int(0, 1)]] as [$act, $who, $cm]) {
        $html .= '<tr><td>' . $d->h('DATE', $v->date('num', $y, max(1, $mo - 1), $r->int(1, 28))) . ' ' . sprintf('%02d:%02d', $r->int(8, 18), $r->int(0, 59))
            . '</td><td>' . $t['acts'][$act] . '</td><td>' . $d->h('USERNAME', $who) . '</td><td>' . htmlspecialchars($t['cmts'][$cm]) . '</td></tr>';
    }
    $d->f('', 8.5);
    $d->writeHTML($html . '</table>', true, false, true, false, '');
    $d->Ln(4);
    $d->f('', 8);
    $d->Cell(0, 5, $d->m('EMAIL', $v->email($m)) . ' · ' . $d->m('PHONE', $v->phone(true)), 0, 1);
}

/** The held13 documents: every kind in the seven languages, a second copy for some languages. */
function documents_held13(string $part): array
{
    $kinds = ['policy', 'lab', 'deposit', 'meter', 'leave'];
    $extra = ['policy' => ['en', 'fr', 'ru'], 'lab' => ['de', 'it', 'pt'], 'deposit' => ['es', 'en'], 'meter' => ['it', 'de', 'ru'], 'leave' => ['pt', 'es']];
    $docs = [];
    foreach ($kinds as $kind) {
        foreach (LANGS as $lang) {
            $docs[] = ["$part-$kind-$lang", $kind, $lang, $kind];
        }
        foreach ($extra[$kind] as $lang) {
            $docs[] = ["$part-$kind-$lang-2", $kind, $lang, $kind];
        }
    }
    return $docs;
}
