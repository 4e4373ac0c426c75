import adminBilling from './admin-billing';
import adminCorporateOrders from './admin-corporate-orders';
import adminCoupons from './admin-coupons';
import checkouts from './checkouts';
import corporateOrders from './corporate-orders';
import coupons from './coupons';
import myMembership from './my-membership';
import paymentWebhooks from './payment-webhooks';
import plans from './plans';

/**
 * Membership and payments (issue 9): plans, checkout, subscription management, coupons, webhooks, admin;
 * corporate orders (issue 10): seats by card or bank deposit, and the admin's deposit confirmation.
 */
export const billingResources = [plans, myMembership, checkouts, coupons, paymentWebhooks, adminBilling, adminCoupons, corporateOrders, adminCorporateOrders];
