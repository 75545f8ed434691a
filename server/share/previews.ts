/**
 * Link previews (issue 16): the app shell of /playergame/{id} with Open Graph and Twitter card
 * tags for that game and move, so a shared link shows the board in chat apps. Anyone may see
 * them, as anyone may open the replay and its gamemoves; the image is there for finished games
 * only (an ongoing game has none). Player names come from the chat: every value is escaped.
 */
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';
import { buildTimeline } from '../../core/replay.ts';
import { BOT_NAME } from '../../core/gcg.ts';
import { gameDetails } from '../games/details.ts';
import { moveCaption } from './captions.ts';

const GAME_PAGE = /^\/playergame\/(\d{1,15})$/;

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
  const asked = trekk !== undefined && /^\d{1,5}$/.test(trekk) ? Number(trekk) : count;
  const moveNum = Math.min(asked, count);
  const frame = timeline.frames[moveNum];
  const move = moveNum > 0 ? timeline.moves[moveNum - 1] : undefined;
  if (!frame) return null;
  const base = app.ctx.config.publicUrl;
  const link = `${base}/playergame/${gameId}${trekk !== undefined ? `?trekk=${moveNum}` : ''}`;
  const score = `${game.playerName} ${frame.playerScore} – ${frame.botScore} ${BOT_NAME}`;
  const shown = move
    ? `Trekk ${moveNum} av ${count}: ${moveCaption(move.playerMove ? game.playerName : BOT_NAME, move, frame)}`
    : 'Tomt brett';
  return {
    title: `${game.playerName} mot ${BOT_NAME}${game.finished ? '' : ' (pågående)'}`,
    description: `${score}. ${shown}.`,
    url: link,
    image: game.finished ? `${base}/api/games/${gameId}/image.png?trekk=${moveNum}` : null,
  };
}

/**
 * The shell with preview tags for a game page, or null for any other page (or an unknown
 * game): then the plain shell is served.
 */
export async function gamePageHtml(
  app: FastifyInstance,
  url: string,
  query: Record<string, string | undefined>,
  indexFile: string,
): Promise<string | null> {
  const match = GAME_PAGE.exec(url);
  if (!match) return null;
  const preview = await gamePreview(app, Number(match[1]), query.trekk);
  if (!preview) return null;
  const html = await fs.readFile(indexFile, 'utf8');
  return html.replace('</head>', `  ${metaTags(preview)}\n  </head>`);
}
