// Browser journeys run in Debian's Chromium (never a downloaded browser): install it when missing.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  console.log(`Chromium disponible en ${CHROMIUM}`);
} else {
  console.log(`No se encontro ${CHROMIUM}: instalando chromium con apt-get...`);
  const result = spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(CHROMIUM)) {
    console.error(
      'No se pudo instalar chromium (pruebe "apt-get update" y vuelva a intentar, o instalelo a mano).',
    );
    process.exit(1);
  }
}
