'use client';

import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { ARTICLE_TAGS_MAX, ARTICLE_TAG_NAME_MAX } from '@spi/core';
import { useTags } from '../../api/taxonomy-api';
import forms from '../forms.module.css';
import styles from './article-editor.module.css';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** A tag the contract accepts, or the Korean reason it does not. */
export function checkTagName(name: string, existing: string[]): string | null {
  const value = name.trim();
  if (!value) return '태그를 입력해 주세요.';
  if (value.length > ARTICLE_TAG_NAME_MAX) return `태그는 ${ARTICLE_TAG_NAME_MAX}자 이하로 입력해 주세요.`;
  if (/[<>"]/.test(value)) return '태그에 <, >, " 문자는 쓸 수 없습니다.';
  if (existing.some((t) => t.toLowerCase() === value.toLowerCase())) return '이미 추가한 태그입니다.';
  if (existing.length >= ARTICLE_TAGS_MAX) return `태그는 ${ARTICLE_TAGS_MAX}개까지 달 수 있습니다.`;
  return null;
}

/**
 * Tag chips with autocomplete from GET /admin/tags (combobox: arrows move, Enter or comma adds,
 * Backspace on an empty input removes the last chip). New names are created when the article is saved.
 */
export function TagInput({ id, value, onChange, error, errorId }: {
  id: string;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
  errorId?: string;
}) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [localError, setLocalError] = useState<string | null>(null);
  const listId = useId();
  const hintId = useId();
  const term = useDebounced(text.trim(), 200);
  const tags = useTags({ page: 0, size: 8, query: term || undefined }, open && term.length > 0);
  const suggestions = (term ? tags.data?.data ?? [] : []).filter((t) => !value.some((v) => v.toLowerCase() === t.name.toLowerCase()));

  const add = (name: string) => {
    const problem = checkTagName(name, value);
    if (problem) {
      setLocalError(problem);
      return;
    }
    onChange([...value, name.trim()]);
    setText('');
    setActive(-1);
    setLocalError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' || event.key === ',') {
      if (!text.trim() && event.key === 'Enter') return;
      event.preventDefault();
      const chosen = active >= 0 ? suggestions[active]?.name : undefined;
      add(chosen ?? text);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'Backspace' && !text && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const shownError = localError ?? error;
  const describedBy = [hintId, shownError ? errorId : null].filter(Boolean).join(' ');
  const expanded = open && suggestions.length > 0;
  return (
    <div className={styles.tagInput}>
      {value.length > 0 && (
        <ul className={styles.chips} aria-label="추가한 태그">
          {value.map((tag) => (
            <li key={tag} className={styles.chip} data-testid="tag-chip">
              <span>#{tag}</span>
              <button type="button" aria-label={`${tag} 태그 빼기`} onClick={() => onChange(value.filter((t) => t !== tag))}>×</button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.combo}>
        <input
          id={id}
          className={forms.input}
          value={text}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          placeholder={value.length >= ARTICLE_TAGS_MAX ? '태그를 더 달 수 없습니다' : '태그 입력 후 Enter'}
          disabled={value.length >= ARTICLE_TAGS_MAX}
          maxLength={ARTICLE_TAG_NAME_MAX + 5}
          autoComplete="off"
          onChange={(event) => { setText(event.target.value); setOpen(true); setActive(-1); setLocalError(null); }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 120)}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" className={clsx(styles.suggestions, !expanded && styles.hidden)} aria-label="태그 제안">
          {expanded && suggestions.map((tag, index) => (
            <li
              key={tag.tagId}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={clsx(styles.suggestion, index === active && styles.suggestionActive)}
              onMouseDown={(event) => { event.preventDefault(); add(tag.name); }}
            >
              <span>#{tag.name}</span>
              <span className={forms.subtle}>{tag.articleCount}건</span>
            </li>
          ))}
        </ul>
      </div>
      <p id={hintId} className={forms.hint}>{value.length}/{ARTICLE_TAGS_MAX}개 · 없는 태그는 저장할 때 새로 만들어집니다.</p>
      {shownError && <p id={errorId} className={forms.error} role="alert">{shownError}</p>}
    </div>
  );
}
