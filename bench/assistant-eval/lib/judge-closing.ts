/*
 * The closing cases (issue 17): the order the conversation confirmed, read as the owner reads it
 * (GET /api/store/orders/{id} and GET /api/store/clients/{id} with the staff token).
 */
import { foldText, type ClientDetail, type OrderDetail } from '@mostrador/core';
import type { Visit } from './conversation';
import type { EvalCase } from './data';
import { expectOk, type Http } from './http';
import { describeLines, expectedLines, linesOf, sameLines } from './lines';

const same = (a: string | null | undefined, b: string) => foldText((a ?? '').trim()) === foldText(b.trim());
const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');

export async function judgeClosing(http: Http, visit: Visit, c: EvalCase): Promise<string[]> {
  const order = await visit.order();
  if (!order) return ['no se creó ningún pedido'];
  const store = visit.store;
  const detail = await expectOk<OrderDetail>(http, {
    method: 'GET',
    url: `/api/store/orders/${order.id}`,
    token: store.token,
  });
  const problems: string[] = [];
  const lines = linesOf(
    store,
    detail.items.map((item) => ({ product_id: item.product_id, name: item.name, amount: item.amount })),
  );
  if (c.expect.items && !sameLines(lines, expectedLines(c.expect.items))) {
    const want = expectedLines(c.expect.items);
    problems.push(`pedido: esperado ${describeLines(store, want)}; quedó ${describeLines(store, lines)}`);
  }
  const expected = c.expect.order ?? {};
  const status = expected.status ?? 'pending';
  if (detail.status !== status) problems.push(`estado ${detail.status}, esperado ${status}`);
  if (expected.delivery !== undefined && detail.delivery !== expected.delivery) {
    problems.push(
      expected.delivery ? 'quedó para retirar, no con envío' : 'quedó con envío, no para retirar',
    );
  }
  if (expected.address && !foldText(detail.delivery_address ?? '').includes(foldText(expected.address))) {
    problems.push(`dirección «${detail.delivery_address ?? ''}», esperada «${expected.address}»`);
  }
  if (expected.payment_method && !same(detail.payment_method, expected.payment_method)) {
    problems.push(`medio de pago «${detail.payment_method ?? ''}», esperado «${expected.payment_method}»`);
  }
  const wantsClient = expected.first_name || expected.last_name || expected.phone_digits;
  if (!wantsClient) return problems;
  if (detail.client_id === null) return [...problems, 'el pedido no tiene cliente'];
  const client = await expectOk<ClientDetail>(http, {
    method: 'GET',
    url: `/api/store/clients/${detail.client_id}`,
    token: store.token,
  });
  if (expected.first_name && !same(client.first_name, expected.first_name)) {
    problems.push(`nombre «${client.first_name ?? ''}», esperado «${expected.first_name}»`);
  }
  if (expected.last_name && !same(client.last_name, expected.last_name)) {
    problems.push(`apellido «${client.last_name ?? ''}», esperado «${expected.last_name}»`);
  }
  // A stored phone may add the country code in front of what the customer typed.
  if (expected.phone_digits && !digits(client.phone).endsWith(expected.phone_digits)) {
    problems.push(`teléfono «${client.phone ?? ''}», esperado ${expected.phone_digits}`);
  }
  return problems;
}
