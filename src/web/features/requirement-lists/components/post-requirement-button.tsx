import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

/** To the requirement form. */
export function PostRequirementButton({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <Button asChild variant={variant}>
      <Link to="/new-requirement">
        <Plus className="h-4 w-4" aria-hidden="true" />
        Post a requirement
      </Link>
    </Button>
  );
}
