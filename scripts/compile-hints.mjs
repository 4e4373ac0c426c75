#!/usr/bin/env node
// Runs after `next build` (apps/web's build script): V8's compile hint on the first-load scripts (ADR 038,
// scripts/lib/compile-hints.mjs). Idempotent.
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addCompileHints } from './lib/compile-hints.mjs';

const nextDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/.next');
const { hinted, already } = addCompileHints(nextDir);
const kb = hinted.reduce((sum, script) => sum + statSync(path.join(nextDir, script)).size, 0) / 1024;
console.log(`[compile-hints] ${hinted.length} first-load scripts marked for eager compilation (${kb.toFixed(0)} kB)${already ? `, ${already} already marked` : ''}`);
