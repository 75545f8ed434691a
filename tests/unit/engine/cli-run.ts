import { runCli, type CliIo } from '../../../server/cli/engine.ts';

/**
 * Runs the engine CLI on a line of arguments with files from `files` (a missing one fails as
 * the file system would) and the given lexicon loader; returns the exit code and the output.
 */
export function runEngineCli(
  files: Readonly<Record<string, string>>,
  args: string,
  loadLexicon: CliIo['loadLexicon'],
): { code: number; stdout: string; stderr: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(args.split(' ').filter(Boolean), {
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    readFile: (path) => {
      const text = files[path];
      if (text === undefined) throw new Error('ENOENT: no such file');
      return text;
    },
    loadLexicon,
  });
  if (typeof code !== 'number') throw new Error('This command plays games: await runCli instead');
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}
