import { resource } from '../../../route-group';

export default resource('/admin/billing/coupon-batches', async () => {});
