import { randomUUID } from 'node:crypto';
import { AppError, isValidBusinessNumber, normalizeBusinessNumber, type RegisterCorporationRequest } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import { pgErrorCode, UNIQUE_VIOLATION } from '../cms/cms-context';
import { recordAudit } from '../record-activity';
import { inTransaction } from '../transaction';
import { managerColumns, violatedConstraint } from './corporation-rules';

const { corporations, users } = schema;

export interface RegisterActor {
  userId: string;
  ip: string;
}

/**
 * POST /corporations: a signed-in user in no corporation registers one and becomes its manager. The
 * 사업자등록번호 is checked with its check digit (BUSINESS_NUMBER_INVALID) and stored as 10 digits,
 * unique (BUSINESS_NUMBER_TAKEN, also when a concurrent registration wins the unique key). One
 * transaction: the corporation, the user's role and the audit row 'corporation.register'.
 */
export async function registerCorporation(db: Db, input: RegisterCorporationRequest, actor: RegisterActor, now: Date): Promise<string> {
  if (!isValidBusinessNumber(input.businessNumber)) throw new AppError('BUSINESS_NUMBER_INVALID');
  const businessNumber = normalizeBusinessNumber(input.businessNumber);
  try {
    return await inTransaction(db, async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, actor.userId)).for('update');
      if (!user || user.status !== 'ACTIVE') throw new AppError('UNAUTHENTICATED');
      if (user.corporationId) throw new AppError('ALREADY_IN_CORPORATION');
      const [taken] = await tx.select({ id: corporations.id }).from(corporations).where(eq(corporations.businessNumber, businessNumber));
      if (taken) throw new AppError('BUSINESS_NUMBER_TAKEN');
      const id = randomUUID();
      await tx.insert(corporations).values({
        id,
        name: input.name,
        managerName: input.managerName,
        phone: input.phone,
        email: input.email,
        address: `${input.address.roadAddress} ${input.address.detail}`.trim(),
        zonecode: input.address.zonecode,
        businessNumber,
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      });
      await tx
        .update(users)
        .set({ corporationId: id, ...managerColumns('MANAGER'), type: 'CORPORATE', corporationJoinedAt: now, corporationVia: 'REGISTERED', updatedAt: now })
        .where(eq(users.id, actor.userId));
      await recordAudit(tx, { actorId: actor.userId, action: 'corporation.register', targetType: 'corporation', targetId: id, ip: actor.ip, meta: {} });
      return id;
    });
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION && violatedConstraint(err).includes('business_number')) throw new AppError('BUSINESS_NUMBER_TAKEN');
    throw err;
  }
}
