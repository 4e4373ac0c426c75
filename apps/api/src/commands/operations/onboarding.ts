import { AppError, type onboardingInputSchema } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { presentNotificationSettings } from '../../presenters/notification-settings';
import { inTransaction } from '../transaction';

type ParsedOnboardingInput = z.output<typeof onboardingInputSchema>;

/**
 * Finishes or skips the onboarding modal in one transaction. Both keep the first `onboarded_at` (a second
 * PUT never moves it). finish also saves the interests (without duplicates) and the given notification
 * settings over the current ones, keeping the newsletter consent on the user in step as the settings
 * screen does; skip changes nothing else.
 */
export async function saveOnboarding(db: Db, userId: string, input: ParsedOnboardingInput, now: number): Promise<void> {
  const { users, notificationSettings } = schema;
  await inTransaction(db, async (tx) => {
    const [user] = await tx
      .select({ subscribeNews: users.subscribeNews })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.status, 'ACTIVE')))
      .for('update');
    if (!user) throw new AppError('USER_NOT_FOUND');
    const at = new Date(now);
    const onboardedAt = sql`coalesce(${users.onboardedAt}, ${at.toISOString()}::timestamptz)`;
    if (input.action === 'skip') {
      await tx.update(users).set({ onboardedAt, updatedAt: at }).where(eq(users.id, userId));
      return;
    }
    const interests = [...new Set(input.interests)];
    const given = Object.fromEntries(Object.entries(input.notifications ?? {}).filter(([, v]) => typeof v === 'boolean'));
    const [current] = await tx.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
    const settings = { ...presentNotificationSettings(current, user.subscribeNews), ...given };
    await tx
      .insert(notificationSettings)
      .values({ userId, ...settings, updatedAt: at })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...settings, updatedAt: at } });
    const newsletterChanged = settings.newsletter !== user.subscribeNews;
    await tx
      .update(users)
      .set({
        interests,
        onboardedAt,
        updatedAt: at,
        ...(newsletterChanged ? { subscribeNews: settings.newsletter, marketingAgreedAt: settings.newsletter ? at : null } : {}),
      })
      .where(eq(users.id, userId));
  });
}
