import type {
  AuthResponse,
  ChangePasswordRequest,
  DeleteAccountRequest,
  LoginRequest,
  LoginTokenRequest,
  RegisterByUuidRequest,
  ValidateRegisterUuidRequest,
  ValidateRegisterUuidResponse,
} from '../../core/api-types.ts';
import { request } from './client.ts';

export function login(credentials: LoginRequest): Promise<AuthResponse> {
  return request<AuthResponse>('/auth/login', { method: 'POST', body: credentials });
}

/** Extends a stored session; answers a fresh token (spec 4.1). */
export function loginToken(body: LoginTokenRequest): Promise<AuthResponse> {
  return request<AuthResponse>('/auth/login-token', { method: 'POST', body });
}

/** Ends the session of `token` (by default the one set on the client). */
export async function logout(token?: string): Promise<void> {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  await request<unknown>('/auth/logout', { method: 'POST', headers });
}

export function validateRegisterUuid(
  body: ValidateRegisterUuidRequest,
): Promise<ValidateRegisterUuidResponse> {
  return request<ValidateRegisterUuidResponse>('/auth/validate-register-uuid', {
    method: 'POST',
    body,
  });
}

export function registerByUuid(body: RegisterByUuidRequest): Promise<AuthResponse> {
  return request<AuthResponse>('/auth/register-by-uuid', { method: 'POST', body });
}

/** My account (issue 19): a new password; the server ends every other session. */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await request<unknown>('/account/password', { method: 'POST', body });
}

/** Ends every session of the signed-in user, this one included. */
export async function logoutEverywhere(): Promise<void> {
  await request<unknown>('/account/logout-everywhere', { method: 'POST' });
}

/** Deletes the signed-in user's account (not the player's games). */
export async function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  await request<unknown>('/account/delete', { method: 'POST', body });
}
