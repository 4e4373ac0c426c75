// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// The web build's post-step (scripts/compile-hints.mjs runs it after `next build`; ADR 038).
import { addCompileHints, COMPILE_HINT, firstLoadScripts } from '../../../../scripts/lib/compile-hints.mjs';

let nextDir: string;

/** A Next build's shape as far as the step reads it: the build manifest, two routes' client manifests, chunks. */
function writeBuild() {
  mkdirSync(path.join(nextDir, 'static/chunks'), { recursive: true });
  for (const name of ['runtime', 'react', 'layout', 'home', 'reits', 'chart', 'polyfill']) {
    writeFileSync(path.join(nextDir, `static/chunks/${name}.js`), `(globalThis.TURBOPACK||=[]).push(["${name}"]);\n`);
  }
  writeFileSync(path.join(nextDir, 'static/chunks/layout.css'), 'body{margin:0}');
  writeFileSync(path.join(nextDir, 'build-manifest.json'), JSON.stringify({
    polyfillFiles: ['static/chunks/polyfill.js'],
    rootMainFiles: ['static/chunks/react.js', 'static/chunks/runtime.js'],
  }));
  const manifest = (route: string, entries: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST[${JSON.stringify(route)}]=${JSON.stringify({ clientModules: {}, entryJSFiles: entries, entryCSSFiles: {} })};`;
  mkdirSync(path.join(nextDir, 'server/app/reitsfocus'), { recursive: true });
  writeFileSync(path.join(nextDir, 'server/app/page_client-reference-manifest.js'), manifest('/page', {
    '[project]/apps/web/src/app/layout': ['static/chunks/layout.js'],
    '[project]/apps/web/src/app/page': ['static/chunks/layout.js', 'static/chunks/home.js'],
  }));
  writeFileSync(path.join(nextDir, 'server/app/reitsfocus/page_client-reference-manifest.js'), manifest('/reitsfocus/page', {
    '[project]/apps/web/src/app/reitsfocus/page': ['static/chunks/layout.js', 'static/chunks/reits.js', 'static/chunks/layout.css'],
  }));
}

const read = (name: string) => readFileSync(path.join(nextDir, `static/chunks/${name}`), 'utf8');

beforeEach(() => {
  nextDir = mkdtempSync(path.join(tmpdir(), 'spi-hints-'));
  writeBuild();
});
afterEach(() => rmSync(nextDir, { recursive: true, force: true }));

describe('V8 compile hints on first-load scripts (ADR 038)', () => {
  it('finds the root main files and every route entry script, and nothing loaded later', () => {
    expect(firstLoadScripts(nextDir)).toEqual([
      'static/chunks/home.js', 'static/chunks/layout.js', 'static/chunks/react.js', 'static/chunks/reits.js', 'static/chunks/runtime.js',
    ]);
  });

  it('puts the hint on the first line of those scripts and leaves the rest as they were', () => {
    const { hinted, already } = addCompileHints(nextDir);
    expect(hinted).toHaveLength(5);
    expect(already).toBe(0);
    expect(read('react.js')).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||=[]).push(["react"]);\n`);
    expect(read('react.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(read('chart.js').startsWith('//#')).toBe(false);
    expect(read('polyfill.js').startsWith('//#')).toBe(false);
    expect(read('layout.css')).toBe('body{margin:0}');
  });

  it('is idempotent: a second run changes nothing', () => {
    addCompileHints(nextDir);
    const again = addCompileHints(nextDir);
    expect(again).toEqual({ hinted: [], already: 5 });
    expect(read('home.js').match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
  });
});
