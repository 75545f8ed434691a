/**
 * 'Hurtigtaster': every shortcut of the replay (issue 14), in a React Aria modal dialog that
 * keeps the focus inside and closes on Escape. Imported when it is first opened.
 */
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ANALYSIS_TEXT } from '../../ui/text-analysis.ts';
import '../../ui/admin-dialog.css';

const T = ANALYSIS_TEXT;

export default function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <ModalOverlay
      className="users-modal-overlay"
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="users-modal">
        <Dialog className="users-dialog replay-shortcuts">
          <Heading slot="title" className="users-dialog__title">
            {T.shortcuts}
          </Heading>
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
          <Button className="replay-shortcuts-close" onPress={onClose}>
            {T.shortcutsClose}
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
