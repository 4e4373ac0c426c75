import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '@/components/ui';
import { confirm, errorOf, field, resetEditorTest, router, type } from '../testing/editor-test-kit';
import { createWrapper, json, mockApi } from '@/components/ui/testing/api-mocks';
import { checkJobDraft, emptyJobDraft, jobToDraft, type JobDraft } from './job-form-model';

vi.mock('next/navigation', async () => (await import('../testing/editor-test-kit')).navigationMock('/admin/recruit/new'));
vi.mock('@/components/ui', async (importOriginal) => (await import('../testing/editor-test-kit')).uiWithConfirm(importOriginal));

const { replace, push } = router;
const { JobForm } = await import('./job-editor');

const filled: JobDraft = {
  ...emptyJobDraft(),
  company: '한빛자산운용',
  title: '오피스 자산운용 매니저',
  roleFamily: 'ASSET_MANAGEMENT',
  location: 'SEOUL',
  experienceMin: '3',
  experienceMax: '7',
  description: '코어 오피스 자산의 운용 전략을 세웁니다.',
  applyUrl: 'https://careers.example.com/1',
};

describe('job form model', () => {
  it('sends numbers, nulls for blanks and only the chosen apply field', () => {
    const check = checkJobDraft({ ...filled, salaryMinManwon: '6,000', salaryMaxManwon: '', experienceMax: '', deadline: '2026-12-31', applyEmail: 'left@over.com' });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.input).toMatchObject({ experienceMin: 3, experienceMax: null, salaryMinManwon: 6000, salaryMaxManwon: null, deadline: '2026-12-31', applyEmail: '', applyUrl: 'https://careers.example.com/1', status: 'DRAFT' });
  });

  it('round-trips a stored posting', () => {
    const draft = jobToDraft({
      id: 3, company: 'A', companyDescription: '', title: 'T', roleFamily: 'RESEARCH', location: 'REMOTE', locationDetail: '', experienceMin: 0, experienceMax: null,
      employmentType: 'INTERN', salaryMinManwon: null, salaryMaxManwon: 4000, deadline: null, description: 'D', requirements: '', preferred: '', benefits: '',
      applyMethod: 'EMAIL', applyUrl: '', applyEmail: 'hr@a.com', status: 'PUBLISHED', tags: ['x'], isSample: true, closed: false, publishedAt: null,
      createdAt: '2026-11-20T00:00:00.000Z', updatedAt: '2026-11-20T00:00:00.000Z',
    });
    expect(draft).toMatchObject({ experienceMin: '0', experienceMax: '', salaryMaxManwon: '4000', deadline: '', applyMethod: 'EMAIL' });
    expect(checkJobDraft(draft).ok).toBe(true);
  });
});

