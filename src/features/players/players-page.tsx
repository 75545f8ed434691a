import { TEXT } from '../../app/text.ts';

export function PlayersPage() {
  return (
    <section className="page">
      <h1>{TEXT.pages.players}</h1>
    </section>
  );
}
