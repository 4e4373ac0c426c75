import { z } from 'zod';
import { formatLocaleNumber } from '../number-format';
import {
  EVENT_FORMATS, EVENT_PAGE_SIZES, EVENT_PRICE_POLICIES, EVENT_STATUSES, EVENT_TITLE_MAX, EVENT_CAPACITY_MAX, EVENT_TYPES,
  REGISTRATION_STATUSES, type EventPhase, type RegistrationAvailability,
} from '../events/model';
import { parseEventInstant, seoulMonthRange } from '../events/time';
import { csvEnum, listPageSchema, listPaginationSchema, pageSizeSchema, searchText } from './market-query';

/**
 * 이벤트 API contract (ADR 020 §3–6, docs/events.md). Times are ISO instants (UTC, 'Z') shown in
 * Asia/Seoul; money in 원. Paths (all under /api/seoul/v1):
 *
 * Public (cached for guests with the `events` tag; the viewer's part is in /me):
 *   GET    /events                                  list (eventListQuerySchema → eventListResponseSchema)
 *   GET    /events/my-registrations                 (auth) the viewer's registrations (myRegistrationsQuerySchema → myRegistrationsResponseSchema)
 *   GET    /events/:eventId                         detail → eventDetailResponseSchema (never the online link)
 *   GET    /events/:eventId/me                      (auth) the viewer's registration, price and live seats → eventMeResponseSchema
 *   GET    /events/:eventId/calendar.ics            public .ics (text/calendar; charset=utf-8), attachment '<id>.ics'
 *   GET    /events/:eventId/materials/:materialId   download a material (registrantsOnly: 401 guest, 403
 *                                                   EVENT_MATERIAL_REGISTRANTS_ONLY without a CONFIRMED seat; editors always)
 *   POST   /events/:eventId/registrations           (auth + CSRF) multipart/form-data, see EVENT_REGISTRATION_FORM below
 *                                                   → 201 eventRegistrationResultSchema
 *   DELETE /events/:eventId/registrations/me        (auth + CSRF) cancel → eventCancellationResultSchema
 *                                                   (409 ORDER_IN_PROGRESS while the seat's fee is being charged)
 *   PUT    /events/:eventId/registrations/me/file   (auth + CSRF) multipart with one `file` part → { registration }
 *   GET    /events/:eventId/registrations/me/file   (auth) download the viewer's own attendee file
 *
 * Admin (editor role, CSRF on writes):
 *   GET    /admin/events                            list, all statuses (adminEventListQuerySchema → adminEventListResponseSchema)
 *   POST   /admin/events                            create (eventInputSchema) → 201 adminEventResponseSchema
 *   GET    /admin/events/:eventId                   the editable record, counts and materials → adminEventResponseSchema
 *   PUT    /admin/events/:eventId                   update (eventInputSchema) → adminEventResponseSchema
 *                                                   (capacity below the confirmed seats → 409 EVENT_CAPACITY_BELOW_CONFIRMED;
 *                                                   a raised capacity promotes the waiting list; status → CANCELLED cancels
 *                                                   every active registration, refunds paid seats and mails each person)
 *   DELETE /admin/events/:eventId                   delete → 204; only without active registrations (else 409 CONFLICT:
 *                                                   '신청자가 있는 이벤트는 삭제할 수 없습니다…'; cancel the event instead)
 *   POST   /admin/events/:eventId/materials         multipart: title, registrantsOnly ('true'|'false'), file
 *                                                   (EVENT_MATERIAL_KINDS by content, ≤ EVENT_MATERIAL_MAX_BYTES) → 201 { material }
 *   DELETE /admin/events/:eventId/materials/:materialId  → 204
 *   GET    /admin/events/:eventId/registrations     (adminRegistrationListQuerySchema → adminRegistrationListResponseSchema)
 *   GET    /admin/events/:eventId/registrations.csv UTF-8 with BOM; columns EVENT_REGISTRATION_CSV_COLUMNS; same filters as the list
 *   GET    /admin/events/:eventId/registrations/:registrationId/file   an attendee's file
 *   POST   /admin/events/:eventId/registrations/:registrationId/cancel → adminRegistrationCancelResultSchema
 *                                                   (frees the seat and promotes the waiting list; no refund rule applies: an
 *                                                   editor's cancellation of a paid seat always refunds the order)
 *
 * Registration rules: one row per (event, person), reused when the person registers again. Seats are
 * CONFIRMED + PENDING_PAYMENT; when they are all taken a registration joins the waiting list (until
 * waitlistCapacity), else EVENT_FULL. A cancelled seat promotes the first waiting registration (by the
 * time it joined); for a priced registration the promoted person's registered card is charged at once,
 * and if that fails the seat goes to the next person.
 *
 * Payment: when the viewer's price (eventPriceFor: PAID, or MEMBERS_FREE without a membership) is > 0 the
 * API charges the member's registered card (order kind EVENT). No card → 409 PAYMENT_METHOD_REQUIRED
 * (the web sends the person to /user/membership/payment to register one). A declined card answers the
 * card's error (402 CARD_DECLINED, CARD_EXPIRED, CARD_LIMIT_EXCEEDED) and the seat is released;
 * an unknown gateway outcome answers 201 with status PENDING_PAYMENT (the seat is held until the payment
 * is settled, at most EVENT_PAYMENT_HOLD_MINUTES). A waiting registration is free until it is promoted.
 *
 * Refunds: cancelling a paid seat more than EVENT_REFUND_DEADLINE_HOURS (24) hours before the start
 * refunds the whole amount to the card; a later cancellation is not refunded (the response says so).
 */

