import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, print, runAlone, startServer } from './lib';

/** Spec-derived budget (issue 5): a customer page's first JavaScript, gzipped. */
const BUDGET_KB = 120;

/** Every script the page's HTML makes the browser fetch before it runs: entry and preloads. */
function initialScripts(html: string): string[] {
  const sources = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ];
  return [...new Set(sources.map((match) => match[1]!))];
}

async function gzippedInitialJs(base: string, path: string) {
  const response = await fetch(`${base}${path}`);
  const html = await response.text();
  let gzip = 0;
  let raw = 0;
  const scripts = initialScripts(html);
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { status: response.status, scripts: scripts.length, raw, gzip };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * Customer page weight, as a phone on a slow network sees it: the gzipped JavaScript that
 * /s/:id and /orderstatus/:token load before showing anything, served by the real server, and the
 * size of the widget loader other sites embed (it must stay under 5 KB).
 */
export async function customerPagesBench() {
  const server = await startServer({ port: 3332, env: { SEED_DEMO: 'true' } });
  try {
    const pages = [
      ['/s/:id', '/s/demo'],
      ['/orderstatus/:token', '/orderstatus/token-de-ejemplo'],
      ['/productlist/:token', '/productlist/token-de-ejemplo'],
    ];
    for (const [name, path] of pages) {
      const figures = await gzippedInitialJs(server.url, path!);
      print(`initial JS ${name}`, {
        status: figures.status,
        files: figures.scripts,
        raw_kb: kb(figures.raw),
        gzip_kb: kb(figures.gzip),
        budget_kb: BUDGET_KB,
        ok: figures.gzip / 1024 < BUDGET_KB ? 'yes' : 'NO',
      });
    }
    const staff = await gzippedInitialJs(server.url, '/login');
    print('initial JS /login (back office)', { gzip_kb: kb(staff.gzip) });
    const widget = readFileSync(join(ROOT, 'packages/web/public/widget.js'));
    print('widget.js loader', {
      raw_kb: kb(widget.length),
      gzip_kb: kb(gzipSync(widget, { level: 9 }).length),
      budget_kb: 5,
      ok: widget.length < 5 * 1024 ? 'yes' : 'NO',
    });
  } finally {
    await server.stop();
  }
}

// `npx tsx bench/customer-pages.ts [--no-build]` runs this bench alone.
runAlone(import.meta.url, customerPagesBench, { build: true });
