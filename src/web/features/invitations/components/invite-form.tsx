import { MessageCircle, Send } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { INVITE_MESSAGE_MAX, PHONE_PREFIX } from '#shared/constants.ts';
import { INVITE_MESSAGES } from '#shared/schemas/invitations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { InputWithAddon } from '#web/components/ui/input-with-addon.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { cn } from '#web/lib/cn.ts';
import type { InviteFormApi, InviteValues } from '../hooks/use-invite-form';

/** What the page is doing: sending, sending then generating, or generating alone. */
export type InviteAction = 'send' | 'send-whatsapp' | 'whatsapp' | null;

type Props = {
  form: InviteFormApi;
  action: InviteAction;
  onSubmit: (values: InviteValues, withWhatsapp: boolean) => Promise<void>;
};

/** Name, company, e-mail, phone (+91) and message, with the two send buttons (spec section 2). */
export function InviteForm({ form, action, onSubmit }: Props) {
  const { register, handleSubmit, control, formState } = form;
  const { errors } = formState;
  const message = useWatch({ control, name: 'message' }) ?? '';
  const busy = action !== null;
  const submit = (withWhatsapp: boolean) =>
    handleSubmit((values) => onSubmit(values, withWhatsapp));

  return (
    <form
      onSubmit={(event) => void submit(false)(event)}
      noValidate
      aria-label="Invite an associate"
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="off" placeholder="e.g. Priya Sharma" {...register('name')} />
        </FormField>
        <FormField label="Company" error={errors.company?.message}>
          <Input autoComplete="off" placeholder="e.g. Sharma Realty" {...register('company')} />
        </FormField>
      </div>
      <FormField label="Email" required error={errors.email?.message}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="name@example.com"
          {...register('email')}
        />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message} hint={INVITE_MESSAGES.phoneHint}>
        <InputWithAddon
          addon={PHONE_PREFIX}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          placeholder="9876543210"
          {...register('phone')}
        />
      </FormField>
      <div>
        <FormField label="Message" required error={errors.message?.message}>
          <Textarea rows={5} {...register('message')} />
        </FormField>
        <p
          className={cn(
            'mt-1 text-right text-sm tabular-nums',
            message.length > INVITE_MESSAGE_MAX ? 'font-semibold text-red-700' : 'text-slate-600',
          )}
        >
          {message.length}/{INVITE_MESSAGE_MAX}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          type="submit"
          disabled={busy}
          aria-busy={action === 'send'}
          className="w-full sm:w-auto"
        >
          <Send className="h-4 w-4" aria-hidden="true" />
          {action === 'send' ? 'Sending...' : 'Send Invitation'}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={busy}
          aria-busy={action === 'send-whatsapp'}
          onClick={(event) => void submit(true)(event)}
          className="w-full sm:w-auto"
        >
          <MessageCircle className="h-4 w-4 text-green-700" aria-hidden="true" />
          {action === 'send-whatsapp' ? 'Sending...' : 'Send & Generate WhatsApp Message'}
        </Button>
      </div>
    </form>
  );
}
