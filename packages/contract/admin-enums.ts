/**
 * The enumerations of the administrators' screens (the fair-play desk, the jobs panel) and of
 * their payloads' schemas. Apart from enums.ts, which the app's shell loads on every page: what
 * only these screens read stays in their own lazily loaded code.
 */
/** The columns the fair-play desk's list can be ordered by (the screen's sortable headers). */
export const FAIRPLAY_SORT_KEYS = [
  'movesAnalysed',
  'foundRate',
  'expectedRate',
  'z',
  'botFlags',
] as const;
/** How GET /api/fairplay/players orders the list before it pages it. */
export type FairplaySortKey = (typeof FAIRPLAY_SORT_KEYS)[number];

/** Every kind of background job; the server's registry (server/jobs/kinds.ts) has one entry for each. */
export const JOB_KINDS = ['fix-games', 'rebuild-aggregates', 'analysis'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];
