import { BarChart3, Megaphone, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { normalizeInviteCode } from '#shared/invite-code.ts';
import { INVITE_CODE_MESSAGES } from '#shared/schemas/invitations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useAppConfig } from '#web/features/app-config/use-app-config.ts';
import { validateInvitation } from '#web/features/invitations/api/validate-invitation.ts';
import { ApiError, NetworkError } from '#web/lib/api-client.ts';

const features = [
  { icon: Users, title: 'Network with the best professionals', text: 'Connect with trusted brokers and share listings inside your circle.' },
  { icon: Megaphone, title: 'Market your properties', text: 'List properties and send clients polished flyers on WhatsApp.' },
  { icon: BarChart3, title: 'Use advanced tools', text: 'Fill listings from pasted text or a link, and follow live activity.' },
];

type Phase = 'idle' | 'validating' | 'processing';

export function StartPage() {
  const { product_name } = useAppConfig();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [code, setCode] = useState(() => normalizeInviteCode(params.get('code') ?? ''));
  const [error, setError] = useState<string | undefined>();
  const [phase, setPhase] = useState<Phase>('idle');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const normalized = normalizeInviteCode(code);
    if (!normalized) {
      setError(INVITE_CODE_MESSAGES.empty);
      toast.error(INVITE_CODE_MESSAGES.empty);
      return;
    }
    setError(undefined);
    setPhase('validating');
    try {
      const result = await validateInvitation(normalized);
      setPhase('processing');
      const target = `/register?code=${encodeURIComponent(normalized)}`;
      // The founders' code carries no invitation record along.
      await navigate(target, result.invitation ? { state: { invitation: result.invitation } } : undefined);
    } catch (err) {
      const message =
        err instanceof ApiError && err.status < 500
          ? err.message
          : err instanceof NetworkError || err instanceof ApiError
            ? INVITE_CODE_MESSAGES.validationFailed
            : INVITE_CODE_MESSAGES.unexpected;
      setError(message);
      toast.error(message);
      setPhase('idle');
    }
  }

  const busyLabel = phase === 'validating' ? 'Validating code...' : phase === 'processing' ? 'Processing...' : null;

  return (
    <div className="mx-auto max-w-5xl">
      <section className="mx-auto max-w-xl py-8 text-center md:py-12">
        <h1 className="text-3xl font-bold text-slate-900 md:text-4xl">Welcome to {product_name}</h1>
        <h2 className="mt-4 text-xl font-semibold text-brand-700">Join an exclusive network of RealEstate Professionals</h2>
        <p className="mt-3 text-slate-700">
          You will need an invite code to join, if you have an invitation code please enter below
        </p>
        <form onSubmit={onSubmit} noValidate className="mx-auto mt-8 max-w-sm space-y-4 text-left">
          <FormField label="Invitation code" error={error}>
            <Input
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              placeholder="e.g. K7M2QX"
              className="text-center font-mono tracking-widest"
            />
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={phase !== 'idle'}>
            {busyLabel ?? 'Continue with Invitation'}
          </Button>
        </form>
      </section>
      <section aria-label="Why join" className="grid gap-4 md:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <Card key={title} className="p-5">
            <Icon className="h-8 w-8 text-brand-600" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-semibold text-slate-900">{title}</h2>
            <p className="mt-1 text-sm text-slate-700">{text}</p>
          </Card>
        ))}
      </section>
    </div>
  );
}

export default StartPage;
