#!/usr/bin/env node
/**
 * Size budgets of the built web app (issue 9), checked after `npm run build` in `npm test`:
 *
 *   customer pages (customer.html entry)  initial JavaScript  <= 120 KB gzipped
 *   widget loader (widget.js)             whole file          <=   5 KB gzipped
 *   back office (index.html entry)        initial JavaScript  <= 300 KB gzipped
 *
 * "Initial JavaScript" is what the browser runs before the first screen: the entry's module
 * scripts, its modulepreloads, and every chunk those import statically (dynamic `import()` chunks
 * load later, per route, and are not counted). KB = 1024 bytes, gzip level 9, as bench/ reports.
 * Prints every figure; exits 1 when a budget is passed or a required file is missing.
 *
 * Usage: node scripts/check-budgets.mjs [distDir]   (default packages/web/dist)
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = process.argv[2] ?? join(ROOT, 'packages/web/dist');
const KB = 1024;

const BUDGETS = {
  customer: 120 * KB,
  widget: 5 * KB,
  backOffice: 300 * KB,
};

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Scripts and modulepreloads an HTML entry names, as paths inside dist. */
function htmlScripts(html) {
  const found = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g),
  ];
  return found.map((match) => match[1].replace(/^\//, ''));
}

/** Static imports of a built chunk (`import{a}from"./x.js"`, `import"./y.js"`, `export*from`). */
function staticImports(code, file) {
  const specifiers = [
    ...code.matchAll(/(?<![.\w$(])(?:import|export)\s*(?:[\w${},*\s]+?from\s*)?["']([^"']+\.js)["']/g),
  ];
  return specifiers
    .map((match) => match[1])
    .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/'))
    .map((specifier) =>
      specifier.startsWith('/')
        ? specifier.slice(1)
        : posix.normalize(posix.join(posix.dirname(file), specifier)),
    );
}

/** Every file of an entry's initial JavaScript and their gzipped total. */
function initialJavaScript(htmlFile) {
  const html = readFileSync(join(DIST, htmlFile), 'utf8');
  const pending = htmlScripts(html);
  const files = new Map();
  while (pending.length) {
    const file = pending.pop();
    if (files.has(file)) continue;
    const path = join(DIST, file);
    if (!existsSync(path)) throw new Error(`${htmlFile} carga ${file}, que no existe en ${DIST}`);
    const content = readFileSync(path);
    files.set(file, { raw: content.length, gzip: gzipSize(content) });
    pending.push(...staticImports(content.toString('utf8'), file));
  }
  let gzip = 0;
  let raw = 0;
  for (const size of files.values()) {
    gzip += size.gzip;
    raw += size.raw;
  }
  return { files, gzip, raw };
}

const failures = [];
const rows = [];

function check(name, budget, measure) {
  try {
    const figures = measure();
    if (!figures) return;
    const ok = figures.gzip <= budget;
    rows.push({ name, ...figures, budget, ok });
    if (!ok) failures.push(`${name}: ${kb(figures.gzip)} gzip supera el presupuesto de ${kb(budget)}`);
  } catch (error) {
    failures.push(`${name}: ${error.message}`);
  }
}

if (!existsSync(join(DIST, 'index.html'))) {
  console.error(`No hay build en ${DIST}: ejecute npm run build antes de comprobar los presupuestos.`);
  process.exit(1);
}

check('back office (index.html)', BUDGETS.backOffice, () => initialJavaScript('index.html'));

check('paginas de cliente (customer.html)', BUDGETS.customer, () => {
  if (!existsSync(join(DIST, 'customer.html'))) {
    // The customer entry is its own Vite input; until it exists there is nothing to weigh.
    console.warn(
      `AVISO: ${join(DIST, 'customer.html')} no existe (la entrada de las paginas de cliente aun no se construye); ` +
        'su presupuesto de 120 KB no se comprobo.',
    );
    return undefined;
  }
  return initialJavaScript('customer.html');
});

check('widget.js (cargador)', BUDGETS.widget, () => {
  const path = join(DIST, 'widget.js');
  if (!existsSync(path)) throw new Error(`falta ${path} (packages/web/public/widget.js)`);
  const content = readFileSync(path);
  return { files: new Map([['widget.js', {}]]), raw: content.length, gzip: gzipSize(content) };
});

console.log('Presupuestos de JavaScript inicial (gzip nivel 9, KB = 1024 bytes):');
for (const row of rows) {
  console.log(
    `  ${row.ok ? 'ok ' : 'MAL'} ${row.name.padEnd(36)} ${kb(row.gzip).padStart(9)} gzip` +
      ` / ${kb(row.budget).padStart(8)}  (${kb(row.raw)} sin comprimir, ${row.files.size} archivo(s))`,
  );
}
if (failures.length) {
  console.error(`\nPresupuestos superados:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
