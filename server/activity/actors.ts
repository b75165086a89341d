import { ACTOR_KIND, DIRECTORY_SYNC_ACTOR, activityLabels, type ActorKind } from '../../src/api/contract';
import type { Queryable } from '../db/db';

/** Who made a change, named as the log shows them for good: a later rename does not rewrite history. */
export type Actor = { kind: ActorKind; userId: number | null; name: string };

type Named = { id: number; first_name: string; last_name: string };

export const userActor = (user: Named): Actor => ({ kind: ACTOR_KIND.USER, userId: user.id, name: `${user.first_name} ${user.last_name}` });

/** The billing provider's verified word (webhooks, returning checkouts, the reconciliation sweep). */
export const BILLING_ACTOR: Actor = { kind: ACTOR_KIND.BILLING, userId: null, name: activityLabels.billingProvider };

/** The operator's tools (server/cli), which act for no user of the portal. */
export const SYSTEM_ACTOR: Actor = { kind: ACTOR_KIND.SYSTEM, userId: null, name: activityLabels.system };

/** The account's identity provider, pushing changes over SCIM (server/scim): a system actor by its own name. */
export const DIRECTORY_SYNC: Actor = { kind: ACTOR_KIND.SYSTEM, userId: null, name: DIRECTORY_SYNC_ACTOR };

/**
 * Someone acting through a mailed link without a profile (an invitee declining): a person, named
 * by the address the link came to, with no user to filter by.
 */
export const addressActor = (email: string): Actor => ({ kind: ACTOR_KIND.USER, userId: null, name: email });

/** The user as an actor, read in the change's transaction; their address when the profile is gone. */
export async function actorOfUser(db: Queryable, userId: number, fallbackEmail: string): Promise<Actor> {
  const [user] = await db.query<Named>('select id, first_name, last_name from users where id = $1', [userId]);
  return user ? userActor(user) : addressActor(fallbackEmail);
}
