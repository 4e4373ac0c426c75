'use client';

import { Button } from '@/components/ui';
import styles from './paywall.module.css';

/**
 * The paywall's '이 글 열기' for a member with monthly unlocks left. Only a signed-in reader's own version
 * (member-article-reader, loaded once the reader is known) renders it, so a guest's article page carries no Button.
 */
export function UnlockButton({ onUnlock, unlocking }: { onUnlock: () => void; unlocking: boolean }) {
  return (
    <Button size="lg" onClick={onUnlock} loading={unlocking} data-testid="unlock-button" className={styles.primaryButton}>
      이 글 열기
    </Button>
  );
}
