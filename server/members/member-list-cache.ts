import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentCoding } from '../http/accept-encoding';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { mergeMemberChanges, type MemberRow } from '../../src/api/contract';
import { changesSince, nextInvitationEnd } from './member-list-changes';
import { listMembersInSlices } from './member-list-slices';
import { serialiseInSlices } from './member-list-body';
import { readListVersions, versionToken, type ListVersions } from './member-list-version';

/**
 * The members list, serialised once per version of its account (migration 010): at 5,000 rows
 * it is 2 MB of JSON that takes the database and the JSON encoder hundreds of milliseconds to
 * make, and the portal reads it on every visit to Manage Users. Each call still reads the version
 * (one indexed row) and the caller's session and membership; only the unchanged body is reused.
 *
 * An entry is served only while both hold: the version it was built at is still the database's
 * (writes by any instance move it, through triggers), and no pending invitation in it has reached
 * its end since (that row then reads `expired`). Entries are kept least recently used first and
 * dropped past `maxBytes` in all (every copy counted), so a server with many large accounts holds
 * a bounded amount.
 *
 * Each version is also kept compressed, brotli and gzip, made once when it is built, in libuv's
 * thread pool rather than on the event loop: 2.2 MB of JSON become about 0.1 MB in brotli, which a
 * phone on a poor network downloads in a fraction of the time, and no call compresses it again.
 */
export type MemberListBody = {
  body: Uint8Array<ArrayBuffer>;
  /** The same JSON in each content coding. */
  encoded: Record<ContentCoding, Uint8Array<ArrayBuffer>>;
  /**
   * Weak (`W/"..."`), and the same for the plain body and its compressed copies: RFC 9110 8.8.3
   * lets a weak tag name representations that are equivalent in meaning, which these are (one
   * JSON, decoded by the client), whereas a strong one would have to differ per coding. It is only
   * ever compared weakly (If-None-Match; no ranges are served), and one tag per version lets a
   * client revalidate whatever Accept-Encoding it sends next time.
   */
  etag: string;
  /** The version the rows are at (Member-List-Version), for asking what changed since. */
  version: string;
};

/** The rows are kept besides their JSON, so a change of a few rows is merged into them, not read again. */
type Entry = MemberListBody & { accountId: number; key: string; changesAt: Date | null; rows: MemberRow[] };

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Quality 5 of 11: within a few per cent of the best size at a small fraction of its time. */
const BROTLI_QUALITY = 5;

async function compressed(body: Uint8Array<ArrayBuffer>): Promise<Record<ContentCoding, Uint8Array<ArrayBuffer>>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzipped(body),
  ]);
  return { br: new Uint8Array(br), gzip: new Uint8Array(gz) };
}

/**
 * The bytes an entry holds, roughly: the plain body and every compressed copy, and, each about as
 * large as the body, the rows it keeps and their JSON (member-list-body.ts).
 */
const sizeOf = (entry: MemberListBody) =>
  3 * entry.body.byteLength + Object.values(entry.encoded).reduce((sum, copy) => sum + copy.byteLength, 0);

/** 192 MB: some thirty lists of 5,000 rows, or three of 50,000. */
export const MEMBER_LIST_CACHE_BYTES = 192 * 1024 * 1024;

/** The versions of the account and of the catalogue, as one string that changes when either does. */
async function readVersion(db: Queryable, accountId: number): Promise<{ key: string; versions: ListVersions }> {
  const versions = await readListVersions(db, accountId);
  return { key: `${versions.catalogue}.${versions.account}`, versions };
}

const fresh = (entry: Entry, key: string, now: Date) =>
  entry.key === key && (entry.changesAt === null || now < entry.changesAt);

export class MemberListCache {
  private readonly entries = new Map<number, Entry>();
  /** Builds under way, by account and version: callers arriving meanwhile wait for the same one. */
  private readonly building = new Map<string, Promise<Entry>>();
  private bytes = 0;

  constructor(private readonly maxBytes = MEMBER_LIST_CACHE_BYTES) {}

  /** The account's list as it is now, serialised, with its ETag. */
  async current(db: Queryable, clock: Clock, accountId: number): Promise<MemberListBody> {
    // The version first, then the rows: rows read later are at least as new as the version they
    // are kept under, so a write in between costs a rebuild, never a stale answer.
    const { key, versions } = await readVersion(db, accountId);
    const kept = this.entries.get(accountId);
    if (kept && fresh(kept, key, clock.now())) {
      this.touch(kept);
      return kept;
    }
    const buildKey = `${accountId}\n${key}`;
    let build = this.building.get(buildKey);
    if (!build) {
      build = this.build(db, clock, accountId, key, versions).finally(() => this.building.delete(buildKey));
      this.building.set(buildKey, build);
    }
    const built = await build;
    // A build this call joined late may have been made before an invitation in it expired.
    return fresh(built, key, clock.now()) ? built : this.build(db, clock, accountId, key, versions);
  }

  /**
   * The list at this version: the list kept brought up to date with what changed since it (a few
   * rows read, member-list-changes.ts), or, without one or when the changes are too many, read
   * whole in slices (member-list-slices.ts). Either way serialised in slices: no step holds the
   * event loop for long, whatever the account's size.
   */
  private async build(db: Queryable, clock: Clock, accountId: number, key: string, versions: ListVersions): Promise<Entry> {
    const now = clock.now();
    const kept = this.entries.get(accountId);
    const changes = kept ? await changesSince(db, clock, accountId, kept.version) : null;
    const { rows, changesAt } = kept && changes
      ? { rows: mergeMemberChanges(kept.rows, changes), changesAt: await nextInvitationEnd(db, accountId, now) }
      : await listMembersInSlices(db, accountId, now);
    const { body, etag } = await serialiseInSlices(rows);
    const version = changes?.version ?? versionToken(versions, now);
    const entry: Entry = { accountId, key, version, changesAt, rows, body, encoded: await compressed(body), etag };
    this.keep(entry);
    return entry;
  }

  private keep(entry: Entry): void {
    this.forget(entry.accountId);
    if (sizeOf(entry) > this.maxBytes) return;
    this.entries.set(entry.accountId, entry);
    this.bytes += sizeOf(entry);
    for (const [accountId] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(accountId);
    }
  }

  private forget(accountId: number): void {
    const entry = this.entries.get(accountId);
    if (!entry) return;
    this.entries.delete(accountId);
    this.bytes -= sizeOf(entry);
  }

  /** Most recently used last: a Map iterates in insertion order. */
  private touch(entry: Entry): void {
    this.entries.delete(entry.accountId);
    this.entries.set(entry.accountId, entry);
  }

  /** What the cache holds, for tests of its bound. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
