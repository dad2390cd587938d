/**
 * dev2 templates of work, health, travel and police: an employment contract, a termination
 * letter, a pharmacy receipt with its prescription, a travel itinerary, an incident report and
 * a school report, in the seven languages.
 */
import type { QualityDoc } from '../doc-model';
import {
  P,
  PAGE_WORD,
  honorific,
  idTag,
  letterhead,
  postalBlock,
  townLine,
  type Dev2Template,
  type Say,
} from './common';
import type { Dev2Values } from './values';

const say = (v: Dev2Values, s: Say): string => s[v.lang];

/** "aged 34" as each language writes an age in running text. */
function agePhrase(v: Dev2Values, age: number): string {
  const a = P('AGE', String(age));
  return say(v, {
    en: `aged ${a}`,
    es: `de ${a} años`,
    fr: `âgé(e) de ${a} ans`,
    de: `${a} Jahre alt`,
    it: `di ${a} anni`,
    pt: `com ${a} anos`,
    ru: `в возрасте ${a} лет`,
  });
}

function employmentContract(v: Dev2Values, name: string): QualityDoc {
  const firm = v.firm();
  const boss = v.person();
  const emp = v.person();
  const age = 19 + v.rng.int(45);
  const L = (s: Say): string => say(v, s);
  const salary = v.money(6000);
  const start = v.longDate(2025, 2025);
  const parties: Say = {
    en: `This employment contract is made between ${P('ORGANIZATION', firm)}, represented by ${P('PERSON_NAME', boss.full)}, and ${P('PERSON_NAME', emp.full)}, ${agePhrase(v, age)}, residing at ${P('ADDRESS', v.street())}, ${townLine(v)} (the "Employee").`,
    es: `Contrato de trabajo entre ${P('ORGANIZATION', firm)}, representada por ${P('PERSON_NAME', boss.full)}, y ${P('PERSON_NAME', emp.full)}, ${agePhrase(v, age)}, con domicilio en ${P('ADDRESS', v.street())}, ${townLine(v)} (el «Trabajador»).`,
    fr: `Contrat de travail conclu entre ${P('ORGANIZATION', firm)}, représentée par ${P('PERSON_NAME', boss.full)}, et ${P('PERSON_NAME', emp.full)}, ${agePhrase(v, age)}, demeurant ${P('ADDRESS', v.street())}, ${townLine(v)} (le « Salarié »).`,
    de: `Arbeitsvertrag zwischen der ${P('ORGANIZATION', firm)}, vertreten durch ${P('PERSON_NAME', boss.full)}, und ${P('PERSON_NAME', emp.full)}, ${agePhrase(v, age)}, wohnhaft ${P('ADDRESS', v.street())}, ${townLine(v)} (nachfolgend „Arbeitnehmer“).`,
    it: `Contratto di lavoro tra ${P('ORGANIZATION', firm)}, rappresentata da ${P('PERSON_NAME', boss.full)}, e ${P('PERSON_NAME', emp.full)}, ${agePhrase(v, age)}, residente in ${P('ADDRESS', v.street())}, ${townLine(v)} (il «Lavoratore»).`,
    pt: `Contrato de trabalho celebrado entre ${P('ORGANIZATION', firm)}, representada por ${P('PERSON_NAME', boss.full)}, e ${P('PERSON_NAME', emp.full)}, ${agePhrase(v, age)}, residente na ${P('ADDRESS', v.street())}, ${townLine(v)} (o «Trabalhador»).`,
    ru: `Трудовой договор между ${P('ORGANIZATION', firm)} в лице ${P('PERSON_NAME', boss.full)} и ${P('PERSON_NAME', emp.full)}, ${agePhrase(v, age)}, проживающим(ей) по адресу: ${townLine(v)}, ${P('ADDRESS', v.street())} (далее «Работник»).`,
  };
  const clauses: Say = {
    en: `1. The Employee starts on ${P('DATE', start)} as Warehouse Coordinator. 2. The gross monthly salary is ${P('MONEY_AMOUNT', salary)}, paid on the last working day. 3. The probation period is six months. 4. ${P('PERSON_NAME', emp.last)} shall keep confidential all business information.`,
    es: `1. El Trabajador se incorpora el ${P('DATE', start)} como coordinador de almacén. 2. El salario bruto mensual es de ${P('MONEY_AMOUNT', salary)}. 3. El período de prueba es de seis meses. 4. ${P('PERSON_NAME', emp.full)} guardará secreto sobre la información de la empresa.`,
    fr: `1. Le Salarié prend ses fonctions le ${P('DATE', start)} en qualité de coordinateur logistique. 2. La rémunération brute mensuelle est de ${P('MONEY_AMOUNT', salary)}. 3. La période d'essai est de quatre mois. 4. ${P('PERSON_NAME', emp.full)} est tenu(e) à une obligation de confidentialité.`,
    de: `§ 1 Das Arbeitsverhältnis beginnt am ${P('DATE', start)} als Lagerkoordinator/in. § 2 Das monatliche Bruttogehalt beträgt ${P('MONEY_AMOUNT', salary)}. § 3 Die Probezeit beträgt sechs Monate. § 4 ${P('PERSON_NAME', emp.full)} verpflichtet sich zur Verschwiegenheit.`,
    it: `Art. 1 Il Lavoratore è assunto dal ${P('DATE', start)} come coordinatore di magazzino. Art. 2 La retribuzione lorda mensile è di ${P('MONEY_AMOUNT', salary)}. Art. 3 Il periodo di prova è di sei mesi. Art. 4 ${P('PERSON_NAME', emp.full)} è tenuto/a alla riservatezza.`,
    pt: `Cláusula 1.ª O Trabalhador inicia funções em ${P('DATE', start)} como coordenador de armazém. Cláusula 2.ª A retribuição mensal ilíquida é de ${P('MONEY_AMOUNT', salary)}. Cláusula 3.ª O período experimental é de 90 dias. Cláusula 4.ª ${P('PERSON_NAME', emp.full)} obriga-se a sigilo.`,
    ru: `1. Работник приступает к работе ${P('DATE', start)} в должности координатора склада. 2. Должностной оклад составляет ${P('MONEY_AMOUNT', salary)} в месяц. 3. Испытательный срок — три месяца. 4. ${P('PERSON_NAME', emp.full)} обязуется не разглашать коммерческую тайну.`,
  };
  const ssLabel: Say = {
    en: 'Social Security No.',
    es: 'N.º afiliación Seguridad Social',
    fr: 'N° de sécurité sociale',
    de: 'Steuer-Identifikationsnummer',
    it: 'Codice fiscale',
    pt: 'NIF',
    ru: 'СНИЛС',
  };
  return {
    name,
    lang: v.lang,
    footer: `${P('ORGANIZATION', firm)} – ${L({ en: 'Employment contract', es: 'Contrato de trabajo', fr: 'Contrat de travail', de: 'Arbeitsvertrag', it: 'Contratto di lavoro', pt: 'Contrato de trabalho', ru: 'Трудовой договор' })} ${P('PERSON_NAME', emp.full)}`,
    pageWord: PAGE_WORD[v.lang],
    blocks: [
      { kind: 'lines', lines: letterhead(v, firm) },
      {
        kind: 'heading',
        text: L({
          en: 'EMPLOYMENT CONTRACT',
          es: 'CONTRATO DE TRABAJO INDEFINIDO',
          fr: 'CONTRAT DE TRAVAIL À DURÉE INDÉTERMINÉE',
          de: 'ARBEITSVERTRAG',
          it: 'CONTRATTO DI LAVORO SUBORDINATO',
          pt: 'CONTRATO DE TRABALHO SEM TERMO',
          ru: 'ТРУДОВОЙ ДОГОВОР № ' + v.digits(3),
        }),
      },
      { kind: 'para', text: parties[v.lang] },
      {
        kind: 'fields',
        columns: 2,
        rows: [
          [
            L({
              en: 'Employee ID',
              es: 'N.º de empleado',
              fr: 'Matricule',
              de: 'Personalnummer',
              it: 'Matricola',
              pt: 'N.º mecanográfico',
              ru: 'Табельный номер',
            }),
            P('ID', v.digits(v.pick([5, 6]))),
          ],
          [ssLabel[v.lang], P(idTag(v), v.nationalId(emp))],
          [
            L({
              en: 'Date of birth',
              es: 'Fecha de nacimiento',
              fr: 'Date de naissance',
              de: 'Geburtsdatum',
              it: 'Data di nascita',
              pt: 'Data de nascimento',
              ru: 'Дата рождения',
            }),
            P('DATE', v.birthDate(age)),
          ],
          [
            L({
              en: 'Bank account',
              es: 'Cuenta bancaria',
              fr: 'RIB',
              de: 'Bankverbindung',
              it: 'IBAN accredito',
              pt: 'IBAN',
              ru: 'Счёт для зарплаты',
            }),
            P('ACCOUNT', v.iban()),
          ],
        ],
      },
      { kind: 'para', text: clauses[v.lang] },
      {
        kind: 'table',
        header: [
          L({
            en: 'For the Employer',
            es: 'Por la Empresa',
            fr: "Pour l'Employeur",
            de: 'Für den Arbeitgeber',
            it: 'Per il Datore di lavoro',
            pt: 'Pela Entidade Empregadora',
            ru: 'Работодатель',
          }),
          L({
            en: 'The Employee',
            es: 'El Trabajador',
            fr: 'Le Salarié',
            de: 'Der Arbeitnehmer',
            it: 'Il Lavoratore',
            pt: 'O Trabalhador',
            ru: 'Работник',
          }),
        ],
        rows: [
          [P('PERSON_NAME', boss.full), P('PERSON_NAME', emp.full)],
          [`${P('LOCATION', v.town().town.split(', ')[0]!)}, ${P('DATE', v.date(2025, 2025))}`, ''],
        ],
        widths: [1, 1],
      },
    ],
  };
}

