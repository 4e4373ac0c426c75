'use client';

import { useState } from 'react';
import { formatVideoDuration, parseVideoUrl, type CityfolioVideoInfo } from '@spi/core';
import { Button } from '@/components/ui';
import { errorMessage } from '../../lib/field-errors';
import forms from '../forms.module.css';
import { TextInput } from '../market/fields';
import { lookupVideo } from './cityfolio-admin-api';
import styles from '../events/events-admin.module.css';

/** The last lookup: the link it was for and what the API found. */
export interface VideoPreview { url: string; video: CityfolioVideoInfo }

/**
 * A YouTube or Vimeo link and '영상 정보 가져오기': the API looks the video up (the only moment anything
 * asks the video site) and the title, channel, thumbnail and duration are shown before saving. The
 * link is checked here first (parseVideoUrl) so a typo never leaves the browser.
 */
export function VideoLookupField({ value, onChange, error, preview, onPreview }: {
  value: string;
  onChange: (url: string) => void;
  error?: string;
  preview: VideoPreview | null;
  /** A fresh lookup's result (the editor may take the title from it). */
  onPreview: (preview: VideoPreview) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const fetchInfo = async () => {
    const url = value.trim();
    if (!url) return setProblem('영상 주소를 입력해 주세요.');
    if (!parseVideoUrl(url)) return setProblem('YouTube 또는 Vimeo 영상 주소를 입력해 주세요.');
    setProblem(null);
    setBusy(true);
    try {
      onPreview({ url, video: await lookupVideo(url) });
    } catch (e) {
      setProblem(errorMessage(e, '영상 정보를 가져오지 못했습니다. 주소를 확인하거나 잠시 후 다시 시도해 주세요.'));
    } finally {
      setBusy(false);
    }
  };

  const stale = preview !== null && preview.url !== value.trim();
  const duration = preview ? formatVideoDuration(preview.video.durationSec) : '';
  return (
    <>
      <div className={styles.videoLookup}>
        <TextInput
          label="영상 주소"
          name="videoUrl"
          type="url"
          required
          maxLength={500}
          placeholder="https://www.youtube.com/watch?v=… 또는 https://vimeo.com/…"
          value={value}
          onChange={(next) => { onChange(next); setProblem(null); }}
          error={problem ?? error}
          hint="YouTube 또는 Vimeo 링크를 붙여 넣고 영상 정보를 가져오세요. 저장할 때도 한 번 더 확인합니다."
        />
        <Button variant="secondary" loading={busy} onClick={() => void fetchInfo()} data-testid="video-lookup">영상 정보 가져오기</Button>
      </div>
      {preview && (
        <div className={styles.videoPreview} data-testid="video-preview" aria-live="polite">
          {preview.video.thumbnailUrl ? (
            <img className={styles.videoThumb} src={preview.video.thumbnailUrl} alt={`${preview.video.title} 썸네일`} referrerPolicy="no-referrer" loading="lazy" />
          ) : (
            <span className={`${styles.videoThumb} ${styles.videoThumbEmpty}`}>썸네일 없음</span>
          )}
          <dl className={styles.videoMeta}>
            <dt>제목</dt>
            <dd className={styles.videoTitle} data-testid="video-preview-title">{preview.video.title}</dd>
            <dt>채널</dt>
            <dd>{preview.video.author || '—'}</dd>
            <dt>길이</dt>
            <dd className="tabular">{duration || '알 수 없음'}</dd>
            <dt>사이트</dt>
            <dd>{preview.video.providerLabel} · <span className="tabular">{preview.video.videoId}</span></dd>
          </dl>
        </div>
      )}
      {stale && <p className={`${forms.hint} ${styles.stale}`} role="status">주소가 바뀌었습니다. 영상 정보를 다시 가져오거나, 저장하면 새 주소의 정보로 바뀝니다.</p>}
    </>
  );
}
