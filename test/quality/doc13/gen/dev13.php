<?php
// dev13 (tunable): web-shop invoices and credit notes, HR-portal payslips, event and transport
// tickets with barcodes, bank loan repayment schedules, municipal resident parking permits;
// seven languages, drawn with TCPDF.

/** A web shop named after a person or a town of the part's pools, with a legal form or not. */
function shop_name(Doc $d): string
{
    $v = $d->v;
    $s = $v->surname();
    $t = $v->town();
    return match ($d->lang) {
        'en' => $d->r->pick(["$s & Daughters Ltd", "$s Home Supplies", "$t Garden Store Ltd", "The $t Tea Company"]),
        'es' => $d->r->pick(["Ferretería $s S.L.", "Hogar $s", "Bazar $t S.A.", "Librería $s e Hijos"]),
        'fr' => $d->r->pick(["Maison $s SARL", "Quincaillerie $s", "La Droguerie de $t", "Éditions $s SAS"]),
        'de' => $d->r->pick(["Haushaltswaren $s GmbH", "$s Gartenbedarf e.K.", "Kaufhaus $s", "$t Teehandel GmbH"]),
        'it' => $d->r->pick(["Ferramenta $s S.r.l.", "Casalinghi $s", "Emporio di $t S.p.A.", "Cartoleria $s & C. s.n.c."]),
        'pt' => $d->r->pick(["Drogaria $s, Lda.", "Casa $s", "Armazéns de $t S.A.", "Papelaria $s Unipessoal Lda."]),
        default => $d->r->pick(["ООО «Дом {$s}»", "Магазин «$s и сыновья»", "АО «Торговый дом {$t}»", "ИП $s"]),
    };
}

/** An employer (payslips). */
function employer_name(Doc $d): string
{
    $s = $d->v->surname();
    $t = $d->v->town();
    return match ($d->lang) {
        'en' => $d->r->pick(["$s Engineering Ltd", "$t Logistics plc", "$s & Partners LLP"]),
        'es' => $d->r->pick(["Construcciones $s S.A.", "Transportes $t S.L.", "Asesoría $s S.L.P."]),
        'fr' => $d->r->pick(["Transports $s SA", "Menuiserie $s SARL", "Clinique de $t SAS"]),
        'de' => $d->r->pick(["$s Maschinenbau GmbH", "Spedition $s GmbH & Co. KG", "Stadtwerke $t GmbH"]),
        'it' => $d->r->pick(["Officine $s S.p.A.", "Trasporti $s S.r.l.", "Studio Associato $s"]),
        'pt' => $d->r->pick(["Metalúrgica $s, S.A.", "Transportes $s & Filhos, Lda.", "Clínica de $t, Lda."]),
        default => $d->r->pick(["ООО «$s и партнёры»", "АО «Завод {$s}»", "ООО «Логистика {$t}»"]),
    };
}

// ---------------------------------------------------------------------------------------------
const INV = [
    'en' => ['t' => ['Invoice', 'Credit note'], 'no' => ['Invoice no.', 'Credit note no.'], 'date' => 'Date', 'cust' => 'Customer no.', 'ord' => 'Order no.',
             'bill' => 'Invoice address', 'ship' => 'Delivery address', 'head' => ['Item', 'Description', 'Qty', 'Unit price', 'Amount'],
             'sub' => 'Subtotal', 'vat' => 'VAT 20%', 'tot' => 'Total', 'card' => 'Paid by card %s on %s.', 'dd' => 'Collected by direct debit from %s on %s.',
             'refund' => 'The amount of %s will be refunded to the card %s within five working days.', 'cu' => 'Customer', 'thanks' => 'Thank you for shopping with us, %s.'],
    'es' => ['t' => ['Factura', 'Factura rectificativa'], 'no' => ['Factura n.º', 'Rectificativa n.º'], 'date' => 'Fecha', 'cust' => 'N.º de cliente', 'ord' => 'N.º de pedido',
             'bill' => 'Datos de facturación', 'ship' => 'Dirección de envío', 'head' => ['Ref.', 'Descripción', 'Cant.', 'Precio', 'Importe'],
             'sub' => 'Base imponible', 'vat' => 'IVA 21 %', 'tot' => 'Total', 'card' => 'Pagado con tarjeta %s el %s.', 'dd' => 'Cargado en la cuenta %s el %s.',
             'refund' => 'Le devolveremos %s en la tarjeta %s en un plazo de cinco días hábiles.', 'cu' => 'Cliente', 'thanks' => 'Gracias por su compra, %s.'],
    'fr' => ['t' => ['Facture', 'Avoir'], 'no' => ['Facture n°', 'Avoir n°'], 'date' => 'Date', 'cust' => 'N° client', 'ord' => 'N° de commande',
             'bill' => 'Adresse de facturation', 'ship' => 'Adresse de livraison', 'head' => ['Réf.', 'Désignation', 'Qté', 'P.U. TTC', 'Montant'],
             'sub' => 'Total HT', 'vat' => 'TVA 20 %', 'tot' => 'Total TTC', 'card' => 'Réglé par carte %s le %s.', 'dd' => 'Prélevé sur le compte %s le %s.',
             'refund' => 'La somme de %s sera recréditée sur la carte %s sous cinq jours ouvrés.', 'cu' => 'Client', 'thanks' => 'Merci de votre commande, %s.'],
    'de' => ['t' => ['Rechnung', 'Gutschrift'], 'no' => ['Rechnungs-Nr.', 'Gutschrift-Nr.'], 'date' => 'Datum', 'cust' => 'Kunden-Nr.', 'ord' => 'Bestell-Nr.',
             'bill' => 'Rechnungsanschrift', 'ship' => 'Lieferanschrift', 'head' => ['Art.-Nr.', 'Bezeichnung', 'Menge', 'Einzelpreis', 'Gesamt'],
             'sub' => 'Nettobetrag', 'vat' => 'MwSt. 19 %', 'tot' => 'Rechnungsbetrag', 'card' => 'Bezahlt mit Karte %s am %s.', 'dd' => 'Per Lastschrift eingezogen von %s am %s.',
             'refund' => 'Der Betrag von %s wird innerhalb von fünf Werktagen auf die Karte %s erstattet.', 'cu' => 'Kunde', 'thanks' => 'Vielen Dank für Ihren Einkauf, %s.'],
    'it' => ['t' => ['Fattura', 'Nota di credito'], 'no' => ['Fattura n.', 'Nota di credito n.'], 'date' => 'Data', 'cust' => 'Cod. cliente', 'ord' => 'Ordine n.',
             'bill' => 'Intestatario', 'ship' => 'Indirizzo di spedizione', 'head' => ['Cod.', 'Descrizione', 'Q.tà', 'Prezzo', 'Importo'],
             'sub' => 'Imponibile', 'vat' => 'IVA 22%', 'tot' => 'Totale documento', 'card' => 'Pagato con carta %s il %s.', 'dd' => 'Addebitato sul conto %s il %s.',
             'refund' => 'L’importo di %s sarà riaccreditato sulla carta %s entro cinque giorni lavorativi.', 'cu' => 'Cliente', 'thanks' => 'Grazie per il suo acquisto, %s.'],
    'pt' => ['t' => ['Fatura', 'Nota de crédito'], 'no' => ['Fatura n.º', 'Nota de crédito n.º'], 'date' => 'Data', 'cust' => 'N.º de cliente', 'ord' => 'Encomenda n.º',
             'bill' => 'Dados de faturação', 'ship' => 'Morada de envio', 'head' => ['Ref.', 'Descrição', 'Qtd.', 'Preço', 'Total'],
             'sub' => 'Total s/ IVA', 'vat' => 'IVA 23%', 'tot' => 'Total a pagar', 'card' => 'Pago com cartão %s em %s.', 'dd' => 'Debitado na conta %s em %s.',
             'refund' => 'O valor de %s será devolvido no cartão %s no prazo de cinco dias úteis.', 'cu' => 'Cliente', 'thanks' => 'Obrigado pela sua compra, %s.'],
    'ru' => ['t' => ['Счёт-фактура', 'Корректировочный счёт'], 'no' => ['Счёт №', 'Корректировка №'], 'date' => 'Дата', 'cust' => 'Номер клиента', 'ord' => 'Заказ №',
             'bill' => 'Покупатель', 'ship' => 'Адрес доставки', 'head' => ['Арт.', 'Наименование', 'Кол-во', 'Цена', 'Сумма'],
             'sub' => 'Сумма без НДС', 'vat' => 'НДС 20 %', 'tot' => 'Всего к оплате', 'card' => 'Оплачено картой %s %s.', 'dd' => 'Списано со счёта %s %s.',
             'refund' => 'Сумма %s будет возвращена на карту %s в течение пяти рабочих дней.', 'cu' => 'Покупатель', 'thanks' => 'Спасибо за покупку, %s!'],
];
const ITEMS = [
    'en' => ['Enamel kettle 1.7 l', 'Linen napkins, set of 6', 'Oak serving board', 'Copper measuring cups', 'Glass storage jar 2 l', 'Wool throw, charcoal', 'Bread bin, cream', 'Herb scissors'],
    'es' => ['Taladro inalámbrico 18 V', 'Juego de llaves Allen', 'Cinta americana 50 m', 'Brocas para madera (8)', 'Lijadora orbital', 'Escalera plegable', 'Guantes de nitrilo', 'Caja de tornillos'],
    'fr' => ['Cocotte en fonte 28 cm', 'Torchons en lin (lot de 3)', 'Moulin à sel', 'Plat à gratin', 'Bocal en verre 1 l', 'Couteau d’office', 'Corbeille à pain', 'Tablier en coton'],
    'de' => ['Gartenschere Bypass', 'Rosenerde 40 l', 'Gießkanne 10 l', 'Pflanzschaufel Edelstahl', 'Vogeltränke Stein', 'Rankgitter Holz', 'Saatgut Wildblumen', 'Gartenhandschuhe'],
    'it' => ['Moka 6 tazze', 'Set di coltelli (5)', 'Tagliere in olivo', 'Pentola a pressione 7 l', 'Scolapasta inox', 'Caraffa in vetro', 'Grembiule in lino', 'Macinapepe'],
    'pt' => ['Cataplana de cobre', 'Conjunto de copos (6)', 'Toalhas de mesa de linho', 'Tacho de barro', 'Colheres de pau (3)', 'Cafeteira 1 l', 'Frasco de vidro', 'Avental de algodão'],
    'ru' => ['Чайник эмалированный 2 л', 'Набор полотенец', 'Сковорода чугунная', 'Доска разделочная', 'Банка стеклянная 1 л', 'Плед шерстяной', 'Хлебница', 'Ножницы для зелени'],
];