function terminationLetter(v: Dev2Values, name: string): QualityDoc {
  const firm = v.firm();
  const emp = v.person();
  const hr = v.person();
  const L = (s: Say): string => say(v, s);
  const since = v.longDate(2015, 2022);
  const until = v.longDate(2025, 2025);
  const body: Say = {
    en: `Dear ${honorific(v, emp)} ${P('PERSON_NAME', emp.last)}, we regret to inform you that your employment, which began on ${P('DATE', since)}, will end on ${P('DATE', until)} for economic reasons. You will receive a severance payment of ${P('MONEY_AMOUNT', v.money(30000))} together with your final salary. Please return your badge and laptop (asset tag IT-${v.digits(4)}) to ${P('PERSON_NAME', hr.full)}.`,
    es: `Estimado/a ${honorific(v, emp)} ${P('PERSON_NAME', emp.last)}: lamentamos comunicarle que su relación laboral, iniciada el ${P('DATE', since)}, se extinguirá el ${P('DATE', until)} por causas económicas. Percibirá una indemnización de ${P('MONEY_AMOUNT', v.money(30000))} junto con la liquidación. Devuelva la tarjeta y el portátil (inventario IT-${v.digits(4)}) a ${P('PERSON_NAME', hr.full)}.`,
    fr: `${honorific(v, emp)} ${P('PERSON_NAME', emp.last)}, nous sommes au regret de vous notifier votre licenciement pour motif économique. Votre contrat, débuté le ${P('DATE', since)}, prendra fin le ${P('DATE', until)}. Une indemnité de ${P('MONEY_AMOUNT', v.money(30000))} vous sera versée avec votre solde de tout compte. Merci de remettre votre badge et votre ordinateur (inventaire IT-${v.digits(4)}) à ${P('PERSON_NAME', hr.full)}.`,
    de: `Sehr geehrte/r ${honorific(v, emp)} ${P('PERSON_NAME', emp.last)}, hiermit kündigen wir das seit dem ${P('DATE', since)} bestehende Arbeitsverhältnis ordentlich und fristgerecht zum ${P('DATE', until)}. Sie erhalten eine Abfindung in Höhe von ${P('MONEY_AMOUNT', v.money(30000))}. Bitte geben Sie Ausweis und Notebook (Inventar-Nr. IT-${v.digits(4)}) bei ${P('PERSON_NAME', hr.full)} ab.`,
    it: `Gentile ${honorific(v, emp)} ${P('PERSON_NAME', emp.last)}, con la presente le comunichiamo il licenziamento per giustificato motivo oggettivo. Il rapporto, iniziato il ${P('DATE', since)}, cesserà il ${P('DATE', until)}. Le sarà corrisposta un'indennità di ${P('MONEY_AMOUNT', v.money(30000))}. La preghiamo di restituire badge e portatile (cespite IT-${v.digits(4)}) a ${P('PERSON_NAME', hr.full)}.`,
    pt: `Exmo(a). ${honorific(v, emp)} ${P('PERSON_NAME', emp.last)}, comunicamos a cessação do seu contrato de trabalho, iniciado em ${P('DATE', since)}, com efeitos a ${P('DATE', until)}, por extinção do posto de trabalho. Receberá uma compensação de ${P('MONEY_AMOUNT', v.money(30000))}. Devolva o cartão e o portátil (inventário IT-${v.digits(4)}) a ${P('PERSON_NAME', hr.full)}.`,
    ru: `Уважаемый(ая) ${P('PERSON_NAME', emp.full)}! Уведомляем вас, что трудовой договор, заключённый ${P('DATE', since)}, будет расторгнут ${P('DATE', until)} в связи с сокращением штата. Вам будет выплачено выходное пособие в размере ${P('MONEY_AMOUNT', v.money(300000))}. Пропуск и ноутбук (инв. IT-${v.digits(4)}) необходимо сдать ${P('PERSON_NAME', hr.full)}.`,
  };
  return {
    name,
    lang: v.lang,
    footer: `${P('ORGANIZATION', firm)} · ${L({ en: 'Human Resources', es: 'Recursos Humanos', fr: 'Ressources humaines', de: 'Personalabteilung', it: 'Risorse Umane', pt: 'Recursos Humanos', ru: 'Отдел кадров' })}`,
    pageWord: PAGE_WORD[v.lang],
    blocks: [
      { kind: 'lines', lines: letterhead(v, firm) },
      {
        kind: 'columns',
        left: postalBlock(v, emp).join(', '),
        right: `${L({ en: 'Personnel no.', es: 'N.º personal', fr: 'Matricule', de: 'Pers.-Nr.', it: 'Matr.', pt: 'N.º func.', ru: 'Таб. №' })} ${P('ID', v.digits(6))}`,
      },
      {
        kind: 'lines',
        lines: [
          `${P('LOCATION', v.town().town.split(', ')[0]!)}, ${P('DATE', v.longDate(2025, 2025))}`,
        ],
      },
      {
        kind: 'heading',
        text: L({
          en: 'Notice of Termination of Employment',
          es: 'Carta de despido',
          fr: 'Notification de licenciement',
          de: 'Kündigung des Arbeitsverhältnisses',
          it: 'Lettera di licenziamento',
          pt: 'Comunicação de despedimento',
          ru: 'Уведомление о расторжении трудового договора',
        }),
      },
      { kind: 'para', text: body[v.lang] },
      {
        kind: 'lines',
        lines: [
          P('PERSON_NAME', hr.full),
          L({
            en: 'HR Business Partner',
            es: 'Responsable de RR. HH.',
            fr: 'Responsable RH',
            de: 'Leitung Personal',
            it: 'Responsabile HR',
            pt: 'Diretora de RH',
            ru: 'Начальник отдела кадров',
          }),
          `${P('EMAIL', v.email(hr, 'hr-mail.net'))} · ${P('PHONE', v.phone())}`,
        ],
      },
      { kind: 'gap' },
      {
        kind: 'lines',
        lines: [
          L({
            en: 'Received by the employee:',
            es: 'Recibí:',
            fr: 'Reçu en main propre le :',
            de: 'Erhalten am:',
            it: 'Per ricevuta:',
            pt: 'Recebi:',
            ru: 'С уведомлением ознакомлен(а):',
          }),
          P('DATE', v.date(2025, 2025)),
          P('PERSON_NAME', emp.full),
        ],
      },
    ],
  };
}

