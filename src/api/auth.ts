import { CALLS } from '@ordbot/contract/api-contract.ts';
import type {
  AuthResponse,
  ChangePasswordRequest,
  DeleteAccountRequest,
  LoginRequest,
  LoginTokenRequest,
  RegisterByUuidRequest,
  ValidateRegisterUuidRequest,
  ValidateRegisterUuidResponse,
} from '@ordbot/contract/api-types.ts';
import { callApi } from './client.ts';

export function login(credentials: LoginRequest): Promise<AuthResponse> {
  return callApi(CALLS.login, { body: credentials });
}

/** Extends a stored session; answers a fresh token (docs/product.md, Sign-in). */
export function loginToken(body: LoginTokenRequest): Promise<AuthResponse> {
  return callApi(CALLS.loginToken, { body });
}

/** Ends the session of `token` (by default the one set on the client). */
export async function logout(token?: string): Promise<void> {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  await callApi(CALLS.logout, { headers });
}

export function validateRegisterUuid(
  body: ValidateRegisterUuidRequest,
): Promise<ValidateRegisterUuidResponse> {
  return callApi(CALLS.validateRegisterUuid, { body });
}

export function registerByUuid(body: RegisterByUuidRequest): Promise<AuthResponse> {
  return callApi(CALLS.registerByUuid, { body });
}

/** My account: a new password; the server ends every other session. */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await callApi(CALLS.changePassword, { body });
}

/** Ends every session of the signed-in user, this one included. */
export async function logoutEverywhere(): Promise<void> {
  await callApi(CALLS.logoutEverywhere, {});
}

/** Deletes the signed-in user's account (not the player's games). */
export async function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  await callApi(CALLS.deleteAccount, { body });
}
