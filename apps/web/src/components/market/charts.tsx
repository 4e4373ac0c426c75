'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styles from './charts.module.css';

/**
 * Small category charts for market statistics (quarters on the x axis): stacked bars and multi-line,
 * drawn as SVG at the container's pixel width (text stays readable at 390 px), colours from the theme
 * (light and dark), a legend, a tooltip on hover or with the arrow keys, and a table of every value
 * ('표로 보기') that screen readers get as the chart's content.
 */

export interface ChartSeriesData {
  key: string;
  label: string;
  /** One value per category; null where there is nothing. */
  values: ReadonlyArray<number | null>;
  /** Optional count per category (shown in the tooltip and the table: '3건'). */
  counts?: readonly number[];
}

export interface CategoryChartProps {
  /** Category labels in order ('24.3Q'), and an optional long form for the tooltip and table ('2024년 3분기'). */
  categories: readonly string[];
  longCategories?: readonly string[];
  series: readonly ChartSeriesData[];
  /** Value format for the tooltip and the table ('1.2조원', '4.5%'). */
  format: (value: number) => string;
  /** Shorter format for the y axis (defaults to format). */
  axisFormat?: (value: number) => string;
  /** Accessible name and the table's caption. */
  title: string;
  height?: number;
  testId?: string;
}

const PALETTE_SIZE = 8;
const seriesColor = (i: number) => `var(--chart-${i % PALETTE_SIZE})`;

function useWidth(fallback = 640) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => { if (el.clientWidth > 0) setWidth(el.clientWidth); };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** 'nice' axis ticks from 0 (or the minimum) to the maximum. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!(max > min)) return [min, min + 1];
  const raw = (max - min) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  const start = Math.floor(min / step) * step;
  const ticks: number[] = [];
  // Up to the first tick at or above the maximum, so the top of every bar and line is inside the plot.
  for (let v = start; ticks.length < 12; v += step) {
    const tick = Number(v.toPrecision(12));
    ticks.push(tick);
    if (tick >= max) break;
  }
  return ticks;
}

const MARGIN = { top: 12, right: 12, bottom: 28, left: 64 };

