import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * An in-process cache of serialized GET responses, invalidated by tag.
 *
 * Invalidation uses tag versions instead of a tag -> keys index: `invalidate(['articles'])` bumps the
 * version of 'articles', and an entry is valid only while every tag it was stored with still has the
 * version it had when its request *started* (`snapshot`). So a response computed from data read before
 * an invalidation is never kept after it, even when it finishes later; and nothing has to walk the keys.
 */
export interface TagSnapshot {
  readonly tags: readonly string[];
  readonly versions: readonly number[];
}

export interface CachedResponse {
  body: Buffer;
  etag: string;
  contentType: string;
}

interface Entry extends CachedResponse {
  snapshot: TagSnapshot;
}

export interface ResponseCacheOptions {
  /** Upper bound of the bytes held (bodies). */
  maxBytes: number;
  /** Backstop lifetime of an entry without its own. */
  defaultTtlMs?: number;
}

export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly versions = new Map<string, number>();

  constructor(options: ResponseCacheOptions) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      sizeCalculation: (entry, key) => entry.body.length + key.length + 128,
      ttl: options.defaultTtlMs ?? 300_000,
      ttlAutopurge: false,
    });
  }

  /** The versions of `tags` now: take it before reading the data a response is built from. */
  snapshot(tags: readonly string[]): TagSnapshot {
    return { tags, versions: tags.map((tag) => this.versions.get(tag) ?? 0) };
  }

  /** Whether none of the snapshot's tags was invalidated since it was taken. */
  isCurrent(snapshot: TagSnapshot): boolean {
    return snapshot.tags.every((tag, i) => (this.versions.get(tag) ?? 0) === snapshot.versions[i]);
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.isCurrent(entry.snapshot)) return entry;
    this.entries.delete(key);
    return undefined;
  }

  /** Stores a response unless one of its tags was invalidated since `snapshot` was taken. */
  set(key: string, response: CachedResponse, snapshot: TagSnapshot, ttlMs?: number): boolean {
    if (!this.isCurrent(snapshot)) return false;
    this.entries.set(key, { ...response, snapshot }, ttlMs === undefined ? undefined : { ttl: ttlMs });
    return true;
  }

  invalidate(tags: readonly string[]): void {
    for (const tag of tags) this.versions.set(tag, (this.versions.get(tag) ?? 0) + 1);
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** A strong validator for a body: a quoted SHA-1 (base64url) of its bytes. */
export function strongEtag(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header matches `etag` (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}
