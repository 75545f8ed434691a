/**
 * Sharing a game: 'Last ned GCG' for finished games, and the link to the move shown
 * (`?trekk=N`): on a phone through the system share sheet with the board image, elsewhere
 * copied to the clipboard.
 */
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { gcgFileName } from '@ordbot/contract/gcg.ts';
import { replayHref } from '@ordbot/contract/routes.ts';
import { fetchBoardImage, gcgUrl } from '../../api/share.ts';
import { TEXT } from '../../ui/text.ts';
import './share.css';

const S = TEXT.share;
/** The image of the move shown is fetched once stepping pauses this long. */
const PREFETCH_DELAY_MS = 600;

export interface ShareActionsProps {
  gameId: number;
  playerName: string;
  finished: boolean;
  /** The move shown (0: the empty board). */
  moveNum: number;
}

/** The address of a game at a move, for other people (absolute). */
export function shareLink(gameId: number, moveNum: number): string {
  return `${window.location.origin}${replayHref(gameId, moveNum)}`;
}

/** A phone with the Web Share API: desktops that have it too still get 'Kopier lenke'. */
function hasShareSheet(): boolean {
  return (
    typeof navigator.share === 'function' &&
    typeof navigator.canShare === 'function' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(pointer: coarse)').matches
  );
}

async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    toast.success(S.copied);
  } catch {
    toast.error(S.copyFailed);
  }
}

/** The board image as a file to share, or null (the link alone is still worth sharing). */
async function imageFile(gameId: number, moveNum: number): Promise<File | null> {
  try {
    const image = await fetchBoardImage(gameId, moveNum);
    const file = new File([image], `ordbot-${gameId}-${moveNum}.png`, {
      type: 'image/png',
    });
    return navigator.canShare({ files: [file] }) ? file : null;
  } catch {
    return null;
  }
}

export function ShareActions({ gameId, playerName, finished, moveNum }: ShareActionsProps) {
  const [sheet] = useState(hasShareSheet);
  const link = shareLink(gameId, moveNum);
  // Safari opens the sheet only straight from the tap, with no network wait before it: the
  // image of the move shown is fetched ahead, and a tap before it is there shares the link alone.
  const image = useRef<{ moveNum: number; file: File | null } | null>(null);
  useEffect(() => {
    if (!sheet || !finished) return;
    let live = true;
    const timer = setTimeout(() => {
      void imageFile(gameId, moveNum).then((file) => {
        if (live) image.current = { moveNum, file };
      });
    }, PREFETCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [sheet, finished, gameId, moveNum]);

  const share = async () => {
    const ready = image.current?.moveNum === moveNum ? image.current.file : null;
    const data: ShareData = { title: S.shareTitle(playerName), url: link };
    if (ready) data.files = [ready];
    try {
      await navigator.share(data);
    } catch (error) {
      // Closing the sheet is no failure; anything else falls back to the clipboard.
      if ((error as Error).name !== 'AbortError') await copyLink(link);
    }
  };

  return (
    <div className="share-actions" role="group" aria-label={S.actions}>
      {finished && (
        <a
          className="button share-actions__button"
          href={gcgUrl(gameId)}
          download={gcgFileName(gameId)}
          title={S.downloadGcgTitle}
        >
          {S.downloadGcg}
        </a>
      )}
      {sheet ? (
        <button type="button" className="button share-actions__button" onClick={share}>
          {S.share}
        </button>
      ) : (
        <button
          type="button"
          className="button share-actions__button"
          onClick={() => copyLink(link)}
        >
          {S.copyLink}
        </button>
      )}
    </div>
  );
}
