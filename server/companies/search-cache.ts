import type { CompanySearchResult } from '../../src/api/contract';
import type { Clock } from '../clock';
import type { CompanyDirectory } from './directory';

/** How long an answer is reused: the lookup asks again as the user types and retypes. */
export const COMPANY_SEARCH_CACHE_MS = 60_000;
/** Answers kept at most (about 4 KB each), least recently used dropped first. */
export const COMPANY_SEARCH_CACHE_SIZE = 500;

/** "Quay  & CO" and "quay & co" ask the register the same question. */
const keyOf = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

type Entry = { at: number; answer: Promise<CompanySearchResult[]> };

/**
 * Answers the same search within COMPANY_SEARCH_CACHE_MS from memory, so the lookup's repeated
 * questions do not spend the register's calls (Companies House allows a key 600 in five minutes).
 * One cache for every user: the register is public and answers everyone alike. A search already
 * under way is shared, not asked twice. A failure is not kept, so the next search asks again. Each
 * instance keeps its own: a miss costs one call, never a wrong answer.
 */
export class CachedCompanyDirectory implements CompanyDirectory {
  readonly kind: CompanyDirectory['kind'];
  // A Map iterates in insertion order; an entry read is moved to the end, so the first is the least recently used.
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly inner: CompanyDirectory,
    private readonly clock: Clock,
    private readonly maxEntries = COMPANY_SEARCH_CACHE_SIZE,
  ) {
    this.kind = inner.kind;
  }

  search(text: string): Promise<CompanySearchResult[]> {
    const key = keyOf(text);
    const now = this.clock.now().getTime();
    const kept = this.entries.get(key);
    this.entries.delete(key);
    if (kept && now - kept.at < COMPANY_SEARCH_CACHE_MS) {
      this.entries.set(key, kept);
      return kept.answer;
    }
    const entry: Entry = { at: now, answer: this.inner.search(text) };
    this.entries.set(key, entry);
    entry.answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    return entry.answer;
  }
}
