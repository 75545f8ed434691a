import { TEXT } from '../../ui/text.ts';

/** 'Mistanke': the figures reach the threshold; a reason to look closer, never a verdict. */
export function SuspicionBadge() {
  return (
    <span className="fairplay-badge" title={TEXT.fairplay.suspicionNote}>
      {TEXT.fairplay.suspicion}
    </span>
  );
}
