import { Link } from 'wouter';
import { routePath } from '../../core/routes.ts';
import { TEXT } from '../ui/text.ts';

import './site-footer.css';

/** On every page (issue 19): the way to the privacy page, signed in or not. */
export function SiteFooter() {
  return (
    <footer className="site-footer" aria-label={TEXT.privacy.footerLabel}>
      <Link href={routePath('privacy')}>{TEXT.privacy.footerLink}</Link>
    </footer>
  );
}
