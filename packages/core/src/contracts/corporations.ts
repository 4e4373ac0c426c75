import { z } from 'zod';
import { checkoutResponseSchema } from './billing';

/** Corporation of spec section 3 (GET /api/sejong/v1/corporations/{id}). */
export const corporationSchema = z
  .object({
    corporationId: z.string(),
    name: z.string(),
    managerName: z.string(),
    phone: z.string(),
    address: z.string(),
    email: z.string(),
  })
  .meta({ id: 'Corporation' });

const phonePattern = /^0\d{1,2}-?\d{3,4}-?\d{4}$/;

/** PUT /api/sejong/v1/corporations/{id} (corporationId, managerName, phone, address, email). */
export const updateCorporationRequestSchema = z.object({
  corporationId: z.string().min(1),
  managerName: z.string().trim().min(2, { error: '담당자 이름을 2자 이상 입력해 주세요.' }).max(30, { error: '담당자 이름은 30자 이하로 입력해 주세요.' }),
  phone: z.string().trim().regex(phonePattern, { error: '연락처를 02-1234-5678 형식으로 입력해 주세요.' }),
  address: z.string().trim().min(5, { error: '주소를 입력해 주세요.' }).max(200),
  email: z.email({ error: '올바른 이메일 주소를 입력해 주세요.' }).max(200),
  /** Beyond the spec's fields: the postal code of an address chosen in the address search (kept as is when absent). */
  zonecode: z.string().trim().regex(/^\d{5}$/, { error: '우편번호는 5자리 숫자입니다.' }).optional(),
});

export const corporationParamsSchema = z.object({ id: z.string().min(1).max(64) });
export type CorporationDto = z.infer<typeof corporationSchema>;
export type UpdateCorporationRequest = z.infer<typeof updateCorporationRequestSchema>;

/*
 * Corporate accounts (issue 10). Paths under /api/sejong/v1:
 * - POST   /corporations                                   register (the registering user becomes manager)
 * - GET    /corporations/{id}, PUT /corporations/{id}      the spec's corporation (members read, manager writes)
 * - GET    /corporations/{id}/overview                     seats, members, invitations, domain, membership, orders (manager; members see a subset)
 * - POST   /corporations/{id}/invitations                  invite by e-mail (manager)
 * - DELETE /corporations/{id}/invitations/{invitationId}   revoke (manager); POST .../resend
 * - GET    /invitations/{token}                            what an invitation link offers (signed in)
 * - POST   /invitations/{token}/accept                     join with it
 * - PUT    /corporations/{id}/auto-join                    the verified domain and whether it lets people join
 * - GET    /corporations/joinable                          corporations the viewer may join by their e-mail domain
 * - POST   /corporations/{id}/join                         join by domain
 * - DELETE /corporations/{id}/members/{userId}             remove a member (manager) or leave (self)
 * - POST   /corporations/{id}/transfer-manager             hand the manager role to a member
 * - POST   /corporations/{id}/orders                       buy N seats: card (a checkout) or bank deposit
 * - POST   /corporations/{id}/orders/{orderId}/deposit-request   'request deposit confirmation' modal
 * - POST   /corporations/{id}/orders/{orderId}/cancel      cancel a deposit order that is still waiting
 * - GET    /admin/corporate-orders, POST .../{orderId}/confirm-deposit | cancel   (ROLE_ADMIN)
 * - PUT    /admin/users/{userId}/fund-role, PUT /admin/corporations/{id}/fund-role  (ROLE_ADMIN)
 * - GET    /addresses?query=&page=                          address search (local stand-in for Daum postcode)
 */
const businessNumberField = z
  .string()
  .trim()
  .min(1, { error: '사업자등록번호를 입력해 주세요.' })
  .max(20, { error: '사업자등록번호는 10자리입니다.' });

export const corporationAddressSchema = z.object({
  /** The road address as chosen in the address search modal. */
  roadAddress: z.string().trim().min(5, { error: '주소 검색으로 주소를 선택해 주세요.' }).max(200),
  /** 동·층·호: typed by the person. */
  detail: z.string().trim().max(100, { error: '상세 주소는 100자 이하로 입력해 주세요.' }).default(''),
  zonecode: z.string().trim().regex(/^\d{5}$/, { error: '우편번호는 5자리 숫자입니다.' }),
});

