/**
 * API payloads of sign-in, registration, the user's own account and user administration
 * (packages/contract/api-types.ts exports their types). Each payload is declared once, as its zod
 * schema; its type is inferred from it. A request's schema is what the server validates it with
 * (its messages are part of the 400 answer), an answer's is what the tests check it against.
 */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './constants.ts';
import { ACCOUNT_STATUSES, ROLES } from './enums.ts';
import { dbId, email, id, isoDate } from './schema-parts.ts';

/** The signed-in user inside an auth response (docs/product.md, Sign-in). */
export type AuthUser = z.infer<typeof authUserSchema>;
export const authUserSchema = z.strictObject({
  email: z.string(),
  roles: z.array(z.enum(ROLES)),
  playerId: id.nullable(),
});

/** Answer of login, login-token and register-by-uuid (docs/product.md, Sign-in; docs/architecture.md). */
export type AuthResponse = z.infer<typeof authResponseSchema>;
export const authResponseSchema = z.strictObject({
  token: z.string().min(1),
  user: authUserSchema,
});

/** POST /api/auth/login; username is the e-mail (docs/architecture.md). */
export type LoginRequest = z.output<typeof loginRequestSchema>;
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'E-post er påkrevd').max(254),
  password: z.string().min(1, 'Passord er påkrevd').max(MAX_PASSWORD_LENGTH),
});

/** POST /api/auth/login-token (docs/product.md: Sign-in, Calls): username is the stored e-mail. */
export type LoginTokenRequest = z.output<typeof loginTokenRequestSchema>;
export const loginTokenRequestSchema = z.object({
  username: z.string().trim().min(1, 'E-post er påkrevd').max(254),
  token: z.string().min(1, 'Token er påkrevd').max(200),
});

/** POST /api/auth/validate-register-uuid (docs/architecture.md). */
export type ValidateRegisterUuidRequest = z.output<typeof validateRegisterUuidRequestSchema>;
export const validateRegisterUuidRequestSchema = z.object({
  uuid: z.string().trim().min(1, 'Lenke-ID mangler').max(100),
});

/** Unknown or used invitation: valid false, email null (docs/architecture.md). */
export type ValidateRegisterUuidResponse = z.infer<typeof validateRegisterUuidResponseSchema>;
export const validateRegisterUuidResponseSchema = z.strictObject({
  valid: z.boolean(),
  email: z.string().nullable(),
});

/** POST /api/auth/register-by-uuid; password at least 8 characters (docs/architecture.md). */
export type RegisterByUuidRequest = z.output<typeof registerByUuidRequestSchema>;
export const registerByUuidRequestSchema = validateRegisterUuidRequestSchema.extend({
  // Length rules are checked afterwards so the answer says exactly what is wrong.
  password: z.string({ error: 'Passord er påkrevd' }),
});

/** GET /api/user/getall items (docs/product.md, Data). */
export type User = z.infer<typeof userSchema>;
export const userSchema = z.strictObject({
  id,
  email: z.string(),
  playerId: id.nullable(),
  mainRole: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  /** ISO 8601, null when never signed in. */
  lastLoginDate: isoDate.nullable(),
});

/** POST /api/user/update (docs/product.md: Data, Calls). */
export type UserUpdate = z.output<typeof userUpdateSchema>;
export const userUpdateSchema = z.object({
  id: dbId,
  email,
  playerId: dbId.nullable(),
  mainRole: z.enum(ROLES, { error: `må være en av ${ROLES.join(', ')}` }),
  status: z.enum(ACCOUNT_STATUSES, { error: `må være en av ${ACCOUNT_STATUSES.join(', ')}` }),
});

/**
 * POST /api/user/invite: an administrator invites someone by e-mail. The new user waits as
 * NOT_VERIFIED with this role and player until they use the link mailed to them.
 */
export type UserInvite = z.output<typeof userInviteSchema>;
export const userInviteSchema = z.object({
  email,
  playerId: dbId.nullable(),
  mainRole: z.enum(ROLES, { error: `må være en av ${ROLES.join(', ')}` }),
});

const passwordField = (required: string) =>
  z.string({ error: required }).min(1, required).max(MAX_PASSWORD_LENGTH, required);

/** POST /api/account/password: the signed-in user's new password. */
export type ChangePasswordRequest = z.output<typeof changePasswordRequestSchema>;
export const changePasswordRequestSchema = z.object({
  currentPassword: passwordField('Nåværende passord er påkrevd'),
  // Length rules are checked afterwards so the answer says exactly what is wrong.
  newPassword: z.string({ error: 'Nytt passord er påkrevd' }),
});

export const CONFIRM_REQUIRED = 'Du må bekrefte at kontoen skal slettes.';

/** POST /api/account/delete: the password again, and the user's explicit confirmation. */
export type DeleteAccountRequest = z.output<typeof deleteAccountRequestSchema>;
export const deleteAccountRequestSchema = z.object({
  password: passwordField('Passord er påkrevd'),
  confirm: z.literal(true, { error: CONFIRM_REQUIRED }),
});
