/** held5 kind: a CV (sidebar with contact details, employment history with employers, references). */
import { LABELS } from '../labels';
import { assemble, esc, type Phrase, type Writer } from './kit';

const ROLES: Phrase[] = [
  [
    'Warehouse team leader',
    'Jefe de equipo de almacén',
    'Chef d’équipe entrepôt',
    'Teamleiter Lager',
    'Capo squadra magazzino',
    'Chefe de equipa de armazém',
    'Бригадир склада',
  ],
  [
    'Accounts assistant',
    'Auxiliar administrativo contable',
    'Assistant comptable',
    'Buchhaltungsassistent',
    'Impiegato amministrativo',
    'Assistente de contabilidade',
    'Помощник бухгалтера',
  ],
  [
    'Software developer',
    'Desarrollador de software',
    'Développeur logiciel',
    'Softwareentwickler',
    'Sviluppatore software',
    'Programador',
    'Разработчик ПО',
  ],
  [
    'Customer service adviser',
    'Agente de atención al cliente',
    'Conseiller clientèle',
    'Kundenberater',
    'Operatore servizio clienti',
    'Assistente de apoio ao cliente',
    'Специалист по работе с клиентами',
  ],
];

/** A two-column CV: contact sidebar, profile, experience with employers and dates, references. */
export function curriculum(w: Writer): string {
  const { v } = w;
  const L = LABELS[w.lang];
  const me = v.person();
  const addr = v.address();
  const ref1 = v.person();
  const handle = `${me.first}-${me.last}-${v.digits(3)}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9-]/g, '');
  const url = `linkedin.com/in/${handle.length > 8 ? handle : `profile-${v.digits(6)}`}`;
  const jobs = [0, 1, 2].map((i) => {
    const from = `${String(v.int(1, 12)).padStart(2, '0')}/${2023 - i * 4 - v.int(0, 2)}`;
    const to =
      i === 0
        ? w.raw(['present', 'actualidad', 'aujourd’hui', 'heute', 'oggi', 'presente', 'н. в.'])
        : `${String(v.int(1, 12)).padStart(2, '0')}/${2023 - i * 4 + 1}`;
    const employer = v.p.employers[(i + v.int(0, 3)) % v.p.employers.length]!;
    const town = v.pick(v.p.towns)[1];
    return `<div class="job"><div class="when">${w.m('DATE', from)} – ${i === 0 ? esc(to) : w.m('DATE', to)}</div><div><b>${w.t(ROLES[(i + 1) % ROLES.length]!)}</b><br>${w.m('ORGANIZATION', employer)}, ${w.m('LOCATION', town)}<br><span class="small">${w.t(['Led a team, planned shifts and trained new starters.', 'Coordinación de turnos y formación de nuevas incorporaciones.', 'Encadrement d’équipe, plannings et formation des nouveaux arrivants.', 'Schichtplanung, Einarbeitung neuer Kollegen, Teamführung.', 'Gestione turni e formazione dei nuovi assunti.', 'Planeamento de turnos e formação de novos colaboradores.', 'Планирование смен, обучение новых сотрудников.'])}</span></div></div>`;
  });
  const school = v.pick(v.p.schools);
  const side = `<div class="side">
<h2>${w.t(['Contact', 'Contacto', 'Coordonnées', 'Kontakt', 'Contatti', 'Contactos', 'Контакты'])}</h2>
${w.m('ADDRESS', addr.street)}<br>${w.m('ZIP_CODE', addr.zip)} ${w.m('LOCATION', addr.town)}<br>${w.m('PHONE', me.phone)}<br><span class="wrap">${w.m('EMAIL', me.email)}</span><br><span class="wrap">${w.m('URL', url)}</span>
<h2>${w.t(['Personal details', 'Datos personales', 'Informations', 'Persönliche Daten', 'Dati personali', 'Dados pessoais', 'Личные данные'])}</h2>
${L.dob}:<br>${w.m('DATE', v.birthDate())}<br>${L.license}: B
<h2>${w.t(['Languages', 'Idiomas', 'Langues', 'Sprachen', 'Lingue', 'Línguas', 'Языки'])}</h2>
${w.t(['English (fluent), Spanish (B1)', 'Español (nativo), inglés (B2)', 'Français (natif), anglais (B2)', 'Deutsch (Muttersprache), Englisch (C1)', 'Italiano (madrelingua), inglese (B2)', 'Português (nativo), inglês (C1)', 'Русский (родной), английский (B1)'])}
</div>`;
  const main = `<div class="main">
<h1>${w.m('PERSON_NAME', me.full.toUpperCase())}</h1>
<p>${w.t(['Reliable and organised professional with ten years of experience in logistics and administration, looking for a role with more responsibility.', 'Profesional organizado con diez años de experiencia en logística y administración, busca un puesto con más responsabilidad.', 'Professionnel rigoureux, dix ans d’expérience en logistique et administration, à la recherche d’un poste à responsabilités.', 'Zuverlässige Fachkraft mit zehn Jahren Erfahrung in Logistik und Verwaltung, sucht eine Stelle mit mehr Verantwortung.', 'Professionista affidabile con dieci anni di esperienza in logistica e amministrazione, cerca un ruolo di maggiore responsabilità.', 'Profissional organizado com dez anos de experiência em logística e administração, procura uma função com mais responsabilidade.', 'Ответственный специалист с десятилетним опытом в логистике и администрировании.'])}</p>
<h2>${w.t(['Experience', 'Experiencia', 'Expérience', 'Berufserfahrung', 'Esperienza', 'Experiência', 'Опыт работы'])}</h2>
${jobs.join('\n')}
<h2>${w.t(['Education', 'Formación', 'Formation', 'Ausbildung', 'Istruzione', 'Formação', 'Образование'])}</h2>
<div class="job"><div class="when">${2000 + v.int(0, 12)}</div><div>${w.m('ORGANIZATION', school)}, ${w.m('LOCATION', v.pick(v.p.towns)[1])}</div></div>
<h2>${w.t(['References', 'Referencias', 'Références', 'Referenzen', 'Referenze', 'Referências', 'Рекомендации'])}</h2>
<p>${w.m('PERSON_NAME', ref1.full)}, ${w.t(['former line manager at', 'antiguo responsable en', 'ancien responsable chez', 'ehemaliger Vorgesetzter bei', 'ex responsabile presso', 'antigo responsável na', 'бывший руководитель,'])} ${w.m('ORGANIZATION', v.p.employers[0]!)} — ${w.m('PHONE', ref1.phone)}, ${w.m('EMAIL', ref1.email)}</p>
</div>`;
  const head = `<div class="right">${w.m('PERSON_NAME', me.full)} — ${w.t(['Curriculum vitae', 'Currículum vítae', 'Curriculum vitae', 'Lebenslauf', 'Curriculum vitae', 'Curriculum vitae', 'Резюме'])}</div>`;
  const foot = `<div class="right">${w.m('EMAIL', me.email)} · ${w.m('PHONE', me.phone)}</div>`;
  return assemble(w.lang, {
    paper: 'A4',
    fontPt: 9.5,
    font: "'Liberation Sans Narrow', 'Liberation Sans', sans-serif",
    head,
    foot,
    body: `<div class="cv">${side}${main}</div>`,
    css: '.cv { display: flex; gap: 6mm; } .side { width: 48mm; background: #f0f0f0; padding: 3mm; } .main { flex: 1; } .job { display: flex; gap: 4mm; margin-bottom: 2mm; } .when { width: 30mm; flex: none; }',
  });
}
