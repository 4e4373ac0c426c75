import { resource } from '../../../route-group';

/** /api/seoul/v1/sophi: status, the HTTP (server-sent events) fallback of the stream, conversations, feedback (ADR 021). */
export default resource('/sophi', async () => {});
