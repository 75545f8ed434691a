import { useInstallPrompt } from './install-prompt.ts';
import { TEXT } from '../ui/text.ts';

/** 'Installer appen': shown only while the browser offers installation (not when installed). */
export function InstallButton() {
  const install = useInstallPrompt();
  if (!install) return null;
  return (
    <button type="button" className="install-button" onClick={() => void install()}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
      </svg>
      <span className="install-button__label">{TEXT.pwa.install}</span>
    </button>
  );
}
