/** API payloads of the player list and the player profile (packages/contract/api-types.ts exports them all). */

/** GET /api/players/allbasic items (docs/product.md, Player list). */
export interface PlayerInfoBasic {
  id: number;
  name: string;
}

/** GET /api/players/all items, playerid/{id}, playername/{name} (docs/product.md, Player list). */
export interface PlayerInfo {
  basicInfo: PlayerInfoBasic;
  gamesStarted: number;
  gamesFinished: number;
  won: number;
  draw: number;
  lost: number;
}

/** GET /api/players/{id}/profile (docs/analysis.md, Player profile): finished games unless said. */
export interface PlayerProfile {
  basicInfo: PlayerInfoBasic;
  games: {
    started: number;
    finished: number;
    won: number;
    draw: number;
    lost: number;
    /** 2 decimals. */
    percentageWon: number;
  };
  scores: {
    /** 1 decimal each; margin = player - bot. */
    averagePlayer: number;
    averageBot: number;
    averageMargin: number;
    highest: { gameId: number; score: number } | null;
    lowest: { gameId: number; score: number } | null;
    biggestWin: { gameId: number; margin: number } | null;
    biggestLoss: { gameId: number; margin: number } | null;
  };
  bestMove: { gameId: number; moveNum: number; word: string; points: number } | null;
  longestWord: { gameId: number; moveNum: number; word: string } | null;
  /** perGame: 2 decimals. */
  bingos: { total: number; perGame: number };
  /** The 10 most-used main words. */
  words: { word: string; count: number }[];
  streaks: {
    longestWin: number;
    current: { result: 'WIN' | 'LOSS' | 'DRAW'; length: number } | null;
  };
  /** Europe/Oslo months, oldest first; averageScore: 1 decimal. */
  months: { label: string; games: number; won: number; averageScore: number }[];
  /** averageMissed: 1 decimal. */
  analysis: {
    movesAnalysed: number;
    bestFound: number;
    averageMissed: number;
    /**
     * 'Nøyaktighet' (docs/strategy.md): the mean of the player's accuracy over finished,
     * analysed games with one (1 decimal; null with none), and per month (Europe/Oslo, oldest
     * first, months with such a game only).
     */
    accuracy: { average: number | null; months: { label: string; average: number }[] };
  };
}
