import type { PolicyId } from '@spi/core';

/** One list item: a sentence, optionally with sub-items (rendered as a nested ordered list). */
export type PolicyListItem = string | { text: string; items: readonly string[] };

/** The building blocks of a policy document, rendered to semantic HTML by PolicyDocumentView. */
export type PolicyBlock =
  | { type: 'p'; text: string }
  | { type: 'ol'; items: readonly PolicyListItem[] }
  | { type: 'ul'; items: readonly string[] }
  | { type: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }
  /** The privacy officer's contact, filled in from the company configuration (companyInfo()). */
  | { type: 'officer' };

export interface PolicySection {
  /** Anchor id of the section (#cookies etc.), unique in the document. */
  id: string;
  title: string;
  blocks: readonly PolicyBlock[];
}

export interface PolicyDocument {
  policy: PolicyId;
  version: string;
  intro: string;
  sections: readonly PolicySection[];
  /** The closing 부칙 line. */
  addendum: string;
}
