/* How the evaluation prints: accuracy per kind and catalogue, and the misses with their replies. */
import { CASE_KINDS, type Split } from './data';
import type { Outcome } from './judge';

export type SplitOutcome = Outcome & { split: Split };

/** The closing conversation is issue 17's: counted apart, so issue 16's total is its own. */
const ISSUE_16_KINDS: readonly string[] = CASE_KINDS.filter((kind) => kind !== 'closing');

export function score(outcomes: Outcome[]): string {
  if (outcomes.length === 0) return '-';
  const passed = outcomes.filter((o) => o.pass).length;
  return `${passed}/${outcomes.length} ${((100 * passed) / outcomes.length).toFixed(1)}%`;
}

const cell = (text: string, width: number) => text.padEnd(width);

/** One split's table: a row per kind and totals, a column for all catalogues and one per catalogue. */
export function accuracyTable(split: Split, outcomes: SplitOutcome[]): string[] {
  const mine = outcomes.filter((o) => o.split === split);
  const catalogues = [...new Set(mine.map((o) => o.catalogue))].sort();
  const columns: [string, SplitOutcome[]][] = [
    ['todos', mine],
    ...catalogues.map((id): [string, SplitOutcome[]] => [id, mine.filter((o) => o.catalogue === id)]),
  ];
  const rows: [string, (o: Outcome) => boolean][] = [
    ...CASE_KINDS.map((kind): [string, (o: Outcome) => boolean] => [
      kind === 'closing' ? 'closing (issue 17)' : kind,
      (o) => o.kind === kind,
    ]),
    ['total sin closing', (o) => ISSUE_16_KINDS.includes(o.kind)],
    ['total', () => true],
  ];
  const lines = [`-- exactitud ${split} (${mine.length} casos) --`];
  lines.push(cell('tipo', 20) + columns.map(([name]) => cell(name, 18)).join(''));
  for (const [label, keep] of rows) {
    if (!mine.some(keep)) continue;
    lines.push(cell(label, 20) + columns.map(([, list]) => cell(score(list.filter(keep)), 18)).join(''));
  }
  return lines;
}

const short = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** One miss: the case, each judged turn with the reply, and what was wrong. */
export function describeMiss(outcome: Outcome): string[] {
  const lines = [`✗ ${outcome.id} [${outcome.kind}]`];
  for (const { text, reply } of outcome.replies) {
    lines.push(`    > ${short(text)}`);
    for (const message of reply) lines.push(`      < ${short(message)}`);
  }
  for (const problem of outcome.problems) lines.push(`    ! ${short(problem, 800)}`);
  return lines;
}

export function missesReport(split: Split, outcomes: SplitOutcome[]): string[] {
  const misses = outcomes.filter((o) => o.split === split && !o.pass);
  if (misses.length === 0) return [`-- fallos ${split}: ninguno --`];
  return [`-- fallos ${split} (${misses.length}) --`, ...misses.flatMap(describeMiss)];
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
