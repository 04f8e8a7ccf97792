import { PageHeader } from '#web/components/ui/page-header.tsx';
import { MyFlyers } from '#web/features/flyers/components/my-flyers.tsx';

/** /my-flyers (spec section 2): the broker's flyers for clients. */
export function MyFlyersPage() {
  return (
    <div>
      <PageHeader
        title="My Flyers"
        description="Flyers you made from listings in your network, ready to send to clients."
      />
      <section aria-labelledby="flyers-heading">
        <h2 id="flyers-heading" className="sr-only">
          Your flyers
        </h2>
        <MyFlyers />
      </section>
    </div>
  );
}

export default MyFlyersPage;
