import styles from './charts.module.css';

export interface Bar { label: string; value: number; text: string; tone?: 'accent' | 'muted' | 'warm' }

/**
 * Plain HTML bars for small yearly series (dividends by year, lease expiries, debt maturities): no chart
 * library, rendered on the server, readable without JavaScript; the values are written on the bars and
 * the whole series is the accessible name.
 */
export function BarChart({ bars, ariaLabel, height = 168 }: { bars: Bar[]; ariaLabel: string; height?: number }) {
  if (bars.length === 0) return <p className={styles.failed}>표시할 데이터가 없습니다.</p>;
  const max = Math.max(...bars.map((b) => b.value), 1);
  return (
    <div className={styles.bars} role="img" aria-label={`${ariaLabel}: ${bars.map((b) => `${b.label} ${b.text}`).join(', ')}`} style={{ height }}>
      {bars.map((b) => (
        <div key={b.label} className={styles.barCol} aria-hidden="true">
          <span className={styles.barValue}>{b.text}</span>
          <span className={styles.bar} data-tone={b.tone ?? 'accent'} style={{ height: `${Math.max(1, (b.value / max) * 100)}%` }} />
          <span className={styles.barLabel}>{b.label}</span>
        </div>
      ))}
    </div>
  );
}
