import { findPolicyVersion, type PolicyId } from '@spi/core';
import { privacyDocument } from './privacy';
import { termsDocument } from './terms';
import type { PolicyDocument } from './types';

export type { PolicyBlock, PolicyDocument, PolicyListItem, PolicySection } from './types';

/** The document of one version, or null when the policy has no such version. */
export function policyDocument(policy: PolicyId, version: string): PolicyDocument | null {
  if (!findPolicyVersion(policy, version)) return null;
  return policy === 'terms' ? termsDocument(version) : privacyDocument(version);
}
