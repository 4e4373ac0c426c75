'use client';

import type { Editor } from '@tiptap/core';
import { EditorContent } from '@tiptap/react';
import { useId, useState, type FormEvent } from 'react';
import type { MediaItemDto } from '@spi/core';
import { Button, showSnackbar } from '@/components/ui';
import { checkLinkInput } from '../../lib/link-url';
import { parseVideoUrl } from '../../lib/video-url';
import { CmsDialog } from '../cms-dialog';
import { MediaPickerDialog } from '../media/media-picker-dialog';
import forms from '../forms.module.css';
import { EditorToolbar } from './editor-toolbar';
import { PAYWALL_LABEL } from './extensions/paywall-marker';
import styles from './rich-text-editor.module.css';

const info = (message: string) => showSnackbar({ type: 'Info', message, position: 'bottom-center' });

/** Moves the existing paywall marker to just after the current top-level block. */
function movePaywallMarker(editor: Editor): void {
  editor.chain().focus().command(({ tr }) => {
    let from = -1;
    tr.doc.descendants((node, pos) => {
      if (from < 0 && node.type.name === 'paywallMarker') from = pos;
      return from < 0;
    });
    if (from < 0) return false;
    const marker = tr.doc.nodeAt(from)!;
    const { $to } = tr.selection;
    const target = $to.depth === 0 ? $to.pos : $to.after(1);
    if (target === from || target === from + 1) return true;
    tr.insert(target, marker.type.create());
    const mapped = tr.mapping.map(from, target <= from ? 1 : -1);
    tr.delete(mapped, mapped + 1);
    return true;
  }).run();
}

/** The body editor: toolbar, the Tiptap surface and the dialogs for links, images and videos. */
export function RichTextEditor({ editor, invalid, errorId }: { editor: Editor; invalid?: boolean; errorId?: string }) {
  const [linkOpen, setLinkOpen] = useState(false);
  const [videoOpen, setVideoOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);

  const openLink = () => {
    if (editor.state.selection.empty && !editor.isActive('link')) {
      info('링크를 걸 글자를 먼저 선택해 주세요.');
      return;
    }
    setLinkOpen(true);
  };

  const onPaywall = () => {
    if (editor.chain().focus().insertPaywallMarker().run()) {
      info(`'${PAYWALL_LABEL}' 표시를 넣었습니다. 이 아래는 멤버만 볼 수 있습니다.`);
      return;
    }
    movePaywallMarker(editor);
    info(`'${PAYWALL_LABEL}' 표시는 하나만 둘 수 있어 이 위치로 옮겼습니다.`);
  };

  const insertImage = (item: MediaItemDto, caption: string) => {
    const small = item.variants.small;
    editor.chain().focus().insertFigure({
      src: item.url,
      alt: item.alt,
      caption,
      width: item.width ?? small?.width ?? null,
      height: item.height ?? small?.height ?? null,
    }).run();
  };

  return (
    <div className={styles.frame} data-invalid={invalid || undefined}>
      <EditorToolbar editor={editor} actions={{ onLink: openLink, onImage: () => setImageOpen(true), onVideo: () => setVideoOpen(true), onPaywall }} />
      <EditorContent editor={editor} className={styles.surface} aria-describedby={errorId} data-testid="article-body-editor" />
      {linkOpen && <LinkDialog editor={editor} onClose={() => setLinkOpen(false)} />}
      {videoOpen && <VideoDialog editor={editor} onClose={() => setVideoOpen(false)} />}
      <MediaPickerDialog
        open={imageOpen}
        kind="IMAGE"
        title="이미지 넣기"
        withCaption
        onClose={() => setImageOpen(false)}
        onPick={(item, caption) => {
          setImageOpen(false);
          insertImage(item, caption ?? '');
        }}
      />
    </div>
  );
}

function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLinkInput(value);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: checked.href }).run();
    onClose();
  };

  return (
    <CmsDialog
      open
      title="링크"
      onClose={() => { onClose(); editor.commands.focus(); }}
      testId="link-dialog"
      footer={(
        <>
          {current && (
            <Button variant="ghost" onClick={() => { editor.chain().focus().extendMarkRange('link').unsetLink().run(); onClose(); }}>링크 해제</Button>
          )}
          <Button variant="secondary" onClick={onClose}>취소</Button>
          <Button type="submit" form={`${inputId}-form`}>적용</Button>
        </>
      )}
    >
      <form id={`${inputId}-form`} className={forms.field} onSubmit={submit} noValidate>
        <label htmlFor={inputId} className={forms.label}>주소</label>
        <input
          id={inputId}
          className={forms.input}
          value={value}
          inputMode="url"
          placeholder="https://"
          autoComplete="off"
          data-autofocus=""
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => { setValue(event.target.value); setError(null); }}
        />
        {error ? <p id={errorId} className={forms.error} role="alert">{error}</p> : <p className={forms.hint}>http(s)://, mailto: 또는 사이트 안의 경로(/article?id=…)를 넣을 수 있습니다.</p>}
      </form>
    </CmsDialog>
  );
}

function VideoDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const urlId = useId();
  const titleId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const video = parseVideoUrl(url);
    if (!video) {
      setError('YouTube 또는 Vimeo 영상 주소를 넣어 주세요. 예: https://www.youtube.com/watch?v=…, https://vimeo.com/123456');
      return;
    }
    editor.chain().focus().insertVideoEmbed({ ...video, title: title.trim() }).run();
    onClose();
  };

  return (
    <CmsDialog
      open
      title="영상 넣기"
      onClose={onClose}
      testId="video-dialog"
      footer={(
        <>
          <Button variant="secondary" onClick={onClose}>취소</Button>
          <Button type="submit" form={`${urlId}-form`}>넣기</Button>
        </>
      )}
    >
      <form id={`${urlId}-form`} className={forms.stack} onSubmit={submit} noValidate>
        <div className={forms.field}>
          <label htmlFor={urlId} className={forms.label}>YouTube 또는 Vimeo 주소</label>
          <input
            id={urlId}
            className={forms.input}
            value={url}
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
            data-autofocus=""
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => { setUrl(event.target.value); setError(null); }}
          />
          {error && <p id={errorId} className={forms.error} role="alert">{error}</p>}
        </div>
        <div className={forms.field}>
          <label htmlFor={titleId} className={forms.label}>영상 제목 (선택)</label>
          <input id={titleId} className={forms.input} value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
        </div>
        <p className={forms.hint}>본문에는 영상 ID만 저장됩니다. 독자가 재생을 누를 때에만 영상 서비스에 연결됩니다.</p>
      </form>
    </CmsDialog>
  );
}
