/**
 * The roots of the API's URL families (spec section 7), as the browser and the web server call them
 * through port 3000. The API builds the same prefixes with `versioned()` (apps/api/src/routes/route-group.ts).
 */
export const API_ROOTS = {
  auth: '/api/auth',
  sejong: '/api/sejong/v1',
  seoul: '/api/seoul/v1',
} as const;
