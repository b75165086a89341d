import { manageSubscriptionTexts as texts } from '../../i18n/apps';
import { Modal } from '../../ui/Modal';
import { BillingPortalFrame } from './BillingPortalFrame';

/** Spec 2 "Subscribed Apps table": the modal 'Manage Subscription' holding the billing portal. */
export function ManageSubscriptionModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={texts.title} maxW="5xl">
      <BillingPortalFrame />
    </Modal>
  );
}
