import QRCode from 'qrcode';

/**
 * A ticket's QR code, of the address it holds (the check-in screen's with the code): an
 * inline SVG for the visitor's page, a PNG for the email. Error correction "M" survives a
 * cracked phone screen; the quiet zone of 2 modules is what a phone camera needs.
 */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

export const ticketSvg = (address: string) => QRCode.toString(address, { ...OPTIONS, type: 'svg' });

export const ticketPng = (address: string) =>
  QRCode.toBuffer(address, { ...OPTIONS, type: 'png', width: 320 });
