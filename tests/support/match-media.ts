/**
 * jsdom has no window.matchMedia. This stand-in answers width queries, `(max-width: Npx)` and
 * `(min-width: Npx)`, from window.innerWidth, the width the unit tests set, and tells its listeners
 * when a `resize` event changed the answer, as a browser does when the viewport crosses the width.
 * Any other query does not match.
 */
const WIDTH_QUERY = /^\(\s*(max|min)-width:\s*(\d+(?:\.\d+)?)px\s*\)$/;

function matchesWidth(query: string): boolean {
  const parsed = WIDTH_QUERY.exec(query.trim());
  if (!parsed) return false;
  const limit = Number(parsed[2]);
  return parsed[1] === 'max' ? window.innerWidth <= limit : window.innerWidth >= limit;
}

class WidthQueryList extends EventTarget implements MediaQueryList {
  readonly media: string;
  onchange: MediaQueryList['onchange'] = null;
  private last: boolean;

  constructor(media: string) {
    super();
    this.media = media;
    this.last = matchesWidth(media);
    everyList().add(this);
  }

  /** Read live; a later resize tells the listeners when the answer is no longer the one last read. */
  get matches(): boolean {
    this.last = matchesWidth(this.media);
    return this.last;
  }

  recheck(): void {
    const now = matchesWidth(this.media);
    if (now === this.last) return;
    this.last = now;
    const change = Object.assign(new Event('change'), { matches: now, media: this.media }) as MediaQueryListEvent;
    this.onchange?.call(this, change);
    this.dispatchEvent(change);
  }

  /** The deprecated listener API, which some libraries still use. */
  addListener(listener: ((this: MediaQueryList, event: MediaQueryListEvent) => void) | null): void {
    if (listener) this.addEventListener('change', listener as EventListener);
  }

  removeListener(listener: ((this: MediaQueryList, event: MediaQueryListEvent) => void) | null): void {
    if (listener) this.removeEventListener('change', listener as EventListener);
  }
}

/*
 * Unit test files share a worker's modules, each with a window of its own: the app keeps the lists
 * it was given (useMediaQuery) from one file to the next. Every list made so far is kept here, on
 * the worker's global, and each new window's resize events recheck all of them.
 */
const LISTS = Symbol.for('portal.unit.widthQueryLists');
type WithLists = typeof globalThis & { [LISTS]?: Set<WidthQueryList> };

function everyList(): Set<WidthQueryList> {
  const global = globalThis as WithLists;
  global[LISTS] ??= new Set();
  return global[LISTS];
}

export function installMatchMedia(): void {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) => new WidthQueryList(query);
  window.addEventListener('resize', () => {
    for (const list of everyList()) list.recheck();
  });
}