describe('JobForm', { timeout: 20_000 }, () => {
  beforeEach(resetEditorTest);

  it('checks the form with the contract and shows Korean messages on the fields, without calling the API', async () => {
    const calls = mockApi(() => json({}));
    const { container } = render(<JobForm initial={emptyJobDraft()} jobId={null} />, { wrapper: createWrapper() });
    type(container, 'experienceMax', '-1');
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    expect((await screen.findByTestId('form-error')).textContent).toContain('입력값을 확인해 주세요.');
    expect(errorOf(container, 'company')).toBe('회사명을(를) 입력해 주세요.');
    // Every field at once, the cross-field checks included.
    expect(errorOf(container, 'experienceMax')).toBe('최대 경력은(는) 0 이상이어야 합니다.');
    expect(errorOf(container, 'applyUrl')).toBe('지원 링크를 입력해 주세요.');
    expect(errorOf(container, 'title')).toBe('공고 제목을(를) 입력해 주세요.');
    expect(errorOf(container, 'roleFamily')).toBe('직무를 선택해 주세요.');
    expect(errorOf(container, 'description')).toBe('주요 업무을(를) 입력해 주세요.');
    expect(field(container, 'company').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(container, 'company'));
    // Typing into a field clears its message.
    type(container, 'company', '한빛자산운용');
    expect(errorOf(container, 'company')).toBeNull();

    // The fields that depend on each other, once the rest is filled in.
    type(container, 'title', '매니저');
    fireEvent.change(field(container, 'roleFamily'), { target: { value: 'RESEARCH' } });
    fireEvent.change(field(container, 'location'), { target: { value: 'SEOUL' } });
    fireEvent.change(field(container, 'description'), { target: { value: '업무' } });
    type(container, 'experienceMin', '5');
    type(container, 'experienceMax', '2');
    type(container, 'salaryMinManwon', '8000');
    type(container, 'salaryMaxManwon', '6000');
    type(container, 'applyUrl', 'http://insecure.example.com');
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(errorOf(container, 'experienceMax')).toBe('최대 경력은 최소 경력 이상이어야 합니다.'));
    expect(errorOf(container, 'salaryMaxManwon')).toBe('최대 연봉은 최소 연봉 이상이어야 합니다.');
    expect(errorOf(container, 'applyUrl')).toBe('지원 링크는 https://로 시작하는 주소여야 합니다.');
    expect(calls).toEqual([]);

    // Switching to e-mail asks for an address instead.
    fireEvent.change(field(container, 'applyMethod'), { target: { value: 'EMAIL' } });
    type(container, 'applyEmail', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(errorOf(container, 'applyEmail')).toBe('올바른 이메일 주소를 입력해 주세요.'));
    expect(container.querySelector('[name="applyUrl"]')).toBeNull();
  });

  it('previews the experience and salary labels, creates the posting and opens it; the guard shows unsaved changes', async () => {
    let sent: Record<string, unknown> | null = null;
    const calls = mockApi((method, url, body) => {
      if (method === 'POST' && url === '/api/seoul/v1/admin/recruit') {
        sent = body as Record<string, unknown>;
        return json({ job: { id: 42 } }, 201);
      }
      return undefined;
    });
    const { container } = render(<JobForm initial={filled} jobId={null} />, { wrapper: createWrapper() });
    type(container, 'salaryMinManwon', '6000');
    type(container, 'salaryMaxManwon', '8000');
    expect(screen.getByText('화면 표시: 경력 3~7년')).toBeTruthy();
    expect(screen.getByText('화면 표시: 6,000만~8,000만 원')).toBeTruthy();
    expect(screen.getByTestId('unsaved')).toBeTruthy();
    fireEvent.change(field(container, 'status'), { target: { value: 'PUBLISHED' } });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/admin/recruit/42'));
    expect(calls).toEqual(['POST /api/seoul/v1/admin/recruit']);
    expect(sent).toMatchObject({ company: '한빛자산운용', experienceMin: 3, experienceMax: 7, salaryMinManwon: 6000, salaryMaxManwon: 8000, deadline: null, status: 'PUBLISHED', applyEmail: '' });
  });

  it('puts the API\'s validation issues on their fields, updates with PUT and deletes through the confirm', async () => {
    let answer = json({ error: { code: 'VALIDATION_FAILED', message: '입력값이 올바르지 않습니다.', details: { location: 'body', issues: [{ path: 'deadline', message: '마감일: 날짜 형식(YYYY-MM-DD)으로 입력해 주세요.' }] } } }, 400);
    const calls = mockApi((method) => (method === 'PUT' ? answer : method === 'DELETE' ? json({ deleted: true, id: 9 }) : undefined));
    const { container } = render(<JobForm initial={filled} jobId="9" />, { wrapper: createWrapper() });
    type(container, 'title', '시니어 매니저');
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(errorOf(container, 'deadline')).toBe('마감일: 날짜 형식(YYYY-MM-DD)으로 입력해 주세요.'));
    expect(screen.getByTestId('form-error').textContent).toContain('서버에서 입력값을 거부했습니다.');

    answer = json({ job: { id: 9 } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(screen.queryByTestId('unsaved')).toBeNull());
    expect(calls.filter((c) => c === 'PUT /api/seoul/v1/admin/recruit/9')).toHaveLength(2);

    confirm.mockImplementationOnce(async (args: { onSubmit: () => Promise<unknown> }) => { await args.onSubmit(); return true; });
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/admin/recruit'));
    expect(confirm.mock.calls[0]![0]).toMatchObject({ title: '채용 공고를 삭제할까요?', submitColor: 'danger' });
    expect(calls.at(-1)).toBe('DELETE /api/seoul/v1/admin/recruit/9');
    expect(useSnackbarStore.getState().snackbars.at(-1)?.message).toBe('채용 공고를 삭제했습니다.');
  });
});
