import { Link } from 'wouter';
import type { GameRow, PlayerProfile } from '@ordbot/contract/api-types.ts';
import { LANGUAGES, type Language } from '@ordbot/contract/enums.ts';
import { formatDateTime, formatNumber, formatPercent } from '@ordbot/contract/format.ts';
import { outcomeOf } from '@ordbot/contract/outcome.ts';
import { routePath } from '@ordbot/contract/routes.ts';
import { isNotFound } from '../../api/client.ts';
import { useAuth } from '../../app/auth.tsx';
import { TEXT } from '../../ui/text.ts';
import { PROFILE_TEXT } from '../../ui/text-profile.ts';
import { FreshnessNote } from '../../ui/cache-note.tsx';
import { isNotLinked, NotLinkedNote } from '../../ui/not-linked-note.tsx';
import type { Load } from '../../ui/use-load.ts';
import { PracticeFigures } from './practice-figures.tsx';
import { Figures, ProfileSections } from './profile-sections.tsx';
import { usePlayerDetails } from './use-player-details.ts';
import './players.css';
import './profile.css';

const T = TEXT.playerDetails;
const P = PROFILE_TEXT;

export type GameResult = keyof typeof T.result;

/** The player's side of a game: ongoing, or won, lost or drawn against the bot. */
export function gameResult(
  game: Pick<GameRow, 'finished' | 'playerScore' | 'botScore'>,
): GameResult {
  return game.finished ? outcomeOf(game) : 'ongoing';
}

/**
 * Route PlayerDetails (/players/{id}): the player's profile (docs/analysis.md, Player profile)
 * from one call, narrowed by 'Språk', then the latest games. The old app rendered nothing here
 * (docs/differences.md). A restricted user asking for another player gets 404 from the server
 * (it does not tell whether the player exists): to such a user, the page says that only their own
 * player is theirs to see. The title names the player once the profile has come.
 */
export function PlayerDetailsPage() {
  const { auth, own, restricted, language, setLanguage, load, player, freshness, games } =
    usePlayerDetails();

  if (load.status === 'failed' && isNotFound(load.error) && restricted && !own) {
    return <NotYours />;
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
  return (
    <section className="page player-details">
      <h1>{own ? TEXT.menu.entries.myProfile : name}</h1>
      <FreshnessNote freshness={freshness} />
      <LanguageFilter language={language} onChange={setLanguage} />
      <h2>{P.resultsHeading}</h2>
      <Figures items={resultFigures(player.games)} kind="player" />
      {player.games.finished === 0 ? (
        <p className="profile-empty">{P.empty}</p>
      ) : (
        <ProfileSections profile={player} />
      )}
      {own && auth.hasRole('PLAYER') && <PracticeFigures />}

      <LatestGames games={games} />

      <p className="player-details__all">
        <Link href={routePath('game', { playerId: player.basicInfo.id })}>{T.allGames(name)}</Link>
      </p>
    </section>
  );
}

/** To a restricted user asking for another player: only their own is theirs to see. */
function NotYours() {
  const auth = useAuth();
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

function resultFigures(g: PlayerProfile['games']): [string, string][] {
  return [
    [T.gamesStarted, formatNumber(g.started)],
    [T.gamesFinished, formatNumber(g.finished)],
    [T.won, formatNumber(g.won)],
    [T.draw, formatNumber(g.draw)],
    [T.lost, formatNumber(g.lost)],
    [T.percentageWon, formatPercent(g.percentageWon)],
  ];
}

/** 'Språk': the profile's figures for one language, or all. */
function LanguageFilter({
  language,
  onChange,
}: {
  language: Language | null;
  onChange: (language: Language | null) => void;
}) {
  return (
    <div className="profile-filter">
      <label htmlFor="profile-language">{P.language}</label>
      <select
        id="profile-language"
        value={language ?? ''}
        onChange={(event) => onChange((event.target.value || null) as Language | null)}
      >
        <option value="">{P.allLanguages}</option>
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {TEXT.labels.language[l]}
          </option>
        ))}
      </select>
    </div>
  );
}

function LatestGames({ games }: { games: Load<GameRow[]> }) {
  return (
    <>
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
    </>
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
