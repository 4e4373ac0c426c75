/**
 * Query keys of the signed-in member's billing data. Every key starts with 'user', so a mutation declared
 * with mutationKey ['user'] (see query-client.ts) refreshes the membership, the header's user info and
 * additional info, and the order history together.
 */
export const billingKeys = {
  all: ['user'] as const,
  membership: () => ['user', 'me', 'billing', 'membership'] as const,
  original: () => ['user', 'me', 'billing', 'original'] as const,
  orders: (page: number, size: number) => ['user', 'me', 'billing', 'orders', page, size] as const,
  order: (orderId: string) => ['user', 'me', 'billing', 'order', orderId] as const,
  preview: (planCode: string, cycle: string) => ['user', 'me', 'billing', 'preview', planCode, cycle] as const,
};
