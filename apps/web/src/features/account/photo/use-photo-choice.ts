import { useCallback, useState } from 'react';
import { ACCOUNT_MESSAGES } from '@opentill/contract/accounts/account-messages';
import { readDataUrl } from '@/features/account/photo/read-data-url';
import { resizePhoto } from '@/features/account/photo/resize-photo';

/** A profile photo: the URL the server already has, a newly chosen JPEG, or none. */
export type PhotoValue = string | Blob | null;

export type PhotoChoice = {
  photo: PhotoValue;
  previewUrl: string | null;
  error: string | null;
  isPreparing: boolean;
  /** Resizes the picked file to a JPEG of at most 400 px; a file that is no picture is refused. */
  choose: (file: File) => Promise<void>;
  setError: (message: string | null) => void;
  /** After a save: the photo is now the server's, at this URL. */
  reset: (url: string | null) => void;
};

export const usePhotoChoice = (storedUrl: string | null): PhotoChoice => {
  const [photo, setPhoto] = useState<PhotoValue>(storedUrl);
  const [previewUrl, setPreviewUrl] = useState<string | null>(storedUrl);
  const [error, setError] = useState<string | null>(null);
  const [isPreparing, setIsPreparing] = useState(false);

  const choose = useCallback(async (file: File) => {
    setIsPreparing(true);
    setError(null);
    try {
      const resized = await resizePhoto(file);
      setPreviewUrl(await readDataUrl(resized));
      setPhoto(resized);
    } catch {
      setError(ACCOUNT_MESSAGES.photoNotImage);
    } finally {
      setIsPreparing(false);
    }
  }, []);

  const reset = useCallback((url: string | null) => {
    setPhoto(url);
    setPreviewUrl(url);
    setError(null);
  }, []);

  return { photo, previewUrl, error, isPreparing, choose, setError, reset };
};
