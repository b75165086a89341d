import type { MemberRow } from '../../api/contract';
import { readMemberListText, writeMemberListText } from '../../api/contract/member-list-text';
import type { SavedForm } from '../../offline/saved-forms';

/**
 * The members list as the cache holds it: the rows and the ETag they came with, kept together so
 * the tag is saved with the rows (`persist`) and a reload still revalidates rather than downloads.
 */
export type HeldMembers = { rows: MemberRow[]; etag: string | null };

/** The list as held, also when saved before the ETag was kept (the rows alone). */
export const asHeld = (data: HeldMembers | MemberRow[] | undefined): HeldMembers | undefined =>
  Array.isArray(data) ? { rows: data, etag: null } : data;

/**
 * The members list's saved form: its compact text (api/contract/member-list-text.ts). As plain
 * JSON an account of thousands of members is megabytes, and writing it to localStorage at every
 * save of the cache, and reading it back at every signed-in start, holds the main thread. Queries give `meta.savedForm: memberListForm.name`.
 */
export const memberListForm: SavedForm = {
  name: 'member-list',
  write: (data) => {
    const { rows, etag } = asHeld(data as HeldMembers | MemberRow[]) as HeldMembers;
    return writeMemberListText(rows, etag);
  },
  read: (text): HeldMembers => readMemberListText(text),
};
