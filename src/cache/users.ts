/** Users repository: passes straight through to src/api until the offline issue. */
import * as api from '../api/users.ts';
import type { User, UserUpdate } from '../../core/api-types.ts';

export function getAllUsers(): Promise<User[]> {
  return api.getAllUsers();
}

export function updateUser(user: UserUpdate): Promise<void> {
  return api.updateUser(user);
}
