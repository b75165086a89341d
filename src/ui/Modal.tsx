import { lazy, Suspense } from 'react';
import type { ModalProps } from './ModalFrame';
import { useOnceTrue } from './useOnceTrue';

export type { ModalProps } from './ModalFrame';

const ModalFrame = lazy(() => import('./ModalFrame').then((m) => ({ default: m.ModalFrame })));

/**
 * The portal's dialog (./ModalFrame.tsx). Its code, Chakra's dialog with its focus trap, is
 * fetched when a dialog first opens rather than with every page that has one; an installed portal
 * has it precached. Once opened it stays mounted, so closing still animates.
 */
export function Modal(props: ModalProps) {
  const opened = useOnceTrue(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalFrame {...props} />
    </Suspense>
  );
}
