import { routeGroup } from '../../route-group';
import addresses from './addresses';
import admin from './admin';
import { billingResources } from './billing';
import { corporationResources } from './corporations';
import migrations from './migrations';
import onboarding from './onboarding';
import { studentResources } from './students';
import { supportResources } from './support';
import userSessions from './user-sessions';
import userSignup from './user-signup';
import users from './users';

/** The user API, version 1. Add a resource file beside this one and list it here. */
export default routeGroup([users, userSessions, userSignup, ...billingResources, ...corporationResources, ...studentResources, ...supportResources, onboarding, addresses, migrations, admin]);
