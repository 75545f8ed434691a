/**
 * Every user-facing Norwegian string of the web app, so screens and tests use the same words:
 * TEXT, one catalogue grouped by screen, made of the sections in text-*.ts (the larger screens
 * have catalogues of their own: text-analysis.ts, text-profile.ts, text-practice.ts and others).
 */
import { SHELL_TEXT } from './text-shell.ts';
import { ADMIN_TEXT } from './text-admin.ts';
import { STATS_TEXT } from './text-stats.ts';
import { PLAYERS_TEXT } from './text-players.ts';
import { ACCOUNT_TEXT } from './text-account.ts';
import { GAMES_TEXT } from './text-games.ts';
import { REPLAY_TEXT } from './text-replay.ts';

// The sections in the catalogue's own order, each from its file.
export const TEXT = {
  app: SHELL_TEXT.app,
  menu: SHELL_TEXT.menu,
  labels: SHELL_TEXT.labels,
  pwa: SHELL_TEXT.pwa,
  cache: SHELL_TEXT.cache,
  noAccess: SHELL_TEXT.noAccess,
  notFound: SHELL_TEXT.notFound,
  pages: SHELL_TEXT.pages,
  titles: SHELL_TEXT.titles,
  users: ADMIN_TEXT.users,
  stats: STATS_TEXT.stats,
  table: SHELL_TEXT.table,
  pagination: SHELL_TEXT.pagination,
  players: PLAYERS_TEXT.players,
  playerDetails: PLAYERS_TEXT.playerDetails,
  notLinked: PLAYERS_TEXT.notLinked,
  words: STATS_TEXT.words,
  home: STATS_TEXT.home,
  about: STATS_TEXT.about,
  login: ACCOUNT_TEXT.login,
  register: ACCOUNT_TEXT.register,
  account: ACCOUNT_TEXT.account,
  privacy: ACCOUNT_TEXT.privacy,
  games: GAMES_TEXT.games,
  live: GAMES_TEXT.live,
  replay: REPLAY_TEXT.replay,
  share: REPLAY_TEXT.share,
} as const;
