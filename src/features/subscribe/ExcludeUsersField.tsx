import { useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useField, useForm } from 'react-final-form';
import type { UserAccount } from '../../api/contract';
import { subscribePackageTexts as texts } from '../../i18n/subscribe';
import { useSession } from '../../session/SessionProvider';
import { MultiSelectField } from '../../ui/form/MultiSelectField';
import { memberOptionsQuery } from './queries';
import { excludableMembers } from './subscribe-form';

/**
 * 'Exclude Users' (spec 2): the members of the account chosen above, read again whenever the
 * choice changes. A choice made for one account means nothing for another, so it is cleared.
 */
export function ExcludeUsersField({ owned }: { owned: readonly UserAccount[] }) {
  const { user } = useSession();
  const form = useForm();
  const { input } = useField<number | undefined>('account_id', { subscription: { value: true } });
  const account = owned.find((entry) => entry.id === input.value);
  const members = useQuery({
    ...memberOptionsQuery(user?.id ?? 0, account?.id ?? 0, account?.user_account_token ?? ''),
    enabled: account !== undefined,
  });
  const options = useMemo(() => excludableMembers(members.data ?? [], user?.id), [members.data, user?.id]);

  const shownFor = useRef(account?.id);
  useEffect(() => {
    if (shownFor.current === account?.id) return;
    shownFor.current = account?.id;
    form.change('excluded_users', []);
  }, [account?.id, form]);

  return (
    <MultiSelectField<number>
      name="excluded_users"
      label={texts.excludeUsers}
      options={options}
      isLoading={members.isFetching}
      disabled={account === undefined}
      helperText={members.isError ? texts.membersFailed : texts.excludeUsersHint}
    />
  );
}
