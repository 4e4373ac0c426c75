/** An S3 error answer: the HTTP status and the `<Error><Code>` S3 clients switch on. */
export class S3Error extends Error {
  override name = 'S3Error';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra elements of the XML body (e.g. Key, BucketName, ActualObjectSize). */
    readonly details: Record<string, string | number> = {},
    /** Extra response headers (e.g. Content-Range of a 416). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function xmlEscape(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);
}

export function errorXml(error: S3Error, requestId: string, resource: string): string {
  const details = Object.entries(error.details)
    .map(([name, value]) => `<${name}>${xmlEscape(String(value))}</${name}>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${error.code}</Code><Message>${xmlEscape(error.message)}</Message>${details}<Resource>${xmlEscape(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`;
}

export const noSuchBucket = (bucket: string) => new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist', { BucketName: bucket });
export const noSuchKey = (key: string) => new S3Error(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
