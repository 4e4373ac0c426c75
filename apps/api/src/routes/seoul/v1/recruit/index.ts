import { resource } from '../../../route-group';

/** /api/seoul/v1/recruit: 채용: job postings (ADR 020). */
export default resource('/recruit', async (_app) => {
});
