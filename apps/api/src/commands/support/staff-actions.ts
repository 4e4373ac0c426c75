import { randomUUID } from 'node:crypto';
import { AppError, SUPPORT_TEXTS, type InquiryUpdate } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mailer';
import { isStaff, loadInquiryRow, type InquiryRow } from '../../loaders/support/inquiries';
import { recordAudit } from '../record-activity';
import { inTransaction } from '../transaction';

export interface StaffDeps {
  db: Db;
  mailer: Mailer | null;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now: () => Date;
  publicOrigin: string;
}

export interface StaffActor {
  userId: string;
  ip: string;
}

async function inquiryOrNotFound(db: Db, id: string): Promise<InquiryRow> {
  const row = await loadInquiryRow(db, id);
  if (!row) throw new AppError('INQUIRY_NOT_FOUND');
  return row;
}

/** The member's page of an inquiry on the site. */
export function inquiryPageUrl(publicOrigin: string, inquiryId: string): string {
  return `${publicOrigin}/support/inquiry?id=${encodeURIComponent(inquiryId)}`;
}

/** The 'inquiry-answer' mail: the inquiry's title, the answer and the link to the inquiry. */
export function answerMessage(input: { to: string; inquiry: Pick<InquiryRow, 'id' | 'number' | 'title'>; answerId: string; answer: string; publicOrigin: string }) {
  const lines = [
    '안녕하세요. SPI 고객센터입니다.',
    '',
    `문의하신 '${input.inquiry.title}'(문의 번호 ${input.inquiry.number})에 답변이 등록되었습니다.`,
    '',
    '──────────',
    input.answer,
    '──────────',
    '',
    '문의 내용과 답변은 아래 링크에서 확인하실 수 있습니다.',
    inquiryPageUrl(input.publicOrigin, input.inquiry.id),
    '',
    '감사합니다.',
  ];
  return { to: input.to, subject: SUPPORT_TEXTS.answerMailSubject, text: lines.join('\n'), template: 'inquiry-answer', dedupeKey: `inquiry-answer:${input.answerId}` };
}

/**
 * A staff answer: in one transaction the answer is stored and the inquiry becomes ANSWERED (or CLOSED
 * with `close`), answered_at set; then the member is mailed at the inquiry's reply address and the mail
 * id kept on the answer. A closed inquiry takes no answer (409 INQUIRY_CLOSED). A mail failure is
 * logged, never undoes the answer.
 */
export async function answerInquiry(deps: StaffDeps, actor: StaffActor, inquiryId: string, input: { body: string; close: boolean }): Promise<void> {
  const at = deps.now();
  const answerId = randomUUID();
  const inquiry = await inTransaction(deps.db, async (tx) => {
    const { id } = await inquiryOrNotFound(tx, inquiryId);
    const [row] = await tx.select().from(schema.inquiries).where(eq(schema.inquiries.id, id)).for('update');
    if (!row) throw new AppError('INQUIRY_NOT_FOUND');
    if (row.status === 'CLOSED') throw new AppError('INQUIRY_CLOSED');
    await tx.insert(schema.inquiryAnswers).values({ id: answerId, inquiryId: row.id, authorId: actor.userId, body: input.body, createdAt: at });
    await tx.update(schema.inquiries).set({
      status: input.close ? 'CLOSED' : 'ANSWERED', answeredAt: at, updatedAt: at, ...(input.close ? { closedAt: at } : {}),
    }).where(eq(schema.inquiries.id, row.id));
    await recordAudit(tx, { actorId: actor.userId, action: 'inquiry.answer', targetType: 'inquiry', targetId: row.id, ip: actor.ip, meta: { answerId, close: input.close } });
    return row;
  });
  if (!deps.mailer) return;
  try {
    const mailId = await deps.mailer.send(answerMessage({ to: inquiry.replyEmail, inquiry, answerId, answer: input.body, publicOrigin: deps.publicOrigin }));
    if (mailId) await deps.db.update(schema.inquiryAnswers).set({ mailId }).where(eq(schema.inquiryAnswers.id, answerId));
  } catch (err) {
    deps.log.warn({ errName: err instanceof Error ? err.name : 'Error', inquiryId: inquiry.id }, 'inquiry answer mail not recorded');
  }
}

/** Assign (a staff user, or null to unassign), close, reopen; each change audited. */
export async function updateInquiry(deps: Pick<StaffDeps, 'db' | 'now'>, actor: StaffActor, inquiryId: string, update: InquiryUpdate): Promise<void> {
  const at = deps.now();
  await inTransaction(deps.db, async (tx) => {
    const row = await inquiryOrNotFound(tx, inquiryId);
    const changes: Partial<typeof schema.inquiries.$inferInsert> = {};
    if (update.assigneeId !== undefined) {
      if (update.assigneeId !== null && !(await isStaff(tx, update.assigneeId))) {
        throw new AppError('VALIDATION_FAILED', '담당자는 관리자 중에서 지정해 주세요.', { location: 'body', issues: [{ path: 'assigneeId', message: '담당자는 관리자 중에서 지정해 주세요.' }] });
      }
      changes.assigneeId = update.assigneeId;
    }
    if (update.status === 'CLOSED' && row.status !== 'CLOSED') Object.assign(changes, { status: 'CLOSED', closedAt: at });
    // Reopened: back in the inbox's queue of inquiries waiting for an answer.
    if (update.status === 'OPEN' && row.status === 'CLOSED') Object.assign(changes, { status: 'OPEN', closedAt: null });
    if (Object.keys(changes).length === 0) return;
    await tx.update(schema.inquiries).set({ ...changes, updatedAt: at }).where(eq(schema.inquiries.id, row.id));
    await recordAudit(tx, {
      actorId: actor.userId, action: 'inquiry.update', targetType: 'inquiry', targetId: row.id, ip: actor.ip,
      meta: { ...(changes.assigneeId !== undefined ? { assigneeId: changes.assigneeId } : {}), ...(changes.status ? { from: row.status, to: changes.status } : {}) },
    });
  });
}
