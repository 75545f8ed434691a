import { TEXT } from '../../app/text.ts';

export function UsersPage() {
  return (
    <section className="page">
      <h1>{TEXT.pages.users}</h1>
    </section>
  );
}
