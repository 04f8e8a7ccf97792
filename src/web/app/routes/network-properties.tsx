import { ListPage } from '#web/components/ui/list-page.tsx';
import { NetworkListings } from '#web/features/properties/components/network-listings.tsx';

export function NetworkPropertiesPage() {
  return (
    <ListPage
      title="Network Listings"
      description="Properties your connections share with their network."
      listLabel="Listings of your network"
    >
      <NetworkListings filterable />
    </ListPage>
  );
}

export default NetworkPropertiesPage;
