/** held5 kind: a police incident report (labels above values, persons table with wrapped cells, narrative). */
import { LABELS } from '../labels';
import { assemble, cell, type Writer } from './kit';

/** An incident report: reference block, people involved, vehicle, statement, officer's signature. */
export function policeReport(w: Writer): string {
  const { v } = w;
  const L = LABELS[w.lang];
  const station = v.pick(v.p.towns);
  const stationName = w.raw([
    `${station[1]} Central Police Station`,
    `Comisaría de Policía de ${station[1]}-Centro`,
    `Commissariat central de ${station[1]}`,
    `Polizeirevier ${station[1]}-Mitte`,
    `Questura di ${station[1]}`,
    `Esquadra da PSP de ${station[1]}`,
    `ОП № ${v.int(1, 9)} УМВД по г. ${station[1]}`,
  ]);
  const caseNo = `${v.int(2024, 2025)}/${v.digits(6)}`;
  const victim = v.person();
  const va = v.address();
  const suspect = v.person();
  const witness = v.person();
  const wa = v.address();
  const officer = v.person();
  const badge = `${v.letters(1)}${v.digits(5)}`;
  const when = `${v.date(2025, 2025)} ${v.int(0, 23)}:${String(v.int(0, 59)).padStart(2, '0')}`;
  const scene = v.address();
  const plate = v.plate();
  const loss = v.money(80, 3500);
  const role = (p: [string, string, string, string, string, string, string]) => w.t(p);
  const person = (r: string, name: string, dob: string, addr: string, phone: string) =>
    `<tr><td>${r}</td><td>${name}</td><td>${dob}</td><td class="wrap">${addr}</td><td>${phone}</td></tr>`;
  const head = `<div style="display:flex;justify-content:space-between"><b>${w.m('ORGANIZATION', stationName)}</b><span>${w.t(['Case no.', 'Atestado n.º', 'PV n°', 'Vorgangsnr.', 'Prot. n.', 'NUIPC', 'КУСП №'])} ${w.m('ID', caseNo)}</span></div>`;
  const foot = `${w.t(['RESTRICTED — contains personal data', 'USO RESTRINGIDO — contiene datos personales', 'DIFFUSION RESTREINTE — données personnelles', 'VS – NUR FÜR DEN DIENSTGEBRAUCH', 'RISERVATO — contiene dati personali', 'RESERVADO — contém dados pessoais', 'ДСП — содержит персональные данные'])}`;
  const body = `
<h1>${w.t(['Incident report', 'Atestado / denuncia', 'Procès-verbal de plainte', 'Strafanzeige / Ereignisbericht', 'Verbale di denuncia', 'Auto de denúncia', 'Протокол принятия устного заявления'])}</h1>
<div class="cols3">
${cell(w.t(['Reported', 'Fecha de la denuncia', 'Date de la plainte', 'Anzeige erstattet am', 'Data denuncia', 'Data da denúncia', 'Дата заявления']), w.m('DATE', v.date(2025, 2025)))}
${cell(w.t(['Time of incident', 'Fecha y hora de los hechos', 'Date et heure des faits', 'Tatzeit', 'Data e ora del fatto', 'Data e hora dos factos', 'Время происшествия']), w.m('DATE', when))}
${cell(w.t(['Place', 'Lugar', 'Lieu', 'Tatort', 'Luogo', 'Local', 'Место']), `${w.m('ADDRESS', scene.street)}, ${w.m('LOCATION', scene.town)}`)}
</div>
<h2>${w.t(['Persons', 'Personas', 'Personnes', 'Beteiligte', 'Persone', 'Intervenientes', 'Участники'])}</h2>
<table class="small"><thead><tr><th style="width:18mm">${w.t(['Role', 'Condición', 'Qualité', 'Rolle', 'Ruolo', 'Qualidade', 'Статус'])}</th><th>${L.name}</th><th style="width:20mm">${L.dob}</th><th style="width:42mm">${L.address}</th><th style="width:28mm">${L.phone}</th></tr></thead>
${person(role(['Victim', 'Denunciante', 'Plaignant', 'Geschädigte/r', 'Denunciante', 'Denunciante', 'Заявитель']), w.m('PERSON_NAME', `${victim.last.toUpperCase()}, ${victim.first}${victim.middle ? ` ${victim.middle}` : ''}`), w.m('DATE', v.birthDate()), `${w.m('ADDRESS', va.street)}, ${w.m('ZIP_CODE', va.zip)} ${w.m('LOCATION', va.town)}`, w.m('PHONE', victim.phone))}
${person(role(['Suspect', 'Investigado', 'Mis en cause', 'Beschuldigte/r', 'Indagato', 'Suspeito', 'Подозреваемый']), w.m('PERSON_NAME', `${suspect.last.toUpperCase()}, ${suspect.first}`), w.m('DATE', v.birthDate()), w.t(['no fixed abode', 'sin domicilio conocido', 'sans domicile connu', 'ohne festen Wohnsitz', 'senza fissa dimora', 'sem morada conhecida', 'без определённого места жительства']), '—')}
${person(role(['Witness', 'Testigo', 'Témoin', 'Zeuge/Zeugin', 'Testimone', 'Testemunha', 'Свидетель']), w.m('PERSON_NAME', `${witness.last.toUpperCase()}, ${witness.first}`), w.m('DATE', v.birthDate()), `${w.m('ADDRESS', wa.street)}, ${w.m('ZIP_CODE', wa.zip)} ${w.m('LOCATION', wa.town)}`, w.m('PHONE', witness.phone))}
</table>
<p class="small">${L.passport} (${w.t(['victim', 'denunciante', 'plaignant', 'Geschädigte/r', 'denunciante', 'denunciante', 'заявитель'])}): ${w.m('PASSPORT', `${v.letters(2)}${v.digits(7)}`)} · ${L.nationalId}: ${w.m('SSN', v.ssn())}</p>
<h2>${w.t(['Vehicle', 'Vehículo', 'Véhicule', 'Fahrzeug', 'Veicolo', 'Veículo', 'Транспортное средство'])}</h2>
<p>${w.t(['Grey hatchback, registration', 'Turismo gris, matrícula', 'Citadine grise, immatriculée', 'Grauer Kleinwagen, amtliches Kennzeichen', 'Utilitaria grigia, targa', 'Ligeiro cinzento, matrícula', 'Серый хэтчбек, госномер'])} ${w.m('ID', plate)}, ${w.t(['registered to the suspect.', 'a nombre del investigado.', 'au nom du mis en cause.', 'zugelassen auf den Beschuldigten.', 'intestata all’indagato.', 'registada em nome do suspeito.', 'зарегистрирован на подозреваемого.'])}</p>
<h2>${w.t(['Statement', 'Manifestación', 'Déclaration', 'Sachverhalt', 'Dichiarazione', 'Declaração', 'Суть заявления'])}</h2>
<p style="text-align:justify">${w.t(['The victim states that on leaving the shop she was approached by the suspect, who took her handbag from her shoulder and drove off. The bag contained her purse, a mobile phone and cash amounting to', 'La denunciante manifiesta que, al salir del comercio, el investigado le arrebató el bolso del hombro y huyó en un vehículo. El bolso contenía la cartera, un teléfono móvil y efectivo por importe de', 'La plaignante déclare qu’à la sortie du magasin le mis en cause lui a arraché son sac à main avant de s’enfuir en voiture. Le sac contenait son portefeuille, un téléphone portable et des espèces pour un montant de', 'Die Geschädigte gibt an, beim Verlassen des Geschäfts habe ihr der Beschuldigte die Handtasche von der Schulter gerissen und sei mit dem Fahrzeug geflüchtet. In der Tasche befanden sich Geldbörse, Mobiltelefon und Bargeld in Höhe von', 'La denunciante dichiara che, all’uscita dal negozio, l’indagato le ha strappato la borsa dalla spalla ed è fuggito in auto. La borsa conteneva il portafoglio, un cellulare e contanti per', 'A denunciante declara que, à saída da loja, o suspeito lhe arrancou a mala do ombro e fugiu de carro. A mala continha a carteira, um telemóvel e dinheiro no valor de', 'Заявительница пояснила, что при выходе из магазина подозреваемый сорвал с её плеча сумку и скрылся на автомобиле. В сумке находились кошелёк, мобильный телефон и наличные в сумме'])} ${w.m('MONEY_AMOUNT', loss)}. ${w.m('PERSON_NAME', witness.first)} ${w.m('PERSON_NAME', witness.last)} ${w.t(['saw the car leave and noted the registration.', 'vio alejarse el vehículo y anotó la matrícula.', 'a vu la voiture partir et relevé l’immatriculation.', 'sah das Fahrzeug wegfahren und notierte das Kennzeichen.', 'ha visto l’auto allontanarsi e ha annotato la targa.', 'viu o carro afastar-se e anotou a matrícula.', 'видел(а), как автомобиль уехал, и записал(а) номер.'])}</p>
<div class="sig"><div>${w.t(['Reporting officer', 'Instructor', 'L’officier de police judiciaire', 'Sachbearbeiter/in', 'L’ufficiale di p.g.', 'O agente', 'Принял'])}: ${w.m('PERSON_NAME', officer.full)}, ${w.t(['badge', 'TIP', 'matricule', 'Dienstnr.', 'matricola', 'n.º', 'жетон'])} ${w.m('ID', badge)}</div><div>${w.t(['Signature of the victim', 'Firma de la denunciante', 'Signature de la plaignante', 'Unterschrift der Geschädigten', 'Firma della denunciante', 'Assinatura da denunciante', 'Подпись заявителя'])}</div></div>`;
  return assemble(w.lang, {
    paper: 'A4',
    fontPt: 9.5,
    font: "'DejaVu Sans', sans-serif",
    head,
    foot,
    body,
  });
}
