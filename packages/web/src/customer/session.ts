import { customerApi } from './api';
import type { CustomerSession } from './types';

const SESSION_ID_KEY = 'mostrador.customer.session_id';
const SESSION_KEY = 'mostrador.customer.session';

/*
 * Spec section 6: 'dfmessenger-' plus 10 random hex characters. The same pattern as core's
 * CUSTOMER_SESSION_PATTERN, kept here because that file brings zod into the customer bundle.
 */
const SESSION_PATTERN = /^dfmessenger-[0-9a-f]{10}$/;

function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  return `dfmessenger-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (private mode in an iframe): the page still works for this visit.
    return null;
  }
}

let memorySessionId: string | null = null;

export function readSessionId(): string | null {
  return storage()?.getItem(SESSION_ID_KEY) ?? memorySessionId;
}

/** The customer's session id, created on first use and kept in local storage. */
export function ensureSessionId(): string {
  const existing = readSessionId();
  if (existing && SESSION_PATTERN.test(existing)) return existing;
  const created = newSessionId();
  memorySessionId = created;
  storage()?.setItem(SESSION_ID_KEY, created);
  return created;
}

/** The last session the server returned: its tokens show 'Ver catálogo' and link the order. */
export function readCustomerSession(): CustomerSession | null {
  const raw = storage()?.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as CustomerSession;
  } catch {
    return null;
  }
}

export function saveCustomerSession(session: CustomerSession): void {
  storage()?.setItem(SESSION_KEY, JSON.stringify(session));
}

/** 'salir': the customer leaves; the next visit starts a new session. */
export function clearSession(): void {
  memorySessionId = null;
  storage()?.removeItem(SESSION_ID_KEY);
  storage()?.removeItem(SESSION_KEY);
}

/** Logged activities of spec section 7, named as the store's client activity shows them. */
export const ACTIVITY = {
  orderSummary: 'Ingreso al resumen del pedido',
  seeCatalogue: 'Click en ver catalogo',
  quantityChanged: 'Cambio de cantidad',
  itemDeleted: 'Elimino un item',
  payClicked: 'Click en pagar',
  finishClicked: 'Click en finalizar pedido',
  notFound: 'Ingreso a pagina 404',
} as const;

/** Fire and forget: a lost activity line must never break the customer's page. */
export function logActivity(name: string, payload?: Record<string, unknown>): void {
  const sessionId = readSessionId() ?? ensureSessionId();
  customerApi.logActivity(name, sessionId, payload).catch(() => undefined);
}

/** Recovers the saved session; the server logs the 'Sesion recuperada' activity itself. */
export async function recoverSession(): Promise<CustomerSession | null> {
  const sessionId = readSessionId();
  if (!sessionId) return null;
  try {
    const session = await customerApi.recoverSession(sessionId);
    saveCustomerSession(session);
    return session;
  } catch {
    return null;
  }
}
