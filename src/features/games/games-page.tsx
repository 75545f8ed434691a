import { TEXT } from '../../app/text.ts';

/** /games and /games/:playerId. */
export function GamesPage() {
  return (
    <section className="page">
      <h1>{TEXT.pages.games}</h1>
    </section>
  );
}

/** /mygames: the same search preset to the signed-in user's player. */
export function MyGamesPage() {
  return (
    <section className="page">
      <h1>{TEXT.pages.myGames}</h1>
    </section>
  );
}
