import { Hono } from 'hono';
import {
  AllowPackagesRequest, CancelMembershipRequest, InvitationTokenRequest, InviteRequest, MEMBER_LIST_VERSION_HEADER, MemberListVersion,
  memberMessages, type AcceptInvitationResponse, type InviteResponse, type MemberListChanges,
} from '../../src/api/contract';
import type { Services } from '../services';
import { readBody, readParam } from '../http/body';
import { forbidden, unauthorized } from '../http/errors';
import { jsonWithEtag } from '../http/etag';
import { bearerToken, requireAccount, requireAdministrator, sessionFromToken } from '../auth/middleware';
import { extendSession } from '../auth/sessions';
import { findUserByEmail } from '../auth/users';
import { declineInvitation, joinAccount } from '../members/invitation-answers';
import { liveInvitationOrRefuse } from '../members/invitation-token';
import { inviteMembers } from '../members/invite';
import { changesSince } from '../members/member-list-changes';
import { cancelRow, changeAccess } from '../members/membership-changes';
import { REGISTER_TO_ACCEPT_MESSAGE } from '../members/messages';
import { sessionToken } from './auth-flow';
import { userActor } from '../activity/actors';

/** invitation/ calls: the administrators' members table, and the invitee's accept and decline. */
export function invitationRoutes(services: Services) {
  const { db, clock } = services;
  const app = new Hono();
  const administrators = [requireAccount(services), requireAdministrator] as const;

  /*
   * MemberRow[], serialised once per version of the account's rows (members/member-list-cache.ts);
   * with ?since=<version>, the rows changed since that version (MemberListChanges) while the
   * server still knows it, else the whole list. Either names its version (Member-List-Version).
   */
  app.get('/get-user-account-invitations', ...administrators, async (c) => {
    const accountId = c.get('accountId');
    const since = c.req.query('since');
    const changes = since === undefined
      ? null
      : await changesSince(db, clock, accountId, readParam('since', since, MemberListVersion));
    if (changes) {
      c.header(MEMBER_LIST_VERSION_HEADER, changes.version);
      return c.json(changes satisfies MemberListChanges);
    }
    const list = await services.memberLists.current(db, clock, accountId);
    c.header(MEMBER_LIST_VERSION_HEADER, list.version);
    return jsonWithEtag(c, list);
  });

  app.post('/invite', ...administrators, async (c) => {
    const body = await readBody(c, InviteRequest);
    const results = await inviteMembers(services, {
      accountId: c.get('accountId'), inviter: c.get('user'), emails: body.emails, tenancy: body.tenancy,
      blockedPackages: body.blocked_packages ?? null,
    });
    return c.json({ results } satisfies InviteResponse);
  });

  app.post('/cancel-membership-invitation', ...administrators, async (c) => {
    const { email } = await readBody(c, CancelMembershipRequest);
    return c.json({ message: await cancelRow(services, c.get('accountId'), email, userActor(c.get('user'))) });
  });

  app.post('/allow-package-membership-invitation', ...administrators, async (c) => {
    const body = await readBody(c, AllowPackagesRequest);
    return c.json({ message: await changeAccess(services, c.get('accountId'), body, userActor(c.get('user'))) });
  });

  /*
   * Without a user profile for the invited address, the answer hands the token back for
   * auth/register-invited-user. With one, only that user, signed in, can accept: a mailed link alone
   * never signs anyone in to an existing profile.
   */
  app.post('/accept-invitation', async (c) => {
    const { invitationToken } = await readBody(c, InvitationTokenRequest);
    const invitation = await liveInvitationOrRefuse(services, invitationToken);
    const invitee = await findUserByEmail(db, invitation.email);
    if (!invitee) return c.json({ invitationToken, message: REGISTER_TO_ACCEPT_MESSAGE } satisfies AcceptInvitationResponse);
    const signedIn = await sessionFromToken(services, bearerToken(c));
    if (!signedIn) throw unauthorized(memberMessages.signInToAccept);
    if (signedIn.user.id !== invitee.id) throw forbidden(memberMessages.otherEmail);
    await db.transaction((tx) => joinAccount(tx, invitation, invitee.id, clock.now()));
    // As GET auth: the session slides and is signed again; the portal stores it and reloads the accounts, the new one among them.
    const session = await extendSession(db, signedIn.session, clock.now());
    const authToken = await sessionToken(services, session);
    return c.json({ authToken, message: memberMessages.invitationAccepted } satisfies AcceptInvitationResponse);
  });

  app.post('/cancel-invitation', async (c) => {
    const { invitationToken } = await readBody(c, InvitationTokenRequest);
    const invitation = await liveInvitationOrRefuse(services, invitationToken);
    await db.transaction((tx) => declineInvitation(tx, invitation, clock.now()));
    return c.json({ message: memberMessages.invitationDeclined });
  });

  return app;
}
