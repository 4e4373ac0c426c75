/**
 * Crawlers, link-preview fetchers and monitors that open pages without a person reading them: their
 * requests never count as views. Headless browsers run by people and by our own end-to-end tests keep a
 * normal user agent and are not matched here.
 */
const CRAWLER_PATTERN = new RegExp(
  [
    'bot\\b', 'bot/', 'crawler', 'spider', 'slurp', 'googlebot', 'bingbot', 'yeti', 'daum(?:oa|search)?', 'facebookexternalhit',
    'twitterbot', 'slackbot', 'kakaotalk-scrap', 'telegrambot', 'discordbot', 'linkedinbot', 'whatsapp', 'embedly',
    'lighthouse', 'pingdom', 'uptimerobot', 'curl/', 'wget/', 'python-requests', 'go-http-client', 'node-fetch', 'axios/',
  ].join('|'),
  'i',
);

/** True for a crawler or a script; false for a browser (and for an empty user agent, counted once per day anyway). */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent) && CRAWLER_PATTERN.test(userAgent!);
}
