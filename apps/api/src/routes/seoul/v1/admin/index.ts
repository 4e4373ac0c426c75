import { resource } from '../../../route-group';
import articleHistory from './article-history';
import articles from './articles';
import cityfolio from './cityfolio';
import dashboard from './dashboard';
import deals from './deals';
import events from './events';
import faqs from './faqs';
import funds from './funds';
import marketImports from './market-imports';
import media from './media';
import notices from './notices';
import peopleAndTags from './people-and-tags';
import recruit from './recruit';
import reference from './reference';
import reitImports from './reit-imports';
import sophi from './sophi';
import { EDITOR_ACCESS } from './shared';
import taxonomy from './taxonomy';

/**
 * /api/seoul/v1/admin: the editors' CMS. Every route requires ROLE_EDITOR or ROLE_ADMIN, checked once
 * here before the body is even read (401 for a guest, 403 ACCESS_ROLE_REQUIRED otherwise); deleting an
 * article additionally requires ROLE_ADMIN. Unsafe methods opt in to the CSRF pair.
 */
export default resource('/admin', async (app) => {
  app.addHook('onRequest', async (request) => {
    await app.requireAccess(request, EDITOR_ACCESS);
  });
  await app.register(articles);
  await app.register(articleHistory);
  await app.register(taxonomy);
  await app.register(peopleAndTags);
  await app.register(media);
  await app.register(reference);
  await app.register(reitImports);
  await app.register(deals);
  await app.register(funds);
  await app.register(marketImports);
  await app.register(events);
  await app.register(recruit);
  await app.register(cityfolio);
  await app.register(sophi);
  await app.register(faqs);
  await app.register(notices);
  await app.register(dashboard);
});
