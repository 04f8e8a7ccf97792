import { EyeOff, X } from 'lucide-react';
import { Link } from 'react-router';
import { formatRelativeTime } from '#shared/format/relative-time.ts';
import type { ReportedPost } from '#shared/schemas/feed.ts';
import { Button } from '#web/components/ui/button.tsx';
import { BusyIcon } from '#web/components/ui/busy-icon.tsx';
import { Card } from '#web/components/ui/card.tsx';

type Props = {
  report: ReportedPost;
  now: Date;
  onHide: (report: ReportedPost) => void;
  onDismiss: (report: ReportedPost) => void;
  hiding: boolean;
  dismissing: boolean;
};

const STATUS_BADGE: Record<ReportedPost['status'], string | null> = {
  open: null,
  hidden: 'Hidden',
  dismissed: 'Dismissed',
};

const personLink =
  'rounded font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * One report: who reported which post and when, the post as plain text with its image,
 * and the admin's actions. Hide shows while the post is still in the feeds; Dismiss
 * while the report is open.
 */
export function ReportCard({ report, now, onHide, onDismiss, hiding, dismissing }: Props) {
  const { post, reporter } = report;
  const badge = STATUS_BADGE[report.status];
  const busy = hiding || dismissing;
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <p>
          Reported by{' '}
          <Link to={`/broker/${reporter.id}`} className={personLink}>
            {reporter.full_name}
          </Link>{' '}
          · <Time value={report.created_at} now={now} />
        </p>
        {badge ? (
          <span className="rounded-full border border-slate-300 bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
            {badge}
          </span>
        ) : null}
      </div>
      <div className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
        <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <h3 className="font-semibold text-slate-900">
            <Link to={`/broker/${post.user_id}`} className={personLink}>
              {post.user_name}
            </Link>
          </h3>
          <span className="text-slate-600">
            posted <Time value={post.created_at} now={now} />
          </span>
          {post.hidden && report.status !== 'hidden' ? (
            <span className="text-xs font-semibold text-slate-700">(hidden from feeds)</span>
          ) : null}
        </div>
        {/* Plain text: React escapes it; nothing in a post is rendered as HTML or links here. */}
        <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-900">{post.content}</p>
        {post.image_url ? (
          <a
            href={post.image_url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <img
              src={post.image_url}
              alt="Attached to the post (opens full size in a new tab)"
              width={96}
              height={96}
              loading="lazy"
              decoding="async"
              className="h-24 w-24 rounded-md bg-slate-200 object-cover"
            />
          </a>
        ) : null}
      </div>
      {!post.hidden || report.status === 'open' ? (
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          {report.status === 'open' ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onDismiss(report)}
              disabled={busy}
              aria-busy={dismissing}
            >
              <BusyIcon busy={dismissing} icon={X} />
              Dismiss
            </Button>
          ) : null}
          {!post.hidden ? (
            <Button size="sm" variant="danger" onClick={() => onHide(report)} disabled={busy}>
              <EyeOff className="h-4 w-4" aria-hidden="true" />
              Hide
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

function Time({ value, now }: { value: string; now: Date }) {
  return (
    <time dateTime={value} title={new Date(value).toLocaleString()}>
      {formatRelativeTime(value, now)}
    </time>
  );
}
