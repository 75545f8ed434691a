import { FAIRPLAY_TEXT } from '../../ui/text-fairplay.ts';

/** 'Mistanke': the figures reach the threshold; a reason to look closer, never a verdict. */
export function SuspicionBadge() {
  return (
    <span className="fairplay-badge" title={FAIRPLAY_TEXT.suspicionNote}>
      {FAIRPLAY_TEXT.suspicion}
    </span>
  );
}
