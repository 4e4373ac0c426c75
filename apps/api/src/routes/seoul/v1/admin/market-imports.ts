import multipart from '@fastify/multipart';
import { AppError, errorEnvelopeSchema } from '@spi/core';
import {
  DATA_IMPORT_MAX_FILE_BYTES, DATA_IMPORT_MAX_FILES, dataImportListSchema, dataImportQuerySchema, dataImportReportSchema, type DataImportDataset, type DataImportReport,
} from '@spi/core/contracts/data-import';
import { schema, type Db } from '@spi/db';
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTENT_TAGS } from '../../../../cache/content-tags';
import { importDealFiles } from '../../../../commands/deals/import-deal-files';
import { importFundFiles } from '../../../../commands/funds/import-fund-files';
import type { ImportOptions } from '../../../../commands/imports/engine';
import { auditCms } from '../../../../commands/cms/cms-context';
import { errorResponses } from '../../../responses';
import { closeConnectionOnError, cmsActor, security } from './shared';

const RECENT_IMPORTS = 20;
const MB = DATA_IMPORT_MAX_FILE_BYTES / 1024 / 1024;

interface DatasetRoute {
  dataset: DataImportDataset;
  /** Korean name for summaries. */
  label: string;
  tables: string;
  run(db: Db, files: Array<{ name: string; bytes: Uint8Array }>, options: ImportOptions): Promise<DataImportReport>;
}

const DATASETS: DatasetRoute[] = [
  { dataset: 'deals', label: '딜정보', tables: 'deals', run: importDealFiles },
  { dataset: 'funds', label: '사모펀드', tables: 'funds, fund_assets, fund_investors', run: importFundFiles },
];

/** The uploaded files of a multipart request (`file` parts only), names cleaned of control characters. */
async function readFiles(request: FastifyRequest): Promise<Array<{ name: string; bytes: Uint8Array }>> {
  const files: Array<{ name: string; bytes: Uint8Array }> = [];
  for await (const part of request.files()) {
    if (part.fieldname !== 'file') throw new AppError('BAD_REQUEST', '올릴 파일을 file 필드에 넣어 주세요.');
    const bytes = await part.toBuffer().catch((error: unknown) => {
      if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('PAYLOAD_TOO_LARGE', `파일은 ${MB}MB까지 올릴 수 있습니다.`);
      }
      throw error;
    });
    files.push({ name: [...part.filename.normalize('NFC')].filter((c) => c >= ' ' && c !== '\u007f').join('').slice(0, 200) || 'file', bytes });
  }
  if (files.length === 0) throw new AppError('BAD_REQUEST', '올릴 파일을 file 필드에 넣어 주세요.');
  return files;
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

function register(app: ZodApp, d: DatasetRoute): void {
  const tags = [`admin-${d.dataset}`];

  app.get(`/${d.dataset}/imports`, {
    schema: { tags, summary: `최근 ${d.label} 데이터 가져오기 기록`, security, response: { 200: dataImportListSchema, ...errorResponses(401, 403) } },
  }, async () => {
    const rows = await app.db.db.select().from(schema.dataImports).where(eq(schema.dataImports.dataset, d.dataset)).orderBy(desc(schema.dataImports.createdAt)).limit(RECENT_IMPORTS);
    return { data: rows.map((r) => ({ id: r.id, dataset: r.dataset, createdAt: r.createdAt.toISOString(), importedBy: r.importedBy, files: r.files })) };
  });

  app.post(`/${d.dataset}/imports`, {
    onSend: closeConnectionOnError,
    schema: {
      tags,
      summary: `${d.label} 데이터 가져오기 (multipart/form-data, 파일 여러 개)`,
      description: `CSV 또는 XLSX 파일(표: ${d.tables})을 \`file\` 필드로 최대 ${DATA_IMPORT_MAX_FILES}개 (각 ${MB}MB 이하). 모든 행을 검사하고, 오류가 하나라도 있으면 아무것도 쓰지 않습니다. \`dryRun=true\`이면 검사만 합니다. 같은 파일을 다시 올려도 결과는 같습니다.`,
      security,
      consumes: ['multipart/form-data'],
      querystring: dataImportQuerySchema,
      response: { 200: dataImportReportSchema, 413: errorEnvelopeSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => {
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'multipart/form-data 형식으로 파일을 올려 주세요.');
    const actor = await cmsActor(app, request);
    const files = await readFiles(request);
    const report = await d.run(app.db.db, files, { importedBy: actor.userId, dryRun: request.query.dryRun, now: new Date(app.clock()) });
    if (report.written) {
      // The CMS audit log (who imported what); the per-record trail is in record_audits.
      await auditCms(app.db.db, actor, `${d.dataset === 'deals' ? 'deal' : 'fund'}.import`, d.dataset === 'deals' ? 'deal-import' : 'fund-import', d.dataset, { files: report.files.map((f) => ({ name: f.name, table: f.table, rows: f.rows, inserted: f.inserted, updated: f.updated })) });
      // Deals and funds link to each other (buyer funds, fund assets' deals): both lists change.
      void app.contentChangeNotifier.notify([CONTENT_TAGS.deals, CONTENT_TAGS.funds]);
    }
    return report;
  });
}

/**
 * /admin/deals/imports and /admin/funds/imports: editors load deal and fund data files (CSV or XLSX,
 * docs/data-import.md) and see the recent imports of each dataset. The group hook already checked the
 * editor role (401/403 before the body is read).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: DATA_IMPORT_MAX_FILE_BYTES, files: DATA_IMPORT_MAX_FILES, fields: 0, parts: DATA_IMPORT_MAX_FILES, headerPairs: 100 } });
  for (const d of DATASETS) register(app, d);
};

export default routes;
