import clsx from 'clsx';
import Link from '@/components/ui/app-link';
import { POLICIES, currentPolicyVersion, formatPolicyDate, type CompanyInfo, type PolicyId } from '@spi/core';
import type { PolicyBlock, PolicyDocument, PolicyListItem } from '../content';
import styles from './policy.module.css';

export const policyPath = (policy: PolicyId, version?: string) => (version ? `/policy/${policy}/${version}` : `/policy/${policy}`);

/**
 * One version of a policy document: the version list (each effective date a link), the notice on an older
 * version, its 주요 변경 사항, a table of contents and the articles as semantic HTML. Server-rendered, static.
 */
export function PolicyPage({ document, company }: { document: PolicyDocument; company: CompanyInfo }) {
  const policy = POLICIES[document.policy];
  const current = currentPolicyVersion(document.policy).version;
  const isCurrent = document.version === current;
  const changes = policy.versions.find((v) => v.version === document.version)?.changes ?? [];
  const numbered = (index: number, title: string) => (document.policy === 'terms' ? `제${index + 1}조 (${title})` : `${index + 1}. ${title}`);
  return (
    <article className={styles.page} data-testid="policy-page" data-version={document.version}>
      <header className={styles.header}>
        <h1 className={styles.title}>{policy.title}</h1>
        <p className={styles.effective} data-testid="policy-effective">
          시행일 {formatPolicyDate(document.version)}{isCurrent ? ' (현재)' : ''}
        </p>
      </header>

      {!isCurrent && (
        <p className={styles.oldNotice} role="note" data-testid="policy-old-notice">
          이 문서는 과거 버전입니다. <Link href={policyPath(document.policy)}>현재 버전 보기</Link>
        </p>
      )}

      <nav aria-label="버전 기록" className={styles.versions} data-testid="policy-versions">
        <h2 className={styles.boxTitle}>버전 기록</h2>
        <ul>
          {[...policy.versions].reverse().map((v) => {
            const label = `시행일 ${formatPolicyDate(v.version)}${v.version === current ? ' (현재)' : ''}`;
            const href = v.version === current ? policyPath(document.policy) : policyPath(document.policy, v.version);
            return (
              <li key={v.version}>
                {v.version === document.version
                  ? <span aria-current="page" className={styles.currentVersion}>{label}</span>
                  : <Link href={href}>{label}</Link>}
              </li>
            );
          })}
        </ul>
      </nav>

      <section className={styles.changes} aria-labelledby="policy-changes">
        <h2 id="policy-changes" className={styles.boxTitle}>주요 변경 사항</h2>
        <ul>{changes.map((text) => <li key={text}>{text}</li>)}</ul>
      </section>

      <p className={styles.intro}>{document.intro}</p>

      <nav aria-label="목차" className={styles.toc}>
        <h2 className={styles.boxTitle}>목차</h2>
        <ol>
          {document.sections.map((section, index) => (
            <li key={section.id}><a href={`#${section.id}`}>{numbered(index, section.title)}</a></li>
          ))}
        </ol>
      </nav>

      {document.sections.map((section, index) => (
        <section key={section.id} id={section.id} className={clsx(styles.section, 'offscreen-lazy')} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className={styles.sectionTitle}>{numbered(index, section.title)}</h2>
          {section.blocks.map((block, i) => <Block key={i} block={block} company={company} />)}
        </section>
      ))}

      <footer className={styles.addendum}>
        <h2 className={styles.sectionTitle}>부칙</h2>
        <p>{document.addendum}</p>
      </footer>
    </article>
  );
}

function Block({ block, company }: { block: PolicyBlock; company: CompanyInfo }) {
  switch (block.type) {
    case 'p':
      return <p>{block.text}</p>;
    case 'ul':
      return <ul className={styles.list}>{block.items.map((item) => <li key={item}>{item}</li>)}</ul>;
    case 'ol':
      return <ol className={styles.list}>{block.items.map((item) => <ListItem key={typeof item === 'string' ? item : item.text} item={item} />)}</ol>;
    case 'table':
      return (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{block.caption}</caption>
            <thead><tr>{block.head.map((h) => <th key={h} scope="col">{h}</th>)}</tr></thead>
            <tbody>{block.rows.map((row) => <tr key={row[0]}>{row.map((cell, i) => (i === 0 ? <th key={i} scope="row">{cell}</th> : <td key={i}>{cell}</td>))}</tr>)}</tbody>
          </table>
        </div>
      );
    case 'officer':
      return (
        <dl className={styles.officer} data-testid="privacy-officer">
          <dt>회사</dt><dd>{company.name}</dd>
          <dt>개인정보 보호책임자</dt><dd>{company.ceo} (대표)</dd>
          <dt>주소</dt><dd>{company.address}</dd>
          <dt>이메일</dt><dd><a href={`mailto:${company.email}`}>{company.email}</a></dd>
        </dl>
      );
  }
}

function ListItem({ item }: { item: PolicyListItem }) {
  if (typeof item === 'string') return <li>{item}</li>;
  return (
    <li>
      {item.text}
      <ol className={styles.subList}>{item.items.map((sub) => <li key={sub}>{sub}</li>)}</ol>
    </li>
  );
}
