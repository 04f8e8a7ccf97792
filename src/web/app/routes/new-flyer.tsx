import { useParams } from 'react-router';
import { NewFlyerScreen } from '#web/features/flyers/components/new-flyer-screen.tsx';

/** /my-flyers/new/:propertyId: the editor before a flyer's first save (decision 023). */
export function NewFlyerPage() {
  const { propertyId = '' } = useParams();
  return <NewFlyerScreen key={propertyId} propertyId={propertyId} />;
}

export default NewFlyerPage;
