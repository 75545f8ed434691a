/**
 * "This version of this game": the one key of a game as it stood when something was made from it
 * and kept on the device (the 'Søk dypere' steps, src/cache/endgame-deeper.ts; the served review
 * read offline, src/cache/served-analysis.ts), so what was made from one version never shows in
 * a corrected one. Together with the game's id it names the version of that game.
 *
 * The version is the server's: the games row's xmin, which every rewrite of the game's row
 * changes (the bot sends the game again corrected, or fix-games flips its broken-moves flag). The
 * payloads have no field for it (their shapes are the contract's), so GET gamemoves names it in
 * its ETag (server/routes/games.ts), and the game repository keeps it with the details, on the
 * device too (src/cache/game-repository.ts). Where it is unknown it is null: details from the
 * live stream, which names none, and copies saved on the device before versions were kept. With
 * no version nothing is kept or read by it, since a key two versions might share keys nothing.
 */
import type { GameDetails } from '@ordbot/contract/api-types.ts';
import { peekGame, type GameEntry } from './game-repository.ts';

/** The server's version of the entry's game, or null when it is unknown. */
export function gameVersion(entry: Pick<GameEntry, 'version'> | undefined): string | null {
  return entry?.version ?? null;
}

/**
 * The version of the game whose details a screen shows: the game repository's entry's, when these
 * are its details (every screen shows what useGame gives it, src/ui/use-game.ts); null when the
 * repository holds other details of the game, or none.
 */
export function versionOfDetails(details: GameDetails): string | null {
  const entry = peekGame(details.game.gameId);
  return entry?.details === details ? gameVersion(entry) : null;
}
