import type { MemberRow } from '../../api/contract';

/**
 * The members list as the cache holds it: the rows, the ETag they came with and the version they
 * are at (Member-List-Version), kept together so both are saved with the rows (`persist`) and a
 * reload asks for the changes since, or revalidates, rather than downloads. `version` is absent
 * from a list saved before it was kept: that list is revalidated by its ETag alone.
 */
export type HeldMembers = { rows: MemberRow[]; etag: string | null; version?: string | null };

/** The list as held, also when saved as the rows alone (before the ETag was kept). */
export const asHeld = (data: HeldMembers | MemberRow[] | undefined): HeldMembers | undefined =>
  Array.isArray(data) ? { rows: data, etag: null } : data;
