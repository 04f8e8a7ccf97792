import { Plus } from 'lucide-react';
import { LinkButton } from '#web/components/ui/link-button.tsx';

export function NewProjectButton({ variant }: { variant?: 'primary' | 'secondary' }) {
  return (
    <LinkButton to="/project-marketing/new" icon={Plus} variant={variant}>
      New project
    </LinkButton>
  );
}
