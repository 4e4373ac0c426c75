'use client';

import {
  closeAllInfoPanels, closeInfoPanel, openInfoPanel, updateInfoPanel, type InfoPanelInput,
} from './info-panel-store';
import { TermPanelContent, type TermDefinition } from './TermPanelContent';

/** Opens a terminology-guide panel: keyword as title, expansion under it, summary and description. */
export function openTermPanel(term: TermDefinition, options: Pick<InfoPanelInput, 'id' | 'onClose'> = {}): string {
  return openInfoPanel({
    id: options.id ?? `term-${term.keyword}`,
    onClose: options.onClose,
    title: term.keyword,
    subtitle: term.expansion,
    body: <TermPanelContent summary={term.summary} description={term.description} />,
  });
}

const infoPanelApi = {
  open: openInfoPanel,
  openTerm: openTermPanel,
  update: updateInfoPanel,
  close: closeInfoPanel,
  closeAll: closeAllInfoPanels,
} as const;
export type InfoPanelApi = typeof infoPanelApi;

/** `const panel = useInfoPanel(); panel.open({ title, body })`. Rendered by <InfoPanelRoot />. Stable. */
export function useInfoPanel(): InfoPanelApi {
  return infoPanelApi;
}
