import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaItemDto } from '@spi/core';
import type { UploadOptions } from '../../api/upload';
import type * as UploadModule from '../../api/upload';

const uploadMedia = vi.fn<(file: File, options?: UploadOptions & { alt?: string }) => Promise<MediaItemDto>>();
vi.mock('../../api/upload', async (importOriginal) => ({
  ...(await importOriginal<typeof UploadModule>()),
  uploadMedia: (...args: Parameters<typeof uploadMedia>) => uploadMedia(...args),
}));

const { CoverField } = await import('../events/cover-field');
const { AvatarField } = await import('../taxonomy/avatar-field');

const ITEM = { mediaId: 'm1', url: '/media/m1.webp', variants: { small: { url: '/media/m1-small.webp', width: 320, height: 180 } } } as unknown as MediaItemDto;
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' });

describe('the shared media upload control', () => {
  beforeEach(() => uploadMedia.mockReset());

  it('uploads a cover with progress and hands back its address', async () => {
    const onChange = vi.fn();
    let progress: ((fraction: number) => void) | undefined;
    let finish: (item: MediaItemDto) => void = () => {};
    uploadMedia.mockImplementationOnce((_file, options) => {
      progress = options?.onProgress;
      return new Promise((resolve) => { finish = resolve; });
    });
    render(<CoverField label="표지 이미지" name="coverUrl" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('표지 이미지 파일'), { target: { files: [png()] } });
    await waitFor(() => expect(uploadMedia).toHaveBeenCalledTimes(1));
    act(() => progress?.(0.4));
    expect(screen.getByRole('progressbar', { name: '표지 이미지 올리는 중' }).getAttribute('value')).toBe('40');
    await act(async () => finish(ITEM));
    expect(onChange).toHaveBeenCalledWith('/media/m1.webp');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('offers 바꾸기 and 빼기 once a cover is set; 빼기 clears it', () => {
    const onChange = vi.fn();
    render(<CoverField label="표지 이미지" name="coverUrl" value="/media/m1.webp" onChange={onChange} />);
    expect(screen.getByRole('button', { name: '바꾸기' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '빼기' }));
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('refuses a file that is not an image before sending it', async () => {
    render(<CoverField label="표지 이미지" name="coverUrl" value="" onChange={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('표지 이미지 파일'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(uploadMedia).not.toHaveBeenCalled();
  });

  it('stores a writer photo with its alt text and the small rendition; a failure shows under the field', async () => {
    const onChange = vi.fn();
    uploadMedia.mockResolvedValueOnce(ITEM);
    render(<AvatarField name="김필자" value={null} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('사진 파일'), { target: { files: [png()] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ mediaId: 'm1', url: '/media/m1-small.webp' }));
    expect(uploadMedia.mock.calls[0]![1]?.alt).toBe('김필자 사진');

    uploadMedia.mockRejectedValueOnce(new Error('network'));
    fireEvent.change(screen.getByLabelText('사진 파일'), { target: { files: [png()] } });
    expect((await screen.findByRole('alert')).textContent).toBe('사진을 올리지 못했습니다.');
  });
});
