import adminFundRoles from './admin-fund-roles';
import autoJoin from './auto-join';
import corporation from './corporation';
import { corporationInvitations, invitationLinks } from './invitations';
import members from './members';

/** Corporate accounts (issue 10): registration, the corporation and its overview, invitations, auto-join, members, the fund role. */
export const corporationResources = [corporation, corporationInvitations, invitationLinks, autoJoin, members, adminFundRoles];
