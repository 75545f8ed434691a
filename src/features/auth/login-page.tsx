import { TEXT } from '../../app/text.ts';

export function LoginPage() {
  return (
    <section className="page">
      <h1>{TEXT.pages.login}</h1>
    </section>
  );
}
