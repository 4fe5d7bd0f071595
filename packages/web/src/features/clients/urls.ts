import { PATHS } from '../../app/paths';

/** The query that opens a client on /clientlist and names it on /clientdetail (spec section 2). */
export const CLIENT_QUERY = 'client';

/** /clientlist?client={id}: the list with that client open. */
export function clientListPath(id?: number): string {
  return id === undefined ? PATHS.clientList : `${PATHS.clientList}?${CLIENT_QUERY}=${id}`;
}

/** /clientdetail?client={id}: the client screen on its own page. */
export function clientDetailPath(id: number): string {
  return `${PATHS.clientDetail}?${CLIENT_QUERY}=${id}`;
}

/** The client id of an address's query, or null when it is missing or not a positive integer. */
export function clientIdOf(search: URLSearchParams): number | null {
  const value = search.get(CLIENT_QUERY);
  return value && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
