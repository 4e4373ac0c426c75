import { HYDRATED_EVENT } from '../lib/hydrated-event';
import type { DocumentEdit } from './document-edits';

/**
 * A guest document's scripts requested and run after its first paint (ADR 039).
 *
 * Next writes each script of a page as `<script src async>` in the head: the browser fetches them with the HTML and
 * runs each as soon as it has arrived. When they arrive before the first frame (a returning reader's scripts come
 * from the HTTP cache, a fast network brings them with the HTML), the browser runs them, and React starts
 * hydrating, before it paints anything; on a slow network they share the line with the HTML and the font the first
 * paint needs. Lighthouse's preset prices the same thing: it simulates slow 4G from an unthrottled load and puts on
 * the first paint's path every script that had arrived before the paint was observed (about 180 kB at 1.6 Mbit/s:
 * LCP 2.3–2.9 s against 1.2–1.5 s without them).
 *
 * In the documents the page cache keeps (and a guest's search), those scripts and Next's preload of its bootstrap
 * script are taken out, and one inline loader at the end of the head adds them again, in their order, once the
 * browser reports the page's first largest-contentful paint (reported after the frame is on screen). A browser
 * without that report adds them after its first frame; a hidden page (a background tab, a prerender), which paints
 * nothing, adds them at once; a timer adds them after 3 s whatever happens.
 *
 * Measured under applied slow 4G and 4x CPU: the first paint comes 50–75 ms sooner (cold and warm cache) and
 * hydration ends 20–190 ms later on a first visit, 40–60 ms later on a return. React and Turbopack are indifferent:
 * the scripts were async (no order between them), React finds a script it preinits by `script[async][src]` (the
 * loader sets `async`), and Turbopack's runtime waits for a chunk's registration, not for its element.
 */

/** A script Next writes for a page: one of the build's chunks, async. `noModule` polyfills are not matched. */
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[\w\-./]+\.js)" async=""><\/script>/g;

/** Next's own low-priority script preloads (the bootstrap script's, in the head); one of a script the loader adds goes. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[\w\-./]+\.js)"\/>/g;

/** The attribute that marks the loader (and the tests' handle). */
export const LOADER_ATTRIBUTE = 'data-spi-scripts';

/** How long the loader waits for the first paint's report at most, in milliseconds. */
export const LOADER_TIMEOUT_MS = 3000;

/**
 * The attribute the loader sets on `<html>` at once: the document was sent to a request without a session, so its
 * reader is most likely a guest, and a section that waits for the session shows a guest's view until then (CSS,
 * `memberOnlyState` in components/market). Such a reader is painted before the scripts run, so anything the session
 * would change after hydration must already look like it (a member is never sent these documents).
 */
export const GUEST_DOCUMENT_ATTRIBUTE = 'data-guest-document';

/**
 * The loader, ES5 (it runs before any polyfill), called with the document and the scripts' addresses in their order.
 * - It marks the document as a guest's (`GUEST_DOCUMENT_ATTRIBUTE`).
 * - `go` adds the scripts once, whichever signal comes first.
 * - Until the page has hydrated, a click on a script-driven button (`type="button"`: it does nothing without the
 *   scripts) and a character key pressed outside a field (the search's '/') are kept, and played again once the page
 *   reports that it has hydrated: a reader who taps the menu while the scripts load gets the menu. Links, fields and
 *   forms work without the scripts and are left alone.
 * - Once React listens on the document (it marks it with `_reactListening…` when hydration starts), input is React's:
 *   it replays what lands on a part not hydrated yet itself, and a copy kept here would be played twice (a FAQ
 *   answer opened by React, then closed by the replay).
 */
const LOADER = [
  `function(d,s){var n=0,q=[],w=window;d.documentElement.setAttribute("${GUEST_DOCUMENT_ATTRIBUTE}","");`,
  'function go(){if(n++)return;for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i];e.async=true;d.head.appendChild(e)}}',
  'function react(){for(var k in d)if(k.indexOf("_reactListening")===0)return true;return false}',
  'function click(e){var b=e.target&&e.target.closest&&e.target.closest("button");if(!b||b.type!=="button"||b.disabled||react())return;e.preventDefault();q.push(function(){if(b.isConnected)b.click()})}',
  'function key(e){var t=e.target;if(t!==d.body&&t!==d.documentElement||!e.key||e.key.length!==1||react())return;var k={key:e.key,code:e.code,shiftKey:e.shiftKey,altKey:e.altKey,ctrlKey:e.ctrlKey,metaKey:e.metaKey,bubbles:true,cancelable:true};',
  'q.push(function(){(d.activeElement||d.body).dispatchEvent(new KeyboardEvent("keydown",k))})}',
  'd.addEventListener("click",click,true);d.addEventListener("keydown",key,true);',
  `w.addEventListener("${HYDRATED_EVENT}",function(){d.removeEventListener("click",click,true);d.removeEventListener("keydown",key,true);var f=q;q=[];for(var i=0;i<f.length;i++)f[i]()});`,
  `if(d.visibilityState==="hidden")return go();setTimeout(go,${LOADER_TIMEOUT_MS});d.addEventListener("visibilitychange",go);`,
  'try{if(PerformanceObserver.supportedEntryTypes.indexOf("largest-contentful-paint")>=0){var o=new PerformanceObserver(function(){o.disconnect();setTimeout(go,0)});o.observe({type:"largest-contentful-paint",buffered:true});return}}catch(x){}',
  'requestAnimationFrame(function(){setTimeout(go,0)})}',
].join('');

function loaderSource(srcs: readonly string[]): string {
  return `(${LOADER})(document,${JSON.stringify(srcs)})`;
}

/**
 * The document with its async chunk scripts run after the first paint, or null when it has none (or is not a whole
 * document): it is then kept as it is.
 */
export function scriptsAfterFirstPaint(html: string): string | null {
  if (!html.includes('</head>')) return null;
  const srcs: string[] = [];
  for (const [, src] of html.matchAll(ASYNC_SCRIPT)) if (!srcs.includes(src!)) srcs.push(src!);
  if (srcs.length === 0) return null;
  let out = html.replace(ASYNC_SCRIPT, '').replace(SCRIPT_PRELOAD, (preload, href: string) => (srcs.includes(href) ? '' : preload));
  const loader = `<script ${LOADER_ATTRIBUTE}="">${loaderSource(srcs)}</script>`;
  const end = out.indexOf('</head>');
  out = out.slice(0, end) + loader + out.slice(end);
  return out;
}

/** The scripts a document loads after its first paint (the loader's list). The e2e specs, which import no app code, read it with their own copy of the pattern. */
export function scriptsOfLoader(html: string): string[] {
  const match = new RegExp(`<script ${LOADER_ATTRIBUTE}="">[\\s\\S]*?\\}\\)\\(document,(\\[[^\\]]*\\])\\)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as string[]) : [];
}

/** `scriptsAfterFirstPaint` as an edit for `editDocuments`. */
export const scriptsAfterFirstPaintEdit: DocumentEdit = (html, headers) => {
  const edited = scriptsAfterFirstPaint(html);
  return edited === null ? null : { html: edited, headers };
};
