// @vitest-environment node
/**
 * The commands in tables/<LANG>.json remake that language's shipped tables from nothing: the
 * self-play runs and the iterations' tables they read are not in the repository (tables/runs/
 * and tables/iterations/ are ignored), so every file a command reads is made by a command
 * before it, each run has a seed of its own, the last commands write the shipped files, and the
 * note's game counts are those of the runs the tables were fitted on.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@ordbot/contract/enums.ts';
import { shippedTablePaths, type TablesNote } from '../../node/strategy/shipped.ts';

interface Command {
  name: string;
  options: Map<string, string>;
  note: string;
}

/** 'npm run engine -- selfplay --lang X ... --out Y   (a note)' as its name, options and note. */
function parse(line: string): Command {
  const [command = '', note = ''] = line.split(/ {3}/);
  const words = command.replace(/^npm run engine -- /, '').split(' ');
  const options = new Map<string, string>();
  for (let i = 1; i < words.length; i += 2) options.set(words[i] as string, words[i + 1] as string);
  return { name: words[0] as string, options, note };
}

const INPUTS = ['--runs', '--holdout', '--table', '--table-b'];

const languages = LANGUAGES.filter((language) => fs.existsSync(shippedTablePaths(language).note));

describe('the commands that remake the shipped tables', () => {
  it('covers every language with tables', () => {
    expect([...languages].sort()).toEqual(['ENG_INT', 'ENG_US', 'NO_B', 'NO_NY']);
  });

  it.each(languages)(
    '%s: each input made before it, seeds apart, the shipped files last',
    (language) => {
      const files = shippedTablePaths(language);
      const note = JSON.parse(fs.readFileSync(files.note, 'utf8')) as TablesNote;
      const commands = [...note.leaves.commands, ...note.win.commands].map(parse);
      const made = new Map<string, Command>();
      const seeds = new Set<string>();
      for (const command of commands) {
        expect(command.options.get('--lang'), command.name).toBe(language);
        for (const flag of INPUTS) {
          for (const input of command.options.get(flag)?.split(',') ?? []) {
            expect(made.has(input), `${command.name} ${flag} ${input}`).toBe(true);
          }
        }
        if (command.name === 'selfplay') {
          const seed = command.options.get('--seed') as string;
          expect(seeds.has(seed), `seed ${seed}`).toBe(false);
          seeds.add(seed);
          expect(Number(command.options.get('--games'))).toBeGreaterThan(0);
        }
        const out = command.options.get('--out');
        if (out) made.set(out, command);
      }

      // The leave table: the leavegen that says it is shipped, fitted on the note's game count.
      const shipped = commands.find((c) =>
        c.note.includes(`shipped as tables/${language}.leaves.bin`),
      );
      expect(shipped?.name).toBe('leavegen');
      const leaveRuns = (shipped?.options.get('--runs') ?? '').split(',');
      const leaveGames = leaveRuns.reduce(
        (sum, run) => sum + Number(made.get(run)?.options.get('--games')),
        0,
      );
      expect(leaveGames).toBe(note.leaves.games);

      // The win model: the last command writes the shipped file, from the note's game count.
      const winfit = commands.at(-1) as Command;
      expect(winfit.name).toBe('winfit');
      expect(winfit.options.get('--out')).toBe(`tables/${language}.win.json`);
      const winRun = made.get(winfit.options.get('--runs') as string);
      expect(Number(winRun?.options.get('--games'))).toBe(note.win.games);
    },
  );
});
