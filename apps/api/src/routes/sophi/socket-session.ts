import { AppError, SOPHI_CLOSE_CODES, SOPHI_HEARTBEAT_MS, sophiClientFrameSchema, type SophiPageContext, type SophiServerEvent, type SophiStreamErrorCode } from '@spi/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { requestStop } from '../../commands/sophi/conversations';
import { resumeAnswer, type ResumeHandle } from '../../commands/sophi/resume-answer';
import { launchAnswer, prepareAnswer, type RunningAnswer } from '../../commands/sophi/run-answer';
import type { RequestViewer } from '../../plugins/app/auth';
import { findForbiddenText } from '../../plugins/app/route-guards';
import { guestKeyOf } from './guest-key';

/** Invalid frames a socket may send before it is closed with 1007. */
export const MAX_INVALID_FRAMES = 3;
const FRAME_MESSAGE = '요청 형식이 올바르지 않습니다.';

function codeOf(err: unknown): SophiStreamErrorCode | null {
  if (!(err instanceof AppError)) return null;
  return (['SOPHI_QUESTION_INVALID', 'SOPHI_RATE_LIMITED', 'SOPHI_QUOTA_EXCEEDED', 'SOPHI_CONVERSATION_NOT_FOUND', 'SOPHI_MESSAGE_NOT_FOUND', 'SOPHI_BUSY'] as const).find((c) => c === err.code) ?? null;
}

/**
 * One Sophi websocket after authentication: frames in, events out. One running answer at a time;
 * `stop` cancels it, a closed socket does not (the answer finishes and is stored for a resume).
 * Nothing a client sends may crash the process: every handler catches and answers with an error event.
 */
export class SophiSocketSession {
  private invalidFrames = 0;
  private running: { requestId: string; run: RunningAnswer | null } | null = null;
  private resumes = new Set<ResumeHandle>();
  private missedPongs = 0;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly app: FastifyInstance, private readonly socket: WebSocket, private readonly request: FastifyRequest, private readonly viewer: RequestViewer) {
    socket.on('pong', () => (this.missedPongs = 0));
    this.heartbeat = setInterval(() => {
      if (this.missedPongs >= 2) {
        this.request.log.info('sophi socket missed two pongs');
        socket.terminate();
        return;
      }
      this.missedPongs += 1;
      try {
        socket.ping();
      } catch {
        // closed meanwhile
      }
    }, SOPHI_HEARTBEAT_MS);
    this.heartbeat.unref();
    socket.on('close', () => this.closed());
  }

  send(event: SophiServerEvent): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(event));
  }

  private error(code: SophiStreamErrorCode, message: string, requestId: string | null = null, messageId: string | null = null): void {
    this.send({ type: 'error', requestId, messageId, code, message });
  }

  private closed(): void {
    clearInterval(this.heartbeat);
    for (const resume of this.resumes) resume.stop();
    this.resumes.clear();
  }

  async onMessage(data: RawData, isBinary: boolean): Promise<void> {
    if (isBinary) {
      this.socket.close(1003, 'SOPHI_FRAME_INVALID');
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(data as Buffer[]).toString('utf8'));
    } catch {
      json = undefined;
    }
    // NUL and lone surrogates are never meaningful (and PostgreSQL cannot store NUL): invalid like bad JSON.
    const parsed = json === undefined || findForbiddenText(json, 'frame') ? null : sophiClientFrameSchema.safeParse(json);
    if (!parsed?.success) {
      this.invalidFrames += 1;
      const message = parsed?.error.issues[0]?.message ?? FRAME_MESSAGE;
      const requestId = typeof (json as { requestId?: unknown } | null)?.requestId === 'string' ? String((json as { requestId: string }).requestId).slice(0, 64) : null;
      this.error('SOPHI_FRAME_INVALID', message, requestId);
      if (this.invalidFrames >= MAX_INVALID_FRAMES) this.socket.close(SOPHI_CLOSE_CODES.frameInvalid, 'SOPHI_FRAME_INVALID');
      return;
    }
    const frame = parsed.data;
    switch (frame.type) {
      case 'ping':
        this.send({ type: 'pong' });
        return;
      case 'stop':
        if (this.running?.requestId === frame.requestId) this.running.run?.controller.abort();
        // An answer this socket resumed streams elsewhere (another socket, maybe another process).
        else if (frame.messageId) await requestStop(this.app.db.db, this.viewer.userId, frame.messageId, new Date(this.app.clock())).catch(() => undefined);
        return;
      case 'resume':
        await this.resume(frame.messageId, frame.offset);
        return;
      case 'ask':
        await this.ask(frame);
    }
  }

  private async ask(frame: { requestId: string; question: string; conversationId?: string; context?: SophiPageContext }): Promise<void> {
    if (this.running) {
      this.error('SOPHI_BUSY', new AppError('SOPHI_BUSY').message, frame.requestId);
      return;
    }
    const slot: { requestId: string; run: RunningAnswer | null } = { requestId: frame.requestId, run: null };
    this.running = slot;
    const release = () => {
      if (this.running === slot) this.running = null;
    };
    try {
      const deps = this.app.sophi.deps();
      const prepared = await prepareAnswer(deps, frame, { userId: this.viewer.userId, principal: this.viewer.principal, ip: this.request.ip, guestKey: guestKeyOf(this.request) });
      this.request.log.info({ messageId: prepared.messageId, signedIn: Boolean(this.viewer.userId) }, 'sophi ask');
      // Not awaited: later frames (stop) are read while the answer streams.
      slot.run = launchAnswer(deps, this.app.sophi.runs, prepared, (event) => this.send(event));
      void slot.run.done.finally(release);
    } catch (err) {
      release();
      const code = codeOf(err);
      if (code) this.error(code, (err as AppError).message, frame.requestId);
      else {
        this.request.log.error({ errName: (err as Error).name }, 'sophi ask failed');
        this.error('SOPHI_ENGINE_FAILED', new AppError('SOPHI_ENGINE_FAILED').message, frame.requestId);
      }
    }
  }

  private async resume(messageId: string, offset: number): Promise<void> {
    try {
      const { db, bus, log, clock } = this.app.sophi.deps();
      const handle = await resumeAnswer({ db, bus, log, clock }, { messageId, offset, userId: this.viewer.userId }, (event) => this.send(event));
      if (this.socket.readyState !== this.socket.OPEN) handle.stop();
      this.resumes.add(handle);
      void handle.finished.then(() => this.resumes.delete(handle));
    } catch (err) {
      const code = codeOf(err);
      if (!code) this.request.log.error({ errName: (err as Error).name }, 'sophi resume failed');
      this.error(code ?? 'SOPHI_MESSAGE_NOT_FOUND', code ? (err as AppError).message : new AppError('SOPHI_MESSAGE_NOT_FOUND').message, null, messageId);
    }
  }
}
