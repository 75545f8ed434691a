import type { ReactNode } from 'react';
import { AppRoutes } from './app-routes.tsx';
import { AuthProvider, useAuth } from './auth.tsx';
import { Layout } from './layout.tsx';
import { TEXT } from '../ui/text.ts';

/** Spec 2.1: the app appears once the stored sign-in has been checked. */
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
  return (
    <AuthProvider>
      <AuthGate>
        <Layout>
          <AppRoutes />
        </Layout>
      </AuthGate>
    </AuthProvider>
  );
}
