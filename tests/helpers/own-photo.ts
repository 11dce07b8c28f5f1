import sharp from 'sharp';
import { uploadOwnPhotoAction } from '@/lib/sites/document/actions';
import type { CustomerPhoto } from '@/lib/sites/document/customer-photos';

/**
 * A phone camera's picture of `width` px (three quarters as tall) that the signed-in owner sends
 * in 'Fotos para tu web', as the dashboard's form does.
 */
export async function uploadOwnPhoto(width: number): Promise<CustomerPhoto> {
  const body = await sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
  const result = await uploadOwnPhotoAction({ file: new File([new Uint8Array(body)], 'plato.jpg', { type: 'image/jpeg' }) });
  if (!result.ok) throw new Error(result.error);
  return result.data;
}
