import { resource } from '../../../route-group';

export default resource('/payments', async () => {});
