'use client';

import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { showSnackbar } from '@/components/ui';
import { errorMessage } from '../../lib/field-errors';
import { hasFundRole } from '../../api/fund-roles-api';
import styles from './review.module.css';

export interface FundRoleSwitchProps {
  /** Whether the membership carries FUND now (from the list). */
  checked: boolean;
  /** Accessible name, for example '김리츠 펀드 권한'. */
  label: string;
  /** Sends the change; resolves with the roles the membership now carries. */
  save: (fund: boolean) => Promise<string[]>;
  /** Asked before sending (a system confirm); false keeps the switch as it was. */
  confirm?: (fund: boolean) => Promise<boolean>;
  /** The snackbar after a change, from what the API says the roles are now. */
  successMessage: (fund: boolean) => string;
  /** After a change: refresh the lists that show it. */
  onSaved?: (fund: boolean) => void;
  testId?: string;
}

/**
 * 'FUND (펀드 권한)': a switch (role="switch") that grants or removes the fund role of a membership. It
 * follows the API's answer (the roles after the change), shows the result in a snackbar and keeps its
 * state when the request fails, with the API's message.
 */
export function FundRoleSwitch({ checked, label, save, confirm, successMessage, onSaved, testId }: FundRoleSwitchProps) {
  const [current, setCurrent] = useState(checked);
  const [pending, setPending] = useState(false);
  // The list was fetched again: it is the truth now.
  useEffect(() => setCurrent(checked), [checked]);

  const toggle = async () => {
    if (pending) return;
    const next = !current;
    if (confirm && !(await confirm(next))) return;
    setPending(true);
    try {
      const fund = hasFundRole(await save(next));
      setCurrent(fund);
      showSnackbar({ type: 'Success', message: successMessage(fund), position: 'bottom-center' });
      onSaved?.(fund);
    } catch (error) {
      showSnackbar({ type: 'Danger', message: errorMessage(error, '펀드 권한을 바꾸지 못했습니다. 잠시 후 다시 시도해 주세요.'), position: 'bottom-center' });
    } finally {
      setPending(false);
    }
  };

  return (
    <span className={styles.fund}>
      <button
        type="button"
        role="switch"
        aria-checked={current}
        aria-label={label}
        aria-busy={pending || undefined}
        disabled={pending}
        className={clsx(styles.switch, current && styles.switchOn)}
        onClick={() => void toggle()}
        data-testid={testId}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
      <span className={styles.fundState} aria-hidden="true">{current ? '부여됨' : '없음'}</span>
    </span>
  );
}
