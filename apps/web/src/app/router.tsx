import { createBrowserRouter, type RouteObject } from 'react-router';
import { InitialPaintFallback } from '../components/initial-paint';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './routes/route-error';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** Every route of spec section 2; each page is its own chunk. Paths match case-insensitively (/Login, /login). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: InitialPaintFallback,
    children: [
      { index: true, ...page(() => import('./routes/home')) },
      { path: 'Login', ...page(() => import('./routes/login')) },
      { path: 'profile', ...page(() => import('./routes/profile')) },
      { path: 'my-coupons', ...page(() => import('./routes/my-coupons')) },
      { path: 'my-events', ...page(() => import('./routes/my-events')) },
      { path: 'pay-demo/:orderId', ...page(() => import('./routes/pay-demo')) },
      { path: 'security', ...page(() => import('./routes/security')) },
      { path: 'terms-conditions', ...page(() => import('./routes/terms-conditions')) },
      { path: 'privacy-policy', ...page(() => import('./routes/privacy-policy')) },
      { path: 'cancellation-refund', ...page(() => import('./routes/cancellation-refund')) },
      { path: 'about', ...page(() => import('./routes/about')) },
      { path: 'blogs', ...page(() => import('./routes/blogs')) },
      { path: 'blogs/:slug', ...page(() => import('./routes/blog-post')) },
      { path: 'Contact', ...page(() => import('./routes/contact')) },
      { path: 'event-calendar', ...page(() => import('./routes/event-calendar')) },
      { path: 'under-maintenance', ...page(() => import('./routes/under-maintenance')) },
      { path: 'co-register', ...page(() => import('./routes/co-register')) },
      { path: 'unsubscribe', ...page(() => import('./routes/unsubscribe')) },
      { path: 'verify-email', ...page(() => import('./routes/verify-email')) },
      { path: 'verify/:certificateCode', ...page(() => import('./routes/verify')) },
      { path: 'join/:inviteCode', ...page(() => import('./routes/join')) },
      { path: 'staff/*', ...page(() => import('./routes/staff')) },
      { path: 'kiosk', ...page(() => import('./routes/kiosk')) },
      { path: 'admin/*', ...page(() => import('./routes/admin')) },
      { path: 'platform', ...page(() => import('./routes/platform')) },
      { path: '404', ...page(() => import('./routes/not-found')) },
      { path: '_error', ...page(() => import('./routes/error-page')) },
      { path: '_app', ...page(() => import('./routes/home')) },
      { path: ':eventPath', ...page(() => import('./routes/event-site')) },
      { path: ':eventPath/screen', ...page(() => import('./routes/event-screen')) },
      { path: ':eventPath/:section', ...page(() => import('./routes/event-site')) },
      { path: ':eventPath/blogs/:slug', ...page(() => import('./routes/event-site')) },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
