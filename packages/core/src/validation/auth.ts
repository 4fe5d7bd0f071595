import { z } from 'zod';
import { MSG, TEXT } from './messages';
import { STORE_LANGUAGES, emailField, hashtagField, passwordField, requiredText } from './fields';

/** POST /user/login and the /login form. */
export const loginSchema = z.object({
  email: requiredText(MSG.loginEmailRequired).transform((value) => value.toLowerCase()),
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired),
});
export type LoginInput = z.input<typeof loginSchema>;

const captchaField = z.string({ error: MSG.captchaRequired }).min(1, MSG.captchaRequired);

/** POST /store/register: hashtag, name, prefered_language, user {email, password} and the captcha. */
export const registerStoreSchema = z.object({
  user: z.object({ email: emailField(), password: passwordField() }, { error: MSG.emailInvalid }),
  name: requiredText(MSG.companyNameRequired).max(120, MSG.companyNameRequired),
  hashtag: hashtagField,
  prefered_language: z.enum(STORE_LANGUAGES, { error: TEXT.invalidLanguage }).default('es'),
  altcha: captchaField,
});
export type RegisterStoreInput = z.input<typeof registerStoreSchema>;

/** The REGISTRO DEL VENDEDOR form: the call's fields plus the repeated password. */
export const registerFormSchema = z
  .object({
    email: emailField(),
    password: passwordField(),
    repeat_password: z.string({ error: MSG.passwordRepeat }),
    name: requiredText(MSG.companyNameRequired).max(120, MSG.companyNameRequired),
    hashtag: hashtagField,
    captcha: captchaField,
  })
  .superRefine((form, ctx) => {
    if (form.repeat_password.length === 0 || form.repeat_password !== form.password) {
      ctx.addIssue({ code: 'custom', path: ['repeat_password'], message: MSG.passwordRepeat });
    }
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;

/** POST /user/startpasswordrecover: the email as username, guarded by the captcha. */
export const startPasswordRecoverSchema = z.object({
  username: emailField(MSG.loginEmailRequired),
  altcha: captchaField,
});

/** POST /user/passwordrecover: email, emailed code and the new password. */
export const passwordRecoverSchema = z.object({
  username: emailField(MSG.loginEmailRequired),
  token: requiredText(MSG.recoveryCodeRequired).max(32, MSG.recoveryCodeRequired),
  password: passwordField(),
});

/** The new-password step of /recoverpass, with its repeat field. */
export const newPasswordFormSchema = z
  .object({ password: passwordField(), repeat_password: z.string() })
  .superRefine((form, ctx) => {
    if (form.repeat_password.length === 0 || form.repeat_password !== form.password) {
      ctx.addIssue({ code: 'custom', path: ['repeat_password'], message: MSG.passwordRepeat });
    }
  });

/** POST /user/changepassword. */
export const changePasswordSchema = z.object({
  old_password: z.string({ error: MSG.currentPasswordRequired }).min(1, MSG.currentPasswordRequired),
  new_password: passwordField(MSG.newPasswordRequired),
});

/** POST /user/me: the logged-in user's own data (the name the team sees); 'Datos del usuario guardados'. */
export const ownUserDataSchema = z.object({
  name: requiredText(MSG.userNameRequired).max(120, MSG.userNameTooLong),
});

/** POST /store/users/: a new member of the store's team. */
export const addStoreUserSchema = z.object({
  email: emailField(MSG.storeUserEmailRequired),
  password: passwordField(),
  name: z.string().trim().max(120).optional(),
});
