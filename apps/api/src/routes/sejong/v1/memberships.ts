import { resource } from '../../route-group';

/** /api/sejong/v1/memberships: membership tiers and coupons (spec sections 1 and 3). */
export default resource('/memberships', async () => {});
