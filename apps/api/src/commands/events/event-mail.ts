import { buildEventIcs, EVENT_FORMAT_LABELS, eventLocationText, toSeoulLocal } from '@spi/core';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from '../../adapters/mailer';
import type { EventRow, RegistrationRow } from '../../loaders/events/load-events';
import { eventPageUrl } from '../../presenters/events/event';

export type EventMailKind = 'confirmed' | 'waitlisted' | 'promoted' | 'cancelled';

export interface EventMailDeps {
  mailer: Mailer | null;
  publicOrigin: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now: () => Date;
}

/** '2026년 12월 3일 (목) 14:00' in Asia/Seoul. */
export function seoulDateTimeLabel(instant: Date): string {
  const local = toSeoulLocal(instant);
  const [date, time] = local.split('T');
  const [y, m, d] = date!.split('-').map(Number);
  const weekday = '일월화수목금토'[new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay()];
  return `${y}년 ${m}월 ${d}일 (${weekday}) ${time}`;
}

/** The event's .ics (the attachment of confirmed and promoted mails, and GET …/calendar.ics). */
export function eventIcs(event: EventRow, publicOrigin: string, now: Date): string {
  return buildEventIcs(
    {
      id: event.id,
      title: event.title,
      summary: event.summary,
      description: event.description,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      location: eventLocationText(event),
      url: eventPageUrl(publicOrigin, event.id),
      cancelled: event.status === 'CANCELLED',
      updatedAt: event.updatedAt,
      uidDomain: hostOf(publicOrigin),
      sequence: Math.floor(event.updatedAt.getTime() / 1000) - Math.floor(event.createdAt.getTime() / 1000),
    },
    now,
  );
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).hostname || 'spi';
  } catch {
    return 'spi';
  }
}

const SUBJECTS: Record<EventMailKind, (title: string) => string> = {
  confirmed: (t) => `[SPI] ${t} 참가 신청이 확정되었습니다`,
  waitlisted: (t) => `[SPI] ${t} 대기 신청이 접수되었습니다`,
  promoted: (t) => `[SPI] ${t} 대기 순서가 되어 참가가 확정되었습니다`,
  cancelled: (t) => `[SPI] ${t} 참가 신청이 취소되었습니다`,
};

/**
 * The mail of a registration's state change, deduplicated by registration and change (the time of the
 * change is in the key, so registering again after a cancellation mails again). Confirmed and promoted
 * mails carry the .ics. A mail failure is logged, never fails the registration.
 */
export async function sendEventMail(
  deps: EventMailDeps,
  kind: EventMailKind,
  event: EventRow,
  registration: RegistrationRow,
  extra: { waitlistPosition?: number | null; reason?: string | null } = {},
): Promise<void> {
  if (!deps.mailer) return;
  const url = eventPageUrl(deps.publicOrigin, event.id);
  const when = `${seoulDateTimeLabel(event.startsAt)} ~ ${seoulDateTimeLabel(event.endsAt)}`;
  const place = event.format === 'ONLINE' ? '온라인 (접속 링크는 이벤트 페이지에서 확인하세요)' : eventLocationText(event);
  const stamp = (kind === 'cancelled' ? registration.cancelledAt : kind === 'waitlisted' ? registration.waitlistedAt : registration.confirmedAt) ?? registration.updatedAt;
  const lines: Array<string | null> = [`${registration.name}님, 안녕하세요.`, ''];
  if (kind === 'confirmed') lines.push(`'${event.title}' 참가 신청이 확정되었습니다.`);
  if (kind === 'promoted') lines.push(`대기하시던 '${event.title}'에 자리가 나서 참가가 확정되었습니다.`);
  if (kind === 'waitlisted') {
    lines.push(`'${event.title}'의 정원이 모두 차서 대기 명단에 올렸습니다.${extra.waitlistPosition ? ` 지금 대기 순서는 ${extra.waitlistPosition}번입니다.` : ''}`);
    lines.push('앞선 참가자가 취소하면 순서대로 참가가 확정되고, 메일로 알려 드립니다.');
  }
  if (kind === 'cancelled') {
    lines.push(`'${event.title}' 참가 신청이 취소되었습니다.`);
    if (extra.reason) lines.push(extra.reason);
  }
  lines.push(
    '',
    `일시: ${when}`,
    `방식: ${EVENT_FORMAT_LABELS[event.format]}`,
    `장소: ${place}`,
    registration.amountWon > 0 && kind !== 'waitlisted' ? `참가비: ${registration.amountWon.toLocaleString('ko-KR')}원` : null,
    `이벤트 페이지: ${url}`,
    kind === 'confirmed' || kind === 'promoted' ? '첨부한 캘린더 파일(.ics)을 열면 일정에 추가됩니다.' : null,
    '',
    '신청 내역은 SPI 계정의 내 이벤트 신청에서 확인하고 취소할 수 있습니다.',
  );
  const message: MailMessage = {
    to: registration.email,
    subject: SUBJECTS[kind](event.title),
    text: lines.filter((l): l is string => l !== null).join('\n'),
    template: `event-${kind}`,
    dedupeKey: `event-${kind}:${registration.id}:${stamp.getTime()}`,
    ...(kind === 'confirmed' || kind === 'promoted'
      ? { attachments: [{ filename: `spi-event-${event.id}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: eventIcs(event, deps.publicOrigin, deps.now()) }] }
      : {}),
  };
  try {
    await deps.mailer.send(message);
  } catch (err) {
    deps.log.warn({ err, template: message.template, registrationId: registration.id }, 'event mail not sent');
  }
}
