import type { Migration } from './migration';

/**
 * The members list names the directory groups that give a member each app (`granted_by`): a group
 * renamed by the provider moves the account's members list version (migration 010) as the group
 * tables' other changes do (018), so a cached list never shows the old name.
 */
export const groupNames: Migration = {
  id: '019-group-names',
  sql: `
create trigger scim_groups_member_list after update of display_name on scim_groups
  for each row when (old.display_name is distinct from new.display_name)
  execute function member_list_row_changed();
`,
};
