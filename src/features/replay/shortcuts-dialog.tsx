/**
 * 'Hurtigtaster': every shortcut of the replay, in a React Aria modal dialog that
 * keeps the focus inside and closes on Escape. Imported when it is first opened.
 */
import { Button } from 'react-aria-components';
import { ANALYSIS_TEXT } from '../../ui/text-analysis.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';

const T = ANALYSIS_TEXT;

export default function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <ModalDialog onClose={onClose} title={T.shortcuts} className="replay-shortcuts">
      <table>
        <thead>
          <tr>
            <th scope="col">{T.shortcutsKey}</th>
            <th scope="col">{T.shortcutsAction}</th>
          </tr>
        </thead>
        <tbody>
          {T.shortcutList.map(([key, action]) => (
            <tr key={key}>
              <td>
                <kbd>{key}</kbd>
              </td>
              <td>{action}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button className="button replay-shortcuts-close" onPress={onClose}>
        {T.shortcutsClose}
      </Button>
    </ModalDialog>
  );
}
