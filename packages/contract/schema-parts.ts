/**
 * The pieces the payload schemas of the api-types-*.ts files share: the kinds of number an
 * answer holds, and the checks of a request with their Norwegian messages (each is part of a
 * 400 answer: exact, tests check them). The schemas are the payloads' one declaration; their
 * types are inferred from them.
 */
import { z } from 'zod';
import { MAX_DB_ID } from './constants.ts';
import { LANGUAGES } from './enums.ts';

/* ---------- Answers ---------- */

export const int = z.number().int();
export const count = int.min(0);
export const id = int.positive();
/** Epoch seconds. */
export const epoch = count;
export const language = z.enum(LANGUAGES);
export const isoDate = z.iso.datetime({ offset: true });
/** A graded move's grade (packages/engine/game-enums.ts Grade). */
export const grade = z.enum(['INACCURACY', 'MISTAKE', 'BLUNDER']);

/* ---------- Requests ---------- */

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

/** A positive integer id in a JSON body. */
export const dbId = z
  .number({ error: 'må være et tall' })
  .int('må være et heltall')
  .positive('må være positivt')
  .max(MAX_DB_ID);

export const bodyError = { error: 'må være et JSON-objekt' };

/* ---------- Types ---------- */

/**
 * True only when A and B are the same type, readonly and optional marks included. A payload the
 * engine declares (it imports no zod) is held to its schema with it, in both directions.
 */
export type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Compiles only when given true: `type _Checked = Holds<Same<A, B>>`. */
export type Holds<T extends true> = T;
