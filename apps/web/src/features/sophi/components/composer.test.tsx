import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SOPHI_QUESTION_MAX_CHARS, SOPHI_TEXT } from '@spi/core/sophi/model';
import { Composer } from './composer';

function setup(streaming = false) {
  const onSend = vi.fn();
  const onStop = vi.fn();
  const view = render(<Composer streaming={streaming} onSend={onSend} onStop={onStop} />);
  const input = screen.getByLabelText('Sophi에게 질문') as HTMLTextAreaElement;
  return { onSend, onStop, input, view };
}

describe('Composer', () => {
  it('sends on Enter, not on Shift+Enter, and clears the input', () => {
    const { onSend, input } = setup();
    fireEvent.change(input, { target: { value: '  배당수익률 상위 5개 리츠 ' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('배당수익률 상위 5개 리츠');
    expect(input.value).toBe('');
  });

  it('does not send while a Korean IME composes (isComposing or keyCode 229)', () => {
    const { onSend, input } = setup();
    fireEvent.change(input, { target: { value: '리츠 배' } });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
    expect(input.value).toBe('리츠 배');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('is disabled while streaming and offers stop instead of send', () => {
    const { onSend, onStop, input } = setup(true);
    expect(input.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '질문 보내기' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '답변 중지' }));
    expect(onStop).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('counts characters near the limit and always shows the disclaimer', () => {
    const { input } = setup();
    expect(screen.getByText(SOPHI_TEXT.disclaimer)).toBeTruthy();
    expect(screen.queryByText(`10 / ${SOPHI_QUESTION_MAX_CHARS}`)).toBeNull();
    fireEvent.change(input, { target: { value: 'ㄱ'.repeat(SOPHI_QUESTION_MAX_CHARS - 10) } });
    expect(screen.getByText(`${SOPHI_QUESTION_MAX_CHARS - 10} / ${SOPHI_QUESTION_MAX_CHARS}`)).toBeTruthy();
  });
});
