/**
 * A signed-in user whose account has no player sees no games (the server narrows them to their
 * own player): the games screens and a player's page say so, and how to link the account, with
 * the chat command 'web' that the home page describes (docs/product.md, What Ordbot is).
 */
import { Link } from 'wouter';
import { routePath } from '@ordbot/contract/routes.ts';
import type { Role } from '@ordbot/contract/enums.ts';
import { TEXT } from './text.ts';

const T = TEXT.notLinked;

/**
 * Whether the signed-in user sees only their own player and has none (the server's
 * restrictedPlayerId: a SUPERVISOR sees every player).
 */
export function isNotLinked(auth: {
  signedIn: boolean;
  playerId: number | null;
  hasRole(role: Role): boolean;
}): boolean {
  return auth.signedIn && auth.playerId === null && !auth.hasRole('SUPERVISOR');
}

/** How to link the account: the 'web' command in a game's chat. */
export function NotLinkedNote() {
  return (
    <div className="not-linked" role="note">
      <p>{T.body}</p>
      <p>
        {T.howBefore}
        <code>{T.command}</code>
        {T.howMiddle}
        <code>{T.example}</code>
        {T.howAfter}
      </p>
      <p>
        <Link href={routePath('home')}>{T.home}</Link>
      </p>
    </div>
  );
}

/**
 * A screen of games for a user with no player: the screen's heading, if it has one, over the
 * note's ('Kontoen er ikke koblet til en spiller').
 */
export function NotLinkedPage({ heading }: { heading?: string }) {
  return (
    <section className="page message-page">
      {heading ? (
        <>
          <h1>{heading}</h1>
          <h2>{T.heading}</h2>
        </>
      ) : (
        <h1>{T.heading}</h1>
      )}
      <NotLinkedNote />
    </section>
  );
}
