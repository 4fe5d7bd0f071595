import type { FeatureRoutes } from '../../app/feature-routes';
import { lazyPage } from '../../app/lazy-page';
import { PENDING_SECTIONS } from './pending-sections';

const SectionPlaceholderPage = lazyPage(() => import('./SectionPlaceholderPage'), 'SectionPlaceholderPage');

export const sectionRoutes: FeatureRoutes = {
  shell: PENDING_SECTIONS.map(({ path, title }) => ({
    path,
    element: <SectionPlaceholderPage title={title} />,
  })),
};
