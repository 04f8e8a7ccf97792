// 'Share with clients' on /project/:id (decision 044, "Public project page per broker"): the
// marketer's or a registering broker's own public page of the project, with their contact
// and RERA number, to send to clients. The link is made on the first click (the same one on
// every later click) and then offered to copy, send on WhatsApp or open.
import { ExternalLink, Share2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { Project } from '#shared/schemas/projects.ts';
import { BusyIcon } from '#web/components/ui/busy-icon.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { CopyLinkButton, WhatsAppShareLink } from '#web/features/flyers/index.ts';
import { useShareProject } from '../api/share-project';
import { errorText } from '../visits/error-text';

/** Who may share: the marketer, or a broker who may register clients (the server's rule too). */
export const maySharePage = (project: Pick<Project, 'is_marketer' | 'can_register'>) =>
  project.is_marketer || project.can_register;

export function ShareProjectSection({ project }: { project: Project }) {
  const headingId = useId();
  const share = useShareProject(project.id);
  const link = share.data;
  const linkRef = useRef<HTMLParagraphElement>(null);
  // The button that was pressed gives way to the link: focus follows, so a keyboard or a
  // screen reader lands on what was made instead of the page's top.
  useEffect(() => {
    if (link) linkRef.current?.focus();
  }, [link]);
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Share with clients
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            A public page of this project with the price sheet and your own contact and RERA number,
            so clients reach you.
          </p>
        </div>
        {link ? (
          <div className="space-y-3">
            <p
              ref={linkRef}
              tabIndex={-1}
              className="break-all rounded-md border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {link.url}
            </p>
            <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
              <CopyLinkButton publicUrl={link.url} />
              <WhatsAppShareLink publicUrl={link.url} title={project.name} />
              <Button asChild variant="secondary">
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink className="h-4 w-4 shrink-0" aria-hidden="true" />
                  Open page
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
            </div>
          </div>
        ) : (
          <Button
            type="button"
            onClick={() => share.mutate()}
            disabled={share.isPending}
            className="w-full sm:w-auto"
          >
            <BusyIcon busy={share.isPending} icon={Share2} />
            {share.isPending ? 'Making your link...' : 'Share with clients'}
          </Button>
        )}
        {share.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Could not make your link: {errorText(share.error)}
          </p>
        ) : null}
      </section>
    </Card>
  );
}
