import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { toast } from 'sonner';
import { formatBytes } from '#shared/format/bytes.ts';
import type { Project, ProjectBrochure } from '#shared/schemas/projects.ts';
import { BusyIcon } from '#web/components/ui/busy-icon.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { downloadBrochure } from '../api/project-media';

/** 'Download brochure (Godrej Woods.pdf, 2.3 MB)': fetched with the session, saved under its name. */
export function ProjectBrochureLink({ project, brochure }: { project: Project; brochure: ProjectBrochure }) {
  const download = useMutation({
    mutationFn: () => downloadBrochure(project.id, brochure.name),
    onError: (error) =>
      toast.error('Could not download the brochure', {
        description: errorMessage(error, 'Please try again.'),
      }),
  });
  return (
    <Button
      type="button"
      variant="secondary"
      onClick={() => download.mutate()}
      disabled={download.isPending}
      className="h-auto min-h-11 max-w-full justify-start py-2 text-left"
    >
      <BusyIcon busy={download.isPending} icon={FileDown} />
      <span className="min-w-0 break-words">
        {download.isPending ? 'Downloading brochure...' : 'Download brochure'}{' '}
        <span className="text-slate-600">
          ({brochure.name}, {formatBytes(brochure.bytes)})
        </span>
      </span>
    </Button>
  );
}
