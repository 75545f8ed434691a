import { TEXT } from '../../app/text.ts';

export function ReplayPage() {
  return (
    <section className="page">
      <h1>{TEXT.pages.replay}</h1>
    </section>
  );
}
