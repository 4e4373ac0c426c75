import clsx from 'clsx';
import Link from '@/components/ui/app-link';
import { MAIN_TABS, type CompanyInfo } from '@spi/core';
import styles from './about.module.css';

const MEMBERSHIPS = [
  ['개인 멤버십', '라이트, 프리미엄 라이트, 프리미엄 등급으로 회원 전용 기사와 리츠·딜·사모펀드 데이터를 이용할 수 있습니다.'],
  ['법인 멤버십', '회사 단위로 계약하고 임직원을 초대해 함께 이용합니다.'],
  ['학생 할인', '대학(원) 재학생은 재학 인증 후 할인된 요금으로 이용할 수 있습니다.'],
] as const;

/** 회사 소개: what SPI is, its products (one link per main tab), memberships, contact and 인재 채용 (#careers). */
export function AboutPage({ company }: { company: CompanyInfo }) {
  const products = MAIN_TABS.filter((tab) => tab.path !== null);
  return (
    <article className={styles.page} data-testid="about-page">
      <header className={styles.hero}>
        <p className={styles.eyebrow}>About SPI</p>
        <h1 className={styles.title}>회사 소개</h1>
        <p className={styles.lead}>
          SPI(상업용 부동산 인사이트)는 상업용 부동산 전문가를 위한 뉴스·인사이트와 데이터 서비스입니다. 오피스, 물류, 리테일,
          호텔과 데이터센터까지 시장의 흐름을 읽는 데 필요한 기사, 상장 리츠 데이터, 거래 정보와 사모펀드 데이터를 한곳에서 제공합니다.
        </p>
      </header>

      <section aria-labelledby="about-products" className={styles.section}>
        <h2 id="about-products" className={styles.heading}>서비스</h2>
        <ul className={styles.cards}>
          {products.map((tab) => (
            <li key={tab.id}>
              <Link href={tab.path!} className={styles.card}>
                <strong>{tab.title}</strong>
                <span>{tab.blurb}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.note}>AI 어시스턴트 Sophi는 SPI의 기사와 데이터를 바탕으로 질문에 답하고 출처를 함께 보여 드립니다.</p>
      </section>

      <section aria-labelledby="about-membership" className={clsx(styles.section, styles.later, 'offscreen-lazy')}>
        <h2 id="about-membership" className={styles.heading}>멤버십</h2>
        <dl className={styles.facts}>
          {MEMBERSHIPS.map(([term, text]) => (
            <div key={term}><dt>{term}</dt><dd>{text}</dd></div>
          ))}
        </dl>
        <p className={styles.note}><Link href="/membership">멤버십 안내 보기</Link></p>
      </section>

      <section aria-labelledby="about-contact" className={clsx(styles.section, styles.later, 'offscreen-lazy')}>
        <h2 id="about-contact" className={styles.heading}>연락처</h2>
        <address className={styles.contact} data-testid="about-contact">
          <dl className={styles.facts}>
            <div><dt>회사명</dt><dd>{company.name}</dd></div>
            <div><dt>대표</dt><dd>{company.ceo}</dd></div>
            <div><dt>주소</dt><dd>{company.address}</dd></div>
            <div><dt>이메일</dt><dd><a href={`mailto:${company.email}`}>{company.email}</a></dd></div>
          </dl>
        </address>
        <p className={styles.note}>서비스 이용 문의는 <Link href="/support">고객센터</Link>와 <Link href="/support/inquiry">1:1 문의</Link>로 해 주세요.</p>
      </section>

      <section id="careers" aria-labelledby="about-careers" className={clsx(styles.section, styles.later, 'offscreen-lazy')} data-testid="about-careers">
        <h2 id="about-careers" className={styles.heading}>인재 채용</h2>
        <p>
          SPI는 상업용 부동산 시장을 깊이 이해하는 기자와 리서처, 데이터로 시장을 설명하는 엔지니어와 디자이너를 찾고 있습니다.
          지금 열려 있는 포지션이 없더라도 이력서와 함께 관심 분야를 <a href={`mailto:${company.email}`}>{company.email}</a>로 보내 주시면
          검토 후 연락드리겠습니다.
        </p>
        <p className={styles.note}>업계의 다른 채용 공고는 <Link href="/recruit">채용</Link> 탭에서 볼 수 있습니다.</p>
      </section>
    </article>
  );
}
