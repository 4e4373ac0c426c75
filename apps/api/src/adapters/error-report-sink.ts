import type { FastifyBaseLogger } from 'fastify';

/** A stored error report as it is forwarded to the team's chat (spec section 3). */
export interface ErrorReport {
  id: string;
  user: string | null;
  errMsg: string;
  path: string;
  queryParam: string;
  userIdFromLocalStorage: string | null;
  createdAt: Date;
}

/** Where error reports go after they are stored. `send` never throws: forwarding is best effort. */
export interface ErrorReportSink {
  readonly kind: 'webhook' | 'log' | (string & {});
  send(report: ErrorReport): Promise<void>;
}

const WEBHOOK_TIMEOUT_MS = 3000;

function chatText(report: ErrorReport): string {
  const query = report.queryParam ? `?${report.queryParam.replace(/^\?/, '')}` : '';
  return [
    `[SPI 오류 보고] ${report.errMsg}`,
    `경로: ${report.path}${query}`,
    `사용자: ${report.user ?? '-'} (로컬 저장 ID: ${report.userIdFromLocalStorage ?? '-'})`,
    `보고 ID: ${report.id} · ${report.createdAt.toISOString()}`,
  ].join('\n');
}

/** Posts a chat message (`{ text }`, the incoming-webhook shape) to ERROR_WEBHOOK_URL. */
export function createWebhookSink(url: string, log: FastifyBaseLogger, fetchImpl: typeof fetch = fetch): ErrorReportSink {
  return {
    kind: 'webhook',
    async send(report) {
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text: chatText(report) }),
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
        if (!response.ok) log.warn({ reportId: report.id, status: response.status }, 'error report webhook rejected the report');
      } catch (err) {
        log.warn({ reportId: report.id, err }, 'error report webhook failed');
      }
    },
  };
}

/** Local stand-in used when no webhook is configured: the report shows up in the server log. */
export function createLogSink(log: FastifyBaseLogger): ErrorReportSink {
  return {
    kind: 'log',
    async send(report) {
      log.warn({ errorReport: { ...report, createdAt: report.createdAt.toISOString() } }, 'error report received');
    },
  };
}

export function createErrorReportSink(config: { errorWebhookUrl: string | undefined }, log: FastifyBaseLogger): ErrorReportSink {
  return config.errorWebhookUrl ? createWebhookSink(config.errorWebhookUrl, log) : createLogSink(log);
}
