import type { FeatureRoutes } from '../../app/feature-routes';
import { lazyPage } from '../../app/lazy-page';
import { PATHS } from '../../app/paths';
import { RequireNoUser } from '../../session/guards';
import { TEXTS } from '../../texts';

const LoginPage = lazyPage(() => import('./pages/LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(() => import('./pages/RegisterPage'), 'RegisterPage');
const RecoverPasswordPage = lazyPage(() => import('./pages/RecoverPasswordPage'), 'RecoverPasswordPage');

export const authRoutes: FeatureRoutes = {
  public: [
    { path: PATHS.login, element: <LoginPage /> },
    {
      // Spec section 6: registration is refused while logged in, with its own message.
      element: <RequireNoUser notice={TEXTS.auth.registerWhileLoggedIn} />,
      children: [{ path: PATHS.register, element: <RegisterPage /> }],
    },
    {
      element: <RequireNoUser />,
      children: [{ path: PATHS.recoverPassword, element: <RecoverPasswordPage /> }],
    },
  ],
};
