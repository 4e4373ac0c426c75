import type { Faq } from '@spi/core';
import type { FaqRow } from '../../loaders/support/faqs';

export function presentFaq(row: FaqRow): Faq {
  return {
    id: row.id,
    category: row.category,
    question: row.question,
    answer: row.answer,
    sortOrder: row.sortOrder,
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
  };
}
