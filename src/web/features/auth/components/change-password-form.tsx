import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { updatePasswordInputSchema } from '#shared/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { authApi } from '#web/lib/auth/auth-api.ts';
import { errorMessage } from '#web/lib/api-client.ts';

export function ChangePasswordForm() {
  const navigate = useNavigate();
  const { register, handleSubmit, formState, reset } = useForm<
    z.input<typeof updatePasswordInputSchema>,
    unknown,
    z.output<typeof updatePasswordInputSchema>
  >({ resolver: zodResolver(updatePasswordInputSchema), defaultValues: { current_password: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await authApi.updatePassword(values);
      reset();
      toast.success('Password updated', { description: 'Your password has been successfully updated.' });
      await navigate('/dashboard');
    } catch (error) {
      toast.error('Password update failed', { description: errorMessage(error, 'Unable to update password.') });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label="Current password" error={formState.errors.current_password?.message}>
        <Input type="password" autoComplete="current-password" {...register('current_password')} />
      </FormField>
      <FormField label="New password" error={formState.errors.password?.message} hint="At least 8 characters.">
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Updating...' : 'Update password'}
      </Button>
    </form>
  );
}
