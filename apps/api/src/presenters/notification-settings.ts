import type { NotificationSettingsDto } from '@spi/core';
import type { schema } from '@spi/db';

export type NotificationSettingsRow = typeof schema.notificationSettings.$inferSelect;

/** Defaults for a user who never saved settings (the column defaults of notification_settings). */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettingsDto = { newsletter: false, newArticles: true, events: true, membership: true, recruit: false };

export function presentNotificationSettings(row: NotificationSettingsRow | undefined, subscribeNews: boolean): NotificationSettingsDto {
  const settings = row ?? { ...DEFAULT_NOTIFICATION_SETTINGS, newsletter: subscribeNews };
  return { newsletter: settings.newsletter, newArticles: settings.newArticles, events: settings.events, membership: settings.membership, recruit: settings.recruit };
}
