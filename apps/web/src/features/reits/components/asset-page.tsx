import { addDays, formatDotDate, formatEok, formatNumber, formatPercent, formatPyeong, formatSqm, formatYears, type ReitDetail } from '@spi/core';
import Link from '@/components/ui/app-link';
import { DataNote } from './data-note';
import styles from './reit-page.module.css';

type Asset = ReitDetail['assets'][number];

/** Rent-weighted remaining lease years of one asset, as of the data date (leases already expired are left out). */
function assetWale(asset: Asset, asOf: string): number | null {
  const live = asset.leases.filter((l) => l.expiresOn > asOf);
  const rent = live.reduce((s, l) => s + l.annualRent, 0);
  if (rent <= 0) return null;
  const years = (to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${asOf}T00:00:00Z`)) / (365.25 * 86_400_000);
  return live.reduce((s, l) => s + l.annualRent * years(l.expiresOn), 0) / rent;
}

/** /reitsfocus/{ticker}/assets/{id}: one property of a REIT — figures, leases and the way back. */
export function AssetPage({ detail, asset }: { detail: ReitDetail; asset: Asset }) {
  const { reit, note } = detail;
  const wale = assetWale(asset, note.asOf);
  const leases = [...asset.leases].sort((a, b) => (a.expiresOn < b.expiresOn ? -1 : 1));
  const totalRent = leases.reduce((s, l) => s + l.annualRent, 0);
  const soon = addDays(note.asOf, 365);
  return (
    <article className={styles.page} data-testid="asset-page">
      <nav className={styles.crumbs} aria-label="위치">
        <Link href="/reitsfocus">리츠포커스</Link><span aria-hidden="true">›</span>
        <Link href={`/reitsfocus/${reit.ticker}`}>{reit.nameKo}</Link><span aria-hidden="true">›</span>
        <span>{asset.name}</span>
      </nav>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{asset.name}</h1>
          <p className={styles.muted}>{asset.type} · {asset.region} · {asset.address}</p>
          <DataNote asOf={note.asOf} isSample={note.isSample} source={note.source} />
        </div>
        <Link href={`/reitsfocus/${reit.ticker}#assets`} className={styles.linkButton}>{reit.nameKo}의 모든 자산</Link>
      </header>

      <dl className={styles.keyFigures}>
        <div><dt>연면적</dt><dd>{formatSqm(asset.gfaSqm)}<span className={styles.muted}> {formatPyeong(asset.gfaPyeong)}</span></dd></div>
        <div><dt>감정평가액</dt><dd>{formatEok(asset.appraisedValue)}</dd></div>
        <div><dt>평가 기준일</dt><dd>{formatDotDate(asset.appraisedOn)}</dd></div>
        <div><dt>취득가</dt><dd>{formatEok(asset.acquisitionPrice)}</dd></div>
        <div><dt>취득일</dt><dd>{formatDotDate(asset.acquiredOn)}</dd></div>
        <div><dt>임대율</dt><dd>{formatPercent(asset.occupancy, 1)}</dd></div>
        <div><dt>WALE (임대료 가중)</dt><dd>{wale === null ? '-' : formatYears(wale)}</dd></div>
      </dl>

      <section className={styles.section} aria-labelledby="asset-leases">
        <h2 id="asset-leases" className={styles.sectionTitle}>임대차 <span className={styles.hint}>{leases.length}건 · 연 임대료 합계 {formatEok(totalRent)}</span></h2>
        {leases.length === 0 ? <p className={styles.muted}>공개된 임대차 정보가 없습니다.</p> : (
          <div className={styles.scroller} tabIndex={0} role="region" aria-label="임대차 목록">
            <table className={styles.table}>
              <thead><tr><th scope="col">임차인</th><th scope="col" className={styles.num}>임대 면적</th><th scope="col" className={styles.num}>연 임대료</th><th scope="col" className={styles.num}>임대료 비중</th><th scope="col" className={styles.num}>만기</th></tr></thead>
              <tbody>
                {leases.map((l, i) => (
                  <tr key={`${l.tenant}-${i}`}>
                    <th scope="row">{l.tenant}</th>
                    <td className={styles.num}>{formatNumber(Math.round(l.areaSqm))}㎡</td>
                    <td className={styles.num}>{formatEok(l.annualRent, 1)}</td>
                    <td className={styles.num}>{totalRent > 0 ? formatPercent(l.annualRent / totalRent, 0) : '-'}</td>
                    <td className={styles.num}>{formatDotDate(l.expiresOn)}{l.expiresOn <= note.asOf ? ' (만료)' : l.expiresOn <= soon ? ' (1년 내)' : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <p className={styles.muted}>리츠포커스의 정보는 투자 권유가 아니며, 데이터의 정확성과 적시성을 보장하지 않습니다.</p>
    </article>
  );
}
