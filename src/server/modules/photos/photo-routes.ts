import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { uploadedPhotoSchema } from '#shared/documents/schemas.ts';
import { MAX_PHOTO_BYTES, photoMegabytes } from '#shared/photos/photo-limits.ts';
import { AppError } from '#shared/errors/app-error.ts';
import { addRoute, err, invalid, json, notFound } from '#server/http/route-spec.ts';
import { MB } from '#server/files/upload-budget.ts';
import { reserveUploadMemory } from '#server/files/upload-budget-hook.ts';
import { FileRejectedError } from '#server/files/file-rejected-error.ts';
import { displayFileName } from '#server/files/upload-limits.ts';
import { convertPhoto } from '#server/photos/convert-photo.ts';
import { getPhotoJpeg, storePhoto } from './quote-photos.ts';

const photoIdParams = z.object({ id: z.uuid('is not a photo id') });
const uploadSchema = z.object({ photo: z.string().describe('one photo: JPEG, PNG or HEIC, at most 15 MB') });

/** The stored JPEG, as an answer: its bytes never change, so the browser may keep it. */
export const jpegAnswer = (description: string) => ({ description, contentType: 'image/jpeg' });

function abortOnClose(request: FastifyRequest): AbortSignal {
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete) controller.abort();
  });
  return controller.signal;
}

/** The one photo of a multipart upload, refused with a message naming it when over the limit. */
async function readPhotoPart(request: FastifyRequest): Promise<{ filename: string; data: Buffer }> {
  const part = await request.file({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } });
  if (!part || part.fieldname !== 'photo') throw new AppError('bad_request', 'photo is required: send one image in a field named photo');
  const filename = part.filename || 'photo';
  try {
    return { filename, data: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const name = displayFileName(filename);
      throw new FileRejectedError('too-large', name, `${name}: the photo is too large; the limit is ${photoMegabytes(MAX_PHOTO_BYTES)} per photo.`, { cause: error });
    }
    throw error;
  }
}

/** Staff: upload a site photo (stored on its own; a draft or quote lists it by id) and read one back. */
export async function photoRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_PHOTO_BYTES, fields: 2, parts: 3 } });

  addRoute(
    app,
    {
      method: 'POST',
      path: '/api/photos',
      tag: 'Photos',
      summary: 'Upload a site photo for a quote',
      description:
        'One photo per request (field `photo`): JPEG, PNG or HEIC, at most 15 MB and 50 megapixels. The server stores it upright, at most 1600 px on its longest side, ' +
        'as a JPEG without any metadata (no EXIF, no GPS), and answers its id: list it in a draft or quote as `photos: [{ id, caption }]`.',
      body: { contentType: 'multipart/form-data', schema: uploadSchema, required: true },
      answers: {
        201: json('the stored photo', uploadedPhotoSchema),
        400: invalid,
        413: err('the photo is larger than 15 MB'),
        415: err('not multipart, or not a JPEG, PNG or HEIC image'),
        422: err('empty, damaged, over 50 megapixels, or took too long to read'),
        503: err('the server is busy with other uploads'),
      },
    },
    async (_input, request, reply) => {
      if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Send the photo as multipart/form-data in a field named photo.');
      const upload = await reserveUploadMemory(request, MAX_PHOTO_BYTES + MB);
      try {
        const { filename, data } = await readPhotoPart(request);
        const converted = await convertPhoto(data, filename, { signal: abortOnClose(request) });
        return reply.code(201).send(await storePhoto(app.db, converted));
      } finally {
        upload.release();
      }
    },
  );

  addRoute(
    app,
    {
      method: 'GET',
      path: '/api/photos/:id',
      tag: 'Photos',
      summary: 'A stored site photo (JPEG)',
      params: photoIdParams,
      answers: { 200: jpegAnswer('the photo as stored'), 400: invalid, 404: notFound('photo') },
    },
    async ({ params: { id } }, _request, reply) => {
      const photo = await getPhotoJpeg(app.db, id);
      // A photo row never changes (decision 018), so its bytes may be kept as long as the browser likes.
      return reply.type('image/jpeg').header('Cache-Control', 'private, max-age=31536000, immutable').header('ETag', `"${photo.sha256}"`).send(photo.jpeg);
    },
  );
}
