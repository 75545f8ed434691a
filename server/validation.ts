import { z } from 'zod';
import { badRequest } from './http-errors.ts';

/** Parses request input with a zod schema; bad input becomes a 400 that names each fault. */
export function parseInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
  what = 'body',
): z.output<T> {
  const result = schema.safeParse(input ?? (what === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const faults = result.error.issues.slice(0, 5).map((issue) => {
    const at = issue.path.length > 0 ? issue.path.join('.') : what;
    return `${at}: ${issue.message}`;
  });
  throw badRequest(`Ugyldig forespørsel (${faults.join('; ')})`);
}

/** A positive integer id from a path parameter ('12'). */
export const idParam = z.coerce
  .number({ error: 'må være et tall' })
  .int('må være et heltall')
  .positive('må være positivt')
  .max(Number.MAX_SAFE_INTEGER);

export const email = z
  .string()
  .trim()
  .min(1, 'E-post er påkrevd')
  .max(254)
  .pipe(z.email('Ugyldig e-postadresse'));
