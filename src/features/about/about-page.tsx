import { Link } from 'wouter';
import { routePath } from '@ordbot/contract/routes.ts';
import { TEXT } from '../../ui/text.ts';
import './about.css';

const T = TEXT.about;

/** About: what the site is, who sees what, where the data comes from, and privacy. */
export function AboutPage() {
  return (
    <div className="page about">
      <h1>{TEXT.pages.about}</h1>
      <section aria-labelledby="about-site">
        <h2 id="about-site">{T.siteHeading}</h2>
        <p>{T.site}</p>
      </section>
      <section aria-labelledby="about-access">
        <h2 id="about-access">{T.accessHeading}</h2>
        <dl className="about__access">
          {T.access.map(([who, what]) => (
            <div className="about__access-row" key={who}>
              <dt>{who}</dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
        <p>
          <Link href={routePath('home')}>{T.accountLink}</Link>
        </p>
      </section>
      <section aria-labelledby="about-data">
        <h2 id="about-data">{T.dataHeading}</h2>
        <p>{T.data}</p>
      </section>
      <section aria-labelledby="about-privacy">
        <h2 id="about-privacy">{T.privacyHeading}</h2>
        <p>{T.privacy}</p>
        <p>{T.privacySignOut}</p>
      </section>
    </div>
  );
}
