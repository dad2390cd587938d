/** dev5 kind: a tenancy agreement over several pages (parties in the running header, clauses, signature blocks). */
import { LABELS } from '../labels';
import { assemble, type Phrase, type Writer } from './kit';

const CLAUSES: Phrase[] = [
  [
    'The tenant shall keep the premises clean and in good repair and shall report any defect to the landlord without delay.',
    'El arrendatario conservará la vivienda en buen estado y comunicará sin demora al arrendador cualquier desperfecto.',
    'Le locataire entretient le logement en bon état et signale sans délai au bailleur tout désordre.',
    'Der Mieter hat die Mieträume pfleglich zu behandeln und Mängel dem Vermieter unverzüglich anzuzeigen.',
    'Il conduttore mantiene l’immobile in buono stato e segnala senza ritardo al locatore ogni guasto.',
    'O arrendatário mantém o locado em bom estado e comunica de imediato ao senhorio qualquer avaria.',
    'Наниматель содержит помещение в надлежащем состоянии и незамедлительно сообщает наймодателю о неисправностях.',
  ],
  [
    'Subletting the whole or part of the premises requires the prior written consent of the landlord.',
    'El subarriendo total o parcial requiere el consentimiento previo y por escrito del arrendador.',
    'Toute sous-location, totale ou partielle, est soumise à l’accord écrit préalable du bailleur.',
    'Eine Untervermietung ganz oder teilweise bedarf der vorherigen schriftlichen Zustimmung des Vermieters.',
    'La sublocazione totale o parziale richiede il previo consenso scritto del locatore.',
    'A sublocação, total ou parcial, depende de autorização prévia e escrita do senhorio.',
    'Поднаём жилого помещения допускается только с письменного согласия наймодателя.',
  ],
  [
    'The rent is payable monthly in advance by the third working day of each month to the account stated below.',
    'La renta se abonará por meses anticipados dentro de los tres primeros días hábiles de cada mes en la cuenta indicada.',
    'Le loyer est payable mensuellement et d’avance au plus tard le troisième jour ouvré de chaque mois sur le compte indiqué.',
    'Die Miete ist monatlich im Voraus spätestens am dritten Werktag eines Monats auf das unten genannte Konto zu zahlen.',
    'Il canone è dovuto mensilmente in via anticipata entro il terzo giorno lavorativo di ogni mese sul conto indicato.',
    'A renda é paga mensalmente e adiantada até ao terceiro dia útil de cada mês para a conta indicada.',
    'Плата за наём вносится ежемесячно авансом не позднее третьего рабочего дня месяца на указанный счёт.',
  ],
  [
    'Either party may terminate this agreement by giving three months’ notice in writing.',
    'Cualquiera de las partes podrá resolver el contrato con un preaviso escrito de tres meses.',
    'Chacune des parties peut résilier le bail moyennant un préavis écrit de trois mois.',
    'Jede Partei kann diesen Vertrag mit einer Frist von drei Monaten schriftlich kündigen.',
    'Ciascuna parte può recedere con preavviso scritto di tre mesi.',
    'Qualquer das partes pode denunciar o contrato com pré-aviso escrito de três meses.',
    'Любая из сторон вправе расторгнуть договор, письменно предупредив другую сторону за три месяца.',
  ],
  [
    'Pets may only be kept with the landlord’s consent; small animals in cages are excepted.',
    'Solo se permiten animales de compañía con el consentimiento del arrendador.',
    'La détention d’animaux domestiques est soumise à l’accord du bailleur.',
    'Die Haltung von Haustieren bedarf der Zustimmung des Vermieters; Kleintiere ausgenommen.',
    'La detenzione di animali domestici è subordinata al consenso del locatore.',
    'A permanência de animais de estimação depende de autorização do senhorio.',
    'Содержание домашних животных допускается с согласия наймодателя.',
  ],
  [
    'The tenant shall allow access for the annual inspection of the gas boiler and the smoke detectors.',
    'El arrendatario permitirá el acceso para la revisión anual de la caldera y de los detectores de humo.',
    'Le locataire laisse l’accès pour l’entretien annuel de la chaudière et des détecteurs de fumée.',
    'Der Mieter gewährt Zutritt zur jährlichen Wartung der Gastherme und der Rauchmelder.',
    'Il conduttore consente l’accesso per la revisione annuale della caldaia e dei rilevatori di fumo.',
    'O arrendatário permite o acesso para a inspeção anual da caldeira e dos detetores de fumo.',
    'Наниматель обеспечивает доступ для ежегодной проверки газового котла и датчиков дыма.',
  ],
];

