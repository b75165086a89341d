import type { UserAccount } from '../../api/contract';
import { manageSubscriptionTexts as texts } from '../../i18n/apps';
import { Modal } from '../../ui/Modal';
import { BillingPortalFrame } from './BillingPortalFrame';

export type ManageSubscriptionModalProps = { account: UserAccount; open: boolean; onClose: () => void };

/** Spec 2 "Subscribed Apps table": the modal 'Manage Subscription' holding the billing portal. */
export function ManageSubscriptionModal({ account, open, onClose }: ManageSubscriptionModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={texts.title} maxW="5xl">
      {open && <BillingPortalFrame account={account} onClose={onClose} />}
    </Modal>
  );
}
