import { FORM_LIMITS, FORM_MESSAGES } from '@shop/forms'

/** The longest side of a photo of the delivery, in pixels. */
export const PHOTO_MAX_SIDE = 1280

/** JPEG qualities tried in turn until the photo fits. */
const QUALITIES = [0.8, 0.7, 0.6, 0.5, 0.4]

/** `width` × `height` scaled down (never up) so that neither side passes `max`. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** The first encoding (best quality first) of at most `limit` characters, or null. */
export function encodeUnder(limit: number, encode: (quality: number) => string): string | null {
  for (const quality of QUALITIES) {
    const dataUrl = encode(quality)
    if (dataUrl.length <= limit) return dataUrl
  }
  return null
}

/**
 * A photo from the phone's camera as a JPEG data URL the API takes: at most 1280 px on its longest
 * side and 400 000 characters (smaller sides, then lower qualities, until it fits). Rejects with
 * an Italian message when the file is not an image the browser can read.
 */
export async function downscalePhoto(file: Blob): Promise<string> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    throw new Error('Impossibile leggere la foto: scattane una nuova.')
  }
  try {
    for (const side of [PHOTO_MAX_SIDE, 960, 640]) {
      const size = fitWithin(bitmap.width, bitmap.height, side)
      const canvas = document.createElement('canvas')
      canvas.width = size.width
      canvas.height = size.height
      const context = canvas.getContext('2d')
      if (!context) throw new Error('Questo telefono non riesce a preparare la foto: usa la firma.')
      context.drawImage(bitmap, 0, 0, size.width, size.height)
      const dataUrl = encodeUnder(FORM_LIMITS.proofDataUrl, (quality) =>
        canvas.toDataURL('image/jpeg', quality),
      )
      if (dataUrl) return dataUrl
    }
  } finally {
    bitmap.close()
  }
  throw new Error(FORM_MESSAGES.proofTooLarge)
}
