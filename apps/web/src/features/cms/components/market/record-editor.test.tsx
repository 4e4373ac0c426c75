import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createWrapper } from '@/components/ui/testing/api-mocks';
import { RecordLoadState, type RecordEditorCopy } from './record-editor';

const COPY: RecordEditorCopy = {
  screenTitle: '딜 편집', notFoundTitle: '딜을 찾을 수 없습니다.', notFoundDescription: '삭제되었거나 ID가 잘못되었습니다.', backToList: '딜 목록으로',
  loadErrorTitle: '딜 정보를 불러오지 못했습니다.', created: '', saved: '', deleted: '',
};

describe('RecordLoadState', () => {
  it('a 404: not found, with a link back to the list', () => {
    const error = new ApiError(404, 'DEAL_NOT_FOUND', '딜을 찾을 수 없습니다.');
    render(<RecordLoadState record={{ isError: true, error, refetch: vi.fn() }} copy={COPY} listHref="/admin/deals" />, { wrapper: createWrapper() });
    expect(screen.getByRole('heading', { level: 1, name: '딜 편집' })).toBeTruthy();
    expect(screen.getByTestId('empty-state').textContent).toContain('딜을 찾을 수 없습니다.');
    expect(screen.getByRole('link', { name: '딜 목록으로' }).getAttribute('href')).toBe('/admin/deals');
  });

  it('another error: the message and a retry', () => {
    const refetch = vi.fn();
    render(<RecordLoadState record={{ isError: true, error: new Error('offline'), refetch }} copy={COPY} listHref="/admin/deals" />, { wrapper: createWrapper() });
    expect(screen.getByText('딜 정보를 불러오지 못했습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('still loading: the skeleton', () => {
    render(<RecordLoadState record={{ isError: false, error: null, refetch: vi.fn() }} copy={COPY} listHref="/admin/deals" />, { wrapper: createWrapper() });
    expect(screen.getByTestId('editor-skeleton')).toBeTruthy();
  });
});
