import { sql } from 'drizzle-orm';
import { restrictTimeZones } from '@mostrador/core';
import type { Db } from '../db/client';

let loaded: Promise<void> | undefined;

/**
 * Narrows the shared time zone check (core's isTimeZone) to the zones the database knows: Node
 * accepts names PostgreSQL's tzdata dropped ('US/Pacific-New'), and such a `tz` used to reach SQL
 * and fail there (22023) as a 500. Read once per process; every instance reads its own database.
 */
export function loadDatabaseTimeZones(db: Db): Promise<void> {
  loaded ??= db
    .execute(sql`select name from pg_timezone_names`)
    .then((result) => restrictTimeZones((result.rows as { name: string }[]).map((row) => row.name)))
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  return loaded;
}
