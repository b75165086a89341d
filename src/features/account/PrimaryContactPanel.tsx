import { lazy, Suspense, useState } from 'react';
import { paths } from '../../routing/paths';
import { TextLink } from '../../ui/TextLink';
import { OFFLINE_MESSAGE, type UserAccount } from '../../api/contract';
import { primaryContactTexts as texts } from '../../i18n/account';
import { useOnline } from '../../offline/useOnline';
import { toastError } from '../../ui/toast';
import { useOnceTrue } from '../../ui/useOnceTrue';

// With its react-select, loaded when first asked for: not part of the account form's start.
const ChangePrimaryContactModal = lazy(() => import('./ChangePrimaryContactModal').then((m) => ({ default: m.ChangePrimaryContactModal })));

/** Update mode (spec 2): who the primary contact is, the way to change it, and the members page. */
export function PrimaryContactPanel({ account }: { account: UserAccount }) {
  const [open, setOpen] = useState(false);
  // Once asked for, the modal stays mounted, so closing it still animates.
  const modalWanted = useOnceTrue(open);
  const online = useOnline();
  // Its list of administrators comes from the server: offline the modal could only wait forever.
  const change = () => (online ? setOpen(true) : toastError(OFFLINE_MESSAGE));
  const contact = account.primary_contact;
  return (
    <section className="pt-section pt-section--apart" aria-label={texts.heading}>
      <h2 className="pt-section__title">{texts.heading}</h2>
      <div className="pt-contact">
        {contact ? (
          <div className="pt-contact__who">
            <p className="pt-contact__name">{`${contact.first_name} ${contact.last_name}`}</p>
            <p className="pt-contact__email">{contact.email}</p>
          </div>
        ) : (
          <p className="pt-contact__email">{texts.none}</p>
        )}
        <div className="pt-contact__actions">
          <button type="button" className="pt-btn pt-btn--outline-blue" onClick={change}>
            {texts.change}
          </button>
          <TextLink href={paths.manageUser}>{texts.manageUsers}</TextLink>
        </div>
      </div>
      {modalWanted && (
        <Suspense fallback={null}>
          <ChangePrimaryContactModal account={account} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
