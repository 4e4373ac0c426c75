// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { editDocuments } from './document-edits';
import { INLINED_ATTRIBUTE, inlineStylesheetsEdit } from './inline-styles';
import { HYDRATED_EVENT, HYDRATED_EVENT as LAYOUT_HYDRATED_EVENT } from '@/lib/hydrated-event';
import { GUEST_DOCUMENT_ATTRIBUTE, LOADER_ATTRIBUTE, LOADER_TIMEOUT_MS, scriptsAfterFirstPaint, scriptsAfterFirstPaintEdit, scriptsOfLoader } from './scripts-after-paint';

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const script = (name: string) => `<script src="${chunk(name)}" async=""></script>`;
const BOOTSTRAP_PRELOAD = `<link rel="preload" as="script" fetchPriority="low" href="${chunk('boot')}"/>`;
const POLYFILLS = `<script src="${chunk('polyfills')}" noModule=""></script>`;

/** A document shaped like Next's: chunk scripts in the head, the bootstrap script and the data in the body. */
const doc = (head = `${BOOTSTRAP_PRELOAD}${script('react')}${script('app')}`) =>
  `<!DOCTYPE html><html lang="ko"><head><meta charSet="utf-8"/>${head}<title>이용약관</title>${POLYFILLS}</head>` +
  `<body><main><p>본문</p></main><script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>` +
  `${script('boot')}<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;

describe('scriptsAfterFirstPaint', () => {
  it("takes the chunk scripts and the bootstrap's preload out, and lists them in order in one loader at the end of the head", () => {
    const out = scriptsAfterFirstPaint(doc())!;
    expect(out).not.toContain('async=""');
    expect(out).not.toContain('rel="preload" as="script"');
    expect(scriptsOfLoader(out)).toEqual([chunk('react'), chunk('app'), chunk('boot')]);
    const loaderAt = out.indexOf(`<script ${LOADER_ATTRIBUTE}="">`);
    expect(loaderAt).toBeGreaterThan(out.indexOf('<title>'));
    expect(out.indexOf('</head>')).toBeGreaterThan(loaderAt);
    // Everything else stays as it was: the polyfills (which modern browsers skip), the inline data and the body.
    expect(out).toContain(POLYFILLS);
    expect(out).toContain('<script id="_R_">');
    expect(out).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(out).toContain('<main><p>본문</p></main>');
  });

  it('lists a script written twice once, and keeps a preload of a script it does not load', () => {
    const other = `<link rel="preload" as="script" fetchPriority="low" href="${chunk('other')}"/>`;
    const out = scriptsAfterFirstPaint(doc(`${other}${script('react')}${script('react')}`))!;
    expect(scriptsOfLoader(out)).toEqual([chunk('react'), chunk('boot')]);
    expect(out).toContain(other);
  });

  it('leaves a document without chunk scripts, or without a head, as it is', () => {
    expect(scriptsAfterFirstPaint('<p>no head</p>')).toBeNull();
    expect(scriptsAfterFirstPaint('<html><head><script src="https://example.com/x.js" async=""></script></head><body></body></html>')).toBeNull();
    expect(scriptsOfLoader(doc())).toEqual([]);
  });
});

describe('editDocuments with the styles and the scripts', () => {
  const css = '/_next/static/chunks/a.css';
  const html = doc(`<link rel="stylesheet" href="${css}" data-precedence="next"/>${script('react')}`);
  const transform = editDocuments(inlineStylesheetsEdit((href) => (href === css ? '.a{color:red}' : null)), scriptsAfterFirstPaintEdit);

  it('applies both edits to one decoding and gives the document one ETag of its own', () => {
    const out = transform({ headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', etag: '"abc"' }, body: gzipSync(html) });
    const text = gunzipSync(out.body).toString();
    expect(text).toContain(`<style ${INLINED_ATTRIBUTE}="${css}">.a{color:red}</style>`);
    expect(scriptsOfLoader(text)).toEqual([chunk('react'), chunk('boot')]);
    expect(out.headers.etag).toBe('"abc-s"');
  });

  it('still moves the scripts when the styles cannot be inlined', () => {
    const noStyles = editDocuments(inlineStylesheetsEdit(() => null), scriptsAfterFirstPaintEdit);
    const out = noStyles({ headers: { 'content-type': 'text/html' }, body: Buffer.from(html) });
    expect(scriptsOfLoader(out.body.toString())).toEqual([chunk('react'), chunk('boot')]);
  });
});

/** The loader run against a stand-in browser: what it appended, and the callbacks it left waiting. */
function runLoader(options: { hidden?: boolean; lcp?: boolean }) {
  const appended: { src: string; async: boolean }[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  const windowListeners = new Map<string, (() => void)[]>();
  const dispatched: { type: string; init: Record<string, unknown>; on: unknown }[] = [];
  let report: (() => void) | null = null;
  const observed: unknown[] = [];
  const source = /<script data-spi-scripts="">([\s\S]*?)<\/script>/.exec(scriptsAfterFirstPaint(doc())!)![1]!;
  class PerformanceObserver {
    static supportedEntryTypes = options.lcp ? ['paint', 'largest-contentful-paint'] : ['paint'];
    constructor(callback: () => void) {
      report = callback;
    }
    observe(init: unknown) {
      observed.push(init);
    }
    disconnect() {
      report = null;
    }
  }
  class KeyboardEvent {
    constructor(readonly type: string, readonly init: Record<string, unknown>) {}
  }
  const body = { dispatchEvent: (event: KeyboardEvent) => dispatched.push({ type: event.type, init: event.init, on: body }) };
  const document = {
    visibilityState: options.hidden ? 'hidden' : 'visible',
    body,
    documentElement: { attributes: {} as Record<string, string>, setAttribute(name: string, value: string) { this.attributes[name] = value; } },
    activeElement: null,
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (el: { src: string; async: boolean }) => appended.push({ ...el }) },
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, [...(listeners.get(type) ?? []), fn]),
    removeEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, (listeners.get(type) ?? []).filter((f) => f !== fn)),
  };
  const window = { addEventListener: (type: string, fn: () => void) => windowListeners.set(type, [...(windowListeners.get(type) ?? []), fn]) };
  runInNewContext(source, {
    document,
    window,
    PerformanceObserver,
    KeyboardEvent,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  });
  const runTimers = (ms: number) => {
    for (const timer of timers.splice(0).filter((t) => t.ms <= ms)) timer.fn();
  };
  const fire = (type: string, event: unknown) => (listeners.get(type) ?? []).forEach((fn) => fn(event));
  return {
    appended, timers, frames, observed, dispatched, body, root: document.documentElement,
    report: () => report?.(),
    runTimers,
    fire,
    hidden: () => fire('visibilitychange', {}),
    hydrated: () => (windowListeners.get(HYDRATED_EVENT) ?? []).forEach((fn) => fn()),
    // What React's hydrateRoot(document) does first: it marks the document it listens on.
    startReact: () => Object.assign(document, { _reactListeningx1y2: true }),
  };
}

/** A stand-in button (or link) a click lands in. */
function control(type: string, tag = 'button') {
  const el = { type, disabled: false, isConnected: true, clicks: 0, click: () => el.clicks++, tag };
  return el;
}
const clickOn = (el: ReturnType<typeof control>) => {
  const event = { target: { closest: (selector: string) => (selector === el.tag ? el : null) }, prevented: false, preventDefault: () => (event.prevented = true) };
  return event;
};

describe('the loader', () => {
  const all = [chunk('react'), chunk('app'), chunk('boot')].map((src) => ({ src, async: true }));

  it('adds the scripts, async and in order, once the first largest-contentful paint is reported, and only once', () => {
    const browser = runLoader({ lcp: true });
    expect(browser.observed).toEqual([{ type: 'largest-contentful-paint', buffered: true }]);
    // The document says at once that it is a guest's (what memberOnlyState shows before the session is known).
    expect(browser.root.attributes).toEqual({ [GUEST_DOCUMENT_ATTRIBUTE]: '' });
    browser.runTimers(0);
    expect(browser.appended).toEqual([]);
    browser.report();
    browser.runTimers(0);
    expect(browser.appended).toEqual(all);
    browser.runTimers(LOADER_TIMEOUT_MS);
    browser.hidden();
    expect(browser.appended).toHaveLength(3);
  });

  it('adds them after its time limit when no paint is reported, or when the page is hidden meanwhile', () => {
    const late = runLoader({ lcp: true });
    late.runTimers(LOADER_TIMEOUT_MS);
    expect(late.appended).toEqual(all);
    const hiddenLater = runLoader({ lcp: true });
    hiddenLater.hidden();
    expect(hiddenLater.appended).toEqual(all);
  });

  it('adds them at once on a hidden page, and after the first frame where paints are not reported', () => {
    expect(runLoader({ hidden: true }).appended).toEqual(all);
    const older = runLoader({ lcp: false });
    expect(older.observed).toEqual([]);
    expect(older.appended).toEqual([]);
    older.frames.forEach((fn) => fn());
    older.runTimers(0);
    expect(older.appended).toEqual(all);
  });

  it("keeps a click on a script-driven button until the page has hydrated, then plays it; links and forms are left alone", () => {
    const browser = runLoader({ lcp: true });
    const menu = control('button');
    const submit = control('submit');
    const link = control('', 'a');
    const early = clickOn(menu);
    browser.fire('click', early);
    browser.fire('click', clickOn(submit));
    browser.fire('click', clickOn(link));
    expect(early.prevented).toBe(true);
    expect(menu.clicks).toBe(0);
    browser.hydrated();
    expect([menu.clicks, submit.clicks, link.clicks]).toEqual([1, 0, 0]);
    // Once hydrated, clicks are React's: none is kept or played again.
    const late = clickOn(menu);
    browser.fire('click', late);
    expect(late.prevented).toBe(false);
    browser.hydrated();
    expect(menu.clicks).toBe(1);
  });

  it('keeps nothing once React listens on the document: React replays that input itself', () => {
    const browser = runLoader({ lcp: true });
    const faq = control('button');
    browser.startReact();
    const click = clickOn(faq);
    browser.fire('click', click);
    browser.fire('keydown', { target: browser.body, key: '/', code: 'Slash' });
    expect(click.prevented).toBe(false);
    browser.hydrated();
    expect(faq.clicks).toBe(0);
    expect(browser.dispatched).toEqual([]);
  });

  it("plays a character key pressed outside a field (the search's '/') once hydrated, and no other key", () => {
    const browser = runLoader({ lcp: true });
    browser.fire('keydown', { target: browser.body, key: '/', code: 'Slash', shiftKey: false, altKey: false, ctrlKey: false, metaKey: false });
    browser.fire('keydown', { target: browser.body, key: 'Tab', code: 'Tab' });
    browser.fire('keydown', { target: { tagName: 'INPUT' }, key: 'a', code: 'KeyA' });
    expect(browser.dispatched).toEqual([]);
    browser.hydrated();
    expect(browser.dispatched).toEqual([
      { type: 'keydown', on: browser.body, init: { key: '/', code: 'Slash', shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, bubbles: true, cancelable: true } },
    ]);
  });

  it('listens for the event the root layout dispatches once hydrated', () => {
    expect(scriptsAfterFirstPaint(doc())).toContain(`"${LAYOUT_HYDRATED_EVENT}"`);
    expect(HYDRATED_EVENT).toBe(LAYOUT_HYDRATED_EVENT);
  });
});
