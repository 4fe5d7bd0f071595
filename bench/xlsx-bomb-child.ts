import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { readImportFile } from '../packages/server/src/modules/imports/import-reader';

/**
 * One measure of bench/xlsx-bomb.ts, in a process of its own so the peak memory is the bomb's:
 * reads `count` copies of the bomb at once and prints CPU seconds, wall time and memory.
 */

const statusKb = (field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))![1]);

const [path, countText] = process.argv.slice(2);
const bomb = readFileSync(path!);
const count = Number(countText ?? 1);

// Warm up: the reader's modules loaded and one sound workbook read, so the base includes them.
const workbook = new ExcelJS.Workbook();
workbook.addWorksheet('Productos').addRow(['id_original', 'nombre']);
await readImportFile(Buffer.from(await workbook.xlsx.writeBuffer()));
global.gc?.();
const baseKb = statusKb('VmRSS');
const peakBeforeKb = statusKb('VmHWM');
const cpu = process.cpuUsage();
const started = performance.now();
const outcomes = await Promise.all(
  Array.from({ length: count }, () =>
    readImportFile(bomb).then(
      () => 'leida',
      (error: unknown) => (error as Error).message,
    ),
  ),
);
const used = process.cpuUsage(cpu);
process.stdout.write(
  `${JSON.stringify({
    outcomes,
    cpu_s: (used.user + used.system) / 1e6,
    wall_s: (performance.now() - started) / 1000,
    base_mb: baseKb / 1024,
    // The process's peak (VmHWM) past the base; the peak before the bomb shows it was the bomb's.
    peak_above_base_mb: (statusKb('VmHWM') - baseKb) / 1024,
    peak_before_mb: peakBeforeKb / 1024,
  })}\n`,
);
