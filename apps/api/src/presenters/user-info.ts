import type { Provider, UserInfo } from '@spi/core';
import type { schema } from '@spi/db';

export type UserRow = typeof schema.users.$inferSelect;

/** User info of spec section 3 (GET /users/me); `provider` is the social login the user signs in with. */
export function presentUserInfo(user: UserRow, provider: Provider): UserInfo {
  return {
    userId: user.id,
    email: user.email,
    corporationId: user.corporationId,
    isManager: user.isManager,
    type: user.type,
    assign: user.assign,
    provider,
    subscribeNews: user.subscribeNews,
    useEmail: user.useEmail,
    nickname: user.nickname,
  };
}
