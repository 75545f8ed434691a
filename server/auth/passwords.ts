import { hash, verify } from '@node-rs/argon2';

import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@ordbot/contract/constants.ts';
import { MESSAGES } from '../http/messages.ts';

// Algorithm.Argon2id is a const enum, which isolatedModules cannot inline; 2 is its value.
const ARGON2ID = 2;

/** An argon2id hash in PHC form. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

let dummyHash: Promise<string> | null = null;

/**
 * True when `password` matches `passwordHash`. Without a hash (unknown user, or no password yet)
 * a dummy hash is checked anyway, so the answer takes as long and reveals nothing.
 */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword('ingen-bruker-har-dette-passordet');
  const stored = passwordHash ?? (await dummyHash);
  try {
    const ok = await verify(stored, password);
    return ok && passwordHash !== null;
  } catch {
    // A malformed stored hash counts as a wrong password.
    return false;
  }
}

/** The Norwegian message for a password the rules refuse, or null when it is fine. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return MESSAGES.passwordTooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return MESSAGES.passwordTooLong;
  return null;
}
