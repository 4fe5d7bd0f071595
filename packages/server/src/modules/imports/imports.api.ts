/*
 * What other modules may call of the imports module's data functions (ADR 0023): they come through
 * this file, never through its repositories directly (lint: module walls).
 */
export { finishImport, lockOwnedImport } from './imports.repository';
