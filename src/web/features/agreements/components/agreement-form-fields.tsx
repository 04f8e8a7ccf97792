// The fields every agreement builder ends with: the term's dates (mandates), the broker's
// RERA number, the document's language, the not-legal-advice note and Save.
import { Info } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AGREEMENT_LANGUAGE_LABELS, AGREEMENT_LANGUAGES, AGREEMENT_MESSAGES, type AgreementLanguage } from '#shared/schemas/agreements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormErrorList } from '#web/components/ui/form-error-list.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';

type Registered = { field: UseFormRegisterReturn; error?: string | undefined };

/** A mandate's start and end dates. */
export function TermDatesFields({ start, end }: { start: Registered; end: Registered }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Start date" required error={start.error}>
        <Input type="date" {...start.field} />
      </FormField>
      <FormField label="End date" required error={end.error} hint="90 days is usual.">
        <Input type="date" {...end.field} />
      </FormField>
    </div>
  );
}

export function ReraField({ field, error }: Registered) {
  return (
    <FormField
      label="Your RERA registration number"
      error={error}
      hint="Printed on the agreement, where your state asks for it."
    >
      <Input autoComplete="off" {...field} />
    </FormField>
  );
}

/** The document's language; the terms are the same in each. */
export function LanguageField({ value, onChange }: { value: AgreementLanguage; onChange: (language: AgreementLanguage) => void }) {
  return (
    <FormField label="Language of the document" hint="The agreement, its signing page and the PDF are written in it.">
      <Select value={value} onChange={(event) => onChange(event.target.value as AgreementLanguage)}>
        {AGREEMENT_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {AGREEMENT_LANGUAGE_LABELS[language]}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** The note that a template is no legal advice, the errors of the last try, and Save. */
export function AgreementFormFooter({ messages, busy }: { messages: string[]; busy: boolean }) {
  return (
    <>
      <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {AGREEMENT_MESSAGES.notLegalAdvice}
      </p>
      <FormErrorList messages={messages} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Saving...' : 'Save draft'}
        </Button>
      </div>
    </>
  );
}
