import { Ban, ExternalLink, FilePlus2, Pencil } from 'lucide-react';
import { FLYER_MESSAGES } from '#shared/schemas/flyers.ts';
import type { Property } from '#shared/schemas/properties.ts';
import { formatPrice } from '#shared/format/price.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { VisibilityBadge } from './visibility-badge';

/**
 * The price (spec section 9 display rules) and what this viewer can do: the owner
 * edits and opens the flyer (only when one exists); others create a flyer for clients.
 */
export function PriceCard({ property }: { property: Property }) {
  return (
    <Card className="p-5">
      <p className="text-sm font-medium text-slate-600">
        {property.property_type === 'Rent' ? 'Rent' : 'Price'}
      </p>
      <p className="mt-1 text-3xl font-bold text-slate-900">
        {formatPrice(property.price, property.currency)}
      </p>
      {property.is_owner ? (
        <VisibilityBadge visibility={property.visibility} className="mt-3" />
      ) : null}
      <div className="mt-4 flex flex-col gap-2">
        {property.can_edit ? (
          <LinkButton to={`/new-edit-property/${property.id}`} icon={Pencil}>
            Edit Property
          </LinkButton>
        ) : null}
        {property.is_owner && property.static_html_url ? (
          <Button asChild variant="secondary">
            <a href={property.static_html_url} target="_blank" rel="noopener noreferrer">
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              View Flyer
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        ) : null}
        {property.is_owner ? null : <CreateFlyerButton property={property} />}
      </div>
    </Card>
  );
}

/**
 * 'Create Flyer for Clients': opens the flyer editor on this listing. Nothing is stored
 * until the broker saves it there (decision 023). When the listing's owner does not
 * allow client flyers, that is said instead of the button.
 */
function CreateFlyerButton({ property }: { property: Property }) {
  if (!property.allow_flyers) {
    return (
      <p className="flex items-start gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
        <Ban className="mt-0.5 h-4 w-4 shrink-0 text-slate-600" aria-hidden="true" />
        {FLYER_MESSAGES.flyersOff}
      </p>
    );
  }
  return (
    <LinkButton to={`/my-flyers/new/${property.id}`} icon={FilePlus2}>
      Create Flyer for Clients
    </LinkButton>
  );
}
