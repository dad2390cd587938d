/** dev5 kind: an insurance claim form (three-column cells, labels above values, a narrow table). */
import { LABELS } from '../labels';
import { assemble, cell, type Writer } from './kit';

/** An insurer's claim form filled in by a policyholder, with a third party and bank details. */
export function claimForm(w: Writer): string {
  const { v } = w;
  const L = LABELS[w.lang];
  const insurer = v.pick(v.p.insurers);
  const ia = v.address();
  const holder = v.person();
  const ha = v.address();
  const other = v.person();
  const policy = v.ref(v.letters(3), 7);
  const claim = `${v.letters(2)}${v.digits(8)}`;
  const when = v.date(2024, 2025);
  const time = `${v.int(6, 22)}:${String(v.int(0, 59)).padStart(2, '0')}`;
  const place = v.address();
  const plate = v.plate();
  const otherPlate = v.plate();
  const upper = v.int(0, 1) === 1;
  const holderName = upper ? `${holder.last.toUpperCase()}, ${holder.first}` : holder.full;
  const amount = v.money(300, 9000);
  const head = `<b>${w.m('ORGANIZATION', insurer)}</b><br>${w.m('ADDRESS', ia.street)}, ${w.m('ZIP_CODE', ia.zip)} ${w.m('LOCATION', ia.town)}<br>${w.t(['Claims line', 'Siniestros', 'Service sinistres', 'Schadenservice', 'Ufficio sinistri', 'Linha de sinistros', 'Урегулирование убытков'])}: ${w.m('PHONE', v.phone())}`;
  const foot = `${w.m('ORGANIZATION', insurer)} · ${L.claim} ${w.m('ID', claim)} · ${w.t(['Form', 'Formulario', 'Formulaire', 'Formular', 'Modulo', 'Formulário', 'Форма'])} CL-7`;
  const rows = [
    [
      w.t(['Item', 'Bien', 'Objet', 'Gegenstand', 'Bene', 'Bem', 'Предмет']),
      w.t(['Cost', 'Coste', 'Coût', 'Kosten', 'Costo', 'Custo', 'Стоимость']),
    ],
    [
      w.t([
        'Rear bumper and tailgate repair',
        'Reparación de paragolpes trasero y portón',
        'Réparation pare-chocs arrière et hayon',
        'Reparatur Heckstoßfänger und Heckklappe',
        'Riparazione paraurti posteriore e portellone',
        'Reparação do para-choques traseiro e mala',
        'Ремонт заднего бампера и двери багажника',
      ]),
      w.m('MONEY_AMOUNT', amount),
    ],
    [
      w.t([
        'Replacement vehicle (5 days)',
        'Vehículo de sustitución (5 días)',
        'Véhicule de remplacement (5 jours)',
        'Ersatzfahrzeug (5 Tage)',
        'Auto sostitutiva (5 giorni)',
        'Viatura de substituição (5 dias)',
        'Подменный автомобиль (5 дней)',
      ]),
      w.m('MONEY_AMOUNT', v.money(90, 400)),
    ],
  ];
  const body = `
<h1>${w.t(['Motor claim notification', 'Declaración de siniestro de automóvil', 'Déclaration de sinistre automobile', 'Kfz-Schadenanzeige', 'Denuncia di sinistro auto', 'Participação de sinistro automóvel', 'Заявление о страховом случае (ОСАГО/КАСКО)'])}</h1>
<div class="cols3">
${cell(L.policy, w.m('ID', policy))}
${cell(L.claim, w.m('ID', claim))}
${cell(L.date, w.m('DATE', v.date(2025, 2025)))}
</div>
<h2>1. ${w.t(['Policyholder', 'Tomador', 'Assuré', 'Versicherungsnehmer', 'Contraente', 'Tomador do seguro', 'Страхователь'])}</h2>
<div class="cols3">
${cell(L.name, w.m('PERSON_NAME', holderName))}
${cell(L.dob, w.m('DATE', v.birthDate()))}
${cell(L.nationalId, w.m('SSN', v.ssn()))}
${cell(L.address, `${w.m('ADDRESS', ha.street)}<br>${w.m('ZIP_CODE', ha.zip)} ${w.m('LOCATION', ha.town)}`)}
${cell(L.phone, w.m('PHONE', holder.phone))}
${cell(L.email, `<span class="wrap">${w.m('EMAIL', holder.email)}</span>`)}
${cell(L.plate, w.m('ID', plate))}
${cell(L.license, w.m('DRIVER_LICENSE', `${v.letters(1)}${v.digits(7)}${v.letters(1)}`))}
</div>
<h2>2. ${w.t(['The incident', 'El siniestro', 'Le sinistre', 'Der Schaden', 'Il sinistro', 'O sinistro', 'Обстоятельства'])}</h2>
<p>${w.t(['On', 'El', 'Le', 'Am', 'Il', 'Em', 'Дата:'])} ${w.m('DATE', `${when} ${time}`)} ${w.t(['at', 'en', 'au', 'in der', 'in', 'na', 'по адресу'])} ${w.m('ADDRESS', place.street)}, ${w.m('LOCATION', place.town)}, ${w.t(
    [
      'my car was hit from behind while waiting at the lights. The other driver,',
      'mi vehículo fue alcanzado por detrás mientras esperaba en el semáforo. El otro conductor,',
      'mon véhicule a été percuté par l’arrière à l’arrêt au feu. L’autre conducteur,',
      'wurde mein Wagen an der Ampel von hinten angefahren. Der andere Fahrer,',
      'la mia auto è stata tamponata mentre ero fermo al semaforo. L’altro conducente,',
      'o meu carro foi embatido por trás parado no semáforo. O outro condutor,',
      'мой автомобиль получил удар сзади на светофоре. Второй водитель,',
    ],
  )} ${w.m('PERSON_NAME', other.full)} (${w.t(['registration', 'matrícula', 'immatriculation', 'Kennzeichen', 'targa', 'matrícula', 'госномер'])} ${w.m('ID', otherPlate)}, ${w.t(['phone', 'tel.', 'tél.', 'Tel.', 'tel.', 'tel.', 'тел.'])} ${w.m('PHONE', other.phone)}), ${w.t(['admitted fault at the scene.', 'reconoció su culpa en el lugar.', 'a reconnu sa responsabilité sur place.', 'hat den Fehler vor Ort eingeräumt.', 'ha ammesso la colpa sul posto.', 'assumiu a culpa no local.', 'признал вину на месте.'])}</p>
<table style="width:70%"><thead><tr><th>${rows[0]![0]}</th><th class="narrow">${rows[0]![1]}</th></tr></thead>
${rows
  .slice(1)
  .map((r) => `<tr><td>${r[0]}</td><td class="narrow right">${r[1]}</td></tr>`)
  .join('')}</table>
<h2>3. ${w.t(['Payment', 'Pago', 'Règlement', 'Auszahlung', 'Pagamento', 'Pagamento', 'Выплата'])}</h2>
<div class="box">${L.iban}: ${w.m('ACCOUNT', v.iban())}<br>${w.t(['Account holder', 'Titular', 'Titulaire', 'Kontoinhaber', 'Intestatario', 'Titular', 'Владелец счёта'])}: ${w.m('PERSON_NAME', holder.full)}</div>
<h2>4. ${w.t(['Declaration', 'Declaración', 'Déclaration', 'Erklärung', 'Dichiarazione', 'Declaração', 'Подтверждение'])}</h2>
<p class="small">${w.t(['I confirm that the information given is true and complete.', 'Declaro que los datos facilitados son ciertos y completos.', 'Je certifie l’exactitude des renseignements fournis.', 'Ich versichere die Richtigkeit und Vollständigkeit meiner Angaben.', 'Dichiaro che le informazioni fornite sono vere e complete.', 'Declaro que as informações prestadas são verdadeiras e completas.', 'Подтверждаю достоверность и полноту сведений.'])}</p>
<div class="sig"><div>${L.signature}: ${w.m('PERSON_NAME', holder.full)}</div><div>${L.date}: ${w.m('DATE', v.date(2025, 2025))}</div></div>`;
  return assemble(w.lang, {
    paper: w.lang === 'en' ? 'Letter' : 'A4',
    fontPt: 9.5,
    font: "'DejaVu Sans', sans-serif",
    head,
    foot,
    body,
  });
}
