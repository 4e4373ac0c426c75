'use client';

import { Node } from '@tiptap/core';
import { NodeViewWrapper, ReactNodeViewRenderer, type ReactNodeViewProps } from '@tiptap/react';
import { useId } from 'react';
import { VIDEO_PROVIDER_LABEL, type VideoRef } from '../../../lib/video-url';
import styles from '../rich-text-editor.module.css';

export interface VideoEmbedAttributes extends VideoRef {
  title: string;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    videoEmbed: {
      insertVideoEmbed: (attrs: VideoEmbedAttributes) => ReturnType;
    };
  }
}

const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;

function VideoEmbedView({ node, updateAttributes, deleteNode, selected, editor }: ReactNodeViewProps) {
  const attrs = node.attrs as VideoEmbedAttributes;
  const titleId = useId();
  return (
    <NodeViewWrapper className={styles.embed} data-selected={selected || undefined} data-testid="editor-video">
      <div className={styles.embedCard} data-drag-handle="">
        <span className={styles.embedIcon} aria-hidden="true">▶</span>
        <span>
          <strong>{VIDEO_PROVIDER_LABEL[attrs.provider]} 영상</strong>
          <span className={styles.embedId}>ID {attrs.videoId}</span>
        </span>
      </div>
      <div className={styles.figureFields} contentEditable={false}>
        <label htmlFor={titleId} className="visually-hidden">영상 제목</label>
        <input
          id={titleId}
          className={styles.figureInput}
          value={attrs.title}
          placeholder="영상 제목 (선택, 독자 화면의 재생 버튼에 표시)"
          maxLength={200}
          disabled={!editor.isEditable}
          onChange={(event) => updateAttributes({ title: event.target.value })}
        />
        {editor.isEditable && <button type="button" className={styles.nodeDelete} onClick={() => deleteNode()}>영상 삭제</button>}
      </div>
    </NodeViewWrapper>
  );
}

/**
 * A YouTube or Vimeo video, stored as the contract's embed element
 * `<div data-embed="youtube|vimeo" data-video-id="..." data-title="...">` (nothing loads from the
 * provider in the editor; readers get a click-to-load facade).
 */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return { provider: { default: 'youtube' }, videoId: { default: '' }, title: { default: '' } };
  },

  parseHTML() {
    return [
      {
        tag: 'div[data-embed]',
        getAttrs: (element) => {
          const provider = element.getAttribute('data-embed');
          const videoId = element.getAttribute('data-video-id') ?? '';
          if ((provider !== 'youtube' && provider !== 'vimeo') || !VIDEO_ID.test(videoId)) return false;
          return { provider, videoId, title: element.getAttribute('data-title') ?? '' };
        },
      },
    ];
  },

  renderHTML({ node }) {
    const attrs = node.attrs as VideoEmbedAttributes;
    const out: Record<string, string> = { 'data-embed': attrs.provider, 'data-video-id': attrs.videoId };
    const title = (attrs.title ?? '').trim();
    if (title) out['data-title'] = title;
    return ['div', out];
  },

  addNodeView() {
    return ReactNodeViewRenderer(VideoEmbedView);
  },

  addCommands() {
    return {
      insertVideoEmbed:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});
