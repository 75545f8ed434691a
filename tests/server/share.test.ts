// Over 300 lines: GCG, board images, link previews and the export share one server and the
// demo set, which is slow to make.
/**
 * Sharing: GCG files of hand-made games and of the whole demo set read back by an
 * independent reader, board images (size, colours at a few squares, caching), link previews
 * (escaped), and the search export as CSV and zip.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BotGame, BotMove } from '@ordbot/contract/api-types.ts';
import { formatLayout, STANDARD_BOARD } from '@ordbot/engine/board.ts';
import { buildTimeline } from '@ordbot/engine/replay.ts';
import { tileSet } from '@ordbot/engine/tiles.ts';
import { generateDemoGames } from '../../server/demo/generate.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { COLOURS, IMAGE_SIZE, squareOrigin } from '../../server/share/board-image.ts';
import { makeGame } from './fixtures.ts';
import { unzip } from './zip.ts';
import { readGcg, type GcgEvent } from './gcg-reader.ts';
import {
  createTestUser,
  ingestInto,
  testDatabaseKinds,
  useTestServer,
  type TestUser,
} from './harness.ts';

const RANDOM_BOARD = STANDARD_BOARD.map((code) => (code === 1 ? 2 : code === 2 ? 1 : code));

function move(m: Partial<BotMove> & Pick<BotMove, 'moveNum' | 'moveType' | 'playerMove'>) {
  return { letters: '', points: 0, numTiles: 0, vertical: false, x: 0, y: 0, mainWord: '', ...m };
}

/** A blank, a play through a tile, a swap, a pass and a resign on a random board. */
const HAND: BotGame = {
  gameId: 7001,
  player: { id: 7101, name: 'Åse Ærlig-Øyen' },
  startTime: 1_700_000_000,
  language: 'NO_B',
  boardType: 'RANDOM',
  board: RANDOM_BOARD,
  finished: true,
  playerScore: 6,
  botScore: 5,
  moves: [
    move({ moveNum: 1, moveType: 'NORMAL', playerMove: true, letters: 'hEST', points: 6 }),
    move({ moveNum: 2, moveType: 'NORMAL', playerMove: false, letters: 'ÅR', points: 5 }),
    move({ moveNum: 3, moveType: 'SWAP', playerMove: true, numTiles: 3 }),
    move({ moveNum: 4, moveType: 'PASS', playerMove: false }),
    move({ moveNum: 5, moveType: 'RESIGN', playerMove: true }),
  ].map((m, i) =>
    i === 0
      ? { ...m, numTiles: 4, mainWord: 'HEST', x: 5, y: 7 }
      : i === 1
        ? { ...m, numTiles: 2, mainWord: 'HÅR', vertical: true, x: 5, y: 8 }
        : m,
  ),
  cheats: [],
};
const ONGOING = makeGame({ gameId: 7002, playerId: 7102, finished: false });
const EVIL_NAME = `<script>alert("x")</script> O'Hara`;
const EVIL = makeGame({ gameId: 7003, playerId: 7103, playerName: EVIL_NAME });
const CSV_NAME = 'Kari "Kisen"; Nordmann';
const QUOTED = makeGame({ gameId: 7004, playerId: 7104, playerName: CSV_NAME });
const FORMULA = makeGame({ gameId: 7005, playerId: 7105, playerName: '=1+1' });
const BROKEN = makeGame({ gameId: 7006, playerId: 7106, broken: true });
const TODAY = new Date('2026-11-20T12:00:00Z');
const tilesOf = (language: BotGame['language']) =>
  new Map(tileSet(language).map((t) => [t.letter, t.count]));

/** A turn written as a note (a pass or swap whose rack is unknown), as the reader's turn. */
function noteTurn(note: string): { kind: 'pass' | 'exchange'; nick: string; score: 0 }[] {
  const m = /^(\S+) (passed|swapped \d+ tiles), \+0 \d+; rack unknown$/.exec(note);
  if (!m) return [];
  return [{ kind: m[2] === 'passed' ? 'pass' : 'exchange', nick: m[1] as string, score: 0 }];
}
const DEMO = [...generateDemoGames({ seed: 7, games: 40, today: TODAY })];