/** POST /corporations: register a corporation; the business number is checked with its check digit by the API too. */
export const registerCorporationRequestSchema = z.object({
  name: z.string().trim().min(2, { error: '법인명을 2자 이상 입력해 주세요.' }).max(60, { error: '법인명은 60자 이하로 입력해 주세요.' }),
  businessNumber: businessNumberField,
  managerName: updateCorporationRequestSchema.shape.managerName,
  phone: updateCorporationRequestSchema.shape.phone,
  email: updateCorporationRequestSchema.shape.email,
  address: corporationAddressSchema,
});
export type RegisterCorporationRequest = z.infer<typeof registerCorporationRequestSchema>;

export const corporationRoles = ['MANAGER', 'MEMBER'] as const;
export const CORPORATION_ROLE_LABELS: Record<(typeof corporationRoles)[number], string> = { MANAGER: '관리자', MEMBER: '멤버' };

export const corporationMemberSchema = z
  .object({
    userId: z.string(),
    nickname: z.string(),
    email: z.string(),
    role: z.enum(corporationRoles),
    joinedAt: z.string(),
    /** How they joined. */
    via: z.enum(['REGISTERED', 'INVITATION', 'DOMAIN', 'STAFF']),
    /** Whether the corporate membership is in force for them (false before seats are bought). */
    seatActive: z.boolean(),
  })
  .meta({ id: 'CorporationMember' });

export const invitationStatuses = ['PENDING', 'ACCEPTED', 'REVOKED', 'EXPIRED'] as const;
export const INVITATION_STATUS_LABELS: Record<(typeof invitationStatuses)[number], string> = {
  PENDING: '수락 대기',
  ACCEPTED: '수락함',
  REVOKED: '취소함',
  EXPIRED: '기간 만료',
};
export const invitationSchema = z
  .object({
    invitationId: z.string(),
    email: z.string(),
    status: z.enum(invitationStatuses),
    invitedBy: z.string().nullable(),
    createdAt: z.string(),
    expiresAt: z.string(),
    acceptedAt: z.string().nullable(),
  })
  .meta({ id: 'CorporationInvitation' });

