// vitest's global setup: runs once before the test files (vitest.config.ts).
import { ensureEmptyDatabase } from './server/empty-database.ts';

export default async function setup(): Promise<void> {
  await ensureEmptyDatabase();
}