function invoice(Doc $d): void
{
    $t = INV[$d->lang];
    $v = $d->v;
    $r = $d->r;
    $credit = $r->chance(0.3) ? 1 : 0;
    $shop = shop_name($d);
    $saddr = $v->address();
    $cust = $v->person();
    $invNo = $v->ref($r->pick(['INV-', 'RE', 'F', 'FA-']) . $r->int(2024, 2026) . '-', 5);
    $d->SetTitle($t['t'][$credit] . ' ' . $invNo);
    $d->head = [[['ORGANIZATION', $shop]], []];
    $d->head[1] = [[[null, $t['no'][$credit] . ' '], ['ID', $invNo]], [[null, $t['cu'] . ': '], ['PERSON_NAME', $cust->full()]]];
    $mail = $r->pick(['orders', 'service', 'hello', 'shop']) . '@' . $v->domain($shop);
    $d->foot = [['ORGANIZATION', $shop], [null, ' · '], ['ADDRESS', $v->oneLine($saddr)], [null, ' · '], ['PHONE', $v->phone(false)], [null, ' · '], ['EMAIL', $mail]];
    $d->AddPage();
    // Address window (MultiCell), meta grid on the right.
    $a = $v->address();
    $d->f('', 7);
    $d->SetTextColor(110, 110, 110);
    $d->Cell(90, 4, $d->m('ORGANIZATION', $shop) . ' · ' . $d->m('ADDRESS', $v->oneLine($saddr)), 0, 1, 'L', false, '', 1);
    $d->SetTextColor(0, 0, 0);
    $d->f('', 10);
    $d->MultiCell(85, 5, $d->m('PERSON_NAME', $cust->full()) . "\n" . $d->addr($a), 0, 'L', false, 1, 15, 36);
    $d->SetXY(120, 34);
    $cno = $v->ref($r->pick(['C', 'K', '']), 6);
    $pairs = [[$t['no'][$credit], 'ID', $invNo], [$t['date'], 'DATE', $v->date('num')], [$t['cust'], 'ID', $cno], [$t['ord'], 'ID', $v->ref('', 8)]];
    foreach ($pairs as [$l, $tag, $val]) {
        $d->SetX(120);
        $d->pair($l, 32, $d->m($tag, $val), 43, 1, 1);
    }
    $d->SetY(66);
    $d->f('B', 15);
    $d->Cell(0, 8, $t['t'][$credit], 0, 1);
    if ($r->chance(0.5)) {
        $s = $v->address();
        $other = $r->chance(0.5) ? $v->person() : $cust;
        $d->f('', 8.5);
        $d->MultiCell(0, 4, $t['ship'] . ': ' . $d->m('PERSON_NAME', $other->full()) . ', ' . $d->m('ADDRESS', $v->oneLine($s)), 0, 'L');
        $d->Ln(1);
    }
    // Item table through writeHTML: padding, right-aligned money, a colspan totals block.
    $n = $r->int(3, 7) + ($r->chance(0.25) ? $r->int(18, 30) : 0);
    $rows = '';
    $sum = 0.0;
    for ($i = 0; $i < $n; $i++) {
        $q = $r->int(1, 4);
        $p = $r->int(199, 8999) / 100;
        $sum += $q * $p;
        $rows .= '<tr><td width="14%">' . $r->letters(2) . '-' . $r->digits(4) . '</td><td width="46%">' . htmlspecialchars($r->pick(ITEMS[$d->lang]))
            . '</td><td width="8%" align="right">' . $q . '</td><td width="16%" align="right">' . $d->h('MONEY_AMOUNT', $v->money($p))
            . '</td><td width="16%" align="right">' . $d->h('MONEY_AMOUNT', $v->money($q * $p)) . '</td></tr>';
    }
    $net = round($sum / 1.2, 2);
    $hd = $t['head'];
    $html = '<table cellpadding="3" border="0"><thead><tr style="background-color:#e6e6e6;font-weight:bold;"><td width="14%">' . $hd[0]
        . '</td><td width="46%">' . $hd[1] . '</td><td width="8%" align="right">' . $hd[2] . '</td><td width="16%" align="right">' . $hd[3]
        . '</td><td width="16%" align="right">' . $hd[4] . '</td></tr></thead>' . $rows
        . '<tr><td colspan="4" align="right">' . $t['sub'] . '</td><td align="right">' . $d->h('MONEY_AMOUNT', $v->money($net)) . '</td></tr>'
        . '<tr><td colspan="4" align="right">' . $t['vat'] . '</td><td align="right">' . $d->h('MONEY_AMOUNT', $v->money($sum - $net)) . '</td></tr>'
        . '<tr style="font-weight:bold;"><td colspan="4" align="right">' . $t['tot'] . '</td><td align="right">' . $d->h('MONEY_AMOUNT', $v->money($sum)) . '</td></tr></table>';
    $d->f('', 8.5);
    $d->writeHTML($html, true, false, true, false, '');
    $d->Ln(3);
    $d->f('', 9);
    $when = $v->date('num');
    if ($credit) {
        $txt = sprintf($t['refund'], $d->m('MONEY_AMOUNT', $v->money($sum)), $d->m('CREDIT_CARD', $v->card()));
    } elseif ($r->chance(0.5)) {
        $txt = sprintf($t['card'], $d->m('CREDIT_CARD', $v->card()), $d->m('DATE', $when));
    } else {
        $txt = sprintf($t['dd'], $d->m('ACCOUNT', $v->iban()), $d->m('DATE', $when));
    }
    $d->MultiCell(0, 5, $txt, 0, 'L');
    $d->Ln(2);
    $d->MultiCell(0, 5, sprintf($t['thanks'], $d->m('PERSON_NAME', $cust->first())), 0, 'L');
}

