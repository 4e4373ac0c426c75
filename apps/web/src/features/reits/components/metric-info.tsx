'use client';

import { API_ROOTS, METRIC_EXPLAINERS, type ExplainerDto, type ExplainerKey } from '@spi/core';
import { useQueryClient } from '@/lib/query';
import type { ReactNode } from 'react';
import { useInfoPanel } from '@/components/ui';
import { api } from '@/lib/api-client';
import styles from './metric-info.module.css';

export interface MetricContext {
  /** This REIT's value, formatted with its unit ('0.82배'), or a reason it is missing. */
  value?: string;
  valueLabel?: string;
  /** Peer averages, formatted ('단순 0.79배 · 시가총액 가중 0.84배 (25개)'). */
  peers?: Array<{ label: string; text: string }>;
}

function Body({ explainer, context }: { explainer: ExplainerDto; context: MetricContext }) {
  return (
    <div className={styles.body}>
      <p className={styles.summary}>{explainer.summary}</p>
      <dl className={styles.figures}>
        <div className={styles.formula}>
          <dt>계산식</dt>
          <dd>{explainer.formula}</dd>
        </div>
        {context.value !== undefined && (
          <div>
            <dt>{context.valueLabel ?? '이 리츠'}</dt>
            <dd className={styles.value}>{context.value}</dd>
          </div>
        )}
        {context.peers?.map((p) => (
          <div key={p.label}>
            <dt>{p.label}</dt>
            <dd className={styles.value}>{p.text}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.heading}>이렇게 읽으세요</h3>
      <p className={styles.guidance}>{explainer.guidance}</p>
    </div>
  );
}

/**
 * A metric label that opens its explainer panel (bottom sheet on phones, a 360 px corner card from the
 * medium breakpoint): formula, this REIT's value, the peer averages and how to read it. The texts come
 * from the API (editors may change them); the defaults of core show at once while they load.
 */
export function MetricInfo({ metric, context = {}, children, className }: { metric: ExplainerKey; context?: MetricContext; children?: ReactNode; className?: string }) {
  const panel = useInfoPanel();
  const queryClient = useQueryClient();
  const fallback: ExplainerDto = { ...METRIC_EXPLAINERS[metric], edited: false };
  const id = `metric-${metric}`;
  const show = (explainer: ExplainerDto) => panel.open({ id, title: explainer.title, subtitle: '지표 설명', body: <Body explainer={explainer} context={context} /> });

  const open = async () => {
    const cached = queryClient.getQueryData<{ data: ExplainerDto[] }>(['reits', 'explainers']);
    show(cached?.data.find((e) => e.key === metric) ?? fallback);
    if (cached) return;
    try {
      const loaded = await queryClient.fetchQuery({
        queryKey: ['reits', 'explainers'],
        queryFn: () => api.get<{ data: ExplainerDto[] }>(`${API_ROOTS.seoul}/reits/explainers`, { auth: false, onError: { fallback: () => undefined } }),
        staleTime: 10 * 60_000,
      });
      const edited = loaded.data.find((e) => e.key === metric);
      if (edited) panel.update(id, { title: edited.title, subtitle: '지표 설명', body: <Body explainer={edited} context={context} /> });
    } catch {
      // The defaults stay on screen.
    }
  };

  return (
    <button type="button" className={className ?? styles.trigger} data-info-panel-trigger onClick={open} aria-haspopup="dialog" data-testid={`metric-info-${metric}`}>
      {children ?? METRIC_EXPLAINERS[metric].title}
      <span className={styles.icon} aria-hidden="true">?</span>
      <span className="visually-hidden"> 설명 보기</span>
    </button>
  );
}
