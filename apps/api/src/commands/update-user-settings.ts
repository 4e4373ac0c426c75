import { AppError, type NotificationSettingsDto } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { inTransaction } from './transaction';

async function assertActive(db: Db, userId: string): Promise<void> {
  const [user] = await db.select({ id: schema.users.id }).from(schema.users).where(and(eq(schema.users.id, userId), eq(schema.users.status, 'ACTIVE')));
  if (!user) throw new AppError('USER_NOT_FOUND');
}

/** PUT /users/{id}/simple: nickname and whether SPI may e-mail the address. */
export async function updateUserSimple(db: Db, userId: string, input: { nickname: string; useEmail: boolean }, now: number): Promise<void> {
  await assertActive(db, userId);
  await db.update(schema.users).set({ nickname: input.nickname, useEmail: input.useEmail, updatedAt: new Date(now) }).where(eq(schema.users.id, userId));
}

/**
 * The newsletter consent lives on the user (subscribeNews, with the marketing consent time) and in the
 * notification settings (newsletter); both calls keep the two in step.
 */
export async function updateSubscription(db: Db, userId: string, subscribeNews: boolean, now: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    await assertActive(tx, userId);
    const at = new Date(now);
    await tx.update(schema.users).set({ subscribeNews, marketingAgreedAt: subscribeNews ? at : null, updatedAt: at }).where(eq(schema.users.id, userId));
    await tx
      .insert(schema.notificationSettings)
      .values({ userId, newsletter: subscribeNews, updatedAt: at })
      .onConflictDoUpdate({ target: schema.notificationSettings.userId, set: { newsletter: subscribeNews, updatedAt: at } });
  });
}

export async function updateNotificationSettings(db: Db, userId: string, settings: NotificationSettingsDto, now: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    await assertActive(tx, userId);
    const at = new Date(now);
    await tx
      .insert(schema.notificationSettings)
      .values({ userId, ...settings, updatedAt: at })
      .onConflictDoUpdate({ target: schema.notificationSettings.userId, set: { ...settings, updatedAt: at } });
    await tx
      .update(schema.users)
      .set({ subscribeNews: settings.newsletter, marketingAgreedAt: settings.newsletter ? at : null, updatedAt: at })
      .where(eq(schema.users.id, userId));
  });
}
