import type { Db } from './client';

/** The database or an open transaction: repository functions take either. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
