import { once } from 'node:events';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { ContentCoding } from '../http/accept-encoding';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { mergeMemberChanges, type MemberRow } from '../../src/api/contract';
import { changesSince, nextInvitationEnd } from './member-list-changes';
import { listMembersInSlices } from './member-list-slices';
import { eachChunk, plainBody, serialiseInSlices, type SerialisedList } from './member-list-body';
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
 * Each version is also kept compressed in each coding a caller asked it in (brotli for browsers,
 * gzip for some other clients), made once, on the first such call, in libuv's thread pool rather
 * than on the event loop: 2.2 MB of JSON become about 0.1 MB in brotli, which a phone on a poor
 * network downloads in a fraction of the time, and no call compresses it again. A coding no caller
 * asks for is never made: at 50,000 rows each copy is 25 MB of compression, and a directory that
 * writes ten times a second makes a version each time.
 */
export type MemberListBody = {
  /** The JSON in `coding`, or plain (null), made on the first call that asks for it. */
  encodedAs: (coding: ContentCoding | null) => Promise<Uint8Array<ArrayBuffer>>;
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

/**
 * The rows are kept besides their JSON lines, so a change of a few rows is merged into them, not
 * read again; `encodedBytes` counts the copies (compressed or plain) made while the entry is kept.
 */
type Entry = MemberListBody & {
  accountId: number; key: string; changesAt: Date | null; rows: MemberRow[]; list: SerialisedList; encodedBytes: number;
};

/** Quality 5 of 11: within a few per cent of the best size at a small fraction of its time. */
const BROTLI_QUALITY = 5;

/** The list compressed in `coding`, fed a chunk at a time (member-list-body.ts), in libuv's thread pool. */
async function compress(list: SerialisedList, coding: ContentCoding): Promise<Buffer> {
  const stream = coding === 'gzip'
    ? createGzip()
    : createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: list.byteLength,
      },
    });
  const output: Buffer[] = [];
  stream.on('data', (part: Buffer) => output.push(part));
  const ended = once(stream, 'end');
  // A write's callback comes once zlib has taken the whole chunk, so its buffer may be refilled.
  await eachChunk(list, (chunk) => new Promise<void>((resolve, reject) => {
    stream.write(chunk, (error) => (error ? reject(error) : resolve()));
  }));
  stream.end();
  await ended;
  return Buffer.concat(output);
}

const made = (coding: ContentCoding | null, list: SerialisedList): Promise<Uint8Array<ArrayBuffer>> =>
  coding === null ? plainBody(list) : compress(list, coding).then((bytes) => new Uint8Array(bytes));

/**
 * The bytes an entry holds, roughly: the rows it keeps and their JSON lines (each counted as
 * large as the list's JSON, twice), and every copy made, plain or compressed.
 */
const sizeOf = (entry: Entry) => 2 * entry.list.byteLength + entry.encodedBytes;

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
    const list = await serialiseInSlices(rows);
    const version = changes?.version ?? versionToken(versions, now);
    const copies = new Map<ContentCoding | null, Promise<Uint8Array<ArrayBuffer>>>();
    const entry: Entry = {
      accountId, key, version, changesAt, rows, list, etag: list.etag, encodedBytes: 0,
      encodedAs: (coding) => {
        let copy = copies.get(coding);
        if (!copy) {
          copy = made(coding, list).then(
            (bytes) => {
              this.counted(entry, bytes.byteLength);
              return bytes;
            },
            (error: unknown) => {
              // A failed compression is tried again by the next call, not remembered.
              copies.delete(coding);
              throw error;
            },
          );
          copies.set(coding, copy);
        }
        return copy;
      },
    };
    this.keep(entry);
    return entry;
  }

  /** A copy of `entry` was made: it counts towards the bound while the entry is kept. */
  private counted(entry: Entry, bytes: number): void {
    if (this.entries.get(entry.accountId) !== entry) return;
    entry.encodedBytes += bytes;
    this.bytes += bytes;
    this.withinBound();
  }

  private keep(entry: Entry): void {
    this.forget(entry.accountId);
    if (sizeOf(entry) > this.maxBytes) return;
    this.entries.set(entry.accountId, entry);
    this.bytes += sizeOf(entry);
    this.withinBound();
  }

  /** Least recently used out first, until the entries fit. */
  private withinBound(): void {
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
