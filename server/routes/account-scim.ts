import { Hono } from 'hono';
import {
  EmptyRequest, GroupAppsRequest, MAX_ID, SCIM_BASE_PATH, scimMessages,
  type CreatedScimToken, type MessageResponse, type ScimGroupSummary, type ScimState,
} from '../../src/api/contract';
import type { Services } from '../services';
import { recordActivity } from '../activity/activity-store';
import { userActor } from '../activity/actors';
import { appChanges } from '../activity/details';
import { requireAccount, requireAdministrator } from '../auth/middleware';
import { checkGrantable, grantableProducts } from '../catalogue/grantable-products';
import { readBody } from '../http/body';
import { conflict, notFound } from '../http/errors';
import { groupSummaries } from '../scim/scim-groups';
import { insertToken, liveToken, revokeToken, toTokenSummary } from '../scim/token-store';

/** A group id from the path; anything that cannot name a row is as unknown as an id nobody has. */
function groupId(param: string): number | null {
  if (!/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= MAX_ID ? id : null;
}

const groupNotFound = () => notFound(scimMessages.groupNotFound);

/**
 * account/scim: directory sync as the administrators set it up (account bearer, administrators
 * only, like the other single sign-on calls): the SCIM token (created, shown once, revoked) and
 * the apps each pushed group grants its members. Each change writes its activity entry in its own
 * transaction; another account's group id is answered as one nobody has.
 */
export function accountScimRoutes(services: Services) {
  const { db, clock } = services;
  const app = new Hono();
  const administrators = [requireAccount(services), requireAdministrator] as const;
  const baseUrl = `${services.config.publicUrl}${SCIM_BASE_PATH}`;

  app.get('/', ...administrators, async (c) => {
    const accountId = c.get('accountId');
    const token = await liveToken(db, accountId);
    return c.json({ base_url: baseUrl, token: token && toTokenSummary(token), groups: await groupSummaries(db, accountId) } satisfies ScimState);
  });

  app.post('/token', ...administrators, async (c) => {
    await readBody(c, EmptyRequest);
    const accountId = c.get('accountId');
    const now = clock.now();
    const created = await db.transaction(async (tx) => {
      const inserted = await insertToken(tx, accountId, now);
      if (inserted) await recordActivity(tx, { accountId, actor: userActor(c.get('user')), action: 'scim_token_created', subject: null, details: `Token ending in ${inserted.row.last_four}`, at: now });
      return inserted;
    });
    if (!created) throw conflict(scimMessages.tokenExists);
    const summary = toTokenSummary(created.row);
    return c.json({ token: created.token, base_url: baseUrl, ...summary } satisfies CreatedScimToken, 201);
  });

  app.post('/token/revoke', ...administrators, async (c) => {
    await readBody(c, EmptyRequest);
    const accountId = c.get('accountId');
    const now = clock.now();
    // Revoking when there is none leaves things as asked: no token.
    await db.transaction(async (tx) => {
      const revoked = await revokeToken(tx, accountId, now);
      if (revoked) await recordActivity(tx, { accountId, actor: userActor(c.get('user')), action: 'scim_token_revoked', subject: null, details: `Token ending in ${revoked.last_four}`, at: now });
    });
    return c.json({ message: scimMessages.tokenRevoked } satisfies MessageResponse);
  });

  app.post('/groups/:id/apps', ...administrators, async (c) => {
    const body = await readBody(c, GroupAppsRequest);
    const accountId = c.get('accountId');
    const id = groupId(c.req.param('id'));
    const grantable = await grantableProducts(db, accountId);
    const productIds = checkGrantable(grantable, body.product_ids, 'product_ids');
    const now = clock.now();
    const saved = id === null ? null : await db.transaction(async (tx) => {
      const [group] = await tx.query<{ display_name: string }>(
        'select display_name from scim_groups where account_id = $1 and id = $2 for update', [accountId, id],
      );
      if (!group) return null;
      const before = await tx.query<{ product_id: number }>('select product_id from scim_group_products where group_id = $1', [id]);
      await tx.query('delete from scim_group_products where group_id = $1', [id]);
      await tx.query(
        'insert into scim_group_products (group_id, account_id, product_id) select $1, $2, unnest($3::int[])', [id, accountId, productIds],
      );
      // The log speaks of apps allowed and blocked: what the group does not grant is 'blocked' for it.
      const all = grantable.map((p) => p.id);
      const blockedBefore = all.filter((p) => !before.some((row) => row.product_id === p));
      const blockedAfter = all.filter((p) => !productIds.includes(p));
      const details = appChanges(grantable, blockedBefore, blockedAfter);
      if (details) await recordActivity(tx, { accountId, actor: userActor(c.get('user')), action: 'scim_group_apps_changed', subject: group.display_name, details, at: now });
      const [summary] = await groupSummaries(tx, accountId, id);
      return summary;
    });
    if (!saved) throw groupNotFound();
    return c.json(saved satisfies ScimGroupSummary);
  });

  return app;
}
