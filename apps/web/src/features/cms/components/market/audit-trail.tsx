'use client';

import type { RecordAudit } from '@spi/core';
import { formatSeoul } from '../../lib/seoul-time';
import forms from '../forms.module.css';
import { AUDIT_ACTION_LABELS, fieldLabel, formatAuditValue, type Unit } from './field-labels';
import styles from './market-admin.module.css';

type Fields = Record<string, { label: string; unit?: Unit; labels?: Record<string, string> }>;

/** Changes shown before the rest folds into '나머지 N개 항목 보기'. */
const VISIBLE_CHANGES = 8;

function ChangeRow({ audit, change, fields }: { audit: RecordAudit; change: RecordAudit['changes'][number]; fields: Fields }) {
  return (
    <div className={styles.auditChange}>
      <dt>{fieldLabel(fields, change.field)}</dt>
      <dd>
        {audit.action === 'CREATE' || audit.action === 'REPORT_UPLOAD' ? (
          <span className={styles.after}>{formatAuditValue(fields, change.field, change.after)}</span>
        ) : audit.action === 'DELETE' || audit.action === 'REPORT_DELETE' ? (
          <span className={styles.before}>{formatAuditValue(fields, change.field, change.before)}</span>
        ) : (
          <>
            <span className={styles.before}>{formatAuditValue(fields, change.field, change.before)}</span>
            <span className={styles.arrow} aria-hidden="true">→</span><span className="visually-hidden">에서 다음으로:</span>
            <span className={styles.after}>{formatAuditValue(fields, change.field, change.after)}</span>
          </>
        )}
      </dd>
    </div>
  );
}

/**
 * The change history of one deal or fund (GET /admin/{deals|funds}/:id `audits`, newest first): who,
 * when, what kind of change, and each changed field before → after with its Korean label.
 */
export function AuditTrail({ audits, fields }: { audits: readonly RecordAudit[]; fields: Fields }) {
  return (
    <section className={forms.card} aria-labelledby="audit-trail-title" data-testid="audit-trail">
      <h2 id="audit-trail-title" className={forms.cardTitle}>변경 이력</h2>
      {audits.length === 0 ? (
        <p className={forms.hint}>아직 변경 이력이 없습니다.</p>
      ) : (
        <ol className={styles.auditList}>
          {audits.map((audit) => (
            <li key={audit.id} className={styles.auditItem} data-testid="audit-entry">
              <p className={styles.auditHead}>
                <span className={styles.auditAction} data-action={audit.action}>{AUDIT_ACTION_LABELS[audit.action]}</span>
                <span className={styles.auditActor}>{audit.actor?.name ?? '시스템'}</span>
                <time className={styles.auditTime} dateTime={audit.createdAt}>{formatSeoul(audit.createdAt)}</time>
              </p>
              {audit.changes.length > 0 && (
                <dl className={styles.auditChanges}>
                  {audit.changes.slice(0, VISIBLE_CHANGES).map((change) => <ChangeRow key={change.field} audit={audit} change={change} fields={fields} />)}
                </dl>
              )}
              {audit.changes.length > VISIBLE_CHANGES && (
                // A new or deleted record lists every field: the rest folds away.
                <details className={styles.auditMore}>
                  <summary>나머지 {audit.changes.length - VISIBLE_CHANGES}개 항목 보기</summary>
                  <dl className={styles.auditChanges}>
                    {audit.changes.slice(VISIBLE_CHANGES).map((change) => <ChangeRow key={change.field} audit={audit} change={change} fields={fields} />)}
                  </dl>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
