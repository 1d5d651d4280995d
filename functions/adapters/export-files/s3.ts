import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { attachmentDisposition, DOWNLOAD_LINK_SECONDS, fileKey, partKey, type ExportFiles } from './port';

/** S3 takes parts of at least 5 MiB (but the last); 8 MiB keeps a worker's memory small. */
export const UPLOAD_PART_BYTES = 8 * 1024 * 1024;

/**
 * The exports bucket. Joining reads the parts one by one into a multipart upload of 8 MiB parts
 * (a file under one part is a single PutObject), so a file of any size passes through little
 * memory. The bucket's lifecycle rule removes exports and their parts after a few days. A download
 * link is a presigned GetObject on the bucket's own origin (not the site's): the browser follows
 * it, it carries no cookie or token, and the bucket has no CORS rule, so the SPA never fetches it.
 */
export function s3ExportFiles(client: S3Client, bucket: string, clock: () => Date = () => new Date()): ExportFiles {
  return {
    async writePart(exportId, part, text) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: partKey(exportId, part),
          Body: text,
          ContentType: 'text/csv; charset=utf-8',
        }),
      );
    },
    async removeFile(exportId) {
      // S3 answers a delete of a missing key with success.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: fileKey(exportId) }));
    },
    async writeFile(exportId, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: fileKey(exportId), Body: body, ContentType: contentType }),
      );
    },
    async assemble(exportId, partCount, header) {
      const key = fileKey(exportId);
      const chunks: Buffer[] = [Buffer.from(header, 'utf8')];
      let buffered = chunks[0]?.length ?? 0;
      let uploadId: string | null = null;
      const parts: { ETag: string; PartNumber: number }[] = [];
      const flush = async () => {
        if (uploadId === null) {
          const created = await client.send(
            new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: 'text/csv; charset=utf-8' }),
          );
          uploadId = created.UploadId ?? null;
          if (!uploadId) throw new Error('S3 started no multipart upload');
        }
        const PartNumber = parts.length + 1;
        const uploaded = await client.send(
          new UploadPartCommand({
            Bucket: bucket,
            Key: key,
            UploadId: uploadId,
            PartNumber,
            Body: Buffer.concat(chunks),
          }),
        );
        parts.push({ ETag: uploaded.ETag ?? '', PartNumber });
        chunks.length = 0;
        buffered = 0;
      };
      try {
        for (let part = 0; part < partCount; part += 1) {
          const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: partKey(exportId, part) }));
          const bytes = Buffer.from((await answer.Body?.transformToByteArray()) ?? new Uint8Array());
          chunks.push(bytes);
          buffered += bytes.length;
          if (buffered >= UPLOAD_PART_BYTES) await flush();
        }
        if (uploadId === null) {
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: Buffer.concat(chunks),
              ContentType: 'text/csv; charset=utf-8',
            }),
          );
          return;
        }
        if (buffered > 0) await flush();
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket: bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
      } catch (error) {
        if (uploadId !== null) {
          try {
            await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }));
          } catch {
            // The bucket's lifecycle rule removes an upload left incomplete; the join's own error is the one to report.
          }
        }
        throw error;
      }
    },
    async fileExists(exportId) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: fileKey(exportId) }));
        return true;
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NotFound' || name === 'NoSuchKey') return false;
        throw error;
      }
    },
    downloadUrl(exportId, fileName) {
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: fileKey(exportId),
          ResponseContentDisposition: attachmentDisposition(fileName),
        }),
        { expiresIn: DOWNLOAD_LINK_SECONDS, signingDate: clock() },
      );
    },
  };
}
