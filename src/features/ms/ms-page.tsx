import { TEXT } from '../../app/text.ts';

export function MsPage() {
  return (
    <section className="page">
      <h1>{TEXT.pages.ms}</h1>
    </section>
  );
}
