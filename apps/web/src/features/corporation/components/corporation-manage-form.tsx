'use client';

import { updateCorporationRequestSchema, type AddressResult, type CorporationDto } from '@spi/core';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useAddressSearch } from '@/components/address-search/register';
import { ErrorState, Section, SkeletonRows } from '@/components/settings/section';
import { Button, useSnackbar } from '@/components/ui';
import { useCorporation, useUpdateCorporation } from '../api/corporation-api';
import { apiFieldErrors, errorMessage, focusAfterModal, issuesToErrors } from '../lib/form-errors';
import styles from './corporation.module.css';

export const CORPORATION_SAVED = '법인 정보가 저장되었습니다.';

type Field = 'managerName' | 'phone' | 'email' | 'address' | 'detail';
interface Values { managerName: string; phone: string; email: string; address: string; picked: AddressResult | null; detail: string }

const TEXT_FIELDS: Array<{ key: 'managerName' | 'phone' | 'email'; label: string; type: string; autoComplete: string; placeholder: string; wide?: boolean; inputMode?: 'tel' | 'email' }> = [
  { key: 'managerName', label: '담당자 이름', type: 'text', autoComplete: 'name', placeholder: '홍길동' },
  { key: 'phone', label: '연락처', type: 'tel', autoComplete: 'tel', placeholder: '02-1234-5678', inputMode: 'tel' },
  { key: 'email', label: '이메일', type: 'email', autoComplete: 'email', placeholder: 'contact@company.co.kr', wide: true, inputMode: 'email' },
];
const ORDER: Field[] = ['managerName', 'phone', 'email', 'address', 'detail'];

const toValues = (c: CorporationDto): Values => ({ managerName: c.managerName, phone: c.phone, email: c.email, address: c.address, picked: null, detail: '' });

/** The address to save: a newly chosen road address with its detail, or the stored one unchanged. */
export function addressOf(values: Pick<Values, 'address' | 'picked' | 'detail'>): string {
  return values.picked ? `${values.picked.roadAddress} ${values.detail.trim()}`.trim() : values.address;
}

