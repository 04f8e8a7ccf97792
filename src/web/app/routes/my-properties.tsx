import { PageHeader } from '#web/components/ui/page-header.tsx';
import { AddPropertyButton } from '#web/features/properties/components/add-property-button.tsx';
import { MyListings } from '#web/features/properties/components/my-listings.tsx';

export function MyPropertiesPage() {
  return (
    <div>
      <PageHeader
        title="My Properties"
        description="Your listings, newest first."
        actions={<AddPropertyButton />}
      />
      <section aria-labelledby="listings-heading">
        <h2 id="listings-heading" className="sr-only">
          My listings
        </h2>
        <MyListings />
      </section>
    </div>
  );
}

export default MyPropertiesPage;