// ---------------------------------------------------------------------------------------------
const PAY = [
    'en' => ['t' => 'Payslip', 'per' => 'Pay period', 'pd' => 'Pay date', 'emp' => 'Employee', 'no' => 'Employee no.', 'nat' => 'NI number', 'tax' => 'UTR',
             'dep' => 'Department', 'job' => 'Job title', 'bank' => 'Paid to', 'earn' => ['Payments', 'Units', 'Rate', 'Amount'], 'ded' => 'Deductions',
             'lines' => ['Basic salary', 'Overtime', 'Income tax', 'National Insurance', 'Pension 5%'], 'net' => 'Net pay', 'gross' => 'Gross pay', 'ytd' => 'Taxable pay to date',
             'deps' => ['Warehouse', 'Finance', 'Customer Service', 'Maintenance'], 'jobs' => ['Shift Supervisor', 'Accounts Assistant', 'Team Leader', 'Technician'],
             'conf' => 'Private and confidential', 'note' => 'Questions about this payslip: %s or %s.'],
    'es' => ['t' => 'Nómina', 'per' => 'Periodo de liquidación', 'pd' => 'Fecha de pago', 'emp' => 'Trabajador', 'no' => 'N.º de empleado', 'nat' => 'N.º afiliación S.S.', 'tax' => 'NIF',
             'dep' => 'Departamento', 'job' => 'Categoría', 'bank' => 'Cuenta de abono', 'earn' => ['Devengos', 'Unid.', 'Precio', 'Importe'], 'ded' => 'Deducciones',
             'lines' => ['Salario base', 'Horas extraordinarias', 'Retención IRPF', 'Contingencias comunes', 'Plan de pensiones'], 'net' => 'Líquido a percibir', 'gross' => 'Total devengado', 'ytd' => 'Acumulado anual',
             'deps' => ['Almacén', 'Administración', 'Atención al cliente', 'Mantenimiento'], 'jobs' => ['Oficial de 1.ª', 'Auxiliar administrativo', 'Jefe de equipo', 'Técnico'],
             'conf' => 'Confidencial', 'note' => 'Consultas sobre esta nómina: %s o %s.'],
    'fr' => ['t' => 'Bulletin de paie', 'per' => 'Période', 'pd' => 'Date de paiement', 'emp' => 'Salarié', 'no' => 'Matricule', 'nat' => 'N° de sécurité sociale', 'tax' => 'N° fiscal',
             'dep' => 'Service', 'job' => 'Emploi', 'bank' => 'Virement sur', 'earn' => ['Rubrique', 'Base', 'Taux', 'Montant'], 'ded' => 'Cotisations',
             'lines' => ['Salaire de base', 'Heures supplémentaires', 'Prélèvement à la source', 'CSG déductible', 'Retraite complémentaire'], 'net' => 'Net à payer', 'gross' => 'Salaire brut', 'ytd' => 'Cumul imposable',
             'deps' => ['Logistique', 'Comptabilité', 'Service client', 'Maintenance'], 'jobs' => ['Chef d’équipe', 'Assistant comptable', 'Agent de maîtrise', 'Technicien'],
             'conf' => 'Confidentiel', 'note' => 'Une question sur ce bulletin : %s ou %s.'],
    'de' => ['t' => 'Entgeltabrechnung', 'per' => 'Abrechnungszeitraum', 'pd' => 'Auszahlung am', 'emp' => 'Mitarbeiter/in', 'no' => 'Personal-Nr.', 'nat' => 'SV-Nummer', 'tax' => 'Steuer-ID',
             'dep' => 'Abteilung', 'job' => 'Tätigkeit', 'bank' => 'Überweisung an', 'earn' => ['Lohnart', 'Menge', 'Satz', 'Betrag'], 'ded' => 'Abzüge',
             'lines' => ['Grundgehalt', 'Überstunden', 'Lohnsteuer', 'Krankenversicherung', 'Rentenversicherung'], 'net' => 'Auszahlungsbetrag', 'gross' => 'Gesamtbrutto', 'ytd' => 'Steuerbrutto lfd. Jahr',
             'deps' => ['Lager', 'Buchhaltung', 'Kundendienst', 'Instandhaltung'], 'jobs' => ['Schichtleiter/in', 'Sachbearbeiter/in', 'Teamleiter/in', 'Techniker/in'],
             'conf' => 'Persönlich / vertraulich', 'note' => 'Fragen zur Abrechnung: %s oder %s.'],
    'it' => ['t' => 'Cedolino paga', 'per' => 'Periodo di paga', 'pd' => 'Data pagamento', 'emp' => 'Dipendente', 'no' => 'Matricola', 'nat' => 'Codice fiscale', 'tax' => 'Posizione INPS',
             'dep' => 'Reparto', 'job' => 'Qualifica', 'bank' => 'Accredito su', 'earn' => ['Voce', 'Ore', 'Base', 'Competenze'], 'ded' => 'Trattenute',
             'lines' => ['Retribuzione base', 'Straordinari', 'IRPEF', 'Contributi INPS', 'Fondo pensione'], 'net' => 'Netto in busta', 'gross' => 'Totale competenze', 'ytd' => 'Imponibile progressivo',
             'deps' => ['Magazzino', 'Amministrazione', 'Assistenza clienti', 'Manutenzione'], 'jobs' => ['Capoturno', 'Impiegato amministrativo', 'Caposquadra', 'Tecnico'],
             'conf' => 'Riservato', 'note' => 'Domande sul cedolino: %s oppure %s.'],
    'pt' => ['t' => 'Recibo de vencimento', 'per' => 'Período', 'pd' => 'Data de pagamento', 'emp' => 'Trabalhador', 'no' => 'N.º mecanográfico', 'nat' => 'NIF', 'tax' => 'NISS',
             'dep' => 'Departamento', 'job' => 'Categoria', 'bank' => 'Transferência para', 'earn' => ['Abonos', 'Qtd.', 'Valor unit.', 'Valor'], 'ded' => 'Descontos',
             'lines' => ['Vencimento base', 'Trabalho suplementar', 'Retenção IRS', 'Segurança Social 11%', 'Fundo de pensões'], 'net' => 'Líquido a receber', 'gross' => 'Total ilíquido', 'ytd' => 'Acumulado no ano',
             'deps' => ['Armazém', 'Contabilidade', 'Apoio ao cliente', 'Manutenção'], 'jobs' => ['Chefe de turno', 'Assistente administrativo', 'Encarregado', 'Técnico'],
             'conf' => 'Confidencial', 'note' => 'Dúvidas sobre este recibo: %s ou %s.'],
    'ru' => ['t' => 'Расчётный листок', 'per' => 'Период', 'pd' => 'Дата выплаты', 'emp' => 'Сотрудник', 'no' => 'Табельный №', 'nat' => 'СНИЛС', 'tax' => 'ИНН',
             'dep' => 'Подразделение', 'job' => 'Должность', 'bank' => 'Счёт зачисления', 'earn' => ['Вид начисления', 'Дни', 'Ставка', 'Сумма'], 'ded' => 'Удержания',
             'lines' => ['Оклад', 'Сверхурочные', 'НДФЛ 13 %', 'Профвзносы', 'Алименты'], 'net' => 'К выплате', 'gross' => 'Всего начислено', 'ytd' => 'Доход с начала года',
             'deps' => ['Склад', 'Бухгалтерия', 'Отдел продаж', 'Служба эксплуатации'], 'jobs' => ['Старший кладовщик', 'Бухгалтер', 'Менеджер', 'Инженер'],
             'conf' => 'Конфиденциально', 'note' => 'Вопросы по расчёту: %s или %s.'],
];

