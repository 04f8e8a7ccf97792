import { Check, CheckCheck } from 'lucide-react';
import type { Message } from '#shared/schemas/messages.ts';
import { formatRelativeTime } from '#shared/format/relative-time.ts';
import { cn } from '#web/lib/cn.ts';
import { RegardingProperty, RegardingRequirement } from './regarding-property';

type Props = { message: Message; mine: boolean; now: Date };

/** One message in a conversation: the caller's on the right, the other broker's on the left. */
export function MessageBubble({ message, mine, now }: Props) {
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] space-y-1 rounded-2xl px-3.5 py-2 sm:max-w-[75%]',
          mine ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900',
        )}
      >
        <p className="sr-only">{mine ? 'You' : message.sender_name}:</p>
        {message.property_id && message.property_title ? (
          <RegardingProperty
            propertyId={message.property_id}
            title={message.property_title}
            tone={mine ? 'dark' : 'light'}
          />
        ) : null}
        {message.requirement_id && message.requirement_title ? (
          <RegardingRequirement
            requirementId={message.requirement_id}
            title={message.requirement_title}
            tone={mine ? 'dark' : 'light'}
          />
        ) : null}
        <p className="whitespace-pre-wrap break-words">{message.content}</p>
        <p className={cn('flex items-center justify-end gap-1 text-xs', mine ? 'text-brand-50' : 'text-slate-600')}>
          <time dateTime={message.created_at}>{formatRelativeTime(message.created_at, now)}</time>
          {mine ? (
            message.read_at ? (
              <>
                <CheckCheck className="h-3.5 w-3.5" aria-hidden="true" />
                <span>Read</span>
              </>
            ) : (
              <>
                <Check className="h-3.5 w-3.5" aria-hidden="true" />
                <span>Sent</span>
              </>
            )
          ) : null}
        </p>
      </div>
    </li>
  );
}
