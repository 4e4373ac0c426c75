import { describe, expect, it } from 'vitest';
import { markSnackbarClosing, pushSnackbar, removeSnackbar, snackbarId, type Snackbar } from './snackbar';

describe('snackbar queue', () => {
  it('gives Info ids a 4-character random suffix and keeps other ids', () => {
    expect(snackbarId({ id: 'saved', type: 'Info' })).toMatch(/^saved-[A-Za-z0-9]{4}$/);
    expect(snackbarId({ id: 'saved' })).toMatch(/^saved-[A-Za-z0-9]{4}$/);
    expect(snackbarId({ id: 'saved', type: 'Danger' })).toBe('saved');
    expect(snackbarId({ type: 'Success' })).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('stacks at most 5: the sixth marks the oldest closing', () => {
    let list: Snackbar[] = [];
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = pushSnackbar(list, { message: `m${i}`, type: 'Success' });
      list = r.list; ids.push(r.added.id);
      expect(r.evicted).toEqual([]);
    }
    const sixth = pushSnackbar(list, { message: 'm5', type: 'Warning' });
    expect(sixth.evicted).toEqual([ids[0]]);
    expect(sixth.list.filter((s) => !s.closing)).toHaveLength(5);
    expect(sixth.list.find((s) => s.id === ids[0])?.closing).toBe(true);
  });

  it('marks closing, then removes', () => {
    const { list, added } = pushSnackbar([], { message: '저장되었습니다.', type: 'Success', position: 'top-right' });
    expect(added).toMatchObject({ position: 'top-right', closing: false });
    const closing = markSnackbarClosing(list, added.id);
    expect(closing[0]?.closing).toBe(true);
    expect(removeSnackbar(closing, added.id)).toEqual([]);
  });

  it('defaults to Info at the bottom centre', () => {
    expect(pushSnackbar([], { message: 'x' }).added).toMatchObject({ type: 'Info', position: 'bottom-center' });
  });
});
