'use client';

import Link from '@/components/ui/app-link';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { isWellFormedCouponCode, normalizeCouponCode } from '@spi/core';
import { Button, useSnackbar } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { formatSeoulDateTime } from '@/lib/seoul-time';
import { useRedeemCoupon } from '../../api/coupon-api';
import { formatCouponInput, tierLabel } from '../../lib/tier-format';
import styles from './redeem-coupon-form.module.css';

export interface RedeemCouponResult {
  tierCode: string;
  benefitPeriodEnd: string;
  benefitValue: number;
}

export interface RedeemCouponFormProps {
  /** False for a guest: the form is replaced by a sign-in link that comes back here. Default true. */
  signedIn?: boolean;
  /** Called after a code was redeemed (the membership queries are already invalidated). */
  onRedeemed?: (result: RedeemCouponResult) => void;
  /** The visible label (default '쿠폰 코드'). */
  label?: string;
  className?: string;
}

const FORMAT_ERROR = '쿠폰 코드는 12자리입니다.';
const EMPTY_ERROR = '쿠폰 코드를 입력해 주세요.';

/** The sign-in link of a guest: back to this page (with its query) after signing in. */
function useSignInHref(): string {
  const [target, setTarget] = useState('/membership');
  useEffect(() => setTarget(window.location.pathname + window.location.search), []);
  return `/sign-in?redirect=${encodeURIComponent(target)}`;
}

/**
 * Coupon redeem form (issue 9, section 4), used on /membership and in settings: the code is formatted
 * XXXX-XXXX-XXXX as it is typed (lower case and spaces accepted), checked for shape before sending, and
 * the API's Korean message is shown as is when it refuses.
 */
export function RedeemCouponForm({ signedIn = true, onRedeemed, label = '쿠폰 코드', className }: RedeemCouponFormProps) {
  const inputId = useId();
  const messageId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const redeem = useRedeemCoupon();
  const snackbar = useSnackbar();
  const signInHref = useSignInHref();

  if (!signedIn || needsSignIn) {
    return (
      <div className={[styles.guest, className].filter(Boolean).join(' ')} data-testid="redeem-coupon-guest">
        <p className={styles.guestText}>쿠폰을 등록하려면 로그인해 주세요.</p>
        <Link href={signInHref} className={styles.signIn}>로그인하고 쿠폰 등록하기</Link>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (redeem.isPending) return;
    const code = normalizeCouponCode(value);
    setResult(null);
    if (code.length === 0) return setError(EMPTY_ERROR);
    if (!isWellFormedCouponCode(code)) return setError(FORMAT_ERROR);
    setError(null);
    try {
      const response = await redeem.mutateAsync(code);
      const line = `${tierLabel(response.tierCode)} 멤버십이 ${formatSeoulDateTime(response.benefitPeriodEnd)}까지 적용되었습니다`;
      setResult(line);
      setValue('');
      snackbar.show({ type: 'Success', message: '쿠폰을 등록했어요.', position: 'bottom-center' });
      onRedeemed?.({ tierCode: response.tierCode, benefitPeriodEnd: response.benefitPeriodEnd, benefitValue: response.benefitValue });
    } catch (err) {
      if (isApiError(err) && err.status === 401) {
        setNeedsSignIn(true);
        return;
      }
      setError(isApiError(err) ? err.message : '쿠폰을 등록하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    }
  };

  return (
    <form className={[styles.form, className].filter(Boolean).join(' ')} onSubmit={onSubmit} noValidate data-testid="redeem-coupon-form">
      <label htmlFor={inputId} className={styles.label}>{label}</label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          value={value}
          onChange={(event) => {
            setValue(formatCouponInput(event.target.value));
            if (error) setError(null);
          }}
          placeholder="XXXX-XXXX-XXXX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          maxLength={20}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          disabled={redeem.isPending}
        />
        <Button type="submit" variant="primary" size="lg" loading={redeem.isPending} className={styles.submit}>
          쿠폰 등록
        </Button>
      </div>
      <div id={messageId} aria-live="polite">
        {error ? (
          <p className={styles.error} role="alert">{error}</p>
        ) : result ? (
          <p className={styles.result} data-testid="redeem-coupon-result">{result}</p>
        ) : (
          <p className={styles.hint}>영문과 숫자 12자리 코드를 입력해 주세요. 하이픈(-)은 자동으로 들어갑니다.</p>
        )}
      </div>
    </form>
  );
}

export default RedeemCouponForm;
