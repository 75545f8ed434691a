import { isApiError, isOfflineError } from '../api/client.ts';
import { TEXT } from './text.ts';

/** The server's Norwegian message when it sent one, otherwise a plain explanation. */
export function authErrorMessage(error: unknown): string {
  if (isOfflineError(error)) return TEXT.login.offline;
  if (isApiError(error) && !/^HTTP \d+$/.test(error.message)) return error.message;
  return TEXT.login.failed;
}
