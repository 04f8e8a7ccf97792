import { useLocation, useNavigate } from 'react-router';

/** Back in history when the app has one, else to `fallback` (a link opened in a new tab). */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(fallback);
  };
}
