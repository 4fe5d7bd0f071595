import type { RouteObject } from 'react-router';

/**
 * What a feature adds to the router (its `routes.tsx` exports one of these):
 * - `public`: pages outside the back office frame (login, registration, customer pages); a
 *   feature wraps them in its own guard when they need one;
 * - `shell`: store pages, shown inside the menu and header and only with a saved user.
 */
export interface FeatureRoutes {
  public?: RouteObject[];
  shell?: RouteObject[];
}
