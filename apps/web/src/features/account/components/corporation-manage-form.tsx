'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { updateCorporationRequestSchema, validationErrorDetailsSchema, type CorporationDto } from '@spi/core';
import { Button, useSnackbar } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useCorporation, useUpdateCorporation } from '../api/account-api';
import { ErrorState, Section, SkeletonRows } from '@/components/settings/section';
import styles from './forms.module.css';

export const CORPORATION_SAVED = '법인 정보가 저장되었습니다.';

type Field = 'managerName' | 'phone' | 'address' | 'email';
type Values = Record<Field, string>;

const FIELDS: Array<{ key: Field; label: string; type: string; autoComplete: string; placeholder: string; wide?: boolean; inputMode?: 'tel' | 'email' }> = [
  { key: 'managerName', label: '담당자 이름', type: 'text', autoComplete: 'name', placeholder: '홍길동' },
  { key: 'phone', label: '연락처', type: 'tel', autoComplete: 'tel', placeholder: '02-1234-5678', inputMode: 'tel' },
  { key: 'email', label: '이메일', type: 'email', autoComplete: 'email', placeholder: 'contact@company.co.kr', wide: true, inputMode: 'email' },
  { key: 'address', label: '주소', type: 'text', autoComplete: 'street-address', placeholder: '서울특별시 중구 세종대로 110', wide: true },
];

const toValues = (c: CorporationDto): Values => ({ managerName: c.managerName, phone: c.phone, address: c.address, email: c.email });

/** /user/corporation/manage: the manager edits the corporation (messages of updateCorporationRequestSchema). */
export function CorporationManageForm({ corporationId }: { corporationId: string }) {
  const corporation = useCorporation(corporationId);
  const update = useUpdateCorporation(corporationId);
  const snackbar = useSnackbar();
  const id = useId();
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  useEffect(() => {
    if (corporation.data && values === null) setValues(toValues(corporation.data));
  }, [corporation.data, values]);

  if (corporation.isPending || (!values && !corporation.isError)) return <Section title="법인 정보 수정"><SkeletonRows rows={4} /></Section>;
  if (corporation.isError || !values) {
    return <Section title="법인 정보 수정"><ErrorState message="법인 정보를 불러오지 못했습니다." onRetry={() => void corporation.refetch()} /></Section>;
  }

  const dirty = FIELDS.some(({ key }) => values[key] !== corporation.data[key]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateCorporationRequestSchema.safeParse({ corporationId, ...values });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field;
        next[key] ??= issue.message;
      }
      setErrors(next);
      document.getElementById(`${id}-${Object.keys(next)[0]}`)?.focus();
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues(toValues(saved));
        snackbar.show({ type: 'Success', message: CORPORATION_SAVED, position: 'bottom-center' });
      },
      onError: (error) => {
        const details = isApiError(error) ? validationErrorDetailsSchema.safeParse(error.details) : null;
        if (details?.success) {
          setErrors(Object.fromEntries(details.data.issues.map((issue) => [issue.path, issue.message])));
        }
        snackbar.show({ type: 'Danger', message: isApiError(error) ? error.message : '법인 정보를 저장하지 못했습니다.', position: 'bottom-center' });
      },
    });
  };

  return (
    <Section title={corporation.data.name} description="담당자와 연락처 정보는 세금계산서와 멤버십 안내에 쓰입니다." testId="corporation-form">
      <form onSubmit={submit} noValidate>
        <div className={styles.grid}>
          <div className={`${styles.field} ${styles.fieldWide}`}>
            <label htmlFor={`${id}-name`} className={styles.label}>법인명</label>
            <input id={`${id}-name`} className={styles.input} value={corporation.data.name} readOnly aria-describedby={`${id}-name-hint`} />
            <p id={`${id}-name-hint`} className={styles.hint}>법인명 변경은 1:1 문의로 요청해 주세요.</p>
          </div>
          {FIELDS.map((field) => (
            <div key={field.key} className={`${styles.field} ${field.wide ? styles.fieldWide : ''}`}>
              <label htmlFor={`${id}-${field.key}`} className={styles.label}>{field.label}</label>
              <input
                id={`${id}-${field.key}`}
                className={styles.input}
                type={field.type}
                inputMode={field.inputMode}
                autoComplete={field.autoComplete}
                placeholder={field.placeholder}
                value={values[field.key]}
                onChange={(event) => {
                  setValues({ ...values, [field.key]: event.target.value });
                  if (errors[field.key]) setErrors({ ...errors, [field.key]: undefined });
                }}
                aria-invalid={errors[field.key] ? true : undefined}
                aria-describedby={errors[field.key] ? `${id}-${field.key}-error` : undefined}
              />
              {errors[field.key] && <p id={`${id}-${field.key}-error`} className={styles.error} role="alert">{errors[field.key]}</p>}
            </div>
          ))}
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" size="lg" disabled={!dirty || update.isPending} onClick={() => { setValues(toValues(corporation.data)); setErrors({}); }}>
            되돌리기
          </Button>
          <Button type="submit" size="lg" loading={update.isPending} disabled={!dirty}>저장</Button>
        </div>
      </form>
    </Section>
  );
}
