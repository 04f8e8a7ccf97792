import { Plus } from 'lucide-react';
import { LinkButton } from '#web/components/ui/link-button.tsx';

export function AddPropertyButton() {
  return (
    <LinkButton to="/add-property" icon={Plus}>
      Add Property
    </LinkButton>
  );
}
