import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';

interface OutboxLine {
  to?: unknown;
  body?: unknown;
  time?: unknown;
}

const CODE_IN_BODY = /contraseña es: (\d{8})/;

/** The log of the server the running journey's project talks to (see SERVERS in the config). */
function serverLogPath(): string {
  const path = test.info().project.metadata['serverLog'] as unknown;
  if (typeof path !== 'string')
    throw new Error(
      'el proyecto no dice cual es el log de su servidor: corra las pruebas con e2e/playwright.config.ts',
    );
  return path;
}

async function codesFor(email: string): Promise<string[]> {
  const text = await readFile(serverLogPath(), 'utf8').catch(() => '');
  const codes: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    let entry: OutboxLine;
    try {
      entry = JSON.parse(line) as OutboxLine;
    } catch {
      continue;
    }
    if (entry.to !== email || typeof entry.body !== 'string') continue;
    const match = CODE_IN_BODY.exec(entry.body);
    if (match?.[1]) codes.push(match[1]);
  }
  return codes;
}

/**
 * The newest recovery code mailed to `email`, read from the outbox lines of the server log
 * (MAIL_OUTBOX_LOG_BODY=true): the journey types it like a person copying it from the mail.
 * `after` is how many codes that address had before the request, so an older code is never used.
 */
export async function waitForRecoveryCode(email: string, after: number): Promise<string> {
  let latest: string | undefined;
  await expect
    .poll(
      async () => {
        const codes = await codesFor(email);
        latest = codes.at(-1);
        return codes.length;
      },
      { message: `codigo de recuperacion para ${email} en el log del servidor`, timeout: 15_000 },
    )
    .toBeGreaterThan(after);
  if (!latest) throw new Error(`sin codigo para ${email}`);
  return latest;
}

export async function countRecoveryCodes(email: string): Promise<number> {
  return (await codesFor(email)).length;
}
