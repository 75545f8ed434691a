/** Runs `npm run cli` in the test process on a test server's database; collects its output. */
import { runCli } from '../../server/cli/main.ts';
import type { TestServer } from './harness.ts';

export async function runCommand(server: TestServer | null, argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  let closed = 0;
  const code = await runCli(argv, {
    io: { stdout: (t) => out.push(t), stderr: (t) => err.push(t) },
    open: async () => {
      if (!server) throw new Error('this command should not open the database');
      return {
        config: server.config,
        db: server.db,
        mailer: { send: async (m) => void server.mails.push(m) },
        close: async () => void closed++,
      };
    },
  });
  return { code, out: out.join('\n'), err: err.join('\n'), closed };
}
