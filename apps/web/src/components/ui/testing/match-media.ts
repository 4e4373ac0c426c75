/**
 * Test helper: jsdom has no window.matchMedia. This installs a small implementation that evaluates
 * `(min-width: Npx)` / `(max-width: Npx)` clauses (joined with `and`) against a simulated viewport
 * width, and `(prefers-reduced-motion: reduce)` / `(prefers-color-scheme: dark)` against flags.
 * `setViewportWidth` resizes and notifies listeners, like a real browser would.
 *
 * Not exported from the UI index: import it from tests only.
 */
interface Listener { query: string; matches: boolean; list: MockMediaQueryList }

interface MockMediaQueryList extends MediaQueryList {
  listeners: Set<(event: MediaQueryListEvent) => void>;
}

const state = { width: 1280, reducedMotion: false, dark: false };
const lists = new Set<Listener>();
let installed = false;
let original: typeof window.matchMedia | undefined;

function evaluate(query: string): boolean {
  const clauses = query.split(/\s+and\s+/i).map((c) => c.trim()).filter(Boolean);
  return clauses.every((clause) => {
    const width = /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/i.exec(clause);
    if (width) {
      const value = Number(width[2]);
      return width[1]!.toLowerCase() === 'min' ? state.width >= value : state.width <= value;
    }
    if (/prefers-reduced-motion\s*:\s*reduce/i.test(clause)) return state.reducedMotion;
    if (/prefers-color-scheme\s*:\s*dark/i.test(clause)) return state.dark;
    return false;
  });
}

function createList(query: string): MockMediaQueryList {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const entry: Listener = { query, matches: evaluate(query), list: null as unknown as MockMediaQueryList };
  const list = {
    media: query,
    get matches() { return evaluate(query); },
    onchange: null,
    listeners,
    addEventListener: (_type: string, cb: EventListenerOrEventListenerObject) => {
      listeners.add(typeof cb === 'function' ? (cb as (e: MediaQueryListEvent) => void) : (e) => cb.handleEvent(e));
    },
    removeEventListener: (_type: string, cb: EventListenerOrEventListenerObject) => {
      listeners.delete(cb as (e: MediaQueryListEvent) => void);
    },
    addListener: (cb: (e: MediaQueryListEvent) => void) => listeners.add(cb),
    removeListener: (cb: (e: MediaQueryListEvent) => void) => listeners.delete(cb),
    dispatchEvent: () => true,
  } as unknown as MockMediaQueryList;
  entry.list = list;
  lists.add(entry);
  return list;
}

function notify(): void {
  for (const entry of lists) {
    const matches = evaluate(entry.query);
    if (matches === entry.matches) continue;
    entry.matches = matches;
    const event = { matches, media: entry.query } as MediaQueryListEvent;
    for (const cb of [...entry.list.listeners]) cb(event);
  }
}

/** Installs the mock with a starting viewport width (default 1280 px, a desktop). */
export function installMatchMedia(width = 1280, options: { reducedMotion?: boolean; dark?: boolean } = {}): void {
  state.width = width;
  state.reducedMotion = options.reducedMotion ?? false;
  state.dark = options.dark ?? false;
  lists.clear();
  if (!installed) {
    original = window.matchMedia;
    installed = true;
  }
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: createList });
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

/** Simulates a resize: updates window.innerWidth and fires `change` on every affected query list. */
export function setViewportWidth(width: number): void {
  state.width = width;
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  notify();
  window.dispatchEvent(new Event('resize'));
}

/** Restores jsdom's original (absent) matchMedia and its default 1024 px innerWidth. */
export function uninstallMatchMedia(): void {
  lists.clear();
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
  if (!installed) return;
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: original });
  installed = false;
}
