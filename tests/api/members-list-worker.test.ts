import { describe, expect, it } from 'vitest';
import { readMemberListText } from '../../src/api/contract/member-list-text';
import { answerListCall, type ListAnswer } from '../../src/api/member-list-worker/answer';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';
import { inviteOne, listRows, ownedAccount } from '../support/api-members';
import { uniqueEmail } from '../support/unique-email';

/**
 * What the members list's worker (src/api/member-list-worker) hands the page, asked of the real
 * server: the list as compact text that reads back to exactly the rows of the API's JSON, and
 * every other answer as the page would have read it.
 */
const PATH = '/api/v1/invitation/get-user-account-invitations';

function askWorker(api: TestApi, accountToken: string, extra: Record<string, string> = {}): Promise<ListAnswer> {
  const headers = { Accept: 'application/json', Authorization: `Bearer ${accountToken}`, ...extra };
  return answerListCall({ id: 7, url: PATH, headers }, (url, init) => Promise.resolve(api.app.request(url, init)));
}

describe.each(dbKinds)('the members list read by the worker (%s)', (kind) => {
  const api = useApiApp(kind);

  it('hands over a 200 as compact text holding exactly the rows and the ETag of the API\'s answer', async () => {
    const { owner } = await ownedAccount(api);
    await inviteOne(api, owner.accountToken, uniqueEmail('listed'));
    const answer = await askWorker(api, owner.accountToken);
    expect(answer).toMatchObject({ id: 7, status: 200 });
    if ('unreachable' in answer) throw new Error('no answer');
    const etag = new Headers(answer.headers).get('ETag');
    expect(etag).toMatch(/^W\//);
    expect(answer.data).toBeUndefined();
    expect(readMemberListText(answer.text ?? '')).toEqual({ rows: await listRows(api, owner.accountToken), etag });
  });

  it('hands over a 304 with no body, and a refusal as its body for the page to judge', async () => {
    const { owner } = await ownedAccount(api);
    const first = await askWorker(api, owner.accountToken);
    if ('unreachable' in first) throw new Error('no answer');
    const etag = new Headers(first.headers).get('ETag') ?? '';
    const again = await askWorker(api, owner.accountToken, { 'If-None-Match': etag });
    expect(again).toEqual({ id: 7, status: 304, headers: expect.arrayContaining([['etag', etag]]), data: undefined });

    const refused = await askWorker(api, 'not-a-token');
    expect(refused).toMatchObject({ status: 401, data: { message: expect.any(String) } });
    expect(refused).not.toHaveProperty('text');
  });

  it('says there was no answer when the network fails', async () => {
    const answer = await answerListCall({ id: 3, url: PATH, headers: {} }, () => Promise.reject(new TypeError('Failed to fetch')));
    expect(answer).toEqual({ id: 3, unreachable: true });
  });
});
