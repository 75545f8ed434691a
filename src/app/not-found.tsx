import { Link } from 'wouter';
import { routePath } from '@ordbot/contract/routes.ts';
import { TEXT } from '../ui/text.ts';
import { usePageTitle } from '../ui/use-page-title.ts';

export function NotFound() {
  usePageTitle(TEXT.titles.notFound);
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
