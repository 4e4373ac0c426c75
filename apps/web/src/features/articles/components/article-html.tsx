'use client';

import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { parseEmbed, type VideoEmbed } from '../lib/embeds';
import { VideoFacade } from '@/components/content/video-facade';

interface Slot { element: HTMLElement; embed: VideoEmbed }

/**
 * Article HTML (already sanitised by the API) with its video embeds turned into click-to-load facades.
 * The HTML renders on the server as is (an embed is an empty placeholder box there); after hydration each
 * `div[data-embed]` receives a facade through a portal. Give it a `key` of the HTML so new HTML remounts.
 */
export function ArticleHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [slots, setSlots] = useState<Slot[]>([]);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const found: Slot[] = [];
    for (const element of root.querySelectorAll<HTMLElement>('div[data-embed]')) {
      const embed = parseEmbed(element.dataset);
      if (embed) {
        element.dataset.enhanced = '';
        found.push({ element, embed });
      }
    }
    setSlots(found);
  }, [html]);

  return (
    <>
      <div ref={ref} className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
      {slots.map((slot, i) => createPortal(<VideoFacade embed={slot.embed} />, slot.element, `embed-${i}`))}
    </>
  );
}
