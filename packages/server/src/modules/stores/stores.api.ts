/*
 * What other modules may call of the stores module's data functions (ADR 0023): they come through
 * this file, never through its repositories directly (lint: module walls).
 */
export { findStoreByHashtag, findStoreById, updateStore } from './stores.repository';
