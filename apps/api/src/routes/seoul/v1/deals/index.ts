import { resource } from '../../../route-group';

/** /api/seoul/v1/deals: 딜정보 — list with filters, deal pages, statistics and the Excel export (ADR 019). */
export default resource('/deals', async () => {
  // Routes are added by the deals API work (issue 11).
});
