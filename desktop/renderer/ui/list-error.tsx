import { Alert, Button } from 'antd';

interface FailedQuery {
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** A list that could not load: the reason, and a way to try again. Nothing while the query is fine. */
export function ListError({ query }: { query: FailedQuery }) {
  if (!query.isError || !query.error) return null;
  return (
    <Alert
      className="list-error"
      type="error"
      showIcon
      title={query.error.message}
      action={
        <Button size="small" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      }
    />
  );
}

/**
 * The calls a screen or dialog needs, any of which may be refused (a 403 names the access it
 * needs): the first failure's reason and one Try Again for all, so nothing waits on an answer that
 * came back as a refusal. Nothing while every call is fine or still loading.
 */
export function QueriesError({ queries }: { queries: readonly FailedQuery[] }) {
  const failed = queries.filter((query) => query.isError && query.error);
  if (failed.length === 0) return null;
  return (
    <Alert
      className="list-error"
      type="error"
      showIcon
      role="alert"
      data-testid="queries-error"
      title={failed[0].error?.message}
      action={
        <Button size="small" onClick={() => failed.forEach((query) => void query.refetch())}>
          Try Again
        </Button>
      }
    />
  );
}
