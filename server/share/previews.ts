/**
 * Link previews (docs/analysis.md, sharing): the app shell of the replay page with Open Graph
 * and Twitter card tags, so a shared link shows the game in chat apps: its result (or the score
 * so far) when the link names no move, the move and its board when it does (?trekk=N). Anyone
 * may see them, as anyone may open the replay and its gamemoves; the image is there for
 * finished games only (an ongoing game has none). Player names come from the chat: every value
 * is escaped, and inserted as text, never through a replacement pattern.
 */
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';
import { CALLS, pathOf } from '@ordbot/contract/api-contract.ts';
import type { GameDetailsGame } from '@ordbot/contract/api-types.ts';
import { buildTimeline } from '@ordbot/engine/replay.ts';
import { BOT_NAME } from '@ordbot/contract/gcg.ts';
import { MOVE_PARAM, replayHref, ROUTES } from '@ordbot/contract/routes.ts';
import { gameDetails } from '../games/details.ts';
import { moveCaption } from './captions.ts';

/** The replay's path with its game id captured: /playergame/(\d+). */
const GAME_PAGE = new RegExp(`^${ROUTES.playerGame.path.replace(':gameId', '(\\d{1,15})')}$`);

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );
}

interface Preview {
  title: string;
  description: string;
  url: string;
  image: string | null;
}

function metaTags(preview: Preview): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', BOT_NAME],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', preview.url],
    ['name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
  ];
  if (preview.image) {
    tags.push(
      ['property', 'og:image', preview.image],
      ['property', 'og:image:width', '1200'],
      ['property', 'og:image:height', '1200'],
      ['property', 'og:image:alt', preview.description],
      ['name', 'twitter:image', preview.image],
    );
  }
  return tags
    .map(([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeHtml(value)}" />`)
    .join('\n    ');
}

/** 'Åse vant 412-389 mot Ordbot', 'Ordbot vant 455-301 mot Bjørn', or a draw. */
function resultTitle(game: GameDetailsGame): string {
  const { playerName: name, playerScore: player, botScore: bot } = game;
  if (player > bot) return `${name} vant ${player}-${bot} mot ${BOT_NAME}`;
  if (bot > player) return `${BOT_NAME} vant ${bot}-${player} mot ${name}`;
  return `${name} og ${BOT_NAME} spilte uavgjort ${player}-${bot}`;
}

async function gamePreview(
  app: FastifyInstance,
  gameId: number,
  trekk: string | undefined,
): Promise<Preview | null> {
  const details = await gameDetails(app.ctx.db, gameId);
  if (!details) return null;
  const { game } = details;
  const timeline = buildTimeline(game, details.moves);
  const count = timeline.moves.length;
  const named = trekk !== undefined && /^\d{1,5}$/.test(trekk) ? Number(trekk) : undefined;
  const moveNum = Math.min(named ?? count, count);
  const frame = timeline.frames[moveNum];
  if (!frame) return null;
  const base = app.ctx.config.publicUrl;
  const image = game.finished
    ? `${base}${pathOf(CALLS.boardImage, { id: gameId })}?${MOVE_PARAM}=${moveNum}`
    : null;
  if (trekk === undefined) {
    // The game as a whole: its result, or the score so far.
    return {
      title: game.finished ? resultTitle(game) : `${game.playerName} mot ${BOT_NAME} (pågående)`,
      description: game.finished
        ? `${count} trekk. Se spillet trekk for trekk.`
        : `${game.playerName} ${game.playerScore}-${game.botScore} ${BOT_NAME} etter ${count} trekk.`,
      url: `${base}${replayHref(gameId)}`,
      image,
    };
  }
  const move = moveNum > 0 ? timeline.moves[moveNum - 1] : undefined;
  const score = `${game.playerName} ${frame.playerScore} – ${frame.botScore} ${BOT_NAME}`;
  const shown = move
    ? `Trekk ${moveNum} av ${count}: ${moveCaption(move.playerMove ? game.playerName : BOT_NAME, move, frame)}`
    : 'Tomt brett';
  return {
    title: `${game.playerName} mot ${BOT_NAME}${game.finished ? '' : ' (pågående)'}`,
    description: `${score}. ${shown}.`,
    url: `${base}${replayHref(gameId, moveNum)}`,
    image,
  };
}

/** A page of the web app: its HTML and status. */
export interface Page {
  status: 200 | 404;
  html: string;
}

/**
 * The shell with preview tags for a game page; the plain shell with 404 for an unknown game
 * (the app shows its not-found page); null for any other page (then the plain shell is served).
 */
export async function gamePageHtml(
  app: FastifyInstance,
  url: string,
  query: Record<string, string | undefined>,
  indexFile: string,
): Promise<Page | null> {
  const match = GAME_PAGE.exec(url);
  if (!match) return null;
  const preview = await gamePreview(app, Number(match[1]), query[MOVE_PARAM]);
  const html = await fs.readFile(indexFile, 'utf8');
  if (!preview) return { status: 404, html };
  // Sliced in, not String.replace: a name holding $&, $` or $' would be read as a pattern.
  const at = html.indexOf('</head>');
  if (at < 0) return { status: 200, html };
  return {
    status: 200,
    html: `${html.slice(0, at)}  ${metaTags(preview)}\n  ${html.slice(at)}`,
  };
}
