// The page's one router. Apps import routing from @storefront/shared rather than from
// react-router-dom: the shared singleton guarantees one router instance (remotes render <Routes>
// inside the shell's router), and because react-router-dom is then an ordinary dependency of this
// package instead of a federated shared module, webpack can drop the parts of it nobody uses
// (a shared module always ships whole: about 50 KB gzip for react-router).
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
  type Location,
  type NavigateFunction,
  type LinkProps,
} from 'react-router-dom';
