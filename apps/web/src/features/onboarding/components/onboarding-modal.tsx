'use client';

import { INTEREST_TOPIC_LABELS, INTEREST_TOPICS, INTERESTS_MAX, type InterestTopic } from '@spi/core/operations/model';
import type { OnboardingState } from '@spi/core';
import { NOTIFICATION_TOPICS } from '@spi/core/user';
import { ToggleRow } from '@/components/settings/toggle-row';
import clsx from 'clsx';
import { useState } from 'react';
import { Button, ModalActions, ModalBody, ModalTitle, showSnackbar, type ModalComponentProps } from '@/components/ui';
import { saveOnboarding } from '../lib/onboarding-api';
import type { OnboardingModalArgs } from '../lib/register-modals';
import styles from './onboarding-modal.module.css';

type Notifications = OnboardingState['notifications'];

const STEP_TITLES = ['SPI에 오신 것을 환영합니다', '관심 분야를 골라 주세요', '알림을 설정해 주세요'] as const;


const SAVE_FAILED = '저장하지 못했어요. 잠시 후 다시 시도해 주세요.';


/**
 * The onboarding modal of a new member: 환영 → 관심 분야 → 알림 설정 (1/3, 2/3, 3/3). 건너뛰기 on every
 * step records a skip; 완료 saves the interests and the switches. Either way the server remembers it and
 * the modal never shows again.
 */
export default function OnboardingModal({ args, close }: ModalComponentProps<OnboardingModalArgs, 'finish' | 'skip'>) {
  const [step, setStep] = useState(0);
  const [interests, setInterests] = useState<InterestTopic[]>(args.state.interests);
  const [notifications, setNotifications] = useState<Notifications>(args.state.notifications);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (action: 'finish' | 'skip') => {
    setBusy(true);
    setError(null);
    try {
      await saveOnboarding(action === 'finish' ? { action, interests, notifications } : { action });
      if (action === 'finish') showSnackbar({ message: '설정을 저장했습니다.' });
      close(action);
    } catch {
      setError(SAVE_FAILED);
      setBusy(false);
    }
  };

  const toggleInterest = (topic: InterestTopic) =>
    setInterests((current) => (current.includes(topic) ? current.filter((t) => t !== topic) : current.length >= INTERESTS_MAX ? current : [...current, topic]));

  const last = step === STEP_TITLES.length - 1;
  return (
    <div className={styles.modal} data-testid="onboarding-modal">
      <div className={styles.header}>
        <p className={styles.step} aria-label={`${STEP_TITLES.length}단계 중 ${step + 1}단계`} data-testid="onboarding-step">{step + 1}/{STEP_TITLES.length}</p>
        <ModalTitle className={styles.title}>{STEP_TITLES[step]}</ModalTitle>
      </div>
      <ModalBody className={styles.body}>
        {step === 0 && (
          <p className={styles.lead}>
            관심 분야와 알림을 정해 두면 꼭 필요한 소식부터 받아 볼 수 있어요.<br />1분이면 충분해요.
          </p>
        )}
        {step === 1 && (
          <div role="group" aria-label="관심 분야" className={styles.chips}>
            {INTEREST_TOPICS.map((topic) => {
              const selected = interests.includes(topic);
              return (
                <button key={topic} type="button" aria-pressed={selected} className={clsx(styles.chip, selected && styles.chipOn)} onClick={() => toggleInterest(topic)}>
                  {INTEREST_TOPIC_LABELS[topic]}
                </button>
              );
            })}
          </div>
        )}
        {step === 2 && (
          <div className={styles.switches}>
            {NOTIFICATION_TOPICS.map((row) => (
              <ToggleRow
                key={row.key}
                label={row.label}
                description={row.description}
                checked={notifications[row.key]}
                onChange={(value) => setNotifications((current) => ({ ...current, [row.key]: value }))}
              />
            ))}
          </div>
        )}
        {error && <p role="alert" className={styles.error}>{error}</p>}
      </ModalBody>
      <ModalActions className={styles.actions}>
        <Button variant="secondary" size="lg" disabled={busy} onClick={() => void submit('skip')}>건너뛰기</Button>
        {step > 0 && <Button variant="secondary" size="lg" disabled={busy} onClick={() => setStep((s) => s - 1)}>이전</Button>}
        {last ? (
          <Button size="lg" disabled={busy} onClick={() => void submit('finish')}>완료</Button>
        ) : (
          <Button size="lg" disabled={busy} onClick={() => setStep((s) => s + 1)} data-autofocus="">다음</Button>
        )}
      </ModalActions>
    </div>
  );
}
