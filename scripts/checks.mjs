#!/usr/bin/env node
/**
 * The static checks of `npm test`, two at a time (the machine has two cores and each of these uses one): ESLint and
 * the type check of every workspace. Each job's output is printed in one piece when it ends, so the log reads like
 * the jobs ran one after another; the script exits non-zero if any failed.
 *
 *   node scripts/checks.mjs             lint and type check
 *   node scripts/checks.mjs --types     the type check only (npm run typecheck)
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const tsc = (project) => ({ name: `tsc ${project}`, cmd: 'npx', args: ['tsc', '-p', project, '--noEmit'] });
const eslint = { name: 'eslint', cmd: 'npx', args: ['eslint', '--max-warnings=0', '.'] };
// The longest first (from a fresh clone about 50 s each for the API, ESLint and the web), so the two lanes end together.
const jobs = [
  tsc('apps/api'),
  ...(process.argv.includes('--types') ? [] : [eslint]),
  ...['apps/web', 'packages/db', 'packages/core', 'apps/oidc-dev', 'apps/pay-dev', 'apps/llm-dev', 'apps/s3-dev'].map(tsc),
];

function run(job) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(job.cmd, job.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`[checks] ${job.name}: ${code === 0 ? 'ok' : `failed (${code})`} in ${seconds} s\n${Buffer.concat(out).toString()}`);
      resolve(code === 0);
    });
  });
}

const queue = [...jobs];
const lanes = Array.from({ length: Math.min(2, availableParallelism()) }, async () => {
  let ok = true;
  for (let job = queue.shift(); job; job = queue.shift()) ok = (await run(job)) && ok;
  return ok;
});
const results = await Promise.all(lanes);
process.exit(results.every(Boolean) ? 0 : 1);
