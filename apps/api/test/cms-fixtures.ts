import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminArticleUpsert } from '@spi/core';
import type { DbHandle } from '@spi/db';
import { expect } from 'vitest';
import type { ContentChangeNotifier } from '../src/adapters/content-change-notifier';
import { buildApp, type ApiApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { buildUser } from './factories';
import { sessionOf } from './sessions';
import { FakeErrorReportSink, testConfig } from './helpers';

export const ADMIN_V1 = '/api/seoul/v1/admin';

/** Records every notification instead of calling the web app. */
export class RecordingNotifier implements ContentChangeNotifier {
  readonly kind = 'recording';
  readonly calls: string[][] = [];
  async notify(tags: string[]): Promise<void> {
    this.calls.push(tags);
  }
}

export interface CmsTestApp {
  app: ApiApp;
  notifier: RecordingNotifier;
  mediaDir: string;
  close(): Promise<void>;
}

/** The real app with a recording notifier and a private media folder. */
export async function buildCmsApp(db: DbHandle, options: { config?: Partial<AppConfig>; clock?: () => number } = {}): Promise<CmsTestApp> {
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'spi-media-'));
  const notifier = new RecordingNotifier();
  const app = await buildApp({
    config: testConfig({ mediaDir, ...options.config }),
    db,
    errorReportSink: new FakeErrorReportSink(),
    contentChangeNotifier: notifier,
    clock: options.clock,
  });
  await app.ready();
  return {
    app,
    notifier,
    mediaDir,
    close: async () => {
      await app.close();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

export interface Staff {
  editorId: string;
  editor: Record<string, string>;
  adminId: string;
  admin: Record<string, string>;
  member: Record<string, string>;
}

/** An editor (이서연), an admin who is also an editor (Park Jiho) and a plain member, as Bearer headers. */
export async function signInStaff(app: ApiApp, db: DbHandle): Promise<Staff> {
  const editorId = await buildUser(db, { nickname: '이서연', roles: ['ROLE_EDITOR'] });
  const adminId = await buildUser(db, { nickname: 'Park Jiho', roles: ['ROLE_ADMIN', 'ROLE_EDITOR'] });
  const memberId = await buildUser(db, { nickname: '일반회원', membership: { name: 'PREMIUM', tierCode: 'PREMIUM' } });
  return {
    editorId,
    editor: (await sessionOf(app, editorId)).headers,
    adminId,
    admin: (await sessionOf(app, adminId)).headers,
    member: (await sessionOf(app, memberId)).headers,
  };
}

export interface Taxonomy {
  categoryId: string;
  lifestyleCategoryId: string;
  seriesId: string;
  writerId: string;
}

/** A PRO category under a root, a LIFESTYLE category, a series and a writer, made through the CMS API. */
export async function buildTaxonomy(app: ApiApp, headers: Record<string, string>): Promise<Taxonomy> {
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url: `${ADMIN_V1}${url}`, headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const root = await post('/categories', { name: 'SPI Pro', section: 'PRO' });
  const office = await post('/categories', { name: '오피스', section: 'PRO', parentId: root.categoryId, sortOrder: 1 });
  const life = await post('/categories', { name: '라이프스타일', section: 'LIFESTYLE' });
  const series = await post('/series', { name: '주간 오피스 마켓', description: '매주 정리합니다.' });
  const writer = await post('/writers', { name: '김샘플', title: '샘플 기자', bio: '예시 필자입니다.' });
  return { categoryId: office.categoryId, lifestyleCategoryId: life.categoryId, seriesId: series.seriesId, writerId: writer.writerId };
}

export function articleInput(taxonomy: Taxonomy, overrides: Partial<AdminArticleUpsert> = {}): AdminArticleUpsert {
  return {
    title: '서울 오피스 공실률 2분기 동향',
    description: '주요 권역의 공실률과 임대료 흐름',
    section: 'PRO',
    type: 'CONTENT',
    categoryId: taxonomy.categoryId,
    seriesId: taxonomy.seriesId,
    tagNames: ['오피스', 'GBD'],
    writerId: taxonomy.writerId,
    html: '<h2>요약</h2><p>공실률이 낮아졌습니다.</p><p>회원 전용 분석입니다.</p>',
    isMemberOnly: false,
    isPublic: true,
    videos: [],
    ...overrides,
  };
}