/** Hours before the start until which a cancelled paid seat is refunded. */
export const EVENT_REFUND_DEADLINE_HOURS = 24;
/** The last moment a cancellation is refunded. */
export function eventRefundDeadline(startsAt: string | Date): Date {
  return new Date(new Date(startsAt).getTime() - EVENT_REFUND_DEADLINE_HOURS * 60 * 60 * 1000);
}

export const EVENT_WHEN = ['upcoming', 'past'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];
export const EVENT_WHEN_LABELS: Record<EventWhen, string> = { upcoming: '예정된 이벤트', past: '지난 이벤트' };

const whenSchema = z.enum(EVENT_WHEN, { error: '기간은 upcoming 또는 past입니다.' }).optional().default('upcoming');
const monthSchema = z
  .string()
  .max(7, '월은 YYYY-MM 형식으로 입력해 주세요.')
  .optional()
  .transform((raw, ctx): string | undefined => {
    if (raw === undefined || raw.trim() === '') return undefined;
    if (!seoulMonthRange(raw.trim())) {
      ctx.addIssue({ code: 'custom', message: '월은 YYYY-MM 형식으로 입력해 주세요.' });
      return z.NEVER;
    }
    return raw.trim();
  });

// ---------------------------------------------------------------------------------------------------
// Public list and detail.

/**
 * GET /events. `when`: upcoming (default; events not yet ended, soonest first) or past (ended, newest
 * first). `type`: comma-separated EVENT_TYPES. `month`: 'YYYY-MM' of the start in Asia/Seoul.
 * Only PUBLISHED and CANCELLED events are listed (a cancelled one shows availability CANCELLED, '행사 취소').
 */
export const eventListQuerySchema = z.object({
  when: whenSchema,
  type: csvEnum(EVENT_TYPES, '이벤트 유형'),
  month: monthSchema,
  page: listPageSchema,
  size: pageSizeSchema(EVENT_PAGE_SIZES, 12),
});
export type EventListQuery = z.output<typeof eventListQuerySchema>;

const AVAILABILITIES = ['OPEN', 'WAITLIST', 'FULL', 'CLOSED', 'CANCELLED'] as const satisfies readonly RegistrationAvailability[];
const PHASES = ['UPCOMING', 'ONGOING', 'ENDED'] as const satisfies readonly EventPhase[];

export const eventSpeakerSchema = z.object({ name: z.string(), title: z.string(), organization: z.string() });
export const eventAgendaItemSchema = z.object({ time: z.string(), title: z.string(), speaker: z.string() });

