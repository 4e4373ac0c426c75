import { resource } from '../../../route-group';

export default resource('/users/me/checkouts', async () => {});
