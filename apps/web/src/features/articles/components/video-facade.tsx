'use client';

import { useState } from 'react';
import { PlayIcon } from '@/components/content/icons';
import { PROVIDER_LABEL, playerUrl, type VideoEmbed } from '../lib/embeds';
import styles from './video-facade.module.css';

/**
 * Click-to-load video: nothing is requested from YouTube or Vimeo until the reader presses play; then
 * the privacy-friendly player (youtube-nocookie.com, player.vimeo.com with dnt=1) replaces the button.
 */
export function VideoFacade({ embed }: { embed: VideoEmbed }) {
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
  return (
    <button type="button" className={styles.facade} onClick={() => setPlaying(true)} data-testid="video-facade" data-provider={embed.provider}>
      <span className={styles.play}><PlayIcon size={28} /></span>
      <span className={styles.caption}>
        <span className={styles.name}>{name}</span>
        <span className={styles.note}>재생하면 {PROVIDER_LABEL[embed.provider]}에서 영상을 불러옵니다</span>
      </span>
    </button>
  );
}
