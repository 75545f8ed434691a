import { CALLS } from '../../core/api-contract.ts';
import type { User, UserUpdate } from '../../core/api-types.ts';
import { callApi } from './client.ts';

export function getAllUsers(): Promise<User[]> {
  return callApi(CALLS.getAllUsers, {});
}

/** The answer is not used by the product (spec 7.1): callers reload the list. */
export async function updateUser(body: UserUpdate): Promise<void> {
  await callApi(CALLS.updateUser, { body });
}
