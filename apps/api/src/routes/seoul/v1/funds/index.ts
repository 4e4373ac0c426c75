import { resource } from '../../../route-group';

/** /api/seoul/v1/funds: 사모펀드 — list, fund pages, statistics, reports and their recorded downloads (ADR 019). */
export default resource('/funds', async () => {
  // Routes are added by the funds API work (issue 11).
});
