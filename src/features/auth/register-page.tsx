import { TEXT } from '../../app/text.ts';

export function RegisterPage() {
  return (
    <section className="page">
      <h1>{TEXT.pages.register}</h1>
    </section>
  );
}
