import { MessageSquare } from 'lucide-react';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { cn } from '#web/lib/cn.ts';
import { ConnectButton } from './connect-button';

type Props = {
  brokerId: string;
  /** Where 'Message' leads: the conversation, with the property attached when there is one. */
  messageTo: string;
  messageState?: unknown;
  /** Give it a definite width: the layout follows its own width. */
  className?: string;
};

/**
 * Connect and Message, side by side, for another broker's page or listing. 'Message'
 * always opens the conversation; without a connection it shows the prompt to connect.
 */
export function BrokerActions({ brokerId, messageTo, messageState, className }: Props) {
  return (
    // Side by side where there is room for both labels (24rem), else stacked.
    <div className={cn('@container', className)}>
      <div className="grid grid-cols-1 items-start gap-2 @[24rem]:grid-cols-2">
        <ConnectButton brokerId={brokerId} />
        <LinkButton to={messageTo} state={messageState} icon={MessageSquare} variant="secondary">
          Message
        </LinkButton>
      </div>
    </div>
  );
}
