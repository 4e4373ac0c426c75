'use client';

import { useSnackbar } from '@/components/ui';
import { LinkIcon } from './icons';
import { pageShareMeta, shareToKakao } from './kakao-share';
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

const MARKS: Record<string, string> = { facebook: 'f', x: 'X', linkedin: 'in' };

/**
 * Copy link (with a snackbar), the K button (KakaoTalk through its SDK when a key is configured, the
 * share sheet or copying otherwise; nothing loads before the click) and share links in a new tab.
 */
export function ShareBar({ url, title, description, imageUrl }: { url: string; title: string; description?: string; imageUrl?: string }) {
  const snackbar = useSnackbar();
  const copy = async () => {
    const ok = await copyText(url);
    snackbar.show(ok
      ? { type: 'Success', message: '링크를 복사했습니다.' }
      : { type: 'Danger', message: '링크를 복사하지 못했습니다. 주소창의 주소를 복사해 주세요.' });
    return ok;
  };
  const kakao = () => {
    const meta = pageShareMeta();
    void shareToKakao({ url, title, description: description ?? meta.description, imageUrl: imageUrl ?? meta.imageUrl }, copy);
  };
  return (
    <div className={styles.share} role="group" aria-label="공유하기" data-testid="share-bar">
      <button type="button" className={styles.button} onClick={() => void copy()} aria-label="링크 복사" title="링크 복사" data-testid="copy-link">
        <LinkIcon size={18} />
      </button>
      <button
        type="button"
        className={styles.button}
        data-target="kakao"
        onClick={kakao}
        aria-label="카카오톡으로 공유"
        title="카카오톡으로 공유"
        data-testid="share-kakao"
      >
        <span className={styles.mark} aria-hidden="true">K</span>
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
          {/* Drawn by CSS (::before), so the link's name is only its label (axe label-content-name-mismatch on 'in'). */}
          <span className={styles.mark} data-mark={MARKS[target.id]} aria-hidden="true" />
        </a>
      ))}
    </div>
  );
}
