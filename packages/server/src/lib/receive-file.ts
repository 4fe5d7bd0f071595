import type { FastifyRequest } from 'fastify';
import { AppError } from '@mostrador/core';

/** A file received by an upload route: its name as sent and its bytes. */
export interface UploadedFile {
  filename: string;
  content: Buffer;
}

export const UPLOAD_TEXT = {
  noFile: 'Por favor adjunte un archivo CSV o XLSX (formulario multipart, campo file)',
  empty: 'El archivo esta vacio',
  tooLarge: 'El archivo supera el tamaño maximo de {size}',
  broken: 'El archivo no llego completo, por favor vuelva a subirlo',
} as const;

export function sizeText(bytes: number): string {
  if (bytes < 1_048_576) return `${Math.round(bytes / 1024)} KB`;
  return `${String(Math.round((bytes / 1_048_576) * 10) / 10).replace('.', ',')} MB`;
}

/**
 * The first file of a multipart upload, whatever its field name; the size limit gives a clear 413.
 * Also for the platform administrator's upload on a store's behalf (POST /admin/stores/{id}/products_import_file).
 */
export async function receiveFile(request: FastifyRequest, limitBytes: number): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError('bad_request', UPLOAD_TEXT.noFile);
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  let content: Buffer;
  try {
    part = await request.file({ limits: { fileSize: limitBytes, files: 1, fields: 10 } });
    if (!part) throw new AppError('bad_request', UPLOAD_TEXT.noFile);
    content = await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', UPLOAD_TEXT.tooLarge.replace('{size}', sizeText(limitBytes)));
    }
    // Everything else reading the form is the body's fault (no boundary, cut short, malformed
    // headers): busboy's plain errors used to leave as 500s.
    request.log.info({ err: error }, 'formulario multipart ilegible');
    throw new AppError('bad_request', UPLOAD_TEXT.broken);
  }
  if (content.length === 0) throw new AppError('bad_request', UPLOAD_TEXT.empty);
  return { filename: part.filename, content };
}