/** 법인 정보 on /user/corporation/manage: the manager edits the contact and the address (via the address search). */
export function CorporationManageForm({ corporationId }: { corporationId: string }) {
  const corporation = useCorporation(corporationId);
  const update = useUpdateCorporation(corporationId);
  const snackbar = useSnackbar();
  const searchAddress = useAddressSearch();
  const id = useId();
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  useEffect(() => {
    if (corporation.data && values === null) setValues(toValues(corporation.data));
  }, [corporation.data, values]);

  if (corporation.isPending || (!values && !corporation.isError)) return <Section title="법인 정보"><SkeletonRows rows={4} /></Section>;
  if (corporation.isError || !values) {
    return <Section title="법인 정보"><ErrorState message="법인 정보를 불러오지 못했습니다." onRetry={() => void corporation.refetch()} /></Section>;
  }

  const saved = corporation.data;
  const dirty = values.managerName !== saved.managerName || values.phone !== saved.phone || values.email !== saved.email || addressOf(values) !== saved.address;
  const fieldId = (field: Field) => `${id}-${field}`;

  const change = (patch: Partial<Values>, field: Field) => {
    setValues({ ...values, ...patch });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const pickAddress = async () => {
    const picked = await searchAddress({ initialQuery: values.picked?.roadAddress });
    if (!picked) return;
    change({ picked, detail: '' }, 'address');
    focusAfterModal(fieldId('detail'));
  };

  const showErrors = (next: Partial<Record<Field, string>>) => {
    setErrors(next);
    const first = ORDER.find((field) => next[field]);
    if (first) document.getElementById(first === 'address' ? `${fieldId('address')}-search` : fieldId(first))?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateCorporationRequestSchema.safeParse({ corporationId, managerName: values.managerName, phone: values.phone, email: values.email, address: addressOf(values), zonecode: values.picked?.zonecode });
    if (!parsed.success) {
      showErrors(issuesToErrors(parsed.error.issues) as Partial<Record<Field, string>>);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (next) => {
        setValues(toValues(next));
        snackbar.show({ type: 'Success', message: CORPORATION_SAVED, position: 'bottom-center' });
      },
      onError: (error) => {
        const fields = apiFieldErrors(error) as Partial<Record<Field, string>>;
        if (Object.keys(fields).length > 0) showErrors(fields);
        snackbar.show({ type: 'Danger', message: errorMessage(error, '법인 정보를 저장하지 못했습니다.'), position: 'bottom-center' });
      },
    });
  };

  const describedBy = (field: Field, extra?: string) => [extra, errors[field] ? `${fieldId(field)}-error` : ''].filter(Boolean).join(' ') || undefined;
  const errorOf = (field: Field) => errors[field] && <p id={`${fieldId(field)}-error`} className={styles.error} role="alert">{errors[field]}</p>;

  return (
    <Section title="법인 정보" description="담당자와 연락처 정보는 세금계산서와 멤버십 안내에 쓰입니다." testId="corporation-form">
      <form onSubmit={submit} noValidate>
        <div className={styles.grid}>
          <div className={`${styles.field} ${styles.fieldWide}`}>
            <label htmlFor={`${id}-name`} className={styles.label}>법인명</label>
            <input id={`${id}-name`} className={styles.input} value={saved.name} readOnly aria-describedby={`${id}-name-hint`} />
            <p id={`${id}-name-hint`} className={styles.hint}>법인명 변경은 1:1 문의로 요청해 주세요.</p>
          </div>
          {TEXT_FIELDS.map((field) => (
            <div key={field.key} className={`${styles.field} ${field.wide ? styles.fieldWide : ''}`}>
              <label htmlFor={fieldId(field.key)} className={styles.label}>{field.label}</label>
              <input
                id={fieldId(field.key)}
                className={styles.input}
                type={field.type}
                inputMode={field.inputMode}
                autoComplete={field.autoComplete}
                placeholder={field.placeholder}
                value={values[field.key]}
                onChange={(event) => change({ [field.key]: event.target.value }, field.key)}
                aria-invalid={errors[field.key] ? true : undefined}
                aria-describedby={describedBy(field.key)}
                data-testid={`corporation-${field.key}`}
              />
              {errorOf(field.key)}
            </div>
          ))}
          <div className={`${styles.field} ${styles.fieldWide}`}>
            <label htmlFor={fieldId('address')} className={styles.label}>주소</label>
            <div className={styles.inline}>
              <input
                id={fieldId('address')}
                className={styles.input}
                readOnly
                value={values.picked ? values.picked.roadAddress : values.address}
                onClick={() => void pickAddress()}
                aria-invalid={errors.address ? true : undefined}
                aria-describedby={describedBy('address', `${fieldId('address')}-zone`)}
                data-testid="corporation-address"
              />
              <Button id={`${fieldId('address')}-search`} variant="secondary" size="lg" onClick={() => void pickAddress()} data-testid="corporation-address-search">주소 검색</Button>
            </div>
            <p id={`${fieldId('address')}-zone`} className={styles.hint}>
              {values.picked ? `우편번호 ${values.picked.zonecode} · 상세 주소를 입력한 뒤 저장해 주세요.` : '주소를 바꾸려면 주소 검색을 눌러 주세요.'}
            </p>
            {errorOf('address')}
          </div>
          {values.picked && (
            <div className={`${styles.field} ${styles.fieldWide}`}>
              <label htmlFor={fieldId('detail')} className={styles.label}>상세 주소</label>
              <input
                id={fieldId('detail')}
                className={styles.input}
                autoComplete="address-line2"
                placeholder="동·층·호 (예: 12층 1201호)"
                maxLength={100}
                value={values.detail}
                onChange={(event) => change({ detail: event.target.value }, 'detail')}
                data-testid="corporation-detail"
              />
            </div>
          )}
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" size="lg" disabled={!dirty || update.isPending} onClick={() => { setValues(toValues(saved)); setErrors({}); }}>
            되돌리기
          </Button>
          <Button type="submit" size="lg" loading={update.isPending} disabled={!dirty} data-testid="corporation-save">저장</Button>
        </div>
      </form>
    </Section>
  );
}
