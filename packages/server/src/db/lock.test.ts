import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './lock';

describe('embedded data dir lock', () => {
  it('refuses a data dir held by another running process', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, 'mostrador.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(/ya esta abierta por otro proceso/);
  });

  it('takes over a lock left by a process that no longer runs, and releases it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, 'mostrador.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'mostrador.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'mostrador.lock'))).toBe(false);
  });
});
