import { resource } from '../../route-group';

/** /api/sejong/v1/users/me/onboarding: the onboarding modal's state (ADR 022, contracts/operations.ts). */
export default resource('/users/me/onboarding', async () => {});
