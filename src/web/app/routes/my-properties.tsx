import { ListPage } from '#web/components/ui/list-page.tsx';
import { AddPropertyButton } from '#web/features/properties/components/add-property-button.tsx';
import { MyListings } from '#web/features/properties/components/my-listings.tsx';

export function MyPropertiesPage() {
  return (
    <ListPage
      title="My Properties"
      description="Your listings, newest first."
      actions={<AddPropertyButton />}
      listLabel="My listings"
    >
      <MyListings />
    </ListPage>
  );
}

export default MyPropertiesPage;
