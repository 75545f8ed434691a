import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { badRequest } from './errors.ts';
import { MESSAGES } from './messages.ts';

const TYPE_NAMES: Record<string, string> = {
  string: 'tekst',
  number: 'et tall',
  int: 'et heltall',
  bigint: 'et heltall',
  boolean: 'true eller false',
  array: 'en liste',
  object: 'et JSON-objekt',
  date: 'en dato',
};

const SIZE_UNITS: Record<string, string> = { string: 'tegn', array: 'elementer' };

/**
 * Norwegian texts for zod's own messages (the schemas name most faults themselves; this covers
 * the rest, which were in English). Lowest priority: a schema's own message always wins.
 */
function norwegianIssue(issue: z.core.$ZodRawIssue): string {
  const i = issue as unknown as Record<string, unknown> & { code: string; input?: unknown };
  const origin = String(i.origin ?? '');
  const unit = SIZE_UNITS[origin];
  switch (i.code) {
    case 'invalid_type':
      if (i.input === undefined) return 'mangler';
      return `må være ${TYPE_NAMES[String(i.expected)] ?? String(i.expected)}`;
    case 'too_big': {
      const max = String(i.maximum);
      if (unit) return `kan ha høyst ${max} ${unit}`;
      return i.inclusive ? `kan være høyst ${max}` : `må være mindre enn ${max}`;
    }
    case 'too_small': {
      const min = String(i.minimum);
      if (unit) return `må ha minst ${min} ${unit}`;
      return i.inclusive ? `må være minst ${min}` : `må være større enn ${min}`;
    }
    case 'invalid_value':
      return `må være en av ${(i.values as unknown[]).map(String).join(', ')}`;
    case 'invalid_format':
      return i.format === 'email' ? 'Ugyldig e-postadresse' : 'har feil format';
    case 'unrecognized_keys':
      return `ukjente felt: ${(i.keys as string[]).join(', ')}`;
    case 'not_multiple_of':
      return `må gå opp i ${String(i.divisor)}`;
    default:
      return 'er ugyldig';
  }
}

z.config({ localeError: norwegianIssue });

/** The 400 for a failed parse: each fault (up to 5) at its path, or at `what` for the whole. */
function invalidInput(error: z.ZodError, what: string) {
  const faults = error.issues.slice(0, 5).map((issue) => {
    const at = issue.path.length > 0 ? issue.path.join('.') : what;
    return `${at}: ${issue.message}`;
  });
  return badRequest(MESSAGES.invalidRequest(faults.join('; ')));
}

/** A parse of one part of a request: its value, or the 400 that names each fault. */
function check<T extends z.ZodType>(schema: T, input: unknown, what: string) {
  const result = schema.safeParse(input ?? (what === 'body' ? undefined : {}));
  return result.success
    ? { value: result.data as z.output<T> }
    : { error: invalidInput(result.error, what) };
}

/** Parses request input with a zod schema; bad input becomes a 400 that names each fault. */
export function parseInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
  what = 'body',
): z.output<T> {
  const result = check(schema, input, what);
  if (result.error) throw result.error;
  return result.value as z.output<T>;
}

/** How a 400 names the part of the request that is wrong. */
const PART_NAMES: Record<string, string> = { body: 'body', params: 'params', querystring: 'query' };

/**
 * Fastify's validator for the zod schemas in the route options (packages/contract/api-schemas.ts): the
 * parsed value replaces the input, and a fault answers the same Norwegian 400 as parseInput.
 * (fastify-type-provider-zod's own compiler answers a generic message without the field paths.)
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const what = PART_NAMES[httpPart ?? 'body'] ?? String(httpPart);
  return (input) => check(schema, input, what);
};

export const NUL_MESSAGE = MESSAGES.nul;

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
