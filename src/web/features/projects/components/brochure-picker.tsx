import { FileText, Upload, X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { formatBytes } from '#shared/format/bytes.ts';
import {
  BROCHURE_MAX_BYTES,
  BROCHURE_MAX_MB,
  PROJECT_MESSAGES,
  type ProjectBrochure,
} from '#shared/schemas/projects.ts';
import { Button } from '#web/components/ui/button.tsx';

export type BrochureSelection = {
  /** What the form shows: the chosen file, else the saved brochure (unless removed). */
  shown: { name: string; bytes: number; isNew: boolean } | null;
  /** For saving: a new file, null to remove the saved one, undefined to keep it as it is. */
  change: File | null | undefined;
  error: string | null;
  choose: (file: File) => void;
  remove: () => void;
};

/** The browser's word for a PDF, or its name (some phones send no type). The server reads the bytes. */
const looksLikePdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** The brochure the form holds: the saved one, or a PDF chosen to replace it, or none. */
export function useBrochureSelection(saved: ProjectBrochure | null): BrochureSelection {
  const [change, setChange] = useState<File | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const shown =
    change instanceof File
      ? { name: change.name, bytes: change.size, isNew: true }
      : change === null || !saved
        ? null
        : { name: saved.name, bytes: saved.bytes, isNew: false };
  return {
    shown,
    change,
    error,
    choose: (file) => {
      if (!looksLikePdf(file)) return setError(PROJECT_MESSAGES.brochureType);
      if (file.size > BROCHURE_MAX_BYTES) return setError(PROJECT_MESSAGES.brochureTooLarge);
      setError(null);
      setChange(file);
    },
    remove: () => {
      setError(null);
      setChange(saved ? null : undefined);
    },
  };
}

/** Choose a PDF (one, 10 MB at most), see its name and size, remove it. */
export function BrochurePicker({ selection, disabled }: { selection: BrochureSelection; disabled?: boolean }) {
  const inputId = useId();
  const errorId = useId();
  const { shown, error } = selection;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clear the input so choosing the same file again still fires a change.
    event.target.value = '';
    if (file) selection.choose(file);
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        One PDF, up to {BROCHURE_MAX_MB} MB. Members who see the project can download it.
      </p>
      {shown ? (
        <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <FileText className="h-6 w-6 shrink-0 text-red-700" aria-hidden="true" />
          <p className="min-w-0 flex-1">
            <span className="block truncate font-medium text-slate-900" title={shown.name}>
              {shown.name}
            </span>
            <span className="text-sm text-slate-600">
              {formatBytes(shown.bytes)}
              {shown.isNew ? ' · new, saved with the project' : ''}
            </span>
          </p>
          <Button
            type="button"
            variant="dangerGhost"
            size="sm"
            onClick={selection.remove}
            disabled={disabled}
            aria-label={`Remove brochure ${shown.name}`}
          >
            <X className="h-4 w-4" aria-hidden="true" />
            Remove
          </Button>
        </div>
      ) : null}
      <div>
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          disabled={disabled}
          onChange={onChange}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={
            disabled
              ? 'inline-flex h-11 cursor-not-allowed items-center gap-2 rounded-lg border border-slate-300 bg-slate-50 px-4 text-sm text-slate-600'
              : 'inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-brand-600/40 bg-brand-50 px-4 text-sm font-medium text-brand-700 hover:bg-brand-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600'
          }
        >
          <Upload className="h-4 w-4" aria-hidden="true" />
          {shown ? 'Replace brochure' : 'Choose brochure (PDF)'}
        </label>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
