/*
 * What other modules may call of the users module's data functions (ADR 0023): they come through
 * this file, never through its repositories directly (lint: module walls).
 */
export { findUserByEmail, findUserWithStore, setPassword, setUserName } from './users.repository';
