import { useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-messages';
import { Button } from '../../../components/ui/button';

/**
 * The state of a preview-then-apply form: the last answer (a preview or what was written) and the
 * problem of the last try. `run(dryRun)` sends, keeps the answer, and says so when it wrote.
 */
export function useDryRunAction<Answer>(send: (dryRun: boolean) => Promise<{ data: Answer; message: string }>) {
  const [answer, setAnswer] = useState<Answer>();
  const [problem, setProblem] = useState<string>();
  const run = async (dryRun: boolean) => {
    setProblem(undefined);
    try {
      const result = await send(dryRun);
      setAnswer(result.data);
      if (!dryRun) toast.success(result.message);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return { answer, setAnswer, problem, setProblem, run };
}

/**
 * The two steps of the tournament console's forms: Preview (the form's submit: a dry run that
 * writes nothing) and the action that writes, enabled only once a preview is on screen. The
 * problem of the last try, if any, shows above them.
 */
export function PreviewThenApply({
  applyLabel,
  canApply,
  isPending,
  problem,
  onApply,
}: {
  applyLabel: string;
  canApply: boolean;
  isPending: boolean;
  problem: string | undefined;
  onApply: () => void;
}) {
  return (
    <>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" type="submit" disabled={isPending}>
          Preview
        </Button>
        <Button disabled={isPending || !canApply} aria-busy={isPending} onClick={onApply}>
          {isPending ? 'Working…' : applyLabel}
        </Button>
      </div>
    </>
  );
}
