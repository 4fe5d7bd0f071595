/** What the chat assistant and the customer pages (customer issue) read from marketing. */
export { findPromoForDay, listPromos } from './promos.repository';
export { findRefcodeByCode } from './refcodes.repository';
