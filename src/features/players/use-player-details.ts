import { useState } from 'react';
import { useParams } from 'wouter';
import type { GameRow, PlayerProfile } from '@ordbot/contract/api-types.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import { isNotFound } from '../../api/client.ts';
import { useAuth } from '../../app/auth.tsx';
import { TEXT } from '../../ui/text.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { getGamesPaginated } from '../../cache/games.ts';
import { getPlayerProfile } from '../../cache/players.ts';
import type { Fresh } from '../../cache/read-through.ts';
import { useLoad } from '../../ui/use-load.ts';
import { useLiveRefresh } from '../../ui/use-live.ts';

/** How many of the player's games the page lists, newest first. */
const LATEST_GAMES_COUNT = 10;

async function loadProfile(id: number, language: Language | null): Promise<Fresh<PlayerProfile>> {
  const answer = await getPlayerProfile(id, language);
  const player = answer.value;
  if (typeof player?.basicInfo?.name !== 'string' || typeof player.games !== 'object') {
    throw new TypeError('Unexpected response type. Expected PlayerProfile.');
  }
  return answer;
}

async function loadLatestGames(id: number, signal: AbortSignal): Promise<GameRow[]> {
  const { value: result } = await getGamesPaginated(
    {
      pageSize: LATEST_GAMES_COUNT,
      pageNumber: 1,
      sort: { item: 'START_TIME', ascending: false },
      playerIds: [id],
    },
    signal,
  );
  const pages = Array.isArray(result?.pages) ? result.pages : [];
  const first = pages.find((p) => p.pageNum === 1) ?? pages[0];
  return (first?.data ?? []).slice(0, LATEST_GAMES_COUNT);
}

/**
 * The state of /players/{id} (player-details-page.tsx): the player's profile in the language
 * chosen with its freshness (the note on a saved copy), their latest games, and whether the
 * profile is the user's own.
 */
export function usePlayerDetails() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const [language, setLanguage] = useState<Language | null>(null);
  // One's own profile is 'Min statistikk', as the menu entry that opens it says.
  const auth = useAuth();
  const own = auth.playerId === id;
  // docs/product.md, Errors: a failed player details fetch is logged (not a 404); the page offers another try.
  const load = useLoad(`${id}/${language}`, () => loadProfile(id, language), {
    expected: isNotFound,
  });
  const games = useLoad(id, (signal) => loadLatestGames(id, signal));
  // The player's latest games follow their games as they are stored (docs/events.md).
  useLiveRefresh(games.reload, (game) => game.playerId === id);

  // A language change keeps the figures until the new ones come; another player's never show.
  const last = load.last;
  const kept =
    load.status === 'loading' && last && !last.failed && last.data?.value.basicInfo.id === id
      ? last.data
      : undefined;
  const shown = load.data ?? kept;
  const player = shown?.value;
  // Only a SUPERVISOR sees every player; anyone else is narrowed to their own (the server's 404).
  const restricted = !auth.hasRole('SUPERVISOR');
  usePageTitle(player ? (own ? TEXT.menu.entries.myProfile : player.basicInfo.name) : undefined);

  const freshness = shown?.freshness;
  return { auth, own, restricted, language, setLanguage, load, player, freshness, games };
}
