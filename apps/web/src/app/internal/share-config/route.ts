export const dynamic = 'force-dynamic';

/**
 * GET /internal/share-config: the share button's runtime configuration. The Kakao JavaScript key is
 * public by design (it is restricted to the site's registered domains in the Kakao console); without
 * SPI_KAKAO_JS_KEY the K button falls back to the share sheet or copying the link.
 */
export function GET(): Response {
  const key = process.env.SPI_KAKAO_JS_KEY?.trim();
  return Response.json({ kakaoJsKey: key ? key : null }, { headers: { 'cache-control': 'no-store' } });
}
