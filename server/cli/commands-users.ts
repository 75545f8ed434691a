/** Commands for accounts: create-user, and invite (the same path as the bot's 'web' request). */
import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  isOneOf,
  ROLES,
  type AccountStatus,
  type Role,
} from '@ordbot/contract/enums.ts';
import { eq } from 'drizzle-orm';
import { hashPassword, passwordProblem } from '../auth/passwords.ts';
import { players, users } from '../db/schema.ts';
import { findUserByEmail, requestWebAccess } from '../auth/invitations.ts';
import { email as emailSchema } from '@ordbot/contract/api-schemas.ts';
import {
  defineCommand,
  parseOptions,
  positiveInt,
  required,
  UsageError,
} from './commands-common.ts';

function checkedEmail(value: string | undefined): string {
  const parsed = z.string().pipe(emailSchema).safeParse(required(value, '--email'));
  if (!parsed.success) {
    throw new UsageError(`Bad --email '${value}': ${parsed.error.issues[0]?.message ?? ''}`);
  }
  return parsed.data;
}

interface CreateUserArgs {
  email: string;
  password: string;
  role: Role;
  playerId: number | null;
  status: AccountStatus;
}

export const createUserCommand = defineCommand<CreateUserArgs>({
  usage: `--email E --password P --role ${ROLES.join('|')} [--player ID] [--status ${ACCOUNT_STATUSES.join('|')}]`,
  summary: 'Create a user with a password (status ACTIVE unless --status says otherwise).',
  parse(argv) {
    const values = parseOptions(argv, {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      player: { type: 'string' },
      status: { type: 'string' },
    });
    const password = required(values.password, '--password');
    const problem = passwordProblem(password);
    if (problem) throw new UsageError(`Bad --password: ${problem}`);
    const role = required(values.role, '--role');
    if (!isOneOf(ROLES, role)) throw new UsageError(`Unknown --role '${role}'`);
    const status = values.status ?? 'ACTIVE';
    if (!isOneOf(ACCOUNT_STATUSES, status)) throw new UsageError(`Unknown --status '${status}'`);
    return {
      email: checkedEmail(values.email),
      password,
      role,
      playerId: values.player === undefined ? null : positiveInt(values.player, '--player'),
      status,
    };
  },
  async run(args, { io, open }) {
    const ctx = await open();
    const existing = await findUserByEmail(ctx.db, args.email);
    if (existing) {
      io.stderr(`A user with the e-mail ${existing.email} exists already (id ${existing.id}).`);
      return 1;
    }
    if (args.playerId !== null) {
      const found = await ctx.db.select().from(players).where(eq(players.id, args.playerId));
      if (found.length === 0) {
        io.stderr(
          `No player ${args.playerId}: players come from the bot's games, or use 'invite' with --player-name.`,
        );
        return 1;
      }
    }
    const [row] = await ctx.db
      .insert(users)
      .values({
        email: args.email,
        passwordHash: await hashPassword(args.password),
        playerId: args.playerId,
        mainRole: args.role,
        status: args.status,
      })
      .returning({ id: users.id });
    const player = args.playerId === null ? 'no player' : `player ${args.playerId}`;
    io.stdout(`Created user ${row?.id}: ${args.email}, ${args.role}, ${args.status}, ${player}`);
    return 0;
  },
});

interface InviteArgs {
  playerId: number;
  playerName: string;
  email: string;
}

export const inviteCommand = defineCommand<InviteArgs>({
  usage: '--player-id ID --player-name NAME --email E',
  summary:
    "Mail a registration link (or a password reset for a known e-mail), as the bot's 'web <e-mail>'.",
  parse(argv) {
    const values = parseOptions(argv, {
      'player-id': { type: 'string' },
      'player-name': { type: 'string' },
      email: { type: 'string' },
    });
    const playerName = required(values['player-name'], '--player-name').trim();
    if (playerName.length > 100)
      throw new UsageError('--player-name is longer than 100 characters');
    return {
      playerId: positiveInt(required(values['player-id'], '--player-id'), '--player-id'),
      playerName,
      email: checkedEmail(values.email),
    };
  },
  async run(args, { io, open }) {
    const ctx = await open();
    const result = await requestWebAccess(ctx, args);
    if (result.kind === 'limited') {
      io.stderr(`No mail sent: ${args.email} or player ${args.playerId} reached today's limit.`);
      return 1;
    }
    if (result.kind === 'inactive') {
      io.stdout(
        `User ${result.userId} is INACTIVE: no link made; a notice was mailed to ${args.email}.`,
      );
    } else {
      const what = result.kind === 'invite' ? 'Registration' : 'Password reset';
      io.stdout(`${what} link for ${args.email} (user ${result.userId}) mailed: ${result.link}`);
    }
    return 0;
  },
});
