/**
 * API payload of the live event stream's request, GET /api/events (docs/events.md;
 * packages/contract/live-events.ts and packages/contract/api-types.ts export its type). Declared
 * once, as its zod schema; its type is inferred from it. The messages the stream carries are in
 * packages/contract/live-events.ts.
 */
import { z } from 'zod';
import { idParam } from './schema-parts.ts';

/** The query of `GET /api/events`. */
export type LiveEventsQuery = z.output<typeof liveEventsQuerySchema>;
export const liveEventsQuerySchema = z.object({
  /** A game whose moves the stream carries (the replay); any game anyone may replay. */
  game: idParam.optional(),
  /** The session's token, for a browser's EventSource, which cannot send a header. */
  token: z.string().min(1).max(200, 'er for langt').optional(),
  /** Resume after this id when the request cannot carry the Last-Event-ID header. */
  lastEventId: z.coerce
    .number({ error: 'må være et tall' })
    .int('må være et heltall')
    .min(0, 'kan ikke være negativ')
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
});
