import type { ReactNode } from 'react';
import { CmsShell } from '@/features/cms/components/shell/cms-shell';
import { SeedViewer } from '@/features/auth/components/seed-viewer';
import { checkPageAccess } from '@spi/core';
import { getViewer } from '@/lib/server/viewer';
import { pageAccess as auditAccess } from '../audit/access';
import { cmsRoles } from './cms-viewer';

/**
 * The editors' CMS frame (/admin and below, except /admin/audit which keeps its own account frame).
 * Each page declares and enforces its access (access.ts beside it); the frame only appears for an
 * editor or admin, so a denied viewer never sees the CMS navigation before the redirect.
 */
export default async function CmsLayout({ children }: { children: ReactNode }) {
  const viewer = await getViewer();
  const roles = cmsRoles(viewer);
  if (!roles.editor && !roles.admin) return children;
  return (
    <>
      <SeedViewer user={viewer.user} info={viewer.info} />
      <CmsShell isAdmin={roles.admin} showAudit={checkPageAccess(auditAccess, viewer).allowed} editorName={viewer.user?.nickname ?? '편집자'}>{children}</CmsShell>
    </>
  );
}
