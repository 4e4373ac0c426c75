import { randomUUID } from 'node:crypto';
import { AppError, type faqInputSchema } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isFaqId, type FaqRow } from '../../loaders/support/faqs';

type FaqValues = z.output<typeof faqInputSchema>;

export async function createFaq(db: Db, input: FaqValues, now: Date): Promise<FaqRow> {
  const [row] = await db.insert(schema.faqs).values({ id: randomUUID(), ...input, createdAt: now, updatedAt: now }).returning();
  return row!;
}

/** Replaces an entry; an unknown id is 404 FAQ_NOT_FOUND. */
export async function updateFaq(db: Db, id: string, input: FaqValues, now: Date): Promise<FaqRow> {
  if (!isFaqId(id)) throw new AppError('FAQ_NOT_FOUND');
  const [row] = await db.update(schema.faqs).set({ ...input, updatedAt: now }).where(eq(schema.faqs.id, id)).returning();
  if (!row) throw new AppError('FAQ_NOT_FOUND');
  return row;
}

export async function deleteFaq(db: Db, id: string): Promise<void> {
  if (!isFaqId(id)) throw new AppError('FAQ_NOT_FOUND');
  const rows = await db.delete(schema.faqs).where(eq(schema.faqs.id, id)).returning({ id: schema.faqs.id });
  if (rows.length === 0) throw new AppError('FAQ_NOT_FOUND');
}
