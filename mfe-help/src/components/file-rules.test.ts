import { MAX_UPLOAD_BYTES } from '@storefront/shared';
import { acceptFor, checkFile } from './file-rules';

/** A file of a given size without allocating it. */
function fileOf(name: string, size = 1024, type = '') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('checkFile', () => {
  it('asks for a file only when one is required', () => {
    expect(checkFile(null, 'imageOrPdf', true)).toBe('form.errors.fileRequired');
    expect(checkFile(null, 'cv', true)).toBe('form.errors.fileRequired');
    expect(checkFile(null, 'imageOrPdf', false)).toBeNull();
  });

  it('takes photos and PDFs for ID documents and attachments, whatever the case of the extension', () => {
    for (const name of ['id.jpg', 'id.JPEG', 'scan.png', 'photo.webp', 'passport.PDF']) {
      expect({ name, problem: checkFile(fileOf(name), 'imageOrPdf', true) }).toEqual({ name, problem: null });
    }
  });

  it('refuses other types by their extension, with the message for the kind of upload', () => {
    for (const name of ['id.gif', 'id.docx', 'setup.exe', 'pdf', 'photo.png.exe']) {
      expect({ name, problem: checkFile(fileOf(name), 'imageOrPdf', true) }).toEqual({
        name,
        problem: 'form.errors.fileType',
      });
    }
    expect(checkFile(fileOf('cv.pdf'), 'cv', true)).toBeNull();
    expect(checkFile(fileOf('My CV.DOCX'), 'cv', true)).toBeNull();
    for (const name of ['cv.doc', 'cv.png', 'cv.odt']) {
      expect({ name, problem: checkFile(fileOf(name), 'cv', true) }).toEqual({
        name,
        problem: 'form.errors.cvType',
      });
    }
  });

  it('allows exactly 5 MB and refuses a byte more, before looking at the type', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(checkFile(fileOf('big.pdf', MAX_UPLOAD_BYTES), 'imageOrPdf', true)).toBeNull();
    expect(checkFile(fileOf('big.pdf', MAX_UPLOAD_BYTES + 1), 'imageOrPdf', true)).toBe(
      'form.errors.fileTooLarge',
    );
    expect(checkFile(fileOf('big.exe', MAX_UPLOAD_BYTES + 1), 'cv', false)).toBe('form.errors.fileTooLarge');
  });

  it('tells the file picker what to offer', () => {
    expect(acceptFor('imageOrPdf')).toBe('image/jpeg,image/png,image/webp,application/pdf');
    expect(acceptFor('cv').split(',')).toEqual(expect.arrayContaining(['.pdf', '.docx']));
  });
});
