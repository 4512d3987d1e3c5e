import { MAX_UPLOAD_BYTES } from '@storefront/shared';

export type FileKind = 'imageOrPdf' | 'cv';

const ACCEPTED: Record<FileKind, { extensions: RegExp; accept: string }> = {
  imageOrPdf: {
    extensions: /\.(jpe?g|png|webp|pdf)$/i,
    accept: 'image/jpeg,image/png,image/webp,application/pdf',
  },
  cv: {
    extensions: /\.(pdf|docx)$/i,
    accept:
      '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
};

export const acceptFor = (kind: FileKind) => ACCEPTED[kind].accept;

/** A first check in the browser (the API sniffs the bytes again): a translation key, or null. */
export function checkFile(file: File | null, kind: FileKind, required: boolean): string | null {
  if (!file) return required ? 'form.errors.fileRequired' : null;
  if (file.size > MAX_UPLOAD_BYTES) return 'form.errors.fileTooLarge';
  if (!ACCEPTED[kind].extensions.test(file.name))
    return kind === 'cv' ? 'form.errors.cvType' : 'form.errors.fileType';
  return null;
}
