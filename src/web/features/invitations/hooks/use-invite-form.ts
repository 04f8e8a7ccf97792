import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { sendInvitationInputSchema, type SendInvitationInput } from '#shared/schemas/invitations.ts';
import { defaultInviteMessage } from '../components/default-message';

/** The form's values once the shared schema accepted them (trimmed, e-mail lower case). */
export type InviteValues = z.output<typeof sendInvitationInputSchema>;
export type InviteFormApi = UseFormReturn<SendInvitationInput, unknown, InviteValues>;

/** The invite form, validated by the same schema as the server (spec section 5 messages). */
export function useInviteForm(productName: string): InviteFormApi {
  const form = useForm<SendInvitationInput, unknown, InviteValues>({
    resolver: zodResolver(sendInvitationInputSchema),
    defaultValues: {
      name: '',
      company: '',
      email: '',
      phone: '',
      message: defaultInviteMessage(productName),
    },
  });
  // The product name may arrive after the first paint; an untouched pitch follows it.
  const { getFieldState, setValue } = form;
  useEffect(() => {
    if (!getFieldState('message').isDirty) setValue('message', defaultInviteMessage(productName));
  }, [getFieldState, setValue, productName]);
  return form;
}

/** The request body: optional fields left blank are not sent. */
export function toSendInput(values: InviteValues): SendInvitationInput {
  return {
    email: values.email,
    message: values.message,
    ...(values.name ? { name: values.name } : {}),
    ...(values.company ? { company: values.company } : {}),
    ...(values.phone ? { phone: values.phone } : {}),
  };
}
