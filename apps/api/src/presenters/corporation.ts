import type { CorporationDto } from '@spi/core';
import type { schema } from '@spi/db';

export type CorporationRow = typeof schema.corporations.$inferSelect;

/** A corporation as the client sees it (spec section 3): no sample flag, no timestamps. */
export function presentCorporation(row: CorporationRow): CorporationDto {
  return {
    corporationId: row.id,
    name: row.name,
    managerName: row.managerName,
    phone: row.phone,
    address: row.address,
    email: row.email,
  };
}
