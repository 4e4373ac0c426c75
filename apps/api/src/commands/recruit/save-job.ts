import { AppError, type JobInput } from '@spi/core';
import { indexJobSearchDocuments, schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import { inTransaction } from '../transaction';
import type { JobRow } from '../../loaders/recruit/load-jobs';

const { jobPostings: jobs } = schema;

/** The stored fields of an input: trimmed, tags without duplicates, the apply field of the other method cleared. */
export function jobValues(input: JobInput) {
  return {
    company: input.company,
    companyDescription: input.companyDescription,
    title: input.title,
    roleFamily: input.roleFamily,
    location: input.location,
    locationDetail: input.locationDetail,
    experienceMin: input.experienceMin,
    experienceMax: input.experienceMax,
    employmentType: input.employmentType,
    salaryMinManwon: input.salaryMinManwon,
    salaryMaxManwon: input.salaryMaxManwon,
    deadline: input.deadline,
    description: input.description,
    requirements: input.requirements,
    preferred: input.preferred,
    benefits: input.benefits,
    applyMethod: input.applyMethod,
    applyUrl: input.applyMethod === 'LINK' ? input.applyUrl : '',
    applyEmail: input.applyMethod === 'EMAIL' ? input.applyEmail : '',
    status: input.status,
    tags: [...new Set(input.tags.map((t) => t.trim()).filter(Boolean))],
    isSample: input.isSample,
  };
}

/** Adds a posting; publishing stamps publishedAt. The search document is written in the same transaction. */
export async function createJob(db: Db, input: JobInput, actorId: string | null, now: Date): Promise<JobRow> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(jobs).values({
      ...jobValues(input),
      publishedAt: input.status === 'PUBLISHED' ? now : null,
      createdBy: actorId,
      createdAt: now,
      updatedAt: now,
    }).returning();
    await indexJobSearchDocuments(tx, [row!.id], now);
    return row!;
  });
}

/**
 * Replaces a posting's fields (404 JOB_NOT_FOUND when missing). publishedAt is set the first time it is
 * published and kept while it stays published (the 'latest' order does not jump on an edit); a draft has none.
 */
export async function updateJob(db: Db, id: number, input: JobInput, now: Date): Promise<JobRow> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!before) throw new AppError('JOB_NOT_FOUND');
    const publishedAt = input.status === 'PUBLISHED' ? (before.publishedAt ?? now) : null;
    const [row] = await tx.update(jobs).set({ ...jobValues(input), publishedAt, updatedAt: now }).where(eq(jobs.id, id)).returning();
    await indexJobSearchDocuments(tx, [id], now);
    return row!;
  });
}

/** Deletes a posting (404 when missing) and its search document. */
export async function deleteJob(db: Db, id: number, now: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [before] = await tx.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
    if (!before) throw new AppError('JOB_NOT_FOUND');
    await indexJobSearchDocuments(tx, [id], now);
  });
}
