import { afterEach, beforeAll } from 'vitest';
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
