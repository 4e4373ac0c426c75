// The framework floor (ADR 029): a blank App Router page (one layout, one page with a heading and a paragraph of
// Korean text, no client component) built with the Next.js and React installed here, in .data/framework-floor.
// `npm run bench:js` weighs its scripts; `npm run bench:lighthouse` audits it beside SPI's pages, so every
// figure has the stack's own on the same host next to it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const FLOOR_DIR = path.join(root, '.data/framework-floor');
const NEXT_BIN = path.join(root, 'node_modules/next/dist/bin/next');
const PARAGRAPH = '상업용 부동산 전문가를 위한 뉴스와 인사이트, 상장 리츠 가이드와 데이터, 딜 정보와 사모펀드 데이터를 한곳에서 확인하세요.';

/** Builds the blank page; returns its directory (its build in `<dir>/.next`). */
export function buildFloorPage() {
  rmSync(FLOOR_DIR, { recursive: true, force: true });
  mkdirSync(path.join(FLOOR_DIR, 'app'), { recursive: true });
  writeFileSync(path.join(FLOOR_DIR, 'package.json'), '{ "name": "spi-framework-floor", "private": true }\n');
  writeFileSync(path.join(FLOOR_DIR, 'app/layout.jsx'), 'export default function Layout({ children }) {\n  return <html lang="ko"><body>{children}</body></html>;\n}\n');
  writeFileSync(path.join(FLOOR_DIR, 'app/page.jsx'), `export default function Page() {\n  return <main><h1>SPI</h1><p>${PARAGRAPH}</p></main>;\n}\n`);
  console.log('[bench] building a blank App Router page with this Next.js and React ...');
  const built = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: FLOOR_DIR, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (built.status !== 0) throw new Error(`the blank page did not build:\n${built.stdout}\n${built.stderr}`);
  return FLOOR_DIR;
}

/** Serves the built blank page with `next start` on `port`; resolves once it answers. */
export async function serveFloorPage(port) {
  const server = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: FLOOR_DIR, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      server.kill();
      rmSync(FLOOR_DIR, { recursive: true, force: true });
    },
  };
}
