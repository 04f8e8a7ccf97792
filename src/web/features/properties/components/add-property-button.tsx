import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

export function AddPropertyButton() {
  return (
    <Button asChild>
      <Link to="/add-property">
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add Property
      </Link>
    </Button>
  );
}
