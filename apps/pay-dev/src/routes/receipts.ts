import type { FastifyInstance } from 'fastify';
import { toKstIso } from '../clock';
import { renderReceiptPage } from '../html';
import { toTossPayment } from '../payments';
import type { RouteContext } from './context';
import { cspNonce, sendErrorPage, sendHtml } from './html-reply';

/** `2024-02-13T12:18:14+09:00` → `2024-02-13 12:18:14`. */
function readableKst(ms: number): string {
  return toKstIso(ms).slice(0, 19).replace('T', ' ');
}

/** The card receipt (매출전표) behind each payment's `receipt.url`. The unguessable paymentKey is the only key. */
export function registerReceiptRoutes(app: FastifyInstance, context: RouteContext): void {
  app.get('/receipts/:paymentKey', { config: { kind: 'html' } }, async (request, reply) => {
    const { paymentKey } = request.params as { paymentKey: string };
    const payment = context.store.payments.get(paymentKey);
    if (!payment) {
      return sendErrorPage(reply, 404, { heading: '영수증을 찾을 수 없습니다', message: '결제 정보가 없거나 샌드박스 데이터가 초기화되었습니다.', code: 'NOT_FOUND_PAYMENT' });
    }
    const view = toTossPayment(payment, context) as { suppliedAmount: number; vat: number; taxFreeAmount: number };
    const nonce = cspNonce();
    const html = renderReceiptPage({
      cspNonce: nonce,
      receipt: {
        paymentKey: payment.paymentKey,
        orderId: payment.orderId,
        orderName: payment.orderName,
        status: payment.status,
        cardCompany: payment.card.company,
        cardNumber: payment.card.number,
        approveNo: payment.approveNo,
        approvedAt: payment.approvedAt === null ? null : readableKst(payment.approvedAt),
        requestedAt: readableKst(payment.requestedAt),
        totalAmount: payment.totalAmount,
        balanceAmount: payment.balanceAmount,
        suppliedAmount: view.suppliedAmount,
        vat: view.vat,
        taxFreeAmount: view.taxFreeAmount,
        cancels: payment.cancels.map((cancel) => ({ canceledAt: readableKst(cancel.canceledAt), cancelAmount: cancel.cancelAmount, cancelReason: cancel.cancelReason })),
        failure: payment.failure,
        merchant: `SPI (상점 아이디 ${context.mId})`,
      },
    });
    return sendHtml(reply, 200, html, nonce);
  });
}
