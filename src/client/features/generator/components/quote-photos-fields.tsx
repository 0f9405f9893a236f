import { useId, useRef, useState, type ChangeEvent, type Dispatch, type SetStateAction } from 'react';
import { MAX_PHOTO_BYTES, MAX_PHOTO_CAPTION, MAX_PHOTOS_PER_QUOTE, PHOTO_ACCEPT, photoMegabytes } from '#shared/photos/photo-limits.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '#client/components/ui/card.tsx';
import { PlusIcon, TrashIcon } from '#client/components/ui/icons.tsx';
import { TextField } from '#client/components/ui/field.tsx';
import { toastError } from '#client/components/ui/toast-store.ts';
import { errorReason } from '#client/lib/api-client.ts';
import { uploadPhoto } from '../api/upload-photo.ts';
import type { GeneratorValues, PhotoValues } from '../lib/form-values.ts';
import './quote-photos-fields.css';

export interface QuotePhotosFieldsProps {
  values: GeneratorValues;
  setValues: Dispatch<SetStateAction<GeneratorValues>>;
}

const move = (photos: PhotoValues[], index: number, by: -1 | 1): PhotoValues[] => {
  const target = index + by;
  if (target < 0 || target >= photos.length) return photos;
  const next = [...photos];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
};

/**
 * The 'Photos' section of a quote (issue 15 item 5): 'Add photos' opens the phone's camera or
 * photo library (JPEG, PNG, HEIC), each photo is uploaded at once (the server stores it resized,
 * upright and without location data) and joins the form with a caption; photos can be reordered
 * and removed. The customer sees them on the signing page and the PDF.
 */
export function QuotePhotosFields({ values, setValues }: QuotePhotosFieldsProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [uploading, setUploading] = useState(0);
  const room = MAX_PHOTOS_PER_QUOTE - values.photos.length - uploading;

  const setPhotos = (change: (photos: PhotoValues[]) => PhotoValues[]): void => setValues((current) => ({ ...current, photos: change(current.photos) }));

  const onFiles = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const picked = Array.from(event.target.files ?? []);
    // The same file may be picked again later.
    event.target.value = '';
    if (picked.length === 0) return;
    if (picked.length > room) toastError(`A quote holds at most ${MAX_PHOTOS_PER_QUOTE} photos; ${room > 0 ? `only the first ${room} were added` : 'remove one to add another'}.`);
    const files = picked.slice(0, Math.max(room, 0)).filter((file) => {
      if (file.size <= MAX_PHOTO_BYTES) return true;
      toastError(`${file.name}: the photo is too large (${photoMegabytes(file.size)}); the limit is ${photoMegabytes(MAX_PHOTO_BYTES)} per photo.`);
      return false;
    });
    setUploading((count) => count + files.length);
    // One at a time: each is a phone photo of several MB, and the server reads one per request.
    for (const file of files) {
      try {
        const photo = await uploadPhoto(file);
        setPhotos((photos) => (photos.length >= MAX_PHOTOS_PER_QUOTE ? photos : [...photos, { id: photo.id, caption: '', width: photo.width, height: photo.height }]));
      } catch (error) {
        toastError(`Failed to add the photo: ${errorReason(error)}`);
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  return (
    <Card aria-labelledby="quote-photos-title" className="quote-photos">
      <CardHeader
        title="Photos"
        titleId="quote-photos-title"
        subtitle={`Site photos for the customer, with a caption each (at most ${MAX_PHOTOS_PER_QUOTE}). Location data is removed.`}
        actions={
          <Button variant="secondary" size="sm" icon={<PlusIcon />} disabled={room <= 0} onClick={() => inputRef.current?.click()}>
            Add photos
          </Button>
        }
      />
      <input
        ref={inputRef}
        id={inputId}
        className="quote-photos__input"
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        // The visible 'Add photos' button opens it; assistive technology gets that button only.
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => void onFiles(event)}
      />
      {values.photos.length > 0 || uploading > 0 ? (
        <CardBody>
          <ol className="quote-photos__list">
            {values.photos.map((photo, index) => (
              <li key={photo.id} className="quote-photos__item">
                <img
                  className="quote-photos__thumb"
                  src={`/api/photos/${encodeURIComponent(photo.id)}`}
                  alt={photo.caption ? `Photo ${index + 1}: ${photo.caption}` : `Photo ${index + 1}`}
                  width={photo.width || undefined}
                  height={photo.height || undefined}
                  loading="lazy"
                />
                <div className="quote-photos__details">
                  <TextField
                    label={`Caption for photo ${index + 1}`}
                    placeholder="e.g. Cracks by the garage door"
                    maxLength={MAX_PHOTO_CAPTION}
                    autoComplete="off"
                    value={photo.caption}
                    onChange={(event) => {
                      const caption = event.target.value;
                      setPhotos((photos) => photos.map((p) => (p.id === photo.id ? { ...p, caption } : p)));
                    }}
                  />
                  <div className="quote-photos__actions">
                    <Button variant="ghost" size="sm" disabled={index === 0} aria-label={`Move photo ${index + 1} up`} onClick={() => setPhotos((photos) => move(photos, index, -1))}>
                      Move up
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={index === values.photos.length - 1}
                      aria-label={`Move photo ${index + 1} down`}
                      onClick={() => setPhotos((photos) => move(photos, index, 1))}
                    >
                      Move down
                    </Button>
                    <Button variant="ghost" size="sm" icon={<TrashIcon />} aria-label={`Remove photo ${index + 1}`} onClick={() => setPhotos((photos) => photos.filter((p) => p.id !== photo.id))}>
                      Remove
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ol>
          {uploading > 0 ? (
            <p className="muted" role="status">
              {uploading === 1 ? 'Uploading 1 photo...' : `Uploading ${uploading} photos...`}
            </p>
          ) : null}
        </CardBody>
      ) : null}
    </Card>
  );
}
