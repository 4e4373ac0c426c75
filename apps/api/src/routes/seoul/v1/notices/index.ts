import { resource } from '../../../route-group';

/** /api/seoul/v1/notices: the main-home notices showing now (ADR 022, contracts/operations.ts). */
export default resource('/notices', async () => {});
