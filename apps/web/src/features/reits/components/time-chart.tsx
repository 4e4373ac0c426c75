'use client';

import type * as LightweightCharts from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { ChartDrawing } from './chart-drawing';
import styles from './charts.module.css';

export interface ChartSeries {
  id: string;
  label: string;
  /** A CSS colour or variable ('var(--color-accent)'), resolved against the current theme. */
  color: string;
  points: Array<{ date: string; value: number }>;
  /** 'area' fills under the line (one main series); default 'line'. */
  kind?: 'line' | 'area';
  dashed?: boolean;
}

/** Resolves a CSS colour (variables and light-dark() included) to rgb() under the current theme. */
function resolveColor(probe: HTMLElement, color: string): string {
  probe.style.color = color;
  return getComputedStyle(probe).color;
}

type ChartModule = typeof LightweightCharts;
let chartModule: Promise<ChartModule> | null = null;
const loadCharts = () => (chartModule ??= import('lightweight-charts'));

/**
 * A time-series chart. It is first drawn as SVG with the page (`ChartDrawing`: no script, nothing to wait for, so a
 * chart in the first screen paints with the page and blocks nothing). The interactive chart, TradingView's
 * lightweight-charts (about 60 kB gzip and 300 ms of script at a phone's speed), loads on the reader's first pointer
 * or touch over the chart, which is when its crosshair is wanted, and replaces the drawing once it has drawn. The
 * attribution logo stays as the licence asks. Colours follow the theme. The series are also listed for screen
 * readers in a visually hidden summary; the figure is named by `ariaLabel`.
 */
export function TimeChart({ series, height = 280, format, ariaLabel }: { series: ChartSeries[]; height?: number; format: (v: number) => string; ariaLabel: string }) {
  const box = useRef<HTMLDivElement>(null);
  const probe = useRef<HTMLSpanElement>(null);
  const [wanted, setWanted] = useState(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const container = box.current;
    const colorProbe = probe.current;
    if (!wanted || !container || !colorProbe) return;
    let disposed = false;
    let cleanup = () => {};
    void loadCharts().then((lc) => {
      if (disposed) return;
      const text = () => resolveColor(colorProbe, 'var(--color-text-muted)');
      const grid = () => resolveColor(colorProbe, 'var(--color-border)');
      const chart = lc.createChart(container, {
        height,
        autoSize: true,
        layout: { background: { type: lc.ColorType.Solid, color: 'transparent' }, textColor: text(), fontFamily: getComputedStyle(container).fontFamily, fontSize: 12 },
        grid: { vertLines: { visible: false }, horzLines: { color: grid() } },
        rightPriceScale: { borderVisible: false },
        timeScale: { borderVisible: false, fixLeftEdge: true, fixRightEdge: true },
        localization: { locale: 'ko-KR', priceFormatter: format, dateFormat: 'yyyy.MM.dd' },
        crosshair: { mode: lc.CrosshairMode.Magnet },
        handleScroll: false,
        handleScale: false,
      });
      const apis = series.map((s) => {
        const color = resolveColor(colorProbe, s.color);
        const api = s.kind === 'area'
          ? chart.addSeries(lc.AreaSeries, { lineColor: color, topColor: color.replace('rgb(', 'rgba(').replace(')', ', 0.18)'), bottomColor: color.replace('rgb(', 'rgba(').replace(')', ', 0)'), lineWidth: 2, priceLineVisible: false })
          : chart.addSeries(lc.LineSeries, { color, lineWidth: 2, lineStyle: s.dashed ? lc.LineStyle.Dashed : lc.LineStyle.Solid, priceLineVisible: false });
        api.setData(s.points.map((p) => ({ time: p.date, value: p.value })));
        return { api, s };
      });
      chart.timeScale().fitContent();
      setDrawn(true);
      // Follow theme changes (data-theme on <html>, or the system scheme).
      const retheme = () => {
        chart.applyOptions({ layout: { textColor: text() }, grid: { horzLines: { color: grid() } } });
        for (const { api, s } of apis) {
          const color = resolveColor(colorProbe, s.color);
          api.applyOptions(s.kind === 'area' ? { lineColor: color } : { color });
        }
      };
      const observer = new MutationObserver(retheme);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class', 'style'] });
      const media = matchMedia('(prefers-color-scheme: dark)');
      media.addEventListener('change', retheme);
      cleanup = () => { observer.disconnect(); media.removeEventListener('change', retheme); chart.remove(); };
    }).catch(() => {
      // The drawing stays: the reader keeps the chart, without its crosshair.
    });
    return () => { disposed = true; cleanup(); };
  }, [wanted, series, height, format]);

  const want = () => setWanted(true);
  const last = series.map((s) => ({ label: s.label, from: s.points[0], to: s.points.at(-1) }));
  return (
    <figure className={styles.figure} aria-label={ariaLabel}>
      <span ref={probe} className={styles.probe} aria-hidden="true" />
      {/* No role here: lightweight-charts puts a focusable attribution link inside the box, and an img (whose
          children are presentational) must not hold one (axe nested-interactive). The figure carries the name,
          the hidden summary below the data; the chart has no keyboard interaction of its own. */}
      <div className={styles.chart} style={{ height }} data-testid="time-chart" onPointerEnter={want} onPointerDown={want} onTouchStart={want}>
        {!drawn && <ChartDrawing series={series} format={format} />}
        <div ref={box} className={styles.live} />
      </div>
      <figcaption className={styles.legend}>
        {series.map((s) => (
          <span key={s.id} className={styles.legendItem}>
            <span className={styles.swatch} style={{ background: s.color, ...(s.dashed ? { backgroundImage: 'none', borderTop: `2px dashed ${s.color}`, height: 0 } : {}) }} aria-hidden="true" />
            {s.label}
          </span>
        ))}
      </figcaption>
      <p className="visually-hidden">
        {last.map((l) => (l.from && l.to ? `${l.label}: ${l.from.date} ${format(l.from.value)}에서 ${l.to.date} ${format(l.to.value)}. ` : ''))}
      </p>
    </figure>
  );
}
