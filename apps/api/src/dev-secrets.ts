import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SECRETS_FILE = 'secrets.json';

/**
 * A secret for development and tests, generated once and kept in <dataDir>/secrets.json (mode 0600),
 * so restarting the API keeps everyone signed in. Production always sets its secrets explicitly.
 */
export function resolveDevSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, SECRETS_FILE);
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    // Missing or unreadable: start a new file.
  }
  const existing = stored[name];
  if (typeof existing === 'string' && existing.length >= 32) return existing;
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ ...stored, [name]: secret }, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
  return secret;
}
