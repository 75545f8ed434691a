import { TEXT } from '../../ui/text.ts';

export type NoticeKind = 'error' | 'success';

export interface Notice {
  kind: NoticeKind;
  text: string;
}

/** A dismissible message: errors are announced at once (alert), successes politely (status). */
export function NoticeBanner({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  return (
    <div
      className={`users-notice users-notice--${notice.kind}`}
      role={notice.kind === 'error' ? 'alert' : 'status'}
    >
      <p className="users-notice__text">{notice.text}</p>
      <button
        type="button"
        className="users-notice__close"
        aria-label={TEXT.users.dismiss}
        onClick={onDismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
