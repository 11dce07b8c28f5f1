/**
 * How large an upload may be, shared by the upload checks and next.config (no server-only: the
 * config file imports it at build time).
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The largest request body a server action accepts: one maximal upload plus room for the
 * multipart framing and the other fields. proxy.ts sees the signed-in areas' requests first and
 * Next hands on only this much of a body it buffered for the proxy, so both limits take this
 * value: a file just over 10 MB then reaches the action and gets the size message, instead of
 * arriving cut short and failing to decode.
 */
export const MAX_ACTION_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;

/** What a file input offers for a picture: the types the uploads take (the server checks the bytes again). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** Why a picture is refused; each reason reads in the admin panel's English and the customer's Spanish. */
export type ImageProblem = 'empty' | 'too-large' | 'not-image' | 'format' | 'pixels' | 'unreadable';
export type ImageProblemLanguage = 'en' | 'es';

const IMAGE_PROBLEMS: Record<ImageProblemLanguage, Record<ImageProblem, string>> = {
  en: {
    empty: 'the file is empty',
    'too-large': 'the file is larger than 10 MB',
    'not-image': 'only image files are allowed',
    format: 'only JPEG, PNG, WebP, GIF or AVIF images are allowed',
    pixels: 'the image has too many pixels',
    unreadable: 'the image could not be read',
  },
  es: {
    empty: 'El archivo está vacío.',
    'too-large': 'El archivo pesa más de 10 MB.',
    'not-image': 'Solo se aceptan imágenes.',
    format: 'Solo se aceptan imágenes JPEG, PNG, WebP, GIF o AVIF.',
    pixels: 'La imagen es demasiado grande: tiene demasiados píxeles.',
    unreadable: 'No pudimos leer la imagen. Prueba con otra foto.',
  },
};

export function imageProblemText(problem: ImageProblem, language: ImageProblemLanguage = 'en'): string {
  return IMAGE_PROBLEMS[language][problem];
}

/**
 * What the browser can tell before sending a picture: why it will be refused, or null. Saves an
 * upload the server would refuse anyway; the server still reads the bytes (uploaded-image.ts).
 */
export function imageFileProblem(file: { type: string; size: number }, language: ImageProblemLanguage = 'en'): string | null {
  if (!file.type.startsWith('image/')) return imageProblemText('not-image', language);
  if (file.size > MAX_UPLOAD_BYTES) return imageProblemText('too-large', language);
  return null;
}
