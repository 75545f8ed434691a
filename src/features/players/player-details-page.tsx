import { TEXT } from '../../app/text.ts';

export function PlayerDetailsPage() {
  return (
    <section className="page">
      <h1>{TEXT.pages.playerDetails}</h1>
    </section>
  );
}
