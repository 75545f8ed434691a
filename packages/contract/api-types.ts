/**
 * Payload types of every API call (docs/product.md: Data, Calls, with the contract details that
 * docs/architecture.md decides where the spec says "not shown"). Each payload is declared once,
 * as a zod schema in its call family's file (api-types-*.ts), and its type is inferred from it:
 * the server validates requests with the schemas (packages/contract/api-schemas.ts), the tests
 * check answers with them (packages/contract/api-responses.ts), and packages/contract/api-contract.ts
 * declares each call with the types. This file exports the types only, with the error answer
 * every call shares: it loads no module, so the web app's type imports from it bundle no schema.
 */

export type * from './api-types-accounts.ts';
export type * from './api-types-stats.ts';
export type * from './api-types-players.ts';
export type * from './api-types-games.ts';
export type * from './api-types-analysis.ts';
export type * from './api-types-bot.ts';
export type * from './api-types-fairplay.ts';
export type * from './api-types-practice.ts';
export type * from './api-types-jobs.ts';
export type * from './api-types-lexicons.ts';
export type * from './api-types-events.ts';
export type * from './api-types-errors.ts';
