import { AlertTriangle } from 'lucide-react';
import { Button } from './button';
import { StatusScreen } from './status-screen';

type Props = {
  /** What could not be loaded, e.g. 'Could not load brokers'. */
  title: string;
  onRetry: () => void;
  headingLevel?: 'h1' | 'h2' | 'h3';
};

/** The error state of a list or page that failed to load, with 'Try again'. */
export function LoadErrorScreen({ title, onRetry, headingLevel = 'h2' }: Props) {
  return (
    <StatusScreen
      icon={AlertTriangle}
      tone="danger"
      headingLevel={headingLevel}
      title={title}
      text="Check your connection and try again."
    >
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </StatusScreen>
  );
}