function payslip(Doc $d): void
{
    $t = PAY[$d->lang];
    $v = $d->v;
    $r = $d->r;
    $emp = employer_name($d);
    $eaddr = $v->address();
    $p = $v->person();
    $y = $r->int(2024, 2026);
    $mo = $r->int(1, 12);
    $period = $v->date('num', $y, $mo, 1) . ' – ' . $v->date('num', $y, $mo, 28);
    $d->SetTitle($t['t']);
    $d->head = [[['ORGANIZATION', $emp]], [[[null, $t['t'] . ' · '], ['DATE', MONTHS[$d->lang][$mo - 1] . ' ' . $y]], [[null, $t['conf'] . ': '], ['PERSON_NAME', $p->full()]]]];
    $d->foot = [['ORGANIZATION', $emp], [null, ' · '], ['ADDRESS', $v->oneLine($eaddr)]];
    $d->AddPage();
    $d->f('', 10);
    $d->MultiCell(85, 5, $d->m('PERSON_NAME', $p->full()) . "\n" . $d->addr($v->address()), 0, 'L', false, 1, 15, 32);
    $d->SetY(56);
    $d->f('B', 14);
    $d->Cell(0, 8, $t['t'], 0, 1);
    // The employee grid: a long name is fitted by character spacing (stretch 4) in its cell, the
    // account by horizontal scaling (stretch 1) in a narrow one.
    [$ntag, $nat] = $v->nationalNo($p);
    $grid = [
        [$t['emp'], $d->m('PERSON_NAME', $p->caps()), 4],
        [$t['no'], $d->m('ID', $v->ref($r->pick(['', 'P', 'E-']), 5)), 0],
        [$t['nat'], $d->m($ntag, $nat), 0],
        [$t['tax'], $d->lang === 'it' ? $d->m('ID', $r->digits(10)) : ($d->lang === 'pt' ? $d->m('SSN', '1' . $r->digits(10)) : $d->m('ID', $v->taxNo($p))), 0],
        [$t['dep'], $r->pick($t['deps']), 0],
        [$t['job'], $r->pick($t['jobs']), 0],
        [$t['per'], $d->m('DATE', $v->date('num', $y, $mo, 1)) . ' – ' . $d->m('DATE', $v->date('num', $y, $mo, 28)), 0],
        [$t['pd'], $d->m('DATE', $v->date('num', $y, $mo, 28)), 0],
    ];
    foreach (array_chunk($grid, 2) as [$a, $b]) {
        $d->pair($a[0], 30, $a[1], 60, $a[2]);
        $d->pair($b[0], 30, $b[1], 60, $b[2], 1);
    }
    $iban = $v->iban();
    $d->pair($t['bank'], 30, $d->m('ACCOUNT', $iban), 45, 1);
    $d->f('', 9);
    $d->Cell(0, 6, '', 1, 1);
    $d->Ln(3);
    // Earnings and deductions: Cell rows with right-aligned money.
    $base = $r->int(1600, 5200) + $r->int(0, 99) / 100;
    $ot = $r->int(0, 40) * 1.0;
    $rate = round($base / 160 * 1.25, 2);
    $gross = $base + $ot * $rate;
    $w = [90, 25, 30, 35];
    $d->SetFillColor(...$d->accent);
    $d->SetTextColor(255, 255, 255);
    $d->f('B', 8.5);
    foreach ($t['earn'] as $i => $h) {
        $d->Cell($w[$i], 6, $h, 1, $i === 3 ? 1 : 0, $i ? 'R' : 'L', true);
    }
    $d->SetTextColor(0, 0, 0);
    $d->f('', 9);
    $lines = [[$t['lines'][0], '160', $d->m('MONEY_AMOUNT', $v->num($base / 160)), $base], [$t['lines'][1], (string) $ot, $d->m('MONEY_AMOUNT', $v->num($rate)), $ot * $rate]];
    foreach ($lines as [$l, $u, $rt, $amt]) {
        $d->Cell($w[0], 6, $l, 'LR');
        $d->Cell($w[1], 6, $u, 'LR', 0, 'R');
        $d->Cell($w[2], 6, $rt, 'LR', 0, 'R');
        $d->Cell($w[3], 6, $d->m('MONEY_AMOUNT', $v->money($amt)), 'LR', 1, 'R');
    }
    $d->f('B', 9);
    $d->Cell($w[0] + $w[1] + $w[2], 6, $t['gross'], 1, 0, 'R');
    $d->Cell($w[3], 6, $d->m('MONEY_AMOUNT', $v->money($gross)), 1, 1, 'R');
    $d->Ln(2);
    $d->f('B', 8.5);
    $d->Cell(0, 6, $t['ded'], 'B', 1);
    $d->f('', 9);
    $ded = 0.0;
    foreach ([2, 3, 4] as $k) {
        $amt = round($gross * [2 => 0.14, 3 => 0.07, 4 => 0.05][$k] + $r->int(0, 99) / 100, 2);
        $ded += $amt;
        $d->Cell($w[0] + $w[1] + $w[2], 6, $t['lines'][$k], 0, 0);
        $d->Cell($w[3], 6, '-' . $d->m('MONEY_AMOUNT', $v->money($amt)), 0, 1, 'R');
    }
    $d->SetFillColor(235, 235, 235);
    $d->f('B', 11);
    $d->Cell($w[0] + $w[1] + $w[2], 8, $t['net'], 'T', 0, 'R', true);
    $d->Cell($w[3], 8, $d->m('MONEY_AMOUNT', $v->money($gross - $ded)), 'T', 1, 'R', true);
    $d->f('', 8);
    $d->Ln(2);
    $d->Cell(0, 5, $t['ytd'] . ': ' . $d->m('MONEY_AMOUNT', $v->money($gross * $mo)), 0, 1);
    $d->Ln(4);
    $mail = $r->pick(['payroll', 'hr', 'personal', 'rh']) . '@' . $v->domain($emp);
    $d->MultiCell(0, 4, sprintf($t['note'], $d->m('EMAIL', $mail), $d->m('PHONE', $v->phone(false))), 0, 'L');
}

