import { Hono } from 'hono';
import {
  AddDomainRequest, EmptyRequest, MAX_ID, ssoMessages, type MessageResponse, type SsoDomain, type SsoDomainList,
} from '../../src/api/contract';
import type { Services } from '../services';
import { recordActivity } from '../activity/activity-store';
import { userActor } from '../activity/actors';
import { requireAccount, requireAdministrator } from '../auth/middleware';
import { isUniqueViolation } from '../db/errors';
import { readBody } from '../http/body';
import { clientAddress } from '../http/client-address';
import { badRequest, conflict, notFound } from '../http/errors';
import { readDomain } from '../sso/domain-name';
import { deleteDomain, findDomain, insertDomain, listDomains, markVerified, toSsoDomain, verifiedElsewhere } from '../sso/domain-store';
import { belongsToAnotherAccount, checkDomainRecord } from '../sso/domain-verification';

/** A domain id from the path; anything that cannot name a row is as unknown as an id nobody has. */
function domainId(param: string): number | null {
  if (!/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= MAX_ID ? id : null;
}

const domainNotFound = () => notFound(ssoMessages.domainNotFound);

/**
 * account/sso/domains: the domains an account proves it holds (GET the list, POST add one,
 * POST :id/verify, POST :id/remove). Account bearer, administrators only, like the members calls;
 * another account's domain id is answered as one nobody has. Each change writes its activity entry
 * in its own transaction.
 */
export function accountSsoDomainRoutes(services: Services) {
  const { db, clock } = services;
  const app = new Hono();
  const administrators = [requireAccount(services), requireAdministrator] as const;

  app.get('/', ...administrators, async (c) => {
    const rows = await listDomains(db, c.get('accountId'));
    return c.json(rows.map(toSsoDomain) satisfies SsoDomainList);
  });

  app.post('/', ...administrators, async (c) => {
    const body = await readBody(c, AddDomainRequest);
    const { domain, refusal } = readDomain(body.domain);
    if (domain === null) throw badRequest(refusal, { domain: refusal });
    const accountId = c.get('accountId');
    // Adding is free, verifying exclusive; a domain another account has verified, and all under it, is theirs already.
    const held = await verifiedElsewhere(db, accountId, domain);
    if (held) throw belongsToAnotherAccount(true, held);
    const now = clock.now();
    const added = await db.transaction(async (tx) => {
      const row = await insertDomain(tx, accountId, domain, now);
      if (row) await recordActivity(tx, { accountId, actor: userActor(c.get('user')), action: 'sso_domain_added', subject: domain, details: '', at: now });
      return row;
    });
    if (!added) throw conflict(ssoMessages.alreadyAdded, { domain: ssoMessages.alreadyAdded });
    return c.json(toSsoDomain(added) satisfies SsoDomain, 201);
  });

  app.post('/:id/verify', ...administrators, async (c) => {
    await readBody(c, EmptyRequest);
    const accountId = c.get('accountId');
    const id = domainId(c.req.param('id'));
    const row = id === null ? null : await findDomain(db, accountId, id);
    if (!row) throw domainNotFound();
    if (row.verified_at) return c.json(toSsoDomain(row) satisfies SsoDomain);
    const held = await verifiedElsewhere(db, accountId, row.domain);
    if (held) throw belongsToAnotherAccount(false, held);
    await checkDomainRecord(services, row, clientAddress(c, services.config.trustProxy));
    const now = clock.now();
    let verified: typeof row | null;
    try {
      verified = await db.transaction(async (tx) => {
        const updated = await markVerified(tx, accountId, row.id, now);
        if (updated) await recordActivity(tx, { accountId, actor: userActor(c.get('user')), action: 'sso_domain_verified', subject: row.domain, details: '', at: now });
        return updated;
      });
    } catch (error) {
      // Another account verified it between the lookup and this write.
      if (isUniqueViolation(error)) throw belongsToAnotherAccount(false);
      throw error;
    }
    // Verified by a second click meanwhile, or removed: the row as it stands says which.
    const current = verified ?? (await findDomain(db, accountId, row.id));
    if (!current) throw domainNotFound();
    return c.json(toSsoDomain(current) satisfies SsoDomain);
  });

  app.post('/:id/remove', ...administrators, async (c) => {
    await readBody(c, EmptyRequest);
    const accountId = c.get('accountId');
    const id = domainId(c.req.param('id'));
    const now = clock.now();
    const removed = id === null ? null : await db.transaction(async (tx) => {
      const row = await deleteDomain(tx, accountId, id);
      if (row) await recordActivity(tx, { accountId, actor: userActor(c.get('user')), action: 'sso_domain_removed', subject: row.domain, details: '', at: now });
      return row;
    });
    if (!removed) throw domainNotFound();
    return c.json({ message: ssoMessages.domainRemoved } satisfies MessageResponse);
  });

  return app;
}
