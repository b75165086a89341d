import type { Queryable } from '../db/db';

/**
 * The versions a members list is built at (migrations 010, 025): the catalogue's (account 0) and
 * the account's, as text (bigint). No row reads as "0".
 */
export type ListVersions = { catalogue: string; account: string };

/** The version the portal is handed (Member-List-Version): the versions, and the time the rows were read at. */
export const versionToken = (versions: ListVersions, asOf: Date): string => `${versions.catalogue}.${versions.account}.${asOf.getTime()}`;

export type HeldVersion = ListVersions & { asOf: Date };

/** A token checked by the contract's MemberListVersion: three runs of digits. */
export function parseVersionToken(token: string): HeldVersion {
  const [catalogue, account, asOf] = token.split('.');
  return { catalogue: BigInt(catalogue).toString(), account: BigInt(account).toString(), asOf: new Date(Number(asOf)) };
}

export async function readListVersions(db: Queryable, accountId: number): Promise<ListVersions> {
  const [row] = await db.query<ListVersions>(
    `select coalesce((select version::text from member_list_versions where account_id = 0), '0') as catalogue,
            coalesce((select version::text from member_list_versions where account_id = $1), '0') as account`,
    [accountId],
  );
  return row;
}
