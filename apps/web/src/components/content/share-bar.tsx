'use client';

import { useSnackbar } from '@/components/ui';
import { LinkIcon } from './icons';
import { shareTargets } from './share-links';
import styles from './share-bar.module.css';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers and non-secure origins: a hidden textarea and the copy command.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

const MARKS: Record<string, string> = { kakao: 'K', facebook: 'f', x: 'X', linkedin: 'in' };

/** Copy link (with a snackbar) and share links that open in a new tab; no share SDK is loaded. */
export function ShareBar({ url, title }: { url: string; title: string }) {
  const snackbar = useSnackbar();
  const copy = async () => {
    const ok = await copyText(url);
    snackbar.show(ok
      ? { type: 'Success', message: '링크를 복사했습니다.' }
      : { type: 'Danger', message: '링크를 복사하지 못했습니다. 주소창의 주소를 복사해 주세요.' });
  };
  return (
    <div className={styles.share} role="group" aria-label="공유하기" data-testid="share-bar">
      <button type="button" className={styles.button} onClick={() => void copy()} aria-label="링크 복사" title="링크 복사" data-testid="copy-link">
        <LinkIcon size={18} />
      </button>
      {shareTargets(url, title).map((target) => (
        <a
          key={target.id}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.button}
          data-target={target.id}
          aria-label={`${target.label}에 공유 (새 탭)`}
          title={`${target.label}에 공유`}
        >
          <span className={styles.mark} aria-hidden="true">{MARKS[target.id]}</span>
        </a>
      ))}
    </div>
  );
}