export const corporateOrderMethods = ['CARD', 'DEPOSIT'] as const;
export const CORPORATE_ORDER_METHOD_LABELS: Record<(typeof corporateOrderMethods)[number], string> = { CARD: '카드 결제', DEPOSIT: '무통장입금' };
export const corporateOrderStatuses = ['AWAITING_DEPOSIT', 'DEPOSIT_REQUESTED', 'PENDING', 'PAID', 'FAILED', 'UNKNOWN', 'CANCELLED', 'EXPIRED', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;
export const CORPORATE_ORDER_STATUS_LABELS: Record<(typeof corporateOrderStatuses)[number], string> = {
  AWAITING_DEPOSIT: '입금 대기',
  DEPOSIT_REQUESTED: '입금 확인 요청',
  PENDING: '결제 중',
  PAID: '결제 완료',
  FAILED: '결제 실패',
  UNKNOWN: '결과 확인 중',
  CANCELLED: '취소됨',
  EXPIRED: '입금 기한 지남',
  REFUNDED: '환불 완료',
  PARTIALLY_REFUNDED: '부분 환불',
};

export const depositAccountSchema = z.object({ bank: z.string(), accountNumber: z.string(), holder: z.string() });

export const corporateOrderSchema = z
  .object({
    orderId: z.string(),
    corporationId: z.string(),
    corporationName: z.string(),
    orderName: z.string(),
    planCode: z.string(),
    cycle: z.enum(['MONTHLY', 'YEARLY']),
    seats: z.number().int(),
    /** Price per seat for the cycle, in won. */
    unitPrice: z.number().int(),
    amount: z.number().int(),
    method: z.enum(corporateOrderMethods),
    status: z.enum(corporateOrderStatuses),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    periodStart: z.string().nullable(),
    periodEnd: z.string().nullable(),
    deposit: z
      .object({
        account: depositAccountSchema,
        depositorName: z.string(),
        deadline: z.string(),
        requestedAt: z.string().nullable(),
        requestNote: z.string().nullable(),
        /** The day the manager says the money was sent (depositRequestSchema.depositedOn, YYYY-MM-DD). */
        depositedOn: z.string().nullable().optional(),
        confirmedAt: z.string().nullable(),
        cancelledAt: z.string().nullable(),
        cancelReason: z.string().nullable(),
      })
      .nullable(),
    /** CARD: where to register the card (the registration payment method modal uses it). */
    checkoutId: z.string().nullable(),
    receiptUrl: z.string().nullable(),
    failureMessage: z.string().nullable(),
  })
  .meta({ id: 'CorporateOrder' });
export type CorporateOrderDto = z.infer<typeof corporateOrderSchema>;

export const corporateMembershipSchema = z
  .object({
    membershipId: z.string(),
    planCode: z.string(),
    planName: z.string(),
    seats: z.number().int(),
    periodStart: z.string(),
    periodEnd: z.string(),
    /** Membership roles every seat carries (for example FUND). */
    roles: z.array(z.string()),
  })
  .meta({ id: 'CorporateMembership' });

/** GET /corporations/{id}/overview. Members see the corporation, seats and membership; managers see everything. */
export const corporationOverviewSchema = z
  .object({
    corporation: corporationSchema.extend({
      businessNumber: z.string(),
      zonecode: z.string(),
      createdAt: z.string(),
    }),
    viewerRole: z.enum(corporationRoles).nullable(),
    seats: z.object({ bought: z.number().int().nullable(), limit: z.number().int(), used: z.number().int(), pendingInvitations: z.number().int() }),
    membership: corporateMembershipSchema.nullable(),
    autoJoin: z.object({ domain: z.string().nullable(), enabled: z.boolean() }),
    members: z.array(corporationMemberSchema),
    invitations: z.array(invitationSchema),
    orders: z.array(corporateOrderSchema),
  })
  .meta({ id: 'CorporationOverview' });
export type CorporationOverviewDto = z.infer<typeof corporationOverviewSchema>;

export const corporationMemberParamsSchema = z.object({ id: corporationParamsSchema.shape.id, userId: z.string().min(1).max(64) });
export const invitationParamsSchema = z.object({ id: corporationParamsSchema.shape.id, invitationId: z.string().min(1).max(64) });
export const invitationTokenParamsSchema = z.object({ token: z.string().min(20).max(100).regex(/^[A-Za-z0-9_-]+$/, { error: '초대 링크가 올바르지 않습니다.' }) });
export const corporateOrderParamsSchema = z.object({ id: corporationParamsSchema.shape.id, orderId: z.string().min(6).max(64).regex(/^[A-Za-z0-9_-]+$/) });

export const inviteRequestSchema = z.object({
  email: z.email({ error: '올바른 이메일 주소를 입력해 주세요.' }).max(200).transform((e) => e.trim().toLowerCase()),
});
export const invitationResponseSchema = z.object({ invitation: invitationSchema });

/** GET /invitations/{token}: what the link offers, before accepting. */
export const invitationPreviewSchema = z.object({
  corporationName: z.string(),
  invitedBy: z.string().nullable(),
  email: z.string(),
  expiresAt: z.string(),
  status: z.enum(invitationStatuses),
  /** Whether the signed-in viewer can accept it now, and if not the error code that would answer. */
  acceptable: z.boolean(),
  blockedBy: z.string().nullable(),
  blockedMessage: z.string().nullable(),
});
/** After joining: seatActive says whether the corporate membership is in force (the member holds a seat now). */
export const acceptInvitationResponseSchema = z.object({ corporationId: z.string(), corporationName: z.string(), seatActive: z.boolean() });

export const autoJoinRequestSchema = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.{3,100}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/, { error: '회사 이메일 도메인을 example.co.kr 형식으로 입력해 주세요.' })
    .nullable(),
  enabled: z.boolean(),
});
export const joinableCorporationSchema = z.object({ corporationId: z.string(), name: z.string(), domain: z.string(), seatsLeft: z.number().int() });
export const joinableCorporationsResponseSchema = z.object({ corporations: z.array(joinableCorporationSchema) });

export const transferManagerRequestSchema = z.object({
  toUserId: z.string().min(1, { error: '관리자 권한을 넘길 멤버를 선택해 주세요.' }).max(64),
  /** Keep the current manager as a manager too (a corporation may have several). */
  keepSelfAsManager: z.boolean().default(false),
});

