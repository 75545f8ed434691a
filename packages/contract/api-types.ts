/**
 * Payload types of every API call (docs/product.md: Data, Calls, with the contract details that
 * docs/architecture.md decides where the spec says "not shown"). Server schemas and the web app's
 * endpoint functions both use these, so a shape is defined once; packages/contract/api-contract.ts declares
 * each call with them. The types live in a file per call family (api-types-*.ts), all exported
 * from here, with the error answer every call shares.
 */

export type * from './api-types-accounts.ts';
export type * from './api-types-stats.ts';
export type * from './api-types-players.ts';
export type * from './api-types-games.ts';
export type * from './api-types-analysis.ts';
export type * from './api-types-bot.ts';
export type * from './api-types-fairplay.ts';
export type * from './api-types-practice.ts';

/** Every error answer; a message a user may see is Norwegian bokmål. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
}