const ROOMS: Array<[Phrase, Phrase]> = [
  [
    ['Hall', 'Recibidor', 'Entrée', 'Flur', 'Ingresso', 'Hall', 'Прихожая'],
    [
      'Walls freshly painted; coat hooks loose; two keys to the front door and one mailbox key handed over.',
      'Paredes recién pintadas; perchero suelto; se entregan dos llaves de la puerta y una del buzón.',
      'Murs repeints ; patère desserrée ; deux clés de la porte et une clé de boîte aux lettres remises.',
      'Wände frisch gestrichen; Garderobenhaken locker; zwei Wohnungsschlüssel und ein Briefkastenschlüssel übergeben.',
      'Pareti ritinteggiate; appendiabiti allentato; consegnate due chiavi della porta e una della cassetta postale.',
      'Paredes pintadas de novo; cabide solto; entregues duas chaves da porta e uma da caixa do correio.',
      'Стены окрашены; вешалка расшатана; переданы два ключа от двери и ключ от почтового ящика.',
    ],
  ],
  [
    ['Kitchen', 'Cocina', 'Cuisine', 'Küche', 'Cucina', 'Cozinha', 'Кухня'],
    [
      'Hob and oven working; small chip on the worktop left of the sink; extractor filter replaced.',
      'Placa y horno funcionan; pequeña muesca en la encimera junto al fregadero; filtro de la campana nuevo.',
      'Plaques et four en état de marche ; petit éclat sur le plan de travail ; filtre de hotte changé.',
      'Kochfeld und Backofen funktionsfähig; kleine Abplatzung an der Arbeitsplatte links der Spüle; Dunstabzugsfilter erneuert.',
      'Piano cottura e forno funzionanti; piccola scheggiatura sul piano accanto al lavello; filtro cappa sostituito.',
      'Placa e forno a funcionar; pequena lasca na bancada junto ao lava-loiça; filtro do exaustor novo.',
      'Плита и духовка исправны; небольшой скол столешницы слева от мойки; фильтр вытяжки заменён.',
    ],
  ],
  [
    ['Bathroom', 'Baño', 'Salle de bains', 'Bad', 'Bagno', 'Casa de banho', 'Ванная'],
    [
      'Silicone joint around the bath renewed; one cracked tile behind the door; towel rail working.',
      'Junta de silicona de la bañera renovada; un azulejo rajado detrás de la puerta; toallero eléctrico funciona.',
      'Joint silicone de la baignoire refait ; un carreau fêlé derrière la porte ; sèche-serviettes en état.',
      'Silikonfuge an der Wanne erneuert; eine gesprungene Fliese hinter der Tür; Handtuchheizkörper funktionsfähig.',
      'Sigillatura della vasca rifatta; una piastrella incrinata dietro la porta; scaldasalviette funzionante.',
      'Junta de silicone da banheira renovada; um azulejo rachado atrás da porta; toalheiro a funcionar.',
      'Герметик вокруг ванны обновлён; одна треснувшая плитка за дверью; полотенцесушитель исправен.',
    ],
  ],
  [
    ['Bedroom', 'Dormitorio', 'Chambre', 'Schlafzimmer', 'Camera', 'Quarto', 'Спальня'],
    [
      'Fitted wardrobe with two sliding doors; carpet clean; window handle stiff.',
      'Armario empotrado con dos puertas correderas; suelo limpio; manilla de la ventana dura.',
      'Placard à deux portes coulissantes ; moquette propre ; poignée de fenêtre dure.',
      'Einbauschrank mit zwei Schiebetüren; Teppich sauber; Fenstergriff schwergängig.',
      'Armadio a muro con due ante scorrevoli; pavimento pulito; maniglia della finestra dura.',
      'Roupeiro embutido com duas portas de correr; chão limpo; puxador da janela duro.',
      'Встроенный шкаф-купе; ковролин чистый; ручка окна тугая.',
    ],
  ],
];

