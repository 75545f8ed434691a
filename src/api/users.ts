import { CALLS } from '@ordbot/contract/api-contract.ts';
import type { User, UserInvite, UserUpdate } from '@ordbot/contract/api-types.ts';
import { callApi } from './client.ts';

export function getAllUsers(): Promise<User[]> {
  return callApi(CALLS.getAllUsers, {});
}

/** The answer is not used by the product (docs/product.md, Calls): callers reload the list. */
export async function updateUser(body: UserUpdate): Promise<void> {
  await callApi(CALLS.updateUser, { body });
}

/** The new user, waiting for the link mailed to them. */
export function inviteUser(body: UserInvite): Promise<User> {
  return callApi(CALLS.inviteUser, { body });
}
