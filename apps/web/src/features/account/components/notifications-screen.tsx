'use client';

import { NOTIFICATION_TOPICS } from '@spi/core';
import { useSnackbar } from '@/components/ui';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/account-api';
import { ErrorState, Section, SkeletonRows } from '@/components/settings/section';
import { ToggleRow } from '@/components/settings/toggle-row';

export const NOTIFICATIONS_SAVED = '알림 설정이 저장되었습니다.';


/** /user/notifications: one switch per topic, saved for the user at once with a success snackbar. */
export function NotificationsScreen({ userId }: { userId: string }) {
  const settings = useNotificationSettings(userId);
  const save = useSaveNotificationSettings(userId);
  const snackbar = useSnackbar();

  return (
    <Section title="받을 알림" description="이메일로 받을 소식을 고르세요. 바꾸면 바로 저장됩니다." testId="notification-settings">
      {settings.isPending ? (
        <SkeletonRows rows={5} />
      ) : settings.isError ? (
        <ErrorState message="알림 설정을 불러오지 못했습니다." onRetry={() => void settings.refetch()} />
      ) : (
        NOTIFICATION_TOPICS.map((row) => (
          <ToggleRow
            key={row.key}
            label={row.label}
            description={row.description}
            checked={settings.data[row.key]}
            testId={`notification-${row.key}`}
            onChange={(value) => save.mutate({ ...settings.data, [row.key]: value }, {
              onSuccess: () => snackbar.show({ type: 'Success', message: NOTIFICATIONS_SAVED, position: 'bottom-center' }),
              onError: () => snackbar.show({ type: 'Danger', message: '알림 설정을 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.', position: 'bottom-center' }),
            })}
          />
        ))
      )}
    </Section>
  );
}
