import { useState } from 'react';
import { useServiceWorkerUpdate } from './service-worker.ts';
import { TEXT } from '../ui/text.ts';

/**
 * 'Ny versjon tilgjengelig': the new version is applied only when the user asks, so nobody
 * loses the game they are stepping through (registerType 'prompt').
 */
export function UpdatePrompt() {
  const { needRefresh, applyUpdate, dismiss } = useServiceWorkerUpdate();
  const [updating, setUpdating] = useState(false);

  const update = () => {
    setUpdating(true);
    applyUpdate().catch((error: unknown) => {
      console.error('Applying the new version failed', error);
      setUpdating(false);
    });
  };

  // The live region stays in the page so that the notice is announced when it appears.
  return (
    <div className="update-region" aria-live="polite">
      {needRefresh && (
        <div className="update-banner">
          <p className="update-banner__text">{TEXT.pwa.updateAvailable}</p>
          <div className="update-banner__actions">
            <button
              type="button"
              className="update-banner__button update-banner__button--primary"
              onClick={update}
              disabled={updating}
            >
              {updating ? TEXT.pwa.updating : TEXT.pwa.updateNow}
            </button>
            <button type="button" className="update-banner__button" onClick={dismiss}>
              {TEXT.pwa.updateLater}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
