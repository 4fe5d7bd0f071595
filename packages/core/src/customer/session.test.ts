import { describe, expect, it } from 'vitest';
import {
  addItemsSchema,
  customerSessionIdSchema,
  isCustomerSessionId,
  newCustomerSessionId,
  orderStatusRequestSchema,
} from './index';

describe('customer session id (spec section 6)', () => {
  it.each([
    ['dfmessenger-0123456789', true],
    ['dfmessenger-abcdef0123', true],
    ['dfmessenger-ABCDEF0123', false],
    ['dfmessenger-012345678', false],
    ['dfmessenger-01234567890', false],
    ['dfmessenger-01234567zz', false],
    ['messenger-0123456789', false],
    ['', false],
  ])('%s valid: %s', (value, valid) => {
    expect(isCustomerSessionId(value)).toBe(valid);
    expect(customerSessionIdSchema.safeParse(value).success).toBe(valid);
  });

  it('makes ids of the right format', () => {
    expect(isCustomerSessionId(newCustomerSessionId(() => 'A1B2C3D4E5'))).toBe(true);
  });

  it('treats an empty or null session as none on the order page', () => {
    const token = 'x'.repeat(32);
    expect(orderStatusRequestSchema.parse({ token, session_id: '' }).session_id).toBeUndefined();
    expect(orderStatusRequestSchema.parse({ token, session_id: null }).session_id).toBeUndefined();
    expect(orderStatusRequestSchema.safeParse({ token, session_id: 'otra' }).success).toBe(false);
  });

  it('refuses a cart line with neither product nor text, and zero amounts', () => {
    const session_id = 'dfmessenger-0123456789';
    const noProduct = addItemsSchema.safeParse({ session_id, items: [{ amount: 1 }] });
    expect(noProduct.error?.issues[0]?.message).toBe('Por favor ingrese un producto o su descripcion');
    const zero = addItemsSchema.safeParse({ session_id, items: [{ product_id: 1, amount: 0.001 }] });
    expect(zero.error?.issues[0]?.message).toBe('Por favor ingrese una cantidad mayor a 0');
    expect(addItemsSchema.safeParse({ session_id, items: [] }).success).toBe(false);
  });
});
