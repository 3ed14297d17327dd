/** The S3-compatible bucket of the file store (FILE_OSS_* in the environment); null anywhere means none. */
export interface OssConfig {
  /** `https://s3.example.com` (no path); the browser posts there, the server reads from there. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}
