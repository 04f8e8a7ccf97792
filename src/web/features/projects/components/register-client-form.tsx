import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { formatRegistrationDate, registrationInputSchema } from '#shared/schemas/projects.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useRegisterClient } from '../api/register-client';

type Input = z.input<typeof registrationInputSchema>;
type Values = z.output<typeof registrationInputSchema>;
const resolver = zodResolver(registrationInputSchema);
const FIELDS = ['client_name', 'client_phone'] as const;

/**
 * 'Register a client': the client's name and phone. The first registration of a phone for
 * the project protects it for this broker; a refusal (409: another broker's, or already
 * theirs, with the date only) is the server's words, at the phone field as they are.
 */
export function RegisterClientForm({ projectId }: { projectId: string }) {
  const headingId = useId();
  const register = useRegisterClient(projectId);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Input, unknown, Values>({
    resolver,
    defaultValues: { client_name: '', client_phone: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setDone(null);
    try {
      const registration = await register.mutateAsync(values);
      setDone(
        `Client registered, protected until ${formatRegistrationDate(registration.protected_until)}`,
      );
      form.reset();
    } catch (error) {
      const field =
        error instanceof ApiError
          ? FIELDS.find((f) => f === error.field?.split('.')[0])
          : undefined;
      if (field && error instanceof ApiError) {
        form.setError(field, { message: error.message }, { shouldFocus: true });
      } else {
        toast.error('Could not register the client', {
          description: errorMessage(error, 'Please try again.'),
        });
      }
    }
  });
  const busy = isSubmitting || register.isPending;

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Register a client
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          The first broker to register a client's phone for this project is protected for it.
        </p>
        <form onSubmit={submit} noValidate aria-labelledby={headingId} className="mt-4 space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Client's name" required error={errors.client_name?.message}>
              <Input autoComplete="off" {...form.register('client_name')} />
            </FormField>
            <FormField
              label="Client's phone"
              required
              error={errors.client_phone?.message}
              hint="A 10-digit Indian mobile number. Only you and the marketer see it."
            >
              <Input
                type="tel"
                inputMode="tel"
                autoComplete="off"
                {...form.register('client_phone')}
              />
            </FormField>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p role="status" className="text-sm font-medium text-emerald-800">
              {done ? (
                <span className="inline-flex items-center gap-1.5">
                  <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                  {done}
                </span>
              ) : null}
            </p>
            <Button type="submit" disabled={busy} className="w-full sm:w-auto">
              {busy ? 'Registering...' : 'Register client'}
            </Button>
          </div>
        </form>
      </section>
    </Card>
  );
}