export const corporateOrderRequestSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('CARD'),
    cycle: z.enum(['MONTHLY', 'YEARLY']),
    seats: z.coerce.number().int({ error: '좌석 수는 정수로 입력해 주세요.' }).min(1, { error: '좌석은 1석 이상 구매해 주세요.' }).max(500, { error: '좌석은 한 번에 500석까지 구매할 수 있습니다. 더 필요하시면 문의해 주세요.' }),
  }),
  z.object({
    method: z.literal('DEPOSIT'),
    cycle: z.enum(['MONTHLY', 'YEARLY']),
    seats: z.coerce.number().int({ error: '좌석 수는 정수로 입력해 주세요.' }).min(1, { error: '좌석은 1석 이상 구매해 주세요.' }).max(500, { error: '좌석은 한 번에 500석까지 구매할 수 있습니다. 더 필요하시면 문의해 주세요.' }),
    depositorName: z.string().trim().min(2, { error: '입금자명을 2자 이상 입력해 주세요.' }).max(30, { error: '입금자명은 30자 이하로 입력해 주세요.' }),
  }),
]);
export type CorporateOrderRequest = z.infer<typeof corporateOrderRequestSchema>;
/** POST /corporations/{id}/orders: the order, and for CARD the started card registration (as POST /users/me/checkouts answers). */
export const corporateOrderResponseSchema = z.object({ order: corporateOrderSchema, checkout: checkoutResponseSchema.nullable() });

/** 'settings: request deposit confirmation': the manager says the money was sent. */
export const depositRequestSchema = z.object({
  depositorName: z.string().trim().min(2, { error: '입금자명을 2자 이상 입력해 주세요.' }).max(30, { error: '입금자명은 30자 이하로 입력해 주세요.' }),
  depositedOn: z.iso.date({ error: '입금한 날짜를 선택해 주세요.' }),
  note: z.string().trim().max(300, { error: '메모는 300자 이하로 입력해 주세요.' }).optional(),
});
export const cancelCorporateOrderRequestSchema = z.object({ reason: z.string().trim().max(300).optional() });

export const adminCorporateOrdersQuerySchema = z.object({
  status: z.enum(['AWAITING_DEPOSIT', 'DEPOSIT_REQUESTED', 'PAID', 'CANCELLED', 'EXPIRED']).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const adminCorporateOrdersResponseSchema = z.object({
  orders: z.array(
    corporateOrderSchema.extend({
      businessNumber: z.string(),
      managerEmail: z.string().nullable(),
      /** Roles of the corporation's corporate membership in force (for example FUND); null when it has none. */
      membershipRoles: z.array(z.string()).nullable().optional(),
    }),
  ),
  pagination: z.object({ count: z.number().int(), page: z.number().int(), size: z.number().int() }),
});
export const adminOrderParamsSchema = z.object({ orderId: z.string().min(6).max(64).regex(/^[A-Za-z0-9_-]+$/) });
/** What the manager's deposit-request and cancel answer: the order as it is now. */
export const corporateOrderResultSchema = z.object({ order: corporateOrderSchema });
/** What the admin's confirm-deposit and cancel answer: the order as the admin list shows it. */
export const adminCorporateOrderResponseSchema = z.object({ order: adminCorporateOrdersResponseSchema.shape.orders.element });

export const fundRoleRequestSchema = z.object({ fund: z.boolean() });
export const fundRoleResponseSchema = z.object({ roles: z.array(z.string()) });

/** One result of the address search: the Daum postcode service's fields. */
export const addressResultSchema = z
  .object({
    roadAddress: z.string(),
    jibunAddress: z.string(),
    zonecode: z.string(),
    buildingName: z.string(),
    sido: z.string(),
    sigungu: z.string(),
  })
  .meta({ id: 'AddressResult' });
export type AddressResult = z.infer<typeof addressResultSchema>;
export const addressSearchQuerySchema = z.object({
  query: z.string().trim().min(2, { error: '도로명, 건물명 또는 지번을 2자 이상 입력해 주세요.' }).max(80),
  page: z.coerce.number().int().min(0).max(100).default(0),
  size: z.coerce.number().int().min(1).max(30).default(10),
});
export const addressSearchResponseSchema = z.object({
  results: z.array(addressResultSchema),
  pagination: z.object({ count: z.number().int(), page: z.number().int(), size: z.number().int() }),
  /** 'local': the bundled sample (development and tests); 'daum': the browser uses the Daum postcode script instead. */
  provider: z.enum(['local', 'daum']),
});
