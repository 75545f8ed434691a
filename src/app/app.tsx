import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { AppRoutes } from './app-routes.tsx';
import { AuthProvider, useAuth } from './auth.tsx';
import { Layout } from './layout.tsx';
import { TEXT } from '../ui/text.ts';

/** docs/product.md, Routes: the app appears once the stored sign-in has been checked. */
function AuthGate({ children }: { children: ReactNode }) {
  const { ready } = useAuth();
  if (ready) return children;
  return (
    <div className="splash" role="status">
      <span className="splash__name" aria-hidden="true">
        {TEXT.app.name}
      </span>
      <span className="visually-hidden">{TEXT.app.loading}</span>
    </div>
  );
}

/** The whole web app; the router comes from the surroundings (browser, or memory in tests). */
export function App() {
  // React Aria's own words (date fields, dialogs, pickers) in Norwegian bokmål on every screen.
  return (
    <I18nProvider locale="nb-NO">
      <AuthProvider>
        <AuthGate>
          <Layout>
            <AppRoutes />
          </Layout>
        </AuthGate>
      </AuthProvider>
    </I18nProvider>
  );
}
