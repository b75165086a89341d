import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogTexts } from '../i18n/shell';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** Also the dialog's accessible name. */
  title: string;
  children: ReactNode;
  /** Buttons below the body, right-aligned. */
  footer?: ReactNode;
  maxW?: string;
  /** 'alertdialog' for a question that needs an answer before anything else. */
  role?: 'dialog' | 'alertdialog';
  /** Once the dialog has gone (its exit animation over, focus given back): the moment to open another. */
  onExitComplete?: () => void;
};

/**
 * The dialog itself (loaded by ./Modal.tsx when first opened): centred, titled, closed by its × button, Escape or a click outside. Its
 * content mounts only while open, so each opening starts afresh (an empty form, a new fetch).
 */
export function ModalFrame({ open, onClose, title, children, footer, maxW = 'md', role = 'dialog', onExitComplete }: ModalProps) {
  return (
    <Dialog.Root
      open={open}
      // Only the user closes it: a dialog closed by its `open` prop (another one taking its place)
      // reports that change too, and must not close its successor.
      onOpenChange={(details) => (open && !details.open ? onClose() : undefined)}
      lazyMount
      unmountOnExit
      placement="center"
      role={role}
      onEscapeKeyDown={keepOpenForOpenList}
      onExitComplete={onExitComplete}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW={maxW}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={dialogTexts.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * Escape in an open list inside the dialog (a select's options) closes that list, not the dialog
 * with everything typed in it. The dialog hears Escape first (it listens while capturing).
 */
function keepOpenForOpenList(event: KeyboardEvent) {
  const target = event.target;
  if (target instanceof Element && target.getAttribute('role') === 'combobox' && target.getAttribute('aria-expanded') === 'true') {
    event.preventDefault();
  }
}
