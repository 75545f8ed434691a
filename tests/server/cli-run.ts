/** Runs `npm run cli` in the test process on a test server's database; collects its output. */
import { commandLog, type CliContext, type CliIo } from '../../server/cli/commands-common.ts';
import { runCli } from '../../server/cli/main.ts';
import type { Mailer } from '../../server/auth/mail.ts';
import { closeServices, wireServices } from '../../server/wiring.ts';
import type { TestServer } from './harness.ts';

/**
 * A command's context on a test server's database, with services of its own (wireServices), as
 * a command in another process has them; `closed` is told when the command lets go of it.
 */
export function commandContext(
  server: TestServer,
  io: CliIo,
  {
    mailer = { send: async () => {} },
    closed = () => {},
  }: { mailer?: Mailer; closed?: () => void } = {},
): CliContext {
  const services = wireServices(server.db, commandLog(io));
  return {
    config: server.config,
    db: server.db,
    mailer,
    ...services,
    close: async () => {
      await closeServices(services);
      closed();
    },
  };
}

export async function runCommand(server: TestServer | null, argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  let closed = 0;
  const code = await runCli(argv, {
    io: { stdout: (t) => out.push(t), stderr: (t) => err.push(t) },
    open: async (io) => {
      if (!server) throw new Error('this command should not open the database');
      const mailer = {
        send: async (m: Parameters<Mailer['send']>[0]) => void server.mails.push(m),
      };
      return commandContext(server, io, { mailer, closed: () => closed++ });
    },
  });
  return { code, out: out.join('\n'), err: err.join('\n'), closed };
}
