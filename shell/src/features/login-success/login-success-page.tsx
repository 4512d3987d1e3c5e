import {
  PageSpinner,
  signedIn,
  takePostLoginRedirect,
  useAppDispatch,
  useGetProfileQuery,
  useNavigate,
} from '@storefront/shared';
import { useEffect } from 'react';

/** Where a social login lands: the API has set the session cookies, so load the profile, store
 * the user and go on to the saved post-login redirect. */
export default function LoginSuccessPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data: user, isError } = useGetProfileQuery();
  useEffect(() => {
    if (user) {
      dispatch(signedIn(user));
      navigate(takePostLoginRedirect(), { replace: true });
    } else if (isError) {
      navigate('/login', { replace: true });
    }
  }, [user, isError, dispatch, navigate]);
  return <PageSpinner />;
}
