import { randomBytes } from 'node:crypto';

/** A multipart/form-data payload for fastify.inject: text fields and at most one file. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; bytes: Buffer },
) {
  const boundary = `----psar${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(64),
]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const EXE = Buffer.concat([Buffer.from('MZ'), randomBytes(64)]);
// A .docx is a zip whose first entry is a Word part; the API looks for the zip signature and 'word/'.
export const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]),
  Buffer.from('[Content_Types].xml'),
  randomBytes(32),
  Buffer.from('word/document.xml'),
  randomBytes(64),
]);
