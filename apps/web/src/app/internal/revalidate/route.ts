import { revalidateTag } from 'next/cache';
import { REVALIDATE_SECRET_HEADER, parseRevalidateBody, secretMatches } from '@/features/articles/lib/revalidate-request';

export const dynamic = 'force-dynamic';

const json = (body: unknown, status: number) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * POST /internal/revalidate: the API tells the web which cached data changed after an editor published
 * ({ tags: ['home', 'articles', 'article:12'] }). The shared REVALIDATE_SECRET must match (compared in
 * constant time); without that variable the endpoint does not exist. Tags expire at once ({ expire: 0 }):
 * the next visitor gets fresh pages, so a just-published article is on the home page right away.
 */
export async function POST(request: Request): Promise<Response> {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) return json({ error: { code: 'NOT_FOUND', message: '요청한 주소를 찾을 수 없습니다.' } }, 404);
  if (!secretMatches(request.headers.get(REVALIDATE_SECRET_HEADER), secret)) {
    return json({ error: { code: 'UNAUTHENTICATED', message: '인증되지 않은 요청입니다.' } }, 401);
  }
  const tags = parseRevalidateBody(await request.json().catch(() => null));
  if (!tags) return json({ error: { code: 'BAD_REQUEST', message: '{ "tags": string[] } 형식이어야 합니다.' } }, 400);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return json({ revalidated: tags, at: new Date().toISOString() }, 200);
}
