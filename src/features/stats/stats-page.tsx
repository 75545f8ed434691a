import { TEXT } from '../../app/text.ts';

export function StatsPage() {
  return (
    <section className="page">
      <h1>{TEXT.pages.stats}</h1>
    </section>
  );
}
