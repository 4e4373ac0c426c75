import multipart from '@fastify/multipart';
import {
  AppError, errorEnvelopeSchema, REIT_IMPORT_MAX_FILES, reitImportListSchema, reitImportQuerySchema, reitImportReportSchema,
} from '@spi/core';
import { schema } from '@spi/db';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTENT_TAGS } from '../../../../cache/content-tags';
import { auditCms } from '../../../../commands/cms/cms-context';
import { importReitFiles, MAX_FILE_BYTES } from '../../../../commands/reits/import-reit-files';
import { errorResponses } from '../../../responses';
import { closeConnectionOnError, cmsActor, security } from './shared';

const tags = ['admin-reits'];
const RECENT_IMPORTS = 20;

/** /admin/reits/imports: editors load REIT data files (CSV or XLSX, docs/data-import.md) and see past imports. */
const reitImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: REIT_IMPORT_MAX_FILES, fields: 0, parts: REIT_IMPORT_MAX_FILES, headerPairs: 100 } });

  app.get('/reits/imports', {
    schema: { tags, summary: '최근 리츠 데이터 가져오기 기록', security, response: { 200: reitImportListSchema, ...errorResponses(401, 403) } },
  }, async () => {
    const rows = await app.db.db.select().from(schema.reitImports).orderBy(desc(schema.reitImports.createdAt)).limit(RECENT_IMPORTS);
    return { data: rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString(), importedBy: r.importedBy, files: r.files })) };
  });

  app.post('/reits/imports', {
    onSend: closeConnectionOnError,
    schema: {
      tags,
      summary: '리츠 데이터 가져오기 (multipart/form-data, 파일 여러 개)',
      description: `CSV 또는 XLSX 파일을 \`file\` 필드로 최대 ${REIT_IMPORT_MAX_FILES}개 (각 ${MAX_FILE_BYTES / 1024 / 1024}MB 이하). 모든 행을 검사하고, 오류가 하나라도 있으면 아무것도 쓰지 않습니다. \`dryRun=true\`이면 검사만 합니다. 같은 파일을 다시 올려도 결과는 같습니다.`,
      security,
      consumes: ['multipart/form-data'],
      querystring: reitImportQuerySchema,
      response: { 200: reitImportReportSchema, 413: errorEnvelopeSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => {
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'multipart/form-data 형식으로 파일을 올려 주세요.');
    const actor = await cmsActor(app, request);
    const files: Array<{ name: string; bytes: Uint8Array }> = [];
    for await (const part of request.files()) {
      if (part.fieldname !== 'file') throw new AppError('BAD_REQUEST', '올릴 파일을 file 필드에 넣어 주세요.');
      const bytes = await part.toBuffer().catch((error: unknown) => {
        if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('PAYLOAD_TOO_LARGE', `파일은 ${MAX_FILE_BYTES / 1024 / 1024}MB까지 올릴 수 있습니다.`);
        }
        throw error;
      });
      files.push({ name: [...part.filename.normalize('NFC')].filter((c) => c >= ' ').join('').slice(0, 200) || 'file', bytes });
    }
    if (files.length === 0) throw new AppError('BAD_REQUEST', '올릴 파일을 file 필드에 넣어 주세요.');
    const report = await importReitFiles(app.db.db, files, { importedBy: actor.userId, dryRun: request.query.dryRun, now: new Date(app.clock()) });
    if (report.written) {
      await auditCms(app.db.db, actor, 'reit.import', 'reit-import', 'reits', { files: report.files.map((f) => ({ name: f.name, table: f.table, rows: f.rows, inserted: f.inserted, updated: f.updated })) });
      void app.contentChangeNotifier.notify([CONTENT_TAGS.reits]);
    }
    return report;
  });
};

export default reitImportRoutes;
