import { BadgeCheck } from 'lucide-react';
import type { Company } from '#shared/schemas/profiles.ts';

const AFFILIATIONS = [
  { flag: 'nar', label: 'NAR India' },
  { flag: 'creai', label: 'CREDAI' },
  { flag: 'brai', label: 'BRAI' },
  { flag: 'realtor', label: 'Realtor' },
] as const satisfies ReadonlyArray<{ flag: keyof Company; label: string }>;

/** The company's affiliation marks (spec section 3: company flags); nothing when none. */
export function AffiliationBadges({ company }: { company: Company | null }) {
  if (!company) return null;
  const shown = AFFILIATIONS.filter((a) => company[a.flag]);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Company affiliations" className="flex flex-wrap gap-2">
      {shown.map((a) => (
        <li
          key={a.flag}
          className="inline-flex items-center gap-1 rounded-full border border-emerald-200 bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800"
        >
          <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
          {a.label}
        </li>
      ))}
    </ul>
  );
}
