import { Camera, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { IMAGE_MAX_BYTES } from '#shared/constants.ts';
import { UPLOAD_MESSAGES } from '#shared/upload-messages.ts';
import type { OwnProfile } from '#shared/schemas/profiles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDeleteAvatar, useUploadAvatar } from '../api/change-avatar';
import { BrokerAvatar } from '#web/components/broker-avatar.tsx';

type Props = {
  profile: OwnProfile;
  /**
   * Lays out the two parts: the photo goes where the card's photo goes, the buttons
   * under the name. (Under the photo, the two buttons made the photo's column wide and
   * pushed the name far from the photo on a desktop.)
   */
  children: (parts: { photo: ReactNode; controls: ReactNode }) => ReactNode;
};

/** The own photo: choose one (previewed before it is saved), or remove it. */
export function AvatarEditor({ profile, children }: Props) {
  const inputId = useId();
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const busy = upload.isPending || remove.isPending;

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      toast.error('Upload failed', { description: UPLOAD_MESSAGES.imageTooLarge });
      return;
    }
    setChosen({ file, url: URL.createObjectURL(file) });
  };

  const save = () => {
    if (!chosen) return;
    upload.mutate(chosen.file, {
      onSuccess: () => {
        setChosen(null);
        toast.success('Photo updated');
      },
      onError: (error) =>
        toast.error('Upload failed', {
          description: errorMessage(error, 'Please try another photo.'),
        }),
    });
  };

  const clear = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success('Photo removed'),
      onError: (error) =>
        toast.error('Error', { description: errorMessage(error, 'Could not remove the photo.') }),
    });

  const photo = chosen ? (
    <img
      src={chosen.url}
      alt={`${profile.full_name} (new, not saved yet)`}
      width={96}
      height={96}
      loading="lazy"
      className="h-24 w-24 shrink-0 rounded-full object-cover ring-2 ring-brand-600"
    />
  ) : (
    <BrokerAvatar name={profile.full_name} avatarUrl={profile.avatar_url} size="lg" />
  );

  const controls = chosen ? (
    <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
      <Button size="sm" onClick={save} disabled={busy}>
        {upload.isPending ? 'Saving...' : 'Save photo'}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setChosen(null)} disabled={busy}>
        Cancel
      </Button>
    </div>
  ) : (
    <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="peer sr-only"
        onChange={onChoose}
        disabled={busy}
      />
      <label
        htmlFor={inputId}
        className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-slate-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
      >
        <Camera className="h-4 w-4" aria-hidden="true" />
        {profile.avatar_url ? 'Change photo' : 'Add photo'}
      </label>
      {profile.avatar_url ? (
        <Button size="sm" variant="dangerGhost" onClick={clear} disabled={busy}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {remove.isPending ? 'Removing...' : 'Remove photo'}
        </Button>
      ) : null}
    </div>
  );

  return children({ photo, controls });
}
