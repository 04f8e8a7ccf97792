import { useMemo, useState } from 'react';
import { TRUNCATE_AT_CHARS } from '#shared/constants.ts';
import { toSegments, truncateSegments, type TextSegment } from './text-segments';

type Props = { text: string; className?: string };

/**
 * Post or comment text with clickable web links, cut after 150 characters with
 * 'Show more' / 'Show less' (spec sections 2 and 9).
 */
export function RichText({ text, className }: Props) {
  const [expanded, setExpanded] = useState(false);
  const segments = useMemo(() => toSegments(text), [text]);
  const long = text.length > TRUNCATE_AT_CHARS;
  const shown = long && !expanded ? truncateSegments(segments, TRUNCATE_AT_CHARS) : segments;
  return (
    <div className={className}>
      <p className="whitespace-pre-line break-words text-slate-800">
        <Segments segments={shown} />
        {long && !expanded ? '…' : null}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
          className="-ml-1 inline-flex h-10 items-center rounded px-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </div>
  );
}

function Segments({ segments }: { segments: readonly TextSegment[] }) {
  return segments.map((segment, index) =>
    segment.kind === 'link' ? (
      <a
        // Segments never move, so their position is a stable key.
        key={index}
        href={segment.href}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {segment.text}
      </a>
    ) : (
      <span key={index}>{segment.text}</span>
    ),
  );
}
