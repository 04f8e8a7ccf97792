import type { UseFormRegisterReturn } from 'react-hook-form';
import { EXCLUSIVITIES, EXCLUSIVITY_LABELS, type Exclusivity } from '#shared/schemas/agreements.ts';
import { RadioCardsField } from './radio-cards-field';

/** One plain line for each kind of a seller's mandate. */
export const EXCLUSIVITY_LINES: Record<Exclusivity, string> = {
  exclusive: 'Only you market the property. The owner may still sell it themselves without paying you.',
  non_exclusive: 'The owner may also give it to other brokers. You are paid when your buyer buys.',
  sole_selling: 'Only you sell it. You are paid even if the owner finds the buyer themselves.',
};

type Props = {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** The kinds this agreement offers (a buyer's mandate has no sole selling rights). */
  options?: readonly Exclusivity[];
  lines?: Partial<Record<Exclusivity, string>>;
};

export function ExclusivityField({ registration, error, options = EXCLUSIVITIES, lines = EXCLUSIVITY_LINES }: Props) {
  return (
    <RadioCardsField
      legend="Exclusivity"
      registration={registration}
      error={error}
      options={options.map((value) => ({ value, label: EXCLUSIVITY_LABELS[value], line: lines[value] }))}
    />
  );
}
