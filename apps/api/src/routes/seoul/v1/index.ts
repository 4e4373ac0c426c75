import { routeGroup } from '../../route-group';

/** The content and data API (articles, REITs, deals, funds), version 1. Resources are added here. */
export default routeGroup([]);
