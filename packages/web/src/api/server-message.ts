/*
 * What a failed answer says: the server's JSON `{ message }`, or the status text. Shared by the
 * back office's client and the customer pages' (this file imports nothing, so no staff session
 * code reaches the customer bundle).
 */

/** Spec section 8: what a failed fetch (no network, server down) says. */
export const OFFLINE_MESSAGE = 'Conexión no disponible, por favor intentelo de nuevo.';

export function statusText(response: Response): string {
  // HTTP/2 answers carry no reason phrase; the code is better than an empty toast.
  return response.statusText || `Error ${response.status}`;
}

export async function serverMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body as { message: unknown };
      if (typeof message === 'string' && message.length > 0) return message;
    }
  } catch {
    // Not JSON (a proxy's error page, an empty body): fall back to the status text.
  }
  return statusText(response);
}
