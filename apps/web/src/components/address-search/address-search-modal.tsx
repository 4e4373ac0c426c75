'use client';

import type { AddressResult } from '@spi/core';
import { useInfiniteQuery } from '@/lib/query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, ModalBody, ModalHeader, Spinner, type ModalComponentProps } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { hasMorePages, searchAddresses } from './address-search-api';
import { fromDaum, loadDaumPostcode } from './daum-postcode';
import type { AddressSearchArgs } from './register';
import styles from './address-search.module.css';
import { formatLocaleNumber } from '@spi/core';

export const ADDRESS_EMPTY_MESSAGE = '검색 결과가 없습니다. 도로명 + 건물번호(예: 세종대로 110) 또는 건물명으로 검색해 보세요.';
export const ADDRESS_DEBOUNCE_MS = 300;
const MIN_QUERY = 2;

/**
 * Named modal 'address-search' (spec section 2): a search box (debounced; Enter searches at once), the
 * results with 도로명/지번/우편번호/건물명, arrow keys and Enter to choose, '더 보기' for the next page.
 * When the API answers that the provider is 'daum', Kakao's postcode widget is embedded instead (its
 * script loads only then). Resolves with the chosen AddressResult.
 */
export default function AddressSearchModal({ args, close }: ModalComponentProps<AddressSearchArgs, AddressResult>) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(args?.initialQuery ?? '');
  const [query, setQuery] = useState((args?.initialQuery ?? '').trim());
  const [active, setActive] = useState(-1);
  const [daum, setDaum] = useState(false);

  // Debounce: search what was typed once typing pauses.
  useEffect(() => {
    const next = text.trim();
    if (next === query) return;
    const timer = setTimeout(() => setQuery(next), ADDRESS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query]);

  const search = useInfiniteQuery({
    queryKey: ['addresses', query],
    queryFn: ({ pageParam, signal }) => searchAddresses(query, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (hasMorePages(last.pagination.count, last.pagination.page, last.pagination.size) ? last.pagination.page + 1 : undefined),
    enabled: query.length >= MIN_QUERY,
    staleTime: 5 * 60_000,
    retry: false,
  });

  const results = search.data?.pages.flatMap((page) => page.results) ?? [];
  const provider = search.data?.pages[0]?.provider;
  const count = search.data?.pages[0]?.pagination.count ?? 0;

  useEffect(() => {
    if (provider === 'daum') setDaum(true);
  }, [provider]);
  useEffect(() => setActive(-1), [query]);

  const choose = (result: AddressResult) => close(result);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (results.length > 0) setActive((index) => Math.min(results.length - 1, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length > 0) setActive((index) => Math.max(0, index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (event.nativeEvent.isComposing) return;
      const picked = active >= 0 ? results[active] : undefined;
      if (picked) choose(picked);
      else setQuery(text.trim());
    }
  };

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, id]);

  const tooShort = text.trim().length > 0 && text.trim().length < MIN_QUERY && query.length < MIN_QUERY;
  const listId = `${id}-results`;

  return (
    <div className={styles.modal} data-testid="address-search-modal">
      <ModalHeader title="주소 검색" />
      <ModalBody className={styles.body}>
        {daum ? (
          <DaumEmbed query={query} onComplete={choose} />
        ) : (
          <>
            <div className={styles.searchRow} role="search">
              <label htmlFor={`${id}-query`} className="visually-hidden">도로명, 건물명 또는 지번</label>
              <input
                ref={inputRef}
                id={`${id}-query`}
                className={styles.input}
                type="search"
                autoFocus
                autoComplete="off"
                enterKeyHint="search"
                placeholder="예: 세종대로 110, 서울시청"
                value={text}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={onKeyDown}
                role="combobox"
                aria-expanded={results.length > 0}
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={active >= 0 ? `${id}-option-${active}` : undefined}
                aria-describedby={`${id}-hint`}
                data-testid="address-search-input"
              />
              <Button size="lg" onClick={() => { setQuery(text.trim()); inputRef.current?.focus(); }} data-testid="address-search-submit">검색</Button>
            </div>
            <p id={`${id}-hint`} className={styles.hint}>
              {tooShort ? '도로명, 건물명 또는 지번을 2자 이상 입력해 주세요.' : '위아래 화살표로 고르고 Enter로 선택할 수 있어요.'}
            </p>
            <div className={styles.results} aria-live="polite">
              {query.length < MIN_QUERY ? (
                <p className={styles.placeholder}>도로명 + 건물번호, 건물명 또는 지번으로 검색해 주세요.</p>
              ) : search.isPending ? (
                <div className={styles.loading} aria-busy="true" data-testid="address-search-loading"><Spinner decorative /> 주소를 찾고 있어요</div>
              ) : search.isError && results.length === 0 ? (
                <div className={styles.state} role="alert" data-testid="address-search-error">
                  <p>{isApiError(search.error) ? search.error.message : '주소를 검색하지 못했습니다. 잠시 후 다시 시도해 주세요.'}</p>
                  <Button variant="secondary" size="sm" onClick={() => void search.refetch()}>다시 시도</Button>
                </div>
              ) : results.length === 0 ? (
                <p className={styles.state} data-testid="address-search-empty">{ADDRESS_EMPTY_MESSAGE}</p>
              ) : (
                <>
                  <p className={styles.count}>검색 결과 {formatLocaleNumber(count)}건</p>
                  <ul id={listId} role="listbox" aria-label="주소 검색 결과" className={styles.list}>
                    {results.map((result, index) => (
                      <li
                        key={`${result.zonecode}-${result.roadAddress}-${index}`}
                        id={`${id}-option-${index}`}
                        role="option"
                        aria-selected={index === active}
                        className={styles.option}
                        data-active={index === active || undefined}
                        onMouseEnter={() => setActive(index)}
                        onClick={() => choose(result)}
                        data-testid={`address-result-${index}`}
                      >
                        <span className={styles.zonecode}>{result.zonecode}</span>
                        <span className={styles.road}>
                          {result.roadAddress}
                          {result.buildingName && <span className={styles.building}> ({result.buildingName})</span>}
                        </span>
                        <span className={styles.jibun}><span className={styles.tag}>지번</span> {result.jibunAddress || '-'}</span>
                      </li>
                    ))}
                  </ul>
                  {search.hasNextPage && (
                    <Button variant="secondary" fullWidth loading={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()} data-testid="address-search-more">
                      더 보기
                    </Button>
                  )}
                  {search.isError && <p className={styles.inlineError} role="alert">다음 결과를 불러오지 못했습니다. 다시 시도해 주세요.</p>}
                </>
              )}
            </div>
          </>
        )}
      </ModalBody>
    </div>
  );
}

/** Kakao's own postcode widget, embedded (production: config.addressSearch = 'daum'). */
function DaumEmbed({ query, onComplete }: { query: string; onComplete: (result: AddressResult) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;

  useEffect(() => {
    let active = true;
    setState('loading');
    loadDaumPostcode().then(
      (Postcode) => {
        if (!active || !ref.current) return;
        ref.current.replaceChildren();
        new Postcode({ oncomplete: (data) => completeRef.current(fromDaum(data)), width: '100%', height: '100%' }).embed(ref.current, { q: query, autoClose: false });
        setState('ready');
      },
      () => { if (active) setState('error'); },
    );
    return () => { active = false; };
  }, [query, attempt]);

  return (
    <div className={styles.daum}>
      {state === 'loading' && <div className={styles.loading} aria-busy="true"><Spinner decorative /> 주소 검색을 불러오고 있어요</div>}
      {state === 'error' && (
        <div className={styles.state} role="alert">
          <p>주소 검색을 불러오지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도해 주세요.</p>
          <Button variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>다시 시도</Button>
        </div>
      )}
      <div ref={ref} className={styles.daumFrame} data-testid="address-search-daum" />
    </div>
  );
}