/** A residential lease: parties, premises, rent, deposit, clauses in two columns, signatures. */
export function tenancy(w: Writer): string {
  const { v } = w;
  const L = LABELS[w.lang];
  const company = v.int(0, 1) === 1;
  const landlordCo = v.pick(v.p.landlords);
  const landlordP = v.person();
  const la = v.address();
  const tenant = v.person();
  const co = v.person();
  const flat = v.address();
  const rent = v.money(480, 2400);
  const deposit = v.money(900, 6000);
  const start = v.longDate(2024, 2025);
  const contract = v.ref(w.raw(['TA', 'CA', 'BL', 'MV', 'CL', 'CA', 'ДН']), 5);
  const landlordName = company
    ? w.m('ORGANIZATION', landlordCo)
    : w.m('PERSON_NAME', landlordP.full);
  const tenantsHead = `${w.m('PERSON_NAME', `${tenant.last.toUpperCase()} ${tenant.first}`)} / ${w.m('PERSON_NAME', `${co.last.toUpperCase()} ${co.first}`)}`;
  const head = `<div style="display:flex;justify-content:space-between"><span>${w.t(['Tenancy agreement', 'Contrato de arrendamiento de vivienda', 'Contrat de location', 'Mietvertrag über Wohnraum', 'Contratto di locazione', 'Contrato de arrendamento', 'Договор найма жилого помещения'])} ${w.m('ID', contract)}</span><span>${tenantsHead}</span></div>`;
  const foot = `<div style="display:flex;justify-content:space-between"><span>${w.t(['Initials', 'Rúbrica', 'Paraphes', 'Paraphe', 'Sigle', 'Rubricas', 'Подписи сторон'])}: ______ ______</span><span>${w.m('ADDRESS', flat.street)}, ${w.m('LOCATION', flat.town)}</span></div>`;
  const clauses = [...CLAUSES, ...CLAUSES.slice(0, 3)]
    .map((c, i) => `<p><b>§ ${i + 5}.</b> ${w.t(c)}</p>`)
    .join('');
  const party = (title: string, name: string, lines: string) =>
    `<div class="box"><b>${title}</b><br>${name}<br>${lines}</div>`;
  const body = `
<h1>${w.t(['Assured shorthold tenancy agreement', 'Contrato de arrendamiento de vivienda habitual', 'Bail d’habitation (loi du 6 juillet 1989)', 'Wohnraummietvertrag', 'Contratto di locazione ad uso abitativo (4+4)', 'Contrato de arrendamento para habitação', 'Договор найма жилого помещения'])}</h1>
<p>${w.t(['This agreement is made on', 'En', 'Fait le', 'Abgeschlossen am', 'Stipulato il', 'Celebrado em', 'Заключён'])} ${w.m('DATE', v.longDate(2024, 2025))} ${w.t(['between', 'entre', 'entre', 'zwischen', 'tra', 'entre', 'между'])}:</p>
<div class="cols2">
${party(w.t(['Landlord', 'Arrendador', 'Bailleur', 'Vermieter', 'Locatore', 'Senhorio', 'Наймодатель']), landlordName, `${w.m('ADDRESS', la.street)}<br>${w.m('ZIP_CODE', la.zip)} ${w.m('LOCATION', la.town)}<br>${L.phone}: ${w.m('PHONE', company ? v.phone() : landlordP.phone)}`)}
${party(w.t(['Tenants', 'Arrendatarios', 'Locataires', 'Mieter', 'Conduttori', 'Arrendatários', 'Наниматели']), `${w.m('PERSON_NAME', tenant.full)} (${L.dob.toLowerCase()} ${w.m('DATE', v.birthDate())})<br>${w.m('PERSON_NAME', co.full)} (${L.dob.toLowerCase()} ${w.m('DATE', v.birthDate())})`, `${L.passport}: ${w.m('PASSPORT', `${v.letters(2)}${v.digits(7)}`)}<br>${L.email}: <span class="wrap">${w.m('EMAIL', tenant.email)}</span>`)}
</div>
<h2>§ 1. ${w.t(['The premises', 'La vivienda', 'Le logement', 'Mietsache', 'L’immobile', 'O locado', 'Предмет договора'])}</h2>
<p>${w.t(['The flat at', 'La vivienda sita en', 'Le logement situé', 'Die Wohnung', 'L’appartamento in', 'A fração sita na', 'Квартира по адресу'])} ${w.m('ADDRESS', flat.street)}, ${w.m('ZIP_CODE', flat.zip)} ${w.m('LOCATION', flat.town)}, ${w.t(['with a cellar and one parking space.', 'con trastero y una plaza de garaje.', 'avec une cave et une place de stationnement.', 'nebst Kellerraum und einem Stellplatz.', 'con cantina e un posto auto.', 'com arrecadação e um lugar de garagem.', 'с кладовой и машино-местом.'])}</p>
<h2>§ 2. ${w.t(['Term', 'Duración', 'Durée', 'Mietzeit', 'Durata', 'Prazo', 'Срок'])}</h2>
<p>${w.t(['The tenancy begins on', 'El contrato comienza el', 'Le bail prend effet le', 'Das Mietverhältnis beginnt am', 'La locazione decorre dal', 'O contrato inicia-se em', 'Срок найма начинается'])} ${w.m('DATE', start)}.</p>
<h2>§ 3. ${w.t(['Rent and deposit', 'Renta y fianza', 'Loyer et dépôt de garantie', 'Miete und Kaution', 'Canone e deposito', 'Renda e caução', 'Плата и залог'])}</h2>
<table style="width:75%"><tr><td>${w.t(['Monthly rent', 'Renta mensual', 'Loyer mensuel', 'Monatliche Kaltmiete', 'Canone mensile', 'Renda mensal', 'Ежемесячная плата'])}</td><td class="right">${w.m('MONEY_AMOUNT', rent)}</td></tr><tr><td>${w.t(['Deposit', 'Fianza', 'Dépôt de garantie', 'Kaution', 'Deposito cauzionale', 'Caução', 'Залог'])}</td><td class="right">${w.m('MONEY_AMOUNT', deposit)}</td></tr><tr><td>${L.iban}</td><td class="right">${w.m('ACCOUNT', v.iban())}</td></tr></table>
<h2>§ 4. ${w.t(['Other terms', 'Otras condiciones', 'Autres clauses', 'Weitere Vereinbarungen', 'Altre clausole', 'Outras cláusulas', 'Прочие условия'])}</h2>
<div class="cols2" style="text-align:justify">${clauses}</div>
<p>${w.t(['Notices to the tenants are sent to', 'Las notificaciones a los arrendatarios se enviarán a', 'Les notifications aux locataires sont adressées à', 'Erklärungen an die Mieter gehen an', 'Le comunicazioni ai conduttori vanno inviate a', 'As comunicações aos arrendatários são enviadas para', 'Уведомления нанимателям направляются по адресу'])} ${w.m('EMAIL', tenant.email)} ${w.t(['or by post to the premises.', 'o por correo a la vivienda.', 'ou par courrier au logement.', 'oder per Post an die Mietwohnung.', 'o per posta all’immobile.', 'ou por correio para o locado.', 'или почтой по месту нахождения квартиры.'])}</p>
<div class="sig" style="break-inside:avoid"><div>${w.t(['Landlord', 'El arrendador', 'Le bailleur', 'Vermieter', 'Il locatore', 'O senhorio', 'Наймодатель'])}<br>${landlordName}</div><div>${w.t(['Tenants', 'Los arrendatarios', 'Les locataires', 'Mieter', 'I conduttori', 'Os arrendatários', 'Наниматели'])}<br>${w.m('PERSON_NAME', tenant.full)}<br>${w.m('PERSON_NAME', co.full)}</div></div>
<p class="small">${w.m('LOCATION', la.town)}, ${w.m('DATE', v.longDate(2024, 2025))}</p>
<div style="break-before:page"><h2>${w.t(['Schedule 1: inventory and meter readings', 'Anexo I: inventario y lecturas de contadores', 'Annexe 1 : état des lieux et relevés des compteurs', 'Anlage 1: Übergabeprotokoll und Zählerstände', 'Allegato 1: verbale di consegna e letture contatori', 'Anexo I: inventário e leituras dos contadores', 'Приложение 1: акт приёма-передачи и показания счётчиков'])}</h2>
<p>${w.t(['Handed over on', 'Entregada el', 'Remis le', 'Übergeben am', 'Consegnato il', 'Entregue em', 'Передано'])} ${w.m('DATE', start)} ${w.t(['by', 'por', 'par', 'von', 'da', 'por', 'от'])} ${landlordName} ${w.t(['to', 'a', 'à', 'an', 'a', 'a', 'нанимателю'])} ${w.m('PERSON_NAME', tenant.full)}.</p>
<table><thead><tr><th style="width:28mm">${w.t(['Room', 'Estancia', 'Pièce', 'Raum', 'Locale', 'Divisão', 'Помещение'])}</th><th>${w.t(['Condition and remarks', 'Estado y observaciones', 'État et observations', 'Zustand und Bemerkungen', 'Stato e osservazioni', 'Estado e observações', 'Состояние и замечания'])}</th></tr></thead>
${ROOMS.map((r) => `<tr><td>${w.t(r[0])}</td><td>${w.t(r[1])}</td></tr>`).join('')}
</table>
<table style="margin-top:3mm;width:80%"><thead><tr><th>${w.t(['Meter', 'Contador', 'Compteur', 'Zähler', 'Contatore', 'Contador', 'Счётчик'])}</th><th>${w.t(['Number', 'Número', 'Numéro', 'Nummer', 'Matricola', 'Número', 'Номер'])}</th><th>${w.t(['Reading', 'Lectura', 'Index', 'Stand', 'Lettura', 'Leitura', 'Показание'])}</th></tr></thead>
<tr><td>${w.t(['Electricity', 'Electricidad', 'Électricité', 'Strom', 'Energia elettrica', 'Eletricidade', 'Электроэнергия'])}</td><td>${w.m('ID', `${v.digits(2)} ${v.digits(6)} ${v.digits(2)}`)}</td><td>${v.int(1000, 60000)} kWh</td></tr>
<tr><td>${w.t(['Gas', 'Gas', 'Gaz', 'Gas', 'Gas', 'Gás', 'Газ'])}</td><td>${w.m('ID', `G${v.digits(9)}`)}</td><td>${v.int(100, 9000)} m³</td></tr></table>
<div class="sig"><div>${landlordName}</div><div>${w.m('PERSON_NAME', `${tenant.first.charAt(0)}. ${tenant.last}`)}</div></div></div>`;
  return assemble(w.lang, {
    paper: w.lang === 'en' ? 'Letter' : 'A4',
    fontPt: 10.5,
    font: "'DejaVu Serif', serif",
    head,
    foot,
    body,
  });
}
