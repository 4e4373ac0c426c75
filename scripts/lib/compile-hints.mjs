// V8's explicit compile hint for the scripts every page runs while it loads (ADR 038). A classic script whose
// first line is `//# allFunctionsCalledOnLoad` has all its functions compiled while it streams in, on a
// background thread (Chrome 136+); without it V8 only pre-parses them and compiles each on the main thread the
// first time it is called, which is most of a page's hydration task (a trace of 멤버십 at 4x CPU: 250 of its
// 420 ms). Next.js has no option for it, so the web build adds it to the first-load chunks after `next build`:
// the root main files and the entry scripts of every route (the client reference manifests). Chunks loaded
// later (a modal, a chart, the CMS) keep lazy compilation: most of their functions never run.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

function manifests(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('_client-reference-manifest.js'))
    .map((name) => path.join(dir, name));
}

/** The scripts a page of this Next build loads before it is interactive, as paths under `nextDir` ('static/chunks/….js'). */
export function firstLoadScripts(nextDir) {
  const build = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
  const scripts = new Set(build.rootMainFiles ?? []);
  for (const file of manifests(path.join(nextDir, 'server/app'))) {
    // Each manifest is a script that assigns globalThis.__RSC_MANIFEST[route]; it is run in a bare context.
    const sandbox = {};
    sandbox.globalThis = sandbox;
    sandbox.self = sandbox;
    vm.runInNewContext(readFileSync(file, 'utf8'), sandbox, { timeout: 1000 });
    for (const route of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(route.entryJSFiles ?? {})) for (const script of files) scripts.add(script);
    }
  }
  return [...scripts].filter((script) => script.endsWith('.js')).sort();
}

/** Puts the hint on the first line of every first-load script that lacks it; returns what it changed. */
export function addCompileHints(nextDir) {
  const hinted = [];
  let already = 0;
  for (const script of firstLoadScripts(nextDir)) {
    const file = path.join(nextDir, script);
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) {
      already += 1;
      continue;
    }
    writeFileSync(file, COMPILE_HINT + source);
    hinted.push(script);
  }
  return { hinted, already };
}