export const eventListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  type: z.enum(EVENT_TYPES),
  typeLabel: z.string(),
  format: z.enum(EVENT_FORMATS),
  formatLabel: z.string(),
  status: z.enum(EVENT_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  /** '' for an online event. */
  venueName: z.string(),
  host: z.string(),
  pricePolicy: z.enum(EVENT_PRICE_POLICIES),
  pricePolicyLabel: z.string(),
  /** The price for non-members (0 when FREE). */
  priceWon: z.number().int(),
  capacity: z.number().int(),
  /** Seats held (CONFIRMED + PENDING_PAYMENT). */
  seatsTaken: z.number().int(),
  seatsLeft: z.number().int(),
  waitlistCapacity: z.number().int(),
  waitlisted: z.number().int(),
  availability: z.enum(AVAILABILITIES),
  availabilityLabel: z.string(),
  phase: z.enum(PHASES),
  /** A media path, or '' for the generated cover. */
  coverUrl: z.string(),
  tags: z.array(z.string()),
  isSample: z.boolean(),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;

export const eventMonthSchema = z.object({ month: z.string(), count: z.number().int() });

export const eventListResponseSchema = z.object({
  data: z.array(eventListItemSchema),
  /** Months ('YYYY-MM', Asia/Seoul) that have events for the chosen `when` and `type` (for the month filter), in list order. */
  months: z.array(eventMonthSchema),
  pagination: listPaginationSchema,
});
export type EventListResponse = z.infer<typeof eventListResponseSchema>;

export const eventParamsSchema = z.object({ eventId: z.string().max(20) });
export const eventMaterialParamsSchema = z.object({ eventId: z.string().max(20), materialId: z.string().max(20) });

export const eventMaterialSchema = z.object({
  id: z.string(),
  title: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
  /** Only people with a CONFIRMED seat (and editors) may download it. */
  registrantsOnly: z.boolean(),
  /** GET path of the download (relative to the API origin, '/api/seoul/v1/events/…'). */
  downloadPath: z.string(),
});
export type EventMaterial = z.infer<typeof eventMaterialSchema>;

export const eventDetailSchema = eventListItemSchema.extend({
  /** Plain text; blank lines separate paragraphs. */
  description: z.string(),
  venueAddress: z.string(),
  registrationClosesAt: z.string(),
  /** The last moment a cancelled paid seat is refunded (EVENT_REFUND_DEADLINE_HOURS before the start). */
  refundDeadline: z.string(),
  speakers: z.array(eventSpeakerSchema),
  agenda: z.array(eventAgendaItemSchema),
  /** When not '', registrants upload one file with this label (required when attendeeFileRequired). */
  attendeeFileLabel: z.string(),
  attendeeFileRequired: z.boolean(),
  materials: z.array(eventMaterialSchema),
  /** Add-to-calendar: a Google Calendar template link and the .ics path. */
  googleCalendarUrl: z.string(),
  icsPath: z.string(),
  updatedAt: z.string(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const eventDetailResponseSchema = z.object({ event: eventDetailSchema });
export type EventDetailResponse = z.infer<typeof eventDetailResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// The viewer's registration.

export const attendeeFileSchema = z.object({ name: z.string(), sizeBytes: z.number().int(), contentType: z.string() });

export const eventRegistrationSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  statusLabel: z.string(),
  /** 1-based place on the waiting list (WAITLISTED only), else null. */
  waitlistPosition: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  note: z.string(),
  /** What this registration costs/cost (0 = free). */
  amountWon: z.number().int(),
  orderId: z.string().nullable(),
  attendeeFile: attendeeFileSchema.nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  waitlistedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** PENDING_PAYMENT only: when the held seat is released if the payment is not settled. */
  holdExpiresAt: z.string().nullable(),
});
export type EventRegistration = z.infer<typeof eventRegistrationSchema>;

/** GET /events/:eventId/me. */
export const eventMeResponseSchema = z.object({
  /** null when the viewer never registered (a CANCELLED registration is still shown). */
  registration: eventRegistrationSchema.nullable(),
  /** eventPriceFor(event, the viewer's membership) in 원; 0 = free for this viewer. */
  priceForViewer: z.number().int(),
  hasMembership: z.boolean(),
  /** A registered card (needed only when priceForViewer > 0). */
  hasPaymentMethod: z.boolean(),
  availability: z.enum(AVAILABILITIES),
  availabilityLabel: z.string(),
  seatsTaken: z.number().int(),
  seatsLeft: z.number().int(),
  waitlisted: z.number().int(),
  /** Only when the viewer holds a CONFIRMED seat of an ONLINE or HYBRID event, else null. */
  onlineUrl: z.string().nullable(),
  /** The viewer may cancel (an active registration before the event starts). */
  canCancel: z.boolean(),
  /** A cancellation now would be refunded (a paid seat before the refund deadline). */
  refundable: z.boolean(),
});
export type EventMeResponse = z.infer<typeof eventMeResponseSchema>;

const text = (label: string, max: number, required = false) =>
  required
    ? z.string({ error: `${label}을(를) 입력해 주세요.` }).trim().min(1, `${label}을(를) 입력해 주세요.`).max(max, `${label}은(는) ${max}자 이하로 입력해 주세요.`)
    : z.string({ error: `${label}: 글자로 입력해 주세요.` }).trim().max(max, `${label}은(는) ${max}자 이하로 입력해 주세요.`);

/**
 * POST /events/:eventId/registrations is multipart/form-data. EVENT_REGISTRATION_FORM lists the text
 * parts; each is one plain field (send '' or leave it out for an empty optional one). The optional
 * `file` part (EVENT_ATTENDEE_FILE_KINDS by content: PDF, PPTX, DOCX, XLSX, JPEG, PNG; ≤
 * EVENT_ATTENDEE_FILE_MAX_BYTES) is required when the event's attendeeFileRequired is true
 * (400 EVENT_ATTENDEE_FILE_REQUIRED). Field errors are 400 VALIDATION_FAILED with details.location
 * 'body' and issue paths named as below. The web builds a FormData with these names.
 */
export const eventRegistrationFormSchema = z.object({
  name: text('이름', 40, true),
  email: z
    .string({ error: '이메일을 입력해 주세요.' })
    .trim()
    .min(1, '이메일을 입력해 주세요.')
    .max(200, '이메일은 200자 이하로 입력해 주세요.')
    .pipe(z.email({ error: '이메일 형식이 올바르지 않습니다.' })),
  phone: text('연락처', 20).refine((v) => v === '' || /^[0-9+\-() ]{7,20}$/.test(v), '연락처는 숫자와 하이픈으로 입력해 주세요 (예: 010-1234-5678).').default(''),
  company: text('회사', 100).default(''),
  jobTitle: text('직함', 60).default(''),
  note: text('메모', 1000).default(''),
});
export type EventRegistrationForm = z.infer<typeof eventRegistrationFormSchema>;
export const EVENT_REGISTRATION_FORM = ['name', 'email', 'phone', 'company', 'jobTitle', 'note'] as const;
/** The multipart part name of the attendee file (registration and PUT …/registrations/me/file). */
export const EVENT_ATTENDEE_FILE_FIELD = 'file';

/** 201 of POST /events/:eventId/registrations. */
export const eventRegistrationResultSchema = z.object({
  registration: eventRegistrationSchema,
  /** CONFIRMED (a seat; paid when amountWon > 0), WAITLISTED, or PENDING_PAYMENT (payment result not known yet). */
  outcome: z.enum(['CONFIRMED', 'WAITLISTED', 'PENDING_PAYMENT']),
  /** A Korean sentence for a snackbar ('참가 신청이 확정되었습니다.' …). */
  message: z.string(),
});
export type EventRegistrationResult = z.infer<typeof eventRegistrationResultSchema>;

/** DELETE /events/:eventId/registrations/me (404 EVENT_REGISTRATION_NOT_FOUND when nothing active). */
export const eventCancellationResultSchema = z.object({
  registration: eventRegistrationSchema,
  refund: z.object({
    /** The order was refunded (amountWon to the card). */
    refunded: z.boolean(),
    amountWon: z.number().int(),
    /** Why not, in Korean, when a paid seat was not refunded (after the refund deadline); else null. */
    reason: z.string().nullable(),
  }),
  message: z.string(),
});
export type EventCancellationResult = z.infer<typeof eventCancellationResultSchema>;

export const eventRegistrationFileResponseSchema = z.object({ registration: eventRegistrationSchema });

/** GET /events/my-registrations: upcoming (not ended, soonest first) or past (newest first), cancelled ones included. */
export const myRegistrationsQuerySchema = z.object({
  when: whenSchema,
  page: listPageSchema,
  size: pageSizeSchema(EVENT_PAGE_SIZES, 12),
});
export const myRegistrationItemSchema = z.object({ registration: eventRegistrationSchema, event: eventListItemSchema });
export type MyRegistrationItem = z.infer<typeof myRegistrationItemSchema>;
export const myRegistrationsResponseSchema = z.object({ data: z.array(myRegistrationItemSchema), pagination: listPaginationSchema });
export type MyRegistrationsResponse = z.infer<typeof myRegistrationsResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Admin.

export const ADMIN_EVENT_PAGE_SIZES = [20, 50, 100] as const;

/** GET /admin/events: q searches the title, summary and host; status is comma-separated EVENT_STATUSES; newest start first. */
export const adminEventListQuerySchema = z.object({
  q: searchText(100),
  status: csvEnum(EVENT_STATUSES, '공개 상태'),
  when: z.enum(['upcoming', 'past', 'all'], { error: '기간은 upcoming, past, all 중 하나입니다.' }).optional().default('all'),
  page: listPageSchema,
  size: pageSizeSchema(ADMIN_EVENT_PAGE_SIZES, 20),
});
export type AdminEventListQuery = z.output<typeof adminEventListQuerySchema>;

export const registrationCountsSchema = z.object({
  confirmed: z.number().int(),
  pendingPayment: z.number().int(),
  waitlisted: z.number().int(),
  cancelled: z.number().int(),
});
export type RegistrationCounts = z.infer<typeof registrationCountsSchema>;

export const adminEventListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(EVENT_TYPES),
  typeLabel: z.string(),
  format: z.enum(EVENT_FORMATS),
  formatLabel: z.string(),
  status: z.enum(EVENT_STATUSES),
  statusLabel: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  pricePolicy: z.enum(EVENT_PRICE_POLICIES),
  pricePolicyLabel: z.string(),
  priceWon: z.number().int(),
  capacity: z.number().int(),
  waitlistCapacity: z.number().int(),
  counts: registrationCountsSchema,
  phase: z.enum(PHASES),
  isSample: z.boolean(),
  updatedAt: z.string(),
});
export type AdminEventListItem = z.infer<typeof adminEventListItemSchema>;
export const adminEventListResponseSchema = z.object({ data: z.array(adminEventListItemSchema), pagination: listPaginationSchema });
export type AdminEventListResponse = z.infer<typeof adminEventListResponseSchema>;

