import { schema, type DbHandle } from '@spi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { ADMIN_V1, articleInput, buildCmsApp, buildTaxonomy, signInStaff, type CmsTestApp, type Staff } from './cms-fixtures';
import { createTestDb, DB_KINDS } from './helpers';

describe.each(DB_KINDS)('CMS taxonomy (%s)', (kind) => {
  let db: DbHandle;
  let cms: CmsTestApp;
  let app: ApiApp;
  let staff: Staff;

  beforeAll(async () => {
    db = await createTestDb(kind);
    cms = await buildCmsApp(db);
    app = cms.app;
    staff = await signInStaff(app, db);
  });
  afterAll(async () => {
    await cms.close();
    await db.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => app.inject({ method, url: `${ADMIN_V1}${url}`, headers: staff.editor, payload });

  it('categories form a tree: paths follow renames and moves, children take the parent section, cycles are refused', async () => {
    const root = (await call('POST', '/categories', { name: 'SPI Pro', section: 'PRO', sortOrder: 0 })).json();
    expect(root).toMatchObject({ slug: 'spi-pro', path: 'SPI Pro', parentId: null, articleCount: 0 });
    const logistics = (await call('POST', '/categories', { name: '물류', section: 'LIFESTYLE', parentId: root.categoryId, sortOrder: 2 })).json();
    expect(logistics).toMatchObject({ slug: '물류', path: 'SPI Pro>물류', section: 'PRO', parentId: root.categoryId });
    const office = (await call('POST', '/categories', { name: '오피스', section: 'PRO', parentId: root.categoryId, sortOrder: 1, slug: 'office' })).json();
    const cold = (await call('POST', '/categories', { name: '저온 창고', section: 'PRO', parentId: logistics.categoryId })).json();
    expect(cold.path).toBe('SPI Pro>물류>저온 창고');

    const tree = (await call('GET', '/categories')).json().data.map((c: { path: string }) => c.path);
    expect(tree).toEqual(['SPI Pro', 'SPI Pro>오피스', 'SPI Pro>물류', 'SPI Pro>물류>저온 창고']);

    const renamed = await call('PUT', `/categories/${root.categoryId}`, { name: '프로', section: 'PRO' });
    expect(renamed.json()).toMatchObject({ path: '프로', slug: 'spi-pro' });
    const [deep] = await db.db.select().from(schema.categories).where(eq(schema.categories.id, cold.categoryId));
    expect(deep!.path).toBe('프로>물류>저온 창고');

    const cycle = await call('PUT', `/categories/${root.categoryId}`, { name: '프로', section: 'PRO', parentId: cold.categoryId });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().error.details.issues[0]).toEqual({ path: 'parentId', message: '자기 자신이나 하위 카테고리를 상위 카테고리로 지정할 수 없습니다.' });
    const duplicate = await call('POST', '/categories', { name: '다른 오피스', section: 'PRO', slug: 'office' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toEqual({ code: 'SLUG_TAKEN', message: '이미 사용 중인 슬러그입니다. 다른 슬러그를 입력해 주세요.' });
    const generated = (await call('POST', '/categories', { name: '오피스', section: 'PRO' })).json();
    expect(generated.slug).toBe('오피스');
    const second = (await call('POST', '/categories', { name: '오피스', section: 'PRO' })).json();
    expect(second.slug).toBe('오피스-2');
    const badName = await call('POST', '/categories', { name: 'A>B', section: 'PRO' });
    expect(badName.json().error.details.issues[0]).toEqual({ path: 'name', message: '이름에 > 또는 | 문자는 쓸 수 없습니다.' });

    const withChild = await call('DELETE', `/categories/${logistics.categoryId}`);
    expect(withChild.statusCode).toBe(409);
    expect(withChild.json().error.code).toBe('CATEGORY_HAS_CHILDREN');
    expect((await call('DELETE', `/categories/${cold.categoryId}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/categories/${office.categoryId}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/categories/${office.categoryId}`)).statusCode).toBe(404);
  });

  it('series, writers and categories in use cannot be deleted; unused ones can; renames notify the web cache', async () => {
    const taxonomy = await buildTaxonomy(app, staff.editor);
    const article = (await call('POST', '/articles', articleInput(taxonomy))).json();
    expect(article.articleId).toBeGreaterThan(0);
    const series = await call('DELETE', `/series/${taxonomy.seriesId}`);
    expect(series.statusCode).toBe(409);
    expect(series.json().error).toEqual({ code: 'TAXONOMY_IN_USE', message: '이 시리즈의 기사 1건에서 먼저 시리즈를 빼 주세요.' });
    const writer = await call('DELETE', `/writers/${taxonomy.writerId}`);
    expect(writer.statusCode).toBe(409);
    expect(writer.json().error).toEqual({ code: 'TAXONOMY_IN_USE', message: '이 필자의 기사 1건을 먼저 다른 필자로 바꿔 주세요.' });
    const category = await call('DELETE', `/categories/${taxonomy.categoryId}`);
    expect(category.statusCode).toBe(409);
    expect(category.json().error).toEqual({ code: 'TAXONOMY_IN_USE', message: '이 카테고리의 기사 1건을 먼저 다른 카테고리로 옮겨 주세요.' });
    const locked = await call('PUT', `/categories/${taxonomy.categoryId}`, { name: '오피스', section: 'LIFESTYLE' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error).toEqual({ code: 'CATEGORY_SECTION_LOCKED', message: '기사가 있는 카테고리는 섹션을 바꿀 수 없습니다.' });
    const listed = (await call('GET', '/series')).json().data.find((s: { seriesId: string }) => s.seriesId === taxonomy.seriesId);
    expect(listed.articleCount).toBe(1);

    cms.notifier.calls.length = 0;
    const renamed = await call('PUT', `/series/${taxonomy.seriesId}`, { name: '월간 오피스 마켓', description: '매달' });
    expect(renamed.json()).toMatchObject({ name: '월간 오피스 마켓', description: '매달', articleCount: 1 });
    expect(cms.notifier.calls).toEqual([['articles', 'home', 'taxonomy']]);
    const unused = (await call('POST', '/series', { name: '빈 시리즈' })).json();
    expect((await call('DELETE', `/series/${unused.seriesId}`)).statusCode).toBe(204);
  });

  it('writers carry profile fields and an avatar that must be an image', async () => {
    const created = await call('POST', '/writers', { name: 'Kim Sample', title: '선임 기자', bio: '오피스 시장을 씁니다.' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ slug: 'kim-sample', title: '선임 기자', bio: '오피스 시장을 씁니다.', avatar: null, isSample: false, articleCount: 0 });
    const badAvatar = await call('PUT', `/writers/${created.json().writerId}`, { name: 'Kim Sample', avatarMediaId: 'abcdEFGH1234' });
    expect(badAvatar.statusCode).toBe(400);
    expect(badAvatar.json().error.details.issues).toEqual([{ path: 'avatarMediaId', message: '존재하지 않는 미디어입니다.' }]);
    await db.db.insert(schema.media).values({ id: 'avatarMEDIA0001', kind: 'IMAGE', mime: 'image/webp', bytes: 10, storageKey: 'avatarMEDIA0001/original.webp' });
    const withAvatar = await call('PUT', `/writers/${created.json().writerId}`, { name: 'Kim Sample', title: '선임 기자', avatarMediaId: 'avatarMEDIA0001' });
    expect(withAvatar.json()).toMatchObject({ avatarMediaId: 'avatarMEDIA0001', avatar: '/api/seoul/v1/media/avatarMEDIA0001/small', bio: '' });
    const inUse = await call('DELETE', '/media/avatarMEDIA0001');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toEqual({ code: 'MEDIA_IN_USE', message: '사용 중인 미디어는 삭제할 수 없습니다 (기사 0건, 필자 1명).' });
  });

  it('tags: created with slugs, unique by name whatever the case, renamed, and deleted from the articles that had them', async () => {
    const tag = (await call('POST', '/tags', { name: 'Data Center' })).json();
    expect(tag).toMatchObject({ name: 'Data Center', slug: 'data-center', articleCount: 0 });
    const sameName = await call('POST', '/tags', { name: 'data center' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error).toEqual({ code: 'TAG_NAME_TAKEN', message: '같은 이름의 태그가 이미 있습니다.' });
    const taxonomy = await buildTaxonomy(app, staff.editor);
    const article = (await call('POST', '/articles', articleInput(taxonomy, { tagNames: ['data center', '리츠'] }))).json();
    expect(article.tagNames).toEqual(['Data Center', '리츠']);
    const search = (await call('GET', `/tags?query=${encodeURIComponent('data')}`)).json();
    expect(search.data).toEqual([expect.objectContaining({ tagId: tag.tagId, articleCount: 1 })]);
    const renamed = await call('PUT', `/tags/${tag.tagId}`, { name: '데이터센터', slug: 'datacenter' });
    expect(renamed.json()).toMatchObject({ name: '데이터센터', slug: 'datacenter', articleCount: 1 });
    expect((await call('DELETE', `/tags/${tag.tagId}`)).statusCode).toBe(204);
    expect((await call('GET', `/articles/${article.articleId}`)).json().tagNames).toEqual(['리츠']);
    const audit = await db.db.select().from(schema.auditLog).where(eq(schema.auditLog.targetId, tag.tagId));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['tag.create', 'tag.update', 'tag.delete']));
  });
});