function pharmacyReceipt(v: Dev2Values, name: string): QualityDoc {
  const shop = v.pharmacy();
  const patient = v.person();
  const doctor = v.person();
  const age = 3 + v.rng.int(85);
  const L = (s: Say): string => say(v, s);
  const drugs = [
    'Amoxicillin 500 mg',
    'Ibuprofen 400 mg',
    'Omeprazol 20 mg',
    'Salbutamol 100 mcg',
    'Metformin 850 mg',
  ];
  const rows = [0, 1, 2].map((i) => [
    `${v.digits(7)}`,
    drugs[(i + v.rng.int(5)) % 5]!,
    String(1 + v.rng.int(3)),
    P('MONEY_AMOUNT', v.amount(40)),
  ]);
  return {
    name,
    lang: v.lang,
    footer: `${P('ORGANIZATION', shop)} · ${L({ en: 'Thank you, get well soon', es: 'Gracias por su visita', fr: 'Merci de votre visite', de: 'Gute Besserung', it: 'Grazie e arrivederci', pt: 'Obrigado pela visita', ru: 'Спасибо за покупку' })}`,
    pageWord: PAGE_WORD[v.lang],
    blocks: [
      { kind: 'lines', lines: letterhead(v, shop) },
      {
        kind: 'heading',
        text: L({
          en: 'Prescription Receipt',
          es: 'Ticket de dispensación',
          fr: 'Facture de délivrance',
          de: 'Quittung Rezept',
          it: 'Scontrino fiscale – Ricetta',
          pt: 'Fatura-recibo – Receita médica',
          ru: 'Товарный чек по рецепту',
        }),
      },
      {
        kind: 'fields',
        columns: 2,
        rows: [
          [
            L({
              en: 'Patient',
              es: 'Paciente',
              fr: 'Patient',
              de: 'Patient/in',
              it: 'Assistito',
              pt: 'Utente',
              ru: 'Пациент',
            }),
            P('PERSON_NAME', patient.full),
          ],
          [
            L({
              en: 'Age',
              es: 'Edad',
              fr: 'Âge',
              de: 'Alter',
              it: 'Età',
              pt: 'Idade',
              ru: 'Возраст',
            }),
            P('AGE', String(age)),
          ],
          [
            L({
              en: 'Member ID',
              es: 'N.º tarjeta sanitaria',
              fr: 'N° de sécurité sociale',
              de: 'Versichertennr.',
              it: 'Tessera sanitaria',
              pt: 'N.º de utente',
              ru: 'Полис ОМС',
            }),
            P(
              'ID',
              v.lang === 'de'
                ? `${String.fromCharCode(65 + v.rng.int(26))}${v.digits(9)}`
                : v.lang === 'fr'
                  ? v.nationalId(patient)
                  : v.digits(v.pick([9, 12, 16])),
            ),
          ],
          [
            L({
              en: 'Prescriber',
              es: 'Médico prescriptor',
              fr: 'Prescripteur',
              de: 'Arzt',
              it: 'Medico prescrittore',
              pt: 'Médico',
              ru: 'Врач',
            }),
            `Dr. ${P('PERSON_NAME', doctor.full)}`,
          ],
          [
            L({
              en: 'Rx number',
              es: 'N.º de receta',
              fr: "N° d'ordonnance",
              de: 'Rezept-Nr.',
              it: 'N. ricetta (NRE)',
              pt: 'N.º da receta',
              ru: '№ рецепта',
            }),
            P('ID', `${v.digits(4)} ${v.digits(4)} ${v.digits(4)}`),
          ],
          [
            L({
              en: 'Date',
              es: 'Fecha',
              fr: 'Date',
              de: 'Datum',
              it: 'Data',
              pt: 'Data',
              ru: 'Дата',
            }),
            P('DATE', v.date(2025, 2025)),
          ],
        ],
      },
      {
        kind: 'table',
        header: [
          L({ en: 'NDC', es: 'C.N.', fr: 'CIP', de: 'PZN', it: 'AIC', pt: 'CNPEM', ru: 'Код' }),
          L({
            en: 'Item',
            es: 'Medicamento',
            fr: 'Produit',
            de: 'Artikel',
            it: 'Farmaco',
            pt: 'Medicamento',
            ru: 'Наименование',
          }),
          L({ en: 'Qty', es: 'Uds.', fr: 'Qté', de: 'Menge', it: 'Q.tà', pt: 'Qtd.', ru: 'Кол.' }),
          L({
            en: 'Price',
            es: 'Importe',
            fr: 'Prix',
            de: 'Preis',
            it: 'Prezzo',
            pt: 'Preço',
            ru: 'Цена',
          }),
        ],
        rows: [
          ...rows,
          [
            L({
              en: 'Total',
              es: 'Total',
              fr: 'Total TTC',
              de: 'Summe',
              it: 'Totale',
              pt: 'Total',
              ru: 'Итого',
            }),
            '',
            '',
            P('MONEY_AMOUNT', v.money(100)),
          ],
        ],
        widths: [1, 3, 1, 1],
      },
      {
        kind: 'lines',
        lines: [
          `${L({ en: 'Paid by card', es: 'Pagado con tarjeta', fr: 'Payé par carte', de: 'Kartenzahlung', it: 'Pagato con carta', pt: 'Pago com cartão', ru: 'Оплачено картой' })} ${P('CREDIT_CARD', v.pick(['**** **** **** ', 'XXXX XXXX XXXX ', '************']) + v.digits(4))} · ${L({ en: 'Auth. code', es: 'Autorización', fr: "N° d'autorisation", de: 'Genehmigungs-Nr.', it: 'Cod. autorizzazione', pt: 'Autorização', ru: 'Код авторизации' })} ${v.digits(6)}`,
          L({
            en: `Dosage for ${P('PERSON_NAME', patient.first)}: one tablet three times a day.`,
            es: `Posología para ${P('PERSON_NAME', patient.first)}: un comprimido cada ocho horas.`,
            fr: `Posologie pour ${P('PERSON_NAME', patient.first)} : un comprimé trois fois par jour.`,
            de: `Dosierung für ${P('PERSON_NAME', patient.first)}: dreimal täglich eine Tablette.`,
            it: `Posologia per ${P('PERSON_NAME', patient.first)}: una compressa tre volte al giorno.`,
            pt: `Posologia para ${P('PERSON_NAME', patient.first)}: um comprimido de 8 em 8 horas.`,
            ru: `Приём для ${P('PERSON_NAME', patient.first)}: по одной таблетке три раза в день.`,
          }),
        ],
      },
    ],
  };
}

