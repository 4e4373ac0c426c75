import { MEMBERSHIP_TIERS, PAID_TIER_ORDER, TIER_FEATURES, type MembershipTierCode, type TierCell, type TierFeature } from '@spi/core';
import { planDisplayName } from './plan-cta';
import styles from './plans.module.css';

export interface ComparisonColumn {
  code: MembershipTierCode;
  name: string;
}

/** The columns: 무료 회원, then the tiers on sale in their order (every paid tier when the plans are unknown). */
export function comparisonColumns(plans: Array<{ code: string; name: string }> | null): ComparisonColumn[] {
  const paid: ComparisonColumn[] = plans && plans.length > 0
    ? plans.map((p) => ({ code: p.code as MembershipTierCode, name: planDisplayName(p) }))
    : PAID_TIER_ORDER.map((code) => ({ code, name: planDisplayName({ code, name: MEMBERSHIP_TIERS.find((t) => t.code === code)!.name }) }));
  return [{ code: 'NONE', name: '무료 회원' }, ...paid];
}

const isComingSoon = (feature: TierFeature) => Boolean(feature.note && /출시/.test(feature.note));

function Cell({ value }: { value: TierCell }) {
  if (value === true) return <><span aria-hidden className={styles.yes}>✓</span><span className="visually-hidden">포함</span></>;
  if (value === false) return <><span aria-hidden className={styles.no}>—</span><span className="visually-hidden">미포함</span></>;
  return <span className={styles.limit}>{value}</span>;
}

/**
 * What each tier unlocks, from the one matrix in core (TIER_FEATURES, ADR 017), grouped; rows for a
 * product not yet released say so. The header row sticks; on phones the table scrolls sideways with
 * the feature column fixed.
 */
export function ComparisonTable({ plans }: { plans: Array<{ code: string; name: string }> | null }) {
  const columns = comparisonColumns(plans);
  const groups = [...new Set(TIER_FEATURES.map((f) => f.group))];
  return (
    <div className={styles.tableScroller} tabIndex={0} role="region" aria-label="등급별 혜택 비교 (가로로 스크롤할 수 있어요)">
      <table className={styles.table} data-testid="comparison-table">
        <caption className="visually-hidden">멤버십 등급별 혜택 비교</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.featureCol}>혜택</th>
            {columns.map((c) => <th key={c.code} scope="col" data-tier={c.code}>{c.name}</th>)}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group}>
            <tr className={styles.groupRow}>
              <th scope="rowgroup" colSpan={columns.length + 1} className={styles.groupCell}>{group}</th>
            </tr>
            {TIER_FEATURES.filter((f) => f.group === group).map((feature) => (
              <tr key={feature.key} data-feature={feature.key} data-coming-soon={isComingSoon(feature) || undefined} className={isComingSoon(feature) ? styles.comingSoon : undefined}>
                <th scope="row" className={styles.featureCol}>
                  <span className={styles.featureLabel}>
                    {feature.label}
                    {isComingSoon(feature) && <span className={styles.soon}>출시 예정</span>}
                  </span>
                  {feature.note && <span className={styles.featureNote}>{feature.note}</span>}
                </th>
                {columns.map((c) => (
                  <td key={c.code} data-tier={c.code}><Cell value={feature.byTier[c.code]} /></td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
