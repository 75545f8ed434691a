/**
 * Demo accounts, one of every role and status, with fixed e-mails and passwords that the README
 * lists and the end-to-end tests sign in with. Linked players are the most active demo players.
 */
import type { AccountStatus, Role } from '@ordbot/contract/enums.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/database.ts';
import { players, users } from '../db/schema.ts';

export interface DemoAccount {
  email: string;
  /** Null: the account has no password yet (an invitation not taken up). */
  password: string | null;
  mainRole: Role;
  status: AccountStatus;
  /** Index into the demo players by activity (0 = most games); null for no linked player. */
  playerRank: number | null;
  /** What the account shows, for the README and the start-up log. */
  note: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@ordbot.no',
    password: 'ordbot-admin',
    mainRole: 'ADMIN',
    status: 'ACTIVE',
    playerRank: 1,
    note: 'administrator, linked to a player',
  },
  {
    email: 'supervisor@ordbot.no',
    password: 'ordbot-supervisor',
    mainRole: 'SUPERVISOR',
    status: 'ACTIVE',
    playerRank: null,
    note: 'sees every player and game',
  },
  {
    email: 'spiller@ordbot.no',
    password: 'ordbot-spiller',
    mainRole: 'PLAYER',
    status: 'ACTIVE',
    playerRank: 0,
    note: 'the most active demo player; sees only own games',
  },
  {
    email: 'bruker@ordbot.no',
    password: 'ordbot-bruker',
    mainRole: 'USER',
    status: 'ACTIVE',
    playerRank: null,
    note: 'signed in, no player: finds no games',
  },
  {
    email: 'inaktiv@ordbot.no',
    password: 'ordbot-inaktiv',
    mainRole: 'PLAYER',
    status: 'INACTIVE',
    playerRank: 2,
    note: 'deactivated: cannot sign in',
  },
  {
    email: 'ny@ordbot.no',
    password: null,
    mainRole: 'PLAYER',
    status: 'NOT_VERIFIED',
    playerRank: 3,
    note: 'invited, no password yet',
  },
];

export interface CreatedDemoAccount extends DemoAccount {
  playerId: number | null;
  /** False when an account with that e-mail was there already (it is left as it was). */
  created: boolean;
}

/**
 * Inserts the demo accounts; an e-mail that exists already (say ADMIN_EMAIL) is left alone.
 * @param playerIds demo player ids, most active first
 */
export async function createDemoAccounts(
  db: Db,
  playerIds: readonly number[],
): Promise<CreatedDemoAccount[]> {
  const created: CreatedDemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const playerId =
      account.playerRank === null ? null : (playerIds[account.playerRank] ?? playerIds[0] ?? null);
    const rows = await db
      .insert(users)
      .values({
        email: account.email,
        passwordHash: account.password === null ? null : await hashPassword(account.password),
        playerId,
        mainRole: account.mainRole,
        status: account.status,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    created.push({ ...account, playerId, created: rows.length > 0 });
  }
  return created;
}

/**
 * The players the accounts link to, stored ahead of their games (the ingest keeps them), so the
 * accounts can be made before any game is loaded.
 */
export async function ensureDemoPlayers(
  db: Db,
  linked: readonly { id: number; name: string }[],
): Promise<void> {
  if (linked.length === 0) return;
  await db
    .insert(players)
    .values(linked.map((p) => ({ id: p.id, name: p.name })))
    .onConflictDoNothing();
}

/** The accounts as lines for the start-up log. */
export function describeDemoAccounts(accounts: readonly CreatedDemoAccount[]): string {
  const lines = accounts.map((a) => {
    const login = a.password === null ? '(no password)' : `/ ${a.password}`;
    const player = a.playerId === null ? '' : `, player ${a.playerId}`;
    return `  ${a.email} ${login}  ${a.mainRole} ${a.status}${player}: ${a.note}`;
  });
  return `Demo accounts:\n${lines.join('\n')}`;
}
