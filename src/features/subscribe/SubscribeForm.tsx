import { useMemo } from 'react';
import { Text } from '@chakra-ui/react';
import type { PackageInfo, UserAccount } from '../../api/contract';
import { subscribePackageTexts as texts } from '../../i18n/subscribe';
import { paths } from '../../routing/paths';
import { AppLink } from '../../ui/AppLink';
import { Form, FormActions } from '../../ui/form';
import { SelectField } from '../../ui/form/SelectField';
import { ExcludeUsersField } from './ExcludeUsersField';
import { useSubscribe } from './mutations';
import { initialSubscribeValues, toSubscribeRequest, validateSubscribe, type SubscribeFormValues } from './subscribe-form';

export type SubscribeFormProps = {
  pkg: PackageInfo;
  /** The accounts the user administers; at least one. */
  owned: readonly UserAccount[];
  onCancel: () => void;
};

/** Spec 2 "Subscribe package": the account that subscribes, who it excludes, Cancel and Subscribe. */
export function SubscribeForm({ pkg, owned, onCancel }: SubscribeFormProps) {
  const subscribe = useSubscribe();
  const initialValues = useMemo(() => initialSubscribeValues(owned), [owned]);
  const options = useMemo(() => owned.map((account) => ({ value: account.id, label: account.account_name })), [owned]);

  const onSubmit = async (values: SubscribeFormValues) => {
    const account = owned.find((entry) => entry.id === values.account_id);
    // The validator has already refused a missing account; this only narrows the type.
    if (!account) return;
    await subscribe.mutateAsync({ request: toSubscribeRequest(pkg.id, values), accountToken: account.user_account_token });
  };

  return (
    <Form<SubscribeFormValues> label={texts.formLabel} onSubmit={onSubmit} validate={validateSubscribe} initialValues={initialValues}>
      <SelectField<number> name="account_id" label={texts.selectAccount} options={options} />
      <CreateAccountLink />
      <ExcludeUsersField owned={owned} />
      <FormActions cancelLabel={texts.cancel} onCancel={onCancel} submitLabel={texts.subscribe} />
    </Form>
  );
}

/** Spec 2: the 'create account' link, for a user who wants the package on a new account. */
export function CreateAccountLink() {
  return (
    <Text fontSize="sm" color="fg.muted">
      {texts.createAccountHint} <AppLink href={paths.createAccount}>{texts.createAccount}</AppLink>
    </Text>
  );
}
