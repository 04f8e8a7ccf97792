import { useParams } from 'react-router';
import { EditFlyerScreen } from '#web/features/flyers/components/edit-flyer-screen.tsx';

/** /my-flyers/edit/:id (spec section 2). */
export function FlyerEditorPage() {
  const { id = '' } = useParams();
  return <EditFlyerScreen key={id} flyerId={id} />;
}

export default FlyerEditorPage;
