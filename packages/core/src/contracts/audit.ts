import { z } from 'zod';

/** GET /api/sejong/v1/admin/audit-log?page&size (ROLE_ADMIN): who changed or read what, newest first. */
export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorNickname: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  meta: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

export const auditLogResponseSchema = z.object({
  data: z.array(auditEntrySchema),
  pagination: z.object({ page: z.number().int(), size: z.number().int(), count: z.number().int() }),
});
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;
