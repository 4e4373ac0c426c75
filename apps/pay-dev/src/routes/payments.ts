import type { FastifyInstance } from 'fastify';
import { tossError } from '../errors';
import { cancelPayment, toTossPayment } from '../payments';
import type { RouteContext } from './context';
import { registerTossRoute } from './toss-route';
import { integer, jsonObject, requiredString } from './validation';

/** Cancellation and lookups of payments. */
export function registerPaymentRoutes(app: FastifyInstance, context: RouteContext): void {
  registerTossRoute(app, context, {
    method: 'POST',
    url: '/v1/payments/:paymentKey/cancel',
    forced: 'cancel',
    handler: (request) => {
      const { paymentKey } = request.params as { paymentKey: string };
      const body = jsonObject(request.body);
      const cancelReason = requiredString(body, 'cancelReason', { max: 200 });
      const cancelAmount = integer(body, 'cancelAmount', { required: false, min: 1 });
      const payment = cancelPayment(context, paymentKey, { cancelReason, cancelAmount });
      request.log.info({ orderId: payment.orderId, status: payment.status }, 'payment cancelled');
      return { status: 200, body: toTossPayment(payment, context) };
    },
  });

  registerTossRoute(app, context, {
    method: 'GET',
    url: '/v1/payments/orders/:orderId',
    forced: 'lookup',
    handler: (request) => {
      const { orderId } = request.params as { orderId: string };
      const payment = context.store.paymentByOrderId(orderId);
      if (!payment) throw tossError('NOT_FOUND_PAYMENT');
      return { status: 200, body: toTossPayment(payment, context) };
    },
  });

  registerTossRoute(app, context, {
    method: 'GET',
    url: '/v1/payments/:paymentKey',
    forced: 'lookup',
    handler: (request) => {
      const { paymentKey } = request.params as { paymentKey: string };
      const payment = context.store.payments.get(paymentKey);
      if (!payment) throw tossError('NOT_FOUND_PAYMENT');
      return { status: 200, body: toTossPayment(payment, context) };
    },
  });
}
