import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { renewRequirement as renewRequirementEndpoint } from '#shared/api/requirements.ts';
import { REQUIREMENT_MESSAGES } from '#shared/schemas/requirements.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { call } from '#web/lib/call-endpoint.ts';

export const renewRequirement = (id: string) => call(renewRequirementEndpoint, { params: { id } });

/** The one-tap Renew of a 'requirement_expiring' notification: 30 more days from now. */
export function useRenewRequirement() {
  return useMutation({
    mutationFn: renewRequirement,
    onSuccess: () => toast.success(REQUIREMENT_MESSAGES.renewed),
    onError: (error) => toast.error('Could not renew the requirement', { description: errorMessage(error, 'Please try again.') }),
  });
}
