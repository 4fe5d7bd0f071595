import QRCode from 'qrcode';

/** Spec section 9: the downloaded QR has a 50 px margin and a caption with the hashtag. */
const QR_MARGIN_PX = 50;
/** Print quality (issue 19 item 11): at 300 dpi, 1000 px is a QR of about 8.5 cm. */
const MIN_WIDTH_PX = 1000;

/**
 * Draws the QR of `text` on a white canvas at least MIN_WIDTH_PX wide, in whole pixels per module
 * (a fractional size would blur the edges a scanner reads): QR_MARGIN_PX of white on every side of
 * the code and, under the bottom margin, a band with the caption (the store's hashtag) in type
 * sized to the image.
 */
function drawQrCanvas(text: string, caption: string): HTMLCanvasElement {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modulePx = Math.ceil((MIN_WIDTH_PX - QR_MARGIN_PX * 2) / modules.size);
  const codeSize = modules.size * modulePx;
  const fontPx = Math.round((codeSize + QR_MARGIN_PX * 2) / 18);
  const captionBand = fontPx * 2;
  const canvas = document.createElement('canvas');
  canvas.width = codeSize + QR_MARGIN_PX * 2;
  canvas.height = codeSize + QR_MARGIN_PX * 2 + captionBand;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) {
        context.fillRect(QR_MARGIN_PX + col * modulePx, QR_MARGIN_PX + row * modulePx, modulePx, modulePx);
      }
    }
  }
  context.font = `600 ${fontPx}px Roboto, Arial, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  // The caption sits below the bottom margin, so the margin around the code stays blank.
  context.fillText(
    caption,
    canvas.width / 2,
    QR_MARGIN_PX * 2 + codeSize + captionBand / 2,
    canvas.width - QR_MARGIN_PX * 2,
  );
  return canvas;
}

/** Downloads the QR image as a PNG file. */
export async function downloadQrPng(text: string, caption: string, fileName: string): Promise<void> {
  const canvas = drawQrCanvas(text, caption);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((value) => (value ? resolve(value) : reject(new Error('png'))), 'image/png'),
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The url a QR opens: the server gives a path when it does not know its public address. */
export function absoluteUrl(url: string): string {
  return url.startsWith('/') ? `${window.location.origin}${url}` : url;
}
