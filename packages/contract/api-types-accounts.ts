/**
 * API payloads of sign-in, registration, the user's own account and user administration
 * (packages/contract/api-types.ts exports them all).
 */
import type { AccountStatus, Role } from './enums.ts';

/** The signed-in user inside an auth response (docs/product.md, Sign-in). */
export interface AuthUser {
  email: string;
  roles: Role[];
  playerId: number | null;
}

/** Answer of login, login-token and register-by-uuid (docs/product.md, Sign-in; docs/architecture.md). */
export interface AuthResponse {
  token: string;
  user: AuthUser;
}

/** POST /api/auth/login; username is the e-mail (docs/architecture.md). */
export interface LoginRequest {
  username: string;
  password: string;
}

/** POST /api/auth/login-token (docs/product.md: Sign-in, Calls): username is the stored e-mail. */
export interface LoginTokenRequest {
  username: string;
  token: string;
}

/** POST /api/auth/validate-register-uuid (docs/architecture.md). */
export interface ValidateRegisterUuidRequest {
  uuid: string;
}

/** Unknown or used invitation: valid false, email null (docs/architecture.md). */
export interface ValidateRegisterUuidResponse {
  valid: boolean;
  email: string | null;
}

/** POST /api/auth/register-by-uuid; password at least 8 characters (docs/architecture.md). */
export interface RegisterByUuidRequest {
  uuid: string;
  password: string;
}

/** GET /api/user/getall items (docs/product.md, Data). */
export interface User {
  id: number;
  email: string;
  playerId: number | null;
  mainRole: Role;
  status: AccountStatus;
  /** ISO 8601, null when never signed in. */
  lastLoginDate: string | null;
}

/** POST /api/user/update (docs/product.md: Data, Calls). */
export interface UserUpdate {
  id: number;
  email: string;
  playerId: number | null;
  mainRole: Role;
  status: AccountStatus;
}

/**
 * POST /api/user/invite: an administrator invites someone by e-mail. The new user waits as
 * NOT_VERIFIED with this role and player until they use the link mailed to them.
 */
export interface UserInvite {
  email: string;
  playerId: number | null;
  mainRole: Role;
}

/** POST /api/account/password: the signed-in user's new password. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** POST /api/account/delete: the password again, and the user's explicit confirmation. */
export interface DeleteAccountRequest {
  password: string;
  confirm: true;
}
