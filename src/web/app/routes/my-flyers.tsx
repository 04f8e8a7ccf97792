import { ListPage } from '#web/components/ui/list-page.tsx';
import { MyFlyers } from '#web/features/flyers/components/my-flyers.tsx';

/** /my-flyers (spec section 2): the broker's flyers for clients. */
export function MyFlyersPage() {
  return (
    <ListPage
      title="My Flyers"
      description="Flyers you made from listings in your network, ready to send to clients."
      listLabel="Your flyers"
    >
      <MyFlyers />
    </ListPage>
  );
}

export default MyFlyersPage;
