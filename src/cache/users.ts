/** Users repository: the list is network-first with the last answer kept; updates go straight through. */
import * as api from '../api/users.ts';
import type { User, UserInvite, UserUpdate } from '@ordbot/contract/api-types.ts';
import { networkFirst, type Fresh } from './read-through.ts';

export function getAllUsers(): Promise<Fresh<User[]>> {
  return networkFirst('getAllUsers', [], () => api.getAllUsers());
}

export function updateUser(user: UserUpdate): Promise<void> {
  return api.updateUser(user);
}

export function inviteUser(invite: UserInvite): Promise<User> {
  return api.inviteUser(invite);
}
