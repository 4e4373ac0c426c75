import { INTEREST_TOPICS, type InterestTopic, type OnboardingState } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import { presentNotificationSettings } from '../../presenters/notification-settings';

/**
 * Members created before the onboarding columns existed (migration 0016) are treated as onboarded: they
 * never get the modal although their `onboarded_at` is null (docs/operations.md).
 */
export const ONBOARDING_INTRODUCED_AT = new Date('2026-11-26T00:00:00Z');

export interface OnboardingRecord {
  interests: string[];
  onboardedAt: Date | null;
  createdAt: Date;
  subscribeNews: boolean;
}

export async function loadOnboardingRecord(db: Db, userId: string): Promise<OnboardingRecord | null> {
  const { users } = schema;
  const [row] = await db
    .select({ interests: users.interests, onboardedAt: users.onboardedAt, createdAt: users.createdAt, subscribeNews: users.subscribeNews })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export function isOnboardingPending(record: Pick<OnboardingRecord, 'onboardedAt' | 'createdAt'>): boolean {
  return record.onboardedAt === null && record.createdAt.getTime() >= ONBOARDING_INTRODUCED_AT.getTime();
}

/** The member's onboarding state: pending, the picked topics (unknown ones dropped) and the notification settings. */
export async function loadOnboardingState(db: Db, userId: string): Promise<OnboardingState | null> {
  const record = await loadOnboardingRecord(db, userId);
  if (!record) return null;
  const [settings] = await db.select().from(schema.notificationSettings).where(eq(schema.notificationSettings.userId, userId));
  const known = new Set<string>(INTEREST_TOPICS);
  return {
    pending: isOnboardingPending(record),
    interests: (Array.isArray(record.interests) ? record.interests : []).filter((t): t is InterestTopic => known.has(t)),
    notifications: presentNotificationSettings(settings, record.subscribeNews),
  };
}
