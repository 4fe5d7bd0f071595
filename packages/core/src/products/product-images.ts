/**
 * Limits and texts of the product photo upload (issue 19 item 8), shared by the server that
 * enforces them and the form that checks a file before sending it.
 */
export const PRODUCT_IMAGE = {
  /** Largest file accepted: a phone's full-size photo fits. */
  maxBytes: 8 * 1_048_576,
  /** Largest picture decoded (width x height): bounds the memory one upload can take. */
  maxPixels: 25_000_000,
  /** The stored copy's longest side: sharp in the image popup, light on a phone's data plan. */
  maxSide: 1200,
  /** JPEG quality of the stored copy. */
  quality: 82,
  /** What the file picker offers; the server reads the file's own bytes, not its name. */
  accept: 'image/jpeg,image/png,image/webp',
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

export const PRODUCT_IMAGE_TEXT = {
  saved: 'Imagen guardada',
  noFile: 'Por favor adjunte una imagen JPG, PNG o WebP (formulario multipart, campo file)',
  badType: 'La imagen debe ser JPG, PNG o WebP',
  tooLarge: 'La imagen supera el tamaño maximo de 8 MB',
  tooManyPixels: 'La imagen es demasiado grande: como maximo 25 megapixeles',
  unreadable: 'No se pudo leer la imagen; pruebe con otra foto o guardela de nuevo como JPG',
  notFound: 'Imagen no encontrada',
} as const;

/**
 * The form's own check of a chosen file, before sending it (the server checks the bytes again):
 * the message to show, or null when the file may go.
 */
export function productImageFileProblem(file: { size: number; type: string }): string | null {
  if (!(PRODUCT_IMAGE.types as readonly string[]).includes(file.type)) return PRODUCT_IMAGE_TEXT.badType;
  if (file.size > PRODUCT_IMAGE.maxBytes) return PRODUCT_IMAGE_TEXT.tooLarge;
  return null;
}
