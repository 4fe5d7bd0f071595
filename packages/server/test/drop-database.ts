import type pg from 'pg';

/**
 * Drops a test database (a test file's copy, or the run's template). An autovacuum worker may be
 * in it: a role that is not a superuser cannot terminate one, so `with (force)` fails with 42501
 * ("must be a member of the role whose process is being terminated") until the worker is done,
 * which takes moments; the drop is tried again meanwhile (seen once in a PostgreSQL test run).
 */
export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(`drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if ((code !== '42501' && code !== '55006') || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
