import type { UploadPolicy } from '../contract/schemas/file';

/**
 * The multipart form of an OSS PostObject upload, built from the post policy exactly as received
 * (security.md §1.6: the server fixed key, size range and expiry in the signed policy; the client adds nothing).
 * An S3-compatible policy (SigV4) brings its `fields`, posted in the order received; an Alibaba-style policy is
 * sent as key, policy, OSSAccessKeyId, Signature, callback. The file is always last, as OSS and S3 require. The form
 * goes to `policy.url` without the API headers or cookies.
 */
export function ossPostForm(policy: UploadPolicy, file: Blob, fileName: string): FormData {
  const form = new FormData();
  if (policy.fields) {
    for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
  } else {
    form.append('key', policy.fileName);
    form.append('policy', policy.policy);
    form.append('OSSAccessKeyId', policy.accessKeyId);
    form.append('Signature', policy.sign);
    if (policy.callback) form.append('callback', policy.callback);
    form.append('success_action_status', '200');
  }
  form.append('file', file, fileName);
  return form;
}
