import type { Role } from './enums.ts';

/** The route table of docs/product.md, Routes: paths, names and access, one source for router, menu and links. */
export type RouteAccess = 'open' | 'signedIn' | 'guestsOnly';

export interface RouteDef {
  name: string;
  path: string;
  access: RouteAccess;
  /**
   * Role the route guard requires of a signed-in user; without it the user sees a 'no access'
   * view. The old app enforced only sign-in here (docs/differences.md). /games needs no role:
   * the server narrows a user without SUPERVISOR to their own player's games.
   */
  role?: Role;
  /** docs/product.md, Routes: /mygames is marked as requiring the player role. */
  requiresPlayer?: boolean;
}

export const ROUTES = {
  home: { name: 'home', path: '/', access: 'open' },
  login: { name: 'login', path: '/login', access: 'guestsOnly' },
  logout: { name: 'logout', path: '/logout', access: 'signedIn' },
  about: { name: 'about', path: '/about', access: 'open' },
  players: { name: 'players', path: '/players', access: 'signedIn', role: 'ADMIN' },
  playerDetails: { name: 'PlayerDetails', path: '/players/:id', access: 'signedIn' },
  games: { name: 'games', path: '/games', access: 'signedIn' },
  myGames: {
    name: 'mygames',
    path: '/mygames',
    access: 'signedIn',
    role: 'PLAYER',
    requiresPlayer: true,
  },
  game: { name: 'game', path: '/games/:playerId', access: 'signedIn' },
  playerGame: { name: 'playergame', path: '/playergame/:gameId', access: 'open' },
  stats: { name: 'stats', path: '/stats', access: 'signedIn', role: 'ADMIN' },
  words: { name: 'words', path: '/words', access: 'signedIn', role: 'ADMIN' },
  users: { name: 'users', path: '/users', access: 'signedIn', role: 'ADMIN' },
  // The fair-play desk and one player's evidence.
  fairplay: { name: 'fairplay', path: '/fairplay', access: 'signedIn', role: 'ADMIN' },
  fairplayPlayer: {
    name: 'FairplayPlayer',
    path: '/fairplay/:id',
    access: 'signedIn',
    role: 'ADMIN',
  },
  // 'Øv på feilene' (docs/strategy.md, Practice): the user's own player's graded moves.
  practice: {
    name: 'practice',
    path: '/ov',
    access: 'signedIn',
    role: 'PLAYER',
    requiresPlayer: true,
  },
  privacy: { name: 'privacy', path: '/privacy', access: 'open' },
  account: { name: 'account', path: '/account', access: 'signedIn' },
  register: { name: 'register', path: '/register/:registerUuid', access: 'guestsOnly' },
  ms: { name: 'ms', path: '/ms', access: 'open' },
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof ROUTES;

/**
 * Builds a concrete path from a route pattern: routePath('playerGame', { gameId: 12 }) ->
 * '/playergame/12'.
 */
export function routePath(key: RouteKey, params: Record<string, string | number> = {}): string {
  return ROUTES[key].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter ${name} for ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** The query parameter of the replay's viewed move: /playergame/{gameId}?trekk=N. */
export const MOVE_PARAM = 'trekk';

/** The query parameter of the game of an exercise: /ov?spill={gameId}&trekk=N. */
export const GAME_PARAM = 'spill';

/** 'Øv på feilene' at one move of a game ('Øv på dette trekket'). */
export function practiceHref(gameId: number, moveNum: number): string {
  return `${ROUTES.practice.path}?${GAME_PARAM}=${gameId}&${MOVE_PARAM}=${moveNum}`;
}

/** The query parameter that opens one user's editor on the users screen: /users?rediger=12. */
export const USER_EDIT_PARAM = 'rediger';

export function userEditHref(userId: number): string {
  return `${ROUTES.users.path}?${USER_EDIT_PARAM}=${userId}`;
}

/** The replay of a game, at a move when given (?trekk=N). */
export function replayHref(gameId: number, moveNum?: number): string {
  const path = routePath('playerGame', { gameId });
  return moveNum === undefined ? path : `${path}?${MOVE_PARAM}=${moveNum}`;
}

export interface MenuEntry {
  /** The route the entry opens; its label is the web app's (TEXT.menu.entries). */
  route: RouteKey;
  /** The route's path, read from ROUTES. */
  path: string;
  /** 'always', 'guest' (not signed in), 'signedIn', or a role the user must hold. */
  shownWhen: 'always' | 'guest' | 'signedIn' | Role;
  /** The label's key in TEXT.menu.entries when it is not the route's. */
  label?: string;
  /** The entry opens the user's own player: its path's parameter becomes their player id. */
  own?: boolean;
}

function menuEntry(route: RouteKey, shownWhen: MenuEntry['shownWhen']): MenuEntry {
  return { route, path: ROUTES[route].path, shownWhen };
}

/** docs/product.md, Top menu, in order. */
export const MENU: readonly MenuEntry[] = [
  menuEntry('home', 'always'),
  menuEntry('stats', 'ADMIN'),
  menuEntry('players', 'ADMIN'),
  menuEntry('myGames', 'PLAYER'),
  // The signed-in player's own profile, at their player id.
  { ...menuEntry('playerDetails', 'PLAYER'), label: 'myProfile', own: true },
  menuEntry('practice', 'PLAYER'),
  menuEntry('games', 'SUPERVISOR'),
  menuEntry('words', 'ADMIN'),
  menuEntry('users', 'ADMIN'),
  menuEntry('fairplay', 'ADMIN'),
  menuEntry('login', 'guest'),
  // The account screen, before sign-out.
  menuEntry('account', 'signedIn'),
  menuEntry('logout', 'signedIn'),
];

/** The menu of a user; an entry for the user's own player needs `playerId` (left out without). */
export function menuFor(
  signedIn: boolean,
  roles: readonly Role[],
  playerId: number | null = null,
): MenuEntry[] {
  const own = (entry: MenuEntry) =>
    entry.own
      ? playerId === null
        ? []
        : [{ ...entry, path: entry.path.replace(/:\w+/, String(playerId)) }]
      : [entry];
  return MENU.flatMap(own).filter((entry) => {
    switch (entry.shownWhen) {
      case 'always':
        return true;
      case 'guest':
        return !signedIn;
      case 'signedIn':
        return signedIn;
      default:
        return signedIn && roles.includes(entry.shownWhen);
    }
  });
}

/**
 * docs/architecture.md: active when the path equals the entry's, or starts with it followed by '/'.
 */
export function isMenuEntryActive(entryPath: string, currentPath: string): boolean {
  if (entryPath === currentPath) return true;
  if (entryPath === '/') return false;
  return currentPath.startsWith(entryPath + '/');
}

/**
 * The one entry of a menu that is marked active on a path, or null: of the entries active there
 * the most specific (longest path) wins, so an administrator's own profile /players/7 marks
 * 'Min statistikk' only, not 'Spillere' as well.
 */
export function activeMenuPath(entryPaths: readonly string[], currentPath: string): string | null {
  let best: string | null = null;
  for (const path of entryPaths) {
    if (isMenuEntryActive(path, currentPath) && (best === null || path.length > best.length)) {
      best = path;
    }
  }
  return best;
}
