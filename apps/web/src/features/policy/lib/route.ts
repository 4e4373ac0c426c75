import type { Metadata } from 'next';
import { POLICIES, POLICY_IDS, currentPolicyVersion, formatPolicyDate, isPolicyId, type PolicyId } from '@spi/core';
import { pageMetadata } from '@/lib/metadata';
import { policyDocument, type PolicyDocument } from '../content';
import { policyPath } from '../components/policy-page';

/** The document for route params, or null (an unknown policy or version answers 404). */
export function resolvePolicy(policy: string, version?: string): PolicyDocument | null {
  if (!isPolicyId(policy)) return null;
  return policyDocument(policy, version ?? currentPolicyVersion(policy).version);
}

export const policyStaticParams = (): Array<{ policy: PolicyId }> => POLICY_IDS.map((policy) => ({ policy }));

export const policyVersionStaticParams = (): Array<{ policy: PolicyId; version: string }> =>
  POLICY_IDS.flatMap((policy) => POLICIES[policy].versions.map((v) => ({ policy, version: v.version })));

/** Every version's canonical address is its own; the current one's is /policy/<id>. */
export function policyMetadata(document: PolicyDocument): Metadata {
  const { title } = POLICIES[document.policy];
  const isCurrent = document.version === currentPolicyVersion(document.policy).version;
  const meta = pageMetadata({
    path: isCurrent ? policyPath(document.policy) : policyPath(document.policy, document.version),
    title: isCurrent ? title : `${title} (시행일 ${formatPolicyDate(document.version)})`,
    description: `SPI ${title}, 시행일 ${formatPolicyDate(document.version)}${isCurrent ? ' (현재)' : ''}`,
  });
  return isCurrent ? meta : { ...meta, robots: { index: false, follow: true } };
}
