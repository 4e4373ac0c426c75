'use client';

import { Node } from '@tiptap/core';
import { NodeViewWrapper, ReactNodeViewRenderer, type ReactNodeViewProps } from '@tiptap/react';
import { useId } from 'react';
import { isAllowedImageSrc } from './media-src';
import styles from '../rich-text-editor.module.css';

export interface FigureAttributes {
  src: string;
  alt: string;
  caption: string;
  width: number | null;
  height: number | null;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    figure: {
      insertFigure: (attrs: FigureAttributes) => ReturnType;
    };
  }
}

const dimension = (value: string | null): number | null => (value && /^\d{1,5}$/.test(value) ? Number(value) : null);

function imageAttrs(img: Element | null): Omit<FigureAttributes, 'caption'> | false {
  const src = img?.getAttribute('src');
  if (!img || !isAllowedImageSrc(src)) return false;
  return { src, alt: img.getAttribute('alt') ?? '', width: dimension(img.getAttribute('width')), height: dimension(img.getAttribute('height')) };
}

function FigureView({ node, updateAttributes, deleteNode, selected, editor }: ReactNodeViewProps) {
  const attrs = node.attrs as FigureAttributes;
  const captionId = useId();
  const altId = useId();
  const editable = editor.isEditable;
  return (
    <NodeViewWrapper as="figure" className={styles.figure} data-selected={selected || undefined} data-testid="editor-figure">
      <img src={attrs.src} alt={attrs.alt} width={attrs.width ?? undefined} height={attrs.height ?? undefined} draggable={false} data-drag-handle="" />
      <div className={styles.figureFields} contentEditable={false}>
        <label htmlFor={captionId} className="visually-hidden">이미지 캡션</label>
        <input
          id={captionId}
          className={styles.figureInput}
          value={attrs.caption}
          placeholder="캡션 (선택)"
          maxLength={300}
          disabled={!editable}
          onChange={(event) => updateAttributes({ caption: event.target.value })}
        />
        <label htmlFor={altId} className="visually-hidden">대체 텍스트</label>
        <input
          id={altId}
          className={styles.figureInput}
          value={attrs.alt}
          placeholder="대체 텍스트 (화면 낭독기용)"
          maxLength={300}
          disabled={!editable}
          onChange={(event) => updateAttributes({ alt: event.target.value })}
        />
        {editable && <button type="button" className={styles.nodeDelete} onClick={() => deleteNode()}>이미지 삭제</button>}
      </div>
    </NodeViewWrapper>
  );
}

/** An image with an optional caption: `<figure><img><figcaption>` (only our media route or https). */
export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      src: { default: '' },
      alt: { default: '' },
      caption: { default: '' },
      width: { default: null },
      height: { default: null },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'figure',
        getAttrs: (element) => {
          const image = imageAttrs(element.querySelector('img'));
          if (!image) return false;
          return { ...image, caption: element.querySelector('figcaption')?.textContent?.trim() ?? '' };
        },
      },
      { tag: 'img[src]', getAttrs: (element) => { const image = imageAttrs(element); return image ? { ...image, caption: '' } : false; } },
    ];
  },

  renderHTML({ node }) {
    const attrs = node.attrs as FigureAttributes;
    const img: Record<string, string> = { src: attrs.src, alt: attrs.alt ?? '' };
    if (attrs.width) img.width = String(attrs.width);
    if (attrs.height) img.height = String(attrs.height);
    const caption = (attrs.caption ?? '').trim();
    return caption ? ['figure', {}, ['img', img], ['figcaption', {}, caption]] : ['figure', {}, ['img', img]];
  },

  addNodeView() {
    return ReactNodeViewRenderer(FigureView);
  },

  addCommands() {
    return {
      insertFigure:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});
