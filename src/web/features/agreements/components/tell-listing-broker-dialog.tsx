import * as Dialog from '@radix-ui/react-dialog';
import { MessageCircle } from 'lucide-react';
import type { AgreementLink } from '#shared/schemas/agreements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogFrame } from '#web/components/ui/dialog-frame.tsx';

/**
 * After co-broking terms are sent: the listing broker signs in BrokerCircle (no client
 * link exists), and a WhatsApp message tells them sooner than a notification might.
 */
export function TellListingBrokerDialog({ link, onClose }: { link: AgreementLink | null; onClose: () => void }) {
  const name = link?.agreement.signers.find((s) => s.role === 'listing_broker')?.name ?? 'the listing broker';
  return (
    <DialogFrame
      open={link !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Sent for signing"
      description={`${name} is notified in BrokerCircle and signs there. The client's details reach them only once both of you have signed.`}
    >
      {link ? (
        <div className="mt-4 space-y-3">
          <Button asChild className="w-full bg-[#128C7E] hover:bg-[#0e6f64]">
            <a href={link.whatsapp_url} target="_blank" rel="noopener noreferrer">
              <MessageCircle className="h-4 w-4" aria-hidden="true" />
              Tell {name} on WhatsApp
            </a>
          </Button>
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
