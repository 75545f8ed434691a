import type { FastifyInstance } from 'fastify';
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

export const NUL_MESSAGE = 'Ugyldig forespørsel (tekst kan ikke inneholde tegnet NUL, \\u0000)';

/**
 * Whether any string in a parsed value (object keys included) holds a NUL character, which
 * PostgreSQL refuses in text. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * Refuses a NUL anywhere in a request's path parameters, query or body with a 400, before any
 * route sees it: one check for every route, present and future.
 */
export function registerNulCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest(NUL_MESSAGE);
    }
  });
}
