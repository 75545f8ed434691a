/**
 * Registers a route from its declaration in packages/contract/api-contract.ts (docs/architecture.md, How to
 * add a call): method, path and guard come from the call, its request schemas
 * (packages/contract/api-schemas.ts) go in the route options, and the zod type provider types the handler's
 * body, params and query from them. The guard runs before the schema, so a caller without access
 * hears 401 or 403 before any complaint about the input (as when each handler parsed its input).
 * Answers are plain JSON of the declared response type: no response schema, so no serialiser
 * can change a byte of what the app has always answered; the route's config names its call, so
 * the server's tests check each answer against packages/contract/api-responses.ts (server/http/answer-check.ts).
 */
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CALLS,
  type Access,
  type CallName,
  type Calls,
  type ResponseOf,
} from '@ordbot/contract/api-contract.ts';
import { REQUEST_SCHEMAS, type RequestSchemas } from '@ordbot/contract/api-schemas.ts';
import { requireBot, requireRole, requireUser, type Guard } from '../auth/guards.ts';

type SchemasOf<N> = N extends keyof typeof REQUEST_SCHEMAS ? (typeof REQUEST_SCHEMAS)[N] : object;

/** A request of call N, typed by the zod type provider from the call's schemas. */
export type CallRequest<N extends CallName> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  SchemasOf<N>,
  ZodTypeProvider
>;

/** The declared answer, or the reply itself when the handler sends a status or a file. */
export type CallHandler<N extends CallName> = (
  request: CallRequest<N>,
  reply: FastifyReply,
) => Promise<ResponseOf<Calls[N]> | FastifyReply>;

export interface CallOptions {
  /** Instead of the guard of the call's access (testconn lets a dead database through). */
  guard?: Guard;
  /** Checks after the guard, before the schema (a message docs/product.md, Checks names exactly). */
  preValidation?: Guard[];
  config?: FastifyContextConfig;
  bodyLimit?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call a route answers (packages/contract/api-contract.ts); unset on routes outside the contract. */
    call?: CallName;
  }
}

const GUARDS: Record<Access, Guard | null> = {
  open: null,
  user: requireUser,
  supervisor: requireRole('SUPERVISOR'),
  admin: requireRole('ADMIN'),
  bot: requireBot,
};

export function route<N extends CallName>(
  api: FastifyInstance,
  name: N,
  handler: CallHandler<N>,
  options: CallOptions = {},
): void {
  const { method, path, access } = CALLS[name];
  const guard = options.guard ?? GUARDS[access];
  const schema: RequestSchemas =
    (REQUEST_SCHEMAS as Partial<Record<CallName, RequestSchemas>>)[name] ?? {};
  api.withTypeProvider<ZodTypeProvider>().route({
    method,
    url: path,
    schema,
    preValidation: [...(guard ? [guard] : []), ...(options.preValidation ?? [])],
    config: { ...options.config, call: name },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => unknown,
  });
}
