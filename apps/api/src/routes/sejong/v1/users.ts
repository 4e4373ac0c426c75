import { resource } from '../../route-group';

/** /api/sejong/v1/users: user info, tokens, sign-up confirmation, leave (spec section 7). */
export default resource('/users', async () => {});
