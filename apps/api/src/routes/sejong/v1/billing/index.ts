import adminBilling from './admin-billing';
import adminCoupons from './admin-coupons';
import checkouts from './checkouts';
import coupons from './coupons';
import myMembership from './my-membership';
import paymentWebhooks from './payment-webhooks';
import plans from './plans';

/** Membership and payments (issue 9): plans, checkout, subscription management, coupons, webhooks, admin. */
export const billingResources = [plans, myMembership, checkouts, coupons, paymentWebhooks, adminBilling, adminCoupons];
