import type { MediaItemDto } from '@spi/core';
import styles from './media.module.css';

/** The small picture of a media item: the image's 480 px variant, or an audio badge. */
export function MediaThumb({ item }: { item: MediaItemDto }) {
  if (item.kind === 'IMAGE') {
    const src = item.variants.small?.url ?? item.url;
    return <img className={styles.thumbImage} src={src} alt={item.alt} loading="lazy" decoding="async" />;
  }
  return (
    <span className={styles.thumbAudio} aria-hidden="true">
      <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M9 18V5l12-2v13" /><circle cx="6" cy="18" r="3" /><circle cx="18" cy="16" r="3" />
      </svg>
      <span>오디오</span>
    </span>
  );
}

export function mediaTypeLabel(item: MediaItemDto): string {
  const subtype = item.mime.split('/')[1]?.toUpperCase() ?? item.mime;
  return subtype === 'MPEG' ? 'MP3' : subtype === 'MP4' ? 'M4A' : subtype;
}

export function mediaDimensions(item: MediaItemDto): string | null {
  return item.width && item.height ? `${item.width}×${item.height}` : null;
}
