import { Clock, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { REQUIREMENT_MESSAGES, type Requirement } from '#shared/schemas/requirements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useNow } from '#web/lib/use-now.ts';
import { useRenewRequirement } from '../api/renew-requirement';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Expires in 12 days', 'Expires today' or 'Expired', from the expiry and now. */
export function describeExpiry(
  requirement: Pick<Requirement, 'status' | 'expires_at'>,
  now: Date,
): { expired: boolean; text: string } {
  const left = new Date(requirement.expires_at).getTime() - now.getTime();
  if (requirement.status === 'expired' || left <= 0) return { expired: true, text: 'Expired' };
  const days = Math.floor(left / DAY_MS);
  if (days === 0) return { expired: false, text: 'Expires today' };
  return { expired: false, text: `Expires in ${days} ${days === 1 ? 'day' : 'days'}` };
}

/**
 * How long the requirement stays, and for its owner Renew (30 more days from now): an
 * active or paused one may be renewed early, an expired one comes back active.
 */
export function ExpiryLine({ requirement }: { requirement: Requirement }) {
  const now = useNow();
  const renew = useRenewRequirement();
  const { expired, text } = describeExpiry(requirement, now);
  // A fulfilled requirement is done: the server refuses to renew it.
  const renewable = requirement.is_owner && requirement.status !== 'fulfilled';
  const onRenew = () =>
    renew.mutate(requirement.id, {
      onSuccess: () => toast.success(REQUIREMENT_MESSAGES.renewed),
      onError: (error) =>
        toast.error('Renew failed', { description: errorMessage(error, 'Please try again.') }),
    });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p
        className={
          expired
            ? 'inline-flex items-center gap-1.5 text-sm font-semibold text-slate-600'
            : 'inline-flex items-center gap-1.5 text-sm text-slate-700'
        }
      >
        <Clock className="h-4 w-4" aria-hidden="true" />
        {text}
      </p>
      {renewable ? (
        <Button
          type="button"
          size="sm"
          variant={expired ? 'primary' : 'secondary'}
          disabled={renew.isPending}
          onClick={onRenew}
        >
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          {renew.isPending ? 'Renewing...' : 'Renew'}
        </Button>
      ) : null}
    </div>
  );
}
