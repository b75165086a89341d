import type { PersistedClient } from '@tanstack/react-query-persist-client';

/**
 * How one kind of saved data is written to storage and read back, when its plain JSON would be
 * too big or too slow. A query names its form in `meta.savedForm`; the members list of an account
 * of 5,000 is 2.7 MB as plain JSON, and writing that to localStorage held a phone's main thread
 * for most of a second, and reading it back again at every signed-in start.
 */
export type SavedForm = {
  /** What a query gives as `meta.savedForm`. */
  name: string;
  /** The data as text for storage. */
  write: (data: unknown) => string;
  /** The data back from that text; throws when the text is not one `write` made. */
  read: (text: string) => unknown;
};

/**
 * A query's data as the saved cache holds it when saved in a form: the form's name and the part
 * (an entry of its own in the storage, see storage-persister.ts) holding its text.
 */
type WrittenData = { savedForm: string; part: string };

const isWritten = (data: unknown): data is WrittenData =>
  typeof data === 'object' && data !== null && typeof (data as WrittenData).savedForm === 'string' && typeof (data as WrittenData).part === 'string';

const formOf = (meta: unknown, forms: readonly SavedForm[]): SavedForm | undefined => {
  const name = (meta as { savedForm?: unknown } | undefined)?.savedForm;
  return typeof name === 'string' ? forms.find((form) => form.name === name) : undefined;
};

type Queries = PersistedClient['clientState']['queries'];

/**
 * Writes and reads the queries of a saved cache that name a form, each one's text as a part of
 * its own. The cache is saved again on every change to any saved query: a form keeps the text it
 * wrote for a value (the members list's does, by its rows), so an unchanged list is not written
 * out again each time.
 */
export function savedFormsFor(forms: readonly SavedForm[]) {
  return {
    /** The queries as saved, and the parts' texts by name. */
    write: (queries: Queries): { queries: Queries; parts: Map<string, string> } => {
      const parts = new Map<string, string>();
      const saved = queries.map((query) => {
        const form = formOf(query.meta, forms);
        if (!form || query.state.data === undefined) return query;
        const part = `${form.name}:${query.queryHash}`;
        parts.set(part, form.write(query.state.data));
        const data: WrittenData = { savedForm: form.name, part };
        return { ...query, state: { ...query.state, data } };
      });
      return { queries: saved, parts };
    },
    /** The queries with their data back; one whose part is missing (a write that failed) is left out. */
    read: (queries: Queries, partText: (part: string) => string | null): Queries =>
      queries.flatMap((query) => {
        const { data } = query.state;
        if (!isWritten(data)) return [query];
        const form = forms.find((candidate) => candidate.name === data.savedForm);
        if (!form) throw new Error(`The saved cache has data in a form this version does not read: ${data.savedForm}`);
        const text = partText(data.part);
        return text === null ? [] : [{ ...query, state: { ...query.state, data: form.read(text) } }];
      }),
  };
}
