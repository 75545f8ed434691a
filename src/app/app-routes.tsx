import { Fragment, lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import type { GameDetails } from '@ordbot/contract/api-types.ts';
import { ROUTES, type RouteKey } from '@ordbot/contract/routes.ts';
import { EmbeddedReplayProvider } from '../ui/replay-slot.tsx';
import { TEXT } from '../ui/text.ts';
import { usePageTitle } from '../ui/use-page-title.ts';
import { reconnectGeneration, subscribeReconnect } from '../cache/reconnect.ts';
import { LogoutPage } from '../features/auth/logout-page.tsx';
import { RouteGuard } from './guard.tsx';
import { NotFound } from './not-found.tsx';
import { PageFallback } from './page-fallback.tsx';
import { PageLoadBoundary } from './page-load-boundary.tsx';

/**
 * Each screen is its own chunk, so the home page pays for none of the others. Sign-out is the
 * exception: it must work offline (docs/product.md, Sign-in), also before the service worker has
 * kept the chunks, so its few lines come with the app shell.
 */
function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/**
 * The games screens show the selected game's replay in their detail pane. The games feature may
 * not import the replay feature, so the app loads both in one go and hands the replay view in.
 */
function gamesPage(
  name: 'GamesPage' | 'MyGamesPage' | 'PlayerGamesPage' | 'MsPage',
): ComponentType {
  return lazy(async () => {
    const [games, replay] = await Promise.all([
      import('../features/games/games-page.tsx'),
      import('../features/replay/game-replay-view.tsx'),
    ]);
    const Page: ComponentType = games[name];
    const { GameReplayView } = replay;
    const embeddedReplay = (details: GameDetails) => (
      <GameReplayView key={details.game.gameId} details={details} embedded />
    );
    return {
      default: () => (
        <EmbeddedReplayProvider value={embeddedReplay}>
          <Page />
        </EmbeddedReplayProvider>
      ),
    };
  });
}

const SCREENS: Record<RouteKey, ComponentType> = {
  home: lazyPage(() => import('../features/home/home-page.tsx'), 'HomePage'),
  login: lazyPage(() => import('../features/auth/login-page.tsx'), 'LoginPage'),
  logout: LogoutPage,
  about: lazyPage(() => import('../features/about/about-page.tsx'), 'AboutPage'),
  players: lazyPage(() => import('../features/players/players-page.tsx'), 'PlayersPage'),
  playerDetails: lazyPage(
    () => import('../features/players/player-details-page.tsx'),
    'PlayerDetailsPage',
  ),
  games: gamesPage('GamesPage'),
  myGames: gamesPage('MyGamesPage'),
  game: gamesPage('PlayerGamesPage'),
  playerGame: lazyPage(() => import('../features/replay/replay-page.tsx'), 'ReplayPage'),
  stats: lazyPage(() => import('../features/stats/stats-page.tsx'), 'StatsPage'),
  words: lazyPage(() => import('../features/words/words-page.tsx'), 'WordsPage'),
  users: lazyPage(() => import('../features/users/users-page.tsx'), 'UsersPage'),
  fairplay: lazyPage(() => import('../features/fairplay/fairplay-page.tsx'), 'FairplayPage'),
  fairplayPlayer: lazyPage(
    () => import('../features/fairplay/fairplay-player-page.tsx'),
    'FairplayPlayerPage',
  ),
  practice: lazyPage(() => import('../features/practice/practice-page.tsx'), 'PracticePage'),
  privacy: lazyPage(() => import('../features/account/privacy-page.tsx'), 'PrivacyPage'),
  account: lazyPage(() => import('../features/account/account-page.tsx'), 'AccountPage'),
  register: lazyPage(() => import('../features/auth/register-page.tsx'), 'RegisterPage'),
  ms: gamesPage('MsPage'),
};

/** docs/product.md, Routes: these parameters are numeric ids; anything else is an unknown page. */
const NUMERIC_PARAMS: Partial<Record<RouteKey, string>> = {
  game: 'playerId',
  playerGame: 'gameId',
  playerDetails: 'id',
  fairplayPlayer: 'id',
};

/**
 * /logout skips the guard: a guest has nothing to sign out, and a login redirect back to
 * /logout would sign the user straight out again.
 */
const UNGUARDED: ReadonlySet<RouteKey> = new Set<RouteKey>(['logout']);

const ROUTE_KEYS = Object.keys(ROUTES) as RouteKey[];

/** A route's page title (TEXT.titles); null for the home page, which has the app's title. */
function routeTitle(routeKey: RouteKey): string | null {
  if (routeKey === 'home') return null;
  // A screen about one player or game names itself once it has the name (usePageTitle there).
  return TEXT.titles[routeKey];
}

/** The page title of the route on show. */
function RouteTitle(props: { routeKey: RouteKey }) {
  usePageTitle(routeTitle(props.routeKey));
  return null;
}

function RoutedScreen({
  routeKey,
  params,
}: {
  routeKey: RouteKey;
  params: Record<string, string | undefined>;
}) {
  const numeric = NUMERIC_PARAMS[routeKey];
  if (numeric && !/^\d+$/.test(params[numeric] ?? '')) return <NotFound />;
  const Screen = SCREENS[routeKey];
  if (UNGUARDED.has(routeKey)) return <Screen />;
  return (
    <>
      <RouteTitle routeKey={routeKey} />
      <RouteGuard route={ROUTES[routeKey]}>
        <Screen />
      </RouteGuard>
    </>
  );
}

export function AppRoutes() {
  const [pathname] = useLocation();
  // Back online after saved data was shown: the page is made again and loads from the network.
  const reconnects = useSyncExternalStore(subscribeReconnect, reconnectGeneration, () => 0);
  // Keyed on the path only: a new path re-creates the page, a query change (?trekk=N) does not.
  return (
    <Fragment key={`${pathname}#${reconnects}`}>
      <PageLoadBoundary>
        <Suspense fallback={<PageFallback />}>
          <Switch>
            {ROUTE_KEYS.map((key) => (
              <Route key={key} path={ROUTES[key].path}>
                {(params) => <RoutedScreen routeKey={key} params={params} />}
              </Route>
            ))}
            <Route>
              <NotFound />
            </Route>
          </Switch>
        </Suspense>
      </PageLoadBoundary>
    </Fragment>
  );
}
