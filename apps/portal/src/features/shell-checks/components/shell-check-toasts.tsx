import { useEffect, useRef } from 'react';
import { ToastProvider, useToast } from '@scf/ui';

export interface ShellCheckNote {
  kind: 'success' | 'error';
  message: string;
}

function Emit({ notes }: { notes: readonly ShellCheckNote[] }) {
  const toast = useToast();
  const shown = useRef(0);
  useEffect(() => {
    for (const note of notes.slice(shown.current)) toast[note.kind](note.message);
    shown.current = notes.length;
  }, [notes, toast]);
  return null;
}

/**
 * The checks' messages as toasts. Mounted only once there is something to say, so an ordinary page carries no
 * extra (empty) notification region next to its own.
 */
export function ShellCheckToasts({ notes }: { notes: readonly ShellCheckNote[] }) {
  return (
    <ToastProvider>
      <Emit notes={notes} />
    </ToastProvider>
  );
}
