import { resource } from '../../../route-group';

/** /api/seoul/v1/support: the help centre's published FAQ (ADR 022, contracts/support.ts). */
export default resource('/support', async () => {});
