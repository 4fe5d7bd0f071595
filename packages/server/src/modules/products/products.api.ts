/*
 * What other modules may call of the products module's data functions (ADR 0023): they come through
 * this file, never through its repositories directly (lint: module walls).
 */
export { ensureNamed, ORIGINAL_ID_INDEX, readCatalogueVersion } from './products.repository';
