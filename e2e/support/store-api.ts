import { expect, type APIRequestContext } from '@playwright/test';

interface Account {
  email: string;
  password: string;
}

/**
 * The API as a logged-in staff member calls it: journeys read what the screen should show (the
 * demo numbers, an order to work on) and claim their own data, never through the screens under test.
 */
export class StoreApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async login(request: APIRequestContext, account: Account): Promise<StoreApi> {
    const response = await request.post('/api/user/login', {
      data: { email: account.email, password: account.password },
    });
    expect(response.ok(), `login de ${account.email}`).toBeTruthy();
    const body = (await response.json()) as { jwt_token: string };
    return new StoreApi(request, body.jwt_token);
  }

  async get<T>(path: string): Promise<T> {
    const response = await this.request.get(`/api${path}`, { headers: this.headers() });
    expect(response.ok(), `GET ${path}: ${response.status()}`).toBeTruthy();
    return (await response.json()) as T;
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    const response = await this.request.post(`/api${path}`, { headers: this.headers(), data: body });
    expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBeTruthy();
    return (await response.json()) as T;
  }

  async put<T>(path: string, body: unknown): Promise<T> {
    const response = await this.request.put(`/api${path}`, { headers: this.headers(), data: body });
    expect(response.ok(), `PUT ${path}: ${response.status()} ${await response.text()}`).toBeTruthy();
    return (await response.json()) as T;
  }

  private headers() {
    return { authorization: `Bearer ${this.token}` };
  }
}

const MONEY = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The spec's money format (section 9): '$ 1.234,50'. */
export function money(amount: number, currency = '$'): string {
  return `${currency} ${MONEY.format(amount)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The spec's date format (section 9) in the browser's time zone: 'DD/MM/YYYY HH:mm'. */
export function displayDate(iso: string, timeZone?: string): string {
  if (timeZone) {
    // As the back office shows it: in the store's zone (issue 19), not the test runner's.
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(new Date(iso))
        .map((part) => [part.type, part.value]),
    );
    return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
  }
  const d = new Date(iso);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Escapes a text for use inside a RegExp. */
export function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
