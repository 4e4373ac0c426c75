import type { homeResponseSchema, taxonomyResponseSchema } from '@spi/core';

export type HomeData = ReturnType<typeof homeResponseSchema.parse>;
export type HomeSection = HomeData['sections'][number];
export type Taxonomy = ReturnType<typeof taxonomyResponseSchema.parse>;
