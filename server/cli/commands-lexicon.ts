/**
 * npm run cli -- lexicon-gaps [--language L] [--min-plays N] [--words]: the words played in
 * stored games (main and cross words, both sides) that the game's word list lacks, most played
 * first (docs/word-lists.md "Words the list lacks"). Wordfeud accepted every one of them, so
 * each is evidence for the list; an operator adds them through a list of their own
 * (WORDLIST_NO_B). --words prints only the words, lower case, one per line, for such a file.
 */
import { sql } from 'drizzle-orm';
import { readPlayed } from '@ordbot/engine/analysis/analyse.ts';
import type { AnalysisMove } from '@ordbot/engine/analysis/types.ts';
import { LANGUAGES, type Language } from '@ordbot/contract/enums.ts';
import { buildTimeline, type ReplayFrame } from '@ordbot/engine/replay.ts';
import { queryRows, type Db } from '../db/database.ts';
import { getLexicon, lexiconName } from '../lexicon/files.ts';
import { defineCommand, parseOptions, positiveInt, UsageError } from './commands-common.ts';
import { pgArray } from '../db/array-literal.ts';

/** Games read per query: a bounded batch, so a large database is walked in steps. */
const BATCH = 500;

export interface LexiconGap {
  language: Language;
  /** Upper case, as played (a blank's letter counts as its letter). */
  word: string;
  plays: number;
  games: number;
  /** The newest game (highest id) that played it. */
  lastGameId: number;
}

interface GameRow {
  id: number;
  language: string;
  codes: string;
  /** In the analysis's move shape, straight from the query. */
  moves: AnalysisMove[] | null;
}

/** The words of one game's NORMAL moves that the list lacks (broken moves have none). */
function gameGaps(row: GameRow, language: Language): string[] {
  const lexicon = getLexicon(language);
  const context = { language, layout: [...row.codes].map(Number) };
  const missing: string[] = [];
  const timeline = buildTimeline({ finished: false, playerScore: 0, botScore: 0 }, row.moves ?? []);
  timeline.moves.forEach((move, k) => {
    // frames[k] is the board before the k-th move, frames[k + 1] the move itself.
    if (move.moveType !== 'NORMAL' || timeline.frames[k + 1]?.broken !== false) return;
    const board = (timeline.frames[k] as ReplayFrame).board;
    for (const w of readPlayed(lexicon, board, move as AnalysisMove, context).words) {
      if (!w.valid) missing.push(w.word.toUpperCase());
    }
  });
  return missing;
}

/** Every gap of the stored games, most played first, then by word. */
export async function lexiconGaps(
  db: Db,
  languages: readonly Language[] = LANGUAGES,
): Promise<LexiconGap[]> {
  const gaps = new Map<string, LexiconGap & { seenIn: number }>();
  let afterId = 0;
  for (;;) {
    const rows = await queryRows<GameRow>(
      db,
      sql`select g.id, g.language, l.codes,
          (select json_agg(json_build_object('moveNum', m.move_num, 'moveType', m.move_type,
              'playerMove', m.player_move, 'letters', m.letters, 'points', m.points,
              'numTiles', m.num_tiles, 'mainWord', m.main_word, 'vertical', m.vertical,
              'x', m.x, 'y', m.y, 'rack', null) order by m.move_num)
            from moves m where m.game_id = g.id) as moves
        from games g join board_layouts l on l.id = g.layout_id
        where g.id > ${afterId} and g.language = any(${pgArray(languages)}::text[])
        order by g.id limit ${BATCH}`,
    );
    for (const row of rows) {
      const gameId = Number(row.id);
      const language = row.language as Language;
      for (const word of gameGaps(row, language)) {
        const key = `${language} ${word}`;
        let gap = gaps.get(key);
        if (!gap) {
          gap = { language, word, plays: 0, games: 0, lastGameId: gameId, seenIn: 0 };
          gaps.set(key, gap);
        }
        gap.plays++;
        if (gap.seenIn !== gameId) gap.games++;
        gap.seenIn = gameId;
        gap.lastGameId = gameId;
      }
    }
    if (rows.length < BATCH) break;
    afterId = Number((rows.at(-1) as GameRow).id);
  }
  return [...gaps.values()]
    .map(({ seenIn: _, ...gap }) => gap)
    .sort(
      (a, b) =>
        a.language.localeCompare(b.language) ||
        b.plays - a.plays ||
        (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
    );
}

function parseLanguage(value: string | undefined): Language[] {
  if (value === undefined) return [...LANGUAGES];
  const language = LANGUAGES.find((l) => l === value);
  if (!language) throw new UsageError(`--language must be one of ${LANGUAGES.join(', ')}`);
  return [language];
}

interface GapArgs {
  languages: Language[];
  minPlays: number;
  words: boolean;
}

export const lexiconGapsCommand = defineCommand<GapArgs>({
  usage: '[--language NO_B] [--min-plays N] [--words]',
  summary:
    'List the words played in stored games that the word list lacks, most played first; ' +
    '--words prints only the words, for a word file of your own (WORDLIST_NO_B).',
  parse(argv) {
    const options = parseOptions(argv, {
      language: { type: 'string' },
      'min-plays': { type: 'string' },
      words: { type: 'boolean' },
    });
    const minPlays = options['min-plays'];
    return {
      languages: parseLanguage(options.language),
      minPlays: minPlays === undefined ? 1 : positiveInt(minPlays, '--min-plays'),
      words: options.words ?? false,
    };
  },
  async run(args, { io, open }) {
    const { db } = await open();
    const gaps = (await lexiconGaps(db, args.languages)).filter((g) => g.plays >= args.minPlays);
    if (args.words) {
      for (const gap of gaps) io.stdout(gap.word.toLowerCase());
      return 0;
    }
    for (const language of args.languages) {
      const own = gaps.filter((g) => g.language === language);
      if (own.length === 0) continue;
      io.stdout(
        `${language} (${lexiconName(language)}): ${own.length} ${own.length === 1 ? 'word' : 'words'} not in the list`,
      );
      const width = Math.max(...own.map((g) => g.word.length));
      for (const g of own) {
        const plays = `${g.plays} ${g.plays === 1 ? 'play' : 'plays'}`;
        const games = `${g.games} ${g.games === 1 ? 'game' : 'games'}`;
        io.stdout(`  ${g.word.padEnd(width)}  ${plays} in ${games}, last in game ${g.lastGameId}`);
      }
    }
    if (gaps.length === 0) io.stdout('Every word played in the stored games is in its list.');
    return 0;
  },
});
