'use client';

import { useQuery } from '@/lib/query';
import { API_ROOTS } from '@spi/core';
import { dataImportListSchema, dataImportReportSchema, type DataImportDataset, type DataImportReport } from '@spi/core/contracts/data-import';
import { api } from '@/lib/api-client';
import { postMultipart, type UploadOptions } from '../../api/upload';

const ADMIN = `${API_ROOTS.seoul}/admin`;

/** Query keys of the recent deal and fund imports. */
export const marketImportKeys = {
  imports: (dataset: DataImportDataset) => ['cms', dataset, 'imports'] as const,
};

/** GET /admin/deals/imports or /admin/funds/imports: the last 20 imports of the dataset. */
export const useMarketImports = (dataset: DataImportDataset) =>
  useQuery({
    queryKey: marketImportKeys.imports(dataset),
    queryFn: ({ signal }) => api.get(`${ADMIN}/${dataset}/imports`, { schema: dataImportListSchema, signal }).then((r) => r.data),
  });

/** POST /admin/deals/imports or /admin/funds/imports: the files, checked only (`dryRun`) or imported. */
export function uploadMarketFiles(dataset: DataImportDataset, files: File[], dryRun: boolean, options: UploadOptions = {}): Promise<DataImportReport> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return postMultipart(`${ADMIN}/${dataset}/imports${dryRun ? '?dryRun=true' : ''}`, form, dataImportReportSchema, options);
}
