import { z } from 'zod';

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
});

export const corporationParamsSchema = z.object({ id: z.string().min(1).max(64) });
export type CorporationDto = z.infer<typeof corporationSchema>;
export type UpdateCorporationRequest = z.infer<typeof updateCorporationRequestSchema>;
