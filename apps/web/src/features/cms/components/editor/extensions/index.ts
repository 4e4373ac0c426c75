import type { Extensions } from '@tiptap/core';
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedHref } from '../../../lib/link-url';
import { Figure } from './figure';
import { PaywallMarker } from './paywall-marker';
import { VideoEmbed } from './video-embed';

/**
 * The article editor's schema: what the API's sanitiser keeps (h2-h4, paragraphs, bold/italic/underline/
 * strike, links, lists, quotes, tables, figures, code, hr, video embeds) plus the paywall marker.
 * Anything else pasted in (scripts, styles, iframes, event handlers) has no node to become and is lost.
 */
export function articleExtensions(placeholder = '본문을 입력하세요. 소제목, 표, 이미지, 영상은 위 도구 모음에서 넣을 수 있습니다.'): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isAllowedHref(url),
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
      },
    }),
    TableKit.configure({ table: { resizable: false } }),
    Placeholder.configure({ placeholder }),
    Figure,
    VideoEmbed,
    PaywallMarker,
  ];
}
