'use client';

import { REIT_IMPORT_MAX_FILES } from '@spi/core';
import { cmsKeys } from '../../api/cms-keys';
import { useReitImports } from '../../api/reits-admin-api';
import { uploadReitFiles } from '../../api/upload';
import { DataImportPanel } from '../imports/data-import-panel';
import { CmsPageHeader } from '../shell/cms-shell';
import { TABLE_LABELS } from './import-report';

/**
 * /admin/reits: load REIT data files (CSV or XLSX, one per table; docs/data-import.md). Files are
 * checked first (dry run) and the report lists every problem by file, row and column; importing is
 * possible only when the check found none, and writes everything or nothing.
 */
export function ReitDataScreen() {
  const imports = useReitImports();
  return (
    <>
      <CmsPageHeader
        title="리츠 데이터"
        description={<>리츠 기본정보, 발행주식수, 시세, 배당, 재무, 자산·임대차, 차입금 파일(CSV·XLSX)을 가져옵니다. 먼저 검사하고, 오류가 없을 때만 가져올 수 있습니다. 같은 파일을 다시 가져와도 결과는 같습니다.</>}
      />
      <DataImportPanel
        upload={uploadReitFiles}
        history={imports}
        historyKey={cmsKeys.reitImports()}
        maxFiles={REIT_IMPORT_MAX_FILES}
        tableLabels={TABLE_LABELS}
        hint={<>파일 이름으로 표를 알아봅니다: {Object.entries(TABLE_LABELS).map(([key, label]) => `${key}.csv(${label})`).join(', ')}. XLSX는 표마다 시트 하나. 파일당 20MB, {REIT_IMPORT_MAX_FILES}개까지.</>}
        writtenMessage="데이터를 가져왔습니다. 리츠포커스에 바로 반영됩니다."
        emptyHistory={{ title: '아직 가져온 데이터가 없습니다.', description: '지금 보이는 리츠 수치는 샘플 데이터입니다. 실제 데이터를 가져오면 바로 바뀝니다.' }}
        testIdPrefix="reit-import"
      />
    </>
  );
}
