/**
 * Link previews of /playergame/{id}: a game link without ?trekk shows the result, a link to a
 * move shows that move, names with `$` replacement patterns land in the tags as written, and an
 * unknown game answers 404 with the app shell (its not-found page).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ingestGames } from '../../server/games/ingest.ts';
import { escapeHtml } from '../../server/share/previews.ts';
import { makeGame } from './fixtures.ts';
import { ingestInto, testDatabaseKinds, useTestServer } from './harness.ts';

function distWithShell(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-previews-dist-'));
  fs.copyFileSync('index.html', path.join(dir, 'index.html'));
  return dir;
}

/** Every replacement pattern String.replace knows, in a player name. */
const DOLLAR_NAMES = ['Ola $` y', 'Kari $$ x', 'Per $& z', "Liv $' w", 'Ane $1 v', 'Siv $<name> u'];

const WON = makeGame({ gameId: 8001, playerId: 8101, playerName: 'Åse', finished: true });
Object.assign(WON, { playerScore: 412, botScore: 389 });
const LOST = makeGame({ gameId: 8002, playerId: 8102, playerName: 'Bjørn', finished: true });
Object.assign(LOST, { playerScore: 301, botScore: 455 });
const DRAW = makeGame({ gameId: 8003, playerId: 8103, playerName: 'Cato', finished: true });
Object.assign(DRAW, { playerScore: 350, botScore: 350 });
const ONGOING = makeGame({ gameId: 8004, playerId: 8104, playerName: 'Dina', finished: false });
Object.assign(ONGOING, { playerScore: 40, botScore: 30 });
const DOLLARS = DOLLAR_NAMES.map((name, i) =>
  makeGame({ gameId: 8100 + i, playerId: 8200 + i, playerName: name, finished: true }),
);

/** The content of a meta tag, unescaped; null when the tag is not there. */
function meta(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html);
  if (!match) return null;
  return (match[1] as string)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

describe.each(testDatabaseKinds())('link previews on %s', (kind) => {
  const server = useTestServer(kind, { DIST_DIR: distWithShell() });
  const shell = fs.readFileSync('index.html', 'utf8');

  beforeAll(async () => {
    await ingestGames(ingestInto(server), [WON, LOST, DRAW, ONGOING, ...DOLLARS]);
  }, 60_000);

  const page = (url: string) => server.inject({ method: 'GET', url });

  it('shows the result of a finished game when the link names no move', async () => {
    const won = (await page('/playergame/8001')).body;
    expect(meta(won, 'og:title')).toBe('Åse vant 412-389 mot Ordbot');
    expect(meta(won, 'twitter:title')).toBe('Åse vant 412-389 mot Ordbot');
    expect(meta(won, 'og:description')).not.toMatch(/Trekk \d+ av/);
    expect(meta(won, 'og:url')).toBe('http://ordbot.test/playergame/8001');
    expect(meta(won, 'og:image')).toBe(
      `http://ordbot.test/api/games/8001/image.png?trekk=${WON.moves.length}`,
    );
    expect(meta((await page('/playergame/8002')).body, 'og:title')).toBe(
      'Ordbot vant 455-301 mot Bjørn',
    );
    expect(meta((await page('/playergame/8003')).body, 'og:title')).toBe(
      'Cato og Ordbot spilte uavgjort 350-350',
    );
  });

  it('shows the score so far of an ongoing game, and a named move as before', async () => {
    const ongoing = (await page('/playergame/8004')).body;
    expect(meta(ongoing, 'og:title')).toBe('Dina mot Ordbot (pågående)');
    expect(meta(ongoing, 'og:description')).toBe(
      `Dina 40-30 Ordbot etter ${ONGOING.moves.length} trekk.`,
    );
    expect(meta(ongoing, 'og:image')).toBeNull();
    const move = (await page('/playergame/8001?trekk=2')).body;
    expect(meta(move, 'og:title')).toBe('Åse mot Ordbot');
    expect(meta(move, 'og:description')).toMatch(/^Åse \d+ – \d+ Ordbot\. Trekk 2 av \d+: Ordbot/);
    expect(meta(move, 'og:url')).toBe('http://ordbot.test/playergame/8001?trekk=2');
  });

  it('puts names with every $ replacement pattern into the tags as written', async () => {
    for (const [i, name] of DOLLAR_NAMES.entries()) {
      const res = await page(`/playergame/${8100 + i}`);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(meta(html, 'og:title')).toContain(name);
      // One head, the shell around the tags unchanged.
      expect(html.split('<head>')).toHaveLength(2);
      expect(html.split('</head>')).toHaveLength(2);
      const [before, after] = shell.split('</head>') as [string, string];
      expect(html.startsWith(before)).toBe(true);
      expect(html.endsWith(`</head>${after}`)).toBe(true);
      expect(html).toContain(`content="${escapeHtml(name)}`);
      const withMove = (await page(`/playergame/${8100 + i}?trekk=1`)).body;
      expect(meta(withMove, 'og:title')).toBe(`${name} mot Ordbot`);
      expect(meta(withMove, 'og:description')).toContain(`Trekk 1 av`);
      expect(meta(withMove, 'og:description')).toContain(`${name}: `);
    }
  });

  it('answers an unknown game with 404 and the app shell, without preview tags', async () => {
    const res = await page('/playergame/99999');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(shell);
    expect((await page('/playergame/99999?trekk=3')).statusCode).toBe(404);
    // Other pages are the plain shell, 200.
    const games = await page('/games');
    expect(games.statusCode).toBe(200);
    expect(games.body).not.toContain('og:title');
  });
});
