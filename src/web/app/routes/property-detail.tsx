import { ArrowLeft, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import type { Property } from '#shared/schemas/properties.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { BrokerActions } from '#web/features/connections/components/broker-actions.tsx';
import { ListingFlyersCard } from '#web/features/flyers/components/listing-flyers-card.tsx';
import { useProperty } from '#web/features/properties/api/get-property.ts';
import { LocationLine } from '#web/components/location-line.tsx';
import { PriceCard } from '#web/features/properties/components/price-card.tsx';
import { PropertyBrokerCard } from '#web/features/properties/components/property-broker-card.tsx';
import {
  PropertyCarousel,
  useCarouselJump,
} from '#web/features/properties/components/property-carousel.tsx';
import { PropertyFacts } from '#web/features/properties/components/property-facts.tsx';
import { PropertyGallery } from '#web/features/properties/components/property-gallery.tsx';
import { PropertyDetailSkeleton } from '#web/features/properties/components/property-detail-skeleton.tsx';
import { useRecordView } from '#web/features/properties/hooks/use-record-view.ts';
import { PropertyRequirementsSection } from '#web/features/requirements/components/property-requirements-section.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useMediaQuery } from '#web/lib/use-media-query.ts';

/** /property/:id (spec section 2, property detail). */
export function PropertyDetailPage() {
  const { id = '' } = useParams();
  const query = useProperty(id);
  const navigate = useNavigate();
  const { user } = useAuth();
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useRecordView(query.data, user?.id);

  // A failed load other than "not found": say so and go back to the lists.
  useEffect(() => {
    if (!query.isError || notFound) return;
    toast.error('Error loading property', {
      description: errorMessage(query.error, 'Please try again.'),
    });
    void navigate('/properties', { replace: true });
  }, [query.isError, query.error, notFound, navigate]);

  if (notFound) {
    return (
      <StatusScreen
        icon={SearchX}
        title="Property Not Found"
        text="The property you're looking for doesn't exist or has been removed."
      >
        <Button asChild>
          <Link to="/properties">Back to Properties</Link>
        </Button>
      </StatusScreen>
    );
  }
  if (!query.data) return <PropertyDetailSkeleton />;
  return <PropertyView property={query.data} />;
}

function PropertyView({ property }: { property: Property }) {
  // From 1024 px the price card sits in the sidebar; on phones it follows the title.
  const wide = useMediaQuery('(min-width: 1024px)');
  const { carousel, carouselBox, showPhoto } = useCarouselJump();
  return (
    <article className="mx-auto max-w-6xl">
      <LinkButton
        to="/properties"
        icon={ArrowLeft}
        variant="ghost"
        size="sm"
        className="-ml-2 mb-3"
      >
        Back to Properties
      </LinkButton>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <div ref={carouselBox} className="scroll-mt-20">
            <PropertyCarousel ref={carousel} images={property.images} title={property.title} />
          </div>
          <header>
            <h1 className="break-words text-2xl font-bold text-slate-900 md:text-3xl">
              {property.title}
            </h1>
            <LocationLine city={property.city} area={property.area} className="mt-2 text-base" />
          </header>
          {wide ? null : <PriceCard property={property} />}
          <PropertyFacts property={property} />
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="mb-2 text-lg font-semibold text-slate-900">
              Description
            </h2>
            <p className="whitespace-pre-line break-words text-slate-800">{property.description}</p>
          </section>
          <PropertyGallery images={property.images} title={property.title} onSelect={showPhoto} />
          {property.is_owner ? <PropertyRequirementsSection propertyId={property.id} /> : null}
          {property.is_owner ? <ListingFlyersCard propertyId={property.id} /> : null}
        </div>
        <aside
          aria-label="Price and broker"
          className="space-y-4 lg:sticky lg:top-20 lg:self-start"
        >
          {wide ? <PriceCard property={property} /> : null}
          <PropertyBrokerCard
            property={property}
            actions={
              property.is_owner ? null : (
                <BrokerActions
                  brokerId={property.broker.id}
                  messageTo={`/inbox/${property.broker.id}?property=${property.id}`}
                  messageState={{ property: { id: property.id, title: property.title } }}
                />
              )
            }
          />
        </aside>
      </div>
    </article>
  );
}

export default PropertyDetailPage;
