import type { User, UserUpdate } from '../../core/api-types.ts';
import { request } from './client.ts';

export function getAllUsers(): Promise<User[]> {
  return request<User[]>('/user/getall');
}

/** The answer is not used by the product (spec 7.1): callers reload the list. */
export async function updateUser(body: UserUpdate): Promise<void> {
  await request<unknown>('/user/update', { method: 'POST', body });
}
