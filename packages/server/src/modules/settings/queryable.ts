import type { Db } from '../../db/client';

/** The database or an open transaction: repository functions take either. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