function Frame({ props, kind }: { props: CategoryChartProps; kind: 'stacked' | 'lines' }) {
  const { categories, longCategories = categories, series, format, axisFormat = format, title, height = 280, testId } = props;
  const [box, width] = useWidth();
  const [active, setActive] = useState<number | null>(null);
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);

  const n = categories.length;
  const plotW = Math.max(80, width - MARGIN.left - MARGIN.right);
  const plotH = height - MARGIN.top - MARGIN.bottom;
  const step = n > 0 ? plotW / n : plotW;

  const totals = categories.map((_, i) => series.reduce((s, d) => s + (d.values[i] ?? 0), 0));
  const all = series.flatMap((d) => d.values.filter((v): v is number => v !== null));
  const maxValue = kind === 'stacked' ? Math.max(0, ...totals) : Math.max(0, ...all);
  const minValue = kind === 'stacked' ? 0 : Math.min(...(all.length ? all : [0]));
  const lower = kind === 'lines' && minValue > 0 ? Math.max(0, minValue - (maxValue - minValue) * 0.15) : Math.min(0, minValue);
  const ticks = niceTicks(kind === 'lines' ? lower : 0, maxValue || 1);
  const top = ticks.at(-1)!;
  const bottom = ticks[0]!;
  const y = (v: number) => MARGIN.top + plotH - ((v - bottom) / (top - bottom || 1)) * plotH;
  const x = (i: number) => MARGIN.left + step * i + step / 2;
  // Label every k-th category so labels never overlap (about 44 px each).
  const every = Math.max(1, Math.ceil(44 / step));

  const onKey = (e: KeyboardEvent) => {
    if (n === 0) return;
    if (e.key === 'ArrowRight') { e.preventDefault(); setActive((a) => (a === null ? 0 : Math.min(n - 1, a + 1))); }
    if (e.key === 'ArrowLeft') { e.preventDefault(); setActive((a) => (a === null ? n - 1 : Math.max(0, a - 1))); }
    if (e.key === 'Escape') setActive(null);
  };

  const empty = all.length === 0;
  return (
    <figure className={styles.figure} data-testid={testId}>
      <div ref={box} className={styles.plot} style={{ height }}>
        {empty ? (
          <p className={styles.empty}>표시할 데이터가 없습니다.</p>
        ) : (
          <svg width={width} height={height} role="img" aria-label={`${title} (값은 아래 표에 있습니다)`} tabIndex={0} onKeyDown={onKey}
            onMouseLeave={() => setActive(null)} onBlur={() => setActive(null)} className={styles.svg}>
            {ticks.map((t) => (
              <g key={t}>
                <line x1={MARGIN.left} x2={MARGIN.left + plotW} y1={y(t)} y2={y(t)} className={styles.grid} />
                <text x={MARGIN.left - 6} y={y(t)} className={styles.axis} textAnchor="end" dominantBaseline="middle">{axisFormat(t)}</text>
              </g>
            ))}
            {categories.map((c, i) => (i % every === 0 ? (
              <text key={c} x={x(i)} y={height - 8} className={styles.axis} textAnchor="middle">{c}</text>
            ) : null))}
            {active !== null && <rect x={MARGIN.left + step * active} y={MARGIN.top} width={step} height={plotH} className={styles.hover} />}
            {kind === 'stacked'
              ? categories.map((c, i) => {
                let acc = 0;
                const barW = Math.max(2, Math.min(36, step * 0.7));
                return (
                  <g key={c}>
                    {series.map((d, s) => {
                      const v = d.values[i] ?? 0;
                      if (v <= 0) return null;
                      const y0 = y(acc);
                      acc += v;
                      const y1 = y(acc);
                      return <rect key={d.key} x={x(i) - barW / 2} y={y1} width={barW} height={Math.max(0.5, y0 - y1)} style={{ fill: seriesColor(s) }} data-series={d.key} />;
                    })}
                  </g>
                );
              })
              : series.map((d, s) => {
                // Gaps where a quarter has no value.
                const segments: string[] = [];
                let current = '';
                d.values.forEach((v, i) => {
                  if (v === null) { if (current) segments.push(current); current = ''; return; }
                  current += `${current ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`;
                });
                if (current) segments.push(current);
                return (
                  <g key={d.key}>
                    {segments.map((path, k) => <path key={k} d={path} fill="none" style={{ stroke: seriesColor(s) }} strokeWidth={2} strokeLinejoin="round" />)}
                    {d.values.map((v, i) => (v !== null && (active === i || n <= 16) ? <circle key={i} cx={x(i)} cy={y(v)} r={active === i ? 4 : 2.5} style={{ fill: seriesColor(s) }} /> : null))}
                  </g>
                );
              })}
            {categories.map((c, i) => (
              <rect key={`hit-${c}`} x={MARGIN.left + step * i} y={MARGIN.top} width={step} height={plotH} fill="transparent" onMouseEnter={() => setActive(i)} />
            ))}
          </svg>
        )}
        {active !== null && !empty && (
          <div className={styles.tooltip} role="status" style={{ left: Math.min(Math.max(0, x(active) - 90), Math.max(0, width - 190)) }}>
            <strong>{longCategories[active]}</strong>
            {kind === 'stacked' && <span className={styles.tipRow}><span>합계</span><span>{format(totals[active] ?? 0)}</span></span>}
            {series.map((d, s) => (d.values[active] === null || d.values[active] === undefined ? null : (
              <span key={d.key} className={styles.tipRow}>
                <span><i className={styles.swatch} style={{ background: seriesColor(s) }} aria-hidden="true" />{d.label}</span>
                <span>{format(d.values[active]!)}{d.counts ? ` · ${d.counts[active] ?? 0}건` : ''}</span>
              </span>
            )))}
          </div>
        )}
      </div>
      <figcaption className={styles.legend}>
        {series.map((d, s) => (
          <span key={d.key} className={styles.legendItem}><i className={styles.swatch} style={{ background: seriesColor(s) }} aria-hidden="true" />{d.label}</span>
        ))}
      </figcaption>
      <button type="button" className={styles.tableToggle} aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((o) => !o)}>
        {showTable ? '표 닫기' : '표로 보기'}
      </button>
      <div id={tableId} className={showTable ? styles.tableBox : 'visually-hidden'}>
        <ChartTable {...props} kind={kind} />
      </div>
    </figure>
  );
}

/** Every value of a chart as a table (rows: categories, columns: series). */
export function ChartTable({ categories, longCategories = categories, series, format, title, kind }: CategoryChartProps & { kind: 'stacked' | 'lines' }) {
  return (
    <div className={styles.tableScroll} tabIndex={-1}>
      <table className={styles.table}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">구분</th>
            {series.map((d) => <th key={d.key} scope="col">{d.label}</th>)}
            {kind === 'stacked' && <th scope="col">합계</th>}
          </tr>
        </thead>
        <tbody>
          {categories.map((c, i) => (
            <tr key={c}>
              <th scope="row">{longCategories[i]}</th>
              {series.map((d) => {
                const v = d.values[i];
                return <td key={d.key}>{v === null || v === undefined ? '-' : `${format(v)}${d.counts ? ` (${d.counts[i] ?? 0}건)` : ''}`}</td>;
              })}
              {kind === 'stacked' && <td>{format(series.reduce((s, d) => s + (d.values[i] ?? 0), 0))}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Stacked bars per category (volume by type per quarter). */
export function StackedBarChart(props: CategoryChartProps) {
  return <Frame props={props} kind="stacked" />;
}

/** One line per series (average price or cap rate per quarter); gaps where a value is missing. */
export function MultiLineChart(props: CategoryChartProps) {
  return <Frame props={props} kind="lines" />;
}
