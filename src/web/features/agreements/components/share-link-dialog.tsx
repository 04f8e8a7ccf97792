import * as Dialog from '@radix-ui/react-dialog';
import { Copy, Mail, MessageCircle } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { AGREEMENT_LINK_DAYS, type AgreementLink } from '#shared/schemas/agreements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogFrame } from '#web/components/ui/dialog-frame.tsx';
import { Input } from '#web/components/ui/input.tsx';

type Props = {
  /** The answer of a send or a renewal; the link is shown this once. */
  link: AgreementLink | null;
  onClose: () => void;
};

/** A mandate's signing link for its client (the owner, or the buyer or tenant), just made: send it on WhatsApp, copy it, and whether it was e-mailed. */
export function ShareLinkDialog({ link, onClose }: Props) {
  const inputId = useId();
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.sign_url);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy the link', { description: 'Select the link and copy it yourself.' });
    }
  };
  const terms = link?.agreement.terms;
  const email = terms && 'owner_email' in terms ? terms.owner_email : terms && 'client_email' in terms ? terms.client_email : undefined;
  return (
    <DialogFrame
      open={link !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Send the signing link"
      description={`${link?.agreement.kind === 'buyer_to_broker' ? 'The client' : 'The owner'} opens it on their phone and signs with a one-time code. It works for ${AGREEMENT_LINK_DAYS} days.`}
    >
      {link ? (
        <div className="mt-4 space-y-3">
          {link.emailed && email ? (
            <p className="flex items-center gap-2 rounded-lg bg-emerald-50 p-2.5 text-sm text-emerald-900">
              <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
              E-mailed to {email}
            </p>
          ) : null}
          <Button asChild className="w-full bg-[#128C7E] hover:bg-[#0e6f64]">
            <a href={link.whatsapp_url} target="_blank" rel="noopener noreferrer">
              <MessageCircle className="h-4 w-4" aria-hidden="true" />
              Send on WhatsApp
            </a>
          </Button>
          <div className="space-y-1.5">
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
              Signing link
            </label>
            <div className="flex gap-2">
              <Input id={inputId} readOnly value={link.sign_url} onFocus={(e) => e.currentTarget.select()} />
              <Button type="button" variant="secondary" onClick={() => void copy()} className="shrink-0">
                <Copy className="h-4 w-4" aria-hidden="true" />
                Copy link
              </Button>
            </div>
          </div>
          <div className="flex justify-end pt-1">
            <Dialog.Close asChild>
              <Button variant="ghost">Done</Button>
            </Dialog.Close>
          </div>
        </div>
      ) : null}
    </DialogFrame>
  );
}
