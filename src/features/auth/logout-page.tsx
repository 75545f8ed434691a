import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { routePath } from '@ordbot/contract/routes.ts';
import { useAuth } from '../../app/auth.tsx';
import { TEXT } from '../../ui/text.ts';

/** docs/product.md, Routes: on entry clears the stored sign-in and goes home. */
export function LogoutPage() {
  const { signOut } = useAuth();
  const [, navigate] = useLocation();

  useEffect(() => {
    signOut();
    navigate(routePath('home'), { replace: true });
  }, [signOut, navigate]);

  return (
    <section className="page">
      <h1 className="visually-hidden">{TEXT.pages.logout}</h1>
    </section>
  );
}
