/**
 * A screen whose chunk cannot be fetched (offline, before the service worker kept it) shows a
 * message in place of the screen instead of taking the whole app down: the header, the menu and
 * the app's own work (a sign-out sent when back online, answers queued offline) go on. Back
 * online, or on 'Last inn på nytt', the page loads again: a failed dynamic import stays failed
 * until the document is loaded anew.
 */
import { Component, type ReactNode } from 'react';
import { TEXT } from '../ui/text.ts';

interface State {
  failed: boolean;
}

export class PageLoadBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  private readonly reload = () => location.reload();

  override componentDidCatch(error: unknown) {
    console.error(error);
    window.addEventListener('online', this.reload, { once: true });
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.reload);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return (
      <section className="page message-page" role="alert">
        <p>{offline ? TEXT.app.pageOffline : TEXT.app.pageFailed}</p>
        <button type="button" onClick={this.reload}>
          {TEXT.app.pageReload}
        </button>
      </section>
    );
  }
}
