'use client';

import { useState } from 'react';
import { PlayIcon } from './icons';
import { PROVIDER_LABEL, isProviderUrl, playerUrl, type VideoEmbed } from './video-embed';
import styles from './video-facade.module.css';

export interface VideoFacadeProps {
  embed: VideoEmbed;
  /** A still shown behind the play button; ignored when it is on the video site (that would contact it before the click). */
  poster?: string | null;
  /** A short label in the corner, such as the duration '12:34'. */
  badge?: string | null;
}

/**
 * Click-to-load video: nothing is requested from YouTube or Vimeo until the reader presses play; then
 * the privacy-friendly player (youtube-nocookie.com, player.vimeo.com with dnt=1) replaces the button.
 */
export function VideoFacade({ embed, poster, badge }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const name = embed.title ?? `${PROVIDER_LABEL[embed.provider]} 동영상`;
  if (playing) {
    return (
      <div className={styles.frame}>
        <iframe
          src={playerUrl(embed)}
          title={name}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  const still = poster && !isProviderUrl(poster) ? poster : null;
  return (
    <button type="button" className={styles.facade} onClick={() => setPlaying(true)} data-testid="video-facade" data-provider={embed.provider}>
      {still && <img className={styles.poster} src={still} alt="" loading="lazy" decoding="async" />}
      <span className={styles.play}><PlayIcon size={28} /></span>
      {badge && <span className={styles.badge}>{badge}</span>}
      <span className={styles.caption}>
        <span className={styles.name}>{name}</span>
        <span className={styles.note}>재생하면 {PROVIDER_LABEL[embed.provider]}에서 영상을 불러옵니다</span>
      </span>
    </button>
  );
}
