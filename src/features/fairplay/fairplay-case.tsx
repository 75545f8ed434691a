/**
 * The admin's case on one player (the fair-play desk's player page): the status and note, their
 * history (who, when, what), the player's user accounts, and the bot's own flags on the player's
 * moves, each a link to the replay at that move. The figures stay evidence; this is where a
 * person records what they decided, and a ban deactivates the accounts on the server.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { FairplayCase, FairplayFlag } from '@ordbot/contract/api-types.ts';
import { FAIRPLAY_NOTE_MAX } from '@ordbot/contract/constants.ts';
import { FAIRPLAY_CASE_STATUSES, type FairplayCaseStatus } from '@ordbot/contract/enums.ts';
import { formatDate, formatDateTime, formatNumber } from '@ordbot/contract/format.ts';
import { replayHref, userEditHref } from '@ordbot/contract/routes.ts';
import { isApiError } from '../../api/client.ts';
import { getFairplayCase, getFairplayFlags, updateFairplayCase } from '../../cache/fairplay.ts';
import { TEXT } from '../../ui/text.ts';
import { FAIRPLAY_TEXT } from '../../ui/text-fairplay.ts';
import { useLoad } from '../../ui/use-load.ts';
import { LoadStatus } from './fairplay-load.tsx';

const T = FAIRPLAY_TEXT.case;
const F = FAIRPLAY_TEXT.flags;

export function FairplayCasePanel({ playerId }: { playerId: number }) {
  const load = useLoad(playerId, async () => (await getFairplayCase(playerId)).value);
  return (
    <section className="fairplay-case" aria-labelledby="fairplay-case-heading">
      <h2 id="fairplay-case-heading">{T.heading}</h2>
      {!load.data && <LoadStatus status={load.status} onRetry={load.reload} texts={T} />}
      {load.data && <CaseBody current={load.data} onSaved={(saved) => load.update(() => saved)} />}
    </section>
  );
}

function CaseBody({
  current,
  onSaved,
}: {
  current: FairplayCase;
  onSaved: (saved: FairplayCase) => void;
}) {
  return (
    <>
      <p className="fairplay-note">{T.intro}</p>
      <p className="fairplay-case__current">
        {T.status}:{' '}
        <strong className="fairplay-case__status" data-status={current.status}>
          {T.statuses[current.status]}
        </strong>
      </p>
      <CaseForm current={current} onSaved={onSaved} />

      <h3>{T.accountsHeading}</h3>
      {current.accounts.length === 0 ? (
        <p className="fairplay-empty">{T.noAccount}</p>
      ) : (
        <ul className="fairplay-case__accounts">
          {current.accounts.map((account) => (
            <li key={account.id}>
              <Link href={userEditHref(account.id)} aria-label={T.openAccount(account.email)}>
                {account.email}
              </Link>{' '}
              ({TEXT.labels.accountStatus[account.status]})
            </li>
          ))}
        </ul>
      )}

      <h3>{T.historyHeading}</h3>
      {current.history.length === 0 ? (
        <p className="fairplay-empty">{T.noHistory}</p>
      ) : (
        <ol className="fairplay-case__history">
          {current.history.map((event) => (
            <li key={`${event.at}-${event.status}`}>
              <p className="fairplay-case__who">
                <time dateTime={event.at}>
                  {T.historyEntry(event.by, formatDateTime(Date.parse(event.at) / 1000))}
                </time>
              </p>
              <p>
                <strong>{T.statuses[event.status]}</strong>
                {event.deactivated > 0 && ` (${T.deactivated(event.deactivated)})`}
              </p>
              {event.note && <p className="fairplay-case__note">{event.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** The status and the note to record, and what came of saving them. */
function CaseForm({
  current,
  onSaved,
}: {
  current: FairplayCase;
  onSaved: (saved: FairplayCase) => void;
}) {
  const id = useId();
  const { status, setStatus, note, setNote, busy, error, saved, submit } = useCaseForm(
    current,
    onSaved,
  );
  const max = formatNumber(FAIRPLAY_NOTE_MAX);
  return (
    <form className="fairplay-case__form" noValidate onSubmit={(e) => void submit(e)}>
      <label htmlFor={`${id}-status`}>{T.status}</label>
      <select
        id={`${id}-status`}
        value={status}
        onChange={(event) => setStatus(event.target.value as FairplayCaseStatus)}
      >
        {FAIRPLAY_CASE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {T.statuses[s]}
          </option>
        ))}
      </select>
      {status === 'BANNED' && <p className="fairplay-case__warning">{T.banWarning}</p>}
      <label htmlFor={`${id}-note`}>{T.note}</label>
      <textarea
        id={`${id}-note`}
        rows={4}
        value={note}
        aria-describedby={`${id}-hint ${id}-error`}
        aria-invalid={note.length > FAIRPLAY_NOTE_MAX || undefined}
        onChange={(event) => setNote(event.target.value)}
      />
      <p id={`${id}-hint`} className="fairplay-note">
        {T.noteHint(max)}
      </p>
      <p id={`${id}-error`} className="fairplay-case__error" role="alert">
        {error}
      </p>
      <p className="fairplay-case__saved" role="status">
        {saved ? T.saved : ''}
      </p>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? T.saving : T.save}
      </button>
    </form>
  );
}

/** The case form's state: a note too long or nothing changed is said, not sent. */
function useCaseForm(current: FairplayCase, onSaved: (saved: FairplayCase) => void) {
  const [status, setStatus] = useState<FairplayCaseStatus>(current.status);
  const [note, setNote] = useState(current.note);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    if (note.length > FAIRPLAY_NOTE_MAX) {
      return setError(T.noteTooLong(formatNumber(FAIRPLAY_NOTE_MAX)));
    }
    if (status === current.status && note.trim() === current.note) return setError(T.unchanged);
    setBusy(true);
    setError('');
    try {
      const answer = await updateFairplayCase(current.playerId, { status, note });
      onSaved(answer);
      setSaved(true);
    } catch (failure) {
      const message = isApiError(failure) ? failure.message : TEXT.games.unknownError;
      setError(T.saveError(message));
    } finally {
      setBusy(false);
    }
  }

  return { status, setStatus, note, setNote, busy, error, saved, submit };
}

export function FairplayFlags({ playerId }: { playerId: number }) {
  const load = useLoad(playerId, async () => (await getFairplayFlags(playerId)).value);
  return (
    <section aria-labelledby="fairplay-flags-heading">
      <h2 id="fairplay-flags-heading">{F.heading}</h2>
      <p className="fairplay-note">{F.intro}</p>
      {!load.data && <LoadStatus status={load.status} onRetry={load.reload} texts={F} />}
      {load.data?.length === 0 && <p className="fairplay-empty">{F.empty}</p>}
      {load.data && load.data.length > 0 && (
        <ol className="fairplay-flags">
          {load.data.map((flag) => (
            <FlagItem key={`${flag.gameId}-${flag.moveNum}`} flag={flag} />
          ))}
        </ol>
      )}
    </section>
  );
}

function FlagItem({ flag }: { flag: FairplayFlag }) {
  return (
    <li>
      <Link href={replayHref(flag.gameId, flag.moveNum)}>
        {F.label(flag.word, flag.moveNum, formatDate(flag.startTime))}
      </Link>{' '}
      <span className="fairplay-note">{F.points(formatNumber(flag.points))}</span>
    </li>
  );
}
