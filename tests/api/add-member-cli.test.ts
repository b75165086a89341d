import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addMember, parseAddMemberArgs, runAddMember } from '../../server/cli/add-member';
import { dbKinds, useApiApp } from '../support/api-app';
import { accountTokenFor, createAccount } from '../support/api-accounts';
import { activityPage } from '../support/api-activity';
import { registerVerifiedUser } from '../support/api-users';

describe.each(dbKinds)('server/cli/add-member (%s)', (kind) => {
  const api = useApiApp(kind);

  it('adds an existing user to an account, changes the tenancy, and says when nothing changed', async () => {
    const owner = await registerVerifiedUser(api);
    const account = await createAccount(api, owner.token);
    const user = await registerVerifiedUser(api, { firstName: 'Cleo', lastName: 'Cli' });

    expect(await addMember(api.db, { email: user.email.toUpperCase(), accountId: account.id, tenancy: 'STANDARD' })).toBe('added');
    const token = await accountTokenFor(api, user.token, account.id);
    expect(await api.get('user/administrators', token)).toMatchObject({ status: 403 });

    expect(await addMember(api.db, { email: user.email, accountId: account.id, tenancy: 'ADMINISTRATOR' })).toBe('changed');
    expect((await api.get('user/administrators', token)).status).toBe(200);
    expect(await addMember(api.db, { email: user.email, accountId: account.id, tenancy: 'ADMINISTRATOR' })).toBe('unchanged');
    expect(await api.db.query('select tenancy from user_accounts where user_id = $1', [user.register.user.id]))
      .toEqual([{ tenancy: 'ADMINISTRATOR' }]);

    // The account's administrators read both changes on Activity, made by 'System'; nothing for the unchanged one.
    const ownerToken = await accountTokenFor(api, owner.token, account.id);
    const log = await activityPage(api, ownerToken);
    expect(log.entries.map((entry) => [entry.who, entry.actor_kind, entry.what, entry.subject, entry.details])).toEqual([
      ['System', 'system', 'User type changed', user.email, 'User type: Standard → Administrator'],
      ['System', 'system', 'Member added', user.email, 'Added as Standard'],
    ]);
  });

  it('refuses an unknown user or account, and demoting the primary contact, changing nothing', async () => {
    const owner = await registerVerifiedUser(api);
    const account = await createAccount(api, owner.token);
    const before = await api.db.query('select * from user_accounts order by user_id, account_id');
    await expect(addMember(api.db, { email: 'nobody@example.com', accountId: account.id, tenancy: 'STANDARD' }))
      .rejects.toThrow('No user has the e-mail nobody@example.com; they must register first.');
    await expect(addMember(api.db, { email: owner.email, accountId: 999_999, tenancy: 'STANDARD' }))
      .rejects.toThrow('There is no account 999999.');
    await expect(addMember(api.db, { email: owner.email, accountId: account.id, tenancy: 'STANDARD' }))
      .rejects.toThrow(`${owner.email} is the primary contact of account ${account.id}; make another administrator the primary contact first.`);
    expect(await api.db.query('select * from user_accounts order by user_id, account_id')).toEqual(before);
    expect(await api.db.query('select id from account_activity where account_id = $1', [account.id])).toEqual([]);
  });
});

describe('add-member command line', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('reads --email, --account-id and --tenancy (the invite form\'s spellings too)', () => {
    expect(parseAddMemberArgs(['--email', ' a@b.co ', '--account-id', '3', '--tenancy', 'standard'])).toEqual({
      email: 'a@b.co', accountId: 3, tenancy: 'STANDARD',
    });
    expect(parseAddMemberArgs(['--email=a@b.co', '--account-id=12', '--tenancy=Administrators']).tenancy).toBe('ADMINISTRATOR');
  });

  it('prints its usage with --help', async () => {
    const printed: unknown[] = [];
    expect(await runAddMember(['--help'], { DATA_DIR: dataDir }, (line) => printed.push(line))).toBe(0);
    expect(String(printed[0])).toMatch(/^Usage: /);
  });

  it('answers usage errors with exit code 2 without opening a database', async () => {
    for (const argv of [[], ['--email', 'a@b.co', '--account-id', 'x', '--tenancy', 'STANDARD'],
      ['--email', 'a@b.co', '--account-id', '3', '--tenancy', 'OWNER'], ['--bogus']]) {
      const errors: unknown[] = [];
      expect(await runAddMember(argv, { DATA_DIR: dataDir }, () => {}, (line) => errors.push(line))).toBe(2);
      expect(String(errors[0])).toContain('Usage: npx tsx server/cli/add-member.ts');
    }
  });

  it('opens the database in DATA_DIR like the server and reports a refusal with exit code 1', async () => {
    const errors: unknown[] = [];
    const code = await runAddMember(
      ['--email', 'nobody@example.com', '--account-id', '1', '--tenancy', 'STANDARD'],
      { DATA_DIR: dataDir, DATABASE_URL: '' },
      () => {},
      (line) => errors.push(line),
    );
    expect(code).toBe(1);
    expect(errors).toEqual(['No user has the e-mail nobody@example.com; they must register first.']);
  });
});
