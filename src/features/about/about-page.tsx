import { TEXT } from '../../app/text.ts';

export function AboutPage() {
  return (
    <section className="page">
      <h1>{TEXT.pages.about}</h1>
    </section>
  );
}
