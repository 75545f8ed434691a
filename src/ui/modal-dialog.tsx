/**
 * The app's one modal dialog shell (React Aria: focus kept inside, Escape and a click outside
 * close it, the title names the dialog): the user editor and invitation, the blank's letter,
 * 'Prøv et eget trekk' and 'Hurtigtaster' differ only in what they hold. While `locked` (a save
 * in flight), Escape and a click outside wait.
 */
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './admin-dialog.css';

export interface ModalDialogProps {
  open?: boolean;
  onClose: () => void;
  /** The heading; left out when the content brings its own (a form with its title inside). */
  title?: ReactNode;
  /** Classes added to the dialog and to the modal box. */
  className?: string;
  modalClassName?: string;
  locked?: boolean;
  children: ReactNode;
}

export function ModalDialog({
  open = true,
  onClose,
  title,
  className,
  modalClassName,
  locked = false,
  children,
}: ModalDialogProps) {
  return (
    <ModalOverlay
      className="users-modal-overlay"
      isOpen={open}
      isDismissable
      onOpenChange={(isOpen) => {
        if (!isOpen && !locked) onClose();
      }}
    >
      <Modal className={modalClassName ? `users-modal ${modalClassName}` : 'users-modal'}>
        <Dialog className={className ? `users-dialog ${className}` : 'users-dialog'}>
          {title !== undefined && (
            <Heading slot="title" className="users-dialog__title">
              {title}
            </Heading>
          )}
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The title of a dialog whose heading sits inside its content (a form's). */
export function DialogTitle({ children }: { children: ReactNode }) {
  return (
    <Heading slot="title" className="users-dialog__title">
      {children}
    </Heading>
  );
}
