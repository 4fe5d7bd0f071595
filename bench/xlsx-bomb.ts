import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { xlsxBomb } from '../packages/server/src/modules/imports/xlsx-bomb.fixtures';
import { ROOT, print, runAlone } from './lib';

interface Measure {
  outcomes: string[];
  cpu_s: number;
  wall_s: number;
  base_mb: number;
  peak_above_base_mb: number;
  peak_before_mb: number;
}

/**
 * Issue 18's decompression bomb (a ~5 MB workbook whose shared strings inflate to ~1.9 GB), read
 * by the import reader alone and four at once: CPU seconds and peak memory above the base of a
 * process that only does that. Before the limits, one took minutes and 1.5 GB, four 4.2 GB.
 */
export async function xlsxBombBench() {
  const dir = mkdtempSync(join(tmpdir(), 'mostrador-bomb-'));
  try {
    const bomb = xlsxBomb();
    const path = join(dir, 'bomba.xlsx');
    writeFileSync(path, bomb.file);
    for (const count of [1, 4]) {
      const output = execFileSync(
        process.execPath,
        ['--expose-gc', '--import', 'tsx', join(ROOT, 'bench', 'xlsx-bomb-child.ts'), path, String(count)],
        { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
      );
      const measure = JSON.parse(output.trim().split('\n').at(-1)!) as Measure;
      const refused = measure.outcomes.filter((text) =>
        text.startsWith('El archivo XLSX es demasiado grande'),
      );
      print(
        `xlsx bomba x${count} (${(bomb.file.length / 1_048_576).toFixed(1)} MB -> ${(bomb.inflatedBytes / 1e9).toFixed(2)} GB)`,
        {
          rechazadas: `${refused.length}/${count}`,
          cpu_s: measure.cpu_s.toFixed(2),
          wall_s: measure.wall_s.toFixed(2),
          pico_sobre_base_MB: measure.peak_above_base_mb.toFixed(1),
          base_MB: measure.base_mb.toFixed(0),
        },
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

runAlone(import.meta.url, xlsxBombBench);
