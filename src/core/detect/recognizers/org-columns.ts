/**
 * Employers in a work-history table: under a header that holds an employer column ("Employer",
 * "Empresa", "Employeur", "Arbeitgeber", "Datore di lavoro", "Empregador", "Работодатель") and a
 * period column ("Period", "Dates", "Zeitraum", "Период"), each row's employer cell is an
 * organisation, whatever its name ("Estudio Nómada", "Maison Vasseur", "Сибирские Сети"). Rows
 * are found by their period cell ("2015 – 2020", "03/2018 – heute", "2022 – по настоящее время"),
 * printed one cell per line (as Chromium prints a table's text) or on one line with wide gaps.
 */
import type { Span } from '../span';
import { makeSpan } from './helpers';
import { isCommonWord } from './name-evidence';

/** Header cells naming the employer column. */
const EMPLOYER_CELL =
  /^(?:employer|company|organi[sz]ation|firm|employeur|entreprise|société|arbeitgeber|firma|unternehmen|empresa|empleador|entidad|datore di lavoro|azienda|società|ente|empregador|entidade(?: empregadora)?|работодатель|организация|компания|место работы)(?:[ \t]*\/[ \t]*[\p{L} ]+)?$/iu;
/** Header cells naming the period column. */
const PERIOD_CELL =
  /^(?:period|periods|dates?|from|years?|duration|période|dates|zeitraum|von|jahre?|periodo|período|fechas|años|anni|anos|datas|период|годы|даты|сроки)(?:[ \t]*(?:[-–/]|to|bis|à|a|al|até|по)[ \t]*[\p{L}]+)?$/iu;

/** Cheap literal gate: some employer column word must be in the text. */
const GATE =
  /employer|company|organi[sz]ation|employeur|entreprise|société|arbeitgeber|firma|unternehmen|empresa|empleador|datore di lavoro|azienda|empregador|entidade|работодатель|организация|компания|место работы/iu;

/** A year of this or the last century. */
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/u;

interface Line {
  start: number;
  text: string;
}

function lines(text: string): Line[] {
  const out: Line[] = [];
  let start = 0;
  for (const part of text.split('\n')) {
    out.push({ start, text: part });
    start += part.length + 1;
  }
  return out;
}

/** Cells of a line: split at wide gaps and tabs. */
function cells(text: string): Array<{ at: number; text: string }> {
  const out: Array<{ at: number; text: string }> = [];
  for (const m of text.matchAll(/[^ \t]+(?:[ ][^ \t]+)*/gu)) out.push({ at: m.index, text: m[0] });
  return out;
}

/** A short header cell: a few words, no digits. */
function headerLike(text: string): boolean {
  const t = text.trim();
  return t.length > 0 && t.length <= 32 && !/\d|[:@]/u.test(t) && t.split(/[ \t]+/).length <= 4;
}

/** A period cell: a year or a range of years, with month and "present" words only. */
function periodLike(text: string): boolean {
  const t = text.trim();
  if (t.length === 0 || t.length > 45 || !YEAR.test(t)) return false;
  return (t.match(/\p{L}{3,}/gu) ?? []).length <= 4;
}

/** An employer cell's value: a name, not a number, a label or common words. */
function employerValue(text: string): string | undefined {
  const value = text.trim().replace(/[ \t.,;]+$/u, '');
  if (value.length < 2 || value.length > 60 || /[:@]/.test(value)) return undefined;
  if (!/^["«“]?[\p{Lu}\p{N}]/u.test(value) || !/\p{L}{2}/u.test(value)) return undefined;
  if (periodLike(value)) return undefined;
  if (value.split(/[ \t]+/).every((w) => isCommonWord(w))) return undefined;
  return value;
}

function push(spans: Span[], start: number, value: string): void {
  const span = makeSpan('ORGANIZATION', start, start + value.length, 0.79, 'org-field');
  span.reason = 'employer cell of a work-history table';
  spans.push(span);
}

/**
 * Reads the rows under one header: `emp` and `per` are the employer and period columns, `ncols`
 * the header's cells, `from` the first line after the header's labels.
 */
function readRows(
  all: Line[],
  from: number,
  emp: number,
  per: number,
  ncols: number,
  spans: Span[],
): void {
  let sinceRow = 0;
  for (let k = from; k < all.length && sinceRow <= ncols * 2 + 2; k++) {
    const line = all[k]!;
    const parts = cells(line.text);
    // A row on one line: "2015 – 2020   Estudio Nómada   Analista de datos   Bilbao".
    if (parts.length === ncols && ncols > 1 && periodLike(parts[per]!.text)) {
      const value = employerValue(parts[emp]!.text);
      if (value) push(spans, line.start + parts[emp]!.at, value);
      sinceRow = 0;
      continue;
    }
    if (parts.length === 1 && periodLike(line.text)) {
      sinceRow = 0;
      const target = k + emp - per;
      const cell = all[target];
      if (!cell || target < from) continue;
      // The lines between the period and the employer must hold no other period.
      let clean = true;
      for (let j = Math.min(k, target) + 1; j < Math.max(k, target); j++)
        if (periodLike(all[j]!.text)) clean = false;
      if (!clean) continue;
      const value = employerValue(cell.text);
      if (!value) continue;
      const lead = cell.text.search(/\S/);
      push(spans, cell.start + lead, value);
      continue;
    }
    sinceRow++;
  }
}

/** Adds the employer cells of work-history tables in `folded` to `spans`. */
export function employerColumns(folded: string, spans: Span[]): void {
  if (!GATE.test(folded) || !YEAR.test(folded)) return;
  const all = lines(folded);
  for (let i = 0; i < all.length; i++) {
    const line = all[i]!.text;
    if (line.length > 120) continue;
    // A header on one line: "Period   Employer   Position   City".
    const parts = cells(line);
    if (parts.length >= 2 && parts.some((p) => EMPLOYER_CELL.test(p.text))) {
      if (!parts.every((p) => headerLike(p.text))) continue;
      const emp = parts.findIndex((p) => EMPLOYER_CELL.test(p.text));
      const per = parts.findIndex((p) => PERIOD_CELL.test(p.text));
      if (per >= 0) readRows(all, i + 1, emp, per, parts.length, spans);
      continue;
    }
    if (!EMPLOYER_CELL.test(line.trim())) continue;
    // A header printed one cell per line: the period cell is among the short lines around the
    // employer cell; the rows follow the later of the two.
    let per = -1;
    for (let j = Math.max(0, i - 6); j <= Math.min(all.length - 1, i + 6); j++)
      if (j !== i && headerLike(all[j]!.text) && PERIOD_CELL.test(all[j]!.text.trim())) {
        // Only short header-like lines between the two labels.
        let between = true;
        for (let b = Math.min(i, j) + 1; b < Math.max(i, j); b++)
          if (!headerLike(all[b]!.text)) between = false;
        if (between) per = j;
      }
    if (per < 0) continue;
    const top = Math.min(i, per);
    // The header's cells: the short lines from the first label on (a row's cells may follow).
    let ncols = 1;
    while (ncols < 8 && top + ncols < all.length && headerLike(all[top + ncols]!.text)) ncols++;
    readRows(
      all,
      Math.max(i, per) + 1,
      i - top,
      per - top,
      Math.max(ncols, Math.abs(i - per) + 1),
      spans,
    );
    i = Math.max(i, per);
  }
}
