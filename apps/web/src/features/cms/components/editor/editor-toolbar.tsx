'use client';

import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { PAYWALL_LABEL } from './extensions/paywall-marker';
import {
  BulletListIcon, ImageIcon, LinkIcon, LockIcon, OrderedListIcon, QuoteIcon, RedoIcon, TableIcon, UndoIcon, VideoIcon,
} from './toolbar-icons';
import styles from './rich-text-editor.module.css';

function ToolButton({ label, onClick, pressed, disabled, children, wide, testId }: {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
  children: ReactNode;
  wide?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className={clsx(styles.tool, wide && styles.toolWide)}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      data-testid={testId}
      // Keep the editor's selection: the toolbar never takes focus on mouse down.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

export interface ToolbarActions {
  onLink: () => void;
  onImage: () => void;
  onVideo: () => void;
  onPaywall: () => void;
}

/** The formatting toolbar (role toolbar; every button labelled; toggles expose aria-pressed). */
export function EditorToolbar({ editor, actions }: { editor: Editor; actions: ToolbarActions }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      let hasMarker = false;
      e.state.doc.descendants((node) => {
        if (node.type.name === 'paywallMarker') hasMarker = true;
        return !hasMarker;
      });
      return {
        paragraph: e.isActive('paragraph'),
        h2: e.isActive('heading', { level: 2 }),
        h3: e.isActive('heading', { level: 3 }),
        bold: e.isActive('bold'),
        italic: e.isActive('italic'),
        link: e.isActive('link'),
        bullet: e.isActive('bulletList'),
        ordered: e.isActive('orderedList'),
        quote: e.isActive('blockquote'),
        inTable: e.isActive('table'),
        canUndo: e.can().undo(),
        canRedo: e.can().redo(),
        hasMarker,
      };
    },
  });
  const chain = () => editor.chain().focus();

  return (
    <div className={styles.toolbar} role="toolbar" aria-label="본문 서식" data-testid="editor-toolbar">
      <div className={styles.group}>
        <ToolButton label="본문 단락" pressed={state.paragraph} onClick={() => chain().setParagraph().run()}><span className={styles.glyph}>P</span></ToolButton>
        <ToolButton label="소제목 (H2)" pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}><span className={styles.glyph}>H2</span></ToolButton>
        <ToolButton label="작은 소제목 (H3)" pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}><span className={styles.glyph}>H3</span></ToolButton>
      </div>
      <div className={styles.group}>
        <ToolButton label="굵게 (Ctrl+B)" pressed={state.bold} onClick={() => chain().toggleBold().run()}><strong className={styles.glyph}>B</strong></ToolButton>
        <ToolButton label="기울임 (Ctrl+I)" pressed={state.italic} onClick={() => chain().toggleItalic().run()}><em className={styles.glyph}>I</em></ToolButton>
        <ToolButton label="링크" pressed={state.link} onClick={actions.onLink}><LinkIcon /></ToolButton>
      </div>
      <div className={styles.group}>
        <ToolButton label="글머리 기호 목록" pressed={state.bullet} onClick={() => chain().toggleBulletList().run()}><BulletListIcon /></ToolButton>
        <ToolButton label="번호 목록" pressed={state.ordered} onClick={() => chain().toggleOrderedList().run()}><OrderedListIcon /></ToolButton>
        <ToolButton label="인용" pressed={state.quote} onClick={() => chain().toggleBlockquote().run()}><QuoteIcon /></ToolButton>
      </div>
      <div className={styles.group}>
        <ToolButton label="표 넣기 (3×3, 머리글 행)" disabled={state.inTable} onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()} testId="tool-table"><TableIcon /></ToolButton>
        {state.inTable && (
          <>
            <ToolButton label="아래에 행 추가" wide onClick={() => chain().addRowAfter().run()}>+행</ToolButton>
            <ToolButton label="오른쪽에 열 추가" wide onClick={() => chain().addColumnAfter().run()}>+열</ToolButton>
            <ToolButton label="행 삭제" wide onClick={() => chain().deleteRow().run()}>−행</ToolButton>
            <ToolButton label="열 삭제" wide onClick={() => chain().deleteColumn().run()}>−열</ToolButton>
            <ToolButton label="표 삭제" wide onClick={() => chain().deleteTable().run()}>표 삭제</ToolButton>
          </>
        )}
      </div>
      <div className={styles.group}>
        <ToolButton label="이미지 넣기" onClick={actions.onImage} testId="tool-image"><ImageIcon /></ToolButton>
        <ToolButton label="영상 넣기 (YouTube, Vimeo)" onClick={actions.onVideo} testId="tool-video"><VideoIcon /></ToolButton>
      </div>
      <div className={styles.group}>
        <ToolButton label={state.hasMarker ? `${PAYWALL_LABEL} (이미 있음)` : PAYWALL_LABEL} wide onClick={actions.onPaywall} testId="tool-paywall">
          <LockIcon /><span>{PAYWALL_LABEL}</span>
        </ToolButton>
      </div>
      <div className={clsx(styles.group, styles.history)}>
        <ToolButton label="실행 취소 (Ctrl+Z)" disabled={!state.canUndo} onClick={() => chain().undo().run()}><UndoIcon /></ToolButton>
        <ToolButton label="다시 실행 (Ctrl+Shift+Z)" disabled={!state.canRedo} onClick={() => chain().redo().run()}><RedoIcon /></ToolButton>
      </div>
    </div>
  );
}
