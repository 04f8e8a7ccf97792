import { Copy, ExternalLink, MessageCircle } from 'lucide-react';
import { forwardRef, useId } from 'react';
import type { WhatsappInvite } from '#shared/schemas/invitations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useCopyText } from '../hooks/use-copy-text';

export type WhatsappPreview = { invitationId: string; email: string; invite: WhatsappInvite };

type Props = {
  preview: WhatsappPreview | null;
  /** The invitation just sent, which 'Generate WhatsApp Message' is for. */
  lastSentEmail: string | null;
  generating: boolean;
  disabled: boolean;
  onGenerate: () => void;
};

/**
 * Below the form (spec sections 2 and 4): the WhatsApp message for the invitation just
 * sent, its preview, 'Copy message' and 'Open WhatsApp'. The heading takes focus when a
 * preview appears (the ref), so a phone user is brought to it.
 */
export const WhatsappCard = forwardRef<HTMLHeadingElement, Props>(function WhatsappCard(
  { preview, lastSentEmail, generating, disabled, onGenerate },
  headingRef,
) {
  const id = useId();
  const copy = useCopyText();
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={`${id}-heading`} className="space-y-4">
        <h2
          ref={headingRef}
          id={`${id}-heading`}
          tabIndex={-1}
          className="flex scroll-mt-24 items-center gap-2 text-lg font-semibold text-slate-900 outline-none"
        >
          <MessageCircle className="h-5 w-5 text-green-700" aria-hidden="true" />
          WhatsApp Message
        </h2>
        {preview ? (
          <div className="space-y-3">
            <p className="text-sm text-slate-700">
              For <span className="font-medium break-all">{preview.email}</span>
              {preview.invite.phone
                ? ` · ${preview.invite.phone}`
                : '. No number was given: WhatsApp lets you pick the chat.'}
            </p>
            <figure className="space-y-1">
              <figcaption id={`${id}-preview`} className="text-sm font-medium text-slate-800">
                Preview
              </figcaption>
              <p
                aria-labelledby={`${id}-preview`}
                className="whitespace-pre-wrap break-words rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-slate-900"
              >
                {preview.invite.message}
              </p>
            </figure>
            <p className="text-sm text-slate-700">
              Invite link:{' '}
              <a
                href={preview.invite.invite_url}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all text-brand-700 underline"
              >
                {preview.invite.invite_url}
              </a>
            </p>
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Button asChild className="w-full bg-green-700 hover:bg-green-800 sm:w-auto">
                <a href={preview.invite.whatsapp_url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink className="h-4 w-4" aria-hidden="true" />
                  Open WhatsApp
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
              <Button
                type="button"
                variant="secondary"
                className="w-full sm:w-auto"
                onClick={() => void copy(preview.invite.message, 'Message copied')}
              >
                <Copy className="h-4 w-4" aria-hidden="true" />
                Copy message
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-sm text-slate-700">
            {lastSentEmail ? (
              <>
                Get a ready WhatsApp message for the invitation just sent to{' '}
                <span className="font-medium break-all">{lastSentEmail}</span>, with the invite
                code and link, to send from your phone.
              </>
            ) : (
              'After an invitation is sent, get a ready WhatsApp message with the invite code and link, to send from your phone.'
            )}
          </p>
        )}
        <Button
          type="button"
          variant={preview ? 'ghost' : 'secondary'}
          disabled={disabled}
          aria-busy={generating}
          onClick={onGenerate}
          className="w-full sm:w-auto"
        >
          {generating ? 'Generating...' : 'Generate WhatsApp Message'}
        </Button>
      </section>
    </Card>
  );
});
