import type { Tenancy } from '../accounts/memberships';
import type { Queryable } from '../db/db';
import { accountRefusalSql, type AccountRefusal } from './session-access';
import type { Proofs, SessionRow } from './sessions';
import type { UserRow } from './users';

/**
 * Who a token speaks for: the live session, its user and, for an account token, their tenancy there
 * and why the account does not open for this session, if it does not (session-access.ts).
 */
export type Caller = { session: SessionRow; user: UserRow; tenancy: Tenancy | null; refusal: AccountRefusal | null };

type CallerRow = {
  session_id: string; device_id: string | null; remember_me: boolean; session_created_at: Date; expires_at: Date; revoked_at: Date | null;
  user_agent: string | null; client_address: string | null; last_active_at: Date | null; sso_account_id: number | null; proofs: Proofs;
  user_id: number; first_name: string; last_name: string; email: string; password_hash: string; is_email_verified: number; pending_email: string | null;
  tenancy: Tenancy | null; refusal: AccountRefusal | null;
};

/*
 * Every authenticated call reads this, so it is one indexed query (sessions by id, users by id,
 * user_accounts by user and account, accounts by id) rather than four: on the embedded database
 * each query is work on the one JavaScript thread, and on PostgreSQL a round trip. The account's
 * rules are only looked up when an account is asked about.
 */
const CALLER_SQL = `
select s.id as session_id, s.device_id, s.remember_me, s.created_at as session_created_at, s.expires_at, s.revoked_at,
       s.user_agent, s.client_address, s.last_active_at, s.sso_account_id, s.proofs,
       u.id as user_id, u.first_name, u.last_name, u.email, u.password_hash, u.is_email_verified, u.pending_email,
       ua.tenancy,
       ${accountRefusalSql({ proofs: 's.proofs', ssoAccountId: 's.sso_account_id', userId: 'u.id', passwordHash: 'u.password_hash', account: 'a', tenancy: 'ua.tenancy' })} as refusal
from sessions s
join users u on u.id = s.user_id
left join user_accounts ua on ua.user_id = s.user_id and ua.account_id = $4::int and ua.suspended_at is null
left join accounts a on a.id = ua.account_id
where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > $3`;

/**
 * The session if it belongs to the user, is not revoked and has not expired, with the user and
 * their tenancy in `accountId` (null when not a member, when suspended by directory sync, or when
 * no account is asked about), and why that account refuses this session (null when it opens or
 * when no account is asked about).
 */
export async function findCaller(
  db: Queryable, claims: { sessionId: string; userId: number }, now: Date, accountId: number | null,
): Promise<Caller | null> {
  const [row] = await db.query<CallerRow>(CALLER_SQL, [claims.sessionId, claims.userId, now, accountId]);
  if (!row) return null;
  return {
    session: {
      id: row.session_id, user_id: row.user_id, device_id: row.device_id, remember_me: row.remember_me,
      created_at: row.session_created_at, expires_at: row.expires_at, revoked_at: row.revoked_at,
      user_agent: row.user_agent, client_address: row.client_address, last_active_at: row.last_active_at,
      sso_account_id: row.sso_account_id, proofs: row.proofs,
    },
    user: {
      id: row.user_id, first_name: row.first_name, last_name: row.last_name, email: row.email,
      password_hash: row.password_hash, is_email_verified: row.is_email_verified, pending_email: row.pending_email,
    },
    tenancy: row.tenancy,
    refusal: row.refusal,
  };
}
