import { describe, expect, it } from 'vitest';
import { createSettingsCipher } from './settings-cipher';

const cipher = createSettingsCipher('una-clave-de-servidor-de-al-menos-32-caracteres');

describe('settings cipher (AES-256-GCM)', () => {
  it('opens what it sealed, with a fresh nonce every time', () => {
    const a = cipher.encrypt('cs_secreto', 'integration_settings:1:woo_secret');
    const b = cipher.encrypt('cs_secreto', 'integration_settings:1:woo_secret');
    expect(a).not.toBe(b);
    expect(a).not.toContain('cs_secreto');
    expect(cipher.decrypt(a, 'integration_settings:1:woo_secret')).toBe('cs_secreto');
  });

  const sealed = cipher.encrypt('cs_secreto', 'integration_settings:1:woo_secret');
  const [version, iv, tag, body] = sealed.split('.') as [string, string, string, string];
  const flipped = (part: string) => `${part.slice(0, -2)}${part.at(-2) === 'A' ? 'B' : 'A'}${part.at(-1)}`;

  it.each([
    ['another store', () => cipher.decrypt(sealed, 'integration_settings:2:woo_secret')],
    ['another field', () => cipher.decrypt(sealed, 'integration_settings:1:woo_api_key')],
    [
      'another key',
      () =>
        createSettingsCipher('otra-clave-de-servidor-distinta-de-32-caracteres').decrypt(
          sealed,
          'integration_settings:1:woo_secret',
        ),
    ],
    [
      'an altered body',
      () => cipher.decrypt([version, iv, tag, flipped(body)].join('.'), 'integration_settings:1:woo_secret'),
    ],
    [
      'an altered tag',
      () => cipher.decrypt([version, iv, flipped(tag), body].join('.'), 'integration_settings:1:woo_secret'),
    ],
    ['an unknown format', () => cipher.decrypt('texto-plano', 'integration_settings:1:woo_secret')],
  ])('refuses to open it with %s', (_case, open) => {
    expect(open).toThrow();
  });
});
