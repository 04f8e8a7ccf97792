import { useEffect } from 'react';
import { toast } from 'sonner';
import { errorMessage } from './api-client';

/** Shows one error toast each time `error` becomes set (spec section 8 titles). */
export function useErrorToast(error: unknown, title: string, fallback = 'Please try again.') {
  useEffect(() => {
    if (error) toast.error(title, { description: errorMessage(error, fallback) });
  }, [error, title, fallback]);
}
