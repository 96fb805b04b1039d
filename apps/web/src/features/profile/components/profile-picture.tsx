import { useRef } from 'react';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from '@podium/contracts/profile/update-profile';
import { toast } from '../../../components/ui/toaster';
import { useUploadPicture } from '../api/profile-details';
import { errorMessage } from '../../../lib/error-messages';
import { Button } from '../../../components/ui/button';
import { FileInput } from '../../../components/ui/controls';

/** The avatar with a Change picture button: JPEG or PNG up to 5 MB, resized on the server. */
export function ProfilePicture({ profileUrl, initials }: { profileUrl: string | null; initials: string }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPicture();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) return toast.error('Upload a JPEG or PNG picture.');
    if (file.size > PROFILE_PICTURE_MAX_BYTES) return toast.error('This picture is larger than 5 MB. Choose a smaller one.');
    try {
      toast.success((await upload.mutateAsync(file)).message);
    } catch (error) {
      toast.error(errorMessage(error, { fallback: 'Upload failed. Please try again.' }));
    }
  };

  return (
    <div className="flex flex-col items-center gap-3">
      <div className="flex h-28 w-28 items-center justify-center overflow-hidden rounded-full bg-brand-600 text-3xl font-bold text-[var(--brand-on-primary)] ring-4 ring-white shadow">
        {profileUrl ? (
          <img src={profileUrl} alt="Your profile picture" className="h-full w-full object-cover" />
        ) : (
          <span aria-hidden="true">{initials}</span>
        )}
      </div>
      <FileInput
        ref={input}
        accept={PROFILE_PICTURE_TYPES.join(',')}
        className="sr-only"
        aria-label="Profile picture file"
        onChange={(change) => void choose(change.target.files?.[0])}
      />
      <Button onClick={() => input.current?.click()} disabled={upload.isPending} variant="secondary" size="sm">
        {upload.isPending ? 'Uploading…' : 'Change picture'}
      </Button>
    </div>
  );
}
