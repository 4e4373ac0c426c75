'use client';

import type { BillingCycle } from '@spi/core';
import styles from './plans.module.css';

/**
 * 월간 / 연간 as a segmented control built on native radio buttons: one tab stop, arrow keys move the
 * choice, and screen readers announce a radio group with its label.
 */
export function CycleSwitch({ value, onChange, maxYearlyPercent }: { value: BillingCycle; onChange: (cycle: BillingCycle) => void; maxYearlyPercent: number }) {
  const options: Array<{ cycle: BillingCycle; label: string; hint?: string }> = [
    { cycle: 'MONTHLY', label: '월간 결제' },
    { cycle: 'YEARLY', label: '연간 결제', hint: maxYearlyPercent > 0 ? `최대 ${maxYearlyPercent}% 할인` : undefined },
  ];
  return (
    <fieldset className={styles.switch} data-testid="cycle-switch">
      <legend className="visually-hidden">결제 주기</legend>
      {options.map((option) => (
        <label key={option.cycle} className={styles.switchOption} data-checked={value === option.cycle || undefined}>
          <input
            type="radio"
            name="membership-cycle"
            value={option.cycle}
            checked={value === option.cycle}
            onChange={() => onChange(option.cycle)}
            className={styles.switchInput}
          />
          <span>{option.label}</span>
          {option.hint && <span className={styles.switchHint}>{option.hint}</span>}
        </label>
      ))}
    </fieldset>
  );
}
