// @vitest-environment jsdom
/**
 * The note on a saved copy ('Frakoblet – viser lagrede data fra ...', src/ui/cache-note.tsx) on
 * every screen whose repository answers a list or statistics: each screen gives the freshness
 * its repository answered to the note, so an answer from the network shows none and the same
 * answer read from the device's cache, with no network, shows it.
 */
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@ordbot/contract/enums.ts';
import { settledWrites } from '../../../src/cache/cache-access.ts';
import { FAIRPLAY_TEXT } from '../../../src/ui/text-fairplay.ts';
import { PRACTICE_TEXT } from '../../../src/ui/text-practice.ts';
import { PROFILE_TEXT } from '../../../src/ui/text-profile.ts';
import { TEXT } from '../../../src/ui/text.ts';
import {
  authResponse,
  jsonResponse,
  renderApp,
  storeSession,
  stubFetch,
  useCleanAppPerTest,
} from '../app/app-harness.tsx';
import { emptyAnswer } from '../fixtures/answers.ts';

useCleanAppPerTest(() => vi.restoreAllMocks());

// jsdom has no canvas: the statistics chart is left out (its table shows the answer came).
vi.mock('../../../src/features/stats/stats-chart.tsx', () => ({ StatsChart: () => null }));

/** The first render loads the screen's lazy chunk. */
const SLOW = { timeout: 5000 };
const ROLES: Role[] = ['USER', 'PLAYER', 'SUPERVISOR', 'ADMIN'];
const SAVED = /^Frakoblet – viser lagrede data fra /;

const main = () => screen.findByRole('main', {}, SLOW);

/** Answers beyond the empty ones, so that each screen shows something once it has its answer. */
function answer(url: string, init: RequestInit): Response {
  if (url.endsWith('/players/all')) {
    return jsonResponse([
      {
        basicInfo: { id: 7, name: 'Alfa' },
        gamesStarted: 3,
        gamesFinished: 2,
        won: 1,
        draw: 0,
        lost: 1,
      },
    ]);
  }
  if (url.endsWith('/stats/games-started')) {
    return jsonResponse({
      numRecords: 1,
      data: [{ label: '2023', value: 5 }],
      dataType: 'YEARLY',
    });
  }
  return emptyAnswer(url, init);
}

/** Each screen with a note, and what it shows once its answer came. */
const SCREENS: { path: string; shown: () => Promise<unknown> }[] = [
  { path: '/players', shown: async () => within(await main()).findByText('Alfa', {}, SLOW) },
  { path: '/players/7', shown: () => screen.findByText(PROFILE_TEXT.empty, {}, SLOW) },
  { path: '/words', shown: () => screen.findByText(TEXT.words.empty, {}, SLOW) },
  {
    path: '/stats',
    shown: () =>
      waitFor(
        () => expect(document.querySelectorAll('.stats-chart-area tbody tr')).toHaveLength(1),
        SLOW,
      ),
  },
  { path: '/fairplay', shown: () => screen.findByText(FAIRPLAY_TEXT.empty, {}, SLOW) },
  {
    path: '/fairplay/7',
    shown: () =>
      screen.findByRole('heading', { level: 1, name: FAIRPLAY_TEXT.playerHeading('Kari') }, SLOW),
  },
  { path: '/ov', shown: () => screen.findByText(PRACTICE_TEXT.empty, {}, SLOW) },
];

describe('the note on a saved copy', () => {
  it.each(SCREENS)(
    '$path: none for the network’s answer, the saved time offline',
    async ({ path, shown }) => {
      let network = true;
      storeSession('stored-token', ROLES, 1);
      stubFetch((url, init) => {
        if (url.endsWith('/auth/login-token')) return jsonResponse(authResponse('t', ROLES, 1));
        if (!network) throw new TypeError('Failed to fetch');
        return answer(url, init);
      });
      renderApp(path);
      await shown();
      expect(document.querySelector('.cache-note')).toBeNull();
      await settledWrites();
      cleanup();

      // Offline, calls with no saved copy (the jobs beside the statistics) fail, and are logged.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      network = false;
      renderApp(path);
      await shown();
      const notes = await screen.findAllByText(SAVED, {}, SLOW);
      expect(notes.length).toBeGreaterThan(0);
      expect(document.querySelectorAll('.cache-note')).toHaveLength(notes.length);
    },
  );
});
