import { PageHeader } from '#web/components/ui/page-header.tsx';
import { NetworkListings } from '#web/features/properties/components/network-listings.tsx';

export function NetworkPropertiesPage() {
  return (
    <div>
      <PageHeader
        title="Network Listings"
        description="Properties your connections share with their network."
      />
      <section aria-labelledby="listings-heading">
        <h2 id="listings-heading" className="sr-only">
          Listings of your network
        </h2>
        <NetworkListings filterable />
      </section>
    </div>
  );
}

export default NetworkPropertiesPage;
