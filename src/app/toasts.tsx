import { useLayoutEffect, useRef } from 'react';
import { toast, Toaster } from 'react-hot-toast';
import { useLocation } from 'wouter';
import { TOAST_COLLAPSE, TOAST_DURATION, TOAST_POSITION } from '@ordbot/contract/constants.ts';

/** docs/product.md, Notifications: toasts top-right, 5000 ms, 300 ms collapse, cleared when the path changes. */
export function Toasts() {
  const [pathname] = useLocation();
  const previous = useRef(pathname);

  // A layout effect runs before the new page's own effects, so a toast the page raises on
  // arrival survives; a query-only change (the replay's ?trekk=N) keeps the toasts.
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    toast.remove();
  }, [pathname]);

  return (
    <Toaster
      position={TOAST_POSITION}
      // Top-right but under the sticky header, so a toast never covers the menu button.
      containerClassName="toasts"
      toastOptions={{
        duration: TOAST_DURATION,
        removeDelay: TOAST_COLLAPSE,
        className: 'toast',
      }}
    />
  );
}
