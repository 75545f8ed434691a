import type { Health } from '../../core/api-types.ts';
import { request } from './client.ts';

export function health(): Promise<Health> {
  return request<Health>('/health');
}
