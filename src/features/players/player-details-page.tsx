import { useState } from 'react';
import { Link, useParams } from 'wouter';
import type { GameRow, PlayerProfile } from '@ordbot/contract/api-types.ts';
import { LANGUAGES, type Language } from '@ordbot/contract/enums.ts';
import { formatDateTime, formatNumber, formatPercent } from '@ordbot/contract/format.ts';
import { outcomeOf } from '@ordbot/contract/outcome.ts';
import { routePath } from '@ordbot/contract/routes.ts';
import { isNotFound } from '../../api/client.ts';
import { useAuth } from '../../app/auth.tsx';
import { TEXT } from '../../ui/text.ts';
import { PROFILE_TEXT } from '../../ui/text-profile.ts';
import { CacheNote } from '../../ui/cache-note.tsx';
import { isNotLinked, NotLinkedNote } from '../../ui/not-linked-note.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { getGamesPaginated } from '../../cache/games.ts';
import { getPlayerProfile } from '../../cache/players.ts';
import { useLoad } from '../../ui/use-load.ts';
import { useLiveRefresh } from '../../ui/use-live.ts';
import { PracticeFigures } from './practice-figures.tsx';
import { Figures, ProfileSections } from './profile-sections.tsx';
import './players.css';
import './profile.css';

/** How many of the player's games the page lists, newest first. */
const LATEST_GAMES_COUNT = 10;

const T = TEXT.playerDetails;
const P = PROFILE_TEXT;

export type GameResult = keyof typeof T.result;

/** The player's side of a game: ongoing, or won, lost or drawn against the bot. */
export function gameResult(
  game: Pick<GameRow, 'finished' | 'playerScore' | 'botScore'>,
): GameResult {
  return game.finished ? outcomeOf(game) : 'ongoing';
}

async function loadProfile(id: number, language: Language | null): Promise<PlayerProfile> {
  const player = await getPlayerProfile(id, language);
  if (typeof player?.basicInfo?.name !== 'string' || typeof player.games !== 'object') {
    throw new TypeError('Unexpected response type. Expected PlayerProfile.');
  }
  return player;
}

async function loadLatestGames(id: number): Promise<GameRow[]> {
  const result = await getGamesPaginated({
    pageSize: LATEST_GAMES_COUNT,
    pageNumber: 1,
    sort: { item: 'START_TIME', ascending: false },
    playerIds: [id],
  });
  const pages = Array.isArray(result?.pages) ? result.pages : [];
  const first = pages.find((p) => p.pageNum === 1) ?? pages[0];
  return (first?.data ?? []).slice(0, LATEST_GAMES_COUNT);
}

/**
 * Route PlayerDetails (/players/{id}): the player's profile (docs/analysis.md, Player profile)
 * from one call, narrowed by 'Språk', then the latest games. The old app rendered nothing here
 * (docs/differences.md). A restricted user asking for another player gets 404 from the server
 * (it does not tell whether the player exists): to such a user, the page says that only their own
 * player is theirs to see. The title names the player once the profile has come.
 */
export function PlayerDetailsPage() {
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
  const games = useLoad(id, () => loadLatestGames(id));
  // The player's latest games follow their games as they are stored (docs/events.md).
  useLiveRefresh(games.reload, (game) => game.playerId === id);

  // A language change keeps the figures until the new ones come; another player's never show.
  const last = load.last;
  const kept =
    load.status === 'loading' && last && !last.failed && last.data?.basicInfo.id === id
      ? last.data
      : undefined;
  const player = load.data ?? kept;
  // Only a SUPERVISOR sees every player; anyone else is narrowed to their own (the server's 404).
  const restricted = !auth.hasRole('SUPERVISOR');
  usePageTitle(player ? (own ? TEXT.menu.entries.myProfile : player.basicInfo.name) : undefined);

  if (load.status === 'failed' && isNotFound(load.error) && restricted && !own) {
    return (
      <section className="page message-page">
        <h1>{T.notYours}</h1>
        <p>{T.notYoursBody}</p>
        {isNotLinked(auth) ? (
          <NotLinkedNote />
        ) : (
          auth.playerId !== null && (
            <p>
              <Link href={routePath('playerDetails', { id: auth.playerId })}>{T.ownProfile}</Link>
            </p>
          )
        )}
      </section>
    );
  }

  if (load.status === 'failed' && isNotFound(load.error)) {
    return (
      <section className="page message-page">
        <h1>{T.notFound}</h1>
        <p>{T.notFoundBody}</p>
      </section>
    );
  }

  if (!player) {
    return (
      <section className="page player-details">
        <h1>{TEXT.pages.playerDetails}</h1>
        {load.status === 'loading' && (
          <p className="loading-note" role="status">
            {P.loading}
          </p>
        )}
        {load.status === 'failed' && (
          <div className="profile-error" role="alert">
            <p>{P.loadError}</p>
            <button type="button" className="button" onClick={load.reload}>
              {P.retry}
            </button>
          </div>
        )}
      </section>
    );
  }

  const name = player.basicInfo.name;
  const g = player.games;
  const figures: [string, string][] = [
    [T.gamesStarted, formatNumber(g.started)],
    [T.gamesFinished, formatNumber(g.finished)],
    [T.won, formatNumber(g.won)],
    [T.draw, formatNumber(g.draw)],
    [T.lost, formatNumber(g.lost)],
    [T.percentageWon, formatPercent(g.percentageWon)],
  ];

  return (
    <section className="page player-details">
      <h1>{own ? TEXT.menu.entries.myProfile : name}</h1>
      <CacheNote value={player} />
      <div className="profile-filter">
        <label htmlFor="profile-language">{P.language}</label>
        <select
          id="profile-language"
          value={language ?? ''}
          onChange={(event) => setLanguage((event.target.value || null) as Language | null)}
        >
          <option value="">{P.allLanguages}</option>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {TEXT.labels.language[l]}
            </option>
          ))}
        </select>
      </div>
      <h2>{P.resultsHeading}</h2>
      <Figures items={figures} kind="player" />
      {g.finished === 0 ? (
        <p className="profile-empty">{P.empty}</p>
      ) : (
        <ProfileSections profile={player} />
      )}
      {own && auth.hasRole('PLAYER') && <PracticeFigures />}

      <h2>{T.latestGames}</h2>
      {games.status === 'loading' && (
        <p className="loading-note" role="status">
          {T.loadingGames}
        </p>
      )}
      {games.data?.length === 0 && <p>{T.noGames}</p>}
      {games.data && games.data.length > 0 && (
        <ol className="latest-games">
          {games.data.map((game) => (
            <LatestGame key={game.gameId} game={game} />
          ))}
        </ol>
      )}

      <p className="player-details__all">
        <Link href={routePath('game', { playerId: player.basicInfo.id })}>{T.allGames(name)}</Link>
      </p>
    </section>
  );
}

function LatestGame({ game }: { game: GameRow }) {
  const result = gameResult(game);
  const player = formatNumber(game.playerScore);
  const bot = formatNumber(game.botScore);
  return (
    <li>
      <Link
        href={routePath('playerGame', { gameId: game.gameId })}
        className={`latest-game latest-game--${result}`}
      >
        <time
          className="latest-game__time"
          dateTime={new Date(game.startTime * 1000).toISOString()}
        >
          {formatDateTime(game.startTime)}
        </time>
        <span className="latest-game__score">
          <span className="visually-hidden">{T.scoreLabel} </span>
          {T.score(player, bot)}
        </span>
        <span className="result-badge" data-result={result}>
          {T.result[result]}
        </span>
      </Link>
    </li>
  );
}
