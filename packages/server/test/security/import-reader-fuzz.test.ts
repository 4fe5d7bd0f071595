import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ImportFailure } from '../../src/modules/imports/import-errors';
import { READER_TEXT, readImportFile, XLSX_STALL_MS } from '../../src/modules/imports/import-reader';
import {
  createRandom,
  FUZZ_RUNS,
  FUZZ_SEED,
  looksSpanish,
  randomText,
  within,
  type Random,
} from './fuzz-support';

/*
 * The product-file reader with broken input: random bytes, fake and truncated XLSX zips, huge
 * cells. Each file is read to the end within a bound; it either reads or fails with the reader's
 * own ImportFailure, whose Spanish message becomes the import's reason.
 */
const BOUND_MS = 10_000;
/** The reader's own stall limit, shortened so the damaged files that trip it keep the suite fast. */
const STALL_MS = 500;

async function readAll(content: Buffer, stallMs = STALL_MS): Promise<number> {
  const table = await readImportFile(content, { stallMs });
  let rows = 0;
  for await (const row of table.rows) rows += row.cells.length >= 0 ? 1 : 0;
  return rows;
}

/** Reads a file and describes what went wrong, or undefined when it behaved. */
async function misbehaviour(content: Buffer, label: string): Promise<string | undefined> {
  const started = performance.now();
  try {
    await within(BOUND_MS, readAll(content), label);
    return undefined;
  } catch (error) {
    const ms = Math.round(performance.now() - started);
    if (!(error instanceof ImportFailure)) return `${label}: ${String(error)} (${ms} ms)`;
    if (!looksSpanish(error.message) || !READER_MESSAGES.some((text) => error.message.startsWith(text))) {
      return `${label}: mensaje no en español o desconocido: ${error.message}`;
    }
    return undefined;
  }
}

async function realXlsx(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Productos');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The reader's messages, each up to its first placeholder. */
const READER_MESSAGES = Object.values(READER_TEXT).map((text) => text.split('{')[0]!);

const bytes = (random: Random, length: number) =>
  Buffer.from(Array.from({ length }, () => random.int(0, 255)));
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

describe('import reader with broken files', () => {
  const random = createRandom(FUZZ_SEED);

  it('reads or refuses random bytes, fake zips and fake old Excel files', async () => {
    const failures: string[] = [];
    for (let i = 0; i < 150 * FUZZ_RUNS; i += 1) {
      const body = bytes(random, random.int(0, 4096));
      const prefix = random.pick([
        Buffer.alloc(0),
        ZIP,
        OLE,
        Buffer.from('\ufeff'),
        Buffer.from([0xff, 0xfe]),
      ]);
      const problem = await misbehaviour(Buffer.concat([prefix, body]), `bytes #${i}`);
      if (problem) failures.push(problem);
    }
    expect(failures, `semilla FUZZ_SEED=${FUZZ_SEED}`).toEqual([]);
  }, 120_000);

  it('reads or refuses random text in CSV shape', async () => {
    const failures: string[] = [];
    for (let i = 0; i < 150 * FUZZ_RUNS; i += 1) {
      const lines = Array.from({ length: random.int(0, 30) }, () =>
        Array.from({ length: random.int(0, 12) }, () => randomText(random, 30)).join(
          random.pick([';', ',', '\t']),
        ),
      );
      const problem = await misbehaviour(
        Buffer.from(lines.join(random.pick(['\n', '\r\n', '\r']))),
        `csv #${i}`,
      );
      if (problem) failures.push(problem);
    }
    expect(failures, `semilla FUZZ_SEED=${FUZZ_SEED}`).toEqual([]);
  }, 120_000);

  it('refuses truncated and corrupted XLSX files with a reason', async () => {
    const valid = await realXlsx([
      ['id_original', 'nombre', 'precio'],
      ...Array.from({ length: 200 }, (_, i) => [`P-${i}`, `Producto ${i} ñandú`, String(i * 10)]),
    ]);
    // (The whole file is read with the reader's own stall limit: on a busy machine a sound file
    // may pause longer than the short limit the damaged ones are read with.)
    expect(await readAll(valid, XLSX_STALL_MS)).toBe(200);
    const failures: string[] = [];
    for (let i = 0; i < 30 * FUZZ_RUNS; i += 1) {
      const cut = valid.subarray(0, random.int(4, valid.length - 1));
      const problem = await misbehaviour(Buffer.from(cut), `xlsx cortado en ${cut.length}`);
      if (problem) failures.push(problem);
      const flipped = Buffer.from(valid);
      for (let j = 0; j < random.int(1, 20); j += 1)
        flipped[random.int(4, flipped.length - 1)] = random.int(0, 255);
      const flippedProblem = await misbehaviour(flipped, `xlsx alterado #${i}`);
      if (flippedProblem) failures.push(flippedProblem);
    }
    expect(failures, `semilla FUZZ_SEED=${FUZZ_SEED}`).toEqual([]);
  }, 180_000);

  it('refuses or reads huge cells within the bound', async () => {
    const huge = 'x'.repeat(5 * 1024 * 1024);
    const cases: [string, Buffer][] = [
      ['csv con una celda de 5 MB', Buffer.from(`id_original;nombre\nA;${huge}\n`)],
      ['csv con comillas sin cerrar de 5 MB', Buffer.from(`id_original;nombre\nA;"${huge}\n`)],
      [
        'csv con 100.000 columnas',
        Buffer.from(`${Array.from({ length: 100_000 }, (_, i) => `c${i}`).join(';')}\n`),
      ],
      ['csv de una sola linea de 5 MB sin separador', Buffer.from(huge)],
      [
        'xlsx con una celda de 1 MB',
        await realXlsx([
          ['id_original', 'nombre'],
          ['A', 'y'.repeat(1024 * 1024)],
        ]),
      ],
    ];
    const failures: string[] = [];
    for (const [label, content] of cases) {
      const problem = await misbehaviour(content, label);
      if (problem) failures.push(problem);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
