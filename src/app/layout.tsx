import type { ReactNode } from 'react';
import { TEXT } from './text.ts';
import { Toasts } from './toasts.tsx';
import { TopMenu } from './top-menu.tsx';

export function Layout({ children }: { children: ReactNode }) {
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
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
