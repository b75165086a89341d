/** An empty Web Storage, as a guest's browser has on a first visit. */
class EmptyStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/**
 * The prerender renders each page as a guest sees it: start-up reads the stored token from
 * `localStorage`/`sessionStorage` while rendering, and on a first visit both are empty.
 */
export function asGuestBrowser(): void {
  Object.assign(globalThis, { localStorage: new EmptyStorage(), sessionStorage: new EmptyStorage() });
}
