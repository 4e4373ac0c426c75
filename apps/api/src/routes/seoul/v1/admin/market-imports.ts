import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /admin/deals/imports and /admin/funds/imports: CSV/XLSX imports of deals and funds (docs/data-import.md). */
const routes: FastifyPluginAsyncZod = async () => {
  // Routes are added by the import work (issue 11).
};

export default routes;