function distWithShell(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-share-dist-'));
  fs.copyFileSync('index.html', path.join(dir, 'index.html'));
  return dir;
}

async function pixelsOf(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return {
    width: image.width,
    height: image.height,
    /** The colour at an offset inside a square. */
    at(index: number, dx: number, dy: number): string {
      const { x, y } = squareOrigin(index);
      const [r, g, b] = ctx.getImageData(x + dx, y + dy, 1, 1).data;
      return '#' + [r, g, b].map((v) => (v as number).toString(16).padStart(2, '0')).join('');
    },
  };
}

describe.each(testDatabaseKinds())('sharing on %s', (kind) => {
  const server = useTestServer(kind, { DIST_DIR: distWithShell() });
  let supervisor: TestUser;
  let player: TestUser;

  beforeAll(async () => {
    const results = await ingestGames(ingestInto(server), [
      HAND,
      ONGOING,
      EVIL,
      QUOTED,
      FORMULA,
      ...DEMO,
    ]);
    expect(results.filter((r) => r.hasBrokenMoves)).toEqual([]);
    expect((await ingestGames(ingestInto(server), [BROKEN]))[0]?.hasBrokenMoves).toBe(true);
    supervisor = await createTestUser(server, 'SUPERVISOR');
    player = await createTestUser(server, 'PLAYER', { playerId: 7101 });
  }, 60_000);

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.inject({ method: 'GET', url, headers });

  it('writes a GCG with blanks, a swap, a pass, a resign, a random board and æ/ø/å', async () => {
    const res = await get('/api/games/7001/gcg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ordbot-7001.gcg"');
    expect(res.body.split('\n')).toEqual([
      '#character-encoding UTF-8',
      '#player1 Åse_Ærlig-Øyen Åse Ærlig-Øyen',
      '#player2 Ordbot Ordbot',
      '#title Åse Ærlig-Øyen mot Ordbot, 14.11.2023',
      '#id ordbot 7001',
      '#lexicon cspell-dict-nb-no',
      '#note Wordfeud board, random layout (rows 1-15, t=TL d=DL T=TW D=DW *=start): ' +
        formatLayout(RANDOM_BOARD).split('\n').join('/'),
      '>Åse_Ærlig-Øyen: ?EST 8F hEST +6 6',
      '#note rack unknown',
      '>Ordbot: ÅR F8 .ÅR +5 5',
      '#note rack unknown',
      // No rack: GCG has no pass or swap line without one (docs/analysis.md, sharing).
      '#note Åse_Ærlig-Øyen swapped 3 tiles, +0 6; rack unknown',
      '#note Ordbot passed, +0 5; rack unknown',
      '#note Åse_Ærlig-Øyen resigned',
      '',
    ]);
    // UTF-8 on the wire: Å is two bytes.
    expect(res.rawPayload.includes(Buffer.from('Åse', 'utf8'))).toBe(true);
    const standard = await get('/api/games/7004/gcg');
    expect(standard.body).toContain('#note Wordfeud board, standard layout\n');
    expect(standard.body).toContain('#player1 Kari_"Kisen";_Nordmann Kari "Kisen"; Nordmann');
  });

  it('reads every demo game back move by move with the strict reader, score lines adding up', async () => {
    const finished = DEMO.filter((g) => g.finished);
    expect(finished.length).toBeGreaterThan(20);
    let resigns = 0;
    let endLines = 0;
    let noteTurns = 0;
    for (const game of finished) {
      const res = await get(`/api/games/${game.gameId}/gcg`);
      expect(res.statusCode).toBe(200);
      const read = readGcg(res.body, { tiles: tilesOf(game.language) });
      expect(read.errors, `game ${game.gameId}`).toEqual([]);
      expect(read.encoding).toBe('UTF-8');
      const playerNick = read.players.find((p) => p.name === game.player.name)?.nick;
      const botNick = read.players.find((p) => p.name === 'Ordbot')?.nick;
      expect(playerNick && botNick).toBeTruthy();
      const timeline = buildTimeline(game, game.moves);
      // A pass or swap of an unknown rack is a note line: '#note <nick> passed, +0 <total>; ...'.
      const turns = [
        ...read.gameNotes.flatMap(noteTurn),
        ...read.events.flatMap((e) => [e, ...e.notes.flatMap(noteTurn)]),
      ].filter((t) => t.kind !== 'end-points' && t.kind !== 'end-penalty');
      const played = timeline.moves.filter((m) => m.moveType !== 'RESIGN');
      expect(turns.length).toBe(played.length);
      played.forEach((m, i) => {
        const turn = turns[i];
        expect(turn?.nick).toBe(m.playerMove ? playerNick : botNick);
        expect(turn?.kind).toBe(
          { NORMAL: 'play', SWAP: 'exchange', PASS: 'pass', RESIGN: '' }[m.moveType],
        );
        expect(turn?.score).toBe(m.points);
        if ('board' in (turn as object)) {
          expect((turn as GcgEvent).board).toEqual(
            timeline.frames[timeline.moves.indexOf(m) + 1]?.board,
          );
        } else noteTurns++;
      });
      // An end adjustment without a known rack is a note too; its total is the final score.
      const adjusted = (nick: string) =>
        read.events
          .flatMap((e) => e.notes)
          .map((n) => new RegExp(`^${nick} [+-]\\d+ for the racks left, (\\d+);`).exec(n)?.[1])
          .filter(Boolean)
          .map(Number)
          .at(-1);
      expect(adjusted(playerNick as string) ?? read.totals.get(playerNick as string)).toBe(
        game.playerScore,
      );
      expect(adjusted(botNick as string) ?? read.totals.get(botNick as string)).toBe(game.botScore);
      resigns += read.events.flatMap((e) => e.notes).filter((n) => n.endsWith(' resigned')).length;
      endLines += read.events.length - read.events.filter((e) => !e.kind.startsWith('end')).length;
    }
    // The set has the endings and the unknown racks worth checking.
    expect(resigns + endLines).toBeGreaterThan(0);
    expect(endLines).toBeGreaterThan(0);
    expect(noteTurns).toBeGreaterThan(0);
  }, 60_000);

  it('answers 409 in Norwegian for an ongoing game and 404 for an unknown one', async () => {
    for (const url of ['/api/games/7002/gcg', '/api/games/7002/image.png']) {
      const res = await get(url);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/ikke ferdig/);
    }
    const broken = await get('/api/games/7006/gcg');
    expect(broken.statusCode).toBe(409);
    expect(broken.json().message).toMatch(/ødelagte trekk/);
    expect((await get('/api/games/999999/gcg')).statusCode).toBe(404);
    expect((await get('/api/games/999999/image.png')).statusCode).toBe(404);
    expect((await get('/api/games/abc/gcg')).statusCode).toBe(400);
    expect((await get('/api/games/7001/image.png?trekk=6')).statusCode).toBe(400);
    expect((await get('/api/games/7001/image.png?trekk=-1')).statusCode).toBe(400);
  });

  it('draws a 1200x1200 PNG in the product colours, the move’s tiles ringed', async () => {
    const res = await get('/api/games/7001/image.png?trekk=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    // Revalidated by ETag: a game sent again is a new picture (image-versions.test.ts).
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const image = await pixelsOf(res.rawPayload);
    expect([image.width, image.height]).toEqual([IMAGE_SIZE, IMAGE_SIZE]);
    // Move 2 placed (5,8) and (5,9): ringed. Move 1's tiles (row 7) are plain tiles.
    expect(image.at(8 * 15 + 5, 4, 36)).toBe(COLOURS.highlight);
    expect(image.at(9 * 15 + 5, 4, 36)).toBe(COLOURS.highlight);
    expect(image.at(7 * 15 + 6, 4, 36)).toBe(COLOURS.tileEdge);
    expect(image.at(7 * 15 + 6, 10, 10)).toBe(COLOURS.tile);
    // Empty squares of the random board: its DL/TL are swapped, TW stays, plain stays.
    expect(image.at(0, 8, 8)).toBe(COLOURS.squares[1]);
    expect(image.at(4, 8, 8)).toBe(COLOURS.squares[4]);
    expect(image.at(1, 36, 36)).toBe(COLOURS.squares[0]);
    // The empty board.
    const empty = await pixelsOf((await get('/api/games/7001/image.png?trekk=0')).rawPayload);
    expect(empty.at(7 * 15 + 6, 36, 36)).toBe(COLOURS.squares[0]);
    expect(empty.at(7 * 15 + 6, 10, 10)).toBe(COLOURS.squares[0]);
  });

  it('caches images: the same bytes, an ETag and 304 when it matches', async () => {
    const first = await get('/api/games/7004/image.png');
    const second = await get('/api/games/7004/image.png');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(second.headers.etag).toBe(etag);
    const again = await get('/api/games/7004/image.png', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The last move is the default.
    const last = await get(`/api/games/7004/image.png?trekk=${QUOTED.moves.length}`);
    expect(last.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('puts escaped Open Graph tags for the game and move into the game page', async () => {
    const res = await get('/playergame/7003?trekk=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain(
      '<meta property="og:image" content="http://ordbot.test/api/games/7003/image.png?trekk=2" />',
    );
    expect(html).toContain(
      '<meta property="og:title" content="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Hara mot Ordbot" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toMatch(/<meta property="og:description" content="[^"<>]*Trekk 2 av 4: Ordbot/);
    expect(html).not.toContain('<script>alert');
    // The app shell itself is unchanged.
    expect(html).toContain('<div id="root"></div>');
    // The last move by default; an ongoing game has no image; other pages no tags.
    expect((await get('/playergame/7003')).body).toContain('image.png?trekk=4"');
    const ongoing = (await get('/playergame/7002')).body;
    expect(ongoing).toContain('og:title');
    expect(ongoing).not.toContain('og:image');
    expect((await get('/playergame/99999')).body).not.toContain('og:title');
    expect((await get('/games')).body).not.toContain('og:title');
  });

  const search = { playerIds: [7101, 7102, 7103, 7104, 7105] };
  const withBroken = { playerIds: [...search.playerIds, 7106] };

  it('exports a search as CSV: BOM, semicolons, nb-NO dates, quoting', async () => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/games/export.csv',
      payload: { ...search, sort: { item: 'START_TIME', ascending: true } },
      token: supervisor.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.csv"/);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Spill-ID;Starttid;Spiller;Poeng spiller;Poeng bot;Avsluttet?;Språk;Type;Juks;Lenke',
    );
    expect(lines).toHaveLength(1 + 5 + 1);
    expect(lines[6]).toBe('');
    const byId = new Map(lines.slice(1, 6).map((line) => [line.split(';')[0], line]));
    expect(byId.get('7001')).toBe(
      '7001;14.11.2023, 23:13;Åse Ærlig-Øyen;6;5;Ja;Bokmål;tilfeldig;Nei;' +
        'http://ordbot.test/playergame/7001',
    );
    expect(byId.get('7004')).toContain(';"Kari ""Kisen""; Nordmann";');
    expect(byId.get('7005')).toContain(";'=1+1;");
    expect(byId.get('7002')).toContain(';Nei;Bokmål;normal;');
  });

  it('exports a search as a zip with one GCG per finished game', async () => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/games/export.zip',
      payload: withBroken,
      token: supervisor.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = await unzip(res.rawPayload);
    expect([...files.keys()].sort()).toEqual(
      ['innhold.txt', ...[7001, 7003, 7004, 7005, 7006].map((id) => `ordbot-${id}.gcg`)].sort(),
    );
    files.delete('innhold.txt');
    expect(files.get('ordbot-7001.gcg')).toBe((await get('/api/games/7001/gcg')).body);
    for (const text of files.values()) expect(readGcg(text).errors).toEqual([]);
    // A broken game's file says why it holds no moves.
    expect(files.get('ordbot-7006.gcg')).toContain('#note Spillet har ødelagte trekk');
  });

  it('refuses the export to players and bad searches', async () => {
    const asPlayer = await server.inject({
      method: 'POST',
      url: '/api/games/export.csv',
      payload: {},
      token: player.token,
    });
    expect(asPlayer.statusCode).toBe(403);
    const bad = await server.inject({
      method: 'POST',
      url: '/api/games/export.zip',
      payload: { playerIds: 'alle' },
      token: supervisor.token,
    });
    expect(bad.statusCode).toBe(400);
  });
});
