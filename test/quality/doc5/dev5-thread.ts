/** dev5 kind: a support-ticket e-mail thread printed from a mail client (headers, quoted replies, signatures). */
import { assemble, type Writer } from './kit';

/** A customer's complaint, the agent's answer and the customer's reply quoting both. */
export function mailThread(w: Writer): string {
  const { v } = w;
  const company = v.pick([...v.p.employers, ...v.p.banks]);
  const domain = `${
    company
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase()
      .slice(0, 14) || 'support'
  }.com`;
  const customer = v.person();
  const agent = v.person();
  const ticket = `#${v.int(100000, 999999)}`;
  const order = `${v.letters(2)}-${v.digits(8)}`;
  const agentMail = `${agent.first.toLowerCase().replace(/[^a-z]/g, '') || 'agent'}.${v.digits(3)}@${domain}`;
  const support = `support@${domain}`;
  const d1 = `${v.date(2025, 2025)} ${v.int(8, 11)}:${v.int(10, 59)}`;
  const d2 = `${v.date(2025, 2025)} ${v.int(12, 17)}:${v.int(10, 59)}`;
  const d3 = `${v.date(2025, 2025)} ${v.int(18, 22)}:${v.int(10, 59)}`;
  const amount = v.money(19, 890);
  const card = v.maskedCard();
  const addr = v.address();
  const subj = `${w.t(['Re: Refund not received', 'Re: Reembolso no recibido', 'Re : Remboursement non reçu', 'AW: Erstattung nicht erhalten', 'R: Rimborso non ricevuto', 'Re: Reembolso não recebido', 'Re: Возврат не поступил'])} [${w.t(['Ticket', 'Incidencia', 'Ticket', 'Ticket', 'Ticket', 'Pedido', 'Заявка'])} ${w.m('ID', ticket)}]`;
  const hdr = (
    from: string,
    to: string,
    date: string,
  ) => `<div class="small" style="background:#f2f2f2;padding:1.5mm">
<b>${w.t(['From', 'De', 'De', 'Von', 'Da', 'De', 'От'])}:</b> ${from}<br><b>${w.t(['To', 'Para', 'À', 'An', 'A', 'Para', 'Кому'])}:</b> ${to}<br><b>${w.t(['Sent', 'Enviado', 'Envoyé', 'Gesendet', 'Inviato', 'Enviado', 'Отправлено'])}:</b> ${date}</div>`;
  const custFrom = () =>
    `${w.m('PERSON_NAME', customer.full)} &lt;${w.m('EMAIL', customer.email)}&gt;`;
  const agentFrom = () => `${w.m('PERSON_NAME', agent.full)} &lt;${w.m('EMAIL', agentMail)}&gt;`;
  const first = `<p>${w.t(['Hello,', 'Hola:', 'Bonjour,', 'Guten Tag,', 'Buongiorno,', 'Olá,', 'Здравствуйте!'])}</p>
<p>${w.t(['I returned order', 'Devolví el pedido', 'J’ai renvoyé la commande', 'Ich habe die Bestellung', 'Ho reso l’ordine', 'Devolvi a encomenda', 'Я вернул(а) заказ'])} ${w.m('ID', order)} ${w.t(['on', 'el', 'le', 'am', 'il', 'em', ''])} ${w.m('DATE', v.date(2025, 2025))} ${w.t(['but the refund of', 'pero el reembolso de', 'mais le remboursement de', 'zurückgeschickt, aber die Erstattung von', 'ma il rimborso di', 'mas o reembolso de', 'но возврат'])} ${w.m('MONEY_AMOUNT', amount)} ${w.t(['to my card', 'a mi tarjeta', 'sur ma carte', 'auf meine Karte', 'sulla carta', 'no cartão', 'на карту'])} ${w.m('CREDIT_CARD', card)} ${w.t(['has not arrived. The parcel was collected from', 'no ha llegado. El paquete se recogió en', 'n’est pas arrivé. Le colis a été enlevé au', 'ist nicht eingegangen. Das Paket wurde abgeholt in der', 'non è arrivato. Il pacco è stato ritirato in', 'não chegou. A encomenda foi recolhida na', 'так и не поступил. Посылку забрали по адресу'])} ${w.m('ADDRESS', addr.street)}, ${w.m('ZIP_CODE', addr.zip)} ${w.m('LOCATION', addr.town)}.</p>
<p>--<br>${w.m('PERSON_NAME', customer.full)}<br>${w.m('PHONE', customer.phone)}</p>`;
  const second = `<p>${w.t(['Dear', 'Estimado/a', 'Bonjour', 'Hallo', 'Gentile', 'Caro(a)', 'Уважаемый(ая)'])} ${w.m('PERSON_NAME', customer.first)},</p>
<p>${w.t(['thank you for your patience. The return was booked on our side and the refund has now been released; it can take up to five working days to appear.', 'gracias por su paciencia. La devolución está registrada y el reembolso ya se ha emitido; puede tardar hasta cinco días hábiles.', 'merci de votre patience. Le retour est enregistré et le remboursement a été émis ; il peut apparaître sous cinq jours ouvrés.', 'vielen Dank für Ihre Geduld. Die Rücksendung ist gebucht und die Erstattung freigegeben; die Gutschrift kann bis zu fünf Werktage dauern.', 'grazie per la pazienza. Il reso è registrato e il rimborso è stato emesso; può richiedere fino a cinque giorni lavorativi.', 'obrigado pela paciência. A devolução está registada e o reembolso já foi emitido; pode demorar até cinco dias úteis.', 'спасибо за терпение. Возврат оформлен, средства отправлены; зачисление может занять до пяти рабочих дней.'])}</p>
<p>${w.t(['Best regards', 'Un saludo', 'Bien cordialement', 'Viele Grüße', 'Cordiali saluti', 'Cumprimentos', 'С уважением'])}<br>${w.m('PERSON_NAME', agent.full)}<br>${w.t(['Customer Care', 'Atención al cliente', 'Service client', 'Kundenservice', 'Assistenza clienti', 'Apoio ao cliente', 'Служба поддержки'])} · ${w.m('ORGANIZATION', company)}</p>`;
  const third = `<p>${w.t(['Thanks — still nothing on my statement as of today. Could you send me the transaction reference?', 'Gracias. A día de hoy sigue sin aparecer en mi extracto. ¿Me pueden enviar la referencia de la operación?', 'Merci — toujours rien sur mon relevé à ce jour. Pouvez-vous m’envoyer la référence de l’opération ?', 'Danke – bis heute ist nichts auf meinem Kontoauszug. Können Sie mir die Transaktionsreferenz schicken?', 'Grazie, ad oggi non vedo nulla nell’estratto conto. Potete inviarmi il riferimento dell’operazione?', 'Obrigado, até hoje nada no extrato. Podem enviar-me a referência da operação?', 'Спасибо, но в выписке до сих пор ничего нет. Пришлите, пожалуйста, номер операции.'])}</p>
<p>${w.m('PERSON_NAME', customer.first)}</p>`;
  const head = `<div style="display:flex;justify-content:space-between"><span>${w.m('EMAIL', customer.email)}</span><span>${w.t(['Mail', 'Correo', 'Messagerie', 'Mail', 'Posta', 'Correio', 'Почта'])}</span></div>`;
  const foot = `<span>${subj}</span>`;
  const body = `
<h1 style="font-size:1.15em">${subj}</h1>
${hdr(custFrom(), `${w.m('ORGANIZATION', company)} &lt;${w.m('EMAIL', support)}&gt;`, w.m('DATE', d3))}
${third}
<div class="quote">${hdr(agentFrom(), custFrom(), w.m('DATE', d2))}${second}
<div class="quote">${hdr(custFrom(), `&lt;${w.m('EMAIL', support)}&gt;`, w.m('DATE', d1))}${first}</div></div>`;
  return assemble(w.lang, {
    paper: 'A4',
    fontPt: 10,
    font: "'Liberation Sans', 'DejaVu Sans', sans-serif",
    head,
    foot,
    body,
  });
}
