import type { UploadedPhoto } from '#shared/documents/schemas.ts';
import { api } from '#client/lib/api-client.ts';

/** POST /api/photos, multipart: one site photo (JPEG, PNG or HEIC); the server answers the stored JPEG's id and size. */
export function uploadPhoto(file: File): Promise<UploadedPhoto> {
  const form = new FormData();
  form.append('photo', file, file.name);
  return api.postForm<UploadedPhoto>('/api/photos', form);
}
