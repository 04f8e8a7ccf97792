import { FilePlus2 } from 'lucide-react';
import { LinkButton } from '#web/components/ui/link-button.tsx';

/** The builders of the three kinds, as the spec's Agreements menu names their pages. */
export const NEW_AGREEMENT_LINKS = [
  { to: '/agreements/seller-to-broker', label: 'Seller mandate' },
  { to: '/agreements/buyer-to-broker', label: 'Buyer mandate' },
  { to: '/agreements/broker-to-broker', label: 'Co-broking terms' },
] as const;

/** 'New: Seller mandate · Buyer mandate · Co-broking terms', wrapping on a phone. */
export function NewAgreementLinks({ primary = 'Seller mandate' }: { primary?: string }) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Draft a new agreement">
      {NEW_AGREEMENT_LINKS.map((link) => (
        <LinkButton
          key={link.to}
          to={link.to}
          icon={FilePlus2}
          variant={link.label === primary ? undefined : 'secondary'}
          size="sm"
        >
          {link.label}
        </LinkButton>
      ))}
    </div>
  );
}
