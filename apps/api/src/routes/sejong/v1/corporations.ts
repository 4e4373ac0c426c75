import { resource } from '../../route-group';

/** /api/sejong/v1/corporations: corporate accounts (spec section 7: GET and PUT /corporations/{id}). */
export default resource('/corporations', async () => {});
