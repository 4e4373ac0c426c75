import packageJson from '../package.json' with { type: 'json' };

/** The API version reported by /api/health and the OpenAPI document. */
export const API_VERSION: string = packageJson.version;
