/**
 * "This version of this game": the one key of a game as it stood when something was made from it
 * and kept on the device (the 'Søk dypere' steps, src/cache/endgame-deeper.ts), so what was made
 * from one version never shows in a corrected one. Together with the game's id (the entry's key)
 * it names the version of that game.
 *
 * The server gives a game no version of its own: GET gamemoves and the live stream's game carry
 * no revision or time of change (GameDetails), and a game corrected on the server comes back
 * under the same id with other moves. So the version is the game's moves as the server sent them,
 * in the analysis's form, as JSON: the same moves give the same key on any visit and any device,
 * and a game made on this device alone (no id) has its version the same way. A version the server
 * sent would be read here, and only here.
 */
import type { AnalysisGame } from '@ordbot/engine/analysis/types.ts';

export function gameVersion(game: Pick<AnalysisGame, 'moves'>): string {
  return JSON.stringify(game.moves);
}
