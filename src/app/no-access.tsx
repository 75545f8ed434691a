import { Link } from 'wouter';
import { routePath } from '@ordbot/contract/routes.ts';
import { TEXT } from '../ui/text.ts';

/** A signed-in user without the route's role; the server refuses those calls anyway. */
export function NoAccess() {
  return (
    <section className="page message-page">
      <h1>{TEXT.noAccess.heading}</h1>
      <p>{TEXT.noAccess.body}</p>
      <p>
        <Link href={routePath('home')}>{TEXT.noAccess.home}</Link>
      </p>
    </section>
  );
}
