import { resource } from '../../../route-group';

/** /api/seoul/v1/events: 이벤트: seminars, registration, waiting list, materials (ADR 020). */
export default resource('/events', async (_app) => {
});
