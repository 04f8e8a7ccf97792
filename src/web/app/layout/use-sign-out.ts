import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { setPendingRedirect } from '#web/lib/auth/pending-redirect.ts';

/** Sign out with the spec's toasts, then go to /. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    setPendingRedirect('/');
    try {
      await signOut();
      toast.success('Logged out', { description: 'You have been successfully logged out.' });
    } catch {
      toast.error('Error', { description: 'An error occurred while logging out.' });
    }
    void navigate('/');
  };
}
