'use client';

import { INVESTMENT_PROFILE_CODES, INVESTMENT_PROFILES, profileChoiceLabel, type InvestmentProfileAnswers } from '@spi/core/cityfolio/profile';
import type { InvestmentProfileRecommendations, InvestmentProfileResult } from '@spi/core/contracts/cityfolio';
import Link from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { ArticleCard } from '@/components/content/article-card';
import { formatSeoulDate } from '@/lib/seoul-time';
import { reitHref } from '../lib/paths';
import { CityfolioCard } from './item-cards';
import styles from './profile-result.module.css';

const percent = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(1)}%`);

function AnswerSummary({ answers }: { answers: InvestmentProfileAnswers }) {
  const rows: Array<[string, string]> = [
    ['투자 목표', profileChoiceLabel('goal', answers.goal)],
    ['투자 기간', profileChoiceLabel('horizon', answers.horizon)],
    ['위험 감내', profileChoiceLabel('risk', answers.risk)],
    ['투자 경험', profileChoiceLabel('experience', answers.experience)],
    ['선호 자산', answers.assetTypes.map((v) => profileChoiceLabel('assetTypes', v)).join(', ')],
    ['선호 지역', answers.regions.map((v) => profileChoiceLabel('regions', v)).join(', ')],
  ];
  return (
    <details className={styles.answers}>
      <summary>내 답변 보기</summary>
      <dl>
        {rows.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
      </dl>
    </details>
  );
}

/** The five profiles as a scale, the viewer's highlighted. */
function ProfileScale({ code }: { code: InvestmentProfileResult['code'] }) {
  return (
    <ol className={styles.scale} aria-label="투자 성향 단계">
      {INVESTMENT_PROFILE_CODES.map((c) => (
        <li key={c} data-current={c === code || undefined} aria-current={c === code ? 'true' : undefined}>{INVESTMENT_PROFILES[c].label}</li>
      ))}
    </ol>
  );
}

function Recommendations({ recommendations }: { recommendations: InvestmentProfileRecommendations }) {
  const { reits, articles, items, reitsAsOf } = recommendations;
  if (!reits.length && !articles.length && !items.length) return null;
  return (
    <div className={styles.recommendations} data-testid="profile-recommendations">
      {reits.length > 0 && (
        <section className={styles.block} aria-labelledby="rec-reits">
          <div className={styles.blockHeader}>
            <h3 id="rec-reits" className={styles.blockTitle}>살펴볼 만한 리츠</h3>
            {reitsAsOf && <p className={styles.blockNote}>{reitsAsOf}</p>}
          </div>
          <ul className={styles.reits}>
            {reits.map((reit) => (
              <li key={reit.ticker} className={styles.reit}>
                <Link href={reitHref(reit.ticker)} className={styles.reitLink} data-testid="recommended-reit">
                  <span className={styles.reitName}>{reit.nameKo}<span className={styles.reitSector}>{reit.sectorLabel}</span></span>
                  <span className={styles.reitFigures}>
                    <span>배당수익률 <strong>{percent(reit.dividendYield)}</strong></span>
                    <span>부채비율 <strong>{percent(reit.leverage)}</strong></span>
                    <span className={styles.asOf}>{formatSeoulDate(reit.asOf) || reit.asOf} 기준</span>
                  </span>
                  <span className={styles.reitReason}>{reit.reason}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {articles.length > 0 && (
        <section className={styles.block} aria-labelledby="rec-articles">
          <h3 id="rec-articles" className={styles.blockTitle}>추천 아티클</h3>
          <div className={styles.cardGrid}>
            {articles.map((article) => <ArticleCard key={article.articleId} article={article} headingLevel={4} dense />)}
          </div>
        </section>
      )}
      {items.length > 0 && (
        <section className={styles.block} aria-labelledby="rec-items">
          <h3 id="rec-items" className={styles.blockTitle}>시티폴리오 추천 콘텐츠</h3>
          <div className={styles.cardGrid}>
            {items.map((item) => <CityfolioCard key={item.id} item={item} headingLevel={4} />)}
          </div>
        </section>
      )}
    </div>
  );
}

export interface ProfileResultProps {
  result: InvestmentProfileResult;
  answers: InvestmentProfileAnswers;
  /** Null for a result computed in the browser (not stored, so nothing is recommended by the API). */
  recommendations: InvestmentProfileRecommendations | null;
  /** Above the result: stored or not, expiry, the claim. */
  notice?: ReactNode;
  /** Under the result: 다시 진단하기, 결과 삭제, sign-in links. */
  actions?: ReactNode;
  answeredAt?: string | null;
}

/** A questionnaire result: the profile on the five-step scale, its description and guidance, the answers and the recommendations. */
export function ProfileResult({ result, answers, recommendations, notice, actions, answeredAt }: ProfileResultProps) {
  return (
    <section className={styles.result} aria-labelledby="profile-result-title" data-testid="profile-result" data-code={result.code}>
      {notice}
      <div className={styles.hero}>
        <p className={styles.kicker}>나의 투자 성향{answeredAt ? ` · ${formatSeoulDate(answeredAt)} 진단` : ''}</p>
        <h2 id="profile-result-title" className={styles.label} data-testid="profile-label">{result.label}</h2>
        <p className={styles.score}>진단 점수 <strong>{result.score}</strong> / 100</p>
        <ProfileScale code={result.code} />
        <p className={styles.description}>{result.description}</p>
      </div>
      <section className={styles.block} aria-labelledby="profile-guidance">
        <h3 id="profile-guidance" className={styles.blockTitle}>이렇게 살펴보세요</h3>
        <ul className={styles.guidance}>
          {result.guidance.map((line) => <li key={line}>{line}</li>)}
        </ul>
      </section>
      <AnswerSummary answers={answers} />
      {recommendations && <Recommendations recommendations={recommendations} />}
      {actions && <div className={styles.actions}>{actions}</div>}
      <p className={styles.disclaimer}>진단 결과와 추천은 투자 권유가 아니며 투자 판단의 참고 자료입니다. 투자 결정과 그 결과의 책임은 투자자 본인에게 있습니다.</p>
    </section>
  );
}
