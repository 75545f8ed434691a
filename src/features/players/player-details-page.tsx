import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { GameRow, PlayerInfo } from '../../../core/api-types.ts';
import { formatDateTime, formatNumber, formatPercentageWon } from '../../../core/format.ts';
import { outcomeOf } from '../../../core/outcome.ts';
import { routePath } from '../../../core/routes.ts';
import { isApiError } from '../../api/client.ts';
import { TEXT } from '../../ui/text.ts';
import { CacheNote } from '../../ui/cache-note.tsx';
import { getGamesPaginated } from '../../cache/games.ts';
import { getPlayer } from '../../cache/players.ts';

/** How many of the player's games the page lists, newest first. */
const LATEST_GAMES_COUNT = 10;

const T = TEXT.playerDetails;

type PlayerLoad =
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'failed' }
  | { state: 'done'; player: PlayerInfo };

type GamesLoad = { state: 'loading' } | { state: 'failed' } | { state: 'done'; games: GameRow[] };

export type GameResult = keyof typeof T.result;

/** The player's side of a game: ongoing, or won, lost or drawn against the bot. */
export function gameResult(
  game: Pick<GameRow, 'finished' | 'playerScore' | 'botScore'>,
): GameResult {
  return game.finished ? outcomeOf(game) : 'ongoing';
}

/**
 * Route PlayerDetails (/players/{id}). The old app rendered nothing here (docs/differences.md);
 * this shows the player's figures and latest games. A restricted user asking for another player
 * gets 404 from the server, shown as not found.
 */
export function PlayerDetailsPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const [load, setLoad] = useState<PlayerLoad>({ state: 'loading' });
  const [games, setGames] = useState<GamesLoad>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    getPlayer(id).then(
      (player) => {
        if (typeof player?.basicInfo?.name !== 'string') {
          console.error(new TypeError('Unexpected response type. Expected PlayerInfo.'));
          if (current) setLoad({ state: 'failed' });
          return;
        }
        if (current) setLoad({ state: 'done', player });
      },
      (error: unknown) => {
        if (isApiError(error, 404)) {
          if (current) setLoad({ state: 'notFound' });
          return;
        }
        // Spec 8: a failed player details fetch is only logged.
        console.error(error);
        if (current) setLoad({ state: 'failed' });
      },
    );
    getGamesPaginated({
      pageSize: LATEST_GAMES_COUNT,
      pageNumber: 1,
      sort: { item: 'START_TIME', ascending: false },
      playerIds: [id],
    }).then(
      (result) => {
        const pages = Array.isArray(result?.pages) ? result.pages : [];
        const first = pages.find((p) => p.pageNum === 1) ?? pages[0];
        if (current)
          setGames({ state: 'done', games: (first?.data ?? []).slice(0, LATEST_GAMES_COUNT) });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setGames({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [id]);

  if (load.state === 'notFound') {
    return (
      <section className="page message-page">
        <h1>{T.notFound}</h1>
        <p>{T.notFoundBody}</p>
      </section>
    );
  }

  if (load.state !== 'done') {
    return (
      <section className="page player-details">
        <h1>{TEXT.pages.playerDetails}</h1>
        {load.state === 'loading' && (
          <p className="loading-note" role="status">
            {T.loading}
          </p>
        )}
      </section>
    );
  }

  const { player } = load;
  const name = player.basicInfo.name;
  const figures: [string, string][] = [
    [T.gamesStarted, formatNumber(player.gamesStarted ?? 0)],
    [T.gamesFinished, formatNumber(player.gamesFinished ?? 0)],
    [T.won, formatNumber(player.won ?? 0)],
    [T.draw, formatNumber(player.draw ?? 0)],
    [T.lost, formatNumber(player.lost ?? 0)],
    [T.percentageWon, formatPercentageWon(player)],
  ];

  return (
    <section className="page player-details">
      <h1>{name}</h1>
      <CacheNote value={player} />
      <h2 className="visually-hidden">{T.figures}</h2>
      <dl className="player-figures">
        {figures.map(([label, value]) => (
          <div className="player-figure" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <h2>{T.latestGames}</h2>
      {games.state === 'loading' && (
        <p className="loading-note" role="status">
          {T.loadingGames}
        </p>
      )}
      {games.state === 'done' && games.games.length === 0 && <p>{T.noGames}</p>}
      {games.state === 'done' && games.games.length > 0 && (
        <ol className="latest-games">
          {games.games.map((game) => (
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
