'use client';

import type { NotificationSettingsDto } from '@spi/core';
import { useSnackbar } from '@/components/ui';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/account-api';
import { ErrorState, Section, SkeletonRows } from '@/components/settings/section';
import { ToggleRow } from './toggle';

export const NOTIFICATIONS_SAVED = '알림 설정이 저장되었습니다.';

const ROWS: Array<{ key: keyof NotificationSettingsDto; label: string; description: string }> = [
  { key: 'newsletter', label: '뉴스레터', description: '주간 시장 리포트와 SPI 뉴스레터를 받습니다.' },
  { key: 'newArticles', label: '새 기사', description: '관심 분야의 새 SPI Pro 기사가 올라오면 알려 드립니다.' },
  { key: 'events', label: '이벤트·세미나', description: '세미나와 이벤트 일정, 신청 안내를 받습니다.' },
  { key: 'membership', label: '멤버십', description: '결제, 갱신, 쿠폰 혜택 만료 안내를 받습니다.' },
  { key: 'recruit', label: '채용', description: '새 채용 공고 소식을 받습니다.' },
];

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
        ROWS.map((row) => (
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
