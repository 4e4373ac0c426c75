import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { ModalFrameView } from './src/components/ui/modal/ModalRoot';
import { InfoPanelStackView } from './src/components/ui/info-panel/InfoPanelRoot';
import { resetQueryClientForTests } from './src/lib/query-client';

// The overlay views load on first use in the browser (ADR 029); component tests render them at once.
beforeAll(() => Promise.all([ModalFrameView.preload(), InfoPanelStackView.preload()]));

afterEach(() => {
  cleanup();
  // A component rendered without a test provider uses the page's one client (ADR 030): each test starts empty.
  resetQueryClientForTests();
});

// Files without mocks share their worker's jsdom (ADR 044): each leaves it as the next one expects to find it.
afterAll(() => {
  if (typeof window === 'undefined') return; // a file in Node's environment (`@vitest-environment node`)
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-theme');
});
