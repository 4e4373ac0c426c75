import { AppError, randomId, type AdminWriterInput } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, count, eq, ne } from 'drizzle-orm';
import { inTransaction } from '../transaction';
import { auditCms, invalidFields, type CmsActor } from './cms-context';
import { pickSlug } from './slugs';

const { articles, media, writers } = schema;

async function slugTaken(tx: Db, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx.select({ id: writers.id }).from(writers).where(and(eq(writers.slug, slug), exceptId ? ne(writers.id, exceptId) : undefined));
  return Boolean(row);
}

async function checkAvatar(tx: Db, avatarMediaId: string | null | undefined): Promise<void> {
  if (!avatarMediaId) return;
  const [file] = await tx.select({ kind: media.kind }).from(media).where(eq(media.id, avatarMediaId));
  if (!file) throw invalidFields([{ path: 'avatarMediaId', message: '존재하지 않는 미디어입니다.' }]);
  if (file.kind !== 'IMAGE') throw invalidFields([{ path: 'avatarMediaId', message: '프로필 사진은 이미지 파일이어야 합니다.' }]);
}

export async function createWriter(db: Db, input: AdminWriterInput, actor: CmsActor): Promise<string> {
  return inTransaction(db, async (tx) => {
    await checkAvatar(tx, input.avatarMediaId);
    const slug = await pickSlug(input.slug, input.name, 'writer', (s) => slugTaken(tx, s));
    const id = randomId(12);
    await tx.insert(writers).values({ id, slug, name: input.name, title: input.title, bio: input.bio, avatarMediaId: input.avatarMediaId ?? null });
    await auditCms(tx, actor, 'writer.create', 'writer', id, { name: input.name, slug });
    return id;
  });
}

/** PUT /admin/writers/{id}: profile fields and photo; the slug changes only when a new one is given. */
export async function updateWriter(db: Db, id: string, input: AdminWriterInput, actor: CmsActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(writers).where(eq(writers.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', '필자를 찾을 수 없습니다.');
    await checkAvatar(tx, input.avatarMediaId);
    const slug = input.slug && input.slug !== current.slug ? await pickSlug(input.slug, input.name, 'writer', (s) => slugTaken(tx, s, id)) : current.slug;
    const next = { name: input.name, slug, title: input.title, bio: input.bio, avatarMediaId: input.avatarMediaId ?? null };
    await tx.update(writers).set(next).where(eq(writers.id, id));
    await auditCms(tx, actor, 'writer.update', 'writer', id, { fields: (Object.keys(next) as Array<keyof typeof next>).filter((f) => next[f] !== current[f]) });
  });
}

/** DELETE /admin/writers/{id}: 409 TAXONOMY_IN_USE while articles name the writer. */
export async function deleteWriter(db: Db, id: string, actor: CmsActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(writers).where(eq(writers.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', '필자를 찾을 수 없습니다.');
    const [used] = await tx.select({ n: count() }).from(articles).where(eq(articles.writerId, id));
    if ((used?.n ?? 0) > 0) throw new AppError('TAXONOMY_IN_USE', `이 필자의 기사 ${used!.n}건을 먼저 다른 필자로 바꿔 주세요.`);
    await tx.delete(writers).where(eq(writers.id, id));
    await auditCms(tx, actor, 'writer.delete', 'writer', id, { name: current.name, slug: current.slug });
  });
}
