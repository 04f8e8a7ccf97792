import { AlertCircle } from 'lucide-react';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/** Every message of a failed validation, in the order the fields appear. */
export function collectErrorMessages(
  errors: FieldErrors<FieldValues>,
  order: readonly string[] = [],
): string[] {
  const keys = [
    ...order.filter((k) => k in errors),
    ...Object.keys(errors).filter((k) => !order.includes(k)),
  ];
  const messages: string[] = [];
  for (const key of keys) {
    const message = errors[key]?.message;
    if (typeof message === 'string' && message && !messages.includes(message))
      messages.push(message);
  }
  return messages;
}

/** The list of error messages shown under a form when validation fails (spec section 5). */
export function FormErrorList({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      <p className="flex items-center gap-2 font-semibold">
        <AlertCircle className="h-5 w-5" aria-hidden="true" />
        Please fix the following errors:
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-7 text-sm">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
