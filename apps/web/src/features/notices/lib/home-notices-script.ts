import { NOTICE_DISMISS_STORAGE_KEY } from '@spi/core/operations/model';

/** The id of the home page's notice dialog (one per document). */
export const HOME_NOTICES_DIALOG_ID = 'home-notices';

/** The close button's value that hides the notices shown until the Seoul day ends ('오늘 하루 보지 않기'). */
export const HIDE_TODAY_VALUE = 'hide-today';

/**
 * Opens the home page's notice dialog (ADR 034) when a notice in it is showing now and not hidden today:
 * picks the panels to show, wires the 1/2 pager, remembers '오늘 하루 보지 않기' when the dialog closes with
 * that value, and calls showModal(), which gives the top layer, the dim, Escape and the inert page.
 *
 * It runs twice per home page: inline, right after the dialog's markup, so a notice is painted with the page
 * and works before React hydrates (its buttons close through `<form method="dialog">`); and from an effect,
 * for a home page React renders after a client-side navigation (React does not run the inline script then).
 * The dialog remembers that it has been opened (an expando React never sees), so the effect does nothing on
 * the first load, even when the reader has already closed it.
 *
 * Self-contained on purpose: `homeNoticesScript` inlines its source, so it may use only its arguments and
 * the browser's globals. It changes only attributes and the page counter's text (which React leaves alone:
 * `suppressHydrationWarning`), never the tree, so hydration is unaffected. Stored: `{ [noticeId]: 'YYYY-MM-DD' }`
 * in Seoul days (Asia/Seoul has no daylight saving time, so UTC + 9 h is its calendar day).
 */
export function wireHomeNotices(dialogId: string, storageKey: string, hideTodayValue: string): void {
  try {
    const dialog = document.getElementById(dialogId) as (HTMLDialogElement & { spiWired?: boolean }) | null;
    if (!dialog || dialog.spiWired || typeof dialog.showModal !== 'function') return;
    dialog.spiWired = true;
    const seoulDay = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 10);
    const now = Date.now();
    const today = seoulDay(now);
    const readHidden = (): Record<string, string> => {
      try {
        const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? '{}');
        return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
      } catch {
        return {};
      }
    };
    const hidden = readHidden();
    const all = Array.from(dialog.querySelectorAll<HTMLElement>('[data-notice-id]'));
    // Showing now (the page may be kept a little past a start or an end) and not hidden today.
    const shown = all.filter((panel) => {
      const until = hidden[panel.dataset.noticeId ?? ''];
      if (typeof until === 'string' && until >= today) return false;
      return Date.parse(panel.dataset.startsAt ?? '') <= now && now < Date.parse(panel.dataset.endsAt ?? '');
    });
    if (shown.length === 0) return;

    const pager = dialog.querySelector<HTMLElement>('[data-notice-pager]');
    const counter = dialog.querySelector<HTMLElement>('[data-notice-counter]');
    const previous = dialog.querySelector<HTMLButtonElement>('[data-notice-step="-1"]');
    const next = dialog.querySelector<HTMLButtonElement>('[data-notice-step="1"]');
    let index = 0;
    const show = (target: number) => {
      index = Math.max(0, Math.min(shown.length - 1, target));
      for (const panel of all) panel.hidden = panel !== shown[index];
      const title = shown[index]!.querySelector('h2');
      if (title?.id) dialog.setAttribute('aria-labelledby', title.id);
      if (counter) counter.textContent = `${index + 1}/${shown.length}`;
      if (previous) previous.disabled = index === 0;
      if (next) next.disabled = index === shown.length - 1;
    };
    if (pager) pager.hidden = shown.length < 2;
    previous?.addEventListener('click', () => show(index - 1));
    next?.addEventListener('click', () => show(index + 1));
    dialog.addEventListener('close', () => {
      if (dialog.returnValue !== hideTodayValue) return;
      // The day it is closed on (the dialog may stay open past midnight).
      const day = seoulDay(Date.now());
      const kept: Record<string, string> = {};
      for (const [id, until] of Object.entries(readHidden())) if (typeof until === 'string' && until >= day) kept[id] = until;
      for (const panel of shown) kept[panel.dataset.noticeId ?? ''] = day;
      try {
        window.localStorage.setItem(storageKey, JSON.stringify(kept));
      } catch {
        // Storage full or blocked: the notices simply show again next time.
      }
    });
    show(0);
    dialog.returnValue = '';
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  } catch {
    // A notice is never worth breaking the page for.
  }
}

/** The inline script that opens the dialog as soon as its markup is parsed. */
export function homeNoticesScript(): string {
  const args = [HOME_NOTICES_DIALOG_ID, NOTICE_DISMISS_STORAGE_KEY, HIDE_TODAY_VALUE].map((value) => JSON.stringify(value)).join(',');
  return `(${wireHomeNotices.toString()})(${args});`;
}

/** The effect's call (a home page rendered by React after a client-side navigation). */
export function wireHomeNoticesNow(): void {
  wireHomeNotices(HOME_NOTICES_DIALOG_ID, NOTICE_DISMISS_STORAGE_KEY, HIDE_TODAY_VALUE);
}
