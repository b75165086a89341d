import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The API files that run on PostgreSQL as well as on PGlite: those whose SQL, locking or
 * concurrency can differ between the two (the stores' statements, the limits under advisory
 * locks, the one-time races, billing's inbox, the members list's triggers and versions, the
 * migrations), the route fuzzing and the cross-tenant matrix (every route on both), and the
 * identity and directory-sync refusals of single sign-on, SCIM and sessions, which a security
 * review reads on both. The rest run the same SQL through the same code on PGlite only.
 * A file is taken when its name matches and it runs per database (it uses dbKinds).
 */
const ON_BOTH = [
  /^fuzz-routes/, /^cross-tenant/, /^limits-/, /^one-time-races/, /^code-atomicity/, /^postgres-statements/, /^sweep/,
  /^billing-/, /^subscribe-/, /^webhook-/, /^package-subscribed-apps/, /^members-/, /^invite/, /^sso-/, /^scim-/,
  /^session/, /^two-step-policy/, /^account-access/, /^pollution/, /^email-change/, /^register-unproven/,
];

export function postgresFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts') && ON_BOTH.some((pattern) => pattern.test(name)))
    .filter((name) => /\bdbKinds\b|fuzzRoutesWhere/.test(readFileSync(join(dir, name), 'utf8')))
    .map((name) => join(dir, name));
}