// ---------------------------------------------------------------------------------------------
const TKT = [
    'en' => ['t' => ['Rail e-ticket', 'Concert e-ticket'], 'pass' => 'Passenger', 'guest' => 'Ticket holder', 'ref' => 'Booking reference', 'from' => 'From', 'to' => 'To',
             'venue' => 'Venue', 'date' => 'Date', 'time' => 'Departure', 'doors' => 'Doors', 'seat' => 'Seat', 'coach' => 'Coach', 'price' => 'Price', 'paid' => 'Paid with %s',
             'mail' => 'Sent to', 'terms' => 'This ticket is valid only for %s and must be shown with photo ID on request. It is not transferable. Booking %s, issued on %s.',
             'ops' => ['%s Rail', 'Northern %s Trains'], 'events' => ['%s Philharmonic', '%s Jazz Festival'], 'hall' => ['Town Hall', 'Corn Exchange']],
    'es' => ['t' => ['Billete electrónico', 'Entrada electrónica'], 'pass' => 'Viajero', 'guest' => 'Titular', 'ref' => 'Localizador', 'from' => 'Origen', 'to' => 'Destino',
             'venue' => 'Recinto', 'date' => 'Fecha', 'time' => 'Salida', 'doors' => 'Apertura', 'seat' => 'Plaza', 'coach' => 'Coche', 'price' => 'Precio', 'paid' => 'Pagado con %s',
             'mail' => 'Enviado a', 'terms' => 'Billete nominativo a nombre de %s; deberá presentarse junto con el DNI. Intransferible. Localizador %s, emitido el %s.',
             'ops' => ['Trenes de %s', 'Autocares %s'], 'events' => ['Orquesta Sinfónica de %s', 'Festival de Jazz de %s'], 'hall' => ['Auditorio Municipal', 'Palacio de Congresos']],
    'fr' => ['t' => ['Billet de train', 'Billet de concert'], 'pass' => 'Voyageur', 'guest' => 'Titulaire', 'ref' => 'Référence dossier', 'from' => 'Départ', 'to' => 'Arrivée',
             'venue' => 'Salle', 'date' => 'Date', 'time' => 'Heure', 'doors' => 'Ouverture', 'seat' => 'Place', 'coach' => 'Voiture', 'price' => 'Prix', 'paid' => 'Payé par %s',
             'mail' => 'Envoyé à', 'terms' => 'Billet nominatif valable uniquement pour %s, sur présentation d’une pièce d’identité. Non cessible. Dossier %s, émis le %s.',
             'ops' => ['TER %s', 'Cars %s'], 'events' => ['Orchestre de %s', 'Festival de jazz de %s'], 'hall' => ['Salle des fêtes', 'Opéra municipal']],
    'de' => ['t' => ['Online-Ticket', 'Konzertkarte'], 'pass' => 'Reisende/r', 'guest' => 'Karteninhaber/in', 'ref' => 'Auftragsnummer', 'from' => 'Von', 'to' => 'Nach',
             'venue' => 'Spielstätte', 'date' => 'Datum', 'time' => 'Abfahrt', 'doors' => 'Einlass', 'seat' => 'Platz', 'coach' => 'Wagen', 'price' => 'Preis', 'paid' => 'Bezahlt mit %s',
             'mail' => 'Gesendet an', 'terms' => 'Das Ticket gilt nur für %s und nur zusammen mit einem amtlichen Lichtbildausweis. Nicht übertragbar. Auftrag %s, ausgestellt am %s.',
             'ops' => ['%s-Bahn', 'Regionalverkehr %s'], 'events' => ['%s Philharmoniker', 'Jazzfestival %s'], 'hall' => ['Stadthalle', 'Konzerthaus']],
    'it' => ['t' => ['Biglietto ferroviario', 'Biglietto concerto'], 'pass' => 'Passeggero', 'guest' => 'Intestatario', 'ref' => 'Codice prenotazione', 'from' => 'Da', 'to' => 'A',
             'venue' => 'Luogo', 'date' => 'Data', 'time' => 'Partenza', 'doors' => 'Apertura porte', 'seat' => 'Posto', 'coach' => 'Carrozza', 'price' => 'Prezzo', 'paid' => 'Pagato con %s',
             'mail' => 'Inviato a', 'terms' => 'Biglietto nominativo valido solo per %s, da esibire con un documento d’identità. Non cedibile. Prenotazione %s, emessa il %s.',
             'ops' => ['Ferrovie di %s', 'Autolinee %s'], 'events' => ['Orchestra Filarmonica di %s', '%s Jazz Festival'], 'hall' => ['Teatro Comunale', 'Auditorium']],
    'pt' => ['t' => ['Bilhete de comboio', 'Bilhete de concerto'], 'pass' => 'Passageiro', 'guest' => 'Titular', 'ref' => 'Código de reserva', 'from' => 'Origem', 'to' => 'Destino',
             'venue' => 'Local', 'date' => 'Data', 'time' => 'Partida', 'doors' => 'Abertura de portas', 'seat' => 'Lugar', 'coach' => 'Carruagem', 'price' => 'Preço', 'paid' => 'Pago com %s',
             'mail' => 'Enviado para', 'terms' => 'Bilhete nominativo, válido apenas para %s mediante apresentação de documento de identificação. Intransmissível. Reserva %s, emitida em %s.',
             'ops' => ['Comboios de %s', 'Expressos %s'], 'events' => ['Orquestra de %s', 'Festival de Jazz de %s'], 'hall' => ['Coliseu', 'Cineteatro Municipal']],
    'ru' => ['t' => ['Электронный билет', 'Билет на концерт'], 'pass' => 'Пассажир', 'guest' => 'Владелец билета', 'ref' => 'Номер заказа', 'from' => 'Отправление', 'to' => 'Прибытие',
             'venue' => 'Площадка', 'date' => 'Дата', 'time' => 'Время', 'doors' => 'Вход', 'seat' => 'Место', 'coach' => 'Вагон', 'price' => 'Стоимость', 'paid' => 'Оплачено картой %s',
             'mail' => 'Отправлено на', 'terms' => 'Билет именной и действителен только для %s при предъявлении паспорта. Передача третьим лицам не допускается. Заказ %s оформлен %s.',
             'ops' => ['Пригородная компания «%s»', 'Автовокзал «%s»'], 'events' => ['Филармония «%s»', 'Джазовый фестиваль «%s»'], 'hall' => ['Дворец культуры', 'Концертный зал']],
];

/** Draws a label and its value at absolute positions (a ticket's form grid). */
function boxed(Doc $d, float $x, float $y, float $w, string $label, string $value, float $size = 11, float $spacing = 0): void
{
    $d->SetDrawColor(170, 170, 170);
    $d->Rect($x, $y, $w, 13);
    $d->f('', 6.5);
    $d->SetTextColor(110, 110, 110);
    $d->Text($x + 1.5, $y + 1, u_upper($label));
    $d->SetTextColor(0, 0, 0);
    $d->f('B', $size);
    $d->setFontSpacing($spacing);
    $d->Text($x + 1.5, $y + 6, $value);
    $d->setFontSpacing(0);
}

function ticket(Doc $d): void
{
    $t = TKT[$d->lang];
    $v = $d->v;
    $r = $d->r;
    $rail = $r->chance(0.55);
    $p = $v->person();
    $ref = $r->letters(2) . $r->digits(4) . $r->letters(2);
    $town = $v->town();
    $org = sprintf($r->pick($rail ? $t['ops'] : $t['events']), $rail ? $town : $v->town());
    $d->SetTitle($t['t'][$rail ? 0 : 1]);
    $d->head = [[['ORGANIZATION', $org]], [[[null, $t['ref'] . ' '], ['ID', $ref]]]];
    $d->foot = [['ORGANIZATION', $org], [null, ' · '], ['URL', 'https://www.' . $d->v->domain($org) . '/tickets/' . strtolower($ref)]];
    $trips = $rail && $r->chance(0.5) ? 2 : 1;
    $price = $r->int(900, 14900) / 100;
    $when = $v->date('num');
    $mail = $v->email($p);    // one booking: the same e-mail and card on both legs
    $card = $v->card();
    for ($k = 0; $k < $trips; $k++) {
        $d->AddPage();
        $d->f('B', 16);
        $d->Cell(0, 9, $t['t'][$rail ? 0 : 1] . ($trips > 1 ? ' (' . ($k + 1) . '/2)' : ''), 0, 1);
        $y0 = 42;
        $d->SetDrawColor(...$d->accent);
        $d->RoundedRect(15, $y0 - 3, 180, 78, 3);
        // The passenger's name in spaced capitals (setFontSpacing), as ticket layouts print it.
        boxed($d, 18, $y0, 112, $rail ? $t['pass'] : $t['guest'], $d->m('PERSON_NAME', u_upper($p->full())), 12, $r->pick([0.4, 0.8, 1.2]));
        boxed($d, 132, $y0, 60, $t['ref'], $d->m('ID', $ref), 13, 1.5);
        if ($rail) {
            [$a, $b] = $k === 0 ? [$town, $v->town()] : [$v->town(), $town];
            boxed($d, 18, $y0 + 15, 56, $t['from'], $d->m('LOCATION', $a));
            boxed($d, 76, $y0 + 15, 54, $t['to'], $d->m('LOCATION', $b));
            boxed($d, 132, $y0 + 15, 60, $t['coach'] . ' / ' . $t['seat'], $r->int(1, 12) . ' / ' . $r->int(1, 88) . $r->pick(['A', 'B', 'C', 'D']));
        } else {
            $hall = $r->pick($t['hall']);
            boxed($d, 18, $y0 + 15, 112, $t['venue'], $hall . ', ' . $d->m('ADDRESS', $v->oneLine($v->address())), 8.5);
            boxed($d, 132, $y0 + 15, 60, $t['seat'], $r->letters(1, 'ABCDEFGH') . '-' . $r->int(1, 40));
        }
        boxed($d, 18, $y0 + 30, 56, $t['date'], $d->m('DATE', $v->date('num')));
        boxed($d, 76, $y0 + 30, 54, $rail ? $t['time'] : $t['doors'], sprintf('%02d:%02d', $r->int(6, 22), $r->pick([0, 15, 30, 45])));
        boxed($d, 132, $y0 + 30, 60, $t['price'], $d->m('MONEY_AMOUNT', $v->money($price)));
        boxed($d, 18, $y0 + 45, 112, $t['mail'], $d->m('EMAIL', $mail), 9);
        // Code 128 with its human-readable line under the bars; a QR code beside it.
        $style = ['position' => '', 'align' => 'L', 'stretch' => false, 'fitwidth' => true, 'border' => false, 'hpadding' => 0,
                  'vpadding' => 0, 'fgcolor' => [0, 0, 0], 'text' => true, 'font' => 'helvetica', 'fontsize' => 8, 'stretchtext' => 4];
        $code = $ref . $r->digits(4);
        $d->write1DBarcode($d->m('ID', $code), 'C128', 18, $y0 + 60, 100, 14, 0.4, $style, 'N');
        $d->write2DBarcode('TKT:' . $code, 'QRCODE,M', 160, $y0 + 45, 30, 30, ['border' => false, 'fgcolor' => [0, 0, 0]], 'N');
        $d->SetY($y0 + 82);
        $d->f('', 8.5);
        $d->MultiCell(0, 4, sprintf($t['terms'], $d->m('PERSON_NAME', $p->full()), $d->m('ID', $ref), $d->m('DATE', $when)), 0, 'J');
        $d->Ln(2);
        $d->Cell(0, 5, sprintf($t['paid'], $d->m('CREDIT_CARD', $card)), 0, 1);
    }
}

