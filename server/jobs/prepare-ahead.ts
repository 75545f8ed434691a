/**
 * The batches a job runner steps, each prepared (JobKindDefinition.prepare) before its
 * transaction; for a kind that prepares ahead (JobKindDefinition.prepareAhead) the next one is
 * already being prepared while this one is stepped, so the analysis workers compute batch k+1
 * while the database writes batch k.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';

export class PreparedBatches<T> {
  private ahead: Promise<T> | null = null;

  /**
   * @param prepareAhead the kind's JobKindDefinition.prepareAhead
   * @param prepare one batch, read when it is called (the runner's checkpoint, options)
   * @param idle the batch holds nothing (a shared kind's `idle`): none is prepared after it
   * @param goOn false once the runner stops: nothing more is prepared ahead
   */
  constructor(
    private readonly prepareAhead: boolean,
    private readonly prepare: () => Promise<T>,
    private readonly idle: (batch: T) => boolean,
    private readonly goOn: () => boolean,
  ) {}

  /**
   * The batch to step now, and the next one's preparation started. One prepared ahead that holds
   * nothing is prepared again: it was taken before the step before it committed, which may have
   * left work behind (a game that changed while it was analysed stays to do), and a job must not
   * end on it.
   */
  async next(): Promise<T> {
    const ahead = this.ahead;
    this.ahead = null;
    let batch = ahead ? await ahead : await this.prepare();
    if (ahead && this.idle(batch)) batch = await this.prepare();
    if (this.prepareAhead && !this.idle(batch) && this.goOn()) {
      const next = this.prepare();
      // Its failure shows when the next batch takes it (nowhere when none does).
      next.catch(() => {});
      this.ahead = next;
      // Its first query goes to the database before the caller's transaction, not after it
      // (PGlite is one connection): the workers then compute while that transaction writes.
      await yieldToLoop();
    }
    return batch;
  }

  /**
   * Waits for a batch still being prepared ahead, which nothing will step: what it claims is
   * claimed before the runner lets go of what the instance holds (JobRunner.stop).
   */
  async drop(): Promise<void> {
    const ahead = this.ahead;
    this.ahead = null;
    await ahead?.catch(() => {});
  }
}
