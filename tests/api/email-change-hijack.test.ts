import { describe, expect, it } from 'vitest';
import type { UpdateMeResponse } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { USER_SCHEMA, expectStatus, personView, scim, scimAccount } from '../support/api-scim';
import { PASSWORD, login, registerVerifiedUser } from '../support/api-users';

/*
 * Pre-account hijack by an e-mail change (issue 50, finding 2): an attacker with a verified profile
 * changes its e-mail to a future employee's address and never proves it. Before, update-me stored
 * the address at once and directory sync adopted the attacker's profile for it; now the address
 * waits, is nobody's, and the directory provisions a new person.
 */
describe.each(dbKinds)('an unproven e-mail change holds no address (%s)', (kind) => {
  const api = useApiApp(kind);

  it("directory sync provisions a new person for the address; the attacker's profile reaches nothing of the account", async () => {
    const { account, domain, token } = await scimAccount(api);
    const victim = `victim@${domain}`;
    const attacker = await registerVerifiedUser(api, { firstName: 'Mallory', lastName: 'Smith' });
    const changed = await api.put<UpdateMeResponse>('user/update-me', {
      first_name: 'Vic', last_name: 'Tim', email: victim, current_password: PASSWORD,
    }, attacker.token);
    expect(changed.status).toBe(200);
    expect(changed.body.user).toMatchObject({ email: attacker.email, pending_email: victim });

    const provisioned = await scim(api, 'POST', '/Users', token, {
      schemas: [USER_SCHEMA], userName: victim, name: { givenName: 'Victoria', familyName: 'Timms' }, active: true,
    });
    expectStatus(provisioned, 201);
    const [person] = await api.db.query<{ id: number; first_name: string }>('select id, first_name from users where email = $1', [victim]);
    expect(person.first_name).toBe('Victoria');
    expect(person.id).not.toBe(attacker.register.user.id);
    const [member] = await api.db.query<{ user_id: number }>(
      'select user_id from user_accounts where account_id = $1 and user_id = $2', [account.id, person.id],
    );
    expect(member).toBeDefined();

    // The attacker's session and a fresh sign-in by its own address see nothing of corp's account.
    expect(await personView(api, attacker.token, account.id)).toMatchObject({ listed: false });
    const signedIn = await login(api, { email: attacker.email }, attacker.deviceId);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ login: true, user: { email: attacker.email } });
    expect(await personView(api, (signedIn.body as { token: string }).token, account.id)).toMatchObject({ listed: false });
    expect((await login(api, { email: victim }, attacker.deviceId)).status).toBe(401);

    // The mailed code, even if the attacker had it, cannot take the address from its person now.
    const mailed = (await api.mails(victim)).find((mail) => mail.subject === 'Verify your email');
    const code = Number(/Your code is (\d{6})\./.exec(mailed?.text ?? '')?.[1]);
    expect(await api.post('user/verify-new-email', { otp: code }, attacker.token)).toMatchObject({
      status: 409, body: { message: 'A user profile with this email already exists.' },
    });
    const [stillAttacker] = await api.db.query<{ email: string }>('select email from users where id = $1', [attacker.register.user.id]);
    expect(stillAttacker.email).toBe(attacker.email);
  });
});
