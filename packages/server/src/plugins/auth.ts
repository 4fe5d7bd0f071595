import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, inactiveUserMessage } from '@mostrador/core';
import type { Db } from '../db/client';
import { PLATFORM_SCOPE, runInOpenScope, setOpenScope, type Scope } from '../db/scope';
import type { TokenService } from '../lib/tokens';
import { staffRowsEpoch } from '../db/write-epochs';
import { briefCopies } from '../db/brief-copies';
import { prepareStaffUserLookup } from '../modules/users/users.repository';
import type { StoreRow, UserRow } from '../db/rows';

export const AUTH_MESSAGES = {
  sessionError: 'Error en sesion, por favor ingrese sus credenciales.',
  forbidden: 'No tiene permisos para realizar esta accion',
} as const;

/** Who is calling: resolved from the bearer token on every staff call. */
export interface Principal {
  user: UserRow;
  store: StoreRow | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/** How many users' rows the guard remembers; the one read longest ago is forgotten first. */
const STAFF_ROWS_KEPT = 10_000;

type StaffRow = Awaited<ReturnType<ReturnType<typeof prepareStaffUserLookup>>>;

/**
 * Guards for staff routes. The user and store rows (one indexed join) were read on every call:
 * on the embedded database that query was most of a list call's cost. They are now reused for
 * `rowsCacheMs` at most, and only while no write to users or stores has gone through this
 * process's database drivers since they were read (db/write-epochs.ts), so a logout, a
 * disabled account or store or a changed setting takes effect on the next call here, and within
 * `rowsCacheMs` on another instance.
 */
export function createGuards(db: Db, tokens: TokenService, supportEmail: string, rowsCacheMs = 0) {
  const findStaffUser = prepareStaffUserLookup(db);
  const copyOf = briefCopies<string, NonNullable<StaffRow>>({
    capacity: STAFF_ROWS_KEPT,
    keepMs: rowsCacheMs,
    epoch: staffRowsEpoch,
  });

  function staffRow(userId: number, storeId: number | null): Promise<StaffRow> {
    return copyOf(`${userId}:${storeId}`, async () => {
      const found = await findStaffUser(userId, storeId);
      if (!found) return undefined;
      // Shared by the calls that reuse it: frozen, so no call can change what another one sees.
      Object.freeze(found.user);
      if (found.store) Object.freeze(found.store);
      return found;
    });
  }

  async function authenticate(request: FastifyRequest): Promise<Principal> {
    const token = bearer(request);
    const claims = token ? await tokens.verify(token) : null;
    if (!claims) throw new AppError('unauthorized', AUTH_MESSAGES.sessionError);
    // The signed store claim says which store the user belongs to, so the user is read in the
    // scope the route's queries then use: a pooled connection keeps its applied scope, and one
    // scope per call spares the switch to the platform scope and back (a round trip each).
    const scope: Scope =
      claims.storeId === null ? PLATFORM_SCOPE : { kind: 'store', storeId: claims.storeId };
    setOpenScope(scope);
    const row = await staffRow(claims.userId, claims.storeId);
    if (!row || row.user.token_version !== claims.tokenVersion) {
      throw new AppError('unauthorized', AUTH_MESSAGES.sessionError);
    }
    if (!row.user.enabled || (row.store && !row.store.enabled)) {
      throw new AppError('forbidden', inactiveUserMessage(supportEmail));
    }
    const principal = { user: row.user, store: row.store };
    request.principal = principal;
    return principal;
  }

  /** From here on the request's queries see only its store's rows (or all, for the platform). */
  function scopeTo(principal: Principal, platform = false) {
    setOpenScope(
      principal.store && !platform ? { kind: 'store', storeId: principal.store.id } : PLATFORM_SCOPE,
    );
  }

  return {
    /** Any logged-in staff member, the platform administrator included. */
    staff: async (request: FastifyRequest) => {
      scopeTo(await authenticate(request));
    },
    /** A member of a store (owner or crew). */
    storeUser: async (request: FastifyRequest) => {
      const principal = await authenticate(request);
      if (!principal.store) throw new AppError('forbidden', AUTH_MESSAGES.forbidden);
      scopeTo(principal);
    },
    /** The store's owner (store_role admin). */
    storeAdmin: async (request: FastifyRequest) => {
      const principal = await authenticate(request);
      if (!principal.store || principal.user.store_role !== 'admin') {
        throw new AppError('forbidden', AUTH_MESSAGES.forbidden);
      }
      scopeTo(principal);
    },
    /** The platform administrator. */
    platformAdmin: async (request: FastifyRequest) => {
      const principal = await authenticate(request);
      if (!principal.user.is_admin) throw new AppError('forbidden', AUTH_MESSAGES.forbidden);
      scopeTo(principal, true);
    },
  };
}

export type Guards = ReturnType<typeof createGuards>;

/**
 * Every request runs in a database scope of its own that starts empty (no store rows: fail
 * closed). A staff guard narrows it to the principal's store, or to the platform for the platform
 * administrator. Routes without a staff guard (login, customer pages, chat, webhooks) stay in the
 * empty scope: their services find the store from a token, a session or a provider's reference
 * with one narrow platform lookup and run the rest in that store's scope (docs/adr/0011 lists the
 * platform lookups).
 */
export function registerRequestScope(app: FastifyInstance) {
  app.addHook('onRequest', (_request, _reply, done) => {
    runInOpenScope(() => done());
  });
}

/** The principal of a guarded route; guards run first, so a missing one is a programming error. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('Ruta sin guardia de autenticacion');
  return request.principal;
}

/** The store of a store-guarded route: all store data is scoped by this, never by the URL. */
export function storeOf(request: FastifyRequest): StoreRow {
  const { store } = principalOf(request);
  if (!store) throw new AppError('forbidden', AUTH_MESSAGES.forbidden);
  return store;
}

export type App = FastifyInstance;