function travelItinerary(v: Dev2Values, name: string): QualityDoc {
  const airline = v.airline();
  const hotel = v.hotel();
  const pax = [v.person(), v.person()];
  const L = (s: Say): string => say(v, s);
  const pnr = Array.from(
    { length: 6 },
    () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[v.rng.int(32)],
  ).join('');
  const paxName = (p: (typeof pax)[number]): string =>
    v.lang === 'ru'
      ? P('PERSON_NAME', p.full.toUpperCase())
      : `${P('PERSON_NAME', `${p.last.toUpperCase()}/${p.first.toUpperCase()}`)} ${p.female ? 'MRS' : 'MR'}`;
  const airports = ['LIS', 'MAD', 'CDG', 'FRA', 'FCO', 'JFK', 'SVO', 'BCN', 'MXP', 'OPO'];
  const leg = (): string[] => [
    `${v.pick(['TP', 'IB', 'AF', 'LH', 'AZ', 'DL', 'SU'])} ${100 + v.rng.int(8900)}`,
    `${v.pick(airports)} – ${v.pick(airports)}`,
    P('DATE', v.date(2025, 2025)),
    `${pad2(v.rng.int(24))}:${pad2(v.rng.int(60))}`,
  ];
  return {
    name,
    lang: v.lang,
    footer: `${P('ORGANIZATION', airline)} · ${L({ en: 'Booking', es: 'Reserva', fr: 'Réservation', de: 'Buchung', it: 'Prenotazione', pt: 'Reserva', ru: 'Бронирование' })} ${P('ID', pnr)}`,
    pageWord: PAGE_WORD[v.lang],
    blocks: [
      { kind: 'lines', lines: [P('ORGANIZATION', airline)] },
      {
        kind: 'heading',
        text: L({
          en: 'Your e-ticket itinerary receipt',
          es: 'Su itinerario y recibo de billete electrónico',
          fr: 'Votre reçu de billet électronique',
          de: 'Ihr Reiseplan und E-Ticket-Beleg',
          it: 'Il suo itinerario e ricevuta del biglietto',
          pt: 'O seu itinerário e recibo de bilhete',
          ru: 'Маршрутная квитанция электронного билета',
        }),
      },
      {
        kind: 'fields',
        columns: 2,
        rows: [
          [
            L({
              en: 'Booking reference',
              es: 'Localizador',
              fr: 'Référence de réservation',
              de: 'Buchungscode',
              it: 'Codice prenotazione',
              pt: 'Código de reserva',
              ru: 'Код бронирования',
            }),
            P('ID', pnr),
          ],
          [
            L({
              en: 'Booked on',
              es: 'Fecha de emisión',
              fr: "Date d'émission",
              de: 'Ausgestellt am',
              it: 'Data di emissione',
              pt: 'Data de emissão',
              ru: 'Дата оформления',
            }),
            P('DATE', v.longDate(2025, 2025)),
          ],
        ],
      },
      {
        kind: 'table',
        header: [
          L({
            en: 'Passenger',
            es: 'Pasajero',
            fr: 'Passager',
            de: 'Reisender',
            it: 'Passeggero',
            pt: 'Passageiro',
            ru: 'Пассажир',
          }),
          L({
            en: 'Ticket number',
            es: 'N.º de billete',
            fr: 'N° de billet',
            de: 'Ticketnummer',
            it: 'N. biglietto',
            pt: 'N.º do bilhete',
            ru: 'Номер билета',
          }),
          L({
            en: 'Passport',
            es: 'Pasaporte',
            fr: 'Passeport',
            de: 'Reisepass',
            it: 'Passaporto',
            pt: 'Passaporte',
            ru: 'Паспорт',
          }),
          L({
            en: 'Frequent flyer',
            es: 'Tarjeta de fidelidad',
            fr: 'Carte de fidélité',
            de: 'Vielfliegernr.',
            it: 'Programma fedeltà',
            pt: 'Passageiro frequente',
            ru: 'Бонусная карта',
          }),
        ],
        rows: pax.map((p) => [
          paxName(p),
          P('ID', `${v.digits(3)}-${v.digits(10)}`),
          P(
            'PASSPORT',
            v.lang === 'ru'
              ? `${v.digits(2)} ${v.digits(7)}`
              : `${v.pick(['X', 'P', 'Y', 'C', 'AA', 'YA'])}${v.digits(7)}`,
          ),
          P('ID', `${v.pick(['TP', 'IB', 'AF', 'LH', 'AZ', 'DL', 'SU'])} ${v.digits(9)}`),
        ]),
        widths: [3, 3, 2, 3],
      },
      {
        kind: 'table',
        header: [
          L({
            en: 'Flight',
            es: 'Vuelo',
            fr: 'Vol',
            de: 'Flug',
            it: 'Volo',
            pt: 'Voo',
            ru: 'Рейс',
          }),
          L({
            en: 'Route',
            es: 'Ruta',
            fr: 'Trajet',
            de: 'Strecke',
            it: 'Tratta',
            pt: 'Rota',
            ru: 'Маршрут',
          }),
          L({
            en: 'Date',
            es: 'Fecha',
            fr: 'Date',
            de: 'Datum',
            it: 'Data',
            pt: 'Data',
            ru: 'Дата',
          }),
          L({
            en: 'Departs',
            es: 'Salida',
            fr: 'Départ',
            de: 'Abflug',
            it: 'Partenza',
            pt: 'Partida',
            ru: 'Вылет',
          }),
        ],
        rows: [leg(), leg()],
        widths: [1, 2, 2, 1],
      },
      {
        kind: 'para',
        text: L({
          en: `Hotel: ${P('ORGANIZATION', hotel)}, ${P('ADDRESS', v.street())}, 3 nights, confirmation ${P('ID', v.digits(8))}. Total charged ${P('MONEY_AMOUNT', v.money(2500))} to card ending ${P('CREDIT_CARD', v.digits(4))}. Contact during travel: ${P('PHONE', v.phone())}, ${P('EMAIL', v.email(pax[0]!))}.`,
          es: `Hotel: ${P('ORGANIZATION', hotel)}, ${P('ADDRESS', v.street())}, 3 noches, confirmación ${P('ID', v.digits(8))}. Importe total ${P('MONEY_AMOUNT', v.money(2500))} cargado en la tarjeta terminada en ${P('CREDIT_CARD', v.digits(4))}. Contacto durante el viaje: ${P('PHONE', v.phone())}, ${P('EMAIL', v.email(pax[0]!))}.`,
          fr: `Hôtel : ${P('ORGANIZATION', hotel)}, ${P('ADDRESS', v.street())}, 3 nuits, confirmation ${P('ID', v.digits(8))}. Montant total ${P('MONEY_AMOUNT', v.money(2500))} débité sur la carte se terminant par ${P('CREDIT_CARD', v.digits(4))}. Contact pendant le voyage : ${P('PHONE', v.phone())}, ${P('EMAIL', v.email(pax[0]!))}.`,
          de: `Hotel: ${P('ORGANIZATION', hotel)}, ${P('ADDRESS', v.street())}, 3 Nächte, Bestätigung ${P('ID', v.digits(8))}. Gesamtbetrag ${P('MONEY_AMOUNT', v.money(2500))} belastet auf Karte mit Endziffern ${P('CREDIT_CARD', v.digits(4))}. Erreichbar unterwegs: ${P('PHONE', v.phone())}, ${P('EMAIL', v.email(pax[0]!))}.`,
          it: `Hotel: ${P('ORGANIZATION', hotel)}, ${P('ADDRESS', v.street())}, 3 notti, conferma ${P('ID', v.digits(8))}. Totale ${P('MONEY_AMOUNT', v.money(2500))} addebitato sulla carta che termina con ${P('CREDIT_CARD', v.digits(4))}. Recapito in viaggio: ${P('PHONE', v.phone())}, ${P('EMAIL', v.email(pax[0]!))}.`,
          pt: `Hotel: ${P('ORGANIZATION', hotel)}, ${P('ADDRESS', v.street())}, 3 noites, confirmação ${P('ID', v.digits(8))}. Total de ${P('MONEY_AMOUNT', v.money(2500))} debitado no cartão terminado em ${P('CREDIT_CARD', v.digits(4))}. Contacto durante a viagem: ${P('PHONE', v.phone())}, ${P('EMAIL', v.email(pax[0]!))}.`,
          ru: `Гостиница: ${P('ORGANIZATION', hotel)}, ${P('ADDRESS', v.street())}, 3 ночи, подтверждение ${P('ID', v.digits(8))}. Итого ${P('MONEY_AMOUNT', v.money(150000))} списано с карты, оканчивающейся на ${P('CREDIT_CARD', v.digits(4))}. Контакты в поездке: ${P('PHONE', v.phone())}, ${P('EMAIL', v.email(pax[0]!))}.`,
        }),
      },
    ],
  };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

function incidentReport(v: Dev2Values, name: string): QualityDoc {
  const agency = v.agency();
  const officer = v.person();
  const victim = v.person();
  const suspect = v.person();
  const witness = v.person();
  const vAge = 18 + v.rng.int(60);
  const sAge = 16 + v.rng.int(50);
  const caseNo = `${v.digits(4)}/${v.digits(5)}`;
  const L = (s: Say): string => say(v, s);
  const place = v.street();
  const story: Say = {
    en: `On ${P('DATE', v.longDate(2025, 2025))} at about 22:40 the complainant, ${P('PERSON_NAME', victim.full)}, ${agePhrase(v, vAge)}, reported that her/his bicycle was taken outside ${P('ADDRESS', place)}. A male, ${agePhrase(v, sAge)}, later identified as ${P('PERSON_NAME', suspect.full)}, was stopped nearby driving a vehicle with plate ${P('ID', v.plate())}. ${P('PERSON_NAME', suspect.last)} denied the offence.`,
    es: `El ${P('DATE', v.longDate(2025, 2025))}, sobre las 22:40, ${P('PERSON_NAME', victim.full)}, ${agePhrase(v, vAge)}, denunció la sustracción de su bicicleta frente a ${P('ADDRESS', place)}. Un varón ${agePhrase(v, sAge)}, identificado como ${P('PERSON_NAME', suspect.full)}, fue interceptado en las inmediaciones conduciendo el vehículo ${P('ID', v.plate())}. ${P('PERSON_NAME', suspect.full)} negó los hechos.`,
    fr: `Le ${P('DATE', v.longDate(2025, 2025))} vers 22h40, ${P('PERSON_NAME', victim.full)}, ${agePhrase(v, vAge)}, a déclaré le vol de son vélo devant le ${P('ADDRESS', place)}. Un individu ${agePhrase(v, sAge)}, identifié comme ${P('PERSON_NAME', suspect.full)}, a été contrôlé à proximité au volant du véhicule immatriculé ${P('ID', v.plate())}. ${P('PERSON_NAME', suspect.full)} conteste les faits.`,
    de: `Am ${P('DATE', v.longDate(2025, 2025))} gegen 22:40 Uhr zeigte ${P('PERSON_NAME', victim.full)}, ${agePhrase(v, vAge)}, den Diebstahl ihres/seines Fahrrads vor dem Anwesen ${P('ADDRESS', place)} an. Ein Mann, ${agePhrase(v, sAge)}, später als ${P('PERSON_NAME', suspect.full)} identifiziert, wurde in der Nähe mit dem Fahrzeug ${P('ID', v.plate())} angehalten. ${P('PERSON_NAME', suspect.full)} bestreitet die Tat.`,
    it: `Il ${P('DATE', v.longDate(2025, 2025))} verso le 22:40 ${P('PERSON_NAME', victim.full)}, ${agePhrase(v, vAge)}, ha denunciato il furto della bicicletta davanti a ${P('ADDRESS', place)}. Un uomo ${agePhrase(v, sAge)}, identificato come ${P('PERSON_NAME', suspect.full)}, è stato fermato nelle vicinanze alla guida del veicolo targato ${P('ID', v.plate())}. ${P('PERSON_NAME', suspect.full)} nega l'addebito.`,
    pt: `Em ${P('DATE', v.longDate(2025, 2025))}, cerca das 22h40, ${P('PERSON_NAME', victim.full)}, ${agePhrase(v, vAge)}, participou o furto da bicicleta junto à ${P('ADDRESS', place)}. Um homem ${agePhrase(v, sAge)}, identificado como ${P('PERSON_NAME', suspect.full)}, foi intercetado nas imediações a conduzir o veículo ${P('ID', v.plate())}. ${P('PERSON_NAME', suspect.full)} negou os factos.`,
    ru: `${P('DATE', v.longDate(2025, 2025))} около 22:40 ${P('PERSON_NAME', victim.full)}, ${agePhrase(v, vAge)}, сообщил(а) о краже велосипеда у дома по адресу ${P('ADDRESS', place)}. Мужчина ${agePhrase(v, sAge)}, установленный как ${P('PERSON_NAME', suspect.full)}, был задержан поблизости на автомобиле с госномером ${P('ID', v.plate())}. ${P('PERSON_NAME', suspect.full)} свою вину отрицает.`,
  };
  const idDoc =
    v.lang === 'en'
      ? P(
          'DRIVER_LICENSE',
          `${String.fromCharCode(65 + v.rng.int(26))}${v.digits(3)}-${v.digits(3)}-${v.digits(2)}-${v.digits(3)}`,
        )
      : P(idTag(v), v.nationalId(suspect));
  return {
    name,
    lang: v.lang,
    footer: `${P('ORGANIZATION', agency)} · ${L({ en: 'Case', es: 'Diligencias', fr: 'Procès-verbal', de: 'Vorgang', it: 'Verbale', pt: 'NUIPC', ru: 'КУСП №' })} ${P('ID', caseNo)}`,
    pageWord: PAGE_WORD[v.lang],
    blocks: [
      { kind: 'lines', lines: [P('ORGANIZATION', agency)] },
      {
        kind: 'heading',
        text: L({
          en: 'INCIDENT REPORT',
          es: 'ATESTADO POLICIAL',
          fr: "PROCÈS-VERBAL D'AUDITION",
          de: 'STRAFANZEIGE / ERMITTLUNGSBERICHT',
          it: 'VERBALE DI DENUNCIA',
          pt: 'AUTO DE NOTÍCIA',
          ru: 'ПРОТОКОЛ ПРИНЯТИЯ ЗАЯВЛЕНИЯ',
        }),
      },
      {
        kind: 'fields',
        columns: 2,
        rows: [
          [
            L({
              en: 'Case number',
              es: 'N.º de atestado',
              fr: 'N° de procédure',
              de: 'Tagebuch-Nr.',
              it: 'N. registro',
              pt: 'NUIPC',
              ru: 'Номер КУСП',
            }),
            P('ID', caseNo),
          ],
          [
            L({
              en: 'Reporting officer',
              es: 'Agente instructor',
              fr: 'Agent verbalisateur',
              de: 'Sachbearbeiter',
              it: 'Agente verbalizzante',
              pt: 'Agente autuante',
              ru: 'Принял',
            }),
            P('PERSON_NAME', officer.full),
          ],
          [
            L({
              en: 'Badge no.',
              es: 'N.º de placa',
              fr: 'Matricule',
              de: 'Dienstnummer',
              it: 'Matricola',
              pt: 'N.º de agente',
              ru: 'Жетон №',
            }),
            P('ID', v.digits(5)),
          ],
          [
            L({
              en: 'Phone of complainant',
              es: 'Teléfono del denunciante',
              fr: 'Téléphone du plaignant',
              de: 'Telefon Anzeigeerstatter',
              it: 'Telefono del denunciante',
              pt: 'Telefone do queixoso',
              ru: 'Телефон заявителя',
            }),
            P('PHONE', v.phone()),
          ],
        ],
      },
      { kind: 'para', text: story[v.lang] },
      {
        kind: 'table',
        header: [
          L({
            en: 'Role',
            es: 'Condición',
            fr: 'Qualité',
            de: 'Beteiligung',
            it: 'Ruolo',
            pt: 'Qualidade',
            ru: 'Статус',
          }),
          L({
            en: 'Name',
            es: 'Nombre',
            fr: 'Nom',
            de: 'Name',
            it: 'Nominativo',
            pt: 'Nome',
            ru: 'ФИО',
          }),
          L({
            en: 'Born',
            es: 'Nacimiento',
            fr: 'Né(e) le',
            de: 'Geb.',
            it: 'Nato/a il',
            pt: 'Nascimento',
            ru: 'Дата рожд.',
          }),
          L({
            en: 'ID document',
            es: 'Documento',
            fr: "Pièce d'identité",
            de: 'Ausweis',
            it: 'Documento',
            pt: 'Documento',
            ru: 'Документ',
          }),
        ],
        rows: [
          [
            L({
              en: 'Suspect',
              es: 'Investigado',
              fr: 'Mis en cause',
              de: 'Beschuldigter',
              it: 'Indagato',
              pt: 'Suspeito',
              ru: 'Подозреваемый',
            }),
            P('PERSON_NAME', suspect.full),
            P('DATE', v.birthDate(sAge)),
            idDoc,
          ],
          [
            L({
              en: 'Witness',
              es: 'Testigo',
              fr: 'Témoin',
              de: 'Zeuge',
              it: 'Testimone',
              pt: 'Testemunha',
              ru: 'Свидетель',
            }),
            P('PERSON_NAME', witness.full),
            P('DATE', v.birthDate(20 + v.rng.int(50))),
            P('PHONE', v.phone()),
          ],
        ],
        widths: [2, 3, 2, 3],
      },
      {
        kind: 'lines',
        lines: [
          L({
            en: 'Signature of officer',
            es: 'Firma del instructor',
            fr: "Signature de l'agent",
            de: 'Unterschrift',
            it: 'Firma del verbalizzante',
            pt: 'Assinatura do agente',
            ru: 'Подпись',
          }),
          P('PERSON_NAME', officer.full),
        ],
      },
    ],
  };
}

function schoolReport(v: Dev2Values, name: string): QualityDoc {
  const school = v.school();
  const pupil = v.person();
  const teacher = v.person();
  const parent = v.person();
  const age = 10 + v.rng.int(8);
  const L = (s: Say): string => say(v, s);
  const subjects: Say[] = [
    {
      en: 'Mathematics',
      es: 'Matemáticas',
      fr: 'Mathématiques',
      de: 'Mathematik',
      it: 'Matematica',
      pt: 'Matemática',
      ru: 'Математика',
    },
    {
      en: 'English',
      es: 'Lengua Castellana',
      fr: 'Français',
      de: 'Deutsch',
      it: 'Italiano',
      pt: 'Português',
      ru: 'Русский язык',
    },
    {
      en: 'Science',
      es: 'Biología',
      fr: 'SVT',
      de: 'Biologie',
      it: 'Scienze',
      pt: 'Ciências Naturais',
      ru: 'Биология',
    },
    {
      en: 'History',
      es: 'Historia',
      fr: 'Histoire-Géographie',
      de: 'Geschichte',
      it: 'Storia',
      pt: 'História',
      ru: 'История',
    },
  ];
  const grade = (): string =>
    v.lang === 'en' ? v.pick(['A', 'B+', 'B', 'C']) : String(5 + v.rng.int(6));
  return {
    name,
    lang: v.lang,
    footer: `${P('ORGANIZATION', school)} · ${L({ en: 'Report card', es: 'Boletín de notas', fr: 'Bulletin scolaire', de: 'Zeugnis', it: 'Pagella', pt: 'Registo de avaliação', ru: 'Табель успеваемости' })}`,
    pageWord: PAGE_WORD[v.lang],
    blocks: [
      { kind: 'lines', lines: letterhead(v, school) },
      {
        kind: 'heading',
        text: L({
          en: 'End of Term Report 2024/25',
          es: 'Boletín de calificaciones 2024/25',
          fr: 'Bulletin du 2e trimestre 2024-2025',
          de: 'Halbjahreszeugnis 2024/25',
          it: 'Documento di valutazione 2024/25',
          pt: 'Ficha de avaliação 2024/25',
          ru: 'Табель успеваемости 2024/25',
        }),
      },
      {
        kind: 'lines',
        lines: [
          L({
            en: 'Student',
            es: 'Alumno/a',
            fr: 'Élève',
            de: 'Schüler/in',
            it: 'Alunno/a',
            pt: 'Aluno/a',
            ru: 'Учащийся',
          }),
          P('PERSON_NAME', pupil.full),
          L({
            en: 'Student number',
            es: 'NIA',
            fr: 'INE',
            de: 'Schülernummer',
            it: 'Matricola studente',
            pt: 'N.º de processo',
            ru: 'Личное дело №',
          }),
          P(
            'ID',
            v.lang === 'fr'
              ? `${v.digits(9)}${String.fromCharCode(65 + v.rng.int(26))}${String.fromCharCode(65 + v.rng.int(26))}`
              : v.digits(v.pick([7, 8, 10])),
          ),
        ],
      },
      {
        kind: 'fields',
        columns: 2,
        rows: [
          [
            L({
              en: 'Class',
              es: 'Curso',
              fr: 'Classe',
              de: 'Klasse',
              it: 'Classe',
              pt: 'Turma',
              ru: 'Класс',
            }),
            v.pick(['7B', '9A', '4C', '10D']),
          ],
          [
            L({
              en: 'Age',
              es: 'Edad',
              fr: 'Âge',
              de: 'Alter',
              it: 'Età',
              pt: 'Idade',
              ru: 'Возраст',
            }),
            `${P('AGE', String(age))} ${L({ en: 'years', es: 'años', fr: 'ans', de: 'Jahre', it: 'anni', pt: 'anos', ru: 'лет' })}`,
          ],
          [
            L({
              en: 'Parent/guardian',
              es: 'Padre/madre/tutor',
              fr: 'Responsable légal',
              de: 'Erziehungsberechtigte/r',
              it: 'Genitore/tutore',
              pt: 'Encarregado de educação',
              ru: 'Законный представитель',
            }),
            P('PERSON_NAME', parent.full),
          ],
          [
            L({
              en: 'Phone',
              es: 'Teléfono',
              fr: 'Téléphone',
              de: 'Telefon',
              it: 'Telefono',
              pt: 'Telefone',
              ru: 'Телефон',
            }),
            P('PHONE', v.phone()),
          ],
        ],
      },
      {
        kind: 'table',
        header: [
          L({
            en: 'Subject',
            es: 'Materia',
            fr: 'Discipline',
            de: 'Fach',
            it: 'Disciplina',
            pt: 'Disciplina',
            ru: 'Предмет',
          }),
          L({
            en: 'Grade',
            es: 'Nota',
            fr: 'Moyenne',
            de: 'Note',
            it: 'Voto',
            pt: 'Nível',
            ru: 'Оценка',
          }),
          L({
            en: 'Absences',
            es: 'Faltas',
            fr: 'Absences',
            de: 'Fehlstunden',
            it: 'Assenze',
            pt: 'Faltas',
            ru: 'Пропуски',
          }),
        ],
        rows: subjects.map((s) => [L(s), grade(), String(v.rng.int(9))]),
        widths: [3, 1, 1],
      },
      {
        kind: 'para',
        text: L({
          en: `${P('PERSON_NAME', pupil.first)} has worked steadily this term. Class teacher: ${P('PERSON_NAME', teacher.full)} (${P('EMAIL', v.email(teacher, 'school-mail.org'))}).`,
          es: `${P('PERSON_NAME', pupil.first)} ha trabajado con constancia este trimestre. Tutor/a: ${P('PERSON_NAME', teacher.full)} (${P('EMAIL', v.email(teacher, 'educa-mail.es'))}).`,
          fr: `${P('PERSON_NAME', pupil.first)} a fourni un travail régulier ce trimestre. Professeur principal : ${P('PERSON_NAME', teacher.full)} (${P('EMAIL', v.email(teacher, 'ac-mail.fr'))}).`,
          de: `${P('PERSON_NAME', pupil.first)} hat im Halbjahr stetig mitgearbeitet. Klassenleitung: ${P('PERSON_NAME', teacher.full)} (${P('EMAIL', v.email(teacher, 'schule-mail.de'))}).`,
          it: `${P('PERSON_NAME', pupil.first)} ha lavorato con costanza nel quadrimestre. Coordinatore di classe: ${P('PERSON_NAME', teacher.full)} (${P('EMAIL', v.email(teacher, 'scuola-mail.it'))}).`,
          pt: `${P('PERSON_NAME', pupil.first)} trabalhou com regularidade neste período. Diretor(a) de turma: ${P('PERSON_NAME', teacher.full)} (${P('EMAIL', v.email(teacher, 'escola-mail.pt'))}).`,
          ru: `${P('PERSON_NAME', pupil.first)} стабильно работал(а) в этом полугодии. Классный руководитель: ${P('PERSON_NAME', teacher.full)} (${P('EMAIL', v.email(teacher, 'school-mail.ru'))}).`,
        }),
      },
    ],
  };
}

/** The work, health, travel, police and school dev2 templates, by kind. */
export const LIFE_TEMPLATES: Record<string, Dev2Template> = {
  employment: employmentContract,
  termination: terminationLetter,
  pharmacy: pharmacyReceipt,
  travel: travelItinerary,
  incident: incidentReport,
  school: schoolReport,
};
