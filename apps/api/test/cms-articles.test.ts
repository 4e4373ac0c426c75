import { randomUUID } from 'node:crypto';
import { PAYWALL_MARKER } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { ADMIN_V1, articleInput, buildCmsApp, buildTaxonomy, signInStaff, type CmsTestApp, type Staff, type Taxonomy } from './cms-fixtures';
import { createTestDb, DB_KINDS, FakeClock } from './helpers';


describe.each(DB_KINDS)('CMS articles (%s)', (kind) => {
  let db: DbHandle;
  let cms: CmsTestApp;
  let app: ApiApp;
  let staff: Staff;
  let taxonomy: Taxonomy;
  const clock = new FakeClock(Date.parse('2025-06-02T01:00:00Z'));

  beforeAll(async () => {
    db = await createTestDb(kind);
    cms = await buildCmsApp(db, { clock: clock.now });
    app = cms.app;
    staff = await signInStaff(app, db);
    taxonomy = await buildTaxonomy(app, staff.editor);
  });
  afterAll(async () => {
    await cms.close();
    await db.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = staff.editor) =>
    app.inject({ method, url: `${ADMIN_V1}${url}`, headers, payload });
  const create = async (overrides: Parameters<typeof articleInput>[1] = {}) => {
    const res = await call('POST', '/articles', articleInput(taxonomy, overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const auditOf = (articleId: number) =>
    db.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.targetType, 'article'), eq(schema.auditLog.targetId, String(articleId)))).orderBy(schema.auditLog.createdAt);

  it('an editor creates a DRAFT: sanitised HTML, tags created with slugs, read time, a revision and an audit row', async () => {
    const article = await create({ html: '<h2>요약</h2><p onclick="x()">공실률이 <script>alert(1)</script>낮아졌습니다.</p>', tagNames: ['오피스', 'GBD', 'gbd', '공실률 분석'] });
    expect(article).toMatchObject({
      status: 'DRAFT',
      slug: `article-${article.articleId}`,
      title: '서울 오피스 공실률 2분기 동향',
      html: '<h2>요약</h2><p>공실률이 낮아졌습니다.</p>',
      tagNames: ['GBD', '공실률 분석', '오피스'],
      categoryPath: 'SPI Pro>오피스',
      seriesName: '주간 오피스 마켓',
      writerName: '김샘플',
      readMinutes: 1,
      publishedAt: null,
      scheduledAt: null,
      revisionCount: 1,
      updatedBy: { userId: staff.editorId, nickname: '이서연' },
      createdBy: { userId: staff.editorId, nickname: '이서연' },
      paywall: { applies: false, hasMarker: false, leadBlockCount: 2, hiddenBlockCount: 0 },
      readerPath: `/article?id=${article.articleId}`,
    });
    const tags = await db.db.select().from(schema.tags);
    expect(tags.map((t) => [t.name, t.slug]).sort()).toEqual([['GBD', 'gbd'], ['공실률 분석', '공실률-분석'], ['오피스', '오피스']]);
    const audit = await auditOf(article.articleId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: staff.editorId, action: 'article.create', ip: '127.0.0.1' });
    const [row] = await db.db.select({ tokens: schema.articles.searchTokens }).from(schema.articles).where(eq(schema.articles.id, article.articleId));
    expect(row!.tokens).toBeTruthy();
  });

  it('slugs come from Latin titles and stay unique; Korean titles use article-<id>', async () => {
    const a = await create({ title: 'GBD Office Outlook 2025' });
    const b = await create({ title: 'GBD Office Outlook 2025' });
    expect(a.slug).toBe(`gbd-office-outlook-2025-${a.articleId}`);
    expect(b.slug).toBe(`gbd-office-outlook-2025-${b.articleId}`);
  });

  it('every save writes a revision, recomputes the read time and names the changed fields in the audit row', async () => {
    const article = await create();
    const longText = '가'.repeat(2600);
    clock.advance(1000);
    const res = await call('PUT', `/articles/${article.articleId}`, { ...articleInput(taxonomy), html: `<p>${longText}</p>`, tagNames: ['물류'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ readMinutes: 5, tagNames: ['물류'], revisionCount: 2, updatedAt: new Date(clock.ms).toISOString() });
    clock.advance(1000);
    const again = await call('PUT', `/articles/${article.articleId}`, { ...articleInput(taxonomy), html: `<p>${longText}</p>`, tagNames: ['물류'], readMinutes: 12, title: '새 제목' });
    expect(again.json()).toMatchObject({ readMinutes: 12, title: '새 제목', revisionCount: 3 });
    const audit = await auditOf(article.articleId);
    expect(audit.map((a) => a.action)).toEqual(['article.create', 'article.update', 'article.update']);
    expect(audit[1]!.meta.fields).toEqual(['tagNames', 'html', 'readMinutes']);
    expect(audit[2]!.meta.fields).toEqual(['title', 'readMinutes']);
  });

  it('a stale save (baseUpdatedAt differs) is refused with 409 ARTICLE_EDIT_CONFLICT', async () => {
    const article = await create();
    clock.advance(1000);
    const first = await call('PUT', `/articles/${article.articleId}`, { ...articleInput(taxonomy), baseUpdatedAt: article.updatedAt, title: '먼저 저장' });
    expect(first.statusCode).toBe(200);
    const stale = await call('PUT', `/articles/${article.articleId}`, { ...articleInput(taxonomy), baseUpdatedAt: article.updatedAt, title: '늦은 저장' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({ code: 'ARTICLE_EDIT_CONFLICT', message: '다른 사람이 먼저 이 기사를 저장했습니다. 새로 불러온 뒤 다시 저장해 주세요.' });
  });

  it('validation answers in Korean with the field path', async () => {
    const res = await call('POST', '/articles', { ...articleInput(taxonomy), title: '', tagNames: Array.from({ length: 11 }, (_, i) => `t${i}`), videos: [{ provider: 'youtube', videoId: 'bad id!' }] });
    expect(res.statusCode).toBe(400);
    const issues = res.json().error.details.issues as Array<{ path: string; message: string }>;
    expect(issues).toEqual(expect.arrayContaining([{ path: 'title', message: '제목을 입력해 주세요.' }, { path: 'tagNames', message: '태그는 10개까지 달 수 있습니다.' }]));
    expect(issues.some((i) => i.path.startsWith('videos.0.videoId'))).toBe(true);

    const wrongSection = await call('POST', '/articles', articleInput(taxonomy, { section: 'LIFESTYLE' }));
    expect(wrongSection.statusCode).toBe(400);
    expect(wrongSection.json().error.details.issues).toEqual([{ path: 'categoryId', message: '선택한 섹션에 속하지 않는 카테고리입니다.' }]);
    const missing = await call('POST', '/articles', articleInput(taxonomy, { writerId: 'nobody', seriesId: 'none', thumbnailMediaId: 'abcdEFGH1234' }));
    expect(missing.json().error.details.issues.map((i: { path: string }) => i.path).sort()).toEqual(['seriesId', 'thumbnailMediaId', 'writerId']);
  });

  it('publish, update while published, unpublish and republish: status, publishedAt, audit rows and cache notifications', async () => {
    const article = await create();
    const id = article.articleId;
    cms.notifier.calls.length = 0;
    const published = await call('POST', `/articles/${id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    const firstPublishedAt = new Date(clock.ms).toISOString();
    expect(published.json()).toMatchObject({ status: 'PUBLISHED', publishedAt: firstPublishedAt, scheduledAt: null });
    expect(cms.notifier.calls).toEqual([['articles', 'home', `article:${id}`]]);

    clock.advance(60_000);
    await call('PUT', `/articles/${id}`, { ...articleInput(taxonomy), title: '발행 후 수정' });
    expect(cms.notifier.calls).toHaveLength(2);

    const unpublished = await call('POST', `/articles/${id}/unpublish`);
    expect(unpublished.json()).toMatchObject({ status: 'DRAFT', publishedAt: firstPublishedAt });
    expect(cms.notifier.calls).toHaveLength(3);
    await call('PUT', `/articles/${id}`, { ...articleInput(taxonomy), title: '초안 수정' });
    expect(cms.notifier.calls).toHaveLength(3); // a draft's edit changes no reader page

    const again = await call('POST', `/articles/${id}/publish`);
    expect(again.json()).toMatchObject({ status: 'PUBLISHED', publishedAt: firstPublishedAt });
    const repeat = await call('POST', `/articles/${id}/publish`);
    expect(repeat.statusCode).toBe(200);

    const archived = await call('POST', `/articles/${id}/archive`);
    expect(archived.json().status).toBe('ARCHIVED');
    const actions = (await auditOf(id)).map((a) => a.action);
    expect(actions).toEqual(['article.create', 'article.publish', 'article.update', 'article.unpublish', 'article.update', 'article.publish', 'article.archive']);
    const publishRow = (await auditOf(id)).find((a) => a.action === 'article.publish')!;
    expect(publishRow).toMatchObject({ actorId: staff.editorId, meta: { from: 'DRAFT', to: 'PUBLISHED', publishedAt: firstPublishedAt } });
  });

  it('an article with an empty body cannot be published', async () => {
    const article = await create({ html: '<p> </p>' });
    const res = await call('POST', `/articles/${article.articleId}/publish`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues[0].path).toBe('html');
  });

  it('scheduling: a time in the past is refused, a Seoul local time is read as +09:00, a published article must be unpublished first', async () => {
    const article = await create();
    const id = article.articleId;
    const past = await call('POST', `/articles/${id}/schedule`, { scheduledAt: new Date(clock.ms - 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: { issues: [{ path: 'scheduledAt', message: '예약 시간은 현재 시각 이후여야 합니다.' }] } });
    const now = await call('POST', `/articles/${id}/schedule`, { scheduledAt: new Date(clock.ms).toISOString() });
    expect(now.statusCode).toBe(400);
    const garbage = await call('POST', `/articles/${id}/schedule`, { scheduledAt: '내일 아침' });
    expect(garbage.statusCode).toBe(400);

    // Clock: 2025-06-02T01:00Z = 10:00 in Seoul (plus whatever earlier tests advanced). Tomorrow 09:00 Seoul = 00:00Z.
    const local = await call('POST', `/articles/${id}/schedule`, { scheduledAt: '2025-06-10T09:00' });
    expect(local.statusCode, local.body).toBe(200);
    expect(local.json()).toMatchObject({ status: 'SCHEDULED', scheduledAt: '2025-06-10T00:00:00.000Z' });
    const withOffset = await call('POST', `/articles/${id}/schedule`, { scheduledAt: '2025-06-10T18:30:00+09:00' });
    expect(withOffset.json().scheduledAt).toBe('2025-06-10T09:30:00.000Z');
    const audit = (await auditOf(id)).filter((a) => a.action === 'article.schedule');
    expect(audit.map((a) => a.meta.scheduledAt)).toEqual(['2025-06-10T00:00:00.000Z', '2025-06-10T09:30:00.000Z']);

    await call('POST', `/articles/${id}/publish`);
    const conflict = await call('POST', `/articles/${id}/schedule`, { scheduledAt: '2025-06-11T09:00' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('ARTICLE_ALREADY_PUBLISHED');
    const unpublished = await call('POST', `/articles/${id}/unpublish`);
    expect(unpublished.json()).toMatchObject({ status: 'DRAFT', scheduledAt: null });
  });

  it.runIf(kind === 'postgres')('a save that waited for the article lock is stamped after it (the latest revision is the article, whatever the start order)', async () => {
    const article = await create({ title: '잠금 전 제목' });
    const id = article.articleId;
    // Another process holds the article row (as a concurrent save would); this save starts, then waits.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let releasedAt!: Date;
    const holder = db.db.transaction(async (tx) => {
      await tx.select().from(schema.articles).where(eq(schema.articles.id, id)).for('update');
      await released;
      const [row] = await tx.select({ at: sql<string>`clock_timestamp()::text` }).from(schema.articles).where(eq(schema.articles.id, id));
      releasedAt = new Date(row!.at);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const saving = call('PUT', `/articles/${id}`, articleInput(taxonomy, { title: '잠금 뒤 제목' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await holder;
    expect((await saving).statusCode).toBe(200);
    const [latest] = await db.db.select().from(schema.articleRevisions).where(eq(schema.articleRevisions.articleId, id)).orderBy(desc(schema.articleRevisions.createdAt)).limit(1);
    expect(latest!.snapshot.title).toBe('잠금 뒤 제목');
    expect(latest!.createdAt.getTime()).toBeGreaterThanOrEqual(releasedAt.getTime());
  });

  it('revisions: listed newest first, readable, and a restore writes a new revision without rewriting history', async () => {
    const article = await create({ title: '첫 제목', html: '<p>첫 본문</p>' });
    const id = article.articleId;
    clock.advance(1000);
    await call('PUT', `/articles/${id}`, articleInput(taxonomy, { title: '둘째 제목', html: '<p>둘째 본문</p>' }));
    const list = await call('GET', `/articles/${id}/revisions`);
    expect(list.statusCode).toBe(200);
    const revisions = list.json().data;
    expect(revisions.map((r: { title: string; note: string }) => [r.title, r.note])).toEqual([['둘째 제목', 'update'], ['첫 제목', 'create']]);
    expect(revisions[0].editor).toEqual({ userId: staff.editorId, nickname: '이서연' });
    const first = revisions[1];
    const detail = await call('GET', `/articles/${id}/revisions/${first.revisionId}`);
    expect(detail.json().snapshot).toMatchObject({ title: '첫 제목', html: '<p>첫 본문</p>' });

    const restored = await call('POST', `/articles/${id}/revisions/${first.revisionId}/restore`, undefined, staff.admin);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ title: '첫 제목', html: '<p>첫 본문</p>', revisionCount: 3, updatedBy: { nickname: 'Park Jiho' } });
    const after = (await call('GET', `/articles/${id}/revisions`)).json();
    expect(after.data.map((r: { note: string }) => r.note)).toEqual([`restore:${first.revisionId}`, 'update', 'create']);
    expect(after.pagination).toMatchObject({ count: 3, hasNext: false });
    const audit = (await auditOf(id)).at(-1)!;
    expect(audit).toMatchObject({ action: 'article.restore', actorId: staff.adminId, meta: { restoredRevisionId: first.revisionId, fields: ['title', 'html'] } });

    expect((await call('GET', `/articles/${id}/revisions/nope`)).statusCode).toBe(404);
    expect((await call('POST', `/articles/${id}/revisions/nope/restore`)).statusCode).toBe(404);

    // A revision that today's rules refuse (here: an empty title) is not restored.
    const brokenId = randomUUID();
    await db.db.insert(schema.articleRevisions).values({ id: brokenId, articleId: id, editorId: staff.editorId, snapshot: { ...detail.json().snapshot, title: '' }, note: 'update' });
    const refused = await call('POST', `/articles/${id}/revisions/${brokenId}/restore`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'REVISION_NOT_RESTORABLE', message: '이 버전은 지금 규칙으로 복원할 수 없습니다. 내용을 직접 옮겨 주세요.' });
  });

  it('preview: the article as a fully entitled reader gets it, with the paywall position', async () => {
    const article = await create({ isMemberOnly: true, html: '<h2>요약</h2><p>리드 문단</p><p>회원 전용 분석</p><p>결론</p>' });
    const res = await call('GET', `/articles/${article.articleId}/preview`);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview.status).toBe('DRAFT');
    expect(preview.paywall).toEqual({ applies: true, hasMarker: true, leadBlockCount: 2, hiddenBlockCount: 2 });
    expect(preview.article).toMatchObject({
      articleId: article.articleId,
      title: article.title,
      leadHtml: '<h2>요약</h2><p>리드 문단</p>',
      bodyHtml: '<p>회원 전용 분석</p><p>결론</p>',
      access: { access: 'FULL' },
      label: 'SPI Pro | 오피스 | 주간 오피스 마켓',
      isMemberOnly: true,
    });
    const stored = await call('GET', `/articles/${article.articleId}`);
    expect(stored.json().html).toBe(`<h2>요약</h2><p>리드 문단</p>\n${PAYWALL_MARKER}\n<p>회원 전용 분석</p><p>결론</p>`);

    const unsaved = await call('POST', '/articles/preview', articleInput(taxonomy, { html: '<p>미리 <script>x</script>보기</p><!--paywall--><p>뒤</p>', isMemberOnly: true, tagNames: ['오피스', '새태그'] }));
    expect(unsaved.statusCode, unsaved.body).toBe(200);
    expect(unsaved.json().article).toMatchObject({ articleId: 0, leadHtml: '<p>미리 보기</p>', bodyHtml: '<p>뒤</p>', tags: [{ name: '오피스', slug: '오피스' }, { name: '새태그', slug: '새태그' }] });
    expect(await db.db.select().from(schema.tags).where(eq(schema.tags.name, '새태그'))).toEqual([]);
  });

  it('lists every status with filters, title search and paging; the detail has the editor fields', async () => {
    await create({ title: '라이프 기사', section: 'LIFESTYLE', categoryId: taxonomy.lifestyleCategoryId, seriesId: null });
    const all = (await call('GET', '/articles?size=100')).json();
    expect(all.pagination.count).toBeGreaterThan(5);
    const lifestyle = (await call('GET', '/articles?section=LIFESTYLE')).json();
    expect(lifestyle.data.map((a: { title: string }) => a.title)).toEqual(['라이프 기사']);
    const published = (await call('GET', '/articles?status=PUBLISHED')).json();
    expect(published.data.every((a: { status: string }) => a.status === 'PUBLISHED')).toBe(true);
    const search = (await call('GET', `/articles?query=${encodeURIComponent('outlook')}`)).json();
    expect(search.data.map((a: { title: string }) => a.title)).toEqual(['GBD Office Outlook 2025', 'GBD Office Outlook 2025']);
    const literal = (await call('GET', `/articles?query=${encodeURIComponent('%')}`)).json();
    expect(literal.pagination.count).toBe(0);
    const page = (await call('GET', '/articles?size=2&page=0')).json();
    expect(page.data).toHaveLength(2);
    expect(page.pagination).toMatchObject({ page: 0, size: 2, hasNext: true });
    expect(page.data[0]).toEqual(expect.objectContaining({ updatedBy: expect.objectContaining({ nickname: expect.any(String) }), status: expect.any(String) }));
    expect((await call('GET', '/articles?status=GONE')).statusCode).toBe(400);
  });

  it('deleting (admin) removes the article, its revisions and scraps, keeps an audit row and notifies when it was published', async () => {
    const article = await create();
    const id = article.articleId;
    await call('POST', `/articles/${id}/publish`);
    await db.db.insert(schema.scraps).values({ userId: staff.editorId, contentType: 'CONTENT', contentId: String(id) });
    cms.notifier.calls.length = 0;
    const res = await call('DELETE', `/articles/${id}`, undefined, staff.admin);
    expect(res.statusCode).toBe(204);
    expect(cms.notifier.calls).toEqual([['articles', 'home', `article:${id}`]]);
    expect(await db.db.select().from(schema.articleRevisions).where(eq(schema.articleRevisions.articleId, id))).toEqual([]);
    expect(await db.db.select().from(schema.scraps).where(eq(schema.scraps.contentId, String(id)))).toEqual([]);
    const audit = (await auditOf(id)).at(-1)!;
    expect(audit).toMatchObject({ action: 'article.delete', actorId: staff.adminId, meta: { title: article.title, status: 'PUBLISHED' } });
    expect((await call('DELETE', `/articles/${id}`, undefined, staff.admin)).statusCode).toBe(404);
  });

  it('the audit log of an article and of the CMS show who changed what, newest first', async () => {
    const article = await create();
    await call('POST', `/articles/${article.articleId}/publish`, undefined, staff.admin);
    const res = await call('GET', `/articles/${article.articleId}/audit-log`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((e: { action: string; actorNickname: string }) => [e.action, e.actorNickname])).toEqual([
      ['article.publish', 'Park Jiho'],
      ['article.create', '이서연'],
    ]);
    expect(res.json().data[0]).not.toHaveProperty('ip');
    const cmsLog = (await call('GET', '/audit-log?targetType=category')).json();
    expect(cmsLog.data.map((e: { action: string }) => e.action)).toEqual(['category.create', 'category.create', 'category.create']);
  });
});
