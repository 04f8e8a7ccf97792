import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogFrame } from '#web/components/ui/dialog-frame.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { setPendingRedirect } from '#web/lib/auth/pending-redirect.ts';
import { accountApi } from '../api/account-api';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The last step: the current password, then the account goes, the tab signs out and lands on /. */
export function DeleteAccountDialog({ open, onOpenChange }: Props) {
  const { signOut } = useAuth();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const remove = useMutation({
    mutationFn: () => accountApi.deleteAccount({ password }),
    onSuccess: async () => {
      toast.success(ACCOUNT_MESSAGES.accountDeleted, { description: 'Thank you for having been part of the network.' });
      // The server has ended every session; this clears the tab's own. The guard of this
      // page then leaves for / (spec section 9: after sign-out, /), as after Logout.
      setPendingRedirect('/');
      await signOut().catch(() => undefined);
    },
    onError: (err) => setError(errorMessage(err, 'Could not delete your account. Please try again.')),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password === '') {
      setError('Enter your current password');
      return;
    }
    setError(undefined);
    remove.mutate();
  }

  function onOpenChangeSafe(next: boolean) {
    if (remove.isPending) return;
    if (!next) {
      setPassword('');
      setError(undefined);
    }
    onOpenChange(next);
  }

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChangeSafe}
      title="Delete your account?"
      description="Your profile, listings, flyers, posts and connections will be removed at once. This cannot be undone."
    >
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <FormField label="Current password" error={error}>
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={remove.isPending}
          />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button type="button" variant="secondary" disabled={remove.isPending}>
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
