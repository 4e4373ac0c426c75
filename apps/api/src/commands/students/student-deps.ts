import path from 'node:path';
import type { Db } from '@spi/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mailer';
import { createPrivateStorage, MEDIA_LAYOUT, PRIVATE_PREFIXES, type MediaStorage } from '../../adapters/media-storage';
import type { AppConfig } from '../../config';

/** What the student commands need: the database, the mailer, a clock, the configured school domains and the document store. */
export interface StudentDeps {
  db: Db;
  mailer: Mailer | null;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now: () => Date;
  schoolDomains: readonly string[];
  publicOrigin: string;
  documents: MediaStorage;
}

/**
 * Student-ID documents are personal data: they live in their own store, outside the public media
 * folder (`<data dir>/private/student-documents`, never under MEDIA_DIR), so no public route can reach
 * them; only GET /admin/student-verifications/{id}/document streams one, to an admin, audited. The
 * store is the media storage adapter (same interface and key rules), rooted elsewhere.
 */
export function studentDocumentsDir(config: Pick<AppConfig, 'dataDir' | 'mediaDir'>): string {
  const dir = path.resolve(config.dataDir, 'private', 'student-documents');
  const media = path.resolve(config.mediaDir);
  if (dir === media || dir.startsWith(media + path.sep)) throw new Error('The student documents folder must not be inside MEDIA_DIR');
  return dir;
}

const stores = new WeakMap<object, MediaStorage>();

/** The private store of student ID documents: the folder above, or `student-documents/` in the private bucket with MEDIA_STORAGE=s3. */
export function studentDocumentStorage(config: Pick<AppConfig, 'dataDir' | 'mediaDir'> & Partial<Pick<AppConfig, 'mediaStorage' | 's3'>>): MediaStorage {
  let store = stores.get(config);
  if (!store) {
    store = createPrivateStorage(config, { root: studentDocumentsDir(config), prefix: PRIVATE_PREFIXES.studentDocuments, layout: MEDIA_LAYOUT });
    stores.set(config, store);
  }
  return store;
}

export function studentDeps(app: {
  db: { db: Db };
  config: Pick<AppConfig, 'students' | 'publicOrigin' | 'dataDir' | 'mediaDir'> & Partial<Pick<AppConfig, 'mediaStorage' | 's3'>>;
  mailer?: Mailer | null;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  clock: () => number;
}): StudentDeps {
  return {
    db: app.db.db,
    mailer: app.mailer ?? null,
    log: app.log,
    now: () => new Date(app.clock()),
    schoolDomains: app.config.students.schoolDomains,
    publicOrigin: app.config.publicOrigin,
    documents: studentDocumentStorage(app.config),
  };
}

/** Sends a student notice; a mail failure is logged (without the message text), never fails the change that caused it. */
export async function sendStudentMail(deps: Pick<StudentDeps, 'mailer' | 'log'>, message: { to: string | null | undefined; subject: string; text: string; template: string; dedupeKey?: string; secrets?: string[] }): Promise<boolean> {
  if (!deps.mailer || !message.to) return false;
  try {
    await deps.mailer.send({ to: message.to, subject: message.subject, text: message.text, template: message.template, dedupeKey: message.dedupeKey, secrets: message.secrets });
    return true;
  } catch (err) {
    deps.log.warn({ errName: err instanceof Error ? err.name : 'Error', template: message.template }, 'student notice not sent');
    return false;
  }
}
