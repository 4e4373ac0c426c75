'use client';

import { useId, useRef, useState } from 'react';
import type { MediaItemDto, MediaKind } from '@spi/core';
import { Button } from '@/components/ui';
import { uploadMedia } from '../../api/upload';
import { errorMessage } from '../../lib/field-errors';
import { acceptAttribute, checkUploadFile } from '../../lib/media-checks';
import forms from '../forms.module.css';
import { MediaPickerDialog } from './media-picker-dialog';

/**
 * What every single-media field of the editors shares (article thumbnail or voice, event and 시티폴리오
 * covers, writer photos): upload a file from the disk with progress (checked by type and size first,
 * then by the API) or pick one from the media library. Each field draws its own preview and buttons.
 */
export interface MediaUploadControl {
  kind: MediaKind;
  /** 0..1 while uploading, else null. */
  progress: number | null;
  /** The last upload's problem in Korean (cleared by a new pick), or null. */
  problem: string | null;
  clearProblem: () => void;
  uploading: boolean;
  /** Opens the file chooser. */
  choose: () => void;
  /** Opens the media library picker. */
  pick: () => void;
  inputRef: React.RefObject<HTMLInputElement | null>;
  picking: boolean;
  closePicker: () => void;
  upload: (file: File) => Promise<void>;
  onItem: (item: MediaItemDto) => void;
}

export function useMediaUpload({ kind, alt, failure, onItem }: {
  kind: MediaKind;
  /** The alt text stored with an uploaded file. */
  alt?: string;
  /** The message when the API refuses without one of its own. */
  failure: string;
  /** An uploaded or picked item. */
  onItem: (item: MediaItemDto) => void;
}): MediaUploadControl {
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);

  const upload = async (file: File) => {
    const check = checkUploadFile(file, kind);
    if (check) {
      setProblem(check);
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      onItem(await uploadMedia(file, { alt, onProgress: setProgress }));
    } catch (e) {
      setProblem(errorMessage(e, failure));
    } finally {
      setProgress(null);
    }
  };

  return {
    kind,
    progress,
    problem,
    clearProblem: () => setProblem(null),
    uploading: progress !== null,
    choose: () => inputRef.current?.click(),
    pick: () => setPicking(true),
    inputRef,
    picking,
    closePicker: () => setPicking(false),
    upload,
    onItem: (item) => {
      setPicking(false);
      setProblem(null);
      onItem(item);
    },
  };
}

/** The hidden file input (with its label for screen readers) and the media library picker of a control. */
export function MediaUploadInputs({ control, label, pickerTitle, testId }: { control: MediaUploadControl; label: string; pickerTitle: string; testId?: string }) {
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className="visually-hidden">{label}</label>
      <input
        ref={control.inputRef}
        id={inputId}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        accept={acceptAttribute(control.kind)}
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void control.upload(file);
        }}
      />
      <MediaPickerDialog open={control.picking} kind={control.kind} title={pickerTitle} onClose={control.closePicker} onPick={(item) => control.onItem(item)} />
    </>
  );
}

/** The row under a media field: upload (or replace), pick from the library, take it out; the first two wait while a file goes up. */
export function MediaUploadButtons({ control, hasValue, onRemove, describedBy }: { control: MediaUploadControl; hasValue: boolean; onRemove: () => void; describedBy?: string }) {
  return (
    <div className={forms.row}>
      <Button size="sm" variant="secondary" onClick={control.choose} disabled={control.uploading} aria-describedby={describedBy}>
        {hasValue ? '바꾸기' : '올리기'}
      </Button>
      <Button size="sm" variant="ghost" onClick={control.pick} disabled={control.uploading}>미디어에서 선택</Button>
      {hasValue && <Button size="sm" variant="ghost" onClick={onRemove}>빼기</Button>}
    </div>
  );
}