// ---------------------------------------------------------------------------------------------
const LOAN = [
    'en' => ['t' => 'Loan repayment schedule', 'no' => 'Loan account', 'b' => 'Borrower', 'cb' => 'Joint borrower', 'amt' => 'Amount of credit', 'rate' => 'Interest rate (fixed)',
             'term' => 'Term', 'months' => 'months', 'first' => 'First repayment', 'acc' => 'Repayment account', 'head' => ['No.', 'Due date', 'Repayment', 'Interest', 'Capital', 'Balance'],
             'dear' => 'Dear %s,', 'body' => 'Thank you for taking out your personal loan with us. The schedule below sets out the %d monthly repayments of %s that will be collected from your account %s from %s onwards. Please keep this schedule with your credit agreement.',
             'sign' => 'Yours sincerely,', 'role' => 'Lending Services', 'subj' => 'Your personal loan %s'],
    'es' => ['t' => 'Cuadro de amortización', 'no' => 'N.º de préstamo', 'b' => 'Titular', 'cb' => 'Cotitular', 'amt' => 'Importe del préstamo', 'rate' => 'Tipo de interés fijo',
             'term' => 'Plazo', 'months' => 'meses', 'first' => 'Primera cuota', 'acc' => 'Cuenta de cargo', 'head' => ['N.º', 'Vencimiento', 'Cuota', 'Intereses', 'Amortización', 'Capital pendiente'],
             'dear' => 'Estimado/a %s:', 'body' => 'Le agradecemos la confianza depositada en nuestra entidad. A continuación figura el cuadro de las %d cuotas mensuales de %s que se cargarán en su cuenta %s a partir del %s. Conserve este documento junto con su contrato.',
             'sign' => 'Atentamente,', 'role' => 'Departamento de Préstamos', 'subj' => 'Su préstamo personal %s'],
    'fr' => ['t' => 'Tableau d’amortissement', 'no' => 'N° de prêt', 'b' => 'Emprunteur', 'cb' => 'Co-emprunteur', 'amt' => 'Montant du crédit', 'rate' => 'Taux fixe',
             'term' => 'Durée', 'months' => 'mois', 'first' => 'Première échéance', 'acc' => 'Compte de prélèvement', 'head' => ['N°', 'Échéance', 'Mensualité', 'Intérêts', 'Capital', 'Capital restant dû'],
             'dear' => 'Madame, Monsieur %s,', 'body' => 'Nous vous remercions de votre confiance. Vous trouverez ci-dessous le tableau des %d mensualités de %s qui seront prélevées sur votre compte %s à compter du %s. Conservez ce document avec votre offre de prêt.',
             'sign' => 'Veuillez agréer nos salutations distinguées.', 'role' => 'Service Crédit', 'subj' => 'Votre prêt personnel %s'],
    'de' => ['t' => 'Tilgungsplan', 'no' => 'Darlehenskonto', 'b' => 'Darlehensnehmer/in', 'cb' => 'Mitdarlehensnehmer/in', 'amt' => 'Nettodarlehensbetrag', 'rate' => 'Sollzins (gebunden)',
             'term' => 'Laufzeit', 'months' => 'Monate', 'first' => 'Erste Rate', 'acc' => 'Abbuchungskonto', 'head' => ['Nr.', 'Fällig am', 'Rate', 'Zinsen', 'Tilgung', 'Restschuld'],
             'dear' => 'Guten Tag %s,', 'body' => 'vielen Dank für Ihr Vertrauen. Nachfolgend finden Sie den Plan der %d Monatsraten zu je %s, die ab dem %4$s von Ihrem Konto %3$s abgebucht werden. Bitte bewahren Sie den Plan zusammen mit Ihrem Darlehensvertrag auf.',
             'sign' => 'Mit freundlichen Grüßen', 'role' => 'Kreditservice', 'subj' => 'Ihr Ratenkredit %s'],
    'it' => ['t' => 'Piano di ammortamento', 'no' => 'Finanziamento n.', 'b' => 'Intestatario', 'cb' => 'Cointestatario', 'amt' => 'Importo finanziato', 'rate' => 'TAN fisso',
             'term' => 'Durata', 'months' => 'mesi', 'first' => 'Prima rata', 'acc' => 'Conto di addebito', 'head' => ['N.', 'Scadenza', 'Rata', 'Interessi', 'Quota capitale', 'Debito residuo'],
             'dear' => 'Gentile %s,', 'body' => 'La ringraziamo per aver scelto il nostro prestito personale. Di seguito il piano delle %d rate mensili da %s che saranno addebitate sul conto %s a partire dal %s. Conservi questo piano insieme al contratto.',
             'sign' => 'Cordiali saluti', 'role' => 'Ufficio Crediti', 'subj' => 'Il suo prestito personale %s'],
    'pt' => ['t' => 'Plano de pagamentos', 'no' => 'Contrato de crédito n.º', 'b' => 'Titular', 'cb' => 'Segundo titular', 'amt' => 'Montante do crédito', 'rate' => 'TAN fixa',
             'term' => 'Prazo', 'months' => 'meses', 'first' => 'Primeira prestação', 'acc' => 'Conta de débito', 'head' => ['N.º', 'Vencimento', 'Prestação', 'Juros', 'Capital', 'Capital em dívida'],
             'dear' => 'Caro(a) %s,', 'body' => 'Agradecemos a sua preferência. Segue o plano das %d prestações mensais de %s que serão debitadas na sua conta %s a partir de %s. Guarde este plano juntamente com o contrato.',
             'sign' => 'Com os melhores cumprimentos,', 'role' => 'Direção de Crédito', 'subj' => 'O seu crédito pessoal %s'],
    'ru' => ['t' => 'График платежей', 'no' => 'Кредитный договор №', 'b' => 'Заёмщик', 'cb' => 'Созаёмщик', 'amt' => 'Сумма кредита', 'rate' => 'Процентная ставка',
             'term' => 'Срок', 'months' => 'мес.', 'first' => 'Первый платёж', 'acc' => 'Счёт для списания', 'head' => ['№', 'Дата платежа', 'Платёж', 'Проценты', 'Основной долг', 'Остаток'],
             'dear' => 'Уважаемый(ая) %s!', 'body' => 'Благодарим вас за выбор нашего банка. Ниже приведён график %d ежемесячных платежей по %s, которые будут списываться со счёта %s начиная с %s. Храните график вместе с кредитным договором.',
             'sign' => 'С уважением,', 'role' => 'Кредитный отдел', 'subj' => 'Ваш потребительский кредит %s'],
];

