import { mkdtemp, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLocalMediaStorage } from './media-storage';
import { createLocalReportStorage } from './report-storage';

async function text(stream: Readable | null | undefined): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream ?? []) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

describe('local report storage (the local media storage with report keys)', () => {
  it('stores, serves ranges with the type of its extension, and deletes without removing its root', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'spi-reports-'));
    const storage = createLocalReportStorage(root);
    await storage.put('r1.xlsx', new TextEncoder().encode('0123456789'), 'ignored');
    const whole = await storage.get('r1.xlsx');
    expect(whole).toMatchObject({ size: 10, mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', range: null });
    expect(await text(whole?.stream)).toBe('0123456789');
    const part = await storage.get('r1.xlsx', { start: 2, end: 4 });
    expect(part?.range).toEqual({ start: 2, end: 4 });
    expect(await text(part?.stream)).toBe('234');
    expect(await storage.get('r1.xlsx', { start: 20 })).toMatchObject({ stream: null, range: null });
    expect(await storage.get('missing.pdf')).toBeNull();

    await storage.delete('r1.xlsx');
    expect(await storage.get('r1.xlsx')).toBeNull();
    expect((await stat(root)).isDirectory()).toBe(true);
    await storage.delete('r1.xlsx');

    for (const key of ['../escape.pdf', 'a/b.pdf', 'report.exe', 'ab12cd34/original.webp']) {
      await expect(storage.put(key, new Uint8Array(1), 'application/pdf')).rejects.toThrow(/Invalid report storage key/);
    }
  });

  it('the media layout still drops an emptied media folder', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'spi-media-'));
    const storage = createLocalMediaStorage(root);
    await storage.put('ab12cd34/original.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect((await storage.get('ab12cd34/original.webp'))?.mime).toBe('image/webp');
    await storage.delete('ab12cd34/original.webp');
    expect(await readdir(root)).toEqual([]);
    await expect(storage.put('r1.pdf', new Uint8Array(1), 'application/pdf')).rejects.toThrow(/Invalid media storage key/);
  });
});
