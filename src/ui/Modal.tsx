import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './ModalFrame';

export type { ModalProps } from './ModalFrame';

const ModalFrame = lazy(() => import('./ModalFrame').then((m) => ({ default: m.ModalFrame })));

/**
 * The portal's dialog (./ModalFrame.tsx). Its code, Chakra's dialog with its focus trap and some
 * 16 KB of brotli, is fetched when a dialog first opens rather than with every page that has one;
 * an installed portal has it precached. Once opened it stays mounted, so closing still animates.
 */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalFrame {...props} />
    </Suspense>
  );
}
