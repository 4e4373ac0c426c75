import { SOPHI_GUEST_DAILY_QUOTA, SOPHI_WS_PATH, SOPHI_WS_PROTOCOL, sophiServerEventSchema } from '@spi/core';
import WebSocket from 'ws';

export interface ProductTimings {
  questions: number;
  failed: number;
  firstPieceMs: number[];
  wholeAnswerMs: number[];
  piecesPerSecond: number[];
}

/**
 * Asks questions the way a browser does, through a running product (`npm start`): GET /sophi/status for the
 * guest key, the websocket on the web's port (Next proxies the upgrade to the API), then the answer. Times are
 * from the `ask` frame to the first delta and to `done`, so they include both processes and the proxy.
 */
export async function measureThroughProduct(base: string, questions: string[]): Promise<ProductTimings> {
  const origin = new URL(base).origin;
  const out: ProductTimings = { questions: 0, failed: 0, firstPieceMs: [], wholeAnswerMs: [], piecesPerSecond: [] };
  let cookie = '';
  for (const [i, question] of questions.entries()) {
    // A guest browser asks SOPHI_GUEST_DAILY_QUOTA questions a day: a new browser key when one runs out.
    if (i % SOPHI_GUEST_DAILY_QUOTA === 0) {
      const status = await fetch(`${origin}/api/seoul/v1/sophi/status`);
      cookie = status.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    }
    out.questions += 1;
    await new Promise<void>((resolve) => {
      const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}${SOPHI_WS_PATH}`, SOPHI_WS_PROTOCOL, { headers: { origin, cookie } });
      let asked = 0;
      let first = 0;
      let pieces = 0;
      const fail = () => {
        out.failed += 1;
        ws.terminate();
        resolve();
      };
      const timer = setTimeout(fail, 30_000);
      ws.on('error', fail);
      ws.on('message', (data) => {
        const parsed = sophiServerEventSchema.safeParse(JSON.parse(String(data)));
        if (!parsed.success) return;
        const event = parsed.data;
        if (event.type === 'ready') {
          asked = performance.now();
          ws.send(JSON.stringify({ type: 'ask', requestId: `bench${i}`, question }));
        } else if (event.type === 'delta') {
          pieces += 1;
          first ||= performance.now();
        } else if (event.type === 'done') {
          const end = performance.now();
          clearTimeout(timer);
          out.firstPieceMs.push(first - asked);
          out.wholeAnswerMs.push(end - asked);
          if (end > first) out.piecesPerSecond.push(pieces / ((end - first) / 1000));
          ws.close();
          resolve();
        } else if (event.type === 'error') {
          clearTimeout(timer);
          fail();
        }
      });
    });
  }
  return out;
}
