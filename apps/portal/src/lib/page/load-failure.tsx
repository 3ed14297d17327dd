import { Button } from '@scf/ui';

/** A read that failed: what failed and why, with 重试. */
export function LoadFailure({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert">
      <p>
        {what}加载失败：{error instanceof Error ? error.message : String(error)}
      </p>
      <Button onClick={onRetry}>重试</Button>
    </div>
  );
}
