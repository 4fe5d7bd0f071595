/** The accounts the server is started with (see playwright.config.ts and the demo seed). */
export const ACCOUNTS = {
  platformAdmin: { email: 'admin@mostrador.local', password: 'admin1234' },
  storeAdmin: { email: 'demo@mostrador.local', password: 'demo1234', hashtag: '#demo' },
  crew: { email: 'equipo@mostrador.local', password: 'equipo1234', hashtag: '#demo' },
} as const;

let counter = 0;

/** Values no other journey (or earlier run on the same database) has used. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
}
