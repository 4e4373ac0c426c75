import type { InquiryStatus } from '@spi/core';
import type { Tone } from '../billing/list-parts';

/** The pill colour of an inquiry status in the inbox. */
export const INQUIRY_STATUS_TONE: Record<InquiryStatus, Tone> = { OPEN: 'warn', ANSWERED: 'ok', CLOSED: 'neutral' };
