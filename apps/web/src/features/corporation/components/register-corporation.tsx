'use client';

import { CORPORATION_FREE_SEATS, type AddressResult } from '@spi/core';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { useAddressSearch } from '@/components/address-search/register';
import { ErrorState, Section, SkeletonRows } from '@/components/settings/section';
import { Button, useSnackbar, useSystemConfirm } from '@/components/ui';
import { useJoinCorporation, useJoinableCorporations, useRegisterCorporation } from '../api/corporation-api';
import { apiFieldErrors, errorMessage, focusAfterModal } from '../lib/form-errors';
import { formatBusinessNumberInput } from '../lib/format';
import { businessNumberHint, REGISTER_FIELDS, registerFieldOf, validateRegister, type RegisterField, type RegisterValues } from '../lib/register-form';
import styles from './corporation.module.css';

export const CORPORATION_REGISTERED = '법인을 등록했어요. 멤버를 초대하고 좌석을 구매해 보세요.';
export const CORPORATION_JOINED = '법인에 참여했어요.';

/** /user/corporation/register: corporations to join by e-mail domain, then the registration form. */
export function RegisterCorporation({ email, nickname }: { email: string; nickname: string }) {
  return (
    <div className={styles.stack}>
      <JoinableCorporations />
      <RegisterForm email={email} nickname={nickname} />
    </div>
  );
}

