import type { MemberRow } from '../../api/contract';

/**
 * The members list as the cache holds it: the rows and the ETag they came with, kept together so
 * the tag is saved with the rows (`persist`) and a reload still revalidates rather than downloads.
 */
export type HeldMembers = { rows: MemberRow[]; etag: string | null };

/** The list as held, also when saved before the ETag was kept (the rows alone). */
export const asHeld = (data: HeldMembers | MemberRow[] | undefined): HeldMembers | undefined =>
  Array.isArray(data) ? { rows: data, etag: null } : data;
