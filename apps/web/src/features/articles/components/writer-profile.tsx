import styles from './writer-profile.module.css';
import { formatLocaleNumber } from '@spi/core';

/** Writer header of /article/writer/{slug} and the writer box under an article. */
export function WriterProfile({ writer, articleCount, headingLevel = 1 }: {
  writer: { name: string; title: string; bio: string; avatar: string | null };
  articleCount?: number;
  headingLevel?: 1 | 2;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.profile} data-testid="writer-profile">
      {writer.avatar ? (
        <img className={styles.avatar} src={writer.avatar} alt="" width={72} height={72} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">{writer.name.slice(0, 1)}</span>
      )}
      <div className={styles.text}>
        <Heading className={styles.name} data-level={headingLevel}>{writer.name}</Heading>
        <p className={styles.role}>
          {writer.title}
          {articleCount !== undefined && <span className="tabular"> · 글 {formatLocaleNumber(articleCount)}편</span>}
        </p>
        {writer.bio && <p className={styles.bio}>{writer.bio}</p>}
      </div>
    </div>
  );
}
