import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chargeBillingKey, deleteBillingKey, issueBillingKey, toBillingKeyResponse, toTossPayment } from '../payments';
import type { RouteContext } from './context';
import { registerTossRoute } from './toss-route';
import { CUSTOMER_KEY_PATTERN, CUSTOMER_KEY_RULE, integer, jsonObject, optionalString, ORDER_ID_PATTERN, ORDER_ID_RULE, requiredString } from './validation';
import { tossError } from '../errors';

function billingKeyOf(request: FastifyRequest): string {
  return (request.params as { billingKey: string }).billingKey;
}

/** Billing key issue, deletion and charges (자동결제 승인). */
export function registerBillingRoutes(app: FastifyInstance, context: RouteContext): void {
  registerTossRoute(app, context, {
    method: 'POST',
    url: '/v1/billing/authorizations/issue',
    forced: 'issue',
    handler: (request) => {
      const body = jsonObject(request.body);
      const authKey = requiredString(body, 'authKey', { max: 300 });
      const customerKey = requiredString(body, 'customerKey', { max: 300, min: 2, pattern: CUSTOMER_KEY_PATTERN, rule: CUSTOMER_KEY_RULE });
      const record = issueBillingKey(context, { authKey, customerKey });
      request.log.info({ customerKey }, 'billing key issued');
      return { status: 200, body: toBillingKeyResponse(record, context) };
    },
  });

  registerTossRoute(app, context, {
    method: 'DELETE',
    url: '/v1/billing/:billingKey',
    forced: 'delete',
    handler: (request) => {
      const record = deleteBillingKey(context, billingKeyOf(request));
      request.log.info({ customerKey: record.customerKey }, 'billing key deleted');
      return { status: 200, body: { billingKey: record.billingKey, customerKey: record.customerKey } };
    },
  });

  registerTossRoute(app, context, {
    method: 'POST',
    url: '/v1/billing/:billingKey',
    forced: 'charge',
    handler: (request, forced) => {
      const body = jsonObject(request.body);
      const amount = integer(body, 'amount', { required: true, min: 1 }) ?? 0;
      const taxFreeAmount = integer(body, 'taxFreeAmount', { required: false, min: 0 });
      if (taxFreeAmount !== undefined && taxFreeAmount > amount) throw tossError('INVALID_REQUEST', 'taxFreeAmount는 amount보다 클 수 없습니다.');
      const input = {
        customerKey: requiredString(body, 'customerKey', { max: 300, min: 2, pattern: CUSTOMER_KEY_PATTERN, rule: CUSTOMER_KEY_RULE }),
        amount,
        orderId: requiredString(body, 'orderId', { max: 64, min: 6, pattern: ORDER_ID_PATTERN, rule: ORDER_ID_RULE }),
        orderName: requiredString(body, 'orderName', { max: 100 }),
        customerEmail: optionalString(body, 'customerEmail', 100),
        customerName: optionalString(body, 'customerName', 100),
        taxFreeAmount,
      };
      try {
        const payment = chargeBillingKey(context, billingKeyOf(request), input, forced);
        request.log.info({ orderId: payment.orderId, amount: payment.totalAmount }, 'billing charge approved');
        return { status: 200, body: toTossPayment(payment, context) };
      } catch (error) {
        request.log.info({ orderId: input.orderId, code: (error as { code?: string }).code }, 'billing charge refused');
        throw error;
      }
    },
  });
}
