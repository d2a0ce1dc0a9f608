import { island } from '../../startup/island';
// The form's own styles: it is on screen before its code.
import '../../components/upload/upload.css';

/**
 * The receipt's upload form as an island (startup/island.tsx): its code (the upload with
 * its progress, the draft, the sending again) loads after the rest of the page is hydrated.
 */
export const ReceiptUploadForm = island(() =>
  import('./receipt-upload-form').then((module) => module.ReceiptUploadForm),
);
