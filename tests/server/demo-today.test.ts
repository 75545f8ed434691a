/**
 * DEMO_TODAY: the demo data's last day is fixed by the variable (the tests fix it, so that what
 * they see does not depend on the day they run), and a bad value stops the start with a clear
 * message instead of loading data for a day nobody asked for.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { ConfigError, loadConfig, parseDemoToday } from '../../server/config.ts';
import { demoToday, planDemo } from '../../server/demo/plan.ts';
import { prepareDemoData } from '../../server/demo/startup.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-demo-today-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('DEMO_TODAY', () => {
  it('fixes the last day of the demo data, whatever the clock says', () => {
    const env = { DEMO_TODAY: '2025-03-14' };
    expect(demoToday(new Date('2026-12-02T13:00:00Z'), env).toISOString()).toBe(
      '2025-03-14T00:00:00.000Z',
    );
    expect(demoToday(new Date('2031-01-01T00:00:00Z'), env).toISOString()).toBe(
      '2025-03-14T00:00:00.000Z',
    );
    // Unset: the day of the clock, at midnight UTC.
    expect(demoToday(new Date('2026-12-02T13:00:00Z'), {}).toISOString()).toBe(
      '2026-12-02T00:00:00.000Z',
    );
  });

  it('gives the same plan on any day it is made', () => {
    const plan = (now: string) =>
      planDemo({
        seed: 7,
        games: 60,
        today: demoToday(new Date(now), { DEMO_TODAY: '2026-11-20' }),
      });
    const a = plan('2026-12-02T10:00:00Z');
    const b = plan('2028-06-30T23:59:00Z');
    expect(b.games.map((g) => [g.gameId, g.startTime])).toEqual(
      a.games.map((g) => [g.gameId, g.startTime]),
    );
  });

  it('takes only a real calendar day as YYYY-MM-DD', () => {
    expect(parseDemoToday('2024-02-29').toISOString()).toBe('2024-02-29T00:00:00.000Z');
    for (const bad of [
      '2023-02-29',
      '2026-13-01',
      '26-11-20',
      '2026-11-20T00:00',
      'i går',
      '2011-12-31',
    ])
      expect(() => parseDemoToday(bad), bad).toThrow(/DEMO_TODAY/);
    expect(() => loadConfig({ DEMO_TODAY: 'tomorrow' })).toThrow(ConfigError);
    expect(loadConfig({ DEMO_TODAY: '2026-11-20' }).demoToday?.toISOString()).toBe(
      '2026-11-20T00:00:00.000Z',
    );
    expect(loadConfig({}).demoToday).toBeUndefined();
  });

  it("a start's demo load plans for DEMO_TODAY", async () => {
    const config = loadConfig({
      DATA_DIR: dir,
      DEMO_DATA: '1',
      DEMO_TODAY: '2025-06-01',
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({ config });
    try {
      const start = await prepareDemoData(app);
      const note = JSON.parse(fs.readFileSync(path.join(dir, 'demo-load.json'), 'utf8')) as {
        today: string;
      };
      expect(note.today).toBe('2025-06-01T00:00:00.000Z');
      const last = Math.max(...(start?.plan.games.map((g) => g.startTime) ?? []));
      expect(last).toBeLessThanOrEqual(Date.UTC(2025, 5, 1) / 1000);
      expect(last).toBeGreaterThan(Date.UTC(2025, 0, 1) / 1000);
    } finally {
      await app.close();
    }
  }, 120_000);
});
