import { runCli, type CliIo } from '../../cli/engine.ts';

/**
 * Runs the engine CLI on a line of arguments with files from `files` (a missing one fails as
 * the file system would) and the given lexicon loader; returns the exit code and the output.
 */
export function runEngineCli(
  files: Readonly<Record<string, string>>,
  args: string,
  loadLexicon: CliIo['loadLexicon'],
): CliResult {
  const { code, output } = start(files, args, loadLexicon);
  if (typeof code !== 'number') {
    throw new Error('This command plays games: use runEngineCliAsync instead');
  }
  return output(code);
}

/** runEngineCli for every command, those that play games on worker threads too. */
export async function runEngineCliAsync(
  files: Readonly<Record<string, string>>,
  args: string,
  loadLexicon: CliIo['loadLexicon'],
): Promise<CliResult> {
  const { code, output } = start(files, args, loadLexicon);
  return output(await code);
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function start(
  files: Readonly<Record<string, string>>,
  args: string,
  loadLexicon: CliIo['loadLexicon'],
) {
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
  const output = (exit: number): CliResult => ({
    code: exit,
    stdout: out.join('\n'),
    stderr: err.join('\n'),
  });
  return { code, output };
}
