/**
 * The error answer every call shares (docs/architecture.md, Server; packages/contract/api-types.ts
 * exports its type). Declared once, as its zod schema; its type is inferred from it.
 */
import { z } from 'zod';
import { int } from './schema-parts.ts';

/** Every error answer; a message a user may see is Norwegian bokmål. */
export type ApiError = z.infer<typeof apiErrorSchema>;
export const apiErrorSchema = z.strictObject({
  statusCode: int.min(400).max(599),
  error: z.string(),
  message: z.string(),
});
