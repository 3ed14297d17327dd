// aws4 ships no types: its `sign`, as the SigV4 cross-check uses it.
declare module 'aws4' {
  interface Aws4Request {
    host: string;
    path: string;
    method: string;
    service: string;
    region: string;
    headers?: Record<string, string>;
    signQuery?: boolean;
  }
  const aws4: { sign(request: Aws4Request, credentials: { accessKeyId: string; secretAccessKey: string }): Aws4Request };
  export default aws4;
}