function loan(Doc $d): void
{
    $t = LOAN[$d->lang];
    $v = $d->v;
    $r = $d->r;
    $bank = $r->pick(half(BANKS[$d->lang], $d->part));
    $p = $v->person();
    $no = $v->ref($r->pick(['', 'PL', 'K-']), 9);
    $d->SetTitle($t['t']);
    $d->head = [[['ORGANIZATION', $bank]], [[[null, $t['no'] . ' '], ['ID', $no]], [[null, $t['b'] . ': '], ['PERSON_NAME', $p->full()]]]];
    $d->foot = [['ORGANIZATION', $bank], [null, ' · '], ['ADDRESS', $v->oneLine($v->address())], [null, ' · '], ['PHONE', $v->phone(false)]];
    $d->AddPage();
    $d->f('', 10);
    $d->MultiCell(90, 5, $d->m('PERSON_NAME', $p->full()) . "\n" . $d->addr($v->address()), 0, 'L', false, 1, 15, 32);
    $d->SetXY(120, 32);
    $place = $v->town();
    $d->Cell(75, 5, $d->m('LOCATION', $place) . ', ' . $d->m('DATE', $v->date('word')), 0, 1, 'R');
    $d->SetY(58);
    $d->f('B', 11);
    $d->Cell(0, 6, sprintf($t['subj'], $d->m('ID', $no)), 0, 1);
    $d->Ln(2);
    $n = $r->pick([12, 12, 18, 24, 36]);
    $amount = $r->int(30, 250) * 100.0;
    $rate = $r->int(29, 99) / 10;
    $i = $rate / 1200;
    $pay = round($amount * $i / (1 - (1 + $i) ** -$n), 2);
    $y = $r->int(2024, 2026);
    $mo = $r->int(1, 12);
    $day = $r->int(1, 28);
    $iban = $v->iban();
    $d->f('', 9.5);
    $d->MultiCell(0, 5, sprintf($t['dear'], $d->m('PERSON_NAME', $d->lang === 'ru' ? $p->first() : $p->full())), 0, 'L');
    $d->Ln(1);
    $first = $v->date('num', $y, $mo, $day);
    $d->MultiCell(0, 5, sprintf($t['body'], $n, $d->m('MONEY_AMOUNT', $v->money($pay)), $d->m('ACCOUNT', $iban), $d->m('DATE', $first)), 0, 'J');
    $d->Ln(2);
    $pairs = [[$t['b'], $d->m('PERSON_NAME', $p->caps()), 4], [$t['amt'], $d->m('MONEY_AMOUNT', $v->money($amount)), 0],
              [$t['rate'], number_format($rate, 2, $d->lang === 'en' ? '.' : ',', '') . ' %', 0], [$t['term'], "$n " . $t['months'], 0]];
    if ($r->chance(0.4)) {
        $pairs[] = [$t['cb'], $d->m('PERSON_NAME', $v->person()->caps()), 4];
        $pairs[] = [$t['first'], $d->m('DATE', $first), 0];
    }
    foreach (array_chunk($pairs, 2) as [$a, $b]) {
        $d->pair($a[0], 30, $a[1], 60, $a[2]);
        $d->pair($b[0], 30, $b[1], 60, $b[2], 1);
    }
    $d->Ln(3);
    // The schedule: a writeHTML table whose header row repeats on every page it spans.
    $hd = $t['head'];
    $rows = '';
    $bal = $amount;
    for ($k = 1; $k <= $n; $k++) {
        $int = round($bal * $i, 2);
        $cap = $pay - $int;    // (the capital share is not printed: due date, repayment, interest, balance)
        $bal = max(0.0, $bal - $cap);
        $mm = ($mo - 1 + $k - 1) % 12 + 1;
        $yy = $y + intdiv($mo - 1 + $k - 1, 12);
        $bg = $k % 2 ? '' : ' style="background-color:#f3f3f3;"';
        $rows .= "<tr$bg><td width=\"8%\">$k</td><td width=\"18%\">" . $d->h('DATE', $v->date('num', $yy, $mm, $day)) . '</td><td width="18%" align="right">'
            . $d->h('MONEY_AMOUNT', $v->money($pay)) . '</td><td width="22%" align="right">' . $d->h('MONEY_AMOUNT', $v->num($int))
            . '</td><td width="34%" align="right">' . $d->h('MONEY_AMOUNT', $v->money($bal)) . '</td></tr>';
    }
    $html = '<table cellpadding="2" border="0"><thead><tr style="font-weight:bold;background-color:#dddddd;"><td width="8%">' . $hd[0] . '</td><td width="18%">' . $hd[1]
        . '</td><td width="18%" align="right">' . $hd[2] . '</td><td width="22%" align="right">' . $hd[3]
        . '</td><td width="34%" align="right">' . $hd[5] . '</td></tr></thead>' . $rows . '</table>';
    $d->f('', 8.5);
    $d->writeHTML($html, true, false, true, false, '');
    $d->Ln(4);
    $d->f('', 9.5);
    $agent = $v->person();
    $d->MultiCell(0, 5, $t['sign'] . "\n\n" . $d->m('PERSON_NAME', $agent->full()) . "\n" . $t['role'] . ', ' . $d->m('ORGANIZATION', $bank), 0, 'L');
}

// ---------------------------------------------------------------------------------------------
const PERMIT = [
    'en' => ['t' => 'Resident parking permit', 'c' => '%s City Council', 'no' => 'Permit no.', 'h' => 'Permit holder', 'a' => 'Address', 'v' => 'Vehicle registration', 'mk' => 'Make / model',
             'z' => 'Zone', 'from' => 'Valid from', 'to' => 'Valid until', 'fee' => 'Fee paid', 'dear' => 'Dear %s,',
             'body' => 'Your resident parking permit for the vehicle %s has been issued and is valid from %s. Display the permit clearly on the windscreen. If you change your vehicle, tell us at %s quoting permit %s.',
             'cut' => 'Display this part in the vehicle', 'dept' => 'Parking Services'],
    'es' => ['t' => 'Distintivo de residente (SER)', 'c' => 'Ayuntamiento de %s', 'no' => 'N.º de distintivo', 'h' => 'Titular', 'a' => 'Domicilio', 'v' => 'Matrícula', 'mk' => 'Marca / modelo',
             'z' => 'Barrio', 'from' => 'Válido desde', 'to' => 'Válido hasta', 'fee' => 'Tasa abonada', 'dear' => 'Estimado/a %s:',
             'body' => 'Le comunicamos que se ha expedido el distintivo de residente para el vehículo %s, válido desde el %s. Colóquelo en lugar visible del parabrisas. Si cambia de vehículo, comuníquelo a %s indicando el distintivo %s.',
             'cut' => 'Coloque esta parte en el vehículo', 'dept' => 'Servicio de Movilidad'],
    'fr' => ['t' => 'Carte de stationnement résident', 'c' => 'Ville de %s', 'no' => 'N° de carte', 'h' => 'Titulaire', 'a' => 'Adresse', 'v' => 'Immatriculation', 'mk' => 'Marque / modèle',
             'z' => 'Secteur', 'from' => 'Valable du', 'to' => 'au', 'fee' => 'Montant réglé', 'dear' => 'Madame, Monsieur %s,',
             'body' => 'Votre carte de stationnement résident pour le véhicule %s est valable à partir du %s. Placez-la de manière visible derrière le pare-brise. En cas de changement de véhicule, écrivez à %s en rappelant la carte %s.',
             'cut' => 'Partie à apposer dans le véhicule', 'dept' => 'Direction du stationnement'],
    'de' => ['t' => 'Bewohnerparkausweis', 'c' => 'Stadt %s', 'no' => 'Ausweis-Nr.', 'h' => 'Inhaber/in', 'a' => 'Anschrift', 'v' => 'Amtl. Kennzeichen', 'mk' => 'Fabrikat / Typ',
             'z' => 'Parkzone', 'from' => 'Gültig ab', 'to' => 'Gültig bis', 'fee' => 'Gebühr', 'dear' => 'Sehr geehrte/r %s,',
             'body' => 'Ihr Bewohnerparkausweis für das Fahrzeug %s ist ab dem %s gültig. Legen Sie ihn gut sichtbar hinter die Windschutzscheibe. Bei einem Fahrzeugwechsel schreiben Sie bitte an %s unter Angabe des Ausweises %s.',
             'cut' => 'Diesen Teil im Fahrzeug auslegen', 'dept' => 'Straßenverkehrsbehörde'],
    'it' => ['t' => 'Contrassegno sosta residenti', 'c' => 'Comune di %s', 'no' => 'Contrassegno n.', 'h' => 'Titolare', 'a' => 'Residenza', 'v' => 'Targa', 'mk' => 'Marca / modello',
             'z' => 'Zona', 'from' => 'Valido dal', 'to' => 'Valido fino al', 'fee' => 'Importo versato', 'dear' => 'Gentile %s,',
             'body' => 'Le comunichiamo il rilascio del contrassegno per il veicolo targato %s, valido dal %s. Esponga il contrassegno in modo visibile sul parabrezza. In caso di cambio veicolo scriva a %s citando il contrassegno %s.',
             'cut' => 'Parte da esporre sul veicolo', 'dept' => 'Ufficio Mobilità'],
    'pt' => ['t' => 'Dístico de residente', 'c' => 'Câmara Municipal de %s', 'no' => 'Dístico n.º', 'h' => 'Titular', 'a' => 'Morada', 'v' => 'Matrícula', 'mk' => 'Marca / modelo',
             'z' => 'Zona', 'from' => 'Válido de', 'to' => 'Válido até', 'fee' => 'Taxa paga', 'dear' => 'Exmo(a). Sr(a). %s,',
             'body' => 'Informamos que foi emitido o dístico de residente para o veículo %s, válido a partir de %s. Coloque o dístico em local visível no para-brisas. Se mudar de veículo, informe-nos através de %s indicando o dístico %s.',
             'cut' => 'Parte a colocar no veículo', 'dept' => 'Divisão de Mobilidade'],
    'ru' => ['t' => 'Разрешение на парковку резидента', 'c' => 'Администрация г. %s', 'no' => 'Разрешение №', 'h' => 'Владелец', 'a' => 'Адрес', 'v' => 'Госномер', 'mk' => 'Марка / модель',
             'z' => 'Зона', 'from' => 'Действует с', 'to' => 'Действует по', 'fee' => 'Оплачено', 'dear' => 'Уважаемый(ая) %s!',
             'body' => 'Разрешение на парковку резидента для автомобиля %s оформлено и действует с %s. При смене автомобиля сообщите на %s, указав номер разрешения %s.',
             'cut' => 'Разместить под лобовым стеклом', 'dept' => 'Отдел парковочного пространства'],
];
const MAKES = ['Ford Focus', 'Volkswagen Golf', 'Renault Clio', 'Fiat Panda', 'Toyota Yaris', 'Peugeot 208', 'Skoda Octavia', 'Seat Ibiza', 'Lada Vesta', 'Kia Ceed'];

