import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * AES-256-GCM for stored credentials. The key is derived from the server secret with HKDF; each
 * value is bound to its place (store and field) as associated data, so a ciphertext copied to
 * another store or field does not decrypt.
 */
export function createSettingsCipher(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'mostrador-settings', 'aes-256-gcm v1', 32));

  return {
    /** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
    encrypt(plain: string, context: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },

    /** The plain text; throws when the value was altered, moved or made with another key. */
    decrypt(sealed: string, context: string): string {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) {
        throw new Error('Credencial cifrada con un formato desconocido');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

export type SettingsCipher = ReturnType<typeof createSettingsCipher>;
