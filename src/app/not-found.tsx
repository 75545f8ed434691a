import { Link } from 'wouter';
import { routePath } from '@ordbot/contract/routes.ts';
import { TEXT } from '../ui/text.ts';

export function NotFound() {
  return (
    <section className="page message-page">
      <h1>{TEXT.notFound.heading}</h1>
      <p>{TEXT.notFound.body}</p>
      <p>
        <Link href={routePath('home')}>{TEXT.notFound.home}</Link>
      </p>
    </section>
  );
}
