import type { Db } from '../../server/db/db';

/**
 * The account's activity log at the size the bench measures its list at: `count` entries over the
 * last 390 days (inside the 400 kept), written straight into the table in one statement. Half are
 * the owner's; the rest are spread over the account's first 40 other members, as a team of
 * administrators leaves them. Returns a member with entries, to measure the person filter with.
 */
export async function addActivity(db: Db, options: { accountId: number; ownerId: number; count: number; now: Date }): Promise<{ personId: number }> {
  const { accountId, ownerId, count, now } = options;
  const members = await db.query<{ id: number; name: string }>(
    `select u.id, u.first_name || ' ' || u.last_name as name from user_accounts ua join users u on u.id = ua.user_id
     where ua.account_id = $1 and u.id <> $2 order by u.id limit 40`,
    [accountId, ownerId],
  );
  const [owner] = await db.query<{ name: string }>(`select first_name || ' ' || last_name as name from users where id = $1`, [ownerId]);
  await db.query(
    `insert into account_activity (account_id, at, actor_user_id, actor_kind, actor_name, action, subject, details)
     select $1, $2::timestamptz - (n * (390 * 86400.0 / $3)) * interval '1 second',
            case when n % 2 = 0 then $4 else a.ids[1 + (n / 2) % array_length(a.ids, 1)] end, 'user',
            case when n % 2 = 0 then $5 else a.names[1 + (n / 2) % array_length(a.names, 1)] end,
            (array['member_invited', 'apps_changed', 'invitation_canceled', 'user_type_changed'])[1 + n % 4],
            'member.' || n || '@example.com', jsonb_build_object('text', 'Invited as STANDARD')
     from generate_series(1, $3::int) as n, (select $6::int[] as ids, $7::text[] as names) as a`,
    [accountId, now.toISOString(), count, ownerId, owner.name, members.map((member) => member.id), members.map((member) => member.name)],
  );
  return { personId: members[0]?.id ?? ownerId };
}
