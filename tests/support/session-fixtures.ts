/** What a signed-in session looks like to the portal, for tests that stub the API. */
const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A token the portal can decode (user 1); only the server could verify it, and none is asked. */
export const TOKEN = `${b64url('{"alg":"HS256"}')}.${b64url('{"sub":"1"}')}.signature`;

export const user = { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', is_email_verified: 1 };
