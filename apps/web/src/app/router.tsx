import { createBrowserRouter } from 'react-router';
import { HomeRoute } from '../routes/home.js';
import { LoginRoute } from '../routes/login.js';
import { NotFoundRoute } from '../routes/not-found.js';
import { ApplicationErrorScreen } from './screens.js';

/** Routes only compose; what they show lives in features/ and ui/. */
export const router = createBrowserRouter([
  {
    errorElement: <ApplicationErrorScreen />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/login', element: <LoginRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
