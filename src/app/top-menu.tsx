import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { activeMenuPath, menuFor, routePath, type MenuEntry } from '@ordbot/contract/routes.ts';
import { useAuth } from './auth.tsx';
import { InstallButton } from './install-button.tsx';
import { TEXT } from '../ui/text.ts';

/** An entry's label; a route without one of its own shows its name. */
function menuLabel(entry: MenuEntry): string {
  const labels: Partial<Record<string, string>> = TEXT.menu.entries;
  return labels[entry.label ?? entry.route] ?? entry.route;
}

function MenuLinks({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate?: () => void }) {
  const [pathname] = useLocation();
  const active = activeMenuPath(
    entries.map((entry) => entry.path),
    pathname,
  );
  return (
    <ul className="menu-list">
      {entries.map((entry) => (
        <li key={entry.path}>
          <Link
            href={entry.path}
            className="menu-link"
            aria-current={entry.path === active ? 'page' : undefined}
            onClick={onNavigate}
          >
            {menuLabel(entry)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/** Keeps Tab inside the open panel: the page behind it is covered by the overlay. */
function trapFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

interface MobilePanelProps {
  entries: MenuEntry[];
  onClose: () => void;
  onNavigate: () => void;
}

function MobilePanel({ entries, onClose, onNavigate }: MobilePanelProps) {
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  return (
    <>
      <div className="menu-overlay" data-testid="menu-overlay" onClick={onClose} />
      <div
        id="menu-panel"
        className="menu-panel"
        role="dialog"
        aria-modal="true"
        aria-label={TEXT.menu.panelLabel}
        onKeyDown={trapFocus}
      >
        <button
          ref={closeButton}
          type="button"
          className="icon-button menu-panel__close"
          aria-label={TEXT.menu.close}
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        <nav aria-label={TEXT.menu.label}>
          <MenuLinks entries={entries} onNavigate={onNavigate} />
        </nav>
      </div>
    </>
  );
}

/** docs/product.md, Top menu: desktop bar above 768 px, hamburger and panel at and below (CSS decides). */
export function TopMenu() {
  const { signedIn, roles, playerId } = useAuth();
  const [pathname] = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const entries = menuFor(signedIn, roles, playerId);
  // The panel belongs to the path it was opened on, so any navigation closes it.
  const open = openAt === pathname;

  const close = useCallback(() => {
    setOpenAt(null);
    toggle.current?.focus();
  }, []);
  // A link to the current path changes nothing, so links close the panel themselves.
  const closeOnNavigate = useCallback(() => setOpenAt(null), []);

  return (
    <>
      <Link href={routePath('home')} className="brand">
        {TEXT.app.name}
      </Link>
      <nav className="menu-bar" aria-label={TEXT.menu.label}>
        <MenuLinks entries={entries} />
      </nav>
      <InstallButton />
      <button
        ref={toggle}
        type="button"
        className="icon-button menu-toggle"
        aria-label={TEXT.menu.open}
        aria-expanded={open}
        aria-controls={open ? 'menu-panel' : undefined}
        onClick={() => setOpenAt(pathname)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      {open && <MobilePanel entries={entries} onClose={close} onNavigate={closeOnNavigate} />}
    </>
  );
}
