import { useSearchParams } from 'react-router';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { AddPropertyButton } from '#web/features/properties/components/add-property-button.tsx';
import { MyListings } from '#web/features/properties/components/my-listings.tsx';
import { NetworkListings } from '#web/features/properties/components/network-listings.tsx';

type Tab = 'mine' | 'network';

/** Both lists on one page as tabs (?tab=network), each paged on its own. */
export function PropertiesPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'network' ? 'network' : 'mine';
  const choose = (value: string) =>
    setParams(value === 'network' ? { tab: 'network' } : {}, { replace: true });
  return (
    <div>
      <PageHeader title="Properties" actions={<AddPropertyButton />} />
      <Tabs
        label="Listings"
        value={tab}
        onValueChange={choose}
        tabs={[
          {
            value: 'mine',
            label: 'My Listings',
            panel: (
              <>
                <h2 className="sr-only">My Listings</h2>
                <MyListings />
              </>
            ),
          },
          {
            value: 'network',
            label: 'Network Listings',
            panel: (
              <>
                <h2 className="sr-only">Network Listings</h2>
                <NetworkListings />
              </>
            ),
          },
        ]}
      />
    </div>
  );
}

export default PropertiesPage;
