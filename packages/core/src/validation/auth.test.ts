import { describe, expect, it } from 'vitest';
import {
  addStoreUserSchema,
  changePasswordSchema,
  firstIssueMessage,
  loginSchema,
  MSG,
  passwordProblem,
  passwordRecoverSchema,
  registerFormSchema,
  startPasswordRecoverSchema,
} from '../index';
import type { z } from 'zod';

function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : firstIssueMessage(result.error);
}

describe('password rules', () => {
  it.each([
    ['', MSG.passwordRequired],
    ['abc12', MSG.passwordTooShort],
    ['abc123', undefined],
    ['a1'.repeat(25), undefined],
    ['a1'.repeat(25) + 'x', MSG.passwordTooLong],
    ['abcdefg', MSG.passwordNeedsDigitAndLetter],
    ['1234567', MSG.passwordNeedsDigitAndLetter],
    ['abc 123', MSG.passwordInvalidChar],
    ['abc123ñ', MSG.passwordInvalidChar],
    ['abc123-', MSG.passwordInvalidChar],
    ['Abc123!@#$%^&*()_+', undefined],
  ])('%j -> %s', (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });
});

describe('login', () => {
  it.each([
    [{ email: '', password: 'x' }, MSG.loginEmailRequired],
    [{ email: '   ', password: 'x' }, MSG.loginEmailRequired],
    [{ password: 'x' }, MSG.loginEmailRequired],
    [{ email: 'a@b.co', password: '' }, MSG.passwordRequired],
    [{ email: 'a@b.co', password: 'x' }, undefined],
  ])('%o -> %s', (value, expected) => {
    expect(messageOf(loginSchema, value)).toBe(expected);
  });
});

describe('registration form', () => {
  const valid = {
    email: 'duena@tienda.com',
    password: 'clave123',
    repeat_password: 'clave123',
    name: 'Mi Tienda',
    hashtag: '#mitienda1',
    captcha: 'payload',
  };

  it.each([
    [{}, undefined],
    [{ email: '' }, MSG.emailInvalid],
    [{ email: 'sin-arroba' }, MSG.emailInvalid],
    [{ email: 'a@b' }, MSG.emailInvalid],
    [{ email: 'con espacio@b.co' }, MSG.emailInvalid],
    [{ password: '', repeat_password: '' }, MSG.passwordRequired],
    [{ repeat_password: '' }, MSG.passwordRepeat],
    [{ repeat_password: 'clave124' }, MSG.passwordRepeat],
    [{ name: '' }, MSG.companyNameRequired],
    [{ hashtag: '' }, MSG.hashtagInvalid],
    [{ hashtag: 'mitienda' }, MSG.hashtagInvalid],
    [{ hashtag: '#' }, MSG.hashtagInvalid],
    [{ hashtag: '#mi-tienda' }, MSG.hashtagInvalid],
    [{ hashtag: '#mi_tienda' }, MSG.hashtagInvalid],
    [{ hashtag: '#tiendañ' }, MSG.hashtagInvalid],
    [{ captcha: '' }, MSG.captchaRequired],
  ])('%o -> %s', (override, expected) => {
    expect(messageOf(registerFormSchema, { ...valid, ...override })).toBe(expected);
  });

  it('lower-cases the email', () => {
    expect(registerFormSchema.parse({ ...valid, email: 'Duena@Tienda.COM' }).email).toBe('duena@tienda.com');
  });
});

describe('recovery, change password and store users', () => {
  it.each([
    [startPasswordRecoverSchema, { username: '', altcha: 'x' }, MSG.loginEmailRequired],
    [startPasswordRecoverSchema, { username: 'a@b.co', altcha: '' }, MSG.captchaRequired],
    [passwordRecoverSchema, { username: 'a@b.co', token: '', password: 'abc123' }, MSG.recoveryCodeRequired],
    [passwordRecoverSchema, { username: 'a@b.co', token: '1234', password: 'abc' }, MSG.passwordTooShort],
    [passwordRecoverSchema, { username: 'a@b.co', token: '1234', password: 'abc123' }, undefined],
    [changePasswordSchema, { old_password: '', new_password: 'abc123' }, MSG.currentPasswordRequired],
    [changePasswordSchema, { old_password: 'x', new_password: '' }, MSG.newPasswordRequired],
    [changePasswordSchema, { old_password: 'x', new_password: 'abcdefg' }, MSG.passwordNeedsDigitAndLetter],
    [addStoreUserSchema, { email: '', password: 'abc123' }, MSG.storeUserEmailRequired],
    [addStoreUserSchema, { email: 'a@b.co', password: '' }, MSG.passwordRequired],
    [addStoreUserSchema, { email: 'a@b.co', password: 'abc123' }, undefined],
  ] as const)('%# -> %s', (schema, value, expected) => {
    expect(messageOf(schema as unknown as z.ZodType, value)).toBe(expected);
  });
});
