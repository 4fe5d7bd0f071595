import { PATHS } from '../../app/paths';

/**
 * Store sections whose screens come with later issues. Each one is a guarded page with its title
 * so the menu already works. A feature that builds its screen deletes its line here and adds
 * its own routes.tsx to src/app/routes.tsx.
 */
export const PENDING_SECTIONS: { path: string; title: string }[] = [
  { path: PATHS.userList, title: 'Usuarios' },
];
