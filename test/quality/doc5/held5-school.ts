/** held5 kind: a school report (pupil block, grades table with teachers, comments naming the pupil). */
import { assemble, type Phrase, type Writer } from './kit';

const SUBJECTS: Phrase[] = [
  [
    'Mathematics',
    'Matemáticas',
    'Mathématiques',
    'Mathematik',
    'Matematica',
    'Matemática',
    'Математика',
  ],
  ['English', 'Lengua castellana', 'Français', 'Deutsch', 'Italiano', 'Português', 'Русский язык'],
  ['History', 'Historia', 'Histoire-géographie', 'Geschichte', 'Storia', 'História', 'История'],
  ['Biology', 'Biología', 'SVT', 'Biologie', 'Scienze', 'Ciências Naturais', 'Биология'],
  [
    'Physical education',
    'Educación física',
    'EPS',
    'Sport',
    'Scienze motorie',
    'Educação Física',
    'Физкультура',
  ],
];

/** A term report card sent to the parents. */
export function schoolReport(w: Writer): string {
  const { v } = w;
  const school = v.pick(v.p.schools);
  const sa = v.address();
  const pupil = v.person();
  const parent = v.person();
  const pa = v.address();
  const head2 = v.person();
  const pupilId = `${v.letters(1)}${v.digits(8)}`;
  const grades = ['A', 'B+', 'B', 'C', '7', '8', '9', '15/20', '12/20', '2', '3', '5', '4'];
  const rows = SUBJECTS.map((s) => {
    const t = v.person();
    return `<tr><td>${w.t(s)}</td><td>${w.m('PERSON_NAME', `${t.first.charAt(0)}. ${t.last}`)}</td><td class="right">${v.pick(grades)}</td><td class="small">${w.t(['Works steadily; should ask for help sooner.', 'Trabaja con constancia; debe preguntar antes sus dudas.', 'Travail régulier ; doit solliciter de l’aide plus tôt.', 'Arbeitet stetig; sollte früher nachfragen.', 'Lavora con costanza; deve chiedere aiuto prima.', 'Trabalha com regularidade; deve pedir ajuda mais cedo.', 'Работает ровно; стоит раньше задавать вопросы.'])}</td></tr>`;
  });
  const head = `<div style="display:flex;justify-content:space-between"><span><b>${w.m('ORGANIZATION', school)}</b><br>${w.m('ADDRESS', sa.street)}, ${w.m('ZIP_CODE', sa.zip)} ${w.m('LOCATION', sa.town)}</span><span class="right">${w.t(['Pupil', 'Alumno/a', 'Élève', 'Schüler/in', 'Studente', 'Aluno(a)', 'Ученик'])}: ${w.m('PERSON_NAME', `${pupil.last.toUpperCase()} ${pupil.first}`)}</span></div>`;
  const foot = `${w.m('ORGANIZATION', school)} — ${w.t(['Report for the spring term', 'Boletín de la segunda evaluación', 'Bulletin du deuxième trimestre', 'Halbjahreszeugnis', 'Pagella del primo quadrimestre', 'Registo de avaliação do 2.º período', 'Табель успеваемости за II четверть'])}`;
  const body = `
<div style="display:flex;justify-content:space-between;gap:10mm">
<table class="small" style="width:90mm"><tr><td>${w.t(['Pupil', 'Alumno/a', 'Élève', 'Name', 'Studente', 'Aluno(a)', 'ФИО ученика'])}</td><td>${w.m('PERSON_NAME', pupil.full)}</td></tr><tr><td>${w.t(['Date of birth', 'Fecha de nacimiento', 'Né(e) le', 'Geboren am', 'Nato/a il', 'Data de nascimento', 'Дата рождения'])}</td><td>${w.m('DATE', v.date(2008, 2014))}</td></tr><tr><td>${w.t(['Pupil number', 'N.º de expediente', 'INE', 'Schülernummer', 'Matricola', 'N.º de processo', 'Номер личного дела'])}</td><td>${w.m('ID', pupilId)}</td></tr><tr><td>${w.t(['Class', 'Grupo', 'Classe', 'Klasse', 'Classe', 'Turma', 'Класс'])}</td><td>${v.pick(['9B', '3ºA', '4e2', '8c', '2ªC', '8.ºB', '7 «Б»'])}</td></tr></table>
<div style="width:70mm">${w.t(['To the parents of', 'A la familia de', 'Aux parents de', 'An die Erziehungsberechtigten von', 'Ai genitori di', 'Ao encarregado de educação de', 'Родителям ученика'])}<br>${w.m('PERSON_NAME', pupil.first)}:<br>${w.m('PERSON_NAME', parent.full)}<br>${w.m('ADDRESS', pa.street)}<br>${w.m('ZIP_CODE', pa.zip)} ${w.m('LOCATION', pa.town)}</div>
</div>
<h1 style="margin-top:6mm">${w.t(['School report', 'Boletín de notas', 'Bulletin scolaire', 'Zeugnis', 'Pagella', 'Registo de avaliação', 'Табель успеваемости'])}</h1>
<table><thead><tr><th>${w.t(['Subject', 'Materia', 'Discipline', 'Fach', 'Materia', 'Disciplina', 'Предмет'])}</th><th style="width:38mm">${w.t(['Teacher', 'Profesor/a', 'Professeur', 'Lehrkraft', 'Docente', 'Professor(a)', 'Учитель'])}</th><th class="right" style="width:16mm">${w.t(['Grade', 'Nota', 'Moyenne', 'Note', 'Voto', 'Nível', 'Оценка'])}</th><th>${w.t(['Comment', 'Observaciones', 'Appréciation', 'Bemerkung', 'Giudizio', 'Observações', 'Комментарий'])}</th></tr></thead>
${rows.join('\n')}
</table>
<p>${w.t(['Absences this term: 4 half-days, of which 1 unexplained.', 'Faltas de asistencia: 4 medias jornadas, 1 sin justificar.', 'Absences : 4 demi-journées dont 1 non justifiée.', 'Fehltage: 4 halbe Tage, davon 1 unentschuldigt.', 'Assenze: 4 mezze giornate, di cui 1 non giustificata.', 'Faltas: 4 meios-dias, 1 injustificada.', 'Пропуски: 4 урока, из них 1 без уважительной причины.'])}</p>
<div class="box"><b>${w.t(['Form tutor’s comment', 'Observaciones del tutor', 'Appréciation du professeur principal', 'Bemerkung der Klassenleitung', 'Giudizio del coordinatore', 'Apreciação do diretor de turma', 'Комментарий классного руководителя'])}</b><br>${w.m('PERSON_NAME', pupil.first)} ${w.t(['has made good progress this term and takes part willingly in class. Parents’ evening:', 'ha progresado adecuadamente y participa en clase. Reunión con las familias:', 'a bien progressé ce trimestre et participe volontiers. Réunion parents-professeurs :', 'hat sich in diesem Halbjahr gut entwickelt und beteiligt sich gern am Unterricht. Elternsprechtag:', 'ha fatto buoni progressi e partecipa volentieri. Colloqui con le famiglie:', 'progrediu bem este período e participa nas aulas. Reunião com os pais:', 'хорошо проявил(а) себя в этой четверти. Родительское собрание:'])} ${w.m('DATE', v.longDate(2025, 2025))}.</div>
<div class="sig"><div>${w.t(['Head teacher', 'Director/a', 'Le chef d’établissement', 'Schulleitung', 'Il dirigente scolastico', 'O diretor', 'Директор'])}<br>${w.m('PERSON_NAME', head2.full)}</div><div>${w.t(['Seen by parent', 'Enterado (familia)', 'Vu, le responsable légal', 'Zur Kenntnis genommen', 'Firma del genitore', 'Tomei conhecimento', 'С табелем ознакомлен(а)'])}</div></div>`;
  return assemble(w.lang, {
    paper: 'A4',
    fontPt: 9.5,
    font: "'Liberation Serif', serif",
    head,
    foot,
    body,
  });
}
