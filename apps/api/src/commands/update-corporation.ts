import { AppError, type UpdateCorporationRequest } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import type { CorporationAccess } from '../policies/corporation';
import type { CorporationRow } from '../presenters/corporation';
import { recordAudit } from './record-activity';
import { inTransaction } from './transaction';

/** The fields PUT /corporations/{id} may change; the name and the id stay as they are. */
export const EDITABLE_CORPORATION_FIELDS = ['managerName', 'phone', 'address', 'email'] as const;
export type EditableCorporationField = (typeof EDITABLE_CORPORATION_FIELDS)[number];

export interface CorporationUpdateActor {
  actorId: string;
  ip: string;
  access: CorporationAccess;
}

/**
 * PUT /corporations/{id}: one transaction locks the row, writes the changed fields and an audit row
 * 'corporation.update' naming them (never their values). 404 NOT_FOUND when the corporation is unknown.
 */
export async function updateCorporation(
  db: Db,
  corporationId: string,
  input: Pick<UpdateCorporationRequest, EditableCorporationField | 'zonecode'>,
  actor: CorporationUpdateActor,
  now: number,
): Promise<CorporationRow> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(schema.corporations).where(eq(schema.corporations.id, corporationId)).for('update');
    if (!current) throw new AppError('NOT_FOUND');
    const changed: Array<EditableCorporationField | 'zonecode'> = EDITABLE_CORPORATION_FIELDS.filter((field) => current[field] !== input[field]);
    // The postal code travels with an address chosen in the address search; without it, it stays.
    if (input.zonecode !== undefined && input.zonecode !== current.zonecode) changed.push('zonecode');
    let row = current;
    if (changed.length > 0) {
      const values: Partial<Record<EditableCorporationField | 'zonecode', string>> = {};
      for (const field of changed) values[field] = input[field];
      const [updated] = await tx
        .update(schema.corporations)
        .set({ ...values, updatedAt: new Date(now) })
        .where(eq(schema.corporations.id, corporationId))
        .returning();
      row = updated!;
    }
    await recordAudit(tx, {
      actorId: actor.actorId,
      action: 'corporation.update',
      targetType: 'corporation',
      targetId: corporationId,
      ip: actor.ip,
      meta: { fields: changed, access: actor.access },
    });
    return row;
  });
}
