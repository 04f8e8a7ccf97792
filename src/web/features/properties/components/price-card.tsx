import { ExternalLink, FilePlus2, Pencil } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FLYER_MESSAGES } from '@shared/schemas/flyers';
import type { Property } from '@shared/schemas/properties';
import { formatPrice } from '@shared/format/price';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useCreateFlyer } from '@web/features/flyers/api/create-flyer';
import { errorMessage } from '@web/lib/api-client';
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
          <Button asChild>
            <Link to={`/new-edit-property/${property.id}`}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              Edit Property
            </Link>
          </Button>
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
        {property.is_owner ? null : <CreateFlyerButton propertyId={property.id} />}
      </div>
    </Card>
  );
}

/** 'Create Flyer for Clients': makes a flyer of this listing and opens it in the editor. */
function CreateFlyerButton({ propertyId }: { propertyId: string | undefined }) {
  const create = useCreateFlyer();
  const navigate = useNavigate();
  const onClick = () => {
    if (!propertyId) {
      toast.error(FLYER_MESSAGES.error, { description: FLYER_MESSAGES.propertyMissing });
      return;
    }
    create.mutate(propertyId, {
      onSuccess: (flyer) => void navigate(`/my-flyers/edit/${flyer.id}`),
      onError: (error) =>
        toast.error(FLYER_MESSAGES.error, {
          description: errorMessage(error, 'Failed to create flyer'),
        }),
    });
  };
  return (
    <Button
      type="button"
      onClick={onClick}
      disabled={create.isPending}
      aria-busy={create.isPending}
    >
      <FilePlus2 className="h-4 w-4" aria-hidden="true" />
      {create.isPending ? 'Creating flyer...' : 'Create Flyer for Clients'}
    </Button>
  );
}