/**
 * An instant field of the editor: 'YYYY-MM-DDTHH:mm' (a datetime-local value, read as Asia/Seoul) or an
 * ISO instant with an offset. Parsed to a UTC ISO string.
 */
const instant = (label: string) =>
  z
    .string({ error: `${label}을(를) 입력해 주세요.` })
    .max(40, `${label}: 날짜와 시각 형식이 올바르지 않습니다.`)
    .transform((raw, ctx): string => {
      const parsed = raw.trim() === '' ? null : parseEventInstant(raw);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: raw.trim() === '' ? `${label}을(를) 입력해 주세요.` : `${label}: 날짜와 시각을 YYYY-MM-DD HH:mm 형식으로 입력해 주세요.` });
        return z.NEVER;
      }
      return parsed;
    });

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}: 숫자를 입력해 주세요.` })
    .int(`${label}은(는) 정수로 입력해 주세요.`)
    .min(min, `${label}은(는) ${min} 이상이어야 합니다.`)
    .max(max, `${label}은(는) ${formatLocaleNumber(max)} 이하여야 합니다.`);

export const EVENT_PRICE_MAX_WON = 10_000_000;

/**
 * POST/PUT /admin/events body. Rules: endsAt > startsAt; registrationClosesAt ≤ startsAt; venueName
 * required unless ONLINE; onlineUrl (https) required unless OFFLINE; priceWon > 0 unless FREE (0 for
 * FREE); agenda times 'HH:mm'.
 */
export const eventInputSchema = z
  .object({
    title: text('제목', EVENT_TITLE_MAX, true),
    summary: text('요약', 300).default(''),
    description: text('소개', 10_000).default(''),
    type: z.enum(EVENT_TYPES, { error: '이벤트 유형을 선택해 주세요.' }),
    format: z.enum(EVENT_FORMATS, { error: '진행 방식을 선택해 주세요.' }),
    status: z.enum(EVENT_STATUSES, { error: '공개 상태를 선택해 주세요.' }),
    startsAt: instant('시작 일시'),
    endsAt: instant('종료 일시'),
    registrationClosesAt: instant('신청 마감 일시'),
    venueName: text('장소명', 100).default(''),
    venueAddress: text('주소', 200).default(''),
    onlineUrl: text('온라인 링크', 500).default(''),
    host: text('주최', 100, true),
    capacity: whole('정원', 1, EVENT_CAPACITY_MAX),
    waitlistCapacity: whole('대기 인원', 0, EVENT_CAPACITY_MAX),
    pricePolicy: z.enum(EVENT_PRICE_POLICIES, { error: '참가비 정책을 선택해 주세요.' }),
    priceWon: whole('참가비', 0, EVENT_PRICE_MAX_WON),
    speakers: z
      .array(z.object({ name: text('연사 이름', 40, true), title: text('연사 직함', 60).default(''), organization: text('연사 소속', 100).default('') }))
      .max(20, '연사는 20명까지입니다.')
      .default([]),
    agenda: z
      .array(z.object({
        time: z.string({ error: '시각을 입력해 주세요.' }).trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '시각은 HH:mm 형식입니다 (예: 14:00).'),
        title: text('프로그램', 120, true),
        speaker: text('발표자', 60).default(''),
      }))
      .max(30, '프로그램은 30개까지입니다.')
      .default([]),
    tags: z.array(z.string().trim().min(1, '빈 태그는 넣을 수 없습니다.').max(40, '태그는 40자 이하입니다.')).max(10, '태그는 10개까지입니다.').default([]),
    coverUrl: text('표지 이미지', 500)
      .refine((v) => v === '' || v.startsWith('/api/seoul/v1/media/') || /^https:\/\/[^\s]+$/.test(v), '표지 이미지는 미디어 경로나 https 주소여야 합니다.')
      .default(''),
    attendeeFileLabel: text('참가자 파일 안내', 100).default(''),
    attendeeFileRequired: z.boolean({ error: '파일 필수 여부를 선택해 주세요.' }).default(false),
    isSample: z.boolean().default(false),
  })
  .superRefine((e, ctx) => {
    if (new Date(e.endsAt).getTime() <= new Date(e.startsAt).getTime()) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: '종료 일시는 시작 일시보다 뒤여야 합니다.' });
    }
    if (new Date(e.registrationClosesAt).getTime() > new Date(e.startsAt).getTime()) {
      ctx.addIssue({ code: 'custom', path: ['registrationClosesAt'], message: '신청 마감 일시는 시작 일시와 같거나 앞서야 합니다.' });
    }
    if (e.format !== 'ONLINE' && e.venueName === '') ctx.addIssue({ code: 'custom', path: ['venueName'], message: '오프라인 행사는 장소명을 입력해 주세요.' });
    if (e.format !== 'ONLINE' && e.venueAddress === '') ctx.addIssue({ code: 'custom', path: ['venueAddress'], message: '오프라인 행사는 주소를 입력해 주세요.' });
    if (e.format !== 'OFFLINE') {
      if (e.onlineUrl === '') ctx.addIssue({ code: 'custom', path: ['onlineUrl'], message: '온라인 행사는 접속 링크를 입력해 주세요.' });
      else if (!/^https:\/\/[^\s/$.?#][^\s]*$/i.test(e.onlineUrl)) ctx.addIssue({ code: 'custom', path: ['onlineUrl'], message: '온라인 링크는 https://로 시작하는 주소여야 합니다.' });
    }
    if (e.pricePolicy === 'FREE' && e.priceWon !== 0) ctx.addIssue({ code: 'custom', path: ['priceWon'], message: '무료 행사의 참가비는 0원입니다.' });
    if (e.pricePolicy !== 'FREE' && e.priceWon <= 0) ctx.addIssue({ code: 'custom', path: ['priceWon'], message: '유료 행사는 참가비를 입력해 주세요.' });
    if (e.attendeeFileRequired && e.attendeeFileLabel === '') ctx.addIssue({ code: 'custom', path: ['attendeeFileLabel'], message: '필수 파일을 받으려면 파일 안내 문구를 입력해 주세요.' });
  });
/** What the editor form sends (instants may be 'YYYY-MM-DDTHH:mm' in Asia/Seoul). */
export type EventInput = z.input<typeof eventInputSchema>;
/** What the API stores (instants as UTC ISO strings). */
export type EventInputParsed = z.output<typeof eventInputSchema>;

export const adminEventMaterialSchema = eventMaterialSchema.extend({ createdAt: z.string() });
export type AdminEventMaterial = z.infer<typeof adminEventMaterialSchema>;

/** The stored record: every input field (instants as UTC ISO strings) plus bookkeeping. */
export const adminEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  type: z.enum(EVENT_TYPES),
  format: z.enum(EVENT_FORMATS),
  status: z.enum(EVENT_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  registrationClosesAt: z.string(),
  venueName: z.string(),
  venueAddress: z.string(),
  onlineUrl: z.string(),
  host: z.string(),
  capacity: z.number().int(),
  waitlistCapacity: z.number().int(),
  pricePolicy: z.enum(EVENT_PRICE_POLICIES),
  priceWon: z.number().int(),
  speakers: z.array(eventSpeakerSchema),
  agenda: z.array(eventAgendaItemSchema),
  tags: z.array(z.string()),
  coverUrl: z.string(),
  attendeeFileLabel: z.string(),
  attendeeFileRequired: z.boolean(),
  isSample: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;

export const adminEventResponseSchema = z.object({
  event: adminEventSchema,
  counts: registrationCountsSchema,
  materials: z.array(adminEventMaterialSchema),
  /** The public page, '/event/{id}'. */
  href: z.string(),
});
export type AdminEventResponse = z.infer<typeof adminEventResponseSchema>;

/** Text parts of POST /admin/events/:eventId/materials (plus one `file` part). */
export const eventMaterialUploadFieldsSchema = z.object({
  title: text('자료 제목', 120, true),
  registrantsOnly: z.enum(['true', 'false'], { error: '공개 범위를 선택해 주세요.' }).optional().default('false').transform((v) => v === 'true'),
});
export const adminEventMaterialResponseSchema = z.object({ material: adminEventMaterialSchema });

export const adminRegistrationParamsSchema = z.object({ eventId: z.string().max(20), registrationId: z.string().max(20) });

/** GET /admin/events/:eventId/registrations (and the .csv): status comma-separated, q searches name, email, company. */
export const adminRegistrationListQuerySchema = z.object({
  status: csvEnum(REGISTRATION_STATUSES, '신청 상태'),
  q: searchText(100),
  page: listPageSchema,
  size: pageSizeSchema(ADMIN_EVENT_PAGE_SIZES, 50),
});
export type AdminRegistrationListQuery = z.output<typeof adminRegistrationListQuerySchema>;

export const adminRegistrationSchema = eventRegistrationSchema.extend({
  userId: z.string(),
  /** GET path of the attendee file for editors, or null. */
  attendeeFilePath: z.string().nullable(),
  /** The order's status label when paid ('결제 완료', '환불 완료' …), else null. */
  paymentStatusLabel: z.string().nullable(),
});
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;

export const adminRegistrationListResponseSchema = z.object({
  event: adminEventListItemSchema,
  data: z.array(adminRegistrationSchema),
  pagination: listPaginationSchema,
});
export type AdminRegistrationListResponse = z.infer<typeof adminRegistrationListResponseSchema>;

export const adminRegistrationCancelResultSchema = z.object({
  registration: adminRegistrationSchema,
  refund: eventCancellationResultSchema.shape.refund,
  /** How many waiting registrations moved up to a seat. */
  promoted: z.number().int(),
});
export type AdminRegistrationCancelResult = z.infer<typeof adminRegistrationCancelResultSchema>;

/** The CSV's header row, in order (the file starts with a UTF-8 BOM; times in Asia/Seoul 'YYYY-MM-DD HH:mm'). */
export const EVENT_REGISTRATION_CSV_COLUMNS = ['신청번호', '상태', '이름', '이메일', '연락처', '회사', '직함', '메모', '결제 금액', '신청 일시', '첨부 파일'] as const;

// Asia/Seoul helpers for the screens (datetime-local values, month filter).
export { parseEventInstant, seoulMonthOf, seoulMonthRange, toSeoulLocal } from '../events/time';
// Add-to-calendar: the .ics text and the Google Calendar link (also used by the API's mail).
export { buildEventIcs, eventLocationText, googleCalendarUrl, type IcsEvent } from '../events/ics';
