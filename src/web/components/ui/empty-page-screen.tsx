import type { LucideIcon } from 'lucide-react';
import { Button } from './button';
import { StatusScreen } from './status-screen';

type Props = {
  icon: LucideIcon;
  headingLevel: 'h2' | 'h3';
  /** e.g. 'Nothing on this page'. */
  title: string;
  onPageChange: (page: number) => void;
};

/**
 * A page past the end of a paged list (its items were removed meanwhile, or the URL was
 * typed): say so and offer the way back to the first page.
 */
export function EmptyPageScreen({ icon, headingLevel, title, onPageChange }: Props) {
  return (
    <StatusScreen icon={icon} headingLevel={headingLevel} title={title}>
      <Button variant="secondary" onClick={() => onPageChange(1)}>
        Go to the first page
      </Button>
    </StatusScreen>
  );
}
