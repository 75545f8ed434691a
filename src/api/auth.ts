import type {
  AuthResponse,
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
