import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mailer';
import { formatSeoulDateTime } from '../billing/coupon-time';

export interface InvitationMail {
  invitationId: string;
  /** Distinguishes a resent link from the first one (a hash prefix, never the token). */
  sendKey: string;
  to: string;
  corporationName: string;
  inviterName: string | null;
  /** The single-use link: `${publicOrigin}/invitations/${token}`. */
  link: string;
  expiresAt: Date;
}

/** The 'corporation-invitation' mail: corporation, who invited, the link and its expiry in Asia/Seoul. */
export function invitationMessage(mail: InvitationMail) {
  const inviter = mail.inviterName ? `${mail.inviterName} 님이` : '법인 관리자가';
  const lines = [
    '안녕하세요. SPI입니다.',
    '',
    `${inviter} ${mail.corporationName}의 SPI 법인 계정에 초대했습니다.`,
    '아래 링크를 열어 초대받은 이메일 주소의 계정으로 로그인한 뒤 참여하기를 눌러 주세요.',
    '',
    mail.link,
    '',
    `링크는 ${formatSeoulDateTime(mail.expiresAt)}(한국 시간)까지 한 번만 쓸 수 있습니다.`,
    '초대받은 적이 없다면 이 메일을 무시해 주세요.',
    '',
    '감사합니다.',
  ];
  return {
    to: mail.to,
    subject: `[SPI] ${mail.corporationName} 법인 계정에 초대되었습니다`,
    text: lines.join('\n'),
    template: 'corporation-invitation',
    dedupeKey: `corporation-invitation:${mail.invitationId}:${mail.sendKey}`,
    // The link works once for the invited account; the stored copy does not keep it when mail goes out by SMTP.
    secrets: [mail.link],
  };
}

/** Sends the invitation mail; a recording failure is logged (without the link) and does not fail the request. */
export async function sendInvitationMail(mailer: Mailer, mail: InvitationMail, log: FastifyBaseLogger): Promise<void> {
  try {
    await mailer.send(invitationMessage(mail));
  } catch (err) {
    log.warn({ errName: (err as Error).name, invitationId: mail.invitationId }, 'corporation-invitation mail not recorded');
  }
}
