/*
 * What other modules may call of the clients module's data functions (ADR 0023): they come through
 * this file, never through its repositories directly (lint: module walls).
 */
export { selectClients } from './clients.repository';