function permit(Doc $d): void
{
    $t = PERMIT[$d->lang];
    $v = $d->v;
    $r = $d->r;
    $town = $v->town();
    $council = sprintf($t['c'], $town);
    $p = $v->person();
    $a = $v->address();
    $plate = $v->plate();
    $no = $r->letters(1, 'RPZ') . $r->digits(6);
    $y = $r->int(2024, 2026);
    $mo = $r->int(1, 12);
    $from = $v->date('num', $y, $mo, 1);
    $to = $v->date('num', $y + 1, $mo, 1);
    $mail = ['en' => 'parking', 'es' => 'movilidad', 'fr' => 'stationnement', 'de' => 'parkausweis', 'it' => 'mobilita', 'pt' => 'mobilidade', 'ru' => 'parking'][$d->lang]
        . '@' . $v->domain($council);
    $d->SetTitle($t['t']);
    $d->head = [[['ORGANIZATION', $council]], [[[null, $t['dept']]], [[null, $t['no'] . ' '], ['ID', $no]]]];
    $d->foot = [['ORGANIZATION', $council], [null, ' · ' . $t['dept'] . ' · '], ['EMAIL', $mail]];
    $d->AddPage();
    $d->f('', 10);
    $d->MultiCell(90, 5, $d->m('PERSON_NAME', $p->full()) . "\n" . $d->addr($a), 0, 'L', false, 1, 15, 32);
    $d->SetXY(120, 32);
    $d->Cell(75, 5, $d->m('DATE', $v->date('word')), 0, 1, 'R');
    $d->SetY(56);
    $d->f('', 9.5);
    $d->MultiCell(0, 5, sprintf($t['dear'], $d->m('PERSON_NAME', $p->full())), 0, 'L');
    $d->Ln(1);
    $d->MultiCell(0, 5, sprintf($t['body'], $d->m('LICENSE_PLATE', $plate), $d->m('DATE', $from), $d->m('EMAIL', $mail), $d->m('ID', $no)), 0, 'J');
    // The permit: a dashed cut-out form with values overlaid by Text() on its grid.
    $y0 = 110;
    $d->SetLineStyle(['width' => 0.3, 'dash' => '3,2', 'color' => [120, 120, 120]]);
    $d->Rect(15, $y0, 180, 92);
    $d->SetLineStyle(['width' => 0.2, 'dash' => 0, 'color' => [0, 0, 0]]);
    $d->f('', 7);
    $d->Text(17, $y0 + 1, $t['cut']);
    $d->SetFillColor(...$d->accent);
    $d->Rect(15, $y0 + 6, 180, 10, 'F');
    $d->SetTextColor(255, 255, 255);
    $d->f('B', 12);
    $d->Text(18, $y0 + 8, u_upper($t['t']) . ' · ' . $t['z'] . ' ' . $r->letters(1, 'ABCDEFGHK') . $r->int(1, 9));
    $d->SetTextColor(0, 0, 0);
    // The plate, large and letter-spaced.
    $d->SetDrawColor(0, 0, 0);
    $d->Rect(18, $y0 + 20, 100, 20);
    $d->f('', 7);
    $d->Text(20, $y0 + 21, $t['v']);
    $d->SetFont($d->lang === 'ru' ? $d->font : 'courier', 'B', 22);
    $d->setFontSpacing(1.2);
    $d->Text(22, $y0 + 27, $d->m('LICENSE_PLATE', $plate));
    $d->setFontSpacing(0);
    $grid = [[$t['no'], $d->m('ID', $no)], [$t['h'], $d->m('PERSON_NAME', $p->caps())], [$t['a'], $d->m('ADDRESS', $v->oneLine($a))],
             [$t['mk'], $r->pick(MAKES)], [$t['from'], $d->m('DATE', $from)], [$t['to'], $d->m('DATE', $to)], [$t['fee'], $d->m('MONEY_AMOUNT', $v->money($r->pick([25, 40, 60, 95, 120, 3500])))]];
    $yy = $y0 + 44;
    foreach ($grid as [$l, $val]) {
        $d->f('', 7);
        $d->SetTextColor(100, 100, 100);
        $d->Text(18, $yy + 0.8, $l);
        $d->SetTextColor(0, 0, 0);
        $d->f('B', 9);
        $d->SetXY(50, $yy);
        $d->Cell(70, 6, $val, 'B', 0, 'L', false, '', 1);
        $yy += 6.5;
    }
    $d->write2DBarcode("PERMIT:$no", 'QRCODE,Q', 140, $y0 + 20, 42, 42, ['border' => false, 'fgcolor' => [0, 0, 0]], 'N');
    $d->write2DBarcode($no, 'DATAMATRIX', 150, $y0 + 66, 20, 20, ['border' => false, 'fgcolor' => [0, 0, 0]], 'N');
}

/** The dev13 documents: [name, kind, lang, draw]; every kind in the seven languages, a second
 *  copy for two languages of each kind (each document's seed is the CRC-32 of its name). */
function documents_dev13(string $part): array
{
    $kinds = ['invoice' => 'invoice', 'payslip' => 'payslip', 'ticket' => 'ticket', 'loan' => 'loan', 'permit' => 'permit'];
    $extra = ['invoice' => ['en', 'de', 'ru', 'es'], 'payslip' => ['fr', 'it', 'de', 'es'], 'ticket' => ['es', 'pt', 'en', 'ru'], 'loan' => [], 'permit' => ['it', 'fr', 'en']];
    $docs = [];
    foreach ($kinds as $kind => $fn) {
        foreach (LANGS as $lang) {
            $docs[] = ["$part-$kind-$lang", $kind, $lang, $fn];
        }
        foreach ($extra[$kind] as $lang) {
            $docs[] = ["$part-$kind-$lang-2", $kind, $lang, $fn];
        }
    }
    return $docs;
}
