import { useId } from 'react';
import styles from './charts.module.css';
import type { ChartSeries } from './time-chart';

/** Width of the drawing's coordinate space; the SVG stretches it to the box (the strokes keep their width). */
const WIDTH = 1000;
/** Height of the plot's coordinate space (the box minus the date axis). */
const HEIGHT = 1000;
/** The most points drawn per series: a 5-year daily series (about 1,240) is thinned to this, its last point kept. */
const MAX_POINTS = 320;

/** Round steps (1, 2, 2.5, 5 × 10ⁿ) between min and max, about `count` of them. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  const span = max - min || Math.abs(max) || 1;
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / magnitude;
  const step = (norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10) * magnitude;
  const ticks: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + step * 1e-9; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

function thin<T>(points: T[], max: number): T[] {
  if (points.length <= max) return points;
  const stride = Math.ceil(points.length / max);
  const kept = points.filter((_, i) => i % stride === 0);
  if (kept.at(-1) !== points.at(-1)) kept.push(points.at(-1)!);
  return kept;
}

export interface DrawingGeometry {
  lines: Array<{ id: string; color: string; dashed: boolean; area: boolean; path: string; areaPath: string | null }>;
  /** Value labels: `top` in percent of the plot's height. */
  yTicks: Array<{ value: number; top: number }>;
  /** Date labels: `left` in percent of the plot's width. */
  xTicks: Array<{ date: string; left: number }>;
  /** The first series' last value, marked on the value scale as the interactive chart marks it. */
  last: { value: number; top: number; color: string };
}

/**
 * Where the series fall in the drawing, laid out as lightweight-charts lays them out: one slot per trading day
 * across all series (no gaps for weekends), the value scale with 20 % of room above and 10 % below.
 */
export function drawingGeometry(series: ChartSeries[]): DrawingGeometry | null {
  const drawn = series.filter((s) => s.points.length > 0);
  const dates = [...new Set(drawn.flatMap((s) => s.points.map((p) => p.date)))].sort();
  if (dates.length < 2) return null;
  const slot = new Map(dates.map((date, i) => [date, i]));
  const values = drawn.flatMap((s) => s.points.map((p) => p.value));
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || Math.abs(high) || 1;
  const bottom = low - span * 0.1 / 0.7;
  const top = high + span * 0.2 / 0.7;
  const x = (date: string) => (slot.get(date)! / (dates.length - 1)) * WIDTH;
  const y = (value: number) => ((top - value) / (top - bottom)) * HEIGHT;
  const lines = drawn.map((s) => {
    const points = thin(s.points, MAX_POINTS);
    const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.date).toFixed(1)} ${y(p.value).toFixed(1)}`).join('');
    const area = s.kind === 'area';
    return {
      id: s.id,
      color: s.color,
      dashed: Boolean(s.dashed),
      area,
      path,
      areaPath: area ? `${path}L${x(points.at(-1)!.date).toFixed(1)} ${HEIGHT}L${x(points[0]!.date).toFixed(1)} ${HEIGHT}Z` : null,
    };
  });
  const yTicks = niceTicks(low, high).map((value) => ({ value, top: (y(value) / HEIGHT) * 100 })).filter((t) => t.top > 4 && t.top < 96);
  const days = (Date.parse(dates.at(-1)!) - Date.parse(dates[0]!)) / 86_400_000;
  const label = (date: string) => (days < 200 ? `${date.slice(5, 7)}.${date.slice(8, 10)}` : `${date.slice(0, 4)}.${date.slice(5, 7)}`);
  const slots = [...new Set([0.1, 0.5, 0.9].map((at) => Math.round(at * (dates.length - 1))))];
  const xTicks = slots.map((i) => ({ date: label(dates[i]!), left: (i / (dates.length - 1)) * 100 }));
  const first = drawn[0]!;
  const lastValue = first.points.at(-1)!.value;
  return { lines, yTicks, xTicks, last: { value: lastValue, top: (y(lastValue) / HEIGHT) * 100, color: first.color } };
}

/**
 * The chart drawn as SVG with its axes, rendered with the page (on the server for the page's own data): what the
 * reader sees until the interactive chart loads on the first pointer over it. It costs no script beyond the page's
 * own, so a chart in the first screen paints with the page and blocks nothing.
 */
export function ChartDrawing({ series, format }: { series: ChartSeries[]; format: (v: number) => string }) {
  // useId's characters (colons or guillemets) are not valid in url(#…); the gradient ids keep letters and digits.
  const id = `chart${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const geometry = drawingGeometry(series);
  if (!geometry) return null;
  return (
    <div className={styles.drawing} aria-hidden="true" data-testid="chart-drawing">
      <svg className={styles.drawingPlot} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none">
        <defs>
          {geometry.lines.filter((l) => l.area).map((l) => (
            <linearGradient key={l.id} id={`${id}-${l.id}`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" style={{ stopColor: l.color, stopOpacity: 0.18 }} />
              <stop offset="1" style={{ stopColor: l.color, stopOpacity: 0 }} />
            </linearGradient>
          ))}
        </defs>
        {geometry.yTicks.map((t) => (
          <line key={t.value} x1="0" x2={WIDTH} y1={(t.top / 100) * HEIGHT} y2={(t.top / 100) * HEIGHT} className={styles.drawingGrid} />
        ))}
        {geometry.lines.map((l) => l.areaPath && <path key={`${l.id}-area`} d={l.areaPath} fill={`url(#${id}-${l.id})`} />)}
        {geometry.lines.map((l) => (
          <path key={l.id} d={l.path} className={styles.drawingLine} style={{ stroke: l.color }} strokeDasharray={l.dashed ? '6 4' : undefined} />
        ))}
      </svg>
      <div className={styles.drawingValues}>
        {geometry.yTicks.filter((t) => Math.abs(t.top - geometry.last.top) > 6).map((t) => <span key={t.value} style={{ top: `${t.top}%` }}>{format(t.value)}</span>)}
        <span className={styles.drawingLast} style={{ top: `${geometry.last.top}%`, background: geometry.last.color }}>{format(geometry.last.value)}</span>
      </div>
      <div className={styles.drawingDates}>
        {geometry.xTicks.map((t) => <span key={t.left} style={{ left: `${t.left}%` }}>{t.date}</span>)}
      </div>
    </div>
  );
}
