import { useMemo } from 'react';
import { Flex, Stack, Text } from '@chakra-ui/react';
import { ApiError, type ScimGroupSummary, type UserAccount } from '../../api/contract';
import { scimTexts as texts } from '../../i18n/sso';
import { Form, SubmitButton } from '../../ui/form';
import { MultiSelectField } from '../../ui/form/MultiSelectField';
import type { SelectOption } from '../../ui/form/SelectField';
import { toastError, toastSuccess } from '../../ui/toast';
import { useSetGroupApps } from './scim-mutations';

export type ScimGroupItemProps = {
  account: UserAccount;
  group: ScimGroupSummary;
  /** The apps the account can grant. */
  apps: readonly SelectOption<number>[];
  appsLoading: boolean;
};

type GroupAppsValues = { product_ids: number[] };

/**
 * One pushed group: its name, its member count, and a form choosing the apps it grants, saved by
 * 'Save'. Saving on each change would grant an app halfway through a choice and send a call per
 * chip; a form saves the choice once it is made, and a refusal is said in it. A group the provider
 * deleted meanwhile goes from the list at the refresh, so that refusal is a toast instead.
 */
export function ScimGroupItem({ account, group, apps, appsLoading }: ScimGroupItemProps) {
  const save = useSetGroupApps(account);
  // The query's structural sharing keeps an unchanged group's array as it was through a refresh,
  // so saving another group does not reset a choice not yet saved here.
  const initialValues = useMemo<GroupAppsValues>(() => ({ product_ids: group.product_ids }), [group.product_ids]);

  const onSubmit = async ({ product_ids }: GroupAppsValues) => {
    try {
      await save.mutateAsync({ groupId: group.id, productIds: product_ids ?? [] });
      toastSuccess(texts.groupAppsSaved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) toastError(error);
      else throw error;
    }
  };

  return (
    <Stack as="li" gap="3" borderWidth="1px" borderColor="border" borderRadius="md" p="4" minW="0">
      <Flex gap="3" align="baseline" wrap="wrap" justify="space-between">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {group.display_name}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {texts.members}: {group.member_count}
        </Text>
      </Flex>
      <Form<GroupAppsValues> label={group.display_name} onSubmit={onSubmit} initialValues={initialValues}>
        <MultiSelectField<number> name="product_ids" label={texts.groupApps} options={apps} isLoading={appsLoading} />
        <Flex justify="flex-end">
          <SubmitButton fullWidth={false}>{texts.save}</SubmitButton>
        </Flex>
      </Form>
    </Stack>
  );
}
