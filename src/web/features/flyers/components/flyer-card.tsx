import { EyeOff, Pencil } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { FLYER_MESSAGES, type FlyerListItem } from '#shared/schemas/flyers.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { LocationLine } from '#web/components/location-line.tsx';
import { PropertyThumbnail } from '#web/components/property-thumbnail.tsx';
import { DeleteFlyerButton } from './delete-flyer-button';
import { flyerImages, flyerPriceText, formatUpdated } from './flyer-display';
import { CopyLinkButton, ViewPublicFlyerLink, WhatsAppShareLink } from './flyer-share-actions';

/**
 * One flyer in /my-flyers: thumbnail, title, price, place, last update, and what to do
 * with it (edit, open, copy, send on WhatsApp, delete). A row on phones, a tile from
 * 768 px. A flyer that is offline (the broker may no longer see the listing, or its
 * owner turned client flyers off) says why and can only be deleted.
 */
export function FlyerCard({ flyer }: { flyer: FlyerListItem }) {
  const titleId = useId();
  const available = flyer.status === 'live';
  return (
    <Card className="h-full overflow-hidden">
      <article aria-labelledby={titleId} className="flex h-full flex-col">
        <div className="flex md:flex-col">
          <div className="w-28 shrink-0 self-stretch bg-slate-200 md:w-full">
            <PropertyThumbnail
              src={flyerImages(flyer)[0]}
              title={flyer.title}
              className="h-full w-full object-cover md:aspect-[4/3] md:h-auto"
              placeholderClassName="min-h-28"
            />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 md:p-4">
            <h3 id={titleId} className="line-clamp-2 break-words font-semibold text-slate-900">
              {flyer.title}
            </h3>
            <p className="break-words font-bold text-slate-900">{flyerPriceText(flyer)}</p>
            <LocationLine city={flyer.property?.city ?? null} area={flyer.property?.area ?? null} />
            <p className="text-sm text-slate-600">
              Updated <time dateTime={flyer.updated_at}>{formatUpdated(flyer.updated_at)}</time>
            </p>
            {available ? null : (
              <p className="mt-1 flex items-start gap-1.5 text-sm font-medium text-amber-800">
                <EyeOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                {flyer.status === 'flyers_off'
                  ? FLYER_MESSAGES.flyersOffCard
                  : FLYER_MESSAGES.listingGoneCard}
              </p>
            )}
          </div>
        </div>
        <div className="mt-auto space-y-2 border-t border-slate-100 p-3 md:p-4">
          {available ? (
            <>
              <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
                <Button asChild>
                  <Link to={`/my-flyers/edit/${flyer.id}`}>
                    <Pencil className="h-4 w-4 shrink-0" aria-hidden="true" />
                    Edit
                  </Link>
                </Button>
                <ViewPublicFlyerLink
                  publicUrl={flyer.public_url}
                  className="whitespace-nowrap px-2"
                />
              </div>
              <div className="grid grid-cols-[1fr_1fr_auto] gap-2">
                <CopyLinkButton publicUrl={flyer.public_url} className="px-2" />
                <WhatsAppShareLink
                  publicUrl={flyer.public_url}
                  title={flyer.title}
                  short
                  className="px-2"
                />
                <DeleteFlyerButton
                  flyerId={flyer.id}
                  title={flyer.title}
                  iconOnly
                  variant="secondary"
                  className="text-red-700"
                />
              </div>
            </>
          ) : (
            <DeleteFlyerButton
              flyerId={flyer.id}
              title={flyer.title}
              variant="secondary"
              className="w-full text-red-700"
            />
          )}
        </div>
      </article>
    </Card>
  );
}
