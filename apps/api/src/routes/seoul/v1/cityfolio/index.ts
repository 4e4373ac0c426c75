import { resource } from '../../../route-group';

/** /api/seoul/v1/cityfolio: 시티폴리오: events, videos, books and the investment-profile questionnaire (ADR 020). */
export default resource('/cityfolio', async (_app) => {
});
