import { addressSearchQuerySchema, addressSearchResponseSchema } from '@spi/core';
import { createAddressSearch } from '../../../adapters/address-search';
import { errorResponses } from '../../responses';
import { resource } from '../../route-group';

/**
 * GET /api/sejong/v1/addresses?query=&page=&size=: the address search of the corporation registration
 * form (signed-in readers only). With ADDRESS_SEARCH=local it searches the bundled sample; with `daum`
 * it answers an empty list with provider 'daum', and the browser opens Daum's postcode script.
 */
export default resource('/addresses', async (app) => {
  const search = createAddressSearch(app.config.addressSearch);

  app.get(
    '/',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['corporation'],
        summary: '주소 검색 (도로명·건물명·지번)',
        description:
          '도로명, 건물명 또는 지번을 2자 이상 입력합니다. 검색어의 모든 낱말이 도로명 주소·지번 주소·건물명 중 한 곳에 있어야 하고, 건물명과 앞부분이 맞는 결과가 먼저 나옵니다. ' +
          'provider가 daum이면 결과는 비어 있고 브라우저가 Daum 우편번호 서비스를 엽니다. page는 0부터입니다.',
        security: [{ bearerAuth: [] }],
        querystring: addressSearchQuerySchema,
        response: { 200: addressSearchResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      await app.requireUser(request);
      const { query, page, size } = request.query;
      const { results, count } = await search.search(query, page, size);
      return { results, pagination: { count, page, size }, provider: app.config.addressSearch };
    },
  );
});
