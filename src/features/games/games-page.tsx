import { Link, useParams, useSearch } from 'wouter';
import { routePath } from '@ordbot/contract/routes.ts';
import { useAuth } from '../../app/auth.tsx';
import { loginRedirectPath } from '../../app/guard.tsx';
import { isNotLinked, NotLinkedPage } from '../../ui/not-linked-note.tsx';
import { TEXT } from '../../ui/text.ts';
import { GamesTable } from './games-table.tsx';
import { SearchScreen } from './search-screen.tsx';
import './games.css';
import './filter-panel.css';
import './search-results.css';
import './game-detail.css';
import './games-table.css';

/** The query that shows the table variant (docs/product.md, Game search: the same search as a table). */
const TABLE_VIEW_QUERY = 'visning=tabell';

function useTableView(): boolean {
  return new URLSearchParams(useSearch()).get('visning') === 'tabell';
}

/** /games: the search screen over every game the user may see, or its table variant. */
export function GamesPage() {
  const auth = useAuth();
  const table = useTableView();
  const switcher = <ViewSwitch path={routePath('games')} table={table} />;
  // The server narrows a user to their own player: with none, there is nothing to search.
  if (isNotLinked(auth)) return <NotLinkedPage heading={TEXT.games.heading} />;
  return table ? (
    <GamesTable memoryKey="games:table" heading={TEXT.games.heading} switcher={switcher} />
  ) : (
    <SearchScreen memoryKey="games" heading={TEXT.games.heading} switcher={switcher} />
  );
}

/** /mygames: the same screen preset to the signed-in user's own player (docs/product.md: Routes, Roles). */
export function MyGamesPage() {
  const { playerId } = useAuth();
  const table = useTableView();
  const switcher = <ViewSwitch path={routePath('myGames')} table={table} />;
  if (table && playerId !== null) {
    return (
      <GamesTable
        memoryKey="mygames:table"
        heading={TEXT.games.myHeading}
        playerId={playerId}
        switcher={switcher}
      />
    );
  }
  return (
    <SearchScreen
      memoryKey="mygames"
      heading={TEXT.games.myHeading}
      presetPlayerId={playerId}
      switcher={switcher}
    />
  );
}

/** 'Liste' and 'Tabell': two links, so the choice is kept in the address. */
function ViewSwitch({ path, table }: { path: string; table: boolean }) {
  return (
    <nav className="view-switch" aria-label={TEXT.games.view}>
      <Link href={path} aria-current={table ? undefined : 'page'}>
        {TEXT.games.viewList}
      </Link>
      <Link href={`${path}?${TABLE_VIEW_QUERY}`} aria-current={table ? 'page' : undefined}>
        {TEXT.games.viewTable}
      </Link>
    </nav>
  );
}

/** /games/{playerId}: the games table of one player (docs/product.md, Games table). */
export function PlayerGamesPage() {
  const params = useParams<{ playerId: string }>();
  const playerId = Number(params.playerId);
  return <GamesTable key={playerId} memoryKey={`games/${playerId}`} playerId={playerId} />;
}

/** /ms (open): the master-detail browser; a guest is asked to sign in first. */
export function MsPage() {
  const auth = useAuth();
  if (!auth.signedIn) {
    return (
      <section className="page">
        <h1>{TEXT.pages.ms}</h1>
        <p>{TEXT.games.msSignIn}</p>
        <p>
          <Link href={loginRedirectPath(routePath('ms'))}>{TEXT.games.msSignInLink}</Link>
        </p>
      </section>
    );
  }
  // No player, no games: not 'Ingen spill funnet', but why and how to link the account. (/mygames
  // needs a player: its guard says the same, RouteGuard.)
  if (isNotLinked(auth)) return <NotLinkedPage heading={TEXT.pages.ms} />;
  return <SearchScreen memoryKey="ms" heading={TEXT.pages.ms} />;
}
