import { resource } from '../../../route-group';

export default resource('/memberships', async () => {});
