import { TEXT } from '../../app/text.ts';

export function WordsPage() {
  return (
    <section className="page">
      <h1>{TEXT.pages.words}</h1>
    </section>
  );
}
