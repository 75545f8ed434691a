/**
 * Practice answers that wait for the network belong to their user, not to the device's cache
 * (docs/strategy.md, Practice: answers given offline are sent when back online, none lost). The
 * cache is emptied when its user signs out or another signs in; just before that, the answers
 * still waiting are set aside under the user's e-mail, and put back into the outbox when that
 * user signs in again on this device, to be sent then. Another user never sees them.
 */
import type { PracticeAnswerRequest } from '@ordbot/contract/api-types.ts';
import type { OrdbotDb } from '../../workers/cache-schema.ts';
import { OWNER_KEY } from './owner-key.ts';

const PREFIX = 'ordbot-practice-answers:';

const slot = (email: string) => `${PREFIX}${email.toLowerCase()}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Storage refused (privacy settings).
  }
}

/** The answers set aside for `email`. */
export function parkedAnswers(email: string): PracticeAnswerRequest[] {
  try {
    const text = storage()?.getItem(slot(email));
    const value: unknown = text ? JSON.parse(text) : [];
    return Array.isArray(value) ? (value as PracticeAnswerRequest[]) : [];
  } catch {
    return [];
  }
}

/** The e-mail of the cache's owner (db.ts claimCache: [email, playerId, roles]), or null. */
async function ownerEmail(database: OrdbotDb): Promise<string | null> {
  const entry = await database.entries.get(OWNER_KEY);
  try {
    const owner: unknown = typeof entry?.value === 'string' ? JSON.parse(entry.value) : null;
    return Array.isArray(owner) && typeof owner[0] === 'string' ? owner[0] : null;
  } catch {
    return null;
  }
}

/**
 * Sets the cache owner's waiting answers aside before the cache is cleared (joined with any
 * set aside before, one per answer id). Answers how many are set aside for them.
 */
export async function parkAnswers(database: OrdbotDb): Promise<number> {
  const waiting = await database.practiceAnswers.toArray();
  const email = waiting.length > 0 ? await ownerEmail(database) : null;
  const store = storage();
  if (email === null || !store) return 0;
  const byId = new Map(parkedAnswers(email).map((a) => [a.answerId, a]));
  for (const answer of waiting) byId.set(answer.answerId, answer);
  store.setItem(slot(email), JSON.stringify([...byId.values()]));
  return byId.size;
}

/**
 * Puts the answers set aside for `email` back into the outbox (the cache is theirs now).
 * Answers how many there were.
 */
export async function unparkAnswers(database: OrdbotDb, email: string): Promise<number> {
  const answers = parkedAnswers(email);
  if (answers.length > 0) await database.practiceAnswers.bulkPut(answers);
  storage()?.removeItem(slot(email));
  return answers.length;
}
