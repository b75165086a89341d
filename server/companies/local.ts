import type { CompanySearchResult } from '../../src/api/contract';
import { demoDirectory } from './demo-companies';
import { MAX_COMPANY_RESULTS, type CompanyDirectory } from './directory';

/** Lower case, punctuation ("&", "-", ".") as spaces, single spaces: "Heron & Tallis" -> "heron tallis". */
const normalise = (text: string): string =>
  text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

type Entry = { company: CompanySearchResult; name: string; words: string[] };

/**
 * Searches an in-memory list. Rank 0: the name starts with the text. Rank 1: a word of the name
 * starts with it ("analytics" finds "Harbourlight Analytics Ltd"). Rank 2: every word typed starts
 * some word of the name, in any order. Within a rank, alphabetical.
 */
export class LocalCompanyDirectory implements CompanyDirectory {
  readonly kind = 'local';
  private readonly entries: Entry[];

  constructor(companies: readonly CompanySearchResult[] = demoDirectory.companies) {
    this.entries = companies.map((company) => {
      const name = normalise(company.company_name);
      return { company, name, words: name.split(' ') };
    });
  }

  async search(text: string): Promise<CompanySearchResult[]> {
    const query = normalise(text);
    if (!query) return [];
    const tokens = query.split(' ');
    const rank = ({ name, words }: Entry): number | null => {
      if (name.startsWith(query)) return 0;
      if (` ${name}`.includes(` ${query}`)) return 1;
      if (tokens.every((token) => words.some((word) => word.startsWith(token)))) return 2;
      return null;
    };
    return this.entries
      .map((entry) => ({ entry, rank: rank(entry) }))
      .filter((match): match is { entry: Entry; rank: number } => match.rank !== null)
      .sort((a, b) => a.rank - b.rank || a.entry.company.company_name.localeCompare(b.entry.company.company_name, 'en'))
      .slice(0, MAX_COMPANY_RESULTS)
      .map(({ entry }) => ({ ...entry.company }));
  }
}
