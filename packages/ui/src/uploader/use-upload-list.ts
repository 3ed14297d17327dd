import { useCallback, useEffect, useRef, useState } from 'react';
import type { FileRecord } from '@scf/api/contract';
import { UploadError, isAbort } from './upload-error';
import type { UploadAdapter } from './upload-adapter';
import { validateFile } from './upload-rules';
import type { UploadRules } from './upload-rules';
import { uploaderMessages as m } from './uploader.messages';

export type UploadStatus = 'uploading' | 'finished' | 'fail';

/** A finished upload as the host stores it: the file record plus the name shown. */
export interface UploadedFile extends FileRecord {
  fileName: string;
}

export interface UploadItem {
  uid: string;
  name: string;
  status: UploadStatus;
  /** 0–100. */
  progress: number;
  record?: FileRecord;
  error?: UploadError;
  /** An object URL of the local file, for image thumbnails before/without a server URL. */
  localUrl?: string;
}

export interface UploadListOptions {
  adapter: UploadAdapter;
  rules: UploadRules;
  maxCount: number;
  defaultFiles?: readonly UploadedFile[];
  onChange?(files: UploadedFile[]): void;
  onError?(error: UploadError): void;
}

const objectUrl = (file: File) =>
  file.type.startsWith('image/') && file.type !== 'image/svg+xml' && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;

/** The Uploader's state machine: per file uploading → finished | fail; add, replace and remove. */
export function useUploadList({ adapter, rules, maxCount, defaultFiles = [], onChange, onError }: UploadListOptions) {
  const nextUid = useRef(0);
  const [items, setItems] = useState<UploadItem[]>(() =>
    defaultFiles.map((f) => ({ uid: `d${nextUid.current++}`, name: f.fileName, status: 'finished', progress: 100, record: f })),
  );
  const [feedback, setFeedback] = useState<UploadError | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef({ adapter, rules, onChange, onError, items });
  latest.current = { adapter, rules, onChange, onError, items };

  const patch = (uid: string, change: Partial<UploadItem>) => setItems((prev) => prev.map((it) => (it.uid === uid ? { ...it, ...change } : it)));

  const report = useCallback((error: UploadError) => {
    setFeedback(error);
    latest.current.onError?.(error);
  }, []);

  const start = useCallback(
    (uid: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(uid, controller);
      const onProgress = (progress: number) => {
        if (!controller.signal.aborted) patch(uid, { progress: Math.max(0, Math.min(100, progress)) });
      };
      latest.current.adapter.upload(file, { onProgress, signal: controller.signal }).then(
        (record) => {
          if (controller.signal.aborted) return;
          controllers.current.delete(uid);
          patch(uid, { status: 'finished', progress: 100, record });
        },
        (cause: unknown) => {
          if (controller.signal.aborted || isAbort(cause)) return;
          controllers.current.delete(uid);
          const error = cause instanceof UploadError ? cause : new UploadError('upload', m.upload, { cause, fileName: file.name });
          patch(uid, { status: 'fail', error });
          report(error);
        },
      );
    },
    [report],
  );

  const newItem = (file: File): UploadItem => ({ uid: `u${nextUid.current++}`, name: file.name, status: 'uploading', progress: 0, localUrl: objectUrl(file) });

  /** Validates and uploads new files; files beyond the max count are refused at selection. */
  const add = useCallback(
    (files: readonly File[]) => {
      let room = maxCount - latest.current.items.length;
      const started: [UploadItem, File][] = [];
      setFeedback(null);
      for (const file of files) {
        if (room <= 0) {
          report(new UploadError('count', m.count(maxCount), { fileName: file.name }));
          break;
        }
        const invalid = validateFile(file, latest.current.rules);
        if (invalid) {
          report(invalid);
          continue;
        }
        started.push([newItem(file), file]);
        room -= 1;
      }
      if (started.length === 0) return;
      setItems((prev) => [...prev, ...started.map(([item]) => item)]);
      for (const [item, file] of started) start(item.uid, file);
    },
    [maxCount, report, start],
  );

  const release = (uid: string) => {
    controllers.current.get(uid)?.abort();
    controllers.current.delete(uid);
    const url = latest.current.items.find((it) => it.uid === uid)?.localUrl;
    if (url) URL.revokeObjectURL(url);
  };

  const remove = useCallback((uid: string) => {
    release(uid);
    setItems((prev) => prev.filter((it) => it.uid !== uid));
  }, []);

  /** Puts another file in the same place; the old upload, if still running, is cancelled. */
  const replace = useCallback(
    (uid: string, file: File) => {
      setFeedback(null);
      const invalid = validateFile(file, latest.current.rules);
      if (invalid) {
        report(invalid);
        return;
      }
      release(uid);
      const item = newItem(file);
      setItems((prev) => prev.map((it) => (it.uid === uid ? item : it)));
      start(item.uid, file);
    },
    [report, start],
  );

  // Tell the host about the finished set only when it changes (not on every progress tick).
  const finishedKey = items.map((it) => (it.status === 'finished' && it.record ? it.record.pkFile : '')).join('\n');
  const emitted = useRef(finishedKey);
  useEffect(() => {
    if (emitted.current === finishedKey) return;
    emitted.current = finishedKey;
    const done = latest.current.items.filter((it) => it.status === 'finished' && it.record);
    latest.current.onChange?.(done.map((it) => ({ ...(it.record as FileRecord), fileName: it.name })));
  }, [finishedKey]);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const c of running.values()) c.abort();
      for (const it of latest.current.items) if (it.localUrl) URL.revokeObjectURL(it.localUrl);
    };
  }, []);

  return { items, feedback, add, remove, replace };
}
