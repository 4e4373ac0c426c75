'use client';

import type { UserInfoDto } from '@spi/core';
import { useSnackbar } from '@/components/ui';
import { useUpdateSimple, useUpdateSubscription } from '../api/account-api';
import { Section } from '@/components/settings/section';
import { ToggleRow } from '@/components/settings/toggle-row';

/** Newsletter (marketing) consent and e-mail use; each switch saves at once. */
export function ConsentSection({ user }: { user: UserInfoDto }) {
  const snackbar = useSnackbar();
  const subscription = useUpdateSubscription(user.userId);
  const simple = useUpdateSimple(user.userId);
  const saved = (message: string) => () => snackbar.show({ type: 'Success', message, position: 'bottom-center' });
  const failed = () => snackbar.show({ type: 'Danger', message: '설정을 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.', position: 'bottom-center' });

  const newsletter = subscription.isPending ? !user.subscribeNews : user.subscribeNews;
  const useEmail = simple.isPending ? !user.useEmail : user.useEmail;

  return (
    <Section title="수신 설정" description="언제든지 바꿀 수 있습니다.">
      <ToggleRow
        label="뉴스레터 및 마케팅 정보 수신"
        description="시장 리포트, 세미나와 멤버십 혜택 소식을 이메일로 받습니다."
        checked={newsletter}
        disabled={subscription.isPending}
        onChange={(value) => subscription.mutate(value, {
          onSuccess: saved(value ? '뉴스레터 수신에 동의했습니다.' : '뉴스레터 수신을 해제했습니다.'),
          onError: failed,
        })}
        testId="toggle-newsletter"
      />
      <ToggleRow
        label="이메일 사용"
        description={`안내와 알림을 ${user.email}(으)로 받습니다.`}
        checked={useEmail}
        disabled={simple.isPending}
        onChange={(value) => simple.mutate({ nickname: user.nickname, useEmail: value }, {
          onSuccess: saved(value ? '이메일 사용을 켰습니다.' : '이메일 사용을 껐습니다.'),
          onError: failed,
        })}
        testId="toggle-use-email"
      />
    </Section>
  );
}