function JoinableCorporations() {
  const joinable = useJoinableCorporations();
  const join = useJoinCorporation();
  const confirm = useSystemConfirm();
  const snackbar = useSnackbar();
  const router = useRouter();

  if (joinable.isPending) return <Section title="참여할 수 있는 법인"><SkeletonRows rows={2} /></Section>;
  if (joinable.isError) {
    return <Section title="참여할 수 있는 법인"><ErrorState message="참여할 수 있는 법인을 불러오지 못했습니다." onRetry={() => void joinable.refetch()} /></Section>;
  }
  if (joinable.data.length === 0) return null;

  const onJoin = (corporationId: string, name: string) =>
    void confirm({
      title: `${name}에 참여할까요?`,
      message: '참여하면 법인 관리자가 멤버 목록에서 회원님의 닉네임과 이메일을 볼 수 있어요.',
      submitLabel: '참여하기',
      onSubmit: async () => {
        let seatActive: boolean;
        try {
          seatActive = (await join.mutateAsync(corporationId)).seatActive;
        } catch (error) {
          snackbar.show({ type: 'Danger', message: errorMessage(error, '법인에 참여하지 못했습니다.'), position: 'bottom-center' });
          return;
        }
        snackbar.show({ type: 'Success', message: CORPORATION_JOINED, position: 'bottom-center' });
        // Without a corporate membership in force the members' page (rule 4) is not open yet.
        router.push(seatActive ? '/user/corporation' : '/user/setting');
        router.refresh();
      },
    });

  return (
    <Section title="참여할 수 있는 법인" description="회원님의 이메일 도메인으로 자동 참여를 허용한 법인입니다. 이미 회사에서 등록했다면 새로 등록하지 말고 참여해 주세요." testId="joinable-corporations">
      <ul className={styles.cards}>
        {joinable.data.map((corporation) => (
          <li key={corporation.corporationId} className={styles.card} data-testid={`joinable-${corporation.corporationId}`}>
            <div className={styles.cardHead}>
              <div>
                <p className={styles.cardTitle}>{corporation.name}</p>
                <span className={styles.subText}>@{corporation.domain} · 남은 좌석 {corporation.seatsLeft}석</span>
              </div>
              <Button size="md" disabled={corporation.seatsLeft <= 0} onClick={() => onJoin(corporation.corporationId, corporation.name)} data-testid={`join-${corporation.corporationId}`}>
                참여하기
              </Button>
            </div>
            {corporation.seatsLeft <= 0 && <p className={styles.hint}>남은 좌석이 없어요. 법인 관리자에게 좌석 추가를 요청해 주세요.</p>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function RegisterForm({ email, nickname }: { email: string; nickname: string }) {
  const id = useId();
  const router = useRouter();
  const snackbar = useSnackbar();
  const searchAddress = useAddressSearch();
  const register = useRegisterCorporation();
  const [values, setValues] = useState<RegisterValues>({ name: '', businessNumber: '', managerName: nickname, phone: '', email, address: null, detail: '' });
  const [errors, setErrors] = useState<Partial<Record<RegisterField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fieldId = (field: string) => `${id}-${field}`;
  const hint = businessNumberHint(values.businessNumber);

  const set = <K extends keyof RegisterValues>(key: K, value: RegisterValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key as RegisterField]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const pickAddress = async () => {
    const picked: AddressResult | null = await searchAddress({ initialQuery: values.address?.roadAddress });
    if (!picked) return;
    set('address', picked);
    focusAfterModal(fieldId('detail'));
  };

  const focusFirst = (next: Partial<Record<RegisterField, string>>) => {
    const first = REGISTER_FIELDS.find((field) => next[field]);
    if (first) document.getElementById(first === 'address' ? `${fieldId('address')}-search` : fieldId(first))?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const result = validateRegister(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirst(result.errors);
      return;
    }
    setErrors({});
    register.mutate(result.body, {
      onSuccess: () => {
        snackbar.show({ type: 'Success', message: CORPORATION_REGISTERED, position: 'bottom-center' });
        router.push('/user/corporation/manage');
        router.refresh();
      },
      onError: (error) => {
        const fields: Partial<Record<RegisterField, string>> = {};
        for (const [path, message] of Object.entries(apiFieldErrors(error))) {
          const field = registerFieldOf(path);
          if (field) fields[field] ??= message;
        }
        const code = (error as { code?: string }).code;
        if (code === 'BUSINESS_NUMBER_INVALID' || code === 'BUSINESS_NUMBER_TAKEN') fields.businessNumber = errorMessage(error, '');
        setErrors(fields);
        if (Object.keys(fields).length > 0) focusFirst(fields);
        setFormError(errorMessage(error, '법인을 등록하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
      },
    });
  };

  const text = (field: 'name' | 'managerName' | 'phone' | 'email', label: string, props: { type?: string; autoComplete?: string; placeholder?: string; inputMode?: 'tel' | 'email'; wide?: boolean }) => (
    <div className={`${styles.field} ${props.wide ? styles.fieldWide : ''}`}>
      <label htmlFor={fieldId(field)} className={styles.label}>{label}</label>
      <input
        id={fieldId(field)}
        className={styles.input}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${fieldId(field)}-error` : undefined}
        data-testid={`register-${field}`}
      />
      {errors[field] && <p id={`${fieldId(field)}-error`} className={styles.error} role="alert">{errors[field]}</p>}
    </div>
  );

  const bnDescribedBy = [`${fieldId('businessNumber')}-hint`, errors.businessNumber ? `${fieldId('businessNumber')}-error` : ''].filter(Boolean).join(' ');

  return (
    <Section title="법인 등록" description={`등록하면 회원님이 이 법인의 관리자가 됩니다. 좌석을 구매하기 전까지 ${CORPORATION_FREE_SEATS}명까지 함께할 수 있어요.`} testId="corporation-register">
      <form onSubmit={submit} noValidate>
        <div className={styles.grid}>
          {text('name', '법인명', { autoComplete: 'organization', placeholder: '주식회사 에스피아이', wide: true })}
          <div className={`${styles.field} ${styles.fieldWide}`}>
            <label htmlFor={fieldId('businessNumber')} className={styles.label}>사업자등록번호</label>
            <input
              id={fieldId('businessNumber')}
              className={styles.input}
              inputMode="numeric"
              autoComplete="off"
              placeholder="123-45-67890"
              maxLength={12}
              value={values.businessNumber}
              onChange={(event) => set('businessNumber', formatBusinessNumberInput(event.target.value))}
              aria-invalid={errors.businessNumber || hint.state === 'invalid' ? true : undefined}
              aria-describedby={bnDescribedBy}
              data-testid="register-businessNumber"
            />
            {errors.businessNumber ? (
              <p id={`${fieldId('businessNumber')}-error`} className={styles.error} role="alert">{errors.businessNumber}</p>
            ) : null}
            <p id={`${fieldId('businessNumber')}-hint`} className={hint.state === 'valid' ? styles.valid : hint.state === 'invalid' && !errors.businessNumber ? styles.error : styles.hint} aria-live="polite" data-testid="business-number-hint">
              {errors.businessNumber ? '' : hint.message || '숫자 10자리를 입력하면 XXX-XX-XXXXX 형식으로 바뀌어요.'}
            </p>
          </div>
          {text('managerName', '담당자 이름', { autoComplete: 'name', placeholder: '홍길동' })}
          {text('phone', '연락처', { type: 'tel', autoComplete: 'tel', placeholder: '02-1234-5678', inputMode: 'tel' })}
          {text('email', '이메일', { type: 'email', autoComplete: 'email', placeholder: 'contact@company.co.kr', inputMode: 'email', wide: true })}
          <div className={`${styles.field} ${styles.fieldWide}`}>
            <label htmlFor={fieldId('address')} className={styles.label}>주소</label>
            <div className={styles.inline}>
              <input
                id={fieldId('address')}
                className={styles.input}
                readOnly
                placeholder="주소 검색을 눌러 주소를 선택해 주세요"
                value={values.address?.roadAddress ?? ''}
                onClick={() => void pickAddress()}
                aria-invalid={errors.address ? true : undefined}
                aria-describedby={[`${fieldId('address')}-zone`, errors.address ? `${fieldId('address')}-error` : ''].filter(Boolean).join(' ')}
                data-testid="register-address"
              />
              <Button id={`${fieldId('address')}-search`} variant="secondary" size="lg" onClick={() => void pickAddress()} data-testid="register-address-search">주소 검색</Button>
            </div>
            <p id={`${fieldId('address')}-zone`} className={styles.hint} data-testid="register-zonecode">
              {values.address ? `우편번호 ${values.address.zonecode}${values.address.jibunAddress ? ` · 지번 ${values.address.jibunAddress}` : ''}` : '도로명 주소로 저장됩니다.'}
            </p>
            {errors.address && <p id={`${fieldId('address')}-error`} className={styles.error} role="alert">{errors.address}</p>}
          </div>
          <div className={`${styles.field} ${styles.fieldWide}`}>
            <label htmlFor={fieldId('detail')} className={styles.label}>상세 주소</label>
            <input
              id={fieldId('detail')}
              className={styles.input}
              autoComplete="address-line2"
              placeholder="동·층·호 (예: 12층 1201호)"
              value={values.detail}
              onChange={(event) => set('detail', event.target.value)}
              aria-invalid={errors.detail ? true : undefined}
              aria-describedby={errors.detail ? `${fieldId('detail')}-error` : undefined}
              data-testid="register-detail"
            />
            {errors.detail && <p id={`${fieldId('detail')}-error`} className={styles.error} role="alert">{errors.detail}</p>}
          </div>
        </div>
        {formError && <p className={styles.errorBox} role="alert" style={{ marginTop: 'var(--space-4)' }} data-testid="register-error">{formError}</p>}
        <div className={styles.actions}>
          <Button type="submit" size="lg" loading={register.isPending} data-testid="register-submit">법인 등록하기</Button>
        </div>
      </form>
    </Section>
  );
}
