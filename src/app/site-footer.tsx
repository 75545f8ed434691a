import { Link } from 'wouter';
import { routePath } from '@ordbot/contract/routes.ts';
import { TEXT } from '../ui/text.ts';

import './site-footer.css';

/** On every page, signed in or not: the way to what the site is and to the privacy page. */
export function SiteFooter() {
  return (
    <footer className="site-footer" aria-label={TEXT.privacy.footerLabel}>
      <ul className="site-footer__links">
        <li>
          <Link href={routePath('about')}>{TEXT.privacy.footerAbout}</Link>
        </li>
        <li>
          <Link href={routePath('privacy')}>{TEXT.privacy.footerLink}</Link>
        </li>
      </ul>
    </footer>
  );
}
