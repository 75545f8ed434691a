import { useEffect, type ReactNode } from 'react';
import { toast } from 'react-hot-toast';
import { onCacheTrouble } from '../cache/cache-access.ts';
import { useAuth } from './auth.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { requestPersistentStorage } from './persistent-storage.ts';
import { TEXT } from '../ui/text.ts';
import { SiteFooter } from './site-footer.tsx';
import { Toasts } from './toasts.tsx';
import { TopMenu } from './top-menu.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import './pwa.css';

export function Layout({ children }: { children: ReactNode }) {
  const { signedIn } = useAuth();
  // The offline cache holds the signed-in user's data: from then on it is worth keeping.
  useEffect(() => {
    if (signedIn) requestPersistentStorage();
  }, [signedIn]);
  // A full or broken IndexedDB: the app goes on without saving, and says so once.
  useEffect(() => onCacheTrouble(() => toast(TEXT.cache.unavailable, { id: 'cache-trouble' })), []);

  return (
    <>
      <a className="skip-link" href="#main">
        {TEXT.app.skipToContent}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <TopMenu />
        </div>
      </header>
      <Toasts />
      <UpdatePrompt />
      <main id="main" className="site-main" tabIndex={-1}>
        <OfflineBanner />
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
