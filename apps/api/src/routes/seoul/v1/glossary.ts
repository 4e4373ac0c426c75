import { AppError, glossaryParamsSchema, glossaryResponseSchema, glossaryTermSchema } from '@spi/core';
import { CONTENT_TAGS } from '../../../cache/content-tags';
import { loadGlossary } from '../../../loaders/reits/load-glossary';
import { errorResponses } from '../../responses';
import { resource } from '../../route-group';

/** /api/seoul/v1/glossary: the terminology guide (용어 가이드) that panels and articles link to. */
export default resource('/glossary', async (app) => {
  app.get('/', {
    config: { cache: { tags: () => [CONTENT_TAGS.glossary] } },
    schema: { tags: ['reits'], summary: '용어 가이드: 모든 용어', response: { 200: glossaryResponseSchema } },
  }, async () => ({ data: await loadGlossary(app.db.db) }));

  app.get('/:slug', {
    config: { cache: { tags: () => [CONTENT_TAGS.glossary] } },
    schema: { tags: ['reits'], summary: '용어 가이드: 한 용어 (주소용 이름 또는 용어)', params: glossaryParamsSchema, response: { 200: glossaryTermSchema, ...errorResponses(404) } },
  }, async (request) => {
    const wanted = request.params.slug.normalize('NFC');
    const term = (await loadGlossary(app.db.db)).find((t) => t.slug === wanted || t.keyword === wanted);
    if (!term) throw new AppError('NOT_FOUND', '용어를 찾을 수 없습니다.');
    return term;
  });
});
